import { screen, waitFor, within } from '@testing-library/react';
import VariantsScreen from '../../../../exposes/variants-screen';
import { category, lezzet, product, sessionRestaurants, variant } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

const data = {
  'GET /Products/user/5': [
    product(100, { name: 'Ayran', price: 40, categoryId: 10 }),
    product(200, { name: 'Adana Kebap', price: 420, categoryId: 20 }),
  ],
  'GET /Categories/user/5': [category(10, { name: 'İçecekler' }), category(20, { name: 'Ana Yemekler' })],
  'GET /productvariants': [
    variant(1, { productId: 100, name: 'Küçük', displayOrder: 0, isDefault: true }),
    variant(2, { productId: 100, name: 'Büyük', displayOrder: 1, priceModifier: 20 }),
    variant(3, { productId: 200, name: '1,5 Porsiyon', displayOrder: 0, priceModifier: 190, isActive: false }),
  ],
};

function admin() {
  signIn(makeUser({ id: 5, role: 'Admin', restaurantId: 1 }), sessionRestaurants(lezzet));
}

/** The screen for an Admin with the grid loaded; `filters` is the search region above the grid. */
async function renderLoaded() {
  admin();
  mockApi(data);
  const view = renderWithProviders(<VariantsScreen />);
  await screen.findByRole('article', { name: 'Büyük' });
  return { ...view, filters: within(screen.getByRole('search')) };
}

/** The variant cards on screen, in order, by name. */
const cardNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('product variants screen', () => {
  it('shows 6 skeleton cards while loading, then the grid with prices', async () => {
    admin();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockApi({ ...data, 'GET /productvariants': async () => (await gate, jsonResponse(data['GET /productvariants'])) });
    renderWithProviders(<VariantsScreen />);
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(6);
    release();
    const card = await screen.findByRole('article', { name: 'Büyük' });
    expect(within(card).getByText('₺60,00')).toBeInTheDocument();
    expect(within(card).getByText('(+₺20,00)')).toBeInTheDocument();
  });

  // One filter per test: each test renders once and asserts the cards a user sees after one kind of
  // filtering, so no single test carries the whole screen's interaction on a busy machine.
  it('searches variants by their own and their product name, and clearing the search shows all again', async () => {
    const { user, filters } = await renderLoaded();
    await user.click(filters.getByLabelText('Varyant ara'));
    await user.paste('adana');
    await waitFor(() => expect(cardNames()).toEqual(['1,5 Porsiyon']));
    await user.clear(filters.getByLabelText('Varyant ara'));
    await waitFor(() => expect(cardNames()).toEqual(['Küçük', 'Büyük', '1,5 Porsiyon']));
  });

  it('filters by product, and choosing a category drops a product that is not in it', async () => {
    const { user, filters } = await renderLoaded();
    await user.click(filters.getByLabelText('Ürün'));
    await user.click(await screen.findByTitle('Adana Kebap'));
    await waitFor(() => expect(cardNames()).toEqual(['1,5 Porsiyon']));
    await user.click(filters.getByLabelText('Kategori'));
    await user.click(await screen.findByTitle('İçecekler'));
    await waitFor(() => expect(cardNames()).toEqual(['Küçük', 'Büyük']));
  });

  it('shows only the default variants, or only the passive ones, from the advanced filters', async () => {
    const { user, filters } = await renderLoaded();
    await user.click(filters.getByRole('button', { name: /Gelişmiş filtreler/ }));
    await user.click(filters.getByText('Yalnızca varsayılanlar'));
    await waitFor(() => expect(cardNames()).toEqual(['Küçük']));
    await user.click(filters.getByRole('button', { name: /Filtreleri temizle/ }));
    await user.click(filters.getByText('Pasif'));
    await waitFor(() => expect(cardNames()).toEqual(['1,5 Porsiyon']));
  });

  it('switches to the list view and reorders within a product, with nothing at the ends', async () => {
    admin();
    const calls = mockApi({ ...data, 'POST /productvariants/2/move': { moved: true, variants: [] } });
    const { user } = renderWithProviders(<VariantsScreen />);
    await screen.findByRole('article', { name: 'Büyük' });
    await user.click(screen.getByText('Liste görünümü'));

    expect(await screen.findByRole('button', { name: 'Küçük varyantını yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Büyük varyantını aşağı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1,5 Porsiyon varyantını yukarı taşı' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Büyük varyantını yukarı taşı' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/productvariants/2/move',
      body: { direction: 'up' },
    });
  });

  it("validates with the spec's messages and previews base price plus modifier", async () => {
    admin();
    const calls = mockApi({ ...data, 'POST /productvariants': variant(9) });
    const { user } = renderWithProviders(<VariantsScreen />);
    await screen.findByRole('article', { name: 'Büyük' });
    await user.click(screen.getAllByRole('button', { name: /Yeni Varyant/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Lütfen bir ürün seçiniz!')).toBeInTheDocument();
    expect(within(dialog).getByText('Lütfen variant adı giriniz!')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Ürün'));
    await user.click(await screen.findByTitle('Adana Kebap'));
    await user.click(within(dialog).getByLabelText('Varyant adı'));
    await user.paste('Duble');
    const modifier = within(dialog).getByLabelText('Fiyat farkı (₺)');
    await user.clear(modifier);
    await user.paste('-15,5');
    expect(await within(dialog).findByText('Varyant fiyatı: ₺404,50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    // Proposed at the end of Adana Kebap's variants (its one variant has order 0).
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productId: 200,
      name: 'Duble',
      description: null,
      priceModifier: -15.5,
      isDefault: false,
      displayOrder: 1,
      isActive: true,
    });
  });

  it("shows a failed load as 'API Hatası: ...' with the list cleared", async () => {
    admin();
    mockApi({
      ...data,
      'GET /productvariants': () =>
        jsonResponse({ status: 403, title: 'x', message: 'Bu işlem için yetkiniz yok' }, 403),
    });
    renderWithProviders(<VariantsScreen />);
    expect(await screen.findByText('API Hatası: Bu işlem için yetkiniz yok')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows a refused delete with the spec's message and the server's reason beneath it", async () => {
    admin();
    const reason = 'Bu varyant açık siparişlerde kullanıldığı için silinemez';
    mockApi({
      ...data,
      'DELETE /productvariants/2': () => jsonResponse({ status: 409, title: 'Çakışma', message: reason }, 409),
    });
    const { user } = renderWithProviders(<VariantsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Büyük varyantını sil' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Varyant silinirken bir hata oluştu!')).toBeInTheDocument();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Büyük' })).toBeInTheDocument();
  });
});

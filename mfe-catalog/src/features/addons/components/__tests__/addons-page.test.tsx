import { screen, waitFor, within } from '@testing-library/react';
import AddonsScreen from '../../../../exposes/addons-screen';
import { addon, ege, lezzet, sessionRestaurants } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

const list = [
  addon(1, { name: 'Acı Sos', price: 5 }),
  addon(2, { name: 'Ekstra Kaşar Peynir', price: 12.5 }),
  addon(3, { name: 'Ekstra Sucuk', price: 35, isActive: false }),
  addon(4, { name: 'Peçete', price: 0, restaurantId: 2 }),
];

const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('product add-ons screen', () => {
  it('shows 8 skeleton cards while loading, then the four stat cards', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, ege));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockApi({ 'GET /productaddons': async () => (await gate, jsonResponse(list)) });
    renderWithProviders(<AddonsScreen />);
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(8);
    release();
    await screen.findByRole('article', { name: 'Acı Sos' });
    expect(within(screen.getByRole('group', { name: 'Toplam eklenti' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Aktif eklenti' })).getByText('3')).toBeInTheDocument();
    // (5 + 12.5 + 35 + 0) / 4 = 13.125 -> 13,13
    expect(within(screen.getByRole('group', { name: 'Ortalama fiyat' })).getByText('₺13,13')).toBeInTheDocument();
    const tiers = screen.getByRole('group', { name: 'Fiyat dağılımı' });
    expect(tiers).toHaveTextContent('Ücretsiz 1');
    expect(tiers).toHaveTextContent('Ekonomik 1');
    expect(tiers).toHaveTextContent('Orta 1');
    expect(tiers).toHaveTextContent('Premium 1');
  });

  it('infers the type from Turkish and English keywords and filters by restaurant, status, price tier and type', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, ege));
    mockApi({ 'GET /productaddons': list });
    const { user } = renderWithProviders(<AddonsScreen />);
    const card = await screen.findByRole('article', { name: 'Ekstra Kaşar Peynir' });
    expect(within(card).getByText('Peynir')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Acı Sos' })).getByText('Sos')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Ekstra Sucuk' })).getByText('Et')).toBeInTheDocument();

    await user.click(within(screen.getByRole('search')).getByLabelText('Restoran'));
    await user.click(await screen.findByTitle('Ege Sofrası'));
    await waitFor(() => expect(names()).toEqual(['Peçete']));
    await user.click(screen.getByRole('button', { name: /Filtreleri temizle/ }));

    await user.click(screen.getByRole('button', { name: /Gelişmiş filtreler/ }));
    await user.click(within(screen.getByRole('search')).getByText('Pasif'));
    await waitFor(() => expect(names()).toEqual(['Ekstra Sucuk']));
    await user.click(within(screen.getByRole('search')).getByText('Tümü'));
    await user.click(within(screen.getByRole('search')).getByLabelText('Fiyat aralığı'));
    await user.click(await screen.findByTitle('Orta (5–15 ₺)'));
    await waitFor(() => expect(names()).toEqual(['Ekstra Kaşar Peynir']));
    await user.click(screen.getByRole('button', { name: /Filtreleri temizle/ }));
    await user.click(within(screen.getByRole('search')).getByLabelText('Eklenti türü'));
    await user.click(await screen.findByTitle('🥫 Sos'));
    await waitFor(() => expect(names()).toEqual(['Acı Sos']));
  });

  it('switches to the list view', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, ege));
    mockApi({ 'GET /productaddons': list });
    const { user } = renderWithProviders(<AddonsScreen />);
    await screen.findByRole('article', { name: 'Acı Sos' });
    await user.click(screen.getByText('Liste görünümü'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('previews the add-on with its tier tip, creates it, and toggles with addonId', async () => {
    signIn(makeUser({ id: 5, role: 'Manager', restaurantId: 1 }), sessionRestaurants(lezzet));
    const calls = mockApi({
      'GET /productaddons': [addon(1, { name: 'Acı Sos', price: 5 })],
      'POST /productaddons': addon(9, { name: 'Bal' }),
      'PUT /productaddons/1': addon(1, { name: 'Acı Sos', price: 5, isActive: false }),
    });
    const { user } = renderWithProviders(<AddonsScreen />);
    const card = await screen.findByRole('article', { name: 'Acı Sos' });
    await user.click(within(card).getByRole('switch', { name: 'Acı Sos eklentisi aktif' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      addonId: 1,
      restaurantId: 1,
      name: 'Acı Sos',
      description: null,
      price: 5,
      isActive: false,
    });

    await user.click(screen.getAllByRole('button', { name: /Yeni Eklenti/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Eklenti adı'), 'Süzme Bal');
    const price = within(dialog).getByLabelText('Fiyat (₺)');
    await user.clear(price);
    await user.type(price, '18');
    const preview = within(dialog).getByRole('group', { name: 'Önizleme' });
    expect(await within(preview).findByText('Süzme Bal')).toBeInTheDocument();
    expect(within(preview).getByText('Tatlı')).toBeInTheDocument();
    expect(within(preview).getByText('Premium')).toBeInTheDocument();
    expect(
      within(dialog)
        .getByText(/Premium \(15 ₺ üzeri\)/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      restaurantId: 1,
      name: 'Süzme Bal',
      description: null,
      price: 18,
      isActive: true,
    });
  });

  it("shows a failed save with the spec's alert text", async () => {
    signIn(makeUser({ id: 5, role: 'Manager', restaurantId: 1 }), sessionRestaurants(lezzet));
    mockApi({
      'GET /productaddons': [],
      'POST /productaddons': () => jsonResponse({ status: 500, title: 'x', message: 'y' }, 500),
    });
    const { user } = renderWithProviders(<AddonsScreen />);
    await screen.findByText('Henüz eklenti eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Eklenti/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Eklenti adı'), 'Ketçap');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Eklenti oluşturulurken bir hata oluştu!')).toBeInTheDocument();
  });

  it("shows a refused delete with the spec's message and the server's reason beneath it, and keeps the add-on", async () => {
    signIn(makeUser({ id: 5, role: 'Manager', restaurantId: 1 }), sessionRestaurants(lezzet));
    const reason = 'Bu eklenti 3 siparişte kullanıldığı için silinemez';
    mockApi({
      'GET /productaddons': list.slice(0, 2),
      'DELETE /productaddons/1': () => jsonResponse({ status: 409, title: 'Çakışma', message: reason }, 409),
    });
    const { user } = renderWithProviders(<AddonsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Acı Sos eklentisini sil' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Eklenti silinirken bir hata oluştu!')).toBeInTheDocument();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Acı Sos' })).toBeInTheDocument();
  });
});

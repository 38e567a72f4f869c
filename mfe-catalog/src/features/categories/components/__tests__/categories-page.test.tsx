import { screen, waitFor, within } from '@testing-library/react';
import CategoriesScreen from '../../../../exposes/categories-screen';
import { category, ege, lezzet, sessionRestaurants } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

/** The server's 409 for a category that still has products. */
const refusedDelete = () =>
  jsonResponse(
    {
      status: 409,
      title: 'Çakışma',
      message: 'Bu kategori silinemez çünkü bağlı ürünleri var. Önce ürünleri silmeniz gerekiyor.',
    },
    409,
  );

/** Renders the screen with no category yet and opens the new category's dialog. */
async function openNewCategory() {
  const { user } = renderWithProviders(<CategoriesScreen />);
  await screen.findByText('Henüz kategori eklenmemiş');
  await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
  return { user, dialog: await screen.findByRole('dialog') };
}

/** Opens the new category's dialog, names the category and saves it. */
async function saveNewCategory(name: string) {
  const { user, dialog } = await openNewCategory();
  await user.type(within(dialog).getByLabelText('Kategori adı'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
}

describe('category management screen', () => {
  it('shows cards with emoji, order, status, restaurant and Turkish date; a Manager loads through the per-user list', async () => {
    signIn(makeUser({ id: 5, role: 'Manager', restaurantId: 1 }), sessionRestaurants(lezzet));
    const calls = mockApi({
      'GET /Categories/user/5': [
        category(1, { name: 'Çorbalar', icon: 'soup', displayOrder: 2, description: 'Sıcak başlangıçlar' }),
        category(2, { name: 'Tatlılar', isActive: false }),
      ],
    });
    renderWithProviders(<CategoriesScreen />);

    const card = await screen.findByRole('article', { name: 'Çorbalar' });
    expect(within(card).getByText('🍲')).toBeInTheDocument();
    expect(within(card).getByText('Sıralama: 2')).toBeInTheDocument();
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(within(card).getByText('Lezzet Durağı')).toBeInTheDocument();
    expect(within(card).getByText('Oluşturulma: 5 Ocak 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Tatlılar' })).getByText('Pasif')).toBeInTheDocument();
    expect(screen.getByText('2 kategori')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /Categories/user/5']);
  });

  it('shows the empty state', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, ege));
    mockApi({ 'GET /Categories': [] });
    renderWithProviders(<CategoriesScreen />);
    expect(await screen.findByText('Henüz kategori eklenmemiş')).toBeInTheDocument();
  });

  it('gives a category time-of-day windows (days, from, to), refuses an end before the start, and shows them on the card', async () => {
    signIn(makeUser({ id: 5, role: 'Admin', restaurantId: 1 }), sessionRestaurants(lezzet));
    const calls = mockApi({
      'GET /Categories/user/5': [
        category(3, { name: 'Kahvaltı', availability: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '11:30' }] }),
      ],
      'POST /Categories': category(9, { name: 'Brunch' }),
    });
    const { user } = renderWithProviders(<CategoriesScreen />);
    const card = await screen.findByRole('article', { name: 'Kahvaltı' });
    expect(within(card).getByText('Her gün 08:00–11:30')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /Yeni Kategori/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Kategori adı'), 'Brunch');
    await user.click(within(dialog).getByRole('button', { name: /Zaman aralığı ekle/ }));
    const window = within(dialog).getByRole('group', { name: 'Menüde görüneceği saatler 1' });
    // Weekend only, 11:00 to 10:00 first (refused), then to 15:00.
    for (const day of ['Pzt', 'Sal', 'Çar', 'Per', 'Cum'])
      await user.click(within(window).getByRole('checkbox', { name: day }));
    const from = within(window).getByLabelText('Başlangıç');
    const to = within(window).getByLabelText('Bitiş');
    await user.clear(from);
    await user.type(from, '1100');
    await user.clear(to);
    await user.type(to, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bitiş saati başlangıç saatinden sonra olmalıdır')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(to);
    await user.type(to, '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect((calls.find((c) => c.method === 'POST')!.body as { availability: unknown }).availability).toEqual([
      { days: [6, 7], from: '11:00', to: '15:00' },
    ]);
  });

  it('creates a category with the single restaurant preselected, empty description and icon sent as null', async () => {
    signIn(makeUser({ id: 5, role: 'Admin', restaurantId: 1 }), sessionRestaurants(lezzet));
    const calls = mockApi({ 'GET /Categories/user/5': [], 'POST /Categories': category(9, { name: 'Kahvaltı' }) });
    await saveNewCategory('Kahvaltı');

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      restaurantId: 1,
      name: 'Kahvaltı',
      description: null,
      displayOrder: 0,
      icon: null,
      isActive: true,
      availability: [],
    });
  });

  it('shows the Turkish field messages and sends nothing for an empty name and a negative order', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, ege));
    const calls = mockApi({ 'GET /Categories': [] });
    const { user, dialog } = await openNewCategory();
    const order = within(dialog).getByLabelText('Sıralama');
    await user.clear(order);
    await user.type(order, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByText('Kategori adı zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Restoran ID zorunludur')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows a 400's validation errors as 'Validation Hatası: field: messages'", async () => {
    signIn(makeUser({ id: 5, role: 'Admin', restaurantId: 1 }), sessionRestaurants(lezzet));
    mockApi({
      'GET /Categories/user/5': [],
      'POST /Categories': () =>
        jsonResponse({ status: 400, title: 'Geçersiz veri', message: 'x', errors: { Name: ['Bu ad zaten var'] } }, 400),
    });
    await saveNewCategory('Kahvaltı');
    expect(await screen.findByText('Validation Hatası: Name: Bu ad zaten var')).toBeInTheDocument();
  });

  it('toggles with the full record and isActive inverted', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet));
    const c = category(3, { name: 'Izgaralar', icon: 'meat' });
    const calls = mockApi({
      'GET /Categories': [c],
      'PUT /Categories/3': { ...c, isActive: false },
      'DELETE /Categories/3': refusedDelete,
    });
    const { user } = renderWithProviders(<CategoriesScreen />);
    const card = await screen.findByRole('article', { name: 'Izgaralar' });

    await user.click(within(card).getByRole('switch', { name: 'Izgaralar kategorisi aktif' }));
    await waitFor(() => expect(calls.some((x) => x.method === 'PUT')).toBe(true));
    expect(calls.find((x) => x.method === 'PUT')!.body).toEqual({
      id: 3,
      restaurantId: 1,
      name: 'Izgaralar',
      description: null,
      displayOrder: 0,
      icon: 'meat',
      isActive: false,
      availability: [],
    });
  });

  it('asks before deleting and explains a delete refused because of products', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet));
    const c = category(3, { name: 'Izgaralar', icon: 'meat' });
    mockApi({
      'GET /Categories': [c],
      'DELETE /Categories/3': refusedDelete,
    });
    const { user } = renderWithProviders(<CategoriesScreen />);
    const card = await screen.findByRole('article', { name: 'Izgaralar' });
    await user.click(within(card).getByRole('button', { name: 'Izgaralar kategorisini sil' }));
    expect(
      await screen.findByText('Bu kategoriyi silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(
      await screen.findByText('Bu kategori silinemez çünkü bağlı ürünleri var. Önce ürünleri silmeniz gerekiyor.'),
    ).toBeInTheDocument();
  });
});

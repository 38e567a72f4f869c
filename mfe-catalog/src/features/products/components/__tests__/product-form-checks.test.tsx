// The product form's refusals and warnings before anything is saved: diet marks the allergens disprove, a
// discount the price-label rules would not count, where a new product goes, and the list's search fold.
import { screen, waitFor, within } from '@testing-library/react';
import ProductsScreen from '../../../../exposes/products-screen';
import { category, product, signInAdmin, fill } from '../../../../testing/fixtures';
import { mockApi, renderWithProviders, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

const admin = signInAdmin;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

describe('product form checks', () => {
  it('refuses gluten-free with gluten, naming both, and sends nothing', async () => {
    admin();
    const calls = mockApi({
      'GET /Products/user/5': [],
      'GET /Categories/user/5': [category(10, { name: 'Tatlılar' })],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('Henüz ürün eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
    await fill(user, within(form).getByLabelText('Ürün adı'), 'Revani');
    await user.click(within(form).getByLabelText('Kategori'));
    await user.click(await screen.findByTitle('Tatlılar'));
    await fill(user, within(form).getByLabelText('Fiyat (₺)'), '90');
    await user.click(within(form).getByRole('switch', { name: 'Glutensiz' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(form).findByText(
        '“Glutensiz” olarak işaretlenen ürün “Gluten” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('proposes the end of the chosen category for a new product', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [
        product(1, { name: 'Sütlaç', categoryId: 10, displayOrder: 4 }),
        product(2, { name: 'Ayran', categoryId: 11, displayOrder: 9 }),
      ],
      'GET /Categories/user/5': [category(10, { name: 'Tatlılar' }), category(11, { name: 'İçecekler' })],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByRole('article', { name: 'Sütlaç' });
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
    await user.click(within(form).getByLabelText('Kategori'));
    await user.click(await screen.findByTitle('Tatlılar'));
    await waitFor(() => expect(within(form).getByLabelText('Sıralama')).toHaveValue('5'));
  });

  it('warns when the lowest price of the last 30 days is not above the discounted price', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [product(1, { name: 'Künefe', price: 100, discountedPrice: null })],
      'GET /Categories/user/5': [category(10, { name: 'Tatlılar' })],
      'GET /Products/1/price-history': [
        { price: 100, discountedPrice: null, changedAt: daysAgo(5), changedBy: 'admin-a' },
        { price: 80, discountedPrice: null, changedAt: daysAgo(20), changedBy: 'admin-a' },
      ],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'Künefe' });
    await user.click(within(card).getByRole('button', { name: 'Künefe ürününü düzenle' }));
    const form = await screen.findByRole('region', { name: 'Ürünü Düzenle' });
    const discount = within(form).getByLabelText('İndirimli fiyat (₺)');
    await fill(user, discount, '90');
    expect(
      await within(form).findByText('Son 30 günün en düşük fiyatı ₺80,00: bu fiyat indirim olarak gösterilemez'),
    ).toBeInTheDocument();
    await user.clear(discount);
    await fill(user, discount, '75');
    await waitFor(() => expect(within(form).queryByText(/bu fiyat indirim olarak gösterilemez/)).toBeNull());
  });

  it('finds a product typed in capitals without Turkish letters', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [product(1, { name: 'İskender' }), product(2, { name: 'Lahmacun' })],
      'GET /Categories/user/5': [category(10)],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByRole('article', { name: 'İskender' });
    await user.type(screen.getByLabelText('Ürün ara'), 'ISKENDER');
    await waitFor(() => expect(screen.getByText('1 ürün bulundu')).toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'İskender' })).toBeInTheDocument();
  });

  it('opens as a full-screen sheet on a phone, and the price history is one tap from the card', async () => {
    // antd reads the screen width through matchMedia: this one answers as a 390 px phone.
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...original(query), matches: /max-width:\s*575/.test(query) });
    try {
      admin();
      mockApi({
        'GET /Products/user/5': [product(1, { name: 'Künefe', price: 100 })],
        'GET /Categories/user/5': [category(10, { name: 'Tatlılar' })],
        'GET /Products/1/price-history': [
          { price: 100, discountedPrice: null, changedAt: daysAgo(5), changedBy: 'admin-a' },
        ],
      });
      const { user } = renderWithProviders(<ProductsScreen />);
      const card = await screen.findByRole('article', { name: 'Künefe' });
      await user.click(within(card).getByRole('button', { name: 'Fiyatlar: Künefe' }));
      const history = await screen.findByRole('dialog');
      expect(await within(history).findByText('admin-a')).toBeInTheDocument();
      await user.click(within(history).getByRole('button', { name: /Kapat|Close/ }));

      await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
      const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
      expect(form.closest('.ant-drawer')).not.toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});

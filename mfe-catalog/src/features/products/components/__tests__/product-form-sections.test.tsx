// The product form in titled groups (basics, photo, contents and allergens, display), and a stored picture
// that shows as a picture and a friendly name, never as its path on the server.
import { screen, waitFor, within } from '@testing-library/react';
import ProductsScreen from '../../../../exposes/products-screen';
import { category, product, signInAdmin } from '../../../../testing/fixtures';
import { mockApi, renderWithProviders, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  signOutForTest();
});

const admin = signInAdmin;
const STORED = '/uploads/menu/314093a5-6c1f-4a0e-9d57-2b8f0e4c1a77.webp';

describe('product form sections', () => {
  it('groups the fields under four headings and keeps each field in its group', async () => {
    admin();
    mockApi({ 'GET /Products/user/5': [], 'GET /Categories/user/5': [category(10)] });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('Henüz ürün eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
    expect(
      within(form)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Temel bilgiler', 'Fotoğraf', 'İçerik ve alerjenler', 'Menüde görünüm']);

    const basics = within(within(form).getByRole('region', { name: 'Temel bilgiler' }));
    for (const label of ['Ürün adı', 'Kategori', 'Fiyat (₺)', 'İndirimli fiyat (₺)', 'Açıklama'])
      expect(basics.getByLabelText(label)).toBeInTheDocument();
    const photo = within(within(form).getByRole('region', { name: 'Fotoğraf' }));
    expect(photo.getByRole('button', { name: 'Ürün için fotoğraf yükle' })).toBeInTheDocument();
    const contents = within(within(form).getByRole('region', { name: 'İçerik ve alerjenler' }));
    expect(contents.getByRole('checkbox', { name: 'Gluten' })).toBeInTheDocument();
    expect(contents.getByLabelText('İçindekiler')).toBeInTheDocument();
    const display = within(within(form).getByRole('region', { name: 'Menüde görünüm' }));
    expect(display.getByLabelText('Sıralama')).toBeInTheDocument();
    expect(display.getByRole('switch', { name: 'Satışta' })).toBeInTheDocument();
    expect(display.getByRole('switch', { name: 'Öne çıkan' })).toBeInTheDocument();
  });

  it('shows a stored picture and "Fotoğraf yüklendi", never its path, and saves the picture unchanged', async () => {
    admin();
    const p = product(7, { name: 'Künefe', image: STORED });
    const calls = mockApi({
      'GET /Products/user/5': [p],
      'GET /Categories/user/5': [category(10)],
      'GET /Products/7/price-history': [],
      'PUT /Products/7': p,
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'Künefe' });
    await user.click(within(card).getByRole('button', { name: 'Künefe ürününü düzenle' }));
    const form = await screen.findByRole('region', { name: 'Ürünü Düzenle' });
    const photo = within(within(form).getByRole('region', { name: 'Fotoğraf' }));
    expect(photo.getByText('Fotoğraf yüklendi')).toBeInTheDocument();
    expect(photo.getByRole('img', { name: 'Ürün görseli önizlemesi' })).toHaveAttribute('src', STORED);
    expect(document.body.textContent).not.toContain('/uploads/');
    expect(screen.queryByDisplayValue(/uploads/)).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText(/uploads/)).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ id: 7, image: STORED });
  });

  it('names a linked picture by its site and offers the address box again once the picture is removed', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [product(7, { name: 'Künefe', image: 'https://cdn.example.com/menu/kunefe-buyuk.jpg' })],
      'GET /Categories/user/5': [category(10)],
      'GET /Products/7/price-history': [],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Künefe' })).getByRole('button', {
        name: 'Künefe ürününü düzenle',
      }),
    );
    const photo = within(
      within(await screen.findByRole('region', { name: 'Ürünü Düzenle' })).getByRole('region', { name: 'Fotoğraf' }),
    );
    expect(photo.getByText('Bağlantıdaki görsel: cdn.example.com')).toBeInTheDocument();
    await user.click(photo.getByRole('button', { name: /Görseli kaldır/ }));
    expect(photo.getByPlaceholderText('Görsel adresi (https://...)')).toHaveValue('');
  });
});

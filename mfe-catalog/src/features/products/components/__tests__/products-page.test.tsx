import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductsScreen from '../../../../exposes/products-screen';
import { category, lezzet, product, sessionRestaurants, signInAdmin, fill } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  signOutForTest();
});

const admin = signInAdmin;

describe('product management screen', () => {
  it('searches by name with the counter, shows the no-result state and clears the search', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [
        product(1, { name: 'Mercimek Çorbası', price: 85, discountedPrice: 70 }),
        product(2, { name: 'Adana Kebap' }),
      ],
      'GET /Categories/user/5': [category(10, { name: 'Çorbalar' })],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'Mercimek Çorbası' });
    expect(within(card).getByText('₺70,00')).toBeInTheDocument();
    expect(within(card).getByText('₺85,00')).toBeInTheDocument();
    expect(screen.getByText('2 ürün bulundu')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ürün ara'), 'çorba');
    await waitFor(() => expect(screen.getByText('1 ürün bulundu')).toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Adana Kebap' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Ürün ara'));
    await user.type(screen.getByLabelText('Ürün ara'), 'pizza');
    expect(await screen.findByText('Arama sonucu bulunamadı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(await screen.findByRole('article', { name: 'Adana Kebap' })).toBeInTheDocument();
  });

  it('shows the empty state when there is no product yet', async () => {
    admin();
    mockApi({ 'GET /Products/user/5': [], 'GET /Categories/user/5': [] });
    renderWithProviders(<ProductsScreen />);
    expect(await screen.findByText('Henüz ürün eklenmemiş')).toBeInTheDocument();
  });

  it('shows the allergens on the card and the price history of a product being edited, newest first', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': [
        product(1, {
          name: 'İskender',
          price: 120,
          discountedPrice: 110,
          allergens: ['gluten', 'milk'],
          portionGrams: 250,
          containsPork: false,
        }),
      ],
      'GET /Categories/user/5': [category(10, { name: 'Kebaplar' })],
      'GET /Products/1/price-history': [
        { price: 120, discountedPrice: 110, changedAt: '2026-11-20T09:30:00Z', changedBy: 'admin-a' },
        { price: 120, discountedPrice: null, changedAt: '2026-11-10T09:30:00Z', changedBy: 'manager-a' },
        { price: 100, discountedPrice: null, changedAt: '2026-10-01T09:30:00Z', changedBy: null },
      ],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'İskender' });
    expect(within(card).getByText('Alerjenler: 🌾 Gluten, 🥛 Süt')).toBeInTheDocument();
    expect(within(card).getByText('250 g')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'İskender ürününü düzenle' }));
    const form = await screen.findByRole('region', { name: 'Ürünü Düzenle' });
    expect(within(form).getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Yumurta' })).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: /Fiyat geçmişi/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('İskender: fiyat geçmişi')).toBeInTheDocument();
    const rows = await within(dialog).findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['20.11.2026 12:30', '₺120,00', '₺110,00', 'admin-a'],
      ['10.11.2026 12:30', '₺120,00', '—', 'manager-a'],
      ['01.10.2026 12:30', '₺100,00', '—', 'Kayıt öncesi'],
    ]);
  });

  it('opens the product a link names (?edit=) and warns that a price change needs the printed lists reprinted', async () => {
    admin();
    window.history.pushState({}, '', '/products?edit=1');
    mockApi({
      'GET /Products/user/5': [
        product(1, { name: 'Et Döner', price: 300, portionGrams: 120 }),
        product(2, { name: 'Adana Kebap' }),
      ],
      'GET /Categories/user/5': [category(10, { name: 'Kebaplar' })],
      'GET /Products/1/price-history': [],
      'GET /restaurants/1/price-list/status': {
        layouts: [{ layout: 'door', printedAt: '2026-11-12T09:00:00.000Z' }],
        changedSince: [],
      },
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const form = await screen.findByRole('region', { name: 'Ürünü Düzenle' });
    expect(window.location.search).toBe('');
    expect(within(form).getByLabelText('Ürün adı')).toHaveValue('Et Döner');
    expect(within(form).queryByText('Basılı listeler yeniden basılmalı')).not.toBeInTheDocument();
    const price = within(form).getByLabelText('Fiyat (₺)');
    await user.clear(price);
    await fill(user, price, '320');
    expect(await within(form).findByText('Basılı listeler yeniden basılmalı')).toBeInTheDocument();
    expect(
      within(form).getByText(/kapıdaki ve masalardaki basılı fiyat listelerinin yeniden basılması gerekir/),
    ).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('imports an edited catalog: a preview first, the rows with errors named, nothing written until confirmed', async () => {
    admin();
    let round = 0;
    const calls = mockApi({
      'GET /Products/user/5': [product(1)],
      'GET /Categories/user/5': [category(10)],
      'POST /restaurants/1/catalog/import': () => {
        round += 1;
        // First file: two bad rows. Second file: clean; applied on confirm.
        if (round === 1)
          return jsonResponse({
            create: 1,
            update: 2,
            unchanged: 5,
            errors: [
              { row: 4, message: 'İndirimli fiyat, fiyattan düşük olmalıdır' },
              { row: 9, message: 'Kategori bulunamadı: "Yok" (önce kategori satırını ekleyin)' },
            ],
          });
        return jsonResponse({ create: 1, update: 2, unchanged: 5, errors: [] });
      },
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByRole('article', { name: product(1).name as string });
    await user.click(screen.getByRole('button', { name: /Katalog aktarımı/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Dosya seç (CSV veya XLSX)');

    await user.upload(input, new File(['Tür,ID,Ad\r\n'], 'katalog.csv', { type: 'text/csv' }));
    expect(
      await within(dialog).findByText(
        '2 satırda hata var: hiçbir değişiklik yapılmayacak. Dosyayı düzeltip yeniden yükleyin.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('cell', { name: 'Kategori bulunamadı: "Yok" (önce kategori satırını ekleyin)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /İçe aktar/ })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.query.get('dryRun') === 'true')).toBe(true);

    await user.upload(input, new File(['Tür,ID,Ad\r\n'], 'duzeltilmis.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /İçe aktar/ })).toBeEnabled());
    expect(within(dialog).getByText('Güncellenecek')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').every((c) => c.query.get('dryRun') === 'true')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: /İçe aktar/ }));
    expect(await within(dialog).findByText('Katalog içe aktarıldı: 1 yeni kayıt, 2 güncelleme.')).toBeInTheDocument();
    const applied = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(applied.query.get('dryRun')).toBeNull();
    expect((applied.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('adds and takes allergens on the products the list shows, at once', async () => {
    admin();
    const calls = mockApi({
      'GET /Products/user/5': [
        product(1, { name: 'Mercimek Çorbası' }),
        product(2, { name: 'Ezogelin Çorbası' }),
        product(3, { name: 'Adana Kebap' }),
      ],
      'GET /Categories/user/5': [category(10)],
      'POST /products/allergens': [product(1, { allergens: ['gluten'] }), product(2, { allergens: ['gluten'] })],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('3 ürün bulundu');
    await user.type(screen.getByLabelText('Ürün ara'), 'çorba');
    await waitFor(() => expect(screen.getByText('2 ürün bulundu')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Alerjenleri toplu düzenle/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Listedeki 2 ürünü seç' }));
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Gluten' })[0]);
    await user.click(within(dialog).getAllByRole('checkbox', { name: 'Süt' })[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByText('2 ürünün alerjenleri güncellendi')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      productIds: [1, 2],
      add: ['gluten'],
      remove: ['milk'],
    });
  });

  it('pages a large menu 24 cards at a time', async () => {
    admin();
    mockApi({
      'GET /Products/user/5': Array.from({ length: 60 }, (_, i) => product(i + 1)),
      'GET /Categories/user/5': [category(10)],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('60 ürün bulundu');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('validates in the spec order, keeps the category disabled until a restaurant is chosen, and hints when it has no category', async () => {
    signIn(makeUser({ role: 'SuperAdmin' }), sessionRestaurants(lezzet, { ...lezzet, id: 2, name: 'Ege Sofrası' }));
    const calls = mockApi({ 'GET /Products': [], 'GET /Categories': [category(10, { name: 'Çorbalar' })] });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('Henüz ürün eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
    expect(within(form).getByText('Önce restoran seçin')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('Ürün adı zorunludur')).toBeInTheDocument();
    expect(within(form).getByText('Restoran seçimi zorunludur')).toBeInTheDocument();
    expect(within(form).getByText('Kategori seçimi zorunludur')).toBeInTheDocument();
    expect(within(form).getByText('Geçerli bir fiyat girin')).toBeInTheDocument();

    // Ege Sofrası (id 2) has no category: the hint says to create one first.
    await user.click(within(form).getByLabelText('Restoran'));
    await user.click(await screen.findByTitle('Ege Sofrası'));
    expect(await within(form).findByText(/Bu restoranda henüz kategori yok/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves every field as JSON with comma prices, shows the spicy level only when spicy, and refuses a discount not below the price', async () => {
    admin();
    const calls = mockApi({
      'GET /Products/user/5': [],
      'GET /Categories/user/5': [category(10, { name: 'Çorbalar' })],
      'POST /Products': product(50, { name: 'Ezogelin' }),
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('Henüz ürün eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });

    await fill(user, within(form).getByLabelText('Ürün adı'), 'Ezogelin');
    await user.click(within(form).getByLabelText('Kategori'));
    await user.click(await screen.findByTitle('Çorbalar'));
    await fill(user, within(form).getByLabelText('Fiyat (₺)'), '85,50');
    await fill(user, within(form).getByLabelText('İndirimli fiyat (₺)'), '90');
    await fill(user, within(form).getByLabelText('İçindekiler'), 'Mercimek, bulgur');
    expect(within(form).queryByLabelText('Acılık seviyesi')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Acılı' }));
    expect(await within(form).findByLabelText('Acılık seviyesi')).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'Vejetaryen' }));
    // Allergens as checkboxes with their Turkish names; the portion weight in grams.
    await user.click(within(form).getByRole('checkbox', { name: 'Süt' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Gluten' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Kereviz' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Kereviz' }));
    await fill(user, within(form).getByLabelText('Porsiyon ağırlığı (g)'), '300');

    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    expect(await within(form).findByText('İndirimli fiyat, fiyattan düşük olmalıdır')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const discount = within(form).getByLabelText('İndirimli fiyat (₺)');
    await user.clear(discount);
    await fill(user, discount, '79,9');
    await user.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Ezogelin',
      restaurantId: 1,
      categoryId: 10,
      price: 85.5,
      discountedPrice: 79.9,
      description: null,
      image: null,
      ingredients: 'Mercimek, bulgur',
      calories: 0,
      preparationTime: 0,
      isVegetarian: true,
      isVegan: false,
      isGlutenFree: false,
      isSpicy: true,
      spicyLevel: 1,
      isAvailable: true,
      isFeatured: false,
      displayOrder: 0,
      allergens: ['gluten', 'milk'],
      containsAlcohol: false,
      containsPork: false,
      portionGrams: 300,
    });
  });

  it('uploads an image and previews it', async () => {
    admin();
    const calls = mockApi({
      'GET /Products/user/5': [],
      'GET /Categories/user/5': [category(10)],
      'POST /uploads/images': () => jsonResponse({ path: '/uploads/menu/corba.png' }, 201),
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    await screen.findByText('Henüz ürün eklenmemiş');
    await user.click(screen.getAllByRole('button', { name: /Yeni Ürün/ })[0]);
    const form = await screen.findByRole('region', { name: 'Yeni Ürün' });
    const input = within(form).getByTestId('product_image-file');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'Çorba.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/uploads/images')).toBe(true));
    expect(await within(form).findByRole('img', { name: 'Ürün görseli önizlemesi' })).toHaveAttribute(
      'src',
      '/uploads/menu/corba.png',
    );
    expect(within(form).getByText('Fotoğraf yüklendi')).toBeInTheDocument();
    expect(within(form).queryByDisplayValue('/uploads/menu/corba.png')).not.toBeInTheDocument();
  });

  it('flips availability with the whole product, and explains a refused delete', async () => {
    admin();
    const p = product(7, { name: 'Künefe', isAvailable: true, ingredients: 'Kadayıf', calories: 600 });
    const calls = mockApi({
      'GET /Products/user/5': [p],
      'GET /Categories/user/5': [category(10)],
      'PUT /Products/7': { ...p, isAvailable: false },
      'DELETE /Products/7': () =>
        jsonResponse({ status: 409, title: 'Çakışma', message: 'Bu ürün silinemez çünkü bağlı kayıtları var.' }, 409),
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'Künefe' });
    await user.click(within(card).getByRole('switch', { name: 'Künefe satışta' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      id: 7,
      isAvailable: false,
      ingredients: 'Kadayıf',
      calories: 600,
      name: 'Künefe',
    });

    await user.click(within(card).getByRole('button', { name: 'Künefe ürününü sil' }));
    expect(
      await screen.findByText('Bu ürünü silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bu ürün silinemez çünkü bağlı kayıtları var.')).toBeInTheDocument();
  });

  it("opens a product's translations from its card: every language in one form, saved at once", async () => {
    admin();
    const calls = mockApi({
      'GET /Products/user/5': [
        product(1, { name: 'Mercimek Çorbası', description: 'Limonlu', ingredients: 'Mercimek, soğan' }),
      ],
      'GET /Categories/user/5': [category(10)],
      'GET /Translations': [
        {
          id: 3,
          restaurantId: 1,
          languageCode: 'en',
          tableName: 'Products',
          recordId: 1,
          fieldName: 'Name',
          translatedText: 'Lentil Soup',
          createdDate: '2026-01-05T10:00:00Z',
        },
        {
          id: 4,
          restaurantId: 1,
          languageCode: 'en',
          tableName: 'Products',
          recordId: 1,
          fieldName: 'Description',
          translatedText: 'With lemon',
          createdDate: '2026-01-05T10:00:00Z',
        },
      ],
      'PUT /Translations/record': [],
    });
    const { user } = renderWithProviders(<ProductsScreen />);
    const card = await screen.findByRole('article', { name: 'Mercimek Çorbası' });
    await user.click(within(card).getByRole('button', { name: 'Çevir: Mercimek Çorbası' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Mercimek Çorbası: çeviriler');
    expect(calls.find((c) => c.path === '/Translations')?.query.get('recordId')).toBe('1');
    const name = await within(drawer).findByLabelText('Ad (English)');
    expect(name).toHaveValue('Lentil Soup');
    expect(within(drawer).getByLabelText('İçindekiler (English)')).toHaveValue('');
    expect(within(drawer).getByText('Türkçe: Mercimek, soğan')).toBeInTheDocument();

    await fill(user, within(drawer).getByLabelText('İçindekiler (English)'), 'Lentils, onion');
    await user.clear(within(drawer).getByLabelText('Açıklama (English)'));
    await user.click(within(drawer).getByRole('tab', { name: /AR/ }));
    const arabic = within(drawer).getByLabelText('Ad (العربية)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await fill(user, arabic, 'شوربة العدس');
    await user.click(within(drawer).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as {
      restaurantId: number;
      tableName: string;
      recordId: number;
      texts: Array<{ languageCode: string; fieldName: string; translatedText: string }>;
    };
    expect(sent).toMatchObject({ restaurantId: 1, tableName: 'Products', recordId: 1 });
    const texts = Object.fromEntries(
      sent.texts.filter((x) => x.translatedText).map((x) => [`${x.languageCode}:${x.fieldName}`, x.translatedText]),
    );
    expect(texts).toEqual({ 'en:Name': 'Lentil Soup', 'en:Ingredients': 'Lentils, onion', 'ar:Name': 'شوربة العدس' });
    // The emptied English description is sent empty: the server removes it.
    expect(sent.texts).toContainEqual({ languageCode: 'en', fieldName: 'Description', translatedText: '' });
  });
});

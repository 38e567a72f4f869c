// Staff finishing a menu's translations: the coverage per language against a known menu, the list of what a
// language lacks, a record's translations saved at once, and the translation sheet (XLSX) out and back in:
// the unchanged sheet reports 0 changes, bad rows are reported with their row number, and a sheet with any
// bad row changes nothing.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { categories, productAddons, products, productVariants, translations } from '../../src/db/schema';
import { multipartBody } from '../catalog/support';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('translation coverage and sheet', () => {
  let t: TestApp;
  let token: string;
  const ids = {
    soups: 0,
    hidden: 0,
    lentil: 0,
    adana: 0,
    hiddenProduct: 0,
    large: 0,
    offVariant: 0,
    cheese: 0,
    offAddon: 0,
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('managerA');
    const [soups, hidden, other] = await t.db
      .insert(categories)
      .values([
        { restaurantId: t.restaurants.A, name: 'Çorbalar', description: 'Günün çorbaları' },
        {
          restaurantId: t.restaurants.A,
          name: 'Eski menü',
          description: 'Kaldırıldı',
          isActive: false,
          displayOrder: 9,
        },
        { restaurantId: t.restaurants.B, name: 'B kategorisi', description: 'B' },
      ])
      .returning();
    const [lentil, adana, hiddenProduct] = await t.db
      .insert(products)
      .values([
        {
          restaurantId: t.restaurants.A,
          categoryId: soups.id,
          name: 'Mercimek Çorbası',
          description: 'Limonlu',
          price: '85.00',
          ingredients: 'Mercimek',
        },
        { restaurantId: t.restaurants.A, categoryId: soups.id, name: 'Adana Kebap', price: '320.00', displayOrder: 1 },
        { restaurantId: t.restaurants.A, categoryId: hidden.id, name: 'Eski ürün', description: 'Yok', price: '10.00' },
      ])
      .returning();
    await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.B, categoryId: other.id, name: 'B ürünü', price: '10' });
    const [large, offVariant] = await t.db
      .insert(productVariants)
      .values([
        { productId: adana.id, name: 'Büyük', description: '1,5 porsiyon', priceModifier: '60.00' },
        { productId: adana.id, name: 'Kapalı varyant', priceModifier: '0', isActive: false },
      ])
      .returning();
    const [cheese, offAddon] = await t.db
      .insert(productAddons)
      .values([
        { restaurantId: t.restaurants.A, name: 'Ekstra peynir', price: '20.00' },
        { restaurantId: t.restaurants.A, name: 'Kapalı eklenti', price: '5.00', isActive: false },
      ])
      .returning();
    Object.assign(ids, {
      soups: soups.id,
      hidden: hidden.id,
      lentil: lentil.id,
      adana: adana.id,
      hiddenProduct: hiddenProduct.id,
      large: large.id,
      offVariant: offVariant.id,
      cheese: cheese.id,
      offAddon: offAddon.id,
    });
    const A = t.restaurants.A;
    await t.db.insert(translations).values([
      {
        restaurantId: A,
        languageCode: 'en',
        tableName: 'Categories',
        recordId: soups.id,
        fieldName: 'Name',
        translatedText: 'Soups',
      },
      {
        restaurantId: A,
        languageCode: 'en',
        tableName: 'Products',
        recordId: lentil.id,
        fieldName: 'Name',
        translatedText: 'Lentil Soup',
      },
      {
        restaurantId: A,
        languageCode: 'en',
        tableName: 'Products',
        recordId: lentil.id,
        fieldName: 'Description',
        translatedText: 'With lemon',
      },
      {
        restaurantId: A,
        languageCode: 'de',
        tableName: 'Products',
        recordId: adana.id,
        fieldName: 'Name',
        translatedText: 'Adana-Kebab',
      },
      // Not counted: an inactive category's product, and the restaurant's own record.
      {
        restaurantId: A,
        languageCode: 'en',
        tableName: 'Products',
        recordId: hiddenProduct.id,
        fieldName: 'Name',
        translatedText: 'Old product',
      },
      {
        restaurantId: A,
        languageCode: 'en',
        tableName: 'Restaurants',
        recordId: A,
        fieldName: 'Name',
        translatedText: 'Restaurant A',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, as = token) => t.request({ method: 'GET', url, token: as });
  const sheet = async (as = token) => {
    const res = await get(`/api/restaurants/${t.restaurants.A}/translations.xlsx`, as);
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const upload = (bytes: Buffer, dryRun: boolean, as = token) =>
    t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/translations/import${dryRun ? '?dryRun=true' : ''}`,
      token: as,
      ...multipartBody([
        { name: 'file', value: bytes, fileName: 'ceviriler.xlsx', contentType: 'application/octet-stream' },
      ]),
    });
  const saved = async () =>
    (
      await t.db
        .select()
        .from(translations)
        .where(eq(translations.restaurantId, t.restaurants.A))
        .orderBy(translations.id)
    ).map(({ createdDate: _c, ...row }) => row);
  /** Loads a sheet, lets `edit` change its rows (array of cell values, header first), and writes it again. */
  const edited = async (bytes: Buffer, edit: (rows: unknown[][], sheet: ExcelJS.Worksheet) => void) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    const rows: unknown[][] = [];
    ws.eachRow((row, n) => (rows[n - 1] = (row.values as unknown[]).slice(1)));
    edit(rows, ws);
    return Buffer.from(await book.xlsx.writeBuffer());
  };
  const column = (rows: unknown[][], header: string) => rows[0].indexOf(header) + 1;
  const rowOf = (rows: unknown[][], table: string, id: number, field: string) =>
    rows.findIndex((r) => r[0] === table && r[1] === id && r[2] === field) + 1;

  it('counts, per language, the active records whose name and whose description are translated', async () => {
    const res = await get(`/api/Translations/coverage?restaurantId=${t.restaurants.A}`);
    expect(res.statusCode).toBe(200);
    const { languages } = res.json();
    expect(languages.map((l: { languageCode: string }) => l.languageCode)).toEqual([
      'en',
      'de',
      'fr',
      'es',
      'it',
      'ru',
      'ar',
    ]);
    // Active: the soups category, its two products, the one active variant, the one active add-on: 5 names;
    // descriptions not empty in Turkish: the category, the lentil soup, the large variant: 3.
    const en = languages.find((l: { languageCode: string }) => l.languageCode === 'en');
    expect(en.name).toEqual({ translated: 2, total: 5 });
    expect(en.description).toEqual({ translated: 1, total: 3 });
    expect(en.tables).toEqual([
      { tableName: 'Categories', name: { translated: 1, total: 1 }, description: { translated: 0, total: 1 } },
      { tableName: 'Products', name: { translated: 1, total: 2 }, description: { translated: 1, total: 1 } },
      { tableName: 'ProductVariants', name: { translated: 0, total: 1 }, description: { translated: 0, total: 1 } },
      { tableName: 'ProductAddons', name: { translated: 0, total: 1 }, description: { translated: 0, total: 0 } },
    ]);
    const de = languages.find((l: { languageCode: string }) => l.languageCode === 'de');
    expect(de.name).toEqual({ translated: 1, total: 5 });
    expect(de.description).toEqual({ translated: 0, total: 3 });
  });

  it('lists what a language lacks, in the menu order, with the Turkish text', async () => {
    const res = await get(`/api/Translations/missing?restaurantId=${t.restaurants.A}&languageCode=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        tableName: 'Categories',
        recordId: ids.soups,
        name: 'Çorbalar',
        context: null,
        fieldName: 'Description',
        original: 'Günün çorbaları',
      },
      {
        tableName: 'Products',
        recordId: ids.adana,
        name: 'Adana Kebap',
        context: 'Çorbalar',
        fieldName: 'Name',
        original: 'Adana Kebap',
      },
      {
        tableName: 'ProductVariants',
        recordId: ids.large,
        name: 'Büyük',
        context: 'Adana Kebap',
        fieldName: 'Name',
        original: 'Büyük',
      },
      {
        tableName: 'ProductVariants',
        recordId: ids.large,
        name: 'Büyük',
        context: 'Adana Kebap',
        fieldName: 'Description',
        original: '1,5 porsiyon',
      },
      {
        tableName: 'ProductAddons',
        recordId: ids.cheese,
        name: 'Ekstra peynir',
        context: null,
        fieldName: 'Name',
        original: 'Ekstra peynir',
      },
    ]);
  });

  it("answers 404 for another restaurant's coverage and 400 for a bad language", async () => {
    expect((await get(`/api/Translations/coverage?restaurantId=${t.restaurants.B}`)).statusCode).toBe(404);
    expect((await get(`/api/Translations/missing?restaurantId=${t.restaurants.A}&languageCode=xx`)).statusCode).toBe(
      400,
    );
  });

  it('writes a sheet with a row per record and field, the Turkish text beside a column per language', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await sheet()) as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws.name).toBe('Çeviriler');
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Tablo',
      'ID',
      'Alan',
      'Kayıt',
      'Türkçe (tr)',
      'English (en)',
      'Deutsch (de)',
      'Français (fr)',
      'Español (es)',
      'Italiano (it)',
      'Русский (ru)',
      'العربية (ar)',
    ]);
    const rows: unknown[][] = [];
    ws.eachRow((row, n) => n > 1 && rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Ürün', ids.lentil, 'Ad', 'Mercimek Çorbası', 'Mercimek Çorbası', 'Lentil Soup']);
    expect(rows).toContainEqual(['Ürün', ids.lentil, 'İçindekiler', 'Mercimek Çorbası', 'Mercimek']);
    expect(rows).toContainEqual(['Varyant', ids.large, 'Açıklama', 'Adana Kebap › Büyük', '1,5 porsiyon']);
    expect(rows).toContainEqual([
      'Restoran',
      t.restaurants.A,
      'Ad',
      expect.any(String),
      expect.any(String),
      'Restaurant A',
    ]);
    // A field empty in Turkish and never translated has no row; another restaurant's records are not there.
    expect(rows.find((r) => r[0] === 'Ürün' && r[1] === ids.adana && r[2] === 'Açıklama')).toBeUndefined();
    expect(rows.some((r) => r[3] === 'B ürünü')).toBe(false);
  });

  it('reports 0 changes for the unchanged sheet, and applying it changes nothing', async () => {
    const before = await saved();
    const bytes = await sheet();
    const preview = await upload(bytes, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ create: 0, update: 0, unchanged: 6, errors: [] });
    const applied = await upload(bytes, false);
    expect(applied.json()).toEqual({ create: 0, update: 0, unchanged: 6, errors: [] });
    expect(await saved()).toEqual(before);
  });

  it('previews new and changed translations without writing, then applies them (a Manager may leave the restaurant row as it is)', async () => {
    const before = await saved();
    const bytes = await edited(await sheet(), (rows, ws) => {
      ws.getCell(rowOf(rows, 'Ürün', ids.adana, 'Ad'), column(rows, 'English (en)')).value = '  Adana Kebab  ';
      ws.getCell(rowOf(rows, 'Ürün', ids.lentil, 'Ad'), column(rows, 'English (en)')).value = 'Red Lentil Soup';
      // Emptied: a sheet never deletes, the saved translation stays.
      ws.getCell(rowOf(rows, 'Ürün', ids.lentil, 'Açıklama'), column(rows, 'English (en)')).value = null;
      ws.getCell(rowOf(rows, 'Eklenti', ids.cheese, 'Ad'), column(rows, 'العربية (ar)')).value = 'جبنة إضافية';
    });
    const preview = await upload(bytes, true);
    expect(preview.json()).toEqual({ create: 2, update: 1, unchanged: 4, errors: [] });
    expect(await saved()).toEqual(before);
    const applied = await upload(bytes, false);
    expect(applied.json()).toEqual({ create: 2, update: 1, unchanged: 4, errors: [] });
    const after = await saved();
    expect(after).toHaveLength(before.length + 2);
    expect(after).toContainEqual(
      expect.objectContaining({
        tableName: 'Products',
        recordId: ids.adana,
        languageCode: 'en',
        fieldName: 'Name',
        translatedText: 'Adana Kebab',
      }),
    );
    expect(after).toContainEqual(
      expect.objectContaining({
        tableName: 'Products',
        recordId: ids.lentil,
        languageCode: 'en',
        fieldName: 'Name',
        translatedText: 'Red Lentil Soup',
      }),
    );
    expect(after).toContainEqual(
      expect.objectContaining({
        tableName: 'Products',
        recordId: ids.lentil,
        languageCode: 'en',
        fieldName: 'Description',
        translatedText: 'With lemon',
      }),
    );
    expect(after).toContainEqual(
      expect.objectContaining({
        tableName: 'ProductAddons',
        recordId: ids.cheese,
        languageCode: 'ar',
        translatedText: 'جبنة إضافية',
      }),
    );
    // The round trip of the new state is again 0 changes.
    expect((await upload(await sheet(), true)).json()).toMatchObject({ create: 0, update: 0, errors: [] });
  });

  it('reports bad rows with their row number and changes nothing, good rows included (all or nothing)', async () => {
    const before = await saved();
    let lines: Record<string, number> = {};
    const bytes = await edited(await sheet(), (rows, ws) => {
      const good = rowOf(rows, 'Kategori', ids.soups, 'Açıklama');
      ws.getCell(good, column(rows, 'English (en)')).value = 'Soups of the day';
      const restaurantRow = rowOf(rows, 'Restoran', t.restaurants.A, 'Ad');
      ws.getCell(restaurantRow, column(rows, 'English (en)')).value = 'A changed by a Manager';
      const long = rowOf(rows, 'Varyant', ids.large, 'Ad');
      ws.getCell(long, column(rows, 'Deutsch (de)')).value = 'x'.repeat(4001);
      const n = ws.rowCount;
      ws.getRow(n + 1).values = ['Ürün', 999999, 'Ad', '', '', 'Ghost'];
      ws.getRow(n + 2).values = ['Masa', 5, 'Ad', '', '', 'Table'];
      ws.getRow(n + 3).values = ['Eklenti', ids.cheese, 'İçindekiler', '', '', 'Cheese'];
      ws.getRow(n + 4).values = ['Ürün', ids.lentil, 'Ad', '', '', 'Twice'];
      lines = { restaurantRow, long, ghost: n + 1, table: n + 2, field: n + 3, twice: n + 4 };
    });
    for (const dryRun of [true, false]) {
      const res = await upload(bytes, dryRun);
      expect(res.statusCode).toBe(200);
      const { errors } = res.json();
      expect(errors).toEqual([
        {
          row: lines.restaurantRow,
          message: 'EN: Restoran bilgilerinin çevirilerini yalnızca Admin ve SuperAdmin düzenleyebilir',
        },
        { row: lines.long, message: 'DE: En fazla 4000 karakter girilebilir' },
        { row: lines.ghost, message: 'Seçilen kayıt bu tabloda ve restoranda bulunamadı' },
        { row: lines.table, message: expect.stringMatching(/^Tablo tanınmadı: "Masa"/) },
        { row: lines.field, message: 'Bu tablo için geçersiz alan: "İçindekiler"' },
        { row: lines.twice, message: expect.stringMatching(/^Aynı kayıt ve alan \d+\. satırda da var$/) },
      ]);
    }
    expect(await saved()).toEqual(before);
  });

  it('refuses a file that is not the sheet, and a Manager of another restaurant', async () => {
    const notXlsx = await upload(Buffer.from('Tablo,ID\n'), true);
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toBe('Dosya okunamadı: çeviri tablosunu XLSX olarak yükleyin');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('x').addRow(['Ad', 'Fiyat']);
    const wrong = await upload(Buffer.from(await other.xlsx.writeBuffer()), true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Dosyada "Tablo", "ID", "Alan" ve en az bir dil sütunu bulunamadı/);
    // The sheet is read by the bounded table reader: a cell past its bound refuses the whole file.
    const huge = await edited(await sheet(), (rows, ws) => {
      ws.getCell(rowOf(rows, 'Ürün', ids.adana, 'Ad'), column(rows, 'English (en)')).value = 'x'.repeat(10_001);
    });
    const refused = await upload(huge, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/satırdaki bir hücre çok uzun/);
    const adminB = await t.login('adminB');
    expect((await upload(await sheet(), true, adminB)).statusCode).toBe(404);
    expect((await get(`/api/restaurants/${t.restaurants.A}/translations.xlsx`, adminB)).statusCode).toBe(404);
  });

  it("saves a record's translations in one request: new, changed and emptied (removed) together", async () => {
    const payload = {
      restaurantId: t.restaurants.A,
      tableName: 'Products',
      recordId: ids.lentil,
      texts: [
        { languageCode: 'en', fieldName: 'Name', translatedText: 'Lentil Soup' },
        { languageCode: 'en', fieldName: 'Description', translatedText: '' },
        { languageCode: 'de', fieldName: 'Name', translatedText: ' Linsensuppe ' },
        { languageCode: 'de', fieldName: 'Ingredients', translatedText: 'Linsen' },
      ],
    };
    const res = await t.request({ method: 'PUT', url: '/api/Translations/record', token, payload });
    expect(res.statusCode).toBe(200);
    const texts = Object.fromEntries(
      res
        .json()
        .map((x: { languageCode: string; fieldName: string; translatedText: string }) => [
          `${x.languageCode}:${x.fieldName}`,
          x.translatedText,
        ]),
    );
    expect(texts).toEqual({ 'en:Name': 'Lentil Soup', 'de:Name': 'Linsensuppe', 'de:Ingredients': 'Linsen' });

    // One refused text (too long) and nothing of the request is saved.
    const before = await saved();
    const bad = await t.request({
      method: 'PUT',
      url: '/api/Translations/record',
      token,
      payload: {
        ...payload,
        texts: [
          { languageCode: 'fr', fieldName: 'Name', translatedText: 'Soupe' },
          { languageCode: 'it', fieldName: 'Name', translatedText: 'x'.repeat(4001) },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(await saved()).toEqual(before);
    // The restaurant's own record: Admin only.
    const restaurant = await t.request({
      method: 'PUT',
      url: '/api/Translations/record',
      token,
      payload: { restaurantId: t.restaurants.A, tableName: 'Restaurants', recordId: t.restaurants.A, texts: [] },
    });
    expect(restaurant.statusCode).toBe(403);
    const missing = await t.request({
      method: 'PUT',
      url: '/api/Translations/record',
      token,
      payload: { ...payload, recordId: 999999 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Seçilen kayıt bu tabloda ve restoranda bulunamadı');
  });
});

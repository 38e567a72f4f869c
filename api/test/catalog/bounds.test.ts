// Each restaurant's catalogue is bounded (products, variants, add-ons, translations, bytes of text): a create
// or an import that would pass a bound answers 413 with a Turkish message and writes nothing. Small bounds
// are set through the configuration. Every create path: the product form, variants, add-ons, translations
// one by one, a record's translations, the translation sheet and the catalog import.
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as s from '../../src/db/schema';
import { multipartBody } from './support';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('catalogue bounds', () => {
  let t: TestApp;
  let token: string;
  let categoryId: number;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CATALOG_MAX_PRODUCTS: '3',
        CATALOG_MAX_VARIANTS: '2',
        CATALOG_MAX_ADDONS: '2',
        CATALOG_MAX_TRANSLATIONS: '2',
        CATALOG_MAX_TEXT_KB: '8',
      },
    });
    token = await t.login('adminA');
    [{ id: categoryId }] = await t.db
      .insert(s.categories)
      .values({ restaurantId: t.restaurants.A, name: 'Çorbalar' })
      .returning();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, token, payload });
  const rows = async (table: typeof s.products | typeof s.productAddons | typeof s.translations) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.restaurantId, t.restaurants.A)))[0].n;
  const refused = (res: { statusCode: number; json: () => { message: string } }, what: RegExp) => {
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(what);
  };

  it('refuses the product past the bound, through the form and the catalog import', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/products', {
        restaurantId: t.restaurants.A,
        categoryId,
        name: `Çorba ${i}`,
        price: '90',
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    refused(
      await post('/api/products', { restaurantId: t.restaurants.A, categoryId, name: 'Fazla', price: '90' }),
      /^Bu restoranın kataloğu dolu: en fazla 3 ürün eklenebilir\./,
    );
    const csv = '\uFEFFTür,ID,Kategori,Ad,Fiyat (₺)\r\nÜrün,,Çorbalar,İçeri Aktarılan,12\r\n';
    const imported = await t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/catalog/import`,
      token,
      ...multipartBody([
        { name: 'file', value: Buffer.from(csv), fileName: 'katalog.csv', contentType: 'application/octet-stream' },
      ]),
    });
    refused(imported, /en fazla 3 ürün/);
    expect(await rows(s.products)).toBe(3);
  });

  it('refuses the variant and the add-on past their bounds', async () => {
    const variant = (name: string) =>
      post('/api/productvariants', {
        productId: ids[0],
        name,
        priceModifier: 10,
        isDefault: false,
        displayOrder: 0,
        isActive: true,
      });
    expect((await variant('Büyük')).statusCode).toBe(201);
    expect((await variant('Küçük')).statusCode).toBe(201);
    refused(await variant('Orta'), /en fazla 2 ürün seçeneği/);
    const addon = (name: string) =>
      post('/api/productaddons', { restaurantId: t.restaurants.A, name, price: '2', isActive: true });
    expect((await addon('Limon')).statusCode).toBe(201);
    expect((await addon('Ekmek')).statusCode).toBe(201);
    refused(await addon('Sos'), /en fazla 2 ekstra/);
    expect(await rows(s.productAddons)).toBe(2);
  });

  it("refuses the translation past the bound, one by one and a record's at once", async () => {
    const translation = (languageCode: string) =>
      post('/api/translations', {
        restaurantId: t.restaurants.A,
        languageCode,
        tableName: 'Products',
        recordId: ids[0],
        fieldName: 'Name',
        translatedText: 'Soup',
      });
    expect((await translation('en')).statusCode).toBe(201);
    expect((await translation('de')).statusCode).toBe(201);
    refused(await translation('fr'), /en fazla 2 çeviri/);
    const record = await t.request({
      method: 'PUT',
      url: '/api/Translations/record',
      token,
      payload: {
        restaurantId: t.restaurants.A,
        tableName: 'Products',
        recordId: ids[1],
        texts: [{ languageCode: 'en', fieldName: 'Name', translatedText: 'Soup' }],
      },
    });
    refused(record, /en fazla 2 çeviri/);
    expect(await rows(s.translations)).toBe(2);
  });

  it('refuses a translation sheet that would pass the bound, and writes none of it', async () => {
    const download = await t.request({
      method: 'GET',
      url: `/api/restaurants/${t.restaurants.A}/translations.xlsx`,
      token,
    });
    expect(download.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    const headers = (ws.getRow(1).values as unknown[]).slice(1);
    let target = 0;
    ws.eachRow((row, n) => {
      const v = (row.values as unknown[]).slice(1);
      if (v[0] === 'Ürün' && v[1] === ids[2] && v[2] === 'Ad') target = n;
    });
    expect(target).toBeGreaterThan(1);
    ws.getCell(target, headers.indexOf('English (en)') + 1).value = 'Tomato Soup';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/translations/import`,
      token,
      ...multipartBody([
        { name: 'file', value: bytes, fileName: 'ceviriler.xlsx', contentType: 'application/octet-stream' },
      ]),
    });
    refused(res, /en fazla 2 çeviri/);
    expect(await rows(s.translations)).toBe(2);
  });

  it('refuses text past the bound in bytes, in another restaurant alike', async () => {
    const [category] = await t.db
      .insert(s.categories)
      .values({ restaurantId: t.restaurants.B, name: 'Tatlılar' })
      .returning();
    await t.db.insert(s.products).values({
      restaurantId: t.restaurants.B,
      categoryId: category.id,
      name: 'Baklava',
      description: 'ş'.repeat(4000),
      price: '50',
    });
    const adminB = await t.login('adminB');
    const res = await t.request({
      method: 'POST',
      url: '/api/productaddons',
      token: adminB,
      payload: {
        restaurantId: t.restaurants.B,
        name: 'Kaymak',
        description: 'ç'.repeat(200),
        price: '5',
        isActive: true,
      },
    });
    refused(res, /^Bu restoranın kataloğu dolu: adlar, açıklamalar ve çeviriler birlikte en fazla 8 KB olabilir\./);
    const small = await t.request({
      method: 'POST',
      url: '/api/productaddons',
      token: adminB,
      payload: { restaurantId: t.restaurants.B, name: 'Kaymak', price: '5', isActive: true },
    });
    expect(small.statusCode).toBe(201);
  });

  it('refuses an update whose text grows past the bound, and lets one that keeps or shrinks its text through', async () => {
    const adminB = await t.login('adminB');
    const baklava = (await t.db.select().from(s.products).where(eq(s.products.name, 'Baklava')))[0];
    const put = (description: string) =>
      t.request({
        method: 'PUT',
        url: `/api/products/${baklava.id}`,
        token: adminB,
        payload: {
          restaurantId: t.restaurants.B,
          categoryId: baklava.categoryId,
          name: 'Baklava',
          description,
          price: '50',
        },
      });
    // Shrinking is always allowed, even at the bound.
    expect((await put('ş'.repeat(100))).statusCode).toBe(200);
    await t.db.insert(s.products).values({
      restaurantId: t.restaurants.B,
      categoryId: baklava.categoryId,
      name: 'Künefe',
      description: 'ç'.repeat(3000),
      price: '70',
    });
    refused(await put('ş'.repeat(2000)), /en fazla 8 KB olabilir/);
    expect((await t.db.select().from(s.products).where(eq(s.products.id, baklava.id)))[0].description).toBe(
      'ş'.repeat(100),
    );
    expect((await put('ş'.repeat(100))).statusCode).toBe(200);
  });
});

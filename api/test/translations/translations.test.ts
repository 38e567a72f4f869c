import { categories, productAddons, products, productVariants } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DUPLICATE = 'Bu kayıt için aynı dil ve alan çevirisi zaten mevcut';
const NO_RECORD = 'Seçilen kayıt bu tabloda ve restoranda bulunamadı';

describe('translations', () => {
  let t: TestApp;
  const ids = { productA: 0, productB: 0, categoryA: 0, variantA: 0, addonA: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const [catA, catB] = await t.db
      .insert(categories)
      .values([
        { restaurantId: t.restaurants.A, name: 'Ana Yemekler', description: 'Sıcak yemekler' },
        { restaurantId: t.restaurants.B, name: 'Tatlılar' },
      ])
      .returning();
    const [pA, pB] = await t.db
      .insert(products)
      .values([
        {
          restaurantId: t.restaurants.A,
          categoryId: catA.id,
          name: 'Adana Kebap',
          description: 'Acılı kıyma kebabı',
          price: '320.00',
          ingredients: 'Kuzu eti, pul biber',
        },
        { restaurantId: t.restaurants.B, categoryId: catB.id, name: 'Künefe', price: '150.00' },
      ])
      .returning();
    const [variant] = await t.db
      .insert(productVariants)
      .values({ productId: pA.id, name: 'Büyük porsiyon', priceModifier: '60.00' })
      .returning();
    const [addon] = await t.db
      .insert(productAddons)
      .values({ restaurantId: t.restaurants.A, name: 'Ekstra peynir', price: '20.00' })
      .returning();
    Object.assign(ids, {
      productA: pA.id,
      productB: pB.id,
      categoryA: catA.id,
      variantA: variant.id,
      addonA: addon.id,
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    languageCode: 'en',
    tableName: 'Products',
    recordId: ids.productA,
    fieldName: 'Name',
    translatedText: 'Adana Kebab',
    ...extra,
  });
  const create = async (user: 'superAdmin' | 'adminA' | 'adminB' | 'managerA', payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/Translations', token: await t.login(user), payload });
  /** The JSON answer of GET `url` with `token`. */
  const read = async (url: string, token: string) => (await t.request({ method: 'GET', url, token })).json();
  /** A call on translation `id` with `token`: GET and DELETE without a body, PUT with `payload`. */
  const onTranslation = (method: 'GET' | 'PUT' | 'DELETE', id: number, token: string, payload?: object) =>
    t.request({ method, url: `/api/Translations/${id}`, token, ...(payload ? { payload } : {}) });

  it('lets a Manager (manage_products) create a translation; the text is trimmed', async () => {
    const res = await create('managerA', body({ translatedText: '  Adana Kebab  ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(body());
    expect(res.json().translationId).toBe(res.json().id);
    expect(new Date(res.json().createdDate).toISOString()).toBe(res.json().createdDate);
  });

  it('stores Arabic text as typed', async () => {
    const res = await create('adminA', body({ languageCode: 'ar', translatedText: 'كباب أضنة' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().translatedText).toBe('كباب أضنة');
  });

  it('answers 409 with the spec message for the same record, language and field, also when two creates race', async () => {
    const again = await create('adminA', body({ translatedText: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE);
    const token = await t.login('adminA');
    const payload = body({ fieldName: 'Description', translatedText: 'Spicy minced kebab' });
    const results = await Promise.all(
      [1, 2].map(() => t.request({ method: 'POST', url: '/api/Translations', token, payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(DUPLICATE);
  });

  it('validates with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ restaurantId: '' }, 'Restoran ID zorunludur'],
      [{ recordId: '' }, 'Kayıt ID zorunludur'],
      [{ translatedText: '   ' }, 'Çeviri metni zorunludur'],
      [{ languageCode: 'xx' }, 'Geçersiz dil'],
      [{ tableName: 'Users' }, 'Geçersiz tablo'],
      [{ tableName: 'Categories', fieldName: 'Ingredients' }, 'Bu tablo için geçersiz alan'],
    ];
    for (const [extra, message] of cases) {
      const res = await create('superAdmin', body(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a record that does not exist in its table or belongs to another restaurant', async () => {
    for (const extra of [
      { recordId: 999999 },
      { recordId: ids.productB },
      { tableName: 'Categories', recordId: ids.productA + 1000 },
      { tableName: 'Restaurants', recordId: t.restaurants.B },
    ]) {
      const res = await create('superAdmin', body(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(NO_RECORD);
      expect(res.json().errors.recordId).toEqual([NO_RECORD]);
    }
  });

  it('accepts records of every translatable table, including a variant through its product', async () => {
    for (const extra of [
      { tableName: 'Categories', recordId: ids.categoryA },
      { tableName: 'ProductVariants', recordId: ids.variantA },
      { tableName: 'ProductAddons', recordId: ids.addonA },
      { tableName: 'Restaurants', recordId: t.restaurants.A, fieldName: 'Description' },
    ]) {
      expect(
        (await create('adminA', body({ languageCode: 'de', translatedText: 'Übersetzung', ...extra }))).statusCode,
      ).toBe(201);
    }
  });

  it("refuses a Manager writing the restaurant's own translations (manage_own_restaurant) and changes nothing", async () => {
    const message = 'Restoran bilgilerinin çevirilerini yalnızca Admin ve SuperAdmin düzenleyebilir';
    const own = {
      tableName: 'Restaurants',
      recordId: t.restaurants.A,
      fieldName: 'Name',
      languageCode: 'fr',
      translatedText: 'Restaurant A',
    };
    const refused = await create('managerA', body(own));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(message);
    const made = await create('adminA', body(own));
    expect(made.statusCode).toBe(201);
    const managerToken = await t.login('managerA');
    // Moving a product translation onto the restaurant record is refused as well.
    const productOne = await create('managerA', body({ languageCode: 'it', translatedText: 'Adana Kebab' }));
    const moved = await onTranslation('PUT', productOne.json().id, managerToken, body({ ...own, languageCode: 'it' }));
    expect(moved.statusCode).toBe(403);
    const edit = await onTranslation('PUT', made.json().id, managerToken, body({ ...own, translatedText: 'Değişti' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(message);
    expect((await onTranslation('DELETE', made.json().id, managerToken)).statusCode).toBe(403);
    // Still there, unchanged, and readable by the Manager.
    const after = await onTranslation('GET', made.json().id, managerToken);
    expect(after.json()).toMatchObject({ tableName: 'Restaurants', translatedText: 'Restaurant A' });
    expect((await onTranslation('GET', productOne.json().id, managerToken)).json().tableName).toBe('Products');
  });

  it('lists the records of a table with their Turkish originals for the picker, scoped', async () => {
    const token = await t.login('managerA');
    const res = await t.request({ method: 'GET', url: '/api/Translations/records?table=Products', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: ids.productA,
        restaurantId: t.restaurants.A,
        name: 'Adana Kebap',
        context: null,
        fields: { Name: 'Adana Kebap', Description: 'Acılı kıyma kebabı', Ingredients: 'Kuzu eti, pul biber' },
      },
    ]);
    const variants = await read(
      `/api/translations/records?table=ProductVariants&restaurantId=${t.restaurants.A}`,
      token,
    );
    expect(variants).toEqual([
      expect.objectContaining({ id: ids.variantA, name: 'Büyük porsiyon', context: 'Adana Kebap' }),
    ]);
    const foreign = await read(`/api/Translations/records?table=Products&restaurantId=${t.restaurants.B}`, token);
    expect(foreign).toEqual([]);
    const all = await read('/api/Translations/records?table=Products', await t.login('superAdmin'));
    expect(all.map((r: { name: string }) => r.name).sort()).toEqual(['Adana Kebap', 'Künefe']);
    const bad = await t.request({ method: 'GET', url: '/api/Translations/records?table=Users', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Geçersiz tablo');
  });

  it('lists translations scoped to the restaurant, newest first, with filters', async () => {
    await create('adminB', {
      restaurantId: t.restaurants.B,
      languageCode: 'en',
      tableName: 'Products',
      recordId: ids.productB,
      fieldName: 'Name',
      translatedText: 'Kunefe',
    });
    const a = await read('/api/Translations', await t.login('adminA'));
    expect(a.length).toBeGreaterThan(3);
    expect(a.every((x: { restaurantId: number }) => x.restaurantId === t.restaurants.A)).toBe(true);
    expect(a[0].id).toBeGreaterThan(a[a.length - 1].id);
    const onlyAr = await read('/api/Translations?languageCode=ar&tableName=Products', await t.login('adminA'));
    expect(onlyAr.map((x: { translatedText: string }) => x.translatedText)).toEqual(['كباب أضنة']);
    const all = await read('/api/Translations', await t.login('superAdmin'));
    expect(all.length).toBe(a.length + 1);
  });

  it("answers 404 for another restaurant's translation and 403 for writing into another restaurant", async () => {
    const [b] = await read('/api/Translations', await t.login('adminB'));
    const token = await t.login('managerA');
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/Translations/${b.translationId}`, token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Çeviri bulunamadı');
    }
    const res = await create('managerA', { ...b, restaurantId: t.restaurants.B, languageCode: 'fr' });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/Translations' })).statusCode).toBe(401);
  });

  it('edits a translation (excluding itself from the uniqueness rule) and deletes it', async () => {
    const token = await t.login('adminA');
    const [en] = (
      await t.request({ method: 'GET', url: '/api/Translations?languageCode=en&tableName=Products', token })
    )
      .json()
      .filter((x: { fieldName: string }) => x.fieldName === 'Name');
    const res = await onTranslation('PUT', en.translationId, token, { ...en, translatedText: 'Adana Kebab (spicy)' });
    expect(res.statusCode).toBe(200);
    expect(res.json().translatedText).toBe('Adana Kebab (spicy)');
    const clash = await onTranslation('PUT', en.translationId, token, { ...en, fieldName: 'Description' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(DUPLICATE);
    expect((await onTranslation('DELETE', en.translationId, token)).statusCode).toBe(204);
    expect((await onTranslation('GET', en.translationId, token)).statusCode).toBe(404);
  });

  it("removes a product's translations together with the product", async () => {
    const token = await t.login('adminB');
    await t.db.delete(products).where((await import('drizzle-orm')).eq(products.id, ids.productB));
    const left = await read(`/api/Translations?recordId=${ids.productB}&tableName=Products`, token);
    expect(left).toEqual([]);
  });
});

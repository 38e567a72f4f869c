import { images, productVariants, translations } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { gif, multipartBody, seedCategory, seedProduct, type FormPart } from './support';

describe('products', () => {
  const t = useTestApp();
  let catA: number;
  let catA2: number;
  let catB: number;
  beforeAll(async () => {
    catA = (await seedCategory(t, 'A', { name: 'Ana Yemekler' })).id;
    catA2 = (await seedCategory(t, 'A', { name: 'Tatlılar', isActive: false })).id;
    catB = (await seedCategory(t, 'B', { name: 'B Yemekleri' })).id;
  });

  const full = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    categoryId: catA,
    name: 'Adana Kebap',
    description: 'Acılı kıyma kebabı',
    price: '420,50',
    discountedPrice: '399.90',
    image: '/uploads/menu/adana.png',
    ingredients: 'Kuzu kıyma, pul biber',
    calories: 780,
    preparationTime: 20,
    isVegetarian: false,
    isVegan: false,
    isGlutenFree: true,
    isSpicy: true,
    spicyLevel: 3,
    isAvailable: true,
    isFeatured: true,
    displayOrder: 4,
    ...extra,
  });
  /** POST /api/Products with a JSON body. */
  const post = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/Products', token, payload });
  /** A product saved with every field (`full`) under `name`, as the API answered it. */
  const createFull = async (token: string, name: string) => (await post(token, full({ name }))).json();

  describe('JSON create and read', () => {
    it('saves every field of the product, with comma prices and both id names', async () => {
      const token = await t.login('managerA');
      const res = await post(token, full());
      expect(res.statusCode).toBe(201);
      const p = res.json();
      expect(p).toMatchObject({ ...full(), price: 420.5, discountedPrice: 399.9, rating: 4.5 });
      expect(p.productId).toBe(p.id);
      const read = await t.request({ method: 'GET', url: `/api/products/${p.id}`, token });
      expect(read.json()).toEqual(p);
    });

    it('validates in the spec order with its messages', async () => {
      const token = await t.login('managerA');
      const res = await post(token, { name: '  ', price: '0' });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('Ürün adı zorunludur');
      expect(Object.keys(body.errors)).toEqual(['name', 'restaurantId', 'categoryId', 'price']);
      expect(body.errors).toMatchObject({
        restaurantId: ['Restoran seçimi zorunludur'],
        categoryId: ['Kategori seçimi zorunludur'],
        price: ['Geçerli bir fiyat girin'],
      });
    });

    it('refuses a discounted price not below the price, a spicy level out of 1-5 and negative calories', async () => {
      const token = await t.login('managerA');
      const res = await post(token, full({ price: '100', discountedPrice: '100', spicyLevel: 7, calories: -5 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        calories: ['Kalori 0 veya daha büyük olmalıdır'],
        spicyLevel: ['Acılık seviyesi 1 ile 5 arasında olmalıdır'],
      });
      const discount = await post(token, full({ price: '100', discountedPrice: '120' }));
      expect(discount.json().errors.discountedPrice).toEqual(['İndirimli fiyat, fiyattan düşük olmalıdır']);
    });

    it('stores spicy level 0 when the product is not spicy', async () => {
      const res = await post(
        await t.login('adminA'),
        full({ name: 'Acısız Kebap', isSpicy: false, spicyLevel: 4, discountedPrice: '' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ isSpicy: false, spicyLevel: 0, discountedPrice: null });
    });

    it('refuses a category of another restaurant', async () => {
      const res = await post(await t.login('superAdmin'), full({ categoryId: catB }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.categoryId).toEqual(['Seçilen kategori bu restorana ait değil']);
    });

    it('answers 403 when a Manager creates into another restaurant', async () => {
      const res = await post(await t.login('managerA'), full({ restaurantId: t.restaurants.B, categoryId: catB }));
      expect(res.statusCode).toBe(403);
    });
  });

  describe('lists and scoping', () => {
    let pB: number;
    beforeAll(async () => {
      pB = (await seedProduct(t, catB, 'B', { name: 'B Ürünü' })).id;
    });

    it('lists only the own restaurant for an Admin and everything for a SuperAdmin', async () => {
      const own = await t.request({ method: 'GET', url: '/api/Products', token: await t.login('adminA') });
      expect(own.statusCode).toBe(200);
      expect(own.json().every((p: { restaurantId: number }) => p.restaurantId === t.restaurants.A)).toBe(true);
      const all = await t.request({ method: 'GET', url: '/api/Products', token: await t.login('superAdmin') });
      expect(all.json().map((p: { id: number }) => p.id)).toContain(pB);
    });

    it('lists by user id for the user themself only', async () => {
      const own = await t.request({
        method: 'GET',
        url: `/api/Products/user/${t.users.adminB}`,
        token: await t.login('adminB'),
      });
      expect(own.json().map((p: { id: number }) => p.id)).toEqual([pB]);
      expect(
        (
          await t.request({
            method: 'GET',
            url: `/api/Products/user/${t.users.adminB}`,
            token: await t.login('adminA'),
          })
        ).statusCode,
      ).toBe(403);
    });

    it("answers 404 for reads, updates and deletes of another restaurant's product, leaving it unchanged", async () => {
      const token = await t.login('managerA');
      expect((await t.request({ method: 'GET', url: `/api/Products/${pB}`, token })).statusCode).toBe(404);
      const put = await t.request({
        method: 'PUT',
        url: `/api/Products/${pB}`,
        token,
        payload: full({ name: 'Ele geçirildi' }),
      });
      expect(put.statusCode).toBe(404);
      expect(put.json().message).toBe('Product bulunamadı');
      expect((await t.request({ method: 'DELETE', url: `/api/Products/${pB}`, token })).statusCode).toBe(404);
      const read = await t.request({ method: 'GET', url: `/api/Products/${pB}`, token: await t.login('superAdmin') });
      expect(read.json().name).toBe('B Ürünü');
    });

    it('shows the public list: products of active categories only, without the creation date', async () => {
      await seedProduct(t, catA, 'A', { name: 'Görünür' });
      await seedProduct(t, catA2, 'A', { name: 'Gizli Tatlı' });
      const res = await t.request({ method: 'GET', url: `/api/products/restaurant/${t.restaurants.A}` });
      expect(res.statusCode).toBe(200);
      const names = res.json().map((p: { name: string }) => p.name);
      expect(names).toContain('Görünür');
      expect(names).not.toContain('Gizli Tatlı');
      expect(res.json()[0]).not.toHaveProperty('createdDate');
      expect(
        (await t.request({ method: 'GET', url: `/api/products/restaurant/${t.restaurants.inactive}` })).statusCode,
      ).toBe(404);
    });
  });

  describe('update, toggle, delete', () => {
    it('flips availability with the full JSON record, as the card toggle does', async () => {
      const token = await t.login('managerA');
      const created = await createFull(token, 'Toggle');
      const { id: _id, productId: _pid, createdDate: _c, rating: _r, ...record } = created;
      const res = await t.request({
        method: 'PUT',
        url: `/api/Products/${created.id}`,
        token,
        payload: { ...record, isAvailable: false },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...created, isAvailable: false });
    });

    it('keeps fields a body leaves out and refuses a different id in the body', async () => {
      const token = await t.login('managerA');
      const created = await createFull(token, 'Kısmi');
      const res = await t.request({
        method: 'PUT',
        url: `/api/Products/${created.id}`,
        token,
        payload: { name: 'Kısmi 2', price: 10, discountedPrice: null },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Kısmi 2',
        price: 10,
        discountedPrice: null,
        ingredients: 'Kuzu kıyma, pul biber',
        calories: 780,
        isFeatured: true,
        spicyLevel: 3,
      });
      const mismatch = await t.request({
        method: 'PUT',
        url: `/api/Products/${created.id}`,
        token,
        payload: { id: created.id + 1, name: 'x' },
      });
      expect(mismatch.statusCode).toBe(400);
    });

    it('deletes a product together with its variants and translations', async () => {
      const token = await t.login('adminA');
      const p = await seedProduct(t, catA, 'A', { name: 'Silinecek' });
      await t.db.insert(productVariants).values({ productId: p.id, name: 'Büyük' });
      await t.db.insert(translations).values({
        restaurantId: t.restaurants.A,
        languageCode: 'en',
        tableName: 'Products',
        recordId: p.id,
        fieldName: 'Name',
        translatedText: 'To delete',
      });
      expect((await t.request({ method: 'DELETE', url: `/api/Products/${p.id}`, token })).statusCode).toBe(204);
      expect((await t.request({ method: 'GET', url: `/api/Products/${p.id}`, token })).statusCode).toBe(404);
      const left = await t.db.select().from(productVariants);
      expect(left.some((v) => v.productId === p.id)).toBe(false);
    });
  });

  describe('multipart form with an image', () => {
    /** Stored images (the database holds them; nothing is written to disk). */
    const storedImages = async () => (await t.db.select({ key: images.key }).from(images)).map((r) => r.key);
    /** The old form as a Manager of A sends it: restaurant A and its category first, then `parts`. */
    const sendForm = async (
      parts: FormPart[],
      { method = 'POST', url = '/api/Products', token }: { method?: 'POST' | 'PUT'; url?: string; token?: string } = {},
    ) =>
      t.request({
        method,
        url,
        token: token ?? (await t.login('managerA')),
        ...multipartBody([
          { name: 'restaurantId', value: String(t.restaurants.A) },
          { name: 'categoryId', value: String(catA) },
          ...parts,
        ]),
      });

    it('accepts the old form: capitalised Price, string values, an imageFile stored under the name rule', async () => {
      const res = await sendForm([
        { name: 'name', value: 'Künefe' },
        { name: 'description', value: 'Sıcak servis' },
        { name: 'Price', value: '200,00' },
        { name: 'DiscountedPrice', value: '175' },
        { name: 'image', value: '' },
        { name: 'isAvailable', value: 'True' },
        { name: 'displayOrder', value: '1' },
        { name: 'imageFile', value: gif(1), fileName: 'Künefe Özel.Tatlı.GIF', contentType: 'image/gif' },
      ]);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        name: 'Künefe',
        price: 200,
        discountedPrice: 175,
        isAvailable: true,
        displayOrder: 1,
      });
      expect(res.json().image).toMatch(/^\/uploads\/menu\/[0-9a-f]{16}\/k-nefe--zel\.gif$/);
      const served = await t.request({ method: 'GET', url: res.json().image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/gif');
      expect(served.rawPayload.equals(gif(1))).toBe(true);
    });

    it('never overwrites another image with the same name', async () => {
      const send = (bytes: Buffer, name: string) =>
        sendForm([
          { name: 'name', value: name },
          { name: 'Price', value: '10' },
          { name: 'imageFile', value: bytes, fileName: 'ayni.gif' },
        ]);
      const first = (await send(gif(20), 'Aynı Görsel 1')).json().image;
      const second = (await send(gif(21), 'Aynı Görsel 2')).json().image;
      expect(first).not.toBe(second);
      expect([first, second].map((p: string) => p.split('/').pop())).toEqual(['ayni.gif', 'ayni.gif']);
      expect((await t.request({ method: 'GET', url: first })).rawPayload.equals(gif(20))).toBe(true);
      expect((await t.request({ method: 'GET', url: second })).rawPayload.equals(gif(21))).toBe(true);
    });

    it('keeps the fields the old form does not send when it updates, and clears an absent discount', async () => {
      const token = await t.login('managerA');
      const created = await createFull(token, 'Eski Form');
      const res = await sendForm(
        [
          { name: 'id', value: String(created.id) },
          { name: 'name', value: 'Eski Form 2' },
          { name: 'Price', value: '300' },
          { name: 'image', value: '/uploads/menu/adana.png' },
          { name: 'isAvailable', value: 'false' },
          { name: 'displayOrder', value: '0' },
        ],
        { method: 'PUT', url: `/api/Products/${created.id}`, token },
      );
      expect(res.statusCode).toBe(200);
      const notSent = [
        'ingredients',
        'calories',
        'preparationTime',
        'isGlutenFree',
        'isSpicy',
        'spicyLevel',
        'isFeatured',
      ];
      expect(res.json()).toMatchObject({
        name: 'Eski Form 2',
        price: 300,
        discountedPrice: null,
        isAvailable: false,
        displayOrder: 0,
        ...Object.fromEntries(notSent.map((field) => [field, created[field]])),
      });
    });

    it('refuses a file that is not an image by its bytes (415) and saves nothing', async () => {
      const token = await t.login('managerA');
      const before = (await storedImages()).length;
      const res = await sendForm(
        [
          { name: 'name', value: 'Sahte Görsel' },
          { name: 'Price', value: '10' },
          {
            name: 'imageFile',
            value: Buffer.from('<html>not an image</html>'),
            fileName: 'photo.png',
            contentType: 'image/png',
          },
        ],
        { token },
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toContain('JPEG, PNG, WebP, GIF veya AVIF');
      const list = await t.request({ method: 'GET', url: '/api/Products', token });
      expect(list.json().map((p: { name: string }) => p.name)).not.toContain('Sahte Görsel');
      expect((await storedImages()).length).toBe(before);
    });

    it('refuses an image over 5 MB with 413', async () => {
      const big = Buffer.concat([gif(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await t.request({
        method: 'POST',
        url: '/api/Products',
        token: await t.login('managerA'),
        ...multipartBody([
          { name: 'name', value: 'Büyük' },
          { name: 'imageFile', value: big, fileName: 'buyuk.gif' },
        ]),
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Dosya çok büyük. En fazla 5 MB yüklenebilir.');
    });

    it('stores nothing when the fields are invalid', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/Products',
        token: await t.login('managerA'),
        ...multipartBody([
          { name: 'name', value: 'Fiyatsız' },
          { name: 'imageFile', value: gif(99), fileName: 'fiyatsiz.gif' },
        ]),
      });
      expect(res.statusCode).toBe(400);
      expect((await storedImages()).some((k) => k.endsWith('/fiyatsiz.gif'))).toBe(false);
    });

    it('answers what it parsed on the diagnostic test-form route, without saving', async () => {
      const token = await t.login('managerA');
      const res = await sendForm(
        [
          { name: 'name', value: 'Deneme' },
          { name: 'Price', value: '12,5' },
          { name: 'imageFile', value: gif(5), fileName: 'deneme.gif' },
        ],
        { url: '/api/Products/test-form', token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        contentType: 'multipart/form-data',
        fields: { name: 'Deneme', Price: '12,5' },
        file: { field: 'imageFile', fileName: 'deneme.gif', detectedType: 'image/gif' },
        valid: true,
        parsed: { name: 'Deneme', price: 12.5 },
      });
      const invalid = await t.request({ method: 'POST', url: '/api/products/test-form', token, payload: { name: '' } });
      expect(invalid.json()).toMatchObject({ valid: false, parsed: null, errors: { name: ['Ürün adı zorunludur'] } });
      const list = await t.request({ method: 'GET', url: '/api/Products', token });
      expect(list.json().map((p: { name: string }) => p.name)).not.toContain('Deneme');
      expect((await storedImages()).some((k) => k.endsWith('/deneme.gif'))).toBe(false);
    });
  });
});

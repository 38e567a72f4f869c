// A product's diet marks and allergens may not contradict each other, a restaurant has one active category of a
// name and a category one product of a name ('TATLILAR' is 'Tatlılar'), through the screens' routes, the bulk
// allergen edit and the catalog import; the demo data keeps every rule.
import { dietConflicts, foldSearch } from '@menu/shared/contract';
import { categories, products } from '../../src/db/schema';
import { EGE_SOFRASI, LEZZET_DURAGI } from '../../src/seed/demo-data';
import { useTestApp } from '../helpers/test-app';
import { multipartBody, seedCategory, seedProduct } from './support';

describe('catalog names and diet marks', () => {
  const t = useTestApp();
  let token: string;
  let cat: number;
  beforeAll(async () => {
    token = await t.login('adminA');
    cat = (await seedCategory(t, 'A', { name: 'Tatlılar' })).id;
  });

  const product = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    categoryId: cat,
    name: 'Kazandibi',
    price: 120,
    ...extra,
  });
  const count = async () => ({
    categories: (await t.db.select().from(categories)).length,
    products: (await t.db.select().from(products)).length,
  });

  it.each([
    [
      { isGlutenFree: true, allergens: ['gluten'] },
      '“Glutensiz” olarak işaretlenen ürün “Gluten” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    ],
    [
      { isVegan: true, allergens: ['milk'] },
      '“Vegan” olarak işaretlenen ürün “Süt” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    ],
    [
      { isVegan: true, allergens: ['eggs'] },
      '“Vegan” olarak işaretlenen ürün “Yumurta” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    ],
    [
      { isVegetarian: true, allergens: ['molluscs'] },
      '“Vejetaryen” olarak işaretlenen ürün “Yumuşakçalar” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    ],
    [
      { isVegetarian: true, allergens: ['crustaceans'] },
      '“Vejetaryen” olarak işaretlenen ürün “Kabuklu deniz ürünleri” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    ],
  ])('refuses %j with a Turkish 400 naming both, and saves nothing', async (marks, message) => {
    const before = await count();
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: product({ name: `Çelişki ${message.length}`, ...marks }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.allergens).toEqual([message]);
    expect(await count()).toEqual(before);
  });

  it('keeps what the data cannot prove wrong: vegetarian with milk and eggs, gluten-free with sesame', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: product({
        name: 'Sütlü tatlı',
        isVegetarian: true,
        isGlutenFree: true,
        allergens: ['milk', 'eggs', 'sesame'],
      }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a PUT that adds a contradicting allergen to a saved gluten-free product, and the bulk edit too', async () => {
    const saved = await seedProduct(t, cat, 'A', { name: 'Muhallebi', isGlutenFree: true });
    const put = await t.request({
      method: 'PUT',
      url: `/api/products/${saved.id}`,
      token,
      payload: { allergens: ['gluten'] },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toContain('“Glutensiz”');
    const bulk = await t.request({
      method: 'POST',
      url: '/api/products/allergens',
      token,
      payload: { productIds: [saved.id], add: ['gluten'] },
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toBe(
      'Muhallebi: “Glutensiz” olarak işaretlenen ürün “Gluten” alerjenini içeremez: işareti ya da alerjeni kaldırın.',
    );
    expect((await t.request({ method: 'GET', url: `/api/products/${saved.id}`, token })).json().allergens).toEqual([]);
  });

  it('refuses a second active category of the same name in a restaurant (Turkish fold) with a 409', async () => {
    const before = await count();
    for (const name of ['Tatlılar', 'TATLILAR', 'tatlilar', '  Tatlılar  ']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/categories',
        token,
        payload: { restaurantId: t.restaurants.A, name },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'Bu restoranda “Tatlılar” adında aktif bir kategori zaten var. Başka bir ad seçin ya da diğerini yayından kaldırın.',
      );
    }
    expect(await count()).toEqual(before);
    // An inactive one may share the name, another restaurant may use it, and turning the copy on is refused.
    const off = await t.request({
      method: 'POST',
      url: '/api/categories',
      token,
      payload: { restaurantId: t.restaurants.A, name: 'Tatlılar', isActive: false },
    });
    expect(off.statusCode).toBe(201);
    const other = await t.request({
      method: 'POST',
      url: '/api/categories',
      token: await t.login('adminB'),
      payload: { restaurantId: t.restaurants.B, name: 'Tatlılar' },
    });
    expect(other.statusCode).toBe(201);
    const on = await t.request({
      method: 'PUT',
      url: `/api/categories/${off.json().id}`,
      token,
      payload: { restaurantId: t.restaurants.A, name: 'Tatlılar', isActive: true },
    });
    expect(on.statusCode).toBe(409);
    // Saving the category under its own name is not a clash.
    const same = await t.request({
      method: 'PUT',
      url: `/api/categories/${cat}`,
      token,
      payload: { restaurantId: t.restaurants.A, name: 'TATLILAR' },
    });
    expect(same.statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: `/api/categories/${cat}`,
      token,
      payload: { restaurantId: t.restaurants.A, name: 'Tatlılar' },
    });
  });

  it('refuses a second product of the same name in a category with a 409, and allows it in another category', async () => {
    const first = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: product({ name: 'İmam Bayıldı' }),
    });
    expect(first.statusCode).toBe(201);
    const before = await count();
    for (const name of ['IMAM BAYILDI', 'imam bayıldı', 'İmam Bayıldı']) {
      const res = await t.request({ method: 'POST', url: '/api/products', token, payload: product({ name }) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bu kategoride “İmam Bayıldı” adında bir ürün zaten var. Başka bir ad seçin.');
    }
    expect(await count()).toEqual(before);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/products/${first.json().id}`,
      token,
      payload: product({ name: 'IMAM BAYILDI' }),
    });
    expect(renamed.statusCode).toBe(200);
    const otherCat = (await seedCategory(t, 'A', { name: 'Kebaplar' })).id;
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/products',
          token,
          payload: product({ name: 'İmam Bayıldı', categoryId: otherCat }),
        })
      ).statusCode,
    ).toBe(201);
    const moved = await t.request({
      method: 'PUT',
      url: `/api/products/${first.json().id}`,
      token,
      payload: product({ name: 'IMAM BAYILDI', categoryId: otherCat }),
    });
    expect(moved.statusCode).toBe(409);
  });

  it('holds in the database when a write skips the check (two instances saving at once)', async () => {
    await expect(seedProduct(t, cat, 'A', { name: 'ımam bayıldı' })).rejects.toThrow();
    await expect(seedCategory(t, 'A', { name: 'TATLİLAR' })).rejects.toThrow();
  });

  it('reports clashing names and contradictions of an imported file by row and changes nothing', async () => {
    const before = await count();
    const csv = [
      'Tür,ID,Kategori,Ürün,Ad,Fiyat (₺),Glutensiz,Alerjenler',
      'Kategori,,,,tatlilar,,,',
      'Ürün,,Tatlılar,,IMAM BAYILDI,100,,',
      'Ürün,,Tatlılar,,Revani,100,Evet,Gluten',
    ].join('\n');
    const res = await t.request({
      method: 'POST',
      url: `/api/restaurants/${t.restaurants.A}/catalog/import?dryRun=true`,
      token,
      ...multipartBody([{ name: 'file', value: Buffer.from(csv), fileName: 'k.csv', contentType: 'text/csv' }]),
    });
    expect(res.statusCode).toBe(200);
    const messages = (res.json().errors as Array<{ row: number; message: string }>).map((e) => `${e.row} ${e.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^2 Bu restoranda “Tatlılar” adında aktif bir kategori zaten var/),
        expect.stringMatching(/“Glutensiz” olarak işaretlenen ürün “Gluten” alerjenini içeremez/),
      ]),
    );
    expect(await count()).toEqual(before);
  });

  it('demo data keeps every rule', () => {
    for (const demo of [LEZZET_DURAGI, EGE_SOFRASI]) {
      for (const p of demo.products) expect([p.name, dietConflicts(p)]).toEqual([p.name, []]);
      const categoryKeys = demo.categories.map((c) => foldSearch(c.name));
      expect(new Set(categoryKeys).size).toBe(categoryKeys.length);
      const productKeys = demo.products.map((p) => `${p.category}|${foldSearch(p.name)}`);
      expect(new Set(productKeys).size).toBe(productKeys.length);
    }
  });
});

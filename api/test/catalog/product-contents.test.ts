// Allergens (the 14 regulated codes), alcohol, pork and portion weight on products, through
// POST/PUT (JSON and the multipart form), every product read and the public menu.
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { multipartBody, seedCategory } from './support';

describe('product allergens and contents', () => {
  const t = useTestApp();
  let cat: number;
  beforeAll(async () => {
    cat = (await seedCategory(t, 'A', { name: 'Kebaplar' })).id;
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    restaurantId: t.restaurants.A,
    categoryId: cat,
    name: 'Mantı',
    price: 480,
    ...extra,
  });

  it('saves allergens in the list order without repeats, alcohol, pork and the portion weight, and returns them from every read', async () => {
    const token = await t.login('managerA');
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: body({
        allergens: ['milk', 'gluten', 'milk', 'sesame'],
        containsAlcohol: false,
        containsPork: false,
        portionGrams: 250,
      }),
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      allergens: ['gluten', 'milk', 'sesame'],
      containsAlcohol: false,
      containsPork: false,
      portionGrams: 250,
    });
    expect((await t.request({ method: 'GET', url: `/api/products/${p.id}`, token })).json()).toMatchObject({
      allergens: ['gluten', 'milk', 'sesame'],
      portionGrams: 250,
    });
    const list = (await t.request({ method: 'GET', url: '/api/products', token })).json() as Array<{
      id: number;
      allergens: string[];
    }>;
    expect(list.find((x) => x.id === p.id)?.allergens).toEqual(['gluten', 'milk', 'sesame']);
    const menu = (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();
    expect(menu.products.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      allergens: ['gluten', 'milk', 'sesame'],
      containsAlcohol: false,
      containsPork: false,
      portionGrams: 250,
    });

    // A PUT that leaves the fields out keeps them; one that sends them changes them.
    const kept = await t.request({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: { ...body(), name: 'Mantı (yoğurtlu)' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Mantı (yoğurtlu)',
      allergens: ['gluten', 'milk', 'sesame'],
      portionGrams: 250,
    });
    const changed = await t.request({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: body({ allergens: [], containsPork: true, portionGrams: '' }),
    });
    expect(changed.json()).toMatchObject({ allergens: [], containsPork: true, portionGrams: null });
  });

  it('defaults to no allergens, no alcohol or pork and no portion weight', async () => {
    const token = await t.login('managerA');
    const p = (
      await t.request({ method: 'POST', url: '/api/products', token, payload: body({ name: 'Ayran' }) })
    ).json();
    expect(p).toMatchObject({ allergens: [], containsAlcohol: false, containsPork: false, portionGrams: null });
  });

  it('refuses an unknown allergen code or a portion outside 1–5000 g with a Turkish 400 and saves nothing', async () => {
    const token = await t.login('managerA');
    const before = (await t.db.select().from(products)).length;
    const unknown = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: body({ name: 'Yeni ürün', allergens: ['gluten', 'shellfish'] }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır');
    expect(unknown.json().errors).toEqual({
      'allergens.1': ['Bilinmeyen alerjen kodu: listedeki 14 alerjenden biri olmalıdır'],
    });
    for (const portionGrams of [0, 5001, 12.5, 'çok']) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        payload: body({ name: 'Yeni ürün', portionGrams }),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Porsiyon ağırlığı 1 ile 5000 gram arasında bir tam sayı olmalıdır');
    }
    expect((await t.db.select().from(products)).length).toBe(before);

    // An update with a bad code changes nothing either.
    const p = (
      await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        payload: body({ name: 'Beyti', allergens: ['gluten'] }),
      })
    ).json();
    const bad = await t.request({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      token,
      payload: body({ name: 'Beyti', allergens: ['gluten', 'GLUTEN'] }),
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row.allergens).toEqual(['gluten']);
  });

  it('takes the codes from the multipart form as a comma list or a JSON array', async () => {
    const token = await t.login('managerA');
    const fields = (allergens: string, name: string) =>
      multipartBody([
        { name: 'RestaurantId', value: String(t.restaurants.A) },
        { name: 'CategoryId', value: String(cat) },
        { name: 'Name', value: name },
        { name: 'Price', value: '150' },
        { name: 'Allergens', value: allergens },
        { name: 'ContainsAlcohol', value: 'False' },
        { name: 'PortionGrams', value: '180' },
      ]);
    const comma = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      ...fields('gluten, celery', 'Lahmacun'),
    });
    expect(comma.statusCode).toBe(201);
    expect(comma.json()).toMatchObject({ allergens: ['gluten', 'celery'], containsAlcohol: false, portionGrams: 180 });
    const json = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      ...fields('["mustard","gluten"]', 'Pide'),
    });
    expect(json.json()).toMatchObject({ allergens: ['gluten', 'mustard'] });
  });

  it('adds and takes allergens on many products at once, all or none, only within the user’s restaurants', async () => {
    const token = await t.login('managerA');
    const a = (
      await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        payload: body({ name: 'Toplu 1', allergens: ['milk'] }),
      })
    ).json();
    const b = (
      await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        payload: body({ name: 'Toplu 2', allergens: ['gluten', 'sesame'] }),
      })
    ).json();
    const res = await t.request({
      method: 'POST',
      url: '/api/products/allergens',
      token,
      payload: { productIds: [a.id, b.id], add: ['gluten', 'eggs'], remove: ['sesame'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { id: number; allergens: string[] }) => [p.id, p.allergens])).toEqual([
      [a.id, ['gluten', 'eggs', 'milk']],
      [b.id, ['gluten', 'eggs']],
    ]);
    const menu = (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();
    expect(menu.products.find((x: { id: number }) => x.id === b.id).allergens).toEqual(['gluten', 'eggs']);

    // Another restaurant's product in the list: 404 and nothing changed.
    const other = await seedCategory(t, 'B', { name: 'B' });
    const [foreign] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.B, categoryId: other.id, name: 'B ürünü', price: '5' })
      .returning();
    const refused = await t.request({
      method: 'POST',
      url: '/api/products/allergens',
      token,
      payload: { productIds: [a.id, foreign.id], add: ['fish'] },
    });
    expect(refused.statusCode).toBe(404);
    const [row] = await t.db.select().from(products).where(eq(products.id, a.id));
    expect(row.allergens).toEqual(['gluten', 'eggs', 'milk']);
    const empty = await t.request({
      method: 'POST',
      url: '/api/products/allergens',
      token,
      payload: { productIds: [a.id], add: [], remove: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Eklenecek veya çıkarılacak en az bir alerjen seçin');
    const bad = await t.request({
      method: 'POST',
      url: '/api/products/allergens',
      token,
      payload: { productIds: [a.id], add: ['shellfish'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the list to the regulated codes in the database too', async () => {
    await expect(
      t.db.insert(products).values({
        restaurantId: t.restaurants.A,
        categoryId: cat,
        name: 'Elle yazılmış',
        price: '10',
        allergens: ['gluten', 'shellfish'],
      }),
    ).rejects.toThrow();
  });
});

// The reference documents each request body's input shape: a field the API fills in when it is absent is
// optional there, so a client generated from /api/docs/json (or a validating proxy) lets through every body
// the API accepts. Each route's documented schema is checked, with a third-party validator (ajv, OpenAPI 3.1's
// 2020-12 dialect), against a minimal body the API accepts (sent, and answered 2xx) and against a full one.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { menuQrCodes, productVariants, products } from '../../src/db/schema';
import { seedCategory } from '../catalog/support';
import { useTestApp } from '../helpers/test-app';

interface BodyCase {
  method: 'POST' | 'PUT';
  path: string;
  url: () => string;
  minimal: () => Record<string, unknown>;
  full: () => Record<string, unknown>;
}

describe('documented request bodies', () => {
  const t = useTestApp();
  let token: string;
  let categoryId: number;
  let productId: number;
  let variantId: number;
  let qrId: number;
  let n = 0;
  let validate: (path: string, method: string, body: unknown) => string[];
  beforeAll(async () => {
    token = await t.login('adminA');
    categoryId = (await seedCategory(t, 'A', { name: 'Gövdeler' })).id;
    [{ id: productId }] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId, name: 'Gövde ürünü', price: '10' })
      .returning();
    [{ id: variantId }] = await t.db
      .insert(productVariants)
      .values({ productId, name: 'Küçük', priceModifier: '0' })
      .returning();
    [{ id: qrId }] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'G-1' })
      .returning();
    const doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, 'doc');
    const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    validate = (path, method, body) => {
      const check = ajv.compile({
        $ref: `doc#/paths/${pointer(path)}/${method.toLowerCase()}/requestBody/content/application~1json/schema`,
      });
      return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`);
    };
  });

  const product = () => ({ restaurantId: t.restaurants.A, categoryId, name: `Ürün ${++n}`, price: 120 });
  const productFull = () => ({
    ...product(),
    description: 'Açıklama',
    discountedPrice: 100,
    image: 'https://cdn.example.com/a.jpg',
    ingredients: 'Un, su',
    calories: 450,
    preparationTime: 15,
    isVegetarian: true,
    isVegan: false,
    isGlutenFree: false,
    isSpicy: true,
    spicyLevel: 2,
    isAvailable: true,
    isFeatured: false,
    displayOrder: 3,
    allergens: ['gluten'],
    containsAlcohol: false,
    containsPork: false,
    portionGrams: 250,
  });
  const qr = () => ({ restaurantId: t.restaurants.A, tableNumber: `M-${++n}` });
  const cases: BodyCase[] = [
    { method: 'POST', path: '/api/products', url: () => '/api/products', minimal: product, full: productFull },
    {
      method: 'PUT',
      path: '/api/products/{id}',
      url: () => `/api/products/${productId}`,
      minimal: product,
      full: productFull,
    },
    {
      method: 'POST',
      path: '/api/products/test-form',
      url: () => '/api/products/test-form',
      minimal: product,
      full: productFull,
    },
    {
      method: 'POST',
      path: '/api/menuqrcodes',
      url: () => '/api/menuqrcodes',
      minimal: qr,
      full: () => ({
        ...qr(),
        qrCodeUrl: 'https://example.com/m',
        qrCodeImage: null,
        isActive: true,
        reprinted: false,
      }),
    },
    {
      method: 'PUT',
      path: '/api/menuqrcodes/{id}',
      url: () => `/api/menuqrcodes/${qrId}`,
      minimal: qr,
      full: () => ({ ...qr(), qrCodeUrl: null, isActive: true, reprinted: true }),
    },
    {
      method: 'POST',
      path: '/api/categories',
      url: () => '/api/categories',
      minimal: () => ({ restaurantId: t.restaurants.A, name: `Kat ${++n}` }),
      full: () => ({
        restaurantId: t.restaurants.A,
        name: `Kat ${++n}`,
        description: 'x',
        displayOrder: 2,
        icon: 'soup',
        isActive: true,
        availability: [],
      }),
    },
    {
      method: 'POST',
      path: '/api/productaddons',
      url: () => '/api/productaddons',
      minimal: () => ({ restaurantId: t.restaurants.A, name: `Ek ${++n}`, price: 5 }),
      full: () => ({ restaurantId: t.restaurants.A, name: `Ek ${++n}`, description: 'x', price: 5, isActive: true }),
    },
    {
      method: 'POST',
      path: '/api/productvariants',
      url: () => '/api/productvariants',
      minimal: () => ({ productId, name: `V ${++n}` }),
      full: () => ({
        productId,
        name: `V ${++n}`,
        description: 'x',
        priceModifier: 10,
        isDefault: false,
        displayOrder: 1,
        isActive: true,
      }),
    },
    {
      method: 'PUT',
      path: '/api/productvariants/{id}',
      url: () => `/api/productvariants/${variantId}`,
      minimal: () => ({ productId, name: `V ${++n}` }),
      full: () => ({ productId, name: `V ${++n}`, priceModifier: 0, isDefault: true, displayOrder: 0, isActive: true }),
    },
  ];

  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s: the minimal body the API accepts and the full one both match the reference',
    async (_name, c) => {
      const minimal = c.minimal();
      expect(validate(c.path, c.method, minimal)).toEqual([]);
      const res = await t.request({ method: c.method, url: c.url(), token, payload: minimal });
      expect([res.statusCode, res.statusCode < 300 ? '' : res.body]).toEqual([
        res.statusCode < 300 ? res.statusCode : 200,
        '',
      ]);
      expect(validate(c.path, c.method, c.full())).toEqual([]);
      // A required field is still required.
      const { name: _name2, tableNumber: _table, ...withoutName } = minimal as { name?: string; tableNumber?: string };
      expect(validate(c.path, c.method, withoutName)).not.toEqual([]);
    },
  );
});

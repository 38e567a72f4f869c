// The price-label rules (Fiyat Etiketi Yönetmeliği): print layouts from the menu's data (A4, A3 door, A5 table,
// a table's card), each print recorded so the status names what changed since; no service, table or cover
// charge under any name, language or path (create, update, import, translation); grams for döner, iskender and
// burgers; and the compliance panel's answer for a restaurant with one fault of each kind.
import { eq } from 'drizzle-orm';
import { formatShortDate } from '@menu/shared/contract';
import { menuQrCodes, priceChanges, productAddons, products, translations } from '../../src/db/schema';
import { multipartBody, seedCategory } from '../catalog/support';
import { useTestApp } from '../helpers/test-app';
import { pdfText } from '../helpers/pdf-text';
import { seedPrintedMenu } from '../helpers/printed-menu';
import { addonRefusal, productRefusal } from '../../src/compliance/rules';
import { EGE_SOFRASI, LEZZET_DURAGI } from '../../src/seed/demo-data';

const CHARGE = 'Servis, masa veya kuver ücreti adıyla ek ücret alınamaz (Fiyat Etiketi Yönetmeliği)';
const GRAMS = 'Bu ürün için porsiyon gramajı zorunludur (Ticaret Bakanlığı, 2024)';
const DAY = 86_400_000;

describe('price-label rules', () => {
  const t = useTestApp();
  let manager: string;
  let mains: { id: number };
  let soupId: number;
  beforeAll(async () => {
    manager = await t.login('managerA');
    const menu = await seedPrintedMenu(t, {
      mains: 'Ana Yemekler',
      longList: { name: 'Kebap çeşidi', count: 40, fromPrice: 300 },
    });
    mains = menu.mains;
    soupId = menu.soup.id;
    // A discount with a price charged before it: the reference is shown.
    const [sis] = await t.db
      .insert(products)
      .values({ restaurantId: t.restaurants.A, categoryId: mains.id, name: 'Tavuk Şiş', price: '340.00' })
      .returning();
    await t.db.update(products).set({ discountedPrice: '299.00' }).where(eq(products.id, sis.id));
  });

  const get = (url: string, token = manager) => t.request({ method: 'GET', url, token });
  const status = async (token = manager) => {
    const res = await get(`/api/restaurants/${t.restaurants.A}/price-list/status`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      layouts: Array<{ layout: string; printedAt: string }>;
      changedSince: Array<{
        productId: number;
        name: string;
        printed: { price: number } | null;
        current: { price: number } | null;
      }>;
    };
  };

  describe('print layouts', () => {
    const today = formatShortDate(new Date());
    const holdsTheMenu = (all: string) => {
      expect(all).toContain('Restoran A');
      expect(all).toMatch(/Fiyat Listesi · \d{1,2} [A-ZÇĞİÖŞÜa-zçğıöşü]+ \d{4}/);
      expect(all).toContain(`Liste tarihi: ${today}`);
      expect(all).toContain('Fiyatlarımıza KDV dahildir');
      expect(all).toContain('Işkembe Çorbası');
      expect(all).toContain('₺95,50');
      expect(all).toContain('İskender (döner, yoğurt)');
      expect(all).toContain('Porsiyon: 250 g');
      expect(all).toContain('Tavuk Şiş');
      expect(all).toContain('₺299,00');
      expect(all).toContain('son 30 günün en düşük fiyatı ₺340,00');
      expect(all).toContain('Kebap çeşidi 40');
      expect(all).toContain('₺339,00');
      expect(all).toContain(`Fiyat tarihi: ${today}`);
      expect(all).not.toContain('Gizli kategori');
    };

    it.each([
      ['a4', [595, 842]],
      ['door', [842, 1191]],
      ['table', [420, 595]],
    ] as const)(
      'layout=%s is a PDF of the right page size holding every active product with its price and change date',
      async (layout, size) => {
        const res = await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf?layout=${layout}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(
          /^attachment; filename="fiyat-listesi[a-z-]*-restoran-a-\d{4}-\d{2}-\d{2}\.pdf"$/,
        );
        const { pages, sizes } = await pdfText(res.rawPayload);
        expect(new Set(sizes.map((s) => s.join('x')))).toEqual(new Set([size.join('x')]));
        holdsTheMenu(pages.join(' '));
        // Every product line carries its change date: one per active product.
        expect(pages.join(' ').split(`Fiyat tarihi: ${today}`).length - 1).toBe(43);
        pages.forEach((page, i) => expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`));
      },
    );

    it('the A4 list is the default, and the diner’s public list is unchanged (A4, inline, not a print)', async () => {
      const before = (await status()).layouts.find((l) => l.layout === 'a4')?.printedAt;
      const res = await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}/price-list.pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="fiyat-listesi-restoran-a-/);
      expect((await pdfText(res.rawPayload)).sizes[0]).toEqual([595, 842]);
      expect((await status()).layouts.find((l) => l.layout === 'a4')?.printedAt).toBe(before);
      const staff = await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf`);
      expect((await pdfText(staff.rawPayload)).sizes[0]).toEqual([595, 842]);
    });

    it('refuses an unknown layout with a Turkish 400', async () => {
      const res = await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf?layout=A2`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Geçersiz liste düzeni: a4, door veya table olmalıdır');
    });

    it('a table card is A5: the table’s QR code and number first, then the table layout', async () => {
      const [code] = await t.db
        .insert(menuQrCodes)
        .values({ restaurantId: t.restaurants.A, tableNumber: 'Bahçe 7' })
        .returning();
      const admin = await t.login('adminA');
      const res = await get(`/api/menuqrcodes/${code.id}/table-card.pdf`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="masa-karti-restoran-a-bahce-7-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      const { pages, sizes } = await pdfText(res.rawPayload);
      expect(sizes.every(([w, h]) => w === 420 && h === 595)).toBe(true);
      expect(pages[0]).toContain('Masa Bahçe 7');
      expect(pages[0]).toContain('Menüyü görmek için QR kodu okutun');
      expect(pages[0]).not.toContain('Işkembe Çorbası');
      holdsTheMenu(pages.slice(1).join(' '));
      expect((await status()).layouts.map((l) => l.layout)).toContain('table');
      // QR codes are the restaurant's managers': a Manager may not, another restaurant's Admin sees nothing.
      expect((await get(`/api/menuqrcodes/${code.id}/table-card.pdf`)).statusCode).toBe(403);
      expect((await get(`/api/menuqrcodes/${code.id}/table-card.pdf`, await t.login('adminB'))).statusCode).toBe(404);
    });
  });

  describe('print status', () => {
    it('a price edit after a print appears in changedSince and disappears after the next print', async () => {
      await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf?layout=door`);
      const printed = await status();
      expect(printed.layouts[0].layout).toBe('door');
      expect(printed.changedSince).toEqual([]);

      const edit = await t.request({
        method: 'PUT',
        url: `/api/products/${soupId}`,
        token: manager,
        payload: {
          restaurantId: t.restaurants.A,
          categoryId: (await t.db.select().from(products).where(eq(products.id, soupId)))[0].categoryId,
          name: 'Işkembe Çorbası',
          price: 105,
        },
      });
      expect(edit.statusCode).toBe(200);
      const changed = await status();
      expect(changed.changedSince).toEqual([
        {
          productId: soupId,
          name: 'Işkembe Çorbası',
          printed: { name: 'Işkembe Çorbası', price: 95.5, discountedPrice: null },
          current: { name: 'Işkembe Çorbası', price: 105, discountedPrice: null },
        },
      ]);

      await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf?layout=table`);
      const reprinted = await status();
      expect(reprinted.changedSince).toEqual([]);
      expect(reprinted.layouts.map((l) => l.layout)).toEqual(['table', 'door', 'a4']);
      expect(
        (
          await pdfText((await get(`/api/restaurants/${t.restaurants.A}/price-list.pdf?layout=table`)).rawPayload)
        ).pages.join(' '),
      ).toContain('₺105,00');
    });

    it('names products added to or gone from the menu, and is scoped like the list', async () => {
      const [added] = await t.db
        .insert(products)
        .values({ restaurantId: t.restaurants.A, categoryId: mains.id, name: 'Yeni Kebap', price: '500.00' })
        .returning();
      const s = await status();
      expect(s.changedSince).toContainEqual({
        productId: added.id,
        name: 'Yeni Kebap',
        printed: null,
        current: { name: 'Yeni Kebap', price: 500, discountedPrice: null },
      });
      await t.db.delete(products).where(eq(products.id, added.id));
      expect((await status()).changedSince).toEqual([]);
      expect(
        (await get(`/api/restaurants/${t.restaurants.A}/price-list/status`, await t.login('adminB'))).statusCode,
      ).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/price-list/status` })).statusCode,
      ).toBe(401);
    });
  });

  describe('no service, table or cover charge', () => {
    const productBody = (name: string, extra: Record<string, unknown> = {}) => ({
      restaurantId: t.restaurants.A,
      categoryId: mains.id,
      name,
      price: 50,
      ...extra,
    });

    it.each([
      'Servis ücreti',
      'SERVİS ÜCRETİ %10',
      'servis ucreti',
      'Hizmet bedeli',
      'Kuver',
      'Masa ücreti',
      'Cover charge',
      'Gedeck',
      'Coperto',
      'Frais de service',
      'Сервисный сбор',
      'رسوم الخدمة',
    ])('refuses a product named %s with the rule’s message', async (name) => {
      const res = await t.request({ method: 'POST', url: '/api/products', token: manager, payload: productBody(name) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CHARGE, errors: { name: [CHARGE] } });
    });

    it('leaves ordinary names alone (servis tabağı, kuvertür, gelato coperto di cioccolato)', async () => {
      for (const name of [
        'Servis tabağı',
        'Kuvertür çikolatalı pasta',
        'Gelato coperto di cioccolato',
        'Masa kebabı',
      ]) {
        const res = await t.request({
          method: 'POST',
          url: '/api/products',
          token: manager,
          payload: productBody(name),
        });
        expect(res.statusCode).toBe(201);
      }
    });

    it('refuses it on update, for add-ons, and in a translation of a product’s or add-on’s name in any language', async () => {
      const update = await t.request({
        method: 'PUT',
        url: `/api/products/${soupId}`,
        token: manager,
        payload: productBody('Kuver ücreti'),
      });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe(CHARGE);
      const addon = await t.request({
        method: 'POST',
        url: '/api/ProductAddons',
        token: manager,
        payload: { restaurantId: t.restaurants.A, name: 'Masa Ücreti', price: 20 },
      });
      expect(addon.statusCode).toBe(400);
      expect(addon.json().errors).toEqual({ name: [CHARGE] });
      const [extra] = await t.db.select().from(productAddons).where(eq(productAddons.restaurantId, t.restaurants.A));
      const addonUpdate = await t.request({
        method: 'PUT',
        url: `/api/ProductAddons/${extra.id}`,
        token: manager,
        payload: { restaurantId: t.restaurants.A, name: 'Service fee', price: 20 },
      });
      expect(addonUpdate.statusCode).toBe(400);
      /** A translation of the Name of record `recordId` of restaurant A. */
      const nameTranslation = (languageCode: string, tableName: string, recordId: number, translatedText: string) => ({
        restaurantId: t.restaurants.A,
        languageCode,
        tableName,
        recordId,
        fieldName: 'Name',
        translatedText,
      });
      for (const [languageCode, tableName, recordId, translatedText] of [
        ['en', 'Products', soupId, 'Service charge'],
        ['de', 'ProductAddons', extra.id, 'Bedienungszuschlag'],
        ['it', 'Products', soupId, 'Coperto'],
      ] as const) {
        const res = await t.request({
          method: 'POST',
          url: '/api/Translations',
          token: manager,
          payload: nameTranslation(languageCode, tableName, recordId, translatedText),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ translatedText: [CHARGE] });
      }
      const fine = await t.request({
        method: 'POST',
        url: '/api/Translations',
        token: manager,
        payload: nameTranslation('en', 'Products', soupId, 'Tripe soup'),
      });
      expect(fine.statusCode).toBe(201);
      const update2 = await t.request({
        method: 'PUT',
        url: `/api/Translations/${fine.json().id}`,
        token: manager,
        payload: nameTranslation('en', 'Products', soupId, 'Cover charge'),
      });
      expect(update2.statusCode).toBe(400);
      expect(
        (await t.db.select().from(translations).where(eq(translations.id, fine.json().id)))[0].translatedText,
      ).toBe('Tripe soup');
    });

    it('refuses it through the catalog import, row by row, changing nothing', async () => {
      const csv = [
        'Tür,ID,Kategori,Ürün,Ad,Fiyat (₺),Gramaj (g)',
        'Ürün,,Ana Yemekler,,Servis Ücreti,30,',
        'Eklenti,,,,Kuver,15,',
        'Ürün,,Ana Yemekler,,Et Döner,320,',
      ].join('\n');
      const before = await t.db.select().from(products);
      const res = await t.request({
        method: 'POST',
        url: `/api/restaurants/${t.restaurants.A}/catalog/import`,
        token: manager,
        ...multipartBody([{ name: 'file', value: Buffer.from(csv), fileName: 'katalog.csv', contentType: 'text/csv' }]),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().errors).toEqual([
        { row: 2, message: CHARGE },
        { row: 3, message: CHARGE },
        { row: 4, message: GRAMS },
      ]);
      expect(await t.db.select().from(products)).toHaveLength(before.length);
    });
  });

  describe('grams for döner, iskender and burgers', () => {
    it.each([
      ['Tavuk Döner', 'Ana Yemekler'],
      ['İSKENDER', 'Ana Yemekler'],
      ['Cheeseburger', 'Ana Yemekler'],
      ['Klasik', 'Burgerler'],
      ['Yarım ekmek', 'Dönerler'],
    ])('refuses %s (category %s) without portionGrams, and saves it with them', async (name, categoryName) => {
      const category =
        categoryName === 'Ana Yemekler' ? mains : await seedCategory(t, 'A', { name: `${categoryName} ${name}` });
      const body = { restaurantId: t.restaurants.A, categoryId: category.id, name, price: 300 };
      const refused = await t.request({ method: 'POST', url: '/api/products', token: manager, payload: body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: GRAMS, errors: { portionGrams: [GRAMS] } });
      const saved = await t.request({
        method: 'POST',
        url: '/api/products',
        token: manager,
        payload: { ...body, portionGrams: 200 },
      });
      expect(saved.statusCode).toBe(201);
      const cleared = await t.request({
        method: 'PUT',
        url: `/api/products/${saved.json().id}`,
        token: manager,
        payload: { ...body, portionGrams: null },
      });
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json().message).toBe(GRAMS);
    });
  });

  it('the demo data complies: no charge names, grams on every döner, iskender and burger', () => {
    for (const demo of [LEZZET_DURAGI, EGE_SOFRASI]) {
      for (const p of demo.products) expect([p.name, productRefusal(p, p.category)]).toEqual([p.name, null]);
      for (const a of demo.addons) expect([a.name, addonRefusal(a)]).toEqual([a.name, null]);
    }
    expect(LEZZET_DURAGI.products.find((p) => p.name === 'İskender')?.portionGrams).toBe(250);
  });

  describe('compliance', () => {
    it('answers each rule with pass or fail and the products concerned, for a restaurant with one fault of each kind', async () => {
      const admin = await t.login('adminB');
      const B = t.restaurants.B;
      const url = `/api/restaurants/${B}/compliance`;
      const category = await seedCategory(t, 'B', { name: 'Yemekler' });
      const [ok] = await t.db
        .insert(products)
        .values({ restaurantId: B, categoryId: category.id, name: 'Mercimek', price: '80.00' })
        .returning();
      // Never printed yet: the printed-list rule fails and says so.
      const first = (await get(url, admin)).json();
      expect(first.rules.find((r: { rule: string }) => r.rule === 'printedList')).toEqual({
        rule: 'printedList',
        passed: false,
        items: [{ kind: 'layout', id: 0, name: 'Henüz basılı fiyat listesi indirilmedi', detail: null, fix: 'a4' }],
      });

      await get(`/api/restaurants/${B}/price-list.pdf?layout=door`, admin);
      const clean = (await get(url, admin)).json();
      expect(clean.passed).toBe(true);
      expect(clean.rules.map((r: { rule: string; passed: boolean }) => [r.rule, r.passed])).toEqual([
        ['printedList', true],
        ['charges', true],
        ['portionGrams', true],
        ['referencePrice', true],
        ['notPrinted', true],
      ]);

      // One fault of each kind, written behind the API's back (records from before the rules).
      const [charge] = await t.db
        .insert(products)
        .values({ restaurantId: B, categoryId: category.id, name: 'Servis Ücreti', price: '50.00' })
        .returning();
      const [doner] = await t.db
        .insert(products)
        .values({ restaurantId: B, categoryId: category.id, name: 'Et Döner', price: '300.00' })
        .returning();
      const [discounted] = await t.db
        .insert(products)
        .values({
          restaurantId: B,
          categoryId: category.id,
          name: 'Künefe',
          price: '200.00',
          discountedPrice: '175.00',
          portionGrams: 150,
        })
        .returning();
      const [addon] = await t.db
        .insert(productAddons)
        .values({ restaurantId: B, name: 'Kuver', price: '20.00' })
        .returning();
      const [translated] = await t.db
        .insert(translations)
        .values({
          restaurantId: B,
          languageCode: 'en',
          tableName: 'Products',
          recordId: ok.id,
          fieldName: 'Name',
          translatedText: 'Cover charge',
        })
        .returning();
      // A discount whose 30-day lowest price is not above it is no discount: 150 charged until 5 days ago, 160 now.
      const [baklava] = await t.db
        .insert(products)
        .values({ restaurantId: B, categoryId: category.id, name: 'Baklava', price: '150.00' })
        .returning();
      await t.db.update(products).set({ price: '200.00' }).where(eq(products.id, baklava.id));
      await t.db.update(products).set({ discountedPrice: '160.00' }).where(eq(products.id, baklava.id));
      const history = await t.db
        .select()
        .from(priceChanges)
        .where(eq(priceChanges.productId, baklava.id))
        .orderBy(priceChanges.id);
      expect(history).toHaveLength(3);
      await t.db
        .update(priceChanges)
        .set({ changedAt: new Date(Date.now() - 20 * DAY) })
        .where(eq(priceChanges.id, history[0].id));
      await t.db
        .update(priceChanges)
        .set({ changedAt: new Date(Date.now() - 5 * DAY) })
        .where(eq(priceChanges.id, history[1].id));

      const res = await get(url, admin);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.passed).toBe(false);
      const byRule = Object.fromEntries(answer.rules.map((r: { rule: string }) => [r.rule, r]));
      expect(byRule.printedList.passed).toBe(false);
      expect(byRule.printedList.items).toEqual([
        {
          kind: 'layout',
          id: 0,
          name: 'Kapı listesi (A3)',
          detail: expect.stringMatching(/^4 ürün değişti \(son baskı \d{2}\.\d{2}\.\d{4}\)$/),
          fix: 'door',
        },
      ]);
      expect(byRule.charges.items).toEqual([
        { kind: 'product', id: charge.id, name: 'Servis Ücreti', detail: null, fix: `/products?edit=${charge.id}` },
        { kind: 'addon', id: addon.id, name: 'Kuver', detail: null, fix: `/addons?edit=${addon.id}` },
        {
          kind: 'translation',
          id: translated.id,
          name: 'Mercimek',
          detail: 'English çevirisi: Cover charge',
          fix: `/translations?edit=${translated.id}`,
        },
      ]);
      expect(byRule.portionGrams.items).toEqual([
        {
          kind: 'product',
          id: doner.id,
          name: 'Et Döner',
          detail: 'Kategori: Yemekler',
          fix: `/products?edit=${doner.id}`,
        },
      ]);
      expect(byRule.referencePrice.items.map((i: { id: number }) => i.id)).toEqual([discounted.id, baklava.id]);
      expect(byRule.referencePrice.items.find((i: { id: number }) => i.id === discounted.id).detail).toBe(
        'İndirimli fiyat ₺175,00; indirimden önceki 30 günde fiyatı yok',
      );
      expect(byRule.referencePrice.items[1].detail).toBe(
        'İndirimli fiyat ₺160,00; son 30 günün en düşük fiyatı ₺150,00 bundan yüksek değil',
      );
      expect(byRule.notPrinted.items.map((i: { id: number }) => i.id)).toEqual([
        charge.id,
        doner.id,
        discounted.id,
        baklava.id,
      ]);
      for (const r of answer.rules) expect(r.passed).toBe(r.items.length === 0);
    });

    it('is for Admins and Managers of the restaurant', async () => {
      expect((await get(`/api/restaurants/${t.restaurants.A}/compliance`)).statusCode).toBe(200);
      expect((await get(`/api/restaurants/${t.restaurants.B}/compliance`)).statusCode).toBe(404);
      expect(
        (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/compliance` })).statusCode,
      ).toBe(401);
    });
  });
});

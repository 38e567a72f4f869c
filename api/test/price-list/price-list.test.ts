// The printable price list. A4, Turkish characters, the restaurant's name and address, the
// date, every product of the menu with its variants and add-ons in lira, the VAT line, page numbers; for staff
// in their scope and, from the menu's link, for diners.
import { productVariants } from '../../src/db/schema';
import { pdfText } from '../helpers/pdf-text';
import { seedPrintedMenu } from '../helpers/printed-menu';
import { useTestApp } from '../helpers/test-app';

describe('price list PDF', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const { iskender } = await seedPrintedMenu(t, {
      mains: 'Izgaralar ve Şişler',
      // A long menu: the list runs over more than one page.
      longList: { name: 'Şiş çeşidi', count: 70, fromPrice: 200 },
    });
    await t.db
      .insert(productVariants)
      .values({ productId: iskender.id, name: '1,5 Porsiyon', priceModifier: '200.00' });
  });

  it('gives staff an A4 list with every product, variant and add-on in lira, the VAT line and page numbers', async () => {
    const token = await t.login('managerA');
    const res = await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/price-list.pdf`, token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fiyat-listesi-restoran-a-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { pages, width, height } = await pdfText(res.rawPayload);
    expect([width, height]).toEqual([595, 842]); // A4 in points
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const all = pages.join(' ');
    expect(all).toContain('Restoran A');
    expect(all).toMatch(/Fiyat Listesi · \d{1,2} [A-ZÇĞİÖŞÜa-zçğıöşü]+ \d{4}/);
    expect(all).toContain('Işkembe Çorbası');
    expect(all).toContain('₺95,50');
    expect(all).toContain('İskender (döner, yoğurt)');
    expect(all).toContain('Porsiyon: 250 g');
    expect(all).toContain('– 1,5 Porsiyon');
    expect(all).toContain('₺650,00');
    expect(all).toContain('Şiş çeşidi 70');
    expect(all).toContain('Ekstra Ğ peyniri');
    expect(all).toContain('₺25,00');
    expect(all).toContain('Fiyatlarımıza KDV dahildir.');
    expect(all).not.toContain('Gizli kategori');
    pages.forEach((page, i) => {
      expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`);
      expect(page).toContain('KDV dahildir');
    });
  });

  it('is public from the menu’s link, shown in the browser; another restaurant’s staff get 404; no token 401', async () => {
    const res = await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}/price-list.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/restaurants/${t.restaurants.A}/price-list.pdf`,
          token: await t.login('adminB'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/restaurants/${t.restaurants.A}/price-list.pdf` })).statusCode,
    ).toBe(401);
    const inactive = await t.request({
      method: 'GET',
      url: `/api/public/menu/${t.restaurants.inactive}/price-list.pdf`,
    });
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('Restoran bulunamadı veya menüsü yayında değil');
  });

  /** The text of the price list a diner downloads from the menu's link. */
  const publicListText = async () =>
    (
      await pdfText(
        (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}/price-list.pdf` })).rawPayload,
      )
    ).pages.join(' ');
  const soupOf = async (token: string) => {
    const list = (await t.request({ method: 'GET', url: '/api/products', token })).json() as Array<{
      id: number;
      name: string;
      categoryId: number;
    }>;
    return list.find((p) => p.name === 'Işkembe Çorbası')!;
  };

  it('draws the list again after a price changes', async () => {
    const token = await t.login('managerA');
    expect(await publicListText()).toContain('₺95,50');
    const soup = await soupOf(token);
    await t.request({
      method: 'PUT',
      url: `/api/products/${soup.id}`,
      token,
      payload: { restaurantId: t.restaurants.A, categoryId: soup.categoryId, name: soup.name, price: 105 },
    });
    expect(await publicListText()).toContain('₺105,00');
  });

  it('marks a discount below the lowest price of the 30 days before it, and shows a "discount" not below it as the current price alone', async () => {
    const token = await t.login('managerA');
    const soup = await soupOf(token);
    const body = (name: string, price: number, discountedPrice: number | null = null) => ({
      restaurantId: t.restaurants.A,
      categoryId: soup.categoryId,
      name,
      price,
      discountedPrice,
    });
    const create = (name: string, price: number) =>
      t.request({ method: 'POST', url: '/api/products', token, payload: body(name, price) });
    const change = (id: number, name: string, price: number, discountedPrice?: number) =>
      t.request({ method: 'PUT', url: `/api/products/${id}`, token, payload: body(name, price, discountedPrice) });
    const real = (await create('Tavuk Suyu', 100)).json();
    await change(real.id, 'Tavuk Suyu', 100, 85);
    const raised = (await create('Kelle Paça', 80)).json();
    await change(raised.id, 'Kelle Paça', 100);
    await change(raised.id, 'Kelle Paça', 100, 90);
    const all = await publicListText();
    expect(all).toMatch(
      /Tavuk Suyu İndirimli fiyat; son 30 günün en düşük fiyatı ₺100,00 ₺85,00|Tavuk Suyu ₺85,00 İndirimli fiyat; son 30 günün en düşük fiyatı ₺100,00/,
    );
    expect(all).toMatch(/Kelle Paça ₺90,00/);
    expect(all).not.toContain('₺80,00');
    expect(all.match(/İndirimli fiyat/g)).toHaveLength(1);
  });
});

// The diners' menu at phone size: scan a demo table's QR address, land on the server-rendered menu, the
// visit counted once (not again on reload), search, filter, add with a variant, change quantities, check
// the total, the summary for the waiter, English; the visit's duration sent when the page is hidden.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { shot, startSystem, it, type System, staffApi, staffToken } from './support/system';

let system: System;
let token: string;
let restaurantId: number;
let qr: { id: number; tableNumber: string };

let api: ReturnType<typeof staffApi>;

interface QrCode {
  id: number;
  tableNumber: string;
  accessCount: number;
  restaurantId: number;
}
const accessCount = async () => (await api<QrCode[]>('/api/menuqrcodes')).find((q) => q.id === qr.id)!.accessCount;
type LogRow = { logId: number; sessionDuration: number; qrCodeId: number; accessDate: string };
const logs = async () => api<{ items?: LogRow[] } | LogRow[]>('/api/MenuAccessLogs');

before(async () => {
  system = await startSystem();
  token = await staffToken(system);
  api = staffApi(system, token);
  const [restaurant] = await api<Array<{ id: number; name: string }>>('/api/restaurants');
  assert.equal(restaurant.name, 'Lezzet Durağı');
  restaurantId = restaurant.id;
  const codes = await api<QrCode[]>('/api/menuqrcodes');
  qr = codes.find((q) => q.tableNumber === '5')!;
});
after(async () => {
  await system?.stop();
});

describe('public menu', () => {
  it('takes a diner from the table QR code to a cart and the summary for the waiter', async () => {
    const startedAt = Date.now();
    const before = await accessCount();
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    const jsErrors: string[] = [];
    page.on('pageerror', (e) => jsErrors.push(String(e)));

    // The scan address on the QR code redirects to the menu with the table and the QR code's id.
    await page.goto(`/api/menu/${restaurantId}?table=5`);
    await page.waitForURL(new RegExp(`/menu/${restaurantId}\\?table=5&qr=${qr.id}`));
    await page.getByRole('heading', { name: 'Lezzet Durağı', level: 1 }).waitFor();
    await page.getByRole('article', { name: 'Mercimek Çorbası' }).waitFor();
    // The menu came rendered from the server (the page source already holds it).
    const source = await (await fetch(page.url().replace('localhost', '127.0.0.1'))).text();
    assert.match(source, /<h1 class="name">Lezzet Durağı<\/h1>/);
    await shot(page, 'public-menu-phone');

    for (let i = 0; i < 40 && (await accessCount()) === before; i++) await page.waitForTimeout(100);
    assert.equal(await accessCount(), before + 1, 'the visit is counted once');
    await page.reload();
    await page.getByRole('article', { name: 'Mercimek Çorbası' }).waitFor();
    await page.waitForTimeout(800);
    assert.equal(await accessCount(), before + 1, 'a reload in the same tab is not a new visit');

    // Search, then a category chip.
    const search = page.getByRole('searchbox', { name: 'Menüde ara' });
    await search.fill('kebap');
    // The server's HTML already lists every dish: wait for the search to hide the soup (the text typed
    // while the page hydrates on this first focus is replayed into the app), then check the kebab stays.
    await page.getByRole('article', { name: 'Mercimek Çorbası' }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Adana Kebap' }).waitFor();
    await search.fill('yokboyleyemek');
    await page.getByText('Ürün bulunamadı').waitFor();
    await page.getByText('Farklı bir kategori veya arama terimi deneyin').waitFor();
    await shot(page, 'public-menu-phone-empty');
    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
    await page.getByRole('button', { name: /Pide ve Lahmacun/ }).click();
    await page.getByRole('article', { name: 'Kıymalı Pide' }).waitFor();
    assert.equal(await page.getByRole('article', { name: 'Mercimek Çorbası' }).count(), 0);

    // A dish with sizes: the sheet, the big one (+45), two of them.
    await page.getByRole('button', { name: 'Kıymalı Pide sepete ekle' }).click();
    const sheet = page.getByRole('dialog', { name: 'Kıymalı Pide' });
    await sheet.getByRole('radio', { name: /Büyük/ }).check();
    await sheet.getByRole('button', { name: 'Kıymalı Pide adedini artır' }).click();
    await shot(page, 'public-menu-phone-product');
    await sheet.getByRole('button', { name: 'Sepete Ekle · ₺570,00' }).click();
    await sheet.waitFor({ state: 'detached' });

    // A soup straight from its card, then one more with the card's stepper.
    await page.getByRole('button', { name: 'Tümü' }).click();
    await page.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }).click();
    await page.getByRole('button', { name: 'Mercimek Çorbası adedini artır' }).click();
    const floating = page.getByRole('button', { name: /Sepeti Gör/ });
    await floating.getByText('4 ürün').waitFor();
    await floating.getByText('₺740,00').waitFor();
    await shot(page, 'public-menu-phone-floating-cart');

    await floating.click();
    const cart = page.getByRole('dialog', { name: 'Sepetim' });
    await cart.getByText('Büyük').waitFor();
    await cart.getByRole('button', { name: 'Kıymalı Pide adedini azalt' }).click();
    assert.equal(await cart.getByTestId('cart-total').textContent(), '₺455,00');
    await shot(page, 'public-menu-phone-cart');
    await cart.getByRole('button', { name: 'Garsona göster' }).click();
    const summary = page.getByRole('dialog', { name: 'Garsona gösterin' });
    await summary.getByText('Masa 5').waitFor();
    await summary.getByText('₺455,00').waitFor();
    await shot(page, 'public-menu-phone-summary');
    await summary.getByRole('button', { name: 'Menüye dön' }).click();

    // The cart survives a reload.
    await page.reload();
    await page
      .getByRole('button', { name: /Sepeti Gör/ })
      .getByText('₺455,00')
      .waitFor();

    // English: translated names where the restaurant has them, Turkish elsewhere, English buttons.
    await page.getByRole('combobox', { name: /Dil/ }).selectOption('en');
    await page.getByRole('article', { name: 'Red Lentil Soup' }).waitFor();
    await page.getByRole('article', { name: 'Ezogelin Çorbası' }).waitFor();
    await page.getByRole('button', { name: /Soups/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the menu' }).waitFor();
    await page
      .getByRole('button', { name: /View order/ })
      .getByText('₺455.00')
      .waitFor();
    assert.match(page.url(), /lang=en/);
    await shot(page, 'public-menu-phone-english');

    // Leaving the page sends the visit's length.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    const body = await logs();
    const rows = Array.isArray(body) ? body : (body.items ?? []);
    // This test's visit (the demo data holds a month of older ones for the same table).
    const mine = rows.filter((l) => l.qrCodeId === qr.id && Date.parse(l.accessDate) >= startedAt - 1000);
    assert.equal(mine.length, 1);
    assert.ok(mine[0].sessionDuration >= 1, `duration recorded: ${mine[0].sessionDuration}`);

    assert.deepEqual(jsErrors, []);
    await context.close();
  });

  it("counts the diner's very first tap on a cold page: one + Ekle before the page's script has run adds one dish", async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    const jsErrors: string[] = [];
    page.on('pageerror', (e) => jsErrors.push(String(e)));
    // Records when the page came alive, to show the tap was made before.
    await page.addInitScript(() =>
      document.addEventListener(
        'menu:hydrated',
        () => ((window as unknown as { hydratedAt: number }).hydratedAt = Date.now()),
      ),
    );
    await page.goto(`/menu/${restaurantId}?table=3`);
    const add = page.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' });
    await add.waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt ?? null),
      null,
      "the page is still the server's HTML",
    );
    await add.click();
    await page.getByRole('group', { name: 'Mercimek Çorbası: 1 adet' }).waitFor();
    await page.getByRole('button', { name: 'Sepeti aç, 1 ürün' }).waitFor();
    await page
      .getByRole('button', { name: /Sepeti Gör/ })
      .getByText('1 ürün')
      .waitFor();
    // Still one a moment later (the saved cart, read after hydration, does not wipe it), and kept for a reload.
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Sepeti aç, 1 ürün' }).waitFor();
    await page.reload();
    await page
      .getByRole('button', { name: /Sepeti Gör/ })
      .getByText('1 ürün')
      .waitFor();
    assert.deepEqual(jsErrors, []);
    await context.close();
  });

  it('keeps every text readable (WCAG AA) in the light and dark themes with awkward brand colours, and prints an A4 menu with prices', async () => {
    // A pale yellow and a near-black brand: the worst case for the light and the dark theme respectively.
    const original = await api<{ primaryColor: string; secondaryColor: string }>(`/api/restaurants/${restaurantId}`);
    await api(`/api/restaurants/${restaurantId}`, {
      method: 'PUT',
      body: JSON.stringify({ ...original, primaryColor: '#FFE45C', secondaryColor: '#15181E' }),
    });
    try {
      const { page, context } = await system.newPage({ width: 390, height: 844 });
      await page.goto(`/menu/${restaurantId}`);
      await page.getByRole('heading', { name: 'Lezzet Durağı', level: 1 }).waitFor();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const failures = (await page.evaluate(contrastFailures)) as string[];
        assert.deepEqual(failures, [], `${colorScheme} theme`);
        await shot(page, `public-menu-${colorScheme}`);
      }
      // Print, from a dark screen: light colours, no controls, every product with its price.
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      assert.deepEqual((await page.evaluate(contrastFailures)) as string[], [], 'print');
      const printed = await page.evaluate(() => ({
        search: getComputedStyle(document.querySelector('.search')!).display,
        addButtons: Array.from(document.querySelectorAll('.add-button')).filter(
          (b) => getComputedStyle(b).display !== 'none',
        ).length,
        cards: document.querySelectorAll('.card').length,
        pricesShown: Array.from(document.querySelectorAll('.card .price')).filter(
          (p) => getComputedStyle(p).display !== 'none' && /₺/.test(p.textContent ?? ''),
        ).length,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      assert.equal(printed.search, 'none');
      assert.equal(printed.addButtons, 0);
      assert.ok(printed.cards > 10);
      assert.equal(printed.pricesShown, printed.cards);
      assert.equal(printed.background, 'rgb(255, 255, 255)');
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      assert.ok(pdf.length > 10_000);
      await context.close();
    } finally {
      await api(`/api/restaurants/${restaurantId}`, { method: 'PUT', body: JSON.stringify(original) });
    }
  });

  it('shows a dish photo staff uploaded as a small copy: a 2× phone takes the 224 px AVIF square, never the upload', async () => {
    // An ordinary phone photo: 1600×1200 JPEG of a few hundred kilobytes.
    const { default: sharp } = await import('sharp');
    const w = 1600;
    const h = 1200;
    const pixels = Buffer.alloc(w * h * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (w * 3)) / 12 + ((i * 2654435761) >>> 27)) & 0xff;
    const photo = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'Fırın Sütlaç.jpg');
    const uploaded = await fetch(`${system.baseUrl}/api/uploads/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(uploaded.status, 201);
    const { path: image } = (await uploaded.json()) as { path: string };
    const categories = await api<Array<{ id: number; restaurantId: number }>>(
      `/api/categories?restaurantId=${restaurantId}`,
    );
    await api('/api/products', {
      method: 'POST',
      body: JSON.stringify({
        restaurantId,
        categoryId: categories.find((c) => c.restaurantId === restaurantId)!.id,
        name: 'Fırın Sütlaç',
        price: 120,
        image,
      }),
    });

    const { page, context } = await system.newPage({ width: 390, height: 844, deviceScaleFactor: 2 });
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') fetched.push(new URL(r.url()).pathname);
    });
    await page.goto(`/menu/${restaurantId}`);
    const card = page.getByRole('article', { name: 'Fırın Sütlaç' });
    await card.scrollIntoViewIfNeeded();
    const img = card.locator('img.thumb');
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      src: el.currentSrc,
      width: el.naturalWidth,
      box: el.getBoundingClientRect().width,
    }));
    assert.match(new URL(shown.src).pathname, /\.s224\.avif$/);
    // Drawn in a 96 px box (its natural width is in CSS pixels: 224 px at 2.33×), from a 224 px AVIF square.
    assert.equal(shown.width, 96);
    assert.equal(shown.box, 96);
    const copy = await fetch(shown.src.replace('localhost', '127.0.0.1'));
    assert.equal(copy.headers.get('content-type'), 'image/avif');
    const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [224, 224]);
    assert.ok(
      !fetched.includes(image) && !fetched.includes(encodeURI(image)),
      `the upload itself was fetched: ${fetched.join(', ')}`,
    );
    await shot(page, 'public-menu-photo');
    await context.close();
  });

  it('names allergens on the dishes, hides those with an allergen left out, and opens the printable price list', async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    await page.goto(`/menu/${restaurantId}`);
    await page.getByRole('heading', { name: 'Lezzet Durağı', level: 1 }).waitFor();
    const iskender = page.getByRole('article', { name: 'İskender' });
    assert.match((await iskender.locator('.card-contents').textContent()) ?? '', /Gluten.*Süt.*Porsiyon: 250 g/);
    const legend = page.getByRole('region', { name: 'Alerjenler' });
    assert.ok((await legend.getByRole('listitem').count()) >= 5);
    await page.getByText('Filtreler').click();
    await page.getByRole('group', { name: 'Şunları içermesin' }).getByRole('button', { name: 'Gluten' }).click();
    await iskender.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('article', { name: 'Humus' }).count(), 1);
    await shot(page, 'public-menu-allergen-filter');
    // Every card left carries no gluten.
    const left = await page.locator('.card-contents').allTextContents();
    assert.ok(
      left.every((t) => !t.includes('Gluten')),
      left.join(' | '),
    );
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await iskender.waitFor();
    const link = page.getByRole('link', { name: 'Fiyat listesi (PDF)' });
    const href = await link.getAttribute('href');
    assert.equal(href, `/api/public/menu/${restaurantId}/price-list.pdf`);
    const pdf = await fetch(`${system.baseUrl}${href}`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    await context.close();
  });

  it('shows the menu at desktop width, and a Turkish page for an unknown menu', async () => {
    const { page, context } = await system.newPage({ width: 1366, height: 900 });
    await page.goto(`/menu/${restaurantId}`);
    await page.getByRole('heading', { name: 'Lezzet Durağı', level: 1 }).waitFor();
    await shot(page, 'public-menu-desktop');
    const res = await page.goto('/menu/999999');
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { name: 'Menü bulunamadı' }).waitFor();
    await shot(page, 'public-menu-not-found');
    await context.close();
  });
});

/**
 * Runs in the page: every visible element with its own letters or digits whose colour contrasts less than WCAG AA
 * (4.5:1, 3:1 for large text) with the background behind it (the nearest ancestor's, translucent layers blended).
 * Plain JavaScript in a string: the test runner's transpiler would add helpers the page does not have.
 */
const contrastFailures = String.raw`(() => {
  const parse = (value) => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(value);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : [0, 0, 0, 0];
  };
  const lum = (c) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const background = (el) => {
    const layers = [];
    for (let e = el; e; e = e.parentElement) {
      const c = parse(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    let out = [255, 255, 255];
    for (const l of layers.reverse()) out = out.map((v, i) => l[i] * l[3] + v * (1 - l[3]));
    return out;
  };
  const failures = [];
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('');
    if (!/[\p{L}\p{N}]/u.test(own) || el.closest('[disabled], .visually-hidden, script, style, option')) continue;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
    const fg = parse(style.color);
    const bg = background(el);
    const colour = fg.slice(0, 3).map((v, i) => v * fg[3] + bg[i] * (1 - fg[3]));
    const [a, b] = [lum(colour), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failures.push(el.tagName.toLowerCase() + '.' + el.className + ' "' + own.trim().slice(0, 30) + '": ' + ratio.toFixed(2) + ':1 (' + style.color + ' on rgb(' + bg.map(Math.round).join(', ') + '))');
  }
  return failures;
})()`;

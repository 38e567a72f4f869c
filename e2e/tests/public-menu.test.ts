// The diners' menu at phone size: scan a demo table's QR address, land on the server-rendered menu, the
// visit counted once (not again on reload), search, filter, add with a variant, change quantities, check
// the total, the summary for the waiter, English; the visit's duration sent when the page is hidden.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { DEMO_PASSWORD, shot, startSystem, it, type System } from './support/system';

let system: System;
let token: string;
let restaurantId: number;
let qr: { id: number; tableNumber: string };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${system.baseUrl}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  assert.ok(res.ok, `${path}: ${res.status} ${await res.clone().text()}`);
  return (await res.json()) as T;
}

interface QrCode { id: number; tableNumber: string; accessCount: number; restaurantId: number }
const accessCount = async () => (await api<QrCode[]>('/api/menuqrcodes')).find((q) => q.id === qr.id)!.accessCount;
const logs = async () => api<{ items?: Array<{ logId: number; sessionDuration: number; qrCodeId: number }> } | Array<{ logId: number; sessionDuration: number; qrCodeId: number }>>('/api/MenuAccessLogs');

before(async () => {
  system = await startSystem();
  const login = await fetch(`${system.baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo-admin', password: DEMO_PASSWORD }) });
  ({ token } = (await login.json()) as { token: string });
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
    await page.getByRole('article', { name: 'Adana Kebap' }).waitFor();
    assert.equal(await page.getByRole('article', { name: 'Mercimek Çorbası' }).count(), 0);
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
    await cart.getByRole('button', { name: 'Sipariş Ver' }).click();
    const summary = page.getByRole('dialog', { name: 'Garsona gösterin' });
    await summary.getByText('Masa 5').waitFor();
    await summary.getByText('₺455,00').waitFor();
    await shot(page, 'public-menu-phone-summary');
    await summary.getByRole('button', { name: 'Menüye dön' }).click();

    // The cart survives a reload.
    await page.reload();
    await page.getByRole('button', { name: /Sepeti Gör/ }).getByText('₺455,00').waitFor();

    // English: translated names where the restaurant has them, Turkish elsewhere, English buttons.
    await page.getByRole('combobox', { name: /Dil/ }).selectOption('en');
    await page.getByRole('article', { name: 'Red Lentil Soup' }).waitFor();
    await page.getByRole('article', { name: 'Ezogelin Çorbası' }).waitFor();
    await page.getByRole('button', { name: /Soups/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the menu' }).waitFor();
    await page.getByRole('button', { name: /View cart/ }).getByText('₺455,00').waitFor();
    assert.match(page.url(), /lang=en/);
    await shot(page, 'public-menu-phone-english');

    // Leaving the page sends the visit's length.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    const body = await logs();
    const rows = Array.isArray(body) ? body : body.items ?? [];
    const mine = rows.filter((l) => l.qrCodeId === qr.id);
    assert.equal(mine.length, 1);
    assert.ok(mine[0].sessionDuration >= 1, `duration recorded: ${mine[0].sessionDuration}`);

    assert.deepEqual(jsErrors, []);
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

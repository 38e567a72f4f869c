// The live menu end to end: a diner (phone, 390 px) has a soup in the cart; the staff's products screen beside
// it marks the soup "Tükendi — 1 saat", and the diner's page, without a reload, shows the soup sold out and the
// cart line marked "Tükendi — sepetten çıkarın"; back on sale, the soup can be ordered again. A hidden page
// closes its stream and opens it again when shown (seen in the server's count of open streams, /api/health), and a page the
// diner has not touched yet hears a change too.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  root,
  settleDialogs,
  shot,
  signIn,
  startSystem,
  it,
  type System,
  staffToken,
} from './support/system';

const SOUP = 'Mercimek Çorbası';

let system: System;
let restaurantId: number;
let adminToken: string;

before(async () => {
  system = await startSystem();
  adminToken = await staffToken(system);
  const token = adminToken;
  const restaurants = await fetch(`${system.baseUrl}/api/restaurants`, {
    headers: { authorization: `Bearer ${token}` },
  });
  restaurantId = ((await restaurants.json()) as Array<{ id: number }>)[0].id;
});
after(async () => {
  await system?.stop();
});

/** Open live streams on the server (the health check's figure). */
async function openStreams(): Promise<number> {
  const health = (await (await fetch(`${system.baseUrl}/api/health`)).json()) as { live: { streams: number } };
  return health.live.streams;
}

async function streamsBecome(expected: number) {
  const deadline = Date.now() + 15_000;
  let now = await openStreams();
  while (now !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    now = await openStreams();
  }
  assert.equal(now, expected, 'open live streams');
}

/** The tab is hidden or shown, as a browser does when the diner switches apps. */
async function setHidden(page: Page, hidden: boolean) {
  // A string, not a function: the test's compiler would wrap a function's getters in a helper the page lacks.
  await page.evaluate(`(() => {
    const hide = ${hidden};
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hide ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange'));
  })()`);
}

/**
 * Opens a card's sold-out menu and picks a choice, until the choice reaches the server: on a busy machine a click
 * can land while the menu is still opening and be lost, and then the menu is closed and opened again.
 */
async function chooseSoldOut(page: Page, choice: string) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByRole('button', { name: `${SOUP}: tükendi olarak işaretle` }).click();
    const item = page.getByRole('menuitem', { name: choice });
    await item.waitFor();
    const answer = page
      .waitForResponse((r) => r.url().includes('/api/products/sold-out') && r.request().method() === 'POST', {
        timeout: 5000,
      })
      .catch(() => null);
    await item.click();
    const res = await answer;
    if (res) {
      assert.equal(res.status(), 200, `sold-out ${choice}`);
      return;
    }
    await page.keyboard.press('Escape');
  }
  assert.fail(`the sold-out choice "${choice}" never reached the server`);
}

describe('the live menu', () => {
  it('shows a product the staff marks sold out, and back on sale, on an open phone without a reload', async () => {
    const jsErrors: string[] = [];
    const diner = await system.newPage({ width: 390, height: 844 });
    diner.page.on('pageerror', (e) => jsErrors.push(String(e)));
    await diner.page.goto(`/api/menu/${restaurantId}`);
    const soup = diner.page.getByRole('article', { name: SOUP });
    await soup.waitFor();
    await soup.getByRole('button', { name: `${SOUP} sepete ekle` }).click();
    await diner.page.getByRole('button', { name: /Sepeti Gör/ }).click();
    const cart = diner.page.getByRole('dialog', { name: 'Sepetim' });
    await cart.getByText(SOUP).waitFor();

    const staff = await system.newPage({ width: 1280, height: 800 });
    staff.page.on('pageerror', (e) => jsErrors.push(String(e)));
    await signIn(staff.page, 'demo-admin', DEMO_PASSWORD);
    await staff.page.goto('/products');
    await staff.page.getByRole('heading', { name: 'Ürün Yönetimi' }).waitFor();
    await chooseSoldOut(staff.page, 'Tükendi — 1 saat');
    await staff.page
      .getByText(/kadar tükendi$/)
      .first()
      .waitFor();
    await shot(staff.page, 'live-menu-staff-sold-out');

    // The open cart marks the line; nothing was reloaded (the cart sheet is still the one the diner opened).
    const marked = cart.getByRole('list', { name: 'Tükendi — sepetten çıkarın' });
    await marked.getByText(`1 × ${SOUP}`).waitFor();
    await marked.getByRole('status').getByText('Tükendi — sepetten çıkarın').waitFor();
    assert.equal(await cart.getByRole('button', { name: 'Garsona göster' }).isDisabled(), true);
    // What the diner sees (the sheet over the menu), not the whole page behind it.
    await settleDialogs(diner.page);
    await diner.page.screenshot({ path: path.join(root, 'e2e', 'artifacts', 'live-menu-diner-cart-sold-out.png') });
    await cart.getByRole('button', { name: 'Kapat' }).click();
    await soup.getByText('Tükendi', { exact: true }).waitFor();
    assert.equal(await soup.getByRole('button', { name: `${SOUP} sepete ekle` }).count(), 0);
    await shot(diner.page, 'live-menu-diner-sold-out');

    await chooseSoldOut(staff.page, 'Yeniden satışa aç');
    await soup
      .getByRole('button', { name: /artır|ekle/ })
      .first()
      .waitFor();
    await diner.page.getByRole('button', { name: /Sepeti Gör/ }).click();
    await cart.getByRole('button', { name: 'Garsona göster' }).waitFor();
    assert.equal(await cart.getByRole('button', { name: 'Garsona göster' }).isDisabled(), false);
    assert.equal(await cart.getByText('Tükendi — sepetten çıkarın').count(), 0);
    await shot(diner.page, 'live-menu-diner-back-on-sale');
    assert.deepEqual(jsErrors, []);
    await staff.context.close();
    await diner.context.close();
  });

  it('hears a change on a page the diner has not touched yet, and closes a hidden page’s stream', async () => {
    // The first test's pages are closed: no stream is open.
    await streamsBecome(0);
    const diner = await system.newPage({ width: 390, height: 844 });
    await diner.page.goto(`/api/menu/${restaurantId}`);
    await diner.page.getByRole('article', { name: SOUP }).waitFor();
    // No touch, no key: the server-rendered page opens its stream once it has settled.
    await streamsBecome(1);
    await setHidden(diner.page, true);
    await streamsBecome(0);
    await setHidden(diner.page, false);
    await streamsBecome(1);

    // Staff mark the soup sold out: the untouched page loads its app and shows it.
    const products = (await (
      await fetch(`${system.baseUrl}/api/products`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).json()) as Array<{ id: number; name: string; restaurantId: number }>;
    const soup = products.find((p) => p.name === SOUP && p.restaurantId === restaurantId)!;
    const soldOut = async (until: string) => {
      const res = await fetch(`${system.baseUrl}/api/products/sold-out`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ productIds: [soup.id], until }),
      });
      assert.ok(res.ok, `sold-out ${until}: ${res.status}`);
    };
    await soldOut('hour');
    const card = diner.page.getByRole('article', { name: SOUP });
    await card.getByText('Tükendi').first().waitFor({ timeout: 10_000 });
    await shot(diner.page, 'live-menu-untouched-page-sold-out');
    await soldOut('available');
    await card.getByText('Tükendi').first().waitFor({ state: 'detached', timeout: 10_000 });
    await diner.context.close();
  });
});

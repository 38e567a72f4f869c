// Orders from the table end to end: a diner at table 5 (phone, 390 px) puts a soup in the cart, "Siparişi
// gönder" opens the review, the order is sent; the waiter's service screen beside it shows the table's card
// live, "Kabul et" accepts it, and the diner's page says "Onaylandı" without a reload.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { shot, startSystem, it, type System } from './support/system';
import { openDemoRestaurant, waiterAndDiner } from './support/table-service';

let system: System;
let restaurantId: number;

before(async () => {
  system = await startSystem();
  // The restaurant takes orders from its tables (off by default).
  restaurantId = (await openDemoRestaurant(system, { acceptsOrders: true })).id;
});
after(async () => {
  await system?.stop();
});

describe('orders from the table', () => {
  it('sends a diner’s order to the waiter’s screen live, and the acceptance back to the diner', async () => {
    const { staff, diner, jsErrors } = await waiterAndDiner(system, restaurantId, { empty: 'Bekleyen sipariş yok' });
    const soup = diner.page.getByRole('article', { name: 'Mercimek Çorbası' });
    await soup.waitFor();
    await soup.getByRole('button', { name: 'Mercimek Çorbası sepete ekle' }).click();
    await diner.page.getByRole('button', { name: /Sepeti Gör/ }).click();
    const cart = diner.page.getByRole('dialog', { name: 'Sepetim' });
    await cart.getByRole('button', { name: 'Siparişi gönder' }).click();
    const review = diner.page.getByRole('dialog', { name: 'Siparişinizi gözden geçirin' });
    await review.getByText('Fiyatlarımıza KDV dahildir; servis, kuver veya masa ücreti alınmaz').waitFor();
    await review.getByRole('textbox', { name: 'Not', exact: true }).fill('Limonlu olsun');
    await shot(diner.page, 'orders-diner-review');
    await review.getByRole('button', { name: 'Gönder' }).click();
    const sent = diner.page.getByRole('dialog', { name: 'Siparişiniz gönderildi' });
    await sent.getByText(/^Sipariş no\. \d+$/).waitFor();
    await sent.getByText('Gönderildi', { exact: true }).waitFor();
    await shot(diner.page, 'orders-diner-sent');

    const card = staff.page.getByRole('article', { name: 'Masa 5' });
    await card.waitFor();
    await card.getByText('Not: Limonlu olsun').waitFor();
    await shot(staff.page, 'orders-board-desktop');
    await card.getByRole('button', { name: /Kabul et/ }).click();
    await staff.page.getByRole('article', { name: /^Masa 5 · 1 sipariş · ₺/ }).waitFor();

    await sent.getByText('Onaylandı', { exact: true }).waitFor({ timeout: 15_000 });
    await shot(diner.page, 'orders-diner-accepted');
    await sent.getByRole('button', { name: 'Menüye dön' }).click();
    await diner.page.getByRole('region', { name: 'Siparişlerim' }).getByText('Onaylandı', { exact: true }).waitFor();
    await shot(diner.page, 'orders-diner-my-orders');

    await staff.page.setViewportSize({ width: 390, height: 844 });
    await shot(staff.page, 'orders-board-phone');
    assert.deepEqual(jsErrors, []);
  });
});

// Table service end to end: a diner at table 5 (phone, 390 px) taps "Garson çağır", the waiter's service
// screen shows the table's card live, "Geliyorum" acknowledges it, and the diner's page says "Garson geliyor".
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { shot, startSystem, it, type System } from './support/system';
import { openDemoRestaurant, waiterAndDiner } from './support/table-service';

let system: System;
let restaurantId: number;

before(async () => {
  system = await startSystem();
  restaurantId = (await openDemoRestaurant(system)).id;
});
after(async () => {
  await system?.stop();
});

describe('table service', () => {
  it('brings a diner’s call to the waiter’s screen live, and the acknowledgement back to the diner', async () => {
    // A waiter sees only the service screen, and it opens first.
    const { staff, diner, jsErrors } = await waiterAndDiner(system, restaurantId, { empty: 'Bekleyen çağrı yok' });
    await diner.page.getByRole('article', { name: 'Mercimek Çorbası' }).waitFor();
    await shot(diner.page, 'service-diner-menu');
    await diner.page.getByRole('button', { name: 'Garson çağır' }).click();
    await diner.page.getByText('Garson çağrıldı · şimdi').waitFor();
    await shot(diner.page, 'service-diner-called');

    const card = staff.page.getByRole('article', { name: 'Masa 5: Garson çağırıyor' });
    await card.waitFor();
    await shot(staff.page, 'service-board-desktop');
    await card.getByRole('button', { name: 'Geliyorum' }).click();
    await card.getByText('Karşılandı').waitFor();

    await diner.page.getByText('Garson geliyor').waitFor({ timeout: 15_000 });
    await shot(diner.page, 'service-diner-coming');

    // The waiter's phone: the same board at 390 px.
    await staff.page.setViewportSize({ width: 390, height: 844 });
    await shot(staff.page, 'service-board-phone');
    await card.getByRole('button', { name: 'Tamamlandı' }).click();
    await card.waitFor({ state: 'detached' });
    assert.deepEqual(jsErrors, []);
  });
});

// Table service end to end: a diner at table 5 (phone, 390 px) taps "Garson çağır", the waiter's service
// screen shows the table's card live, "Geliyorum" acknowledges it, and the diner's page says "Garson geliyor".
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { DEMO_PASSWORD, shot, signIn, startSystem, it, type System, staffToken } from './support/system';

let system: System;
let restaurantId: number;

before(async () => {
  system = await startSystem();
  const token = await staffToken(system);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const [restaurant] = (await (await fetch(`${system.baseUrl}/api/restaurants`, { headers })).json()) as Array<{
    id: number;
  }>;
  restaurantId = restaurant.id;
  // Open all day today, whatever time the test runs: calls are refused while the restaurant is closed.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const res = await fetch(`${system.baseUrl}/api/SpecialDays`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      restaurantId,
      date: today,
      name: 'Test günü',
      openTime: '00:00',
      closeTime: '23:59',
      isClosed: false,
    }),
  });
  assert.ok(res.ok, `special day: ${res.status} ${await res.text()}`);
});
after(async () => {
  await system?.stop();
});

describe('table service', () => {
  it('brings a diner’s call to the waiter’s screen live, and the acknowledgement back to the diner', async () => {
    const staff = await system.newPage({ width: 1280, height: 800 });
    const jsErrors: string[] = [];
    staff.page.on('pageerror', (e) => jsErrors.push(String(e)));
    await signIn(staff.page, 'demo-garson', DEMO_PASSWORD);
    // A waiter sees only the service screen, and it opens first.
    await staff.page.getByRole('heading', { name: 'Servis' }).waitFor();
    await staff.page.getByText('Bekleyen çağrı yok').waitFor();
    await staff.page.getByText('Canlı', { exact: true }).waitFor();

    const diner = await system.newPage({ width: 390, height: 844 });
    diner.page.on('pageerror', (e) => jsErrors.push(String(e)));
    await diner.page.goto(`/api/menu/${restaurantId}?table=5`);
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

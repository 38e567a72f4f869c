// Set-up shared by the browser tests of what happens at a table (calls, orders): the demo restaurant opened
// all day, and a waiter's service screen beside a diner's phone at one table.
import assert from 'node:assert/strict';
import { DEMO_PASSWORD, signIn, staffToken, type System } from './system';

export type Restaurant = Record<string, unknown> & { id: number };

/**
 * The demo restaurant as staff read it, opened all day today (a special day) whatever time the test runs:
 * calls and orders are refused while the restaurant is closed. `change` is sent back with the restaurant
 * first (e.g. `{ acceptsOrders: true }`).
 */
export async function openDemoRestaurant(system: System, change?: Record<string, unknown>): Promise<Restaurant> {
  const token = await staffToken(system);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const [restaurant] = (await (await fetch(`${system.baseUrl}/api/restaurants`, { headers })).json()) as Restaurant[];
  if (change) {
    const put = await fetch(`${system.baseUrl}/api/restaurants/${restaurant.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...restaurant, ...change }),
    });
    assert.ok(put.ok, `restaurant change: ${put.status} ${await put.text()}`);
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const res = await fetch(`${system.baseUrl}/api/SpecialDays`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      restaurantId: restaurant.id,
      date: today,
      name: 'Test günü',
      openTime: '00:00',
      closeTime: '23:59',
      isClosed: false,
    }),
  });
  assert.ok(res.ok, `special day: ${res.status} ${await res.text()}`);
  return restaurant;
}

/**
 * The waiter (demo-garson) signed in on a 1280 px screen, where the service screen opens first, live and
 * saying `empty`; and a diner's phone (390 px) on the menu of table `table`. `jsErrors` collects both pages'.
 */
export async function waiterAndDiner(
  system: System,
  restaurantId: number,
  { empty, table = '5' }: { empty: string; table?: string },
) {
  const staff = await system.newPage({ width: 1280, height: 800 });
  const jsErrors: string[] = [];
  staff.page.on('pageerror', (e) => jsErrors.push(String(e)));
  await signIn(staff.page, 'demo-garson', DEMO_PASSWORD);
  await staff.page.getByRole('heading', { name: 'Servis' }).waitFor();
  await staff.page.getByText(empty).waitFor();
  await staff.page.getByText('Canlı', { exact: true }).waitFor();

  const diner = await system.newPage({ width: 390, height: 844 });
  diner.page.on('pageerror', (e) => jsErrors.push(String(e)));
  await diner.page.goto(`/api/menu/${restaurantId}?table=${table}`);
  return { staff, diner, jsErrors };
}

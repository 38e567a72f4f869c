// The menu the tests of this package read is the shared test menu; a JSON answer for the fetch mock.
import type { PublicMenu } from '@menu/shared/menu';
import { menuFixture } from '@menu/shared/testing/menu';

export { englishMenuFixture, menuFixture } from '@menu/shared/testing/menu';

/** The test menu open all day, whenever the test runs (calls and orders are not offered while it is closed). */
export function openAllDay(menu: PublicMenu = menuFixture()): PublicMenu {
  return {
    ...menu,
    hours: menu.hours.map((h) => ({ ...h, openTime: '00:00:00', closeTime: '23:59:59', isClosed: false })),
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

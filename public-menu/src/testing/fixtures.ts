// The menu the tests of this package read is the shared test menu; a JSON answer for the fetch mock.
export { englishMenuFixture, menuFixture } from '@menu/shared/testing/menu';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

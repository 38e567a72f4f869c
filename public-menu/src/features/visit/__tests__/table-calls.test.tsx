// Calling staff from the table: the three actions at a table, the call's state and its acknowledgement, cancel,
// a call that could not be sent (offline) with "try again", and why calls are not offered elsewhere.
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, menuFixture, openAllDay } from '../../../testing/fixtures';
import { mockFetchPerTest, renderMenu } from '../../../testing/render';

const fetchMock = mockFetchPerTest();
const VISIT = { logId: 55, token: 'lx3k2.AbCdEfGhIjKlMnOpQrStUv' };
const CALL = {
  callId: 81,
  qrCodeId: 9,
  tableNumber: '3',
  kind: 'waiter',
  status: 'open',
  createdAt: new Date().toISOString(),
};

/** Answers by address: the visit, the call, the table's current calls, the cancel. */
function answer(routes: Record<string, () => Response | Promise<Response>>) {
  fetchMock.mockImplementation(async (url: string) => {
    const key = Object.keys(routes).find((k) => String(url).includes(k));
    if (!key) throw new Error(`unexpected fetch ${url}`);
    return routes[key]();
  });
}

describe('table service on the menu', () => {
  it('calls the waiter from the table, shows the call, then that a waiter is coming, and cancels', async () => {
    let current = { ...CALL };
    answer({
      '/access': () => jsonResponse(VISIT, 201),
      '/calls/current': () => jsonResponse([current]),
      '/tables/9/calls': () => jsonResponse(CALL, 201),
      '/cancel': () => new Response(null, { status: 204 }),
    });
    const { user } = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: openAllDay() });
    await waitFor(() => expect(sessionStorage.getItem('qrmenu:visit:9')).toContain('55'));
    await user.click(await screen.findByRole('button', { name: 'Garson çağır' }));
    expect(await screen.findByText('Garson çağrıldı · şimdi')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/public/tables/9/calls'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ kind: 'waiter', ...VISIT });

    // Staff acknowledge it: the next look at the table's calls says so.
    current = { ...CALL, status: 'acknowledged' };
    expect(await screen.findByText('Garson geliyor', undefined, { timeout: 8000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'İptal et' }));
    await waitFor(() => expect(screen.queryByText('Garson geliyor')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/public/calls/81/cancel'))).toBe(true);
  }, 15_000);

  it('says a call could not be sent when offline, and sends it on "Tekrar dene"', async () => {
    let online = false;
    answer({
      '/access': () => jsonResponse(VISIT, 201),
      '/tables/9/calls': () =>
        online ? jsonResponse({ ...CALL, kind: 'bill' }, 201) : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: openAllDay() });
    await waitFor(() => expect(sessionStorage.getItem('qrmenu:visit:9')).toContain('55'));
    await user.click(await screen.findByRole('button', { name: 'Hesabı iste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Çağrı gönderilemedi');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Hesap istendi · şimdi')).toBeInTheDocument();
  });

  it('offers no calls without a table, when calls are off, or while the restaurant is closed, and says why', async () => {
    answer({ '/access': () => jsonResponse(VISIT, 201) });
    const noTable = renderMenu({ url: '/menu/7', initialMenu: openAllDay() });
    expect(await screen.findByText('Garson çağırmak için masanızdaki QR kodu okutun.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Garson çağır' })).not.toBeInTheDocument();
    noTable.unmount();

    const off = openAllDay();
    off.restaurant.acceptsCalls = false;
    const callsOff = renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: off });
    expect(await screen.findByText('Bu restoran masadan çağrı almıyor.')).toBeInTheDocument();
    callsOff.unmount();

    const closed = menuFixture();
    closed.hours = closed.hours.map((h) => ({ ...h, openTime: null, closeTime: null, isClosed: true }));
    closed.openState = {
      ...closed.openState,
      isOpen: false,
      today: { ...closed.openState.today, isClosed: true, openTime: null, closeTime: null },
      nextChange: null,
    };
    renderMenu({ url: '/menu/7?table=3&qr=9', initialMenu: closed });
    expect(await screen.findByText('Restoran şu anda kapalı; masadan çağrı gönderilemiyor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hesabı iste' })).not.toBeInTheDocument();
  });
});

// The service board: the restaurant's waiting calls as cards (table, kind, age), a new call arriving on the
// live stream (announced to screen readers), "Geliyorum" acknowledging a call, and the reconnect banner.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, makeUser } from '@menu/shared/testing';
import { cleanUpAfterEach, renderScreen } from '@menu/shared/testing/screen';
import ServiceScreen from '../../../../exposes/service-screen';
import { eventStream, minutesAgo, wireSummary } from '../../../../testing/fixtures';

const wireCall = (id: number, tableNumber: string, kind: string, createdAt: string, status = 'open') => ({
  id,
  callId: id,
  restaurantId: 1,
  qrCodeId: 10 + id,
  tableNumber,
  kind,
  status,
  createdAt,
  acknowledgedAt: status === 'acknowledged' ? new Date().toISOString() : null,
  acknowledgedBy: status === 'acknowledged' ? 5 : null,
  doneAt: null,
  doneBy: null,
  cancelledAt: null,
  eventId: 100 + id,
});

const SUMMARY = wireSummary({
  total: 12,
  waiter: 7,
  bill: 4,
  printedMenu: 1,
  acknowledged: 10,
  medianAckSeconds: 48,
  p90AckSeconds: 150,
});

cleanUpAfterEach();

describe('service board', () => {
  it('shows the waiting calls with their age, receives a new one live, and acknowledges a call', async () => {
    const { user, calls } = renderScreen(<ServiceScreen />, {
      user: makeUser({ id: 5, userId: 5, role: 'Garson', restaurantId: 1 }),
      api: {
        'GET /service/calls': [
          wireCall(1, '4', 'waiter', minutesAgo(6)),
          wireCall(2, '9', 'printed-menu', minutesAgo(3)),
        ],
        'GET /service/calls/summary': SUMMARY,
        'GET /service/events': () => eventStream('call', [wireCall(3, '7', 'bill', minutesAgo(0))]),
        'PUT /service/calls/1': () => jsonResponse(wireCall(1, '4', 'waiter', minutesAgo(6), 'acknowledged')),
      },
    });

    const old = await screen.findByRole('article', { name: 'Masa 4: Garson çağırıyor' });
    expect(within(old).getByText('6 dk')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('article', { name: 'Masa 9: Basılı menü istiyor' })).getByText('3 dk'),
    ).toBeInTheDocument();
    // The call that arrived on the stream, and its sentence for screen readers.
    expect(await screen.findByRole('article', { name: 'Masa 7: Hesabı istiyor' })).toBeInTheDocument();
    // (The page has other status regions: the empty lists.)
    expect(screen.getByText('Yeni çağrı: Masa 7, Hesabı istiyor')).toHaveAttribute('role', 'status');
    // Today's figures.
    expect(await screen.findByText('48 sn')).toBeInTheDocument();
    expect(screen.getByText('2 dk 30 sn')).toBeInTheDocument();

    await user.click(within(old).getByRole('button', { name: 'Geliyorum' }));
    expect(await within(old).findByText('Karşılandı')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/service/calls/1',
      body: { status: 'acknowledged' },
    });
    // The stream was asked with the token in the header, never in the address.
    expect(calls.find((c) => c.path === '/service/events')!.query.toString()).toBe('');
  });

  it('keeps a finished call off the board when an older event of it is replayed after the newer one', async () => {
    const waiting = wireCall(1, '4', 'waiter', minutesAgo(6));
    const done = { ...waiting, status: 'done', doneAt: minutesAgo(0), doneBy: 5, eventId: 200 };
    renderScreen(<ServiceScreen />, {
      user: makeUser({ id: 5, userId: 5, role: 'Garson', restaurantId: 1 }),
      api: {
        'GET /service/calls': [waiting, wireCall(2, '9', 'bill', minutesAgo(3))],
        'GET /service/calls/summary': SUMMARY,
        // A reconnect replays the call's first event after the one that finished it.
        'GET /service/events': () => eventStream('call', [done, waiting]),
      },
    });
    expect(await screen.findByRole('article', { name: 'Masa 9: Hesabı istiyor' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Masa 4: Garson çağırıyor' })).toBeNull());
    // Still gone once every event has been handled.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('article', { name: 'Masa 4: Garson çağırıyor' })).toBeNull();
  });

  it('says when the live connection is lost and that it reconnects', async () => {
    renderScreen(<ServiceScreen />, {
      user: makeUser({ id: 5, userId: 5, role: 'Garson', restaurantId: 1 }),
      api: {
        'GET /service/calls': [],
        'GET /service/calls/summary': SUMMARY,
        'GET /service/events': () => jsonResponse({ status: 503, title: 'Hizmet kullanılamıyor', message: 'x' }, 503),
      },
    });
    expect(await screen.findByText('Bekleyen çağrı yok')).toBeInTheDocument();
    expect(await screen.findByText('Bağlantı koptu, yeniden bağlanıyor…')).toBeInTheDocument();
  });
});

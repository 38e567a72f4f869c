// Orders on the service board: the rounds of a table on one card with every line (variant, add-ons, notes),
// total and age; a new order arriving on the live stream; Kabul et, Reddet with a reason, Servis edildi; the
// table's accepted rounds summed ("Masa 7 · 2 sipariş · ₺1.240,00") and "Masayı kapat"; the kitchen ticket.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach } from '@menu/shared/testing/screen';
import ServiceScreen from '../../../../exposes/service-screen';
import { eventStream, minutesAgo, wireSummary } from '../../../../testing/fixtures';

function wireOrder(id: number, tableNumber: string, status: string, total: number, createdAt = minutesAgo(4)) {
  return {
    id,
    orderId: id,
    restaurantId: 1,
    qrCodeId: 70 + Number(tableNumber),
    tableNumber,
    number: id - 100,
    status,
    lines: [
      {
        productId: 21,
        name: 'Adana Kebap',
        variantName: '1,5 Porsiyon',
        addons: [{ name: 'Ekstra Peynir', price: 25 }],
        quantity: 2,
        unitPrice: total / 2,
        lineTotal: total,
        note: 'Az acılı',
      },
    ],
    note: id === 101 ? 'Çocuk sandalyesi lütfen' : null,
    reason: null,
    total,
    createdAt,
    acceptedAt: null,
    rejectedAt: null,
    servedAt: null,
    closedAt: null,
    changedBy: null,
    eventId: 500 + id,
  };
}

cleanUpAfterEach();

describe('orders on the service board', () => {
  it('shows a table’s rounds, accepts, rejects with a reason, serves, sums and closes the table', async () => {
    signIn(makeUser({ id: 5, userId: 5, role: 'Garson', restaurantId: 1 }));
    const calls = mockApi({
      'GET /service/calls': [],
      'GET /service/calls/summary': wireSummary(),
      'GET /service/orders': [wireOrder(101, '7', 'accepted', 990), wireOrder(102, '7', 'sent', 250, minutesAgo(6))],
      'GET /service/events': () => eventStream('order', [wireOrder(103, '7', 'sent', 100, minutesAgo(0))]),
      'PUT /service/orders/102': ({ body }) =>
        jsonResponse({ ...wireOrder(102, '7', (body as { status: string }).status, 250), eventId: 900 }),
      'PUT /service/orders/103': () =>
        jsonResponse({ ...wireOrder(103, '7', 'rejected', 100), reason: 'Mutfak kapandı', eventId: 901 }),
      'POST /service/tables/77/close': () => jsonResponse([]),
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ServiceScreen />);

    const table = await screen.findByRole('article', { name: 'Masa 7 · 1 sipariş · ₺990,00' });
    const first = within(table).getByRole('region', { name: 'Sipariş no. 1' });
    expect(within(first).getByText('Adana Kebap')).toBeInTheDocument();
    expect(within(first).getByText('(1,5 Porsiyon)')).toBeInTheDocument();
    expect(within(first).getByText('+ Ekstra Peynir')).toBeInTheDocument();
    expect(within(first).getByText('Not: Az acılı')).toBeInTheDocument();
    expect(within(first).getByText('Sipariş notu: Çocuk sandalyesi lütfen')).toBeInTheDocument();
    expect(within(first).getByText('4 dk')).toBeInTheDocument();
    // The round that arrived on the stream, announced.
    const streamed = await within(table).findByRole('region', { name: 'Sipariş no. 3' });
    // (The page has other status regions: the empty lists.)
    expect(screen.getByText('Yeni çağrı: Masa 7, yeni sipariş (no. 3)')).toHaveAttribute('role', 'status');

    const waiting = within(table).getByRole('region', { name: 'Sipariş no. 2' });
    expect(within(waiting).getByText('6 dk')).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: /Kabul et/ }));
    expect(await screen.findByRole('article', { name: 'Masa 7 · 2 sipariş · ₺1.240,00' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/service/orders/102')?.body).toEqual({
      status: 'accepted',
    });

    await user.click(within(streamed).getByRole('button', { name: /Reddet/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sipariş no. 3 reddedilsin mi?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Mutfak kapandı' }));
    await user.click(within(dialog).getByRole('button', { name: /Reddet/ }));
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/service/orders/103')?.body).toEqual({
      status: 'rejected',
      reason: 'Mutfak kapandı',
    });
    expect(await screen.findByText('Sipariş no. 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sipariş no. 3' })).not.toBeInTheDocument();

    // The kitchen ticket is printed on its own.
    await user.click(within(first).getByRole('button', { name: /Mutfak fişi/ }));
    const ticket = await screen.findByTestId('kitchen-ticket');
    expect(ticket).toHaveTextContent('MASA 7');
    expect(ticket).toHaveTextContent('2 × Adana Kebap (1,5 Porsiyon)');
    await waitFor(() => expect(print).toHaveBeenCalled());

    const summed = screen.getByRole('article', { name: 'Masa 7 · 2 sipariş · ₺1.240,00' });
    await user.click(within(summed).getByRole('button', { name: 'Masayı kapat' }));
    // The confirmation's own "Masayı kapat".
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Masayı kapat' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'Masayı kapat' })[1]);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/service/tables/77/close')?.body).toEqual({
      restaurantId: 1,
    });
  });
});

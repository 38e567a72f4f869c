import { screen, waitFor, within } from '@testing-library/react';
import { RestaurantSchema } from '@menu/shared';
import { QrCodesPage } from '../qr-codes-page';
import { ege, lezzet, qrList, qrWire } from '../../../../testing/fixtures';
import { button, findDialog, findOption } from '../../../../testing/queries';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

async function openBulk(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(button('Toplu QR Oluştur'));
  return findDialog('Toplu QR Oluştur');
}

async function range(
  user: ReturnType<typeof renderWithProviders>['user'],
  dialog: HTMLElement,
  start: string,
  end: string,
) {
  const startInput = within(dialog).getByLabelText('Başlangıç masa no');
  const endInput = within(dialog).getByLabelText('Bitiş masa no');
  await user.clear(startInput);
  await user.type(startInput, start);
  await user.clear(endInput);
  await user.type(endInput, end);
}

describe('bulk QR creation', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('refuses a start after the end with the shared message and sends nothing', async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), [RestaurantSchema.parse(lezzet)]);
    const calls = mockApi({ 'GET /menuqrcodes': qrList().slice(0, 2) });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');
    const dialog = await openBulk(user);
    // A user with one restaurant gets it preselected.
    expect(within(dialog).getByText('Lezzet Durağı')).toBeInTheDocument();
    await range(user, dialog, '9', '3');
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText('Başlangıç numarası bitiş numarasından büyük olamaz')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the range in one call and summarises what was created and what existed', async () => {
    signIn(makeUser({ role: 'SuperAdmin', restaurantId: null }), [
      RestaurantSchema.parse(lezzet),
      RestaurantSchema.parse(ege),
    ]);
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'POST /menuqrcodes/bulk': () =>
        jsonResponse(
          {
            created: [
              qrWire({ id: 20, restaurantId: 2, tableNumber: '4' }),
              qrWire({ id: 21, restaurantId: 2, tableNumber: '5' }),
            ],
            existing: ['2', '3'],
          },
          201,
        ),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');
    const dialog = await openBulk(user);
    await user.click(within(dialog).getByLabelText('Restoran'));
    await user.click(await findOption('Ege Sofrası'));
    await range(user, dialog, '2', '5');
    expect(within(dialog).getByText('4 masa için QR kod oluşturulacak')).toBeInTheDocument();
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText('2 yeni QR kod oluşturuldu')).toBeInTheDocument();
    expect(within(dialog).getByText('Zaten QR kodu olan masalar (değiştirilmedi): 2, 3')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ restaurantId: 2, start: 2, end: 5 });
    // The list is reloaded through the feature's keys.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/menuqrcodes')).toHaveLength(2));
  });

  it("shows the spec's message when the bulk call fails", async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), [RestaurantSchema.parse(lezzet)]);
    mockApi({
      'GET /menuqrcodes': [],
      'POST /menuqrcodes/bulk': () =>
        jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'Beklenmeyen' }, 500),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('QR kod bulunamadı');
    const dialog = await openBulk(user);
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText(/^Toplu QR kod oluşturulurken bir hata oluştu!/)).toBeInTheDocument();
  });
});

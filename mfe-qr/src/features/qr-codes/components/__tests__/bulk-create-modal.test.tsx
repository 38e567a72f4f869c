import { configure, screen, waitFor, within } from '@testing-library/react';
import { RestaurantSchema } from '@menu/shared';
import { QrCodesPage } from '../qr-codes-page';
import { ege, lezzet, qrList, qrWire } from '../../../../testing/fixtures';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '../../../../testing/render';


// Role queries skip the visibility check (jsdom's getComputedStyle makes it slow on antd's large trees);
// antd screens in jsdom are slow on two shared cores, hence the longer limit.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

describe('bulk QR creation', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('refuses a start after the end with the shared message and sends nothing', async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), [RestaurantSchema.parse(lezzet)]);
    const calls = mockApi({ 'GET /menuqrcodes': qrList().slice(0, 2) });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByRole('heading', { name: 'Masa 1' });
    await user.click(screen.getByRole('button', { name: /Toplu QR Oluştur/ }));
    const dialog = await screen.findByRole('dialog', { name: /Toplu QR Oluştur/ });
    // A user with one restaurant gets it preselected.
    expect(within(dialog).getByText('Lezzet Durağı')).toBeInTheDocument();
    const start = within(dialog).getByLabelText('Başlangıç masa no');
    const end = within(dialog).getByLabelText('Bitiş masa no');
    await user.clear(start);
    await user.type(start, '9');
    await user.clear(end);
    await user.type(end, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('Başlangıç numarası bitiş numarasından büyük olamaz')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the range in one call and summarises what was created and what existed', async () => {
    signIn(makeUser({ role: 'SuperAdmin', restaurantId: null }), [RestaurantSchema.parse(lezzet), RestaurantSchema.parse(ege)]);
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'POST /menuqrcodes/bulk': () => jsonResponse({ created: [qrWire({ id: 20, restaurantId: 2, tableNumber: '4' }), qrWire({ id: 21, restaurantId: 2, tableNumber: '5' })], existing: ['2', '3'] }, 201),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByRole('heading', { name: 'Masa 1' });
    await user.click(screen.getByRole('button', { name: /Toplu QR Oluştur/ }));
    const dialog = await screen.findByRole('dialog', { name: /Toplu QR Oluştur/ });
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByTitle('Ege Sofrası'));
    await user.clear(within(dialog).getByLabelText('Başlangıç masa no'));
    await user.type(within(dialog).getByLabelText('Başlangıç masa no'), '2');
    await user.clear(within(dialog).getByLabelText('Bitiş masa no'));
    await user.type(within(dialog).getByLabelText('Bitiş masa no'), '5');
    expect(within(dialog).getByText('4 masa için QR kod oluşturulacak')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('2 yeni QR kod oluşturuldu')).toBeInTheDocument();
    expect(within(dialog).getByText('Zaten QR kodu olan masalar (değiştirilmedi): 2, 3')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ restaurantId: 2, start: 2, end: 5 });
    // The list is reloaded through the feature's keys.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/menuqrcodes')).toHaveLength(2));
  });

  it("shows the spec's message when the bulk call fails", async () => {
    signIn(makeUser({ role: 'Admin', restaurantId: 1 }), [RestaurantSchema.parse(lezzet)]);
    mockApi({ 'GET /menuqrcodes': [], 'POST /menuqrcodes/bulk': () => jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'Beklenmeyen' }, 500) });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('QR kod bulunamadı');
    await user.click(screen.getByRole('button', { name: /Toplu QR Oluştur/ }));
    const dialog = await screen.findByRole('dialog', { name: /Toplu QR Oluştur/ });
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText(/^Toplu QR kod oluşturulurken bir hata oluştu!/)).toBeInTheDocument();
  });
});

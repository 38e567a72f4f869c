// The "Değişiklik geçmişi" screen: rows in words, the filters (user, record kind, dates) sent to the server,
// older rows on demand, clearing the filters, the downloads.
import { screen, waitFor, within } from '@testing-library/react';
import AuditScreen from '../../../../exposes/audit-screen';
import { adminA, ege, lezzet, wireUsers } from '../../../../testing/fixtures';
import {
  captureDownloads,
  jsonResponse,
  mockApi,
  renderWithProviders,
  signIn,
  type RecordedCall,
} from '@menu/shared/testing';
import { cleanUpAfterEach, fileResponse, parseRestaurants, renderScreen } from '@menu/shared/testing/screen';

const restaurants = parseRestaurants([lezzet, ege]);

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  restaurantId: 1,
  at: '2026-11-12T11:03:00.000Z',
  userId: 7,
  userName: 'Ayşe Yılmaz',
  entity: 'products',
  recordId: 40,
  recordLabel: 'Mercimek Çorbası',
  action: 'update',
  event: null,
  changes: { price: [85, 95] },
  clientAddress: '10.0.0.8',
  ...extra,
});

cleanUpAfterEach();

describe('change trail screen', () => {
  it('shows each change in words and sends the chosen filters to the server', async () => {
    signIn(adminA, restaurants);
    const audit = (call: RecordedCall) => {
      if (call.query.get('before') === '10')
        return jsonResponse({
          items: [row(9, { action: 'create', changes: { name: [null, 'Ezogelin'] }, recordLabel: 'Ezogelin' })],
          nextCursor: null,
        });
      return jsonResponse({
        items: [
          row(11),
          row(10, { entity: 'users', recordLabel: 'Can Demir', changes: { role: ['Manager', 'Admin'] } }),
        ],
        nextCursor: 10,
      });
    };
    const calls = mockApi({ 'GET /audit': audit, 'GET /users': wireUsers });
    const { user } = renderWithProviders(<AuditScreen />);

    expect(screen.getByRole('heading', { name: 'Değişiklik geçmişi' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Değişiklikler' });
    expect(
      within(list).getByText("Ayşe Yılmaz, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı"),
    ).toBeInTheDocument();
    expect(within(list).getByText("Ayşe Yılmaz, Can Demir'in rolünü Müdür → Yönetici yaptı")).toBeInTheDocument();
    expect(within(list).getAllByText(/12\.11\.2026 14:03/)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Daha eski kayıtlar' }));
    expect(await within(list).findByText('Ayşe Yılmaz yeni bir ürün ekledi: Ezogelin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha eski kayıtlar' })).not.toBeInTheDocument();

    // Record kind: products only.
    await user.click(screen.getByRole('combobox', { name: 'Kayıt türü' }));
    await user.click(await screen.findByTitle('Ürün'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/audit' && c.query.get('entity') === 'products')).toBe(true),
    );

    // A user: the list comes from the users the caller may see.
    await user.click(screen.getByRole('combobox', { name: 'Kullanıcı' }));
    const option = wireUsers[0];
    await user.click(await screen.findByTitle(`${option.firstName} ${option.lastName}`));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/audit' && c.query.get('userId') === String(option.id) && c.query.get('entity') === 'products',
        ),
      ).toBe(true),
    );

    // Clearing brings back the unfiltered trail (read before, so from the cache).
    await user.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Kayıt türü' }).closest('.ant-select')).toHaveTextContent(
        'Tüm kayıtlar',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Kullanıcı' }).closest('.ant-select')).toHaveTextContent(
      'Tüm kullanıcılar',
    );
    expect(screen.queryByRole('button', { name: 'Filtreleri temizle' })).not.toBeInTheDocument();
    expect(
      await within(await screen.findByRole('list', { name: 'Değişiklikler' })).findByText(
        "Ayşe Yılmaz, Mercimek Çorbası'nın fiyatını ₺85,00 → ₺95,00 yaptı",
      ),
    ).toBeInTheDocument();
  });

  it('downloads the filtered trail as CSV', async () => {
    const download = captureDownloads();
    const { user, calls } = renderScreen(<AuditScreen />, {
      user: adminA,
      restaurants: restaurants,
      api: {
        'GET /audit': { items: [row(1)], nextCursor: null },
        'GET /users': wireUsers,
        'GET /audit/csv': () => fileResponse('Tarih\r\n', 'text/csv', 'degisiklik-gecmisi-2026-11-12.csv'),
      },
    });
    await screen.findByRole('list', { name: 'Değişiklikler' });
    await user.click(screen.getByRole('button', { name: /CSV indir/ }));
    await waitFor(() => expect(download.name).toBe('degisiklik-gecmisi-2026-11-12.csv'));
    expect(calls.some((c) => c.path === '/audit/csv')).toBe(true);
  });

  it('says so when nothing matches', async () => {
    renderScreen(<AuditScreen />, {
      user: adminA,
      restaurants: restaurants,
      api: { 'GET /audit': { items: [], nextCursor: null }, 'GET /users': wireUsers },
    });
    expect(await screen.findByText('Bu filtrelere uyan değişiklik yok')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { AccessLogsPage } from '../access-logs-page';
import { ege, lezzet, logWire, qrList, statsWire } from '../../../../testing/fixtures';
import { button, findOption, stats } from '../../../../testing/queries';
import { emptyStatsWire } from '../../../../testing/report';
import { captureDownloads, jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, fileResponse, parseRestaurants } from '@menu/shared/testing/screen';

const page = (items: unknown[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

describe('menu access logs', () => {
  beforeEach(() => signIn(makeUser({ role: 'SuperAdmin', restaurantId: null }), parseRestaurants([lezzet, ege])));
  cleanUpAfterEach();

  it('shows the four stat cards, the device distribution, the chart and the table', async () => {
    mockApi({
      'GET /MenuAccessLogs/stats': statsWire,
      'GET /MenuAccessLogs/page': page(
        [
          logWire({ id: 1, qrCodeId: 3 }),
          logWire({
            id: 2,
            qrCodeId: null,
            ipAddress: '192.168.1.20',
            deviceType: 'desktop',
            sessionDuration: 0,
            restaurantId: 2,
          }),
        ],
        120,
      ),
      'GET /menuqrcodes': qrList(),
    });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('Masa 10');
    // The owner's words, not the database's.
    const figures = { Ziyaret: '120', 'Farklı ziyaretçi': '45', 'Ortalama süre': '3 dk 5 sn', Telefondan: '%62,5' };
    expect(stats(figures)).toEqual(figures);
    expect(screen.getByLabelText('Mobil: 75')).toBeInTheDocument();
    expect(screen.getByLabelText('Tablet: 15')).toBeInTheDocument();
    expect(screen.getByLabelText('Masaüstü: 25')).toBeInTheDocument();
    // Visits per day: a table of the days (the chart needs a canvas, which jsdom has not: the table is shown).
    const days = screen.getByRole('table', { name: 'Günlük Ziyaretler' });
    expect(within(days).getAllByRole('row')).toHaveLength(15);
    expect(within(days).getByRole('row', { name: '03.03.2026 80' })).toBeInTheDocument();

    // The visit list names the table; no raw addresses, browser strings or network badges.
    const atTable = screen.getByText('Masa 10').closest('tr') as HTMLElement;
    expect(within(atTable).getByText('2 dk 5 sn')).toBeInTheDocument();
    expect(within(atTable).getByText('Lezzet Durağı')).toBeInTheDocument();
    expect(screen.queryByText('85.1.1.1')).toBeNull();
    expect(screen.queryByText(/Mozilla/)).toBeNull();
    expect(screen.queryByText('dış ağ')).toBeNull();
    const local = screen.getByText('QR kodsuz').closest('tr') as HTMLElement;
    expect(within(local).getByText('Kaydedilmedi')).toBeInTheDocument();
    expect(within(local).getByText('Ege Sofrası')).toBeInTheDocument();
    expect(screen.getByText('120 kayıttan 1-20')).toBeInTheDocument();
  });

  it('says how many visits the per-address cap refused, and nothing when none were', async () => {
    mockApi({
      'GET /MenuAccessLogs/stats': { ...statsWire, refused: 1250 },
      'GET /MenuAccessLogs/page': page([logWire()]),
    });
    const first = renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText(/1\.250 ziyaret sayılmadı/)).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /MenuAccessLogs/stats': statsWire, 'GET /MenuAccessLogs/page': page([logWire()]) });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    expect(screen.queryByText(/ziyaret sayılmadı/)).not.toBeInTheDocument();
  });

  it('asks the server again with the device and restaurant filters, from the first page', async () => {
    const calls = mockApi({ 'GET /MenuAccessLogs/stats': statsWire, 'GET /MenuAccessLogs/page': page([logWire()]) });
    const { user } = renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Tablet'));
    await user.click(screen.getByLabelText('Restoran'));
    await user.click(await findOption('Ege Sofrası'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/MenuAccessLogs/page').pop()!;
      expect(Object.fromEntries(last.query)).toEqual({
        deviceType: 'tablet',
        restaurantId: '2',
        page: '1',
        pageSize: '20',
      });
    });
    const stats = calls.filter((c) => c.path === '/MenuAccessLogs/stats').pop()!;
    expect(Object.fromEntries(stats.query)).toEqual({ deviceType: 'tablet', restaurantId: '2' });
  });

  it('tells an empty report apart from an empty filtered one', async () => {
    mockApi({ 'GET /MenuAccessLogs/stats': emptyStatsWire, 'GET /MenuAccessLogs/page': page([]) });
    const { user } = renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText('Henüz menü erişim kaydı yok')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Mobil'));
    expect(await screen.findByText('Seçilen filtrelere uygun kayıt bulunamadı')).toBeInTheDocument();
    await user.click(button('Filtreleri temizle'));
    expect(await screen.findByText('Henüz menü erişim kaydı yok')).toBeInTheDocument();
  });

  it('downloads the CSV of the filtered set under the name the server gives', async () => {
    const csv =
      '\uFEFFTarih,Restoran ID,QR Kod ID,IP Adresi,Cihaz,Oturum Süresi (sn),Kullanıcı Aracısı\r\n2026-03-01 12:00:00,1,1,85.1.1.1,Mobil,125,"Kötü, ""tırnaklı"""\r\n';
    const calls = mockApi({
      'GET /MenuAccessLogs/stats': statsWire,
      'GET /MenuAccessLogs/page': page([logWire()]),
      'GET /MenuAccessLogs/csv': () => fileResponse(csv, 'text/csv; charset=utf-8', 'erisim-kayitlari-2026-03-02.csv'),
    });
    const download = captureDownloads();
    const { user } = renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Mobil'));
    await user.click(button('CSV indir'));
    await waitFor(() => expect(download.name).toBe('erisim-kayitlari-2026-03-02.csv'));
    const request = calls.find((c) => c.path === '/MenuAccessLogs/csv')!;
    expect(Object.fromEntries(request.query)).toEqual({ deviceType: 'mobile' });
    const bytes = new Uint8Array(await download.blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Kötü, ""tırnaklı"""');
  });

  it('compares with the previous period and shows when diners come, from which tables, in which language, and what they open', async () => {
    const heatmap = Array.from({ length: 7 }, () => new Array(24).fill(0));
    heatmap[4][20] = 30; // Friday 20:00
    heatmap[0][12] = 3;
    mockApi({
      'GET /MenuAccessLogs/stats': {
        ...statsWire,
        previous: { from: '2026-02-01T00:00:00Z', to: '2026-03-01T00:00:00Z', total: 100, uniqueIps: 50 },
        heatmap,
        perQrCode: [
          { qrCodeId: 7, tableNumber: 'Teras 2', restaurantId: 1, count: 70 },
          { qrCodeId: null, tableNumber: null, restaurantId: 1, count: 10 },
        ],
        languages: [
          { language: 'tr', count: 90 },
          { language: 'en', count: 25 },
          { language: '', count: 5 },
        ],
        sections: [
          { categoryId: 3, name: 'Çorbalar', opens: 44 },
          { categoryId: 9, name: null, opens: 6 },
        ],
      },
      'GET /MenuAccessLogs/page': page([logWire()], 120),
    });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    // 120 against 100 visits: up 20 %; 45 against 50 addresses: down 10 %.
    expect(
      within(screen.getByRole('group', { name: 'Ziyaret' })).getByLabelText('Önceki döneme göre %20 artış'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Farklı ziyaretçi' })).getByLabelText('Önceki döneme göre %10 düşüş'),
    ).toBeInTheDocument();
    const heat = screen.getByRole('table', { name: 'Gün ve Saate Göre Ziyaretler' });
    expect(within(heat).getByRole('cell', { name: 'Cuma 20:00–21:00: 30 ziyaret' })).toBeInTheDocument();
    expect(within(heat).getByRole('cell', { name: 'Pazartesi 12:00–13:00: 3 ziyaret' })).toBeInTheDocument();
    expect(within(heat).getAllByRole('cell')).toHaveLength(7 * 24);
    expect(screen.getByLabelText('Masa Teras 2 · Lezzet Durağı: 70')).toBeInTheDocument();
    expect(screen.getByLabelText('QR kodu yok veya silinmiş · Lezzet Durağı: 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Türkçe: 90')).toBeInTheDocument();
    expect(screen.getByLabelText('İngilizce: 25')).toBeInTheDocument();
    expect(screen.getByLabelText('Bilinmiyor: 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Çorbalar: 44')).toBeInTheDocument();
    expect(screen.getByLabelText('Silinmiş kategori: 6')).toBeInTheDocument();
  });

  it('says so when the previous period had no visits, and hides the comparison without a start date', async () => {
    mockApi({
      'GET /MenuAccessLogs/stats': { ...statsWire, previous: { from: 'a', to: 'b', total: 0, uniqueIps: 0 } },
      'GET /MenuAccessLogs/page': page([logWire()], 120),
    });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    expect(
      within(screen.getByRole('group', { name: 'Ziyaret' })).getByText('Önceki dönemde ziyaret yok'),
    ).toBeInTheDocument();
  });

  it("downloads the log as Excel and the report's tables as CSV or Excel, with the filters", async () => {
    const calls = mockApi({
      'GET /MenuAccessLogs/stats': statsWire,
      'GET /MenuAccessLogs/page': page([logWire()]),
      'GET /MenuAccessLogs/report/xlsx': () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="erisim-raporu-2026-03-02.xlsx"',
          },
        }),
    });
    const download = captureDownloads();
    const { user } = renderWithProviders(<AccessLogsPage />);
    await screen.findByText('2 dk 5 sn');
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Tablet'));
    await user.click(button('Diğer biçimler'));
    expect(await screen.findByRole('menuitem', { name: /Kayıtlar \(Excel\)/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Rapor tabloları \(CSV\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /Rapor tabloları \(Excel\)/ }));
    await waitFor(() => expect(download.name).toBe('erisim-raporu-2026-03-02.xlsx'));
    const request = calls.find((c) => c.path === '/MenuAccessLogs/report/xlsx')!;
    expect(Object.fromEntries(request.query)).toEqual({ deviceType: 'tablet' });
  });

  it("shows the spec's load error", async () => {
    mockApi({
      'GET /MenuAccessLogs/stats': () => jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'x' }, 500),
      'GET /MenuAccessLogs/page': page([]),
    });
    renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText('Erişim logları yüklenirken hata oluştu')).toBeInTheDocument();
  });
});

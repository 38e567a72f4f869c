import { screen, waitFor, within } from '@testing-library/react';
import { RestaurantSchema } from '@menu/shared';
import { AccessLogsPage } from '../access-logs-page';
import { ege, lezzet, logWire, statsWire } from '../../../../testing/fixtures';
import { button, findOption, stat } from '../../../../testing/queries';
import { jsonResponse, makeUser, mockApi, renderWithProviders, signIn, signOutForTest } from '@menu/shared/testing';

const emptyStats = { total: 0, uniqueIps: 0, averageSession: 0, mobileShare: 0, devices: { mobile: 0, tablet: 0, desktop: 0, other: 0 }, perDay: [] };
const page = (items: unknown[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

describe('menu access logs', () => {
  beforeEach(() => signIn(makeUser({ role: 'SuperAdmin', restaurantId: null }), [RestaurantSchema.parse(lezzet), RestaurantSchema.parse(ege)]));
  afterEach(() => {
    jest.restoreAllMocks();
    signOutForTest();
  });

  it('shows the four stat cards, the device distribution, the chart and the table', async () => {
    mockApi({
      'GET /MenuAccessLogs/stats': statsWire,
      'GET /MenuAccessLogs/page': page([logWire({ id: 1 }), logWire({ id: 2, ipAddress: '192.168.1.20', deviceType: 'desktop', sessionDuration: 0, restaurantId: 2 })], 120),
    });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('85.1.1.1');
    expect(stat('Toplam Erişim')).toBe('120');
    expect(stat('Tekil IP')).toBe('45');
    expect(stat('Ortalama Oturum')).toBe('3 dk 5 sn');
    expect(stat('Mobil Oranı')).toBe('%62,5');
    expect(screen.getByLabelText('Mobil: 75')).toBeInTheDocument();
    expect(screen.getByLabelText('Tablet: 15')).toBeInTheDocument();
    expect(screen.getByLabelText('Masaüstü: 25')).toBeInTheDocument();
    expect(screen.getAllByTestId('visits-bar')).toHaveLength(14);

    const external = screen.getByText('85.1.1.1').closest('tr') as HTMLElement;
    expect(within(external).getByText('dış ağ')).toBeInTheDocument();
    expect(within(external).getByText('2 dk 5 sn')).toBeInTheDocument();
    expect(within(external).getByText('Lezzet Durağı')).toBeInTheDocument();
    expect(within(external).getByText(/^Mozilla\/5\.0 \(iPhone/)).toBeInTheDocument();
    const local = screen.getByText('192.168.1.20').closest('tr') as HTMLElement;
    expect(within(local).getByText('yerel ağ')).toBeInTheDocument();
    expect(within(local).getByText('Kaydedilmedi')).toBeInTheDocument();
    expect(within(local).getByText('Ege Sofrası')).toBeInTheDocument();
    expect(screen.getByText('120 kayıttan 1-20')).toBeInTheDocument();
  });

  it('says how many visits the per-address cap refused, and nothing when none were', async () => {
    mockApi({ 'GET /MenuAccessLogs/stats': { ...statsWire, refused: 1250 }, 'GET /MenuAccessLogs/page': page([logWire()]) });
    const first = renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText(/1\.250 ziyaret sayılmadı/)).toBeInTheDocument();
    first.unmount();
    mockApi({ 'GET /MenuAccessLogs/stats': statsWire, 'GET /MenuAccessLogs/page': page([logWire()]) });
    renderWithProviders(<AccessLogsPage />);
    await screen.findByText('85.1.1.1');
    expect(screen.queryByText(/ziyaret sayılmadı/)).not.toBeInTheDocument();
  });

  it('asks the server again with the device and restaurant filters, from the first page', async () => {
    const calls = mockApi({ 'GET /MenuAccessLogs/stats': statsWire, 'GET /MenuAccessLogs/page': page([logWire()]) });
    const { user } = renderWithProviders(<AccessLogsPage />);
    await screen.findByText('85.1.1.1');
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Tablet'));
    await user.click(screen.getByLabelText('Restoran'));
    await user.click(await findOption('Ege Sofrası'));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/MenuAccessLogs/page').pop()!;
      expect(Object.fromEntries(last.query)).toEqual({ deviceType: 'tablet', restaurantId: '2', page: '1', pageSize: '20' });
    });
    const stats = calls.filter((c) => c.path === '/MenuAccessLogs/stats').pop()!;
    expect(Object.fromEntries(stats.query)).toEqual({ deviceType: 'tablet', restaurantId: '2' });
  });

  it('tells an empty report apart from an empty filtered one', async () => {
    mockApi({ 'GET /MenuAccessLogs/stats': emptyStats, 'GET /MenuAccessLogs/page': page([]) });
    const { user } = renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText('Henüz menü erişim kaydı yok')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Mobil'));
    expect(await screen.findByText('Seçilen filtrelere uygun kayıt bulunamadı')).toBeInTheDocument();
    await user.click(button('Filtreleri temizle'));
    expect(await screen.findByText('Henüz menü erişim kaydı yok')).toBeInTheDocument();
  });

  it('downloads the CSV of the filtered set under the name the server gives', async () => {
    const csv = '\uFEFFTarih,Restoran ID,QR Kod ID,IP Adresi,Cihaz,Oturum Süresi (sn),Kullanıcı Aracısı\r\n2026-03-01 12:00:00,1,1,85.1.1.1,Mobil,125,"Kötü, ""tırnaklı"""\r\n';
    const calls = mockApi({
      'GET /MenuAccessLogs/stats': statsWire,
      'GET /MenuAccessLogs/page': page([logWire()]),
      'GET /MenuAccessLogs/csv': () => new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="erisim-kayitlari-2026-03-02.csv"' } }),
    });
    let saved: Blob | undefined;
    let name = '';
    Object.assign(URL, { createObjectURL: jest.fn((b: Blob) => ((saved = b), 'blob:csv')), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    const { user } = renderWithProviders(<AccessLogsPage />);
    await screen.findByText('85.1.1.1');
    await user.click(screen.getByLabelText('Cihaz türü'));
    await user.click(await findOption('Mobil'));
    await user.click(button('CSV indir'));
    await waitFor(() => expect(name).toBe('erisim-kayitlari-2026-03-02.csv'));
    const request = calls.find((c) => c.path === '/MenuAccessLogs/csv')!;
    expect(Object.fromEntries(request.query)).toEqual({ deviceType: 'mobile' });
    const bytes = new Uint8Array(await saved!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Kötü, ""tırnaklı"""');
  });

  it("shows the spec's load error", async () => {
    mockApi({ 'GET /MenuAccessLogs/stats': () => jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'x' }, 500), 'GET /MenuAccessLogs/page': page([]) });
    renderWithProviders(<AccessLogsPage />);
    expect(await screen.findByText('Erişim logları yüklenirken hata oluştu')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { QrCodesPage } from '../qr-codes-page';
import { ege, lezzet, qrList, qrWire } from '../../../../testing/fixtures';
import { button, card, findDialog, findOption, stat, stats } from '../../../../testing/queries';
import { emptyStatsWire } from '../../../../testing/report';
import { captureDownloads, jsonResponse, makeUser, mockApi, renderWithProviders, signIn } from '@menu/shared/testing';
import { cleanUpAfterEach, fileResponse, parseRestaurants } from '@menu/shared/testing/screen';

const restaurants = parseRestaurants([lezzet, ege]);
const shown = () => Array.from(document.querySelectorAll('h4')).map((h) => h.textContent);

describe('QR code management', () => {
  beforeEach(() => signIn(makeUser({ role: 'SuperAdmin', restaurantId: null }), restaurants));
  cleanUpAfterEach();

  it('shows 8 skeleton cards while the codes load', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => undefined));
    renderWithProviders(<QrCodesPage />);
    expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(8);
  });

  it('shows the four stat cards, the badges with their colours and the usage levels', async () => {
    mockApi({ 'GET /menuqrcodes': qrList() });
    renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa VIP-1');
    const figures = { 'Toplam QR Kod': '5', Aktif: '4', 'Toplam Erişim': '240', 'En Az Bir Kez Kullanılan': '4' };
    expect(stats(figures)).toEqual(figures);

    const colourOf = (table: string) =>
      within(card(table))
        .getByText(/erişim$/)
        .getAttribute('data-colour');
    expect([colourOf('1'), colourOf('2'), colourOf('10'), colourOf('VIP-1')]).toEqual([
      'red',
      'yellow',
      'blue',
      'green',
    ]);
    // Accesses per day over the 10 days since creation: 0, 1.2, 7.5, 15 and 0.3.
    expect(within(card('1')).getByText('Kullanım: Çok Düşük')).toBeInTheDocument();
    expect(within(card('2')).getByText('Kullanım: Orta')).toBeInTheDocument();
    expect(within(card('10')).getByText('Kullanım: Çok Yüksek')).toBeInTheDocument();
    expect(within(card('A1')).getByText('Kullanım: Düşük')).toBeInTheDocument();
    expect(within(card('VIP-1')).getByText('Pasif')).toBeInTheDocument();
    expect(within(card('1')).getByText(/Henüz okutulmadı/)).toBeInTheDocument();
    expect(within(card('A1')).getByText('Ege Sofrası')).toBeInTheDocument();
    expect(await within(card('1')).findByAltText('Masa 1 için QR kod')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
  });

  it('filters by search, restaurant and the advanced status and access filters', async () => {
    mockApi({ 'GET /menuqrcodes': qrList() });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');

    await user.type(screen.getByPlaceholderText('Masa numarası veya URL ara'), 'vip');
    expect(shown()).toEqual(['Masa VIP-1']);
    await user.click(button('Filtreleri temizle'));
    expect(shown()).toHaveLength(5);

    await user.click(screen.getByLabelText('Restoran'));
    await user.click(await findOption('Ege Sofrası'));
    expect(shown()).toEqual(['Masa A1']);
    // The stat cards follow the restaurant filter.
    expect(stat('Toplam QR Kod')).toBe('1');
    await user.click(button('Filtreleri temizle'));

    await user.click(button('Gelişmiş filtreler'));
    await user.click(screen.getByLabelText('Erişim durumu'));
    await user.click(await findOption('Hiç okutulmamış'));
    expect(shown()).toEqual(['Masa 1']);
  });

  it("downloads a table's card: its QR code and number, then the price list in the table layout", async () => {
    const list = qrList();
    const calls = mockApi({
      'GET /menuqrcodes': list,
      [`GET /menuqrcodes/${list[0].id}/table-card.pdf`]: () =>
        fileResponse('%PDF-1.7', 'application/pdf', 'masa-karti-lezzet-1.pdf'),
    });
    const download = captureDownloads();
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa VIP-1');
    await user.click(
      within(card(list[0].tableNumber)).getByRole('button', { name: `Masa ${list[0].tableNumber}: Masa kartı (PDF)` }),
    );
    await waitFor(() => expect(download.name).toBe('masa-karti-lezzet-1.pdf'));
    expect(calls.some((c) => c.path === `/menuqrcodes/${list[0].id}/table-card.pdf`)).toBe(true);
  });

  it("shows 'QR kod bulunamadı' with a create-first button that opens the dialog", async () => {
    mockApi({ 'GET /menuqrcodes': [] });
    const { user } = renderWithProviders(<QrCodesPage />);
    expect(await screen.findByText('QR kod bulunamadı')).toBeInTheDocument();
    await user.click(button('İlk QR kodu oluştur'));
    const dialog = await findDialog('Yeni QR Kod');
    expect(within(dialog).getByText('QR kod nasıl çalışır?')).toBeInTheDocument();
    expect(within(dialog).getByText('Pasif QR kodlar okutulduğunda menüye yönlendirmez.')).toBeInTheDocument();
  });

  it('checks the form with the API messages, previews the automatic URL and creates the code', async () => {
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'POST /menuqrcodes': () => jsonResponse(qrWire({ id: 9, tableNumber: 'B2' }), 201),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');
    await user.click(button('Yeni QR Kod'));
    const dialog = await findDialog('Yeni QR Kod');
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText('Restoran seçimi zorunludur')).toBeInTheDocument();
    expect(within(dialog).getByText('Masa numarası zorunludur')).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText('Restoran'));
    await user.click(await findOption('Lezzet Durağı'));
    await user.type(within(dialog).getByLabelText('Masa numarası'), 'B2');
    await user.type(within(dialog).getByLabelText('Özel URL (isteğe bağlı)'), 'menu');
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText('Geçerli bir URL girin (http:// veya https://)')).toBeInTheDocument();
    // The code always carries the scan address; where an active scan leads is shown before saving.
    await user.clear(within(dialog).getByLabelText('Özel URL (isteğe bağlı)'));
    await user.type(within(dialog).getByLabelText('Özel URL (isteğe bağlı)'), 'https://lezzet.example.com/kahvalti');
    await waitFor(() =>
      expect(within(dialog).getByTestId('qr-preview-target')).toHaveTextContent(
        'Aktifken yönlendirir: https://lezzet.example.com/kahvalti',
      ),
    );
    expect(within(dialog).getByTestId('qr-preview-url')).toHaveTextContent(
      'Kodun taşıdığı adres: https://api.example.com/api/menu/1?table=B2',
    );
    await user.clear(within(dialog).getByLabelText('Özel URL (isteğe bağlı)'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('qr-preview-target')).toHaveTextContent(
        'Aktifken yönlendirir: Restoranın menüsü',
      ),
    );
    expect(within(dialog).getByTestId('qr-preview-url')).toHaveTextContent(
      'Kodun taşıdığı adres: https://api.example.com/api/menu/1?table=B2',
    );
    await user.click(button('Oluştur', dialog));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      restaurantId: 1,
      tableNumber: 'B2',
      qrCodeUrl: '',
      qrCodeImage: null,
      lastAccessedDate: null,
      accessCount: 0,
      isActive: true,
    });
    expect(await screen.findByText('QR kod oluşturuldu')).toBeInTheDocument();
  });

  it('shows the 409 message under the table number and keeps the dialog open', async () => {
    mockApi({
      'GET /menuqrcodes': qrList(),
      'POST /menuqrcodes': () =>
        jsonResponse(
          { status: 409, title: 'Çakışma', message: 'Bu restoranda "1" masası için zaten bir QR kod var' },
          409,
        ),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');
    await user.click(button('Yeni QR Kod'));
    const dialog = await findDialog('Yeni QR Kod');
    await user.click(within(dialog).getByLabelText('Restoran'));
    await user.click(await findOption('Lezzet Durağı'));
    await user.type(within(dialog).getByLabelText('Masa numarası'), '1');
    await user.click(button('Oluştur', dialog));
    expect(await within(dialog).findByText('Bu restoranda "1" masası için zaten bir QR kod var')).toBeInTheDocument();
    expect(await screen.findByText('QR kod oluşturulurken bir hata oluştu!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Masa numarası')).toHaveValue('1');
  });

  it('says which printed codes need printing again, selects them for the PDF, and clears the mark once staff reprinted one', async () => {
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'PUT /menuqrcodes/4': () => jsonResponse(qrWire({ id: 4, tableNumber: 'VIP-1', needsReprint: false })),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa VIP-1');
    const banner = screen.getByText('1 QR kod yeniden basılmalı').closest('[role="status"]') as HTMLElement;
    expect(banner).toHaveTextContent('pasif yapıldıklarında bile yönlendirmeye devam ederler');
    expect(screen.getAllByText('Yeniden basılmalı')).toHaveLength(1);
    await user.click(within(banner).getByRole('button', { name: /Bunları yazdırmak için seç/ }));
    expect(await screen.findByText('1 QR kod seçildi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masa VIP-1: Yeniden bastım' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      restaurantId: 1,
      tableNumber: 'VIP-1',
      qrCodeUrl: 'https://lezzet.example.com/vip',
      isActive: false,
      reprinted: true,
    });
    expect(await screen.findByText('QR kod yeniden basıldı olarak işaretlendi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masa 1: Yeniden bastım' })).toBeNull();
  });

  it("shows each table's visits today and this week against the other tables, and names every action on the card", async () => {
    const statsWith = (perQrCode: unknown[]) => ({ ...emptyStatsWire, perQrCode });
    let call = 0;
    mockApi({
      'GET /menuqrcodes': qrList(),
      // Today first, then the week (the page asks for both at once; the order of answers does not matter here).
      'GET /MenuAccessLogs/stats': () =>
        jsonResponse(
          call++ === 0
            ? statsWith([{ qrCodeId: 3, tableNumber: '10', restaurantId: 1, count: 4 }])
            : statsWith([
                { qrCodeId: 3, tableNumber: '10', restaurantId: 1, count: 30 },
                { qrCodeId: 2, tableNumber: '2', restaurantId: 1, count: 6 },
              ]),
        ),
    });
    renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 10');
    expect(await within(card('10')).findByText('Bugün 4 · Bu hafta 30 ziyaret')).toBeInTheDocument();
    expect(within(card('10')).getByText('Diğer masalardan yoğun')).toBeInTheDocument();
    expect(within(card('10')).queryByText(/^Kullanım:/)).toBeNull();
    for (const name of ['Görüntüle', 'İndir', 'Yayından kaldır', 'Düzenle', 'Sil']) {
      expect(within(card('10')).getByRole('button', { name: `Masa 10: ${name}` })).toHaveTextContent(name);
    }
  });

  it('toggles by sending the full record with the flag inverted', async () => {
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'PUT /menuqrcodes/2': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 2');
    await user.click(button('Masa 2: Yayından kaldır'));
    // Pausing a code asks first and says what this table's diners will see.
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Masa 2 QR kodu yayından kaldırılsın mı?');
    expect(ask).toHaveTextContent('Bu kodu okutan misafirler menüyü açamaz');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Yayından kaldır' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      restaurantId: 1,
      tableNumber: '2',
      isActive: false,
      accessCount: 12,
    });
    expect(await screen.findByText('QR kod yayından kaldırıldı')).toBeInTheDocument();
  });

  it("asks the spec's confirmation before deleting, and shows the spec's message when it fails", async () => {
    const calls = mockApi({
      'GET /menuqrcodes': qrList(),
      'DELETE /menuqrcodes/1': () => jsonResponse({ status: 500, title: 'Sunucu hatası', message: 'x' }, 500),
    });
    const { user } = renderWithProviders(<QrCodesPage />);
    await screen.findByText('Masa 1');
    await user.click(button('Masa 1: Sil'));
    const confirm = (await screen.findByText(/Bu QR kodu silmek istediğinizden emin misiniz\?/)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await user.click(button('Sil', confirm));
    expect(await screen.findByText('QR kod silinirken bir hata oluştu!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("shows 'API Hatası: {message}' and an empty list when loading fails", async () => {
    mockApi({
      'GET /menuqrcodes': () =>
        jsonResponse(
          { status: 503, title: 'Hizmet kullanılamıyor', message: 'Veritabanına şu anda ulaşılamıyor.' },
          503,
        ),
    });
    renderWithProviders(<QrCodesPage />);
    expect(await screen.findByText('API Hatası: Veritabanına şu anda ulaşılamıyor.')).toBeInTheDocument();
    expect(document.querySelectorAll('h4')).toHaveLength(0);
  });
});

// QR codes end to end: bulk create tables, download a PNG (decoded back to the scan URL) and the PDF of
// table cards, follow the scan URL to the menu route, deactivate and see no redirect, then the visit in
// the access-log report and its CSV.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import {
  chooseOption,
  DEMO_PASSWORD,
  download,
  isPdf,
  shot,
  signIn,
  startSystem,
  it,
  type System,
} from './support/system';

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function openQrScreen(page: Page) {
  await signIn(page, 'demo-admin', DEMO_PASSWORD);
  await page.goto('/qrmanagement');
  await page.getByRole('heading', { name: 'QR Kod Yönetimi' }).waitFor();
  await page.getByRole('listitem').filter({ hasText: 'Masa 10' }).waitFor();
}

function card(page: Page, table: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Masa ${table}`, exact: true }) });
}

describe('QR codes', () => {
  let qrId = 0;

  it('bulk-creates tables with a summary of what already existed', async () => {
    const { page, context } = await system.newPage();
    await openQrScreen(page);
    await shot(page, 'qr-grid-desktop');

    await page.getByRole('button', { name: 'Toplu QR Oluştur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Toplu QR Oluştur' });
    await dialog.getByLabel('Başlangıç masa no').fill('11');
    await dialog.getByLabel('Bitiş masa no').fill('14');
    await dialog.getByText('4 masa için QR kod oluşturulacak').waitFor();
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('4 yeni QR kod oluşturuldu').waitFor();
    await dialog.getByRole('button', { name: 'Yeni aralık' }).click();
    await dialog.getByLabel('Başlangıç masa no').fill('13');
    await dialog.getByLabel('Bitiş masa no').fill('15');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('1 yeni QR kod oluşturuldu').waitFor();
    await dialog.getByText('Zaten QR kodu olan masalar (değiştirilmedi): 13, 14').waitFor();
    await shot(page, 'qr-bulk-result-desktop');
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await card(page, '15').waitFor();
    await context.close();
  });

  it('downloads a PNG that decodes to the scan URL, and a PDF of table cards', async () => {
    const { page, context } = await system.newPage();
    await openQrScreen(page);
    const { file: png, bytes: pngBytes } = await download(page, 'Masa 11: İndir');
    assert.equal(png.suggestedFilename(), 'QR-Masa-11-Lezzet Durağı.png');
    const image = PNG.sync.read(pngBytes);
    assert.equal(image.width, 400);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    assert.ok(decoded, 'the PNG holds a readable QR code');
    assert.match(decoded.data, /^http:\/\/localhost:\d+\/api\/menu\/1\?table=11$/);

    await card(page, '11').getByRole('checkbox').check();
    await card(page, '12').getByRole('checkbox').check();
    const { file: pdf, bytes } = await download(page, 'Seçilenleri yazdır (2)');
    assert.match(pdf.suggestedFilename(), /^QR-Kodlari-Lezzet Durağı-\d{4}-\d{2}-\d{2}\.pdf$/);
    assert.ok(bytes.length > 10_000, `PDF has content (${bytes.length} bytes)`);
    assert.ok(isPdf(bytes), 'a PDF');
    await pdf.saveAs(`${__dirname}/../artifacts/qr-table-cards.pdf`);

    // The view dialog and its copy button.
    await page.getByRole('button', { name: 'Masa 11 QR kodunu büyüt' }).click();
    const view = page.getByRole('dialog', { name: 'QR Kod · Masa 11' });
    await view.getByText(/\/api\/menu\/1\?table=11/).waitFor();
    await shot(page, 'qr-view-desktop');
    await context.close();
  });

  it('redirects a scan to the menu route, and stops once the code is deactivated', async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    const scan = `${system.baseUrl}/api/menu/1?table=11`;
    const first = await page.request.get(scan, { maxRedirects: 0 });
    assert.equal(first.status(), 302);
    const location = new URL(first.headers().location);
    assert.equal(location.pathname, '/menu/1');
    assert.equal(location.searchParams.get('table'), '11');
    qrId = Number(location.searchParams.get('qr'));
    assert.ok(qrId > 0);
    await page.goto(scan);
    assert.match(page.url(), new RegExp(`/menu/1\\?table=11&qr=${qrId}$`));

    // The menu's visit call, as a phone makes it.
    const visit = await page.request.post(`${system.baseUrl}/api/menuqrcodes/${qrId}/access`, {
      headers: { 'user-agent': IPHONE },
    });
    assert.equal(visit.status(), 201);

    await openQrScreen(page);
    await shot(page, 'qr-grid-phone');
    await page.getByRole('button', { name: 'Masa 11: Yayından kaldır' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yayından kaldır' }).click();
    await card(page, '11').getByText('Pasif', { exact: true }).waitFor();
    const after = await page.request.get(scan, { maxRedirects: 0 });
    assert.equal(after.status(), 200);
    assert.equal(after.headers().location, undefined);
    assert.match(await after.text(), /Bu QR kod şu anda aktif değil/);
    await page.goto(scan);
    await page.getByRole('heading', { name: 'Bu QR kod şu anda aktif değil' }).waitFor();
    await shot(page, 'qr-inactive-scan-phone');
    await context.close();
  });

  it('sends a code named "Teras #2" with a custom URL through the scan address: its PNG, PDF and ZIP carry it, and deactivating it stops the redirect', async () => {
    const { page, context } = await system.newPage();
    await openQrScreen(page);
    await page.getByRole('button', { name: 'Yeni QR Kod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni QR Kod' });
    await dialog.getByLabel('Masa numarası').fill('Teras #2');
    await dialog.getByLabel('Özel URL (isteğe bağlı)').fill('https://example.com/kampanya');
    await dialog
      .getByTestId('qr-preview-target')
      .getByText('Aktifken yönlendirir: https://example.com/kampanya')
      .waitFor();
    await dialog
      .getByTestId('qr-preview-url')
      .getByText(/api\/menu\/1\?table=Teras%20%232/)
      .waitFor();
    await shot(page, 'qr-form-custom-url-desktop');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await card(page, 'Teras #2').waitFor();

    const { file: png, bytes: pngBytes } = await download(page, 'Masa Teras #2: İndir');
    assert.equal(png.suggestedFilename(), 'QR-Masa-Teras #2-Lezzet Durağı.png');
    const image = PNG.sync.read(pngBytes);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    assert.ok(decoded, 'the PNG holds a readable QR code');
    const scan = new URL(decoded.data);
    assert.equal(scan.pathname, '/api/menu/1');
    assert.equal(scan.searchParams.get('table'), 'Teras #2');

    await card(page, 'Teras #2').getByRole('checkbox').check();
    const { bytes: zipBytes } = await download(page, 'Seçilenleri ZIP indir (1)');
    const zipText = zipBytes.toString('latin1');
    assert.ok(
      zipText.includes(Buffer.from('QR-Masa-Teras #2-Lezzet Durağı.png').toString('latin1')),
      'the ZIP holds the PNG under the table name',
    );
    const { bytes: pdfBytes } = await download(page, 'Seçilenleri yazdır (1)');
    assert.ok(isPdf(pdfBytes), 'a PDF');

    // Active: the custom URL leaves the server's own origins, so the scan answers a Turkish page naming its host
    // with one link to continue (never a bare redirect off site); inactive: the Turkish page, no link.
    const active = await page.request.get(`${system.baseUrl}${scan.pathname}${scan.search}`, { maxRedirects: 0 });
    assert.equal(active.status(), 200);
    assert.match(await active.text(), /href="https:\/\/example\.com\/kampanya"[^>]*>example\.com adresine devam et</);
    await page.getByRole('button', { name: 'Masa Teras #2: Yayından kaldır' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yayından kaldır' }).click();
    await card(page, 'Teras #2').getByText('Pasif', { exact: true }).waitFor();
    const inactive = await page.request.get(`${system.baseUrl}${scan.pathname}${scan.search}`, { maxRedirects: 0 });
    assert.equal(inactive.status(), 200);
    assert.equal(inactive.headers().location, undefined);
    assert.match(await inactive.text(), /Bu QR kod şu anda aktif değil/);
    await context.close();
  });

  it('shows the form errors in Turkish and keeps what was typed', async () => {
    const { page, context } = await system.newPage();
    await openQrScreen(page);
    await page.getByRole('button', { name: 'Yeni QR Kod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni QR Kod' });
    await dialog.getByLabel('Masa numarası').fill('5');
    await dialog.getByLabel('Özel URL (isteğe bağlı)').fill('menu-adresi');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('Geçerli bir URL girin (http:// veya https://)').waitFor();
    await dialog.getByLabel('Özel URL (isteğe bağlı)').fill('');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('Bu restoranda "5" masası için zaten bir QR kod var').first().waitFor();
    assert.equal(await dialog.getByLabel('Masa numarası').inputValue(), '5');
    await shot(page, 'qr-form-errors-desktop');
    await context.close();
  });

  it('reports the visit in the access logs and exports it as CSV', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, 'demo-admin', DEMO_PASSWORD);
    await page.goto('/menulogs');
    await page.getByRole('heading', { name: 'Menü Erişim Kayıtları' }).waitFor();
    const table = page.getByRole('table');
    await table.getByText('Mobil').first().waitFor();
    await page
      .getByRole('group', { name: 'Ziyaret', exact: true })
      .getByText(/^[1-9]/)
      .waitFor();
    await shot(page, 'access-logs-desktop');
    const { file: csv, bytes: text } = await download(page, 'CSV indir');
    assert.match(csv.suggestedFilename(), /^erisim-kayitlari-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual([...text.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = text.toString('utf8').slice(1).split('\r\n');
    assert.equal(lines[0], 'Tarih,Restoran ID,QR Kod ID,IP Adresi,Cihaz,Oturum Süresi (sn),Kullanıcı Aracısı');
    assert.ok(
      lines.some((l) => l.includes(`,1,${qrId},`) && l.includes(',Mobil,')),
      lines.slice(0, 4).join('\n'),
    );

    // Filtered to tablets: the demo month's tablet visits only; then a range before it: the filtered empty state.
    await page.getByLabel('Cihaz türü').click();
    await chooseOption(page, 'Tablet');
    await table.getByText('Mobil', { exact: true }).first().waitFor({ state: 'detached' });
    await table.getByText('Tablet', { exact: true }).first().waitFor();
    const start = page.getByPlaceholder('Başlangıç');
    await start.click();
    await start.fill('01.01.2024');
    await start.press('Enter');
    const end = page.getByPlaceholder('Bitiş');
    await end.fill('07.01.2024');
    await end.press('Enter');
    await page.getByText('Seçilen filtrelere uygun kayıt bulunamadı').waitFor();
    await context.close();

    const phone = await system.newPage({ width: 390, height: 844 });
    await signIn(phone.page, 'demo-admin', DEMO_PASSWORD);
    await phone.page.goto('/menulogs');
    await phone.page.getByRole('table').getByText('Mobil').first().waitFor();
    await shot(phone.page, 'access-logs-phone');
    await phone.context.close();
  });
});

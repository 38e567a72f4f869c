// A new restaurant owner's everyday jobs on a phone (390 px wide): sign in, add a category and a dish with a
// photo and allergens (a contradiction refused first), mark it sold out, create and print table QR codes,
// read the visit report and change a price. Screenshots of each step go to a temp folder for a person to
// look at (OWNER_SHOTS_DIR, default <tmp>/owner-phone-shots).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { png } from '@menu/shared/testing/png';
import type { Page } from 'playwright-core';
import {
  chooseOption,
  DEMO_PASSWORD,
  download,
  isPdf,
  settleDialogs,
  signIn,
  startSystem,
  it,
  type System,
} from './support/system';

const SHOTS = process.env.OWNER_SHOTS_DIR ?? path.join(os.tmpdir(), 'owner-phone-shots');

async function shot(page: Page, name: string, { dialog = true } = {}) {
  if (dialog) await settleDialogs(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** Nothing on the page is wider than the phone (no sideways scrolling of the whole screen). */
async function fitsWidth(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide on a 390px phone`);
}

let system: System;
before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

const CATEGORY = 'Kahvaltılar';
const DISH = 'Menemen';

describe("the owner's jobs on a phone", () => {
  it('signs in, adds a category and a dish with a photo and allergens, marks it sold out, prints table codes, reads the visits and changes a price', async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844, deviceScaleFactor: 2 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Şifremi unuttum' }).click();
    await page.getByRole('region', { name: 'Şifrenizi mi unuttunuz?' }).waitFor();
    await shot(page, '01-sign-in-forgot');
    await signIn(page, 'demo-admin', DEMO_PASSWORD);

    // A category: the dialog proposes the end of the list.
    await page.goto('/categories');
    await page.getByRole('article', { name: 'Çorbalar' }).waitFor();
    await page
      .getByRole('button', { name: /Yeni Kategori/ })
      .first()
      .click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Kategori adı').fill(CATEGORY);
    assert.notEqual(await dialog.getByLabel('Sıralama').inputValue(), '0');
    await shot(page, '02-category-form');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('article', { name: CATEGORY }).waitFor();
    await fitsWidth(page);

    // A second category of the same name is refused.
    await page
      .getByRole('button', { name: /Yeni Kategori/ })
      .first()
      .click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Kategori adı').fill('KAHVALTILAR');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page
      .getByText(/Bu restoranda “Kahvaltılar” adında aktif bir kategori zaten var/)
      .first()
      .waitFor();
    await shot(page, '03-category-duplicate');
    await dialog.getByRole('button', { name: 'İptal' }).click();

    // A dish with a photo and allergens; vegan with eggs is refused first.
    await page.goto('/products');
    await page.getByText(/\d+ ürün bulundu/).waitFor();
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const form = page.getByRole('region', { name: 'Yeni Ürün' });
    await form.getByLabel('Ürün adı').fill(DISH);
    await form.getByLabel('Kategori', { exact: true }).click();
    await chooseOption(page, CATEGORY);
    await form.getByLabel('Fiyat (₺)', { exact: true }).fill('180');
    await form.getByRole('switch', { name: 'Vegan' }).click();
    await form.getByRole('checkbox', { name: 'Yumurta' }).check();
    await form.getByRole('checkbox', { name: 'Süt' }).check();
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'menemen.png', mimeType: 'image/png', buffer: png(0, { size: 2, rgb: [220, 60, 30] }) });
    await page.getByText('Görsel yüklendi').waitFor();
    await shot(page, '04a-dish-form-sheet');
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form
      .getByText('“Vegan” olarak işaretlenen ürün “Yumurta” alerjenini içeremez: işareti ya da alerjeni kaldırın.')
      .waitFor();
    await shot(page, '04-dish-contradiction');
    await form.getByRole('switch', { name: 'Vegan' }).click();
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Ürün oluşturuldu').waitFor();
    await page.getByLabel('Ürün ara').fill('MENEMEN');
    const card = page.getByRole('article', { name: DISH });
    await card.waitFor();
    await shot(page, '05-dish-card');
    await fitsWidth(page);

    // Sold out.
    await card.getByRole('switch', { name: `${DISH} satışta` }).click();
    await page.getByText('Tükendi olarak işaretlendi').waitFor();
    await shot(page, '06-sold-out');

    // Table codes: create three, print them.
    await page.goto('/qrmanagement');
    await page.getByRole('heading', { name: 'QR Kod Yönetimi' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Masa 10' }).waitFor();
    await page.getByRole('button', { name: 'Toplu QR Oluştur' }).click();
    dialog = page.getByRole('dialog', { name: 'Toplu QR Oluştur' });
    await dialog.getByLabel('Başlangıç masa no').fill('21');
    await dialog.getByLabel('Bitiş masa no').fill('23');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('3 yeni QR kod oluşturuldu').waitFor();
    await shot(page, '07-qr-bulk');
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    const table21 = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Masa 21', exact: true }) });
    await table21.waitFor();
    await table21.scrollIntoViewIfNeeded();
    await shot(page, '08-qr-card-labelled', { dialog: false });
    await table21.getByRole('button', { name: 'Masa 21: Görüntüle' }).waitFor();
    await table21.getByRole('checkbox').check();
    const { bytes: pdfBytes } = await download(page, 'Seçilenleri yazdır (1)');
    assert.ok(isPdf(pdfBytes), 'a PDF');
    await fitsWidth(page);

    // Pausing a code asks first and says what diners see.
    await table21.getByRole('button', { name: 'Masa 21: Yayından kaldır' }).click();
    await page.getByRole('dialog').getByText('Bu kodu okutan misafirler menüyü açamaz', { exact: false }).waitFor();
    await shot(page, '09-qr-pause-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'İptal' }).click();

    // The visit report.
    await page.goto('/menulogs');
    // The report reads the demo month's visits: slow on a busy machine.
    await page.getByRole('group', { name: 'Ziyaret', exact: true }).waitFor({ timeout: 90_000 });
    await page.getByRole('group', { name: 'Farklı ziyaretçi', exact: true }).waitFor();
    await shot(page, '10-visits-top');
    const grid = page.getByRole('region', { name: 'Gün ve Saate Göre Ziyaretler' });
    await grid.scrollIntoViewIfNeeded();
    await page.getByRole('group', { name: 'Renk: ziyaret sayısı' }).waitFor();
    await shot(page, '11-visits-grid');
    await page.getByRole('table', { name: 'Erişim kayıtları' }).scrollIntoViewIfNeeded();
    await page.getByRole('columnheader', { name: 'Masa' }).waitFor();
    await shot(page, '12-visits-list');

    // A price change.
    await page.goto('/products');
    await page.getByLabel('Ürün ara').fill(DISH);
    await page.getByRole('button', { name: `${DISH} ürününü düzenle` }).click();
    const edit = page.getByRole('region', { name: 'Ürünü Düzenle' });
    const price = edit.getByLabel('Fiyat (₺)', { exact: true });
    await price.fill('195');
    await shot(page, '13-price-change');
    await edit.getByRole('button', { name: 'Güncelle' }).click();
    await page.getByText('Ürün güncellendi').waitFor();
    await page.getByRole('article', { name: DISH }).getByText('₺195,00').waitFor();
    await shot(page, '14-price-changed');
    await context.close();
  });
});

// Catalogue end to end: a category, a product with an image uploaded from the computer, a variant and an
// add-on are created, survive a reload, and the demo Manager never sees the second restaurant's products.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { png } from '@menu/shared/testing/png';
import type { Page } from 'playwright-core';
import { chooseOption, DEMO_PASSWORD, shot, signIn, startSystem, SUPERADMIN, it, type System } from './support/system';

async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await chooseOption(page, option);
}

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

const CATEGORY = 'E2E Kahvaltılar';
const PRODUCT = 'E2E Serpme Kahvaltı';
const VARIANT = 'E2E İki Kişilik';
const ADDON = 'E2E Ekstra Bal';

describe('catalogue', () => {
  it('creates a category, a product with an uploaded image, a variant and an add-on that survive a reload', async () => {
    const { page, context } = await system.newPage();
    await signIn(page, SUPERADMIN.username, SUPERADMIN.password);

    // Categories.
    await page.goto('/categories');
    await page.getByRole('heading', { name: 'Kategori Yönetimi' }).waitFor();
    await page.getByRole('article', { name: 'Çorbalar' }).first().waitFor();
    await shot(page, 'catalog-categories-desktop');
    await page.getByRole('button', { name: 'Yeni Kategori' }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.getByText('Kategori adı zorunludur').waitFor();
    await shot(page, 'catalog-category-form-errors-desktop');
    await pick(page, dialog, 'Restoran', 'Lezzet Durağı');
    await dialog.getByLabel('Kategori adı').fill(CATEGORY);
    await dialog.getByLabel('Açıklama').fill('Hafta sonu kahvaltıları');
    await dialog.getByLabel('Simge', { exact: true }).fill('Yumurta');
    await chooseOption(page, '🍳 Yumurta');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('article', { name: CATEGORY }).waitFor();

    // Products: inline form with an image from the computer.
    await page.goto('/products');
    await page.getByRole('heading', { name: 'Ürün Yönetimi' }).waitFor();
    await page.getByText(/\d+ ürün bulundu/).waitFor();
    await shot(page, 'catalog-products-desktop');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const form = page.getByRole('region', { name: 'Yeni Ürün' });
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await form.getByText('Ürün adı zorunludur').waitFor();
    await form.getByText('Geçerli bir fiyat girin').waitFor();
    await shot(page, 'catalog-product-form-errors-desktop');
    await form.getByLabel('Ürün adı').fill(PRODUCT);
    await pick(page, form, 'Restoran', 'Lezzet Durağı');
    await pick(page, form, 'Kategori', CATEGORY);
    await form.getByLabel('Fiyat (₺)', { exact: true }).fill('349,90');
    await form.getByLabel('İndirimli fiyat (₺)').fill('299,90');
    await form.getByLabel('İçindekiler').fill('Peynir, zeytin, bal, kaymak, yumurta');
    await form.locator('input[type=file]').setInputFiles({
      name: 'Serpme Kahvaltı.PNG',
      mimeType: 'image/png',
      buffer: png(0, { size: 2, rgb: [255, 107, 53] }),
    });
    await page.getByText('Görsel yüklendi').waitFor();
    await form.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Ürün oluşturuldu').waitFor();

    // Variants: modal with the price preview.
    await page.goto('/variants');
    await page.getByRole('heading', { name: 'Ürün Varyantları' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Varyant' }).first().click();
    dialog = page.getByRole('dialog');
    await pick(page, dialog, 'Ürün', `${PRODUCT} · Lezzet Durağı`);
    await dialog.getByLabel('Varyant adı').fill(VARIANT);
    await dialog.getByLabel('Fiyat farkı (₺)').fill('150,5');
    await dialog.getByText(/Varyant fiyatı: ₺500,40/).waitFor();
    await shot(page, 'catalog-variant-form-desktop');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Varyant oluşturuldu').waitFor();

    // Add-ons.
    await page.goto('/addons');
    await page.getByRole('heading', { name: 'Ürün Eklentileri' }).waitFor();
    await page.getByRole('button', { name: 'Yeni Eklenti' }).first().click();
    dialog = page.getByRole('dialog');
    await pick(page, dialog, 'Restoran', 'Lezzet Durağı');
    await dialog.getByLabel('Eklenti adı').fill(ADDON);
    await dialog.getByLabel('Fiyat (₺)').fill('12,5');
    await dialog.getByText('Tatlı').first().waitFor();
    await shot(page, 'catalog-addon-form-desktop');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Eklenti oluşturuldu').waitFor();

    // Everything is still there after a reload.
    await page.reload();
    await page.getByRole('article', { name: ADDON }).waitFor();
    await shot(page, 'catalog-addons-desktop');
    await page.goto('/variants');
    await page.getByRole('article', { name: VARIANT }).waitFor();
    await shot(page, 'catalog-variants-desktop');
    await page.getByText('Liste görünümü', { exact: true }).click();
    await page.getByRole('button', { name: `${VARIANT} varyantını yukarı taşı` }).waitFor();
    await shot(page, 'catalog-variants-list-desktop');
    await page.goto('/products');
    await page.getByLabel('Ürün ara').fill('serpme');
    await page.getByText('1 ürün bulundu').waitFor();
    const card = page.getByRole('article', { name: PRODUCT });
    const img = card.getByRole('img', { name: `${PRODUCT} görseli` });
    assert.match((await img.getAttribute('src')) ?? '', /\/uploads\/menu\/[0-9a-f]{16}\/serpme-kahvalt-\.png$/);
    assert.equal(await img.evaluate((el: HTMLImageElement) => el.naturalWidth), 2);
    await card.getByText('₺299,90').waitFor();
    await page.goto('/categories');
    await page.getByRole('article', { name: CATEGORY }).waitFor();
    await context.close();
  });

  it("keeps the demo Manager to their own restaurant's products", async () => {
    const { page, context } = await system.newPage();
    await signIn(page, 'demo-manager', DEMO_PASSWORD);
    await page.goto('/products');
    await page.getByRole('article', { name: 'Adana Kebap' }).waitFor();
    assert.equal(await page.getByRole('article', { name: 'Izgara Levrek' }).count(), 0);
    await page.getByLabel('Ürün ara').fill('levrek');
    await page.getByText('Arama sonucu bulunamadı').waitFor();
    await shot(page, 'catalog-products-no-results-desktop');
    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
    await page.getByRole('article', { name: 'Adana Kebap' }).waitFor();
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await system.newPage({ width: 390, height: 844 });
    await signIn(page, 'demo-admin', DEMO_PASSWORD);
    for (const [path, heading] of [
      ['/categories', 'Kategori Yönetimi'],
      ['/products', 'Ürün Yönetimi'],
      ['/variants', 'Ürün Varyantları'],
      ['/addons', 'Ürün Eklentileri'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByRole('article').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `${path} scrolls sideways by ${overflow}px`);
      await shot(page, `catalog${path.replace('/', '-')}-phone`);
    }
    await page.goto('/products');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    await page.getByRole('region', { name: 'Yeni Ürün' }).waitFor();
    await shot(page, 'catalog-product-form-phone');
    await context.close();
  });
});

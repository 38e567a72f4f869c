// The main flows by keyboard alone: an Admin signs in, opens the products screen from the
// navigation, creates a product and prints a table's QR code, pressing only Tab, Shift+Tab, arrows, Enter,
// Space and typing. No click, no fill: every step goes through the element that has the focus.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, startSystem, it, type System } from './support/system';

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

/** What the focused element is called: its label, aria-label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    // A composite widget (the navigation menu) keeps the focus and points at its active item.
    const active = el.getAttribute('aria-activedescendant');
    if (active && document.getElementById(active)) el = document.getElementById(active)!;
    const labelled = el.getAttribute('aria-labelledby');
    const byId = labelled
      ? labelled
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (el.getAttribute('aria-label') || byId || label || el.textContent || '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until the focused element's name matches, and fails with the path it took when it never does. */
async function tabTo(page: Page, name: RegExp, max = 80): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const current = await focused(page);
    if (name.test(current)) return;
    seen.push(current);
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${name}; it went through: ${seen.join(' | ')}`);
}

/** Presses an arrow key until the focused (or active) item's name matches. */
async function arrowTo(
  page: Page,
  key: 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft',
  name: RegExp,
  max = 12,
): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    const current = await focused(page);
    if (name.test(current)) return;
    seen.push(current);
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  assert.fail(`${key} never reached ${name}; it went through: ${seen.join(' | ')}`);
}

/** Opens a screen from the top navigation: Tab into the menu, arrows to the group, down into it, Enter. */
async function openFromNavigation(page: Page, group: RegExp, item: RegExp): Promise<void> {
  await page.keyboard.press('Escape');
  await tabTo(page, /^Restoranlar.*(Kullanıcılar|Geçmiş|Servis)$|^Restoranlar$/, 200);
  if (!group.test(await focused(page))) await page.keyboard.press('Home');
  await arrowTo(page, 'ArrowRight', group);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await arrowTo(page, 'ArrowDown', item);
  await page.keyboard.press('Enter');
  // Choosing the item closes the group's popup by itself.
  await page.locator('.ant-menu-submenu-popup:not(.ant-menu-submenu-hidden)').waitFor({ state: 'hidden' });
}

describe('keyboard only', () => {
  it('signs in, creates a product and prints a QR code without the mouse', async () => {
    const { page } = await system.newPage({ width: 1366, height: 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await tabTo(page, /^Kullanıcı adı$/);
    await page.keyboard.type('demo-admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('banner').getByText('QR Menü Yönetim Paneli').waitFor();

    // The navigation: the products entry of the catalogue menu.
    await openFromNavigation(page, /^Ürünler$/, /^Ürünler$/);
    await page.getByRole('heading', { name: 'Ürün Yönetimi' }).waitFor();

    await tabTo(page, /Yeni Ürün/);
    await page.keyboard.press('Enter');
    const form = page.getByRole('region', { name: 'Yeni Ürün' });
    await form.waitFor();
    await tabTo(page, /^Ürün adı/);
    await page.keyboard.type('Klavye Köftesi');
    await tabTo(page, /^Kategori/);
    await page.keyboard.press('ArrowDown'); // opens the list on its first option
    await page.locator('.ant-select-item-option').first().waitFor();
    await page.keyboard.press('Enter');
    await tabTo(page, /^Fiyat \(₺\)/);
    await page.keyboard.type('245,50');
    await tabTo(page, /^Kaydet$/);
    await page.keyboard.press('Enter');
    await page.getByText('Ürün oluşturuldu').waitFor();
    await page.getByRole('article', { name: 'Klavye Köftesi' }).waitFor();

    // QR codes: select table 1 and print it.
    await openFromNavigation(page, /^QR$/, /^QR Kod Yönetimi$/);
    await page.getByRole('heading', { name: 'QR Kod Yönetimi' }).waitFor();
    await tabTo(page, /Masa 1\b.*seç|^Masa 1$/, 200);
    await page.keyboard.press('Space');
    await tabTo(page, /^Seçilenleri yazdır \(1\)$/, 200);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const bytes = readFileSync((await pdf.path())!);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  });
});

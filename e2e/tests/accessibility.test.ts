// Accessibility of every portal screen: axe-core (WCAG 2.1 A and AA rules) in the real
// browser on the sign-in page and on each screen's list, its new-record form and that form's errors, at desktop
// and phone widths. Any serious or critical violation fails, named with the screen, state and element.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { signIn, startSystem, SUPERADMIN, it, type System } from './support/system';

// Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let system: System;
before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 8).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ where, rule: v.id, impact: v.impact, targets: v.targets }));
}

const SCREENS: Array<{ path: string; heading: string }> = [
  { path: 'restaurants', heading: 'Restoran Yönetimi' },
  { path: 'categories', heading: 'Kategori Yönetimi' },
  { path: 'products', heading: 'Ürün Yönetimi' },
  { path: 'variants', heading: 'Ürün Varyantları' },
  { path: 'addons', heading: 'Ürün Eklentileri' },
  { path: 'qrmanagement', heading: 'QR Kod Yönetimi' },
  { path: 'menulogs', heading: 'Menü Erişim Kayıtları' },
  { path: 'hours', heading: 'Çalışma Saatleri' },
  { path: 'specialdays', heading: 'Özel Günler' },
  { path: 'translations', heading: 'Çeviriler' },
  { path: 'users', heading: 'Kullanıcı Yönetimi' },
  { path: 'compliance', heading: 'Kurallara uygunluk' },
];

/** Opens the screen's form for a new record, when it has one ('Yeni …', not 'Yeniden …'). */
async function openNewForm(page: Page): Promise<boolean> {
  const button = page
    .getByRole('main')
    .getByRole('button', { name: /^(\+\s*)?Yeni\s|Ekle$|Oluştur/ })
    .first();
  if (!(await button.isVisible().catch(() => false))) return false;
  await button.click();
  await page.getByRole('dialog').last().waitFor();
  await page.waitForTimeout(400); // the dialog's opening animation
  return true;
}

async function submitEmptyForm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').last();
  await dialog.locator('.ant-btn-primary, button[type=submit]').last().click();
  // The pointer leaves the button: the audit is of the form at rest, not of the button under the mouse.
  await page.mouse.move(0, 0);
  await dialog
    .locator('.ant-form-item-explain-error')
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  // The messages fade in: audit them at full strength (a fixed wait was too short on a busy machine).
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.ant-form-item-explain-error')).every((el) => {
          for (let e: Element | null = el; e; e = e.parentElement)
            if (getComputedStyle(e).opacity !== '1') return false;
          return true;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

describe('accessibility', () => {
  for (const [label, size] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    it(`finds no serious or critical violation on the sign-in page and every screen (${label})`, async () => {
      const { page, context } = await system.newPage(size);
      const findings: Finding[] = [];
      await page.goto('/login');
      await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
      findings.push(...(await audit(page, 'sign-in')));
      await page.getByLabel('Kullanıcı adı').fill('superadmin');
      await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre-1');
      await page.getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('alert').waitFor();
      findings.push(...(await audit(page, 'sign-in, error')));

      await signIn(page, SUPERADMIN.username, SUPERADMIN.password);
      for (const screen of SCREENS) {
        await page.goto(`/${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).first().waitFor();
        await page
          .locator('.ant-spin-spinning, .ant-skeleton-active')
          .first()
          .waitFor({ state: 'detached', timeout: 15_000 })
          .catch(() => undefined);
        findings.push(...(await audit(page, `${screen.path}, list`)));
        if (await openNewForm(page)) {
          findings.push(...(await audit(page, `${screen.path}, form`)));
          await submitEmptyForm(page);
          findings.push(...(await audit(page, `${screen.path}, form errors`)));
          await page.keyboard.press('Escape');
        }
      }
      await context.close();
      assert.deepEqual(findings, [], JSON.stringify(findings, null, 2));
    });
  }
});

// Reliability drill 5: each remote in turn unreachable, then throwing while it loads. The
// shell and every other tab keep working, the broken tab shows the Turkish error panel, and the tab
// recovers with its retry button once the remote is back.
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { it, settled, startSystem, SUPERADMIN, type System } from './support/system';

let system: System;

before(async () => {
  system = await startSystem();
});
after(async () => {
  await system?.stop();
});

/** Each remote, the tab that opens it from the menu, and what that tab shows once it has loaded. */
const REMOTES = [
  { name: 'restaurants', path: '/restaurants', menu: ['Restoranlar'], heading: 'Restoran Yönetimi' },
  { name: 'catalog', path: '/categories', menu: ['Ürünler', 'Kategoriler'], heading: 'Kategori Yönetimi' },
  { name: 'qr', path: '/qrmanagement', menu: ['QR', 'QR Kod Yönetimi'], heading: 'QR Kod Yönetimi' },
  { name: 'schedule', path: '/hours', menu: ['Çalışma Düzeni', 'Çalışma Saatleri'], heading: 'Çalışma Saatleri' },
  { name: 'users', path: '/users', menu: ['Kullanıcılar'], heading: 'Kullanıcı Yönetimi' },
] as const;

type Remote = (typeof REMOTES)[number];
type Fault = 'unreachable' | 'throwing';

async function openFromMenu(page: Page, remote: Remote) {
  const nav = page.getByRole('navigation', { name: 'Ana menü' });
  const [top, sub] = remote.menu;
  await nav.getByRole('menuitem', { name: top, exact: true }).first().click();
  if (!sub) return;
  // The submenu pops up with a motion: click once it stands still.
  const item = page.getByRole('menuitem', { name: sub, exact: true }).last();
  await item.waitFor();
  await settled(item);
  await item.click();
}

async function heading(page: Page, remote: Remote) {
  await page.getByRole('heading', { name: remote.heading, exact: true }).waitFor();
}

/** Breaks one remote for this page only: its files do not answer, or its code throws when it runs. */
async function breakRemote(page: Page, remote: Remote, fault: Fault) {
  await page.route(`**/remotes/${remote.name}/**`, (route) => {
    if (fault === 'unreachable') return route.abort('connectionrefused');
    if (!route.request().url().endsWith('.js')) return route.continue();
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `throw new Error('${remote.name}: tatbikat hatası');`,
    });
  });
}

describe('a lost remote', () => {
  for (const fault of ['unreachable', 'throwing'] as const) {
    for (const [i, remote] of REMOTES.entries()) {
      it(`keeps the shell and the other tabs working while ${remote.name} is ${fault}, and recovers on retry`, async () => {
        const { page, context } = await system.newPage();
        // Signed in through the API in this browser context: its refresh cookie opens the portal on load.
        const login = await context.request.post('/api/auth/login', {
          data: { username: SUPERADMIN.username, password: SUPERADMIN.password },
        });
        assert.equal(login.status(), 200);
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await breakRemote(page, remote, fault);

        await page.goto(remote.path);
        await page.getByText('Bu bölüm yüklenemedi').waitFor();
        // The shell around it still works: header, menu and sign-out.
        await page.getByRole('banner').getByText('QR Menü Yönetim Paneli').waitFor();
        assert.ok(await page.getByRole('button', { name: 'Çıkış Yap' }).isVisible());

        // Another remote's tab opens from the menu and works.
        const other = REMOTES[(i + 1) % REMOTES.length];
        await openFromMenu(page, other);
        await heading(page, other);
        assert.equal(await page.getByText('Bu bölüm yüklenemedi').count(), 0);

        // Back on the broken tab: still the panel, and the retry button brings it back once the remote is.
        await openFromMenu(page, remote);
        await page.getByText('Bu bölüm yüklenemedi').waitFor();
        await page.unroute(`**/remotes/${remote.name}/**`);
        await page.getByRole('button', { name: 'Tekrar dene' }).click();
        await heading(page, remote);
        assert.equal(await page.getByText('Bu bölüm yüklenemedi').count(), 0);
        // The other tab still works after the recovery.
        await openFromMenu(page, other);
        await heading(page, other);
        if (fault === 'unreachable') assert.deepEqual(pageErrors, []);
        await context.close();
      });
    }
  }
});

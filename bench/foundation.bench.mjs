// Foundation figures: gzip size of the JavaScript the sign-in page loads (goal ≤ 250 KB), what the shell
// and the restaurants tab add after sign-in, the restaurants remote's own chunks, start-up time of
// `npm start` on an existing build to the first 200 from /api/health (new and existing data folder), and RSS.
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, kb, startApi, SUPERADMIN_PASSWORD, tempDataDir } from './support.mjs';

const dataDir = tempDataDir();
const first = await startApi({ dataDir });
console.log(
  `start-up, new data folder (migrate + demo data): ${(first.readyMs / 1000).toFixed(2)} s to the first 200 from /api/health, RSS ${first.rssMb().toFixed(0)} MB`,
);
await first.stop();
const api = await startApi({ dataDir });
console.log(
  `start-up, existing data folder: ${(api.readyMs / 1000).toFixed(2)} s, RSS after start ${api.rssMb().toFixed(0)} MB`,
);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (res) => {
  const url = res.url();
  if (!/\.m?js(\?|$)/.test(url) || scripts.has(url)) return;
  try {
    scripts.set(url, { phase: phase, gzip: gzipSync(await res.body(), { level: 9 }).length });
  } catch {
    /* redirected or aborted */
  }
});
let phase = 'login';
await page.goto(`${api.baseUrl}/login`, { waitUntil: 'networkidle' });
phase = 'after-sign-in';
await page.getByLabel('Kullanıcı adı').fill('superadmin');
await page.getByLabel('Şifre', { exact: true }).fill(SUPERADMIN_PASSWORD);
await page.getByRole('button', { name: 'Giriş Yap' }).click();
await page.getByText('Tüm restoranları yönetin').waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');

const sum = (filter) => [...scripts].filter(filter).reduce((n, [, v]) => n + v.gzip, 0);
const login = sum(([, v]) => v.phase === 'login');
const shell = sum(([u, v]) => v.phase === 'after-sign-in' && !u.includes('/remotes/'));
const remote = sum(([u, v]) => v.phase === 'after-sign-in' && u.includes('/remotes/restaurants/'));
console.log(
  `sign-in page JavaScript: ${kb(login)} gzip (goal ≤ 250 KB; ratio to goal ${(login / (250 * 1024)).toFixed(2)})`,
);
console.log(
  `after sign-in, the host shell adds ${kb(shell)} gzip (antd and the other shared singletons, loaded once for every tab)`,
);
console.log(
  `the restaurants tab adds ${kb(remote)} gzip from /remotes/restaurants/ (the remote's own chunks; shared libraries come from the host)`,
);
console.log(`total JavaScript for the first admin screen: ${kb(login + shell + remote)} gzip`);
await browser.close();
await api.stop();
rmSync(dataDir, { recursive: true, force: true });

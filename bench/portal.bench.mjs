// The staff portal on a phone, printed, never asserted:
// - bundles: bytes of every built JS/CSS file of the host, the five remotes and the public menu, raw and as the
//   .br the build wrote, and what the server sends for each when the browser asks for br/gzip;
// - the sign-in page under Lighthouse 13 (mobile defaults: simulated slow 4G, 4× CPU), median of RUNS (default 3)
//   after one warm-up, beside its floor: a plain HTML page with the same form served by a bare node:http with brotli;
// - each screen's first visit after sign-in (restaurants, products, QR codes, hours, users) in Chromium with
//   Lighthouse's mobile network (150 ms RTT, 1.6 Mbit/s down) and CPU (4×) applied through the DevTools protocol:
//   the user first types into the sign-in form (which prefetches the portal's files: counted and printed apart),
//   signs in, then opens the screen by a fresh navigation: the bytes it moves until its heading shows and nothing
//   spins, and that time.
// Goals: sign-in performance ≥ 0.95, LCP ≤ 2.5 s, ≤ 300 KB, accessibility 1.0; each screen's first
// visit ≤ 400 KB and usable within 3 s.
import http from 'node:http';
import os from 'node:os';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  freePort,
  kb,
  root,
  startApi,
  startLighthouse,
  SUPERADMIN_PASSWORD,
  tempDataDir,
} from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
/** Median of the runs that measured the figure (Lighthouse now and then reports no LCP for a run: NaN). */
const median = (values) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length ? measured[Math.floor((measured.length - 1) / 2)] : NaN;
};

// 1. What the builds wrote.
// The remotes from their one declaration (shared/remotes.json).
const BUNDLES = [
  'host-shell',
  ...Object.values(JSON.parse(readFileSync(path.join(root, 'shared', 'remotes.json'), 'utf8'))).map((r) => r.folder),
  'public-menu',
];
let rawAll = 0;
let brAll = 0;
let withBr = 0;
let files = 0;
for (const bundle of BUNDLES) {
  const dist = path.join(root, bundle, 'dist');
  let names;
  try {
    names = readdirSync(dist);
  } catch {
    continue;
  }
  for (const name of names.filter((n) => /\.(js|css)$/.test(n))) {
    files += 1;
    const raw = statSync(path.join(dist, name)).size;
    rawAll += raw;
    const br = names.includes(`${name}.br`) ? statSync(path.join(dist, `${name}.br`)).size : raw;
    if (br < raw) withBr += 1;
    brAll += br;
  }
}
console.log(
  `bundles: ${files} JS/CSS files, ${kb(rawAll)} raw, ${kb(brAll)} as brotli (${withBr} of ${files} have a .br; ratio ${(brAll / rawAll).toFixed(2)})`,
);

const dataDir = tempDataDir();
const api = await startApi({ dataDir });
const cleanups = [() => api.stop(), () => rmSync(dataDir, { recursive: true, force: true })];
try {
  // What the server sends: the host's largest script with and without Accept-Encoding.
  const index = await (await fetch(`${api.baseUrl}/login`)).text();
  const scripts = [...index.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  for (const src of scripts) {
    const plain = await fetch(`${api.baseUrl}${src}`, { headers: { 'accept-encoding': 'identity' } });
    const plainBytes = (await plain.arrayBuffer()).byteLength;
    const res = await new Promise((resolve) =>
      http.get(`${api.baseUrl}${src}`, { headers: { 'accept-encoding': 'br, gzip' } }, (r) => {
        let n = 0;
        r.on('data', (d) => (n += d.length));
        r.on('end', () =>
          resolve({
            bytes: n,
            encoding: r.headers['content-encoding'],
            vary: r.headers.vary,
            cache: r.headers['cache-control'],
          }),
        );
      }),
    );
    console.log(
      `  ${src}: ${kb(plainBytes)} raw, sent as ${res.encoding ?? 'identity'} ${kb(res.bytes)} (vary: ${res.vary ?? '-'}; ${res.cache})`,
    );
  }

  // 2. The sign-in page and its floor.
  const floorHtml = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>QR Menü Yönetim Paneli</title></head><body style="font-family:system-ui;background:#f5f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center"><main style="background:#fff;padding:32px;border-radius:16px;width:320px"><h1 style="font-size:22px;text-align:center">QR Menü Yönetim Paneli</h1><form><label for="u">Kullanıcı adı</label><input id="u" name="username" autocomplete="username" style="display:block;width:100%;height:44px;margin:6px 0 12px"><label for="p">Şifre</label><input id="p" type="password" name="password" autocomplete="current-password" style="display:block;width:100%;height:44px;margin:6px 0 12px"><button style="width:100%;height:46px;background:#c55329;color:#fff;border:0;border-radius:8px">Giriş Yap</button></form></main></body></html>`;
  const floorBody = brotliCompressSync(floorHtml);
  const floorPort = await freePort();
  const floor = http
    .createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }).end(floorBody),
    )
    .listen(floorPort, '127.0.0.1');
  cleanups.unshift(() => new Promise((r) => floor.close(r)));

  const lighthouse = await startLighthouse();
  cleanups.unshift(() => lighthouse.stop());
  const audit = (url) => lighthouse.audit(url);
  const targets = [
    { label: 'sign-in page', url: `${api.baseUrl}/login` },
    { label: 'floor', url: `http://127.0.0.1:${floorPort}/` },
  ];
  const runs = new Map(targets.map((t) => [t.label, []]));
  for (const t of targets) await audit(t.url);
  for (let i = 0; i < RUNS; i++) for (const t of targets) runs.get(t.label).push(await audit(t.url));
  console.log(`Lighthouse ${lighthouse.version}, mobile defaults (simulated slow 4G, 4× CPU), median of ${RUNS}:`);
  for (const t of targets) {
    const r = runs.get(t.label);
    const m = (k) => median(r.map((x) => x[k]));
    console.log(
      `  ${t.label.padEnd(13)} performance ${m('perf').toFixed(2)}  accessibility ${m('a11y').toFixed(2)}  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  transfer ${kb(m('bytes'))}`,
    );
    const noLcp = r.filter((x) => !Number.isFinite(x.lcp)).length;
    if (noLcp) console.log(`    ${noLcp} of ${r.length} runs reported no LCP; the median is of the others`);
    const failed = [...new Set(r.flatMap((x) => x.a11yFailed))];
    if (failed.length) console.log(`    accessibility audits failed: ${failed.join(', ')}`);
  }
  const ratio = (k) => median(runs.get('sign-in page').map((x) => x[k])) / median(runs.get('floor').map((x) => x[k]));
  console.log(`  sign-in / floor: LCP ${ratio('lcp').toFixed(2)}, bytes ${ratio('bytes').toFixed(1)}`);
  console.log('  goals: performance ≥ 0.95, LCP ≤ 2.5 s, ≤ 300 KB, accessibility 1.0');

  // 3. Each screen's first visit after sign-in, on a throttled phone.
  const screens = [
    { path: 'restaurants', heading: 'Restoran Yönetimi' },
    { path: 'products', heading: 'Ürün Yönetimi' },
    { path: 'qrmanagement', heading: 'QR Kod Yönetimi' },
    { path: 'hours', heading: 'Çalışma Saatleri' },
    { path: 'users', heading: 'Kullanıcı Yönetimi' },
  ];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  cleanups.unshift(() => browser.close());
  console.log(
    `first visit of each screen after sign-in (phone 412×823, 150 ms RTT, 1.6 Mbit/s, CPU 4×), median of ${RUNS}:`,
  );
  for (const screen of screens) {
    const results = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let bytes = 0;
      cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
      // The sign-in page first, as a user meets it: typing into the form fetches the portal's files (its
      // prefetch on intent); then the session through the API in the same browser context (the refresh cookie).
      await page.goto(`${api.baseUrl}/login`);
      await page.getByRole('button', { name: 'Giriş Yap' }).and(page.locator(':enabled')).waitFor();
      await page.getByLabel('Kullanıcı adı').fill('superadmin');
      await page.getByLabel('Şifre', { exact: true }).fill(SUPERADMIN_PASSWORD);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const signInBytes = bytes;
      const signIn = await context.request.post(`${api.baseUrl}/api/auth/login`, {
        data: { username: 'superadmin', password: SUPERADMIN_PASSWORD },
      });
      if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
      // Now the screen, from a fresh navigation on a throttled phone (the sign-in page's own files are cached).
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      bytes = 0;
      const t0 = performance.now();
      await page.goto(`${api.baseUrl}/${screen.path}`);
      await page.getByRole('heading', { name: screen.heading }).first().waitFor({ timeout: 60_000 });
      if (new URL(page.url()).pathname !== `/${screen.path}`) throw new Error(`ended on ${page.url()}`);
      await page
        .locator('.ant-spin-spinning')
        .first()
        .waitFor({ state: 'detached', timeout: 60_000 })
        .catch(() => undefined);
      const ms = performance.now() - t0;
      await page.waitForLoadState('networkidle');
      results.push({ ms, bytes, signInBytes });
      await context.close();
    }
    const m = (k) => median(results.map((r) => r[k]));
    console.log(
      `  ${screen.path.padEnd(13)} usable in ${(m('ms') / 1000).toFixed(2)} s, ${kb(m('bytes'))} moved (the remote, its data, what the sign-in page had not fetched); before it the sign-in page and its prefetch while typing: ${kb(m('signInBytes'))}; in all ${kb(m('bytes') + m('signInBytes'))}`,
    );
  }
  console.log('  goals: each ≤ 400 KB and usable within 3 s');
  console.log(
    `  (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores)`,
  );
} finally {
  for (const c of cleanups) await c();
}

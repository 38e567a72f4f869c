// Public menu figures, printed, never asserted:
// - initial JavaScript and CSS of the menu page (gzip and brotli; goal JS ≤ 80 KB, CSS ≤ 15 KB gzip) and the
//   number of data requests before the first paint (the menu is embedded in the server-rendered HTML);
// - Lighthouse, mobile defaults, on the demo menu: performance (goal ≥ 98), accessibility (≥ 95), LCP (≤ 1.2 s),
//   TBT, CLS, next to the plain-HTML floor (the same page without its scripts) measured in the same run;
// (the aggregate endpoint and the page under load against a bare node:http floor are in diner.bench.mjs, with wrk).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, freePort, kb, root, signIn, startApi, startLighthouse, tempDataDir } from './support.mjs';

const dist = path.join(root, 'public-menu', 'dist');
const sizeOf = (file) => {
  const raw = readFileSync(path.join(dist, file));
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, br: brotliCompressSync(raw).length };
};
const files = readdirSync(dist);
const mainJs = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
const mainCss = files.find((f) => /^main\.[0-9a-f]+\.css$/.test(f));
if (!mainJs || !mainCss) throw new Error('public-menu is not built: run `npm run build` first');
const js = sizeOf(mainJs);
const css = sizeOf(mainCss);
console.log(
  `initial JavaScript (${mainJs}): ${kb(js.gzip)} gzip, ${kb(js.br)} brotli (goal ≤ 80 KB gzip; React 19 alone is about 67 KB)`,
);
console.log(`CSS (${mainCss}, inlined into the server-rendered page): ${kb(css.gzip)} gzip (goal ≤ 15 KB)`);
for (const f of files.filter((f) => /^(later|texts)\.[0-9a-f]+\.js$/.test(f))) {
  console.log(`  after the first paint: ${f} ${kb(sizeOf(f).gzip)} gzip`);
}

const dataDir = tempDataDir();
const api = await startApi({ dataDir, env: { TRUST_PROXY: 'true' } });
const cleanups = [() => api.stop(), () => rmSync(dataDir, { recursive: true, force: true })];
try {
  const { token } = await signIn(api.baseUrl, 'demo-admin');
  const [restaurant] = await (
    await fetch(`${api.baseUrl}/api/restaurants`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const menuUrl = `${api.baseUrl}/menu/${restaurant.id}`;
  const pageHtml = await (await fetch(menuUrl)).text();
  console.log(
    `server-rendered page: ${kb(Buffer.byteLength(pageHtml))} raw, ${kb(brotliCompressSync(Buffer.from(pageHtml)).length)} brotli (menu data and CSS included)`,
  );

  // Data requests before the first paint, seen by Chromium.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const apiCalls = [];
  page.on('request', (r) => r.url().includes('/api/') && apiCalls.push({ url: r.url(), at: performance.now() }));
  const t0 = performance.now();
  await page.goto(menuUrl, { waitUntil: 'load' });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const before = apiCalls.filter((c) => c.at - t0 <= (fcp ?? 0)).length;
  console.log(
    `data requests before the first paint: ${before} (FCP ${fcp?.toFixed(0)} ms on loopback; the menu is embedded in the HTML; the client-rendered fallback makes exactly one)`,
  );
  await browser.close();

  // Lighthouse: the menu and its plain-HTML floor (same HTML, scripts removed), each twice, medians.
  const floorHtml = pageHtml.replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '');
  const floorPort = await freePort();
  const floorBytes = brotliCompressSync(Buffer.from(floorHtml));
  const floor = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'no-cache',
    });
    res.end(floorBytes);
  });
  await new Promise((r) => floor.listen(floorPort, '127.0.0.1', r));
  cleanups.unshift(() => new Promise((r) => floor.close(r)));
  const lighthouse = await startLighthouse();
  cleanups.unshift(() => lighthouse.stop());
  const audit = async (url) => {
    const r = await lighthouse.audit(url);
    return { ...r, perf: r.perf * 100, a11y: r.a11y * 100, failed: r.a11yFailed };
  };
  const median = (runs, key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor((runs.length - 1) / 2)];
  const menuRuns = [];
  const floorRuns = [];
  for (let i = 0; i < 2; i++) {
    menuRuns.push(await audit(menuUrl));
    floorRuns.push(await audit(`http://127.0.0.1:${floorPort}/menu/${restaurant.id}`));
  }
  const line = (label, runs) =>
    `${label}: performance ${median(runs, 'perf').toFixed(0)}, accessibility ${median(runs, 'a11y').toFixed(0)}, LCP ${(median(runs, 'lcp') / 1000).toFixed(2)} s, FCP ${(median(runs, 'fcp') / 1000).toFixed(2)} s, TBT ${median(runs, 'tbt').toFixed(0)} ms, CLS ${median(runs, 'cls').toFixed(3)}`;
  console.log(`Lighthouse (mobile, simulated slow 4G, median of ${menuRuns.length}):`);
  console.log(`  ${line('menu page', menuRuns)}   (goals: performance ≥ 98, accessibility ≥ 95, LCP ≤ 1.2 s)`);
  console.log(`  ${line('plain-HTML floor', floorRuns)}`);
  console.log(
    `  (load average during the run: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${(await import('node:os')).cpus().length} cores; Lighthouse multiplies observed CPU time by 4)`,
  );
  const failed = [...new Set(menuRuns.flatMap((r) => r.failed))];
  if (failed.length) console.log(`  accessibility audits failed on the menu: ${failed.join(', ')}`);

  // The aggregate endpoint and the page under load against a bare node:http floor: bench/diner.bench.mjs (wrk).
} finally {
  for (const c of cleanups) await c();
}

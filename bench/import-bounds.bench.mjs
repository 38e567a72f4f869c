// Catalog import under a decompression bomb, printed, never asserted: a Manager uploads a 1 MB XLSX whose one
// sheet inflates to about 300 MB (21 million cells) as a dry run, honestly declared and with forged sizes,
// while a second client calls /api/health every 10 ms. Prints how long each refusal took, the health check's
// latencies meanwhile and the server's RSS; then the same for a legitimate 5,000-row workbook.
/* global FormData, Blob */
import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { SHEET_HEAD, SHEET_TAIL, workbook } from '../api/test/helpers/zip-writer.ts';
import { signIn, startApi, tempDataDir } from './support.mjs';

const ms = (n) => `${n.toFixed(1)} ms`;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** The workbook the import reads: one sheet of 300 × 70,000 cells, from one deflated chunk repeated. */
const bomb = (declaredSize) =>
  workbook({
    head: `${SHEET_HEAD}<row r="1">`,
    chunk: '<c><v>1</v></c>'.repeat(70_000),
    repeat: 300,
    tail: `</row>${SHEET_TAIL}`,
    declaredSize,
  });

async function legitimate() {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Katalog');
  sheet.addRow(['Tür', 'ID', 'Kategori', 'Ad', 'Açıklama', 'Fiyat (₺)']);
  sheet.addRow(['Kategori', null, null, 'Ana Yemekler', null, null]);
  for (let i = 0; i < 4999; i++)
    sheet.addRow([
      'Ürün',
      null,
      'Ana Yemekler',
      `Yemek ${i}`,
      'Közlenmiş patlıcan, yoğurt ve tereyağlı sos ile. '.repeat(4),
      100 + (i % 50),
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const dataDir = tempDataDir();
const api = await startApi({ dataDir });
try {
  const { token, user } = await signIn(api.baseUrl, 'demo-manager');
  const upload = async (bytes) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'katalog.xlsx');
    const t0 = performance.now();
    const res = await fetch(`${api.baseUrl}/api/restaurants/${user.restaurantId}/catalog/import?dryRun=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    return { ms: performance.now() - t0, status: res.status, body };
  };
  async function during(label, bytes) {
    const latencies = [];
    let running = true;
    const rssBefore = api.rssMb();
    let rssPeak = rssBefore;
    const probe = (async () => {
      while (running) {
        const t0 = performance.now();
        const res = await fetch(`${api.baseUrl}/api/health`);
        await res.arrayBuffer();
        latencies.push({ ms: performance.now() - t0, ok: res.status === 200 });
        rssPeak = Math.max(rssPeak, api.rssMb());
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    const result = await upload(bytes);
    running = false;
    await probe;
    const l = latencies.map((x) => x.ms);
    console.log(
      `${label}: ${(bytes.length / 1024).toFixed(0)} KB file → ${result.status} in ${ms(result.ms)} (${result.body.message ?? `${result.body.create} new rows, ${result.body.errors?.length} errors`})`,
    );
    console.log(
      `  /api/health meanwhile: ${latencies.length} calls, ${latencies.filter((x) => !x.ok).length} not 200; p50 ${ms(pct(l, 0.5))}, p99 ${ms(pct(l, 0.99))}, max ${ms(Math.max(...l))}; RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`,
    );
  }
  await during('bomb (300 MB of XML declared honestly)', bomb());
  await during('bomb (sizes forged to 100 KB)', bomb(100_000));
  await during('legitimate workbook (5,000 rows, 300-character descriptions)', await legitimate());
} finally {
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

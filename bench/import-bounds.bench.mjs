// Catalog import under a decompression bomb, printed, never asserted: a Manager uploads a 1 MB XLSX whose one
// sheet inflates to about 300 MB (21 million cells) as a dry run, honestly declared and with forged sizes,
// while a second client calls /api/health every 10 ms. Prints how long each refusal took, the health check's
// latencies meanwhile and the server's RSS; then the same for a legitimate 5,000-row workbook.
/* global FormData, Blob */
import zlib from 'node:zlib';
import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { startApi, tempDataDir } from './support.mjs';

const ms = (n) => `${n.toFixed(1)} ms`;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

/** A ZIP whose parts are [name, head, chunk, repeat, tail, declaredSize?]: the chunk deflated once and repeated. */
function zip(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, head, chunk = '', repeat = 0, tail = '', declared] of parts) {
    const flushed = (s) => zlib.deflateRawSync(Buffer.from(s), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
    const block = flushed(chunk);
    const data = Buffer.concat([flushed(head), ...Array(repeat).fill(block), zlib.deflateRawSync(Buffer.from(tail))]);
    let crc = zlib.crc32(head);
    for (let i = 0; i < repeat; i++) crc = zlib.crc32(chunk, crc);
    crc = zlib.crc32(tail, crc);
    const size = Buffer.byteLength(head) + Buffer.byteLength(chunk) * repeat + Buffer.byteLength(tail);
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared ?? size, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared ?? size, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}
const bomb = (declared) =>
  zip([
    [
      '_rels/.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ],
    [
      'xl/workbook.xml',
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="K" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ],
    [
      'xl/worksheets/sheet1.xml',
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">',
      '<c><v>1</v></c>'.repeat(70_000),
      300,
      '</row></sheetData></worksheet>',
      declared,
    ],
  ]);

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
  const login = await fetch(`${api.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo-manager', password: 'Bench-Demo-2026' }),
  });
  const { token, user } = await login.json();
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

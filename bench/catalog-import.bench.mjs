// The catalog import applied for real, printed, never asserted: a Manager uploads a 5,000-row CSV (10 categories,
// 3,000 products, 1,500 variants, 490 add-ons) to an empty restaurant, then the exported catalogue again with every
// product's price changed (3,000 updates, the rest unchanged). Prints each import's time; the catalogue bounds are
// raised for the run (CATALOG_MAX_*), since the default allows 2,000 products.
/* global FormData, Blob */
import { rmSync } from 'node:fs';
import { signIn, startApi, tempDataDir } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const csvCell = (v) => (v == null ? '' : /[",\n;]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
const csv = (rows) => rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';

function firstFile() {
  const rows = [['Tür', 'ID', 'Kategori', 'Ürün', 'Ad', 'Açıklama', 'Fiyat (₺)', 'Varsayılan']];
  for (let c = 0; c < 10; c++) rows.push(['Kategori', null, null, null, `Bölüm ${c}`, null, null, null]);
  for (let i = 0; i < 3000; i++)
    rows.push([
      'Ürün',
      null,
      `Bölüm ${i % 10}`,
      null,
      `Yemek ${i}`,
      'Közlenmiş patlıcan ve yoğurt ile.',
      100 + (i % 50),
    ]);
  for (let i = 0; i < 1500; i++)
    rows.push([
      'Varyant',
      null,
      null,
      `Yemek ${i}`,
      i % 2 ? 'Büyük' : 'Küçük',
      null,
      i % 2 ? 20 : 0,
      i % 2 ? 'Hayır' : 'Evet',
    ]);
  for (let i = 0; i < 490; i++) rows.push(['Eklenti', null, null, null, `Ekstra ${i}`, null, 5 + (i % 10)]);
  return Buffer.from(csv(rows));
}

async function run(round) {
  const dataDir = tempDataDir();
  const api = await startApi({
    dataDir,
    env: { CATALOG_MAX_PRODUCTS: '20000', CATALOG_MAX_VARIANTS: '20000', CATALOG_MAX_ADDONS: '20000' },
  });
  try {
    const { token } = await signIn(api.baseUrl);
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${api.baseUrl}/api/restaurants`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${round}`, isActive: true }),
    });
    const restaurant = await created.json();
    const id = restaurant.id ?? restaurant.restaurantId;
    const upload = async (bytes) => {
      for (;;) {
        const form = new FormData();
        form.append('file', new Blob([bytes]), 'katalog.csv');
        const t0 = performance.now();
        const res = await fetch(`${api.baseUrl}/api/restaurants/${id}/catalog/import`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        const body = await res.json();
        // The load shedder may still be cooling down from the previous import: try again on a calm server.
        if (res.status === 503) await new Promise((r) => setTimeout(r, 500));
        else return { ms: performance.now() - t0, status: res.status, body };
      }
    };
    const first = await upload(firstFile());
    console.log(
      `round ${round}: 5,000 new rows → ${first.status} in ${first.ms.toFixed(0)} ms (${first.body.create ?? first.body.message} created, ${first.body.errors?.length ?? '-'} errors)`,
    );
    const exported = await (await fetch(`${api.baseUrl}/api/restaurants/${id}/catalog.csv`, { headers: auth })).text();
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    const header = lines[0].split(',');
    const price = header.indexOf('Fiyat (₺)');
    const type = header.indexOf('Tür');
    const changed = lines.map((line, i) => {
      const cells = line.split(',');
      if (i === 0 || cells[type] !== 'Ürün') return line;
      cells[price] = String(Number(cells[price]) + 1);
      return cells.join(',');
    });
    const second = await upload(Buffer.from(changed.join('\n') + '\n'));
    console.log(
      `round ${round}: the export again, 3,000 prices changed → ${second.status} in ${second.ms.toFixed(0)} ms (${second.body.update ?? second.body.message} updated, ${second.body.unchanged} unchanged)`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let round = 1; round <= ROUNDS; round++) await run(round);

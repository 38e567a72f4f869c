// The filtered log as XLSX beside the CSV, and the report's tables as CSV and XLSX, scoped like
// every report call; what a spreadsheet opens is what the report shows.
import ExcelJS from 'exceljs';
import { CSV_COLUMNS } from '../../src/access-logs/csv';
import { menuAccessLogs, menuQrCodes } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

/** The report's tables, in order: the CSV's blocks and the workbook's sheets. */
const REPORT_TABLES = [
  'Özet',
  'Günlük ziyaretler',
  'Masalar ve QR kodlar',
  'Cihazlar',
  'Diller',
  'Menü bölümleri',
  'Gün ve saat',
  'Satış özeti',
  'Günlük satış',
  'En çok satan ürünler',
];

describe('access-log exports', () => {
  const t = useTestApp();
  let adminA: string;
  let adminB: string;
  beforeAll(async () => {
    [adminA, adminB] = await Promise.all([t.login('adminA'), t.login('adminB')]);
    const [qr] = await t.db
      .insert(menuQrCodes)
      .values({ restaurantId: t.restaurants.A, tableNumber: 'Teras 2' })
      .returning();
    await t.db.insert(menuAccessLogs).values([
      // 12:30 and 23:30 in Istanbul on Sunday 1 March 2026; the second is Monday 02:30 there.
      {
        restaurantId: t.restaurants.A,
        qrCodeId: qr.id,
        accessDate: new Date('2026-03-01T09:30:00Z'),
        deviceType: 'mobile',
        ipAddress: '85.1.1.1',
        sessionDuration: 120,
        userAgent: '=HYPERLINK("http://kotu.example")',
        language: 'tr',
      },
      {
        restaurantId: t.restaurants.A,
        qrCodeId: qr.id,
        accessDate: new Date('2026-03-01T23:30:00Z'),
        deviceType: 'tablet',
        ipAddress: '85.1.1.2',
        sessionDuration: 0,
        userAgent: 'iPad',
        language: 'en',
      },
      {
        restaurantId: t.restaurants.B,
        qrCodeId: null,
        accessDate: new Date('2026-03-01T10:00:00Z'),
        deviceType: 'desktop',
        ipAddress: '85.2.2.2',
        sessionDuration: 30,
        userAgent: 'B',
        language: 'de',
      },
    ]);
  });

  const get = (url: string, token = adminA) => t.request({ method: 'GET', url, token });
  const workbook = async (bytes: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    return book;
  };
  const values = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  it("sends the caller's filtered log as an XLSX workbook: typed cells, Turkish time, text never a formula", async () => {
    const res = await get('/api/MenuAccessLogs/xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="erisim-kayitlari-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = (await workbook(res.rawPayload)).getWorksheet('Erişim Kayıtları')!;
    const rows = values(sheet);
    // The CSV's columns, whose header line the CSV export's test spells out.
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    // Restaurant A's two visits only, newest first; the date cell holds the wall-clock time in Istanbul.
    expect(rows).toHaveLength(3);
    expect((rows[1][0] as Date).toISOString()).toBe('2026-03-02T02:30:00.000Z');
    expect(rows[1].slice(1, 6)).toEqual([t.restaurants.A, expect.any(Number), '85.1.1.2', 'Tablet', 0]);
    expect((rows[2][0] as Date).toISOString()).toBe('2026-03-01T12:30:00.000Z');
    // The diner's user agent is a text cell, not a formula.
    const agent = sheet.getRow(3).getCell(7);
    expect(agent.type).toBe(ExcelJS.ValueType.String);
    expect(agent.value).toBe('=HYPERLINK("http://kotu.example")');
  });

  it('filters and scopes the exports like the report (a restaurant outside the caller’s is not found)', async () => {
    const tablets = await workbook((await get('/api/MenuAccessLogs/xlsx?deviceType=tablet')).rawPayload);
    expect(values(tablets.getWorksheet(1)!)).toHaveLength(2);
    const other = await get(`/api/MenuAccessLogs/report/csv?restaurantId=${t.restaurants.A}`, adminB);
    expect([403, 404]).toContain(other.statusCode);
    expect(other.json().message).toMatch(/Restoran bulunamadı|yetkiniz/);
    expect((await t.request({ method: 'GET', url: '/api/MenuAccessLogs/report/xlsx' })).statusCode).toBe(401);
  });

  it('exports every visit exactly once across many batches, ties on the same instant included', async () => {
    // 700 visits of restaurant B on three instants: the export reads 250 a query, so batches end inside a tie.
    const instants = ['2025-05-01T10:00:00Z', '2025-05-01T11:00:00Z', '2025-05-02T09:00:00Z'];
    await t.db.insert(menuAccessLogs).values(
      Array.from({ length: 700 }, (_, i) => ({
        restaurantId: t.restaurants.B,
        accessDate: new Date(instants[i % 3]),
        deviceType: 'mobile' as const,
        ipAddress: `10.0.${i >> 8}.${i & 255}`,
        userAgent: `ua-${i}`,
      })),
    );
    const res = await get(`/api/MenuAccessLogs/csv?restaurantId=${t.restaurants.B}&to=2025-12-31T00:00:00Z`, adminB);
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(700);
    const agents = lines.map((l) => l.split(',').pop());
    expect(new Set(agents).size).toBe(700);
    // Newest first.
    expect(lines[0].startsWith('2025-05-02 12:00:00')).toBe(true);
    expect(lines[699].startsWith('2025-05-01 13:00:00')).toBe(true);
    const book = await workbook(
      (await get(`/api/MenuAccessLogs/xlsx?restaurantId=${t.restaurants.B}&to=2025-12-31T00:00:00Z`, adminB))
        .rawPayload,
    );
    expect(values(book.getWorksheet(1)!)).toHaveLength(701);
  });

  it("sends the report's tables as one CSV, each under its title", async () => {
    const res = await get('/api/MenuAccessLogs/report/csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="erisim-raporu-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    const blocks = text.split('\r\n\r\n').map((b) => b.split('\r\n').filter(Boolean));
    expect(blocks.map((b) => b[0])).toEqual(REPORT_TABLES);
    expect(blocks[0]).toContain('Ziyaret,2,,');
    expect(blocks[1]).toEqual(['Günlük ziyaretler', 'Tarih,Ziyaret', '2026-03-01,1', '2026-03-02,1']);
    expect(blocks[2][2]).toMatch(/^\d+,Teras 2,\d+,2,100$/);
    expect(blocks[3]).toEqual([
      'Cihazlar',
      'Cihaz,Ziyaret,Oran (%)',
      'Mobil,1,50',
      'Tablet,1,50',
      'Masaüstü,0,0',
      'Diğer,0,0',
    ]);
    expect(blocks[4]).toEqual(expect.arrayContaining(['Türkçe,1,50', 'İngilizce,1,50']));
    // Sunday 12:30 and Monday 02:30 in Istanbul (index 0 = Monday).
    const heat = blocks[6].slice(2).map((line) => line.split(','));
    expect(heat[0][0]).toBe('Pazartesi');
    expect(heat[0][1 + 2]).toBe('1');
    expect(heat[6][0]).toBe('Pazar');
    expect(heat[6][1 + 12]).toBe('1');
  });

  it("sends the report's tables as a workbook with a sheet per table", async () => {
    const res = await get('/api/MenuAccessLogs/report/xlsx?from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/erisim-raporu-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = await workbook(res.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(REPORT_TABLES);
    const summary = values(book.getWorksheet('Özet')!);
    expect(summary[0]).toEqual(['Ölçü', 'Değer', 'Önceki dönem', 'Değişim (%)']);
    expect(summary[1].slice(0, 2)).toEqual(['Ziyaret', 2]);
    expect(values(book.getWorksheet('Gün ve saat')!)[0]).toHaveLength(25);
  });
});

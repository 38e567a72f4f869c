// An uploaded table is measured before it is read and read only within its bounds: an XLSX whose ZIP
// directory declares too much (size, ratio, parts) is refused without inflating it, a part that inflates to
// more than it declared stops the read, rows, columns and cells past the bounds refuse the file (CSV too),
// the server keeps answering meanwhile, and one restaurant imports one file at a time.
import ExcelJS from 'exceljs';
import { DEFAULT_TABLE_FILE_LIMITS, readTableFile, type TableFileLimits } from '../../src/table-files/read-table-file';
import { multipartBody } from '../catalog/support';
import { useTestApp } from '../helpers/test-app';
import { inlineRow, SHEET_HEAD, SHEET_TAIL, workbook, writeZip } from '../helpers/zip-writer';

/** About 1 MB of XML per repetition: 70,000 cells. */
const CELLS = '<c><v>1</v></c>'.repeat(70_000);
/** The bomb: one sheet of 300 repetitions, about 300 MB and 21 million cells, in a file of about 1 MB. */
const bomb = (declaredSize?: number) =>
  workbook({ head: `${SHEET_HEAD}<row r="1">`, chunk: CELLS, repeat: 300, tail: `</row>${SHEET_TAIL}`, declaredSize });

const small: TableFileLimits = { ...DEFAULT_TABLE_FILE_LIMITS, maxRows: 3, maxColumns: 30, maxCellChars: 100 };
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: { status?: number; message?: string }) => e,
  );
  return error && { status: error.status, message: error.message };
};

describe('reading a table file within bounds', () => {
  it('reads a spreadsheet’s cells: shared and inline strings, numbers, booleans, rows by their number', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sayfa1');
    sheet.addRow(['Tür', 'Ad', 'Fiyat (₺)', 'Satışta']);
    sheet.addRow(['Eklenti', 'Ekstra <Lavaş> & "sos"', 7.5, true]);
    sheet.getRow(5).values = ['Ürün', 'Çay', 20, false];
    const content = await readTableFile(Buffer.from(await book.xlsx.writeBuffer()), small);
    expect(content).toEqual({
      header: ['Tür', 'Ad', 'Fiyat (₺)', 'Satışta'],
      rows: [
        { line: 2, cells: ['Eklenti', 'Ekstra <Lavaş> & "sos"', 7.5, true] },
        { line: 5, cells: ['Ürün', 'Çay', 20, false] },
      ],
    });
    const inline = workbook({
      data: `${SHEET_HEAD}${inlineRow(1, ['Tür', 'Ad'])}<row r="3"><c r="B3" t="inlineStr"><is><r><t>Ay</t></r><r><t>ran</t></r></is></c></row>${SHEET_TAIL}`,
    });
    expect(await readTableFile(inline, small)).toEqual({
      header: ['Tür', 'Ad'],
      rows: [{ line: 3, cells: [null, 'Ayran'] }],
    });
  });

  it('refuses rows, columns and cells past the bounds, in XLSX and CSV', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => inlineRow(i + 2, ['Eklenti', `Ek ${i}`])).join('');
    expect(
      await refusal(
        readTableFile(workbook({ data: `${SHEET_HEAD}${inlineRow(1, ['Tür', 'Ad'])}${rows(3)}${SHEET_TAIL}` }), small),
      ),
    ).toBeNull();
    expect(
      await refusal(
        readTableFile(workbook({ data: `${SHEET_HEAD}${inlineRow(1, ['Tür', 'Ad'])}${rows(4)}${SHEET_TAIL}` }), small),
      ),
    ).toEqual({ status: 400, message: 'Dosyada en fazla 3 satır olabilir' });
    const wide = workbook({
      data: `${SHEET_HEAD}${inlineRow(1, ['Tür', 'Ad'])}<row r="2"><c r="AE2"><v>1</v></c></row>${SHEET_TAIL}`,
    });
    expect(await refusal(readTableFile(wide, small))).toEqual({
      status: 400,
      message: 'Dosyada en fazla 30 sütun olabilir (2. satırda daha fazlası var)',
    });
    const long = workbook({
      data: `${SHEET_HEAD}${inlineRow(1, ['Tür', 'Ad'])}${inlineRow(2, ['Eklenti', 'x'.repeat(101)])}${SHEET_TAIL}`,
    });
    expect(await refusal(readTableFile(long, small))).toEqual({
      status: 400,
      message: '2. satırdaki bir hücre çok uzun: bir hücrede en fazla 100 karakter olabilir',
    });

    const csv = (lines: string[]) => Buffer.from(`\uFEFFTür,Ad\r\n${lines.join('\r\n')}\r\n`);
    expect((await readTableFile(csv(['Eklenti,Ek 1', '', 'Eklenti,Ek 2']), small)).rows).toEqual([
      { line: 2, cells: ['Eklenti', 'Ek 1'] },
      { line: 4, cells: ['Eklenti', 'Ek 2'] },
    ]);
    expect(await refusal(readTableFile(csv(['a,b', 'a,b', 'a,b', 'a,b']), small))).toEqual({
      status: 400,
      message: 'Dosyada en fazla 3 satır olabilir',
    });
    expect(await refusal(readTableFile(csv([`a${',x'.repeat(30)}`]), small))).toEqual({
      status: 400,
      message: 'Dosyada en fazla 30 sütun olabilir (2. satırda daha fazlası var)',
    });
    expect(await refusal(readTableFile(csv([`a,${'y'.repeat(101)}`]), small))).toEqual({
      status: 400,
      message: '2. satırdaki bir hücre çok uzun: bir hücrede en fazla 100 karakter olabilir',
    });
    expect(await refusal(readTableFile(csv([`a,"${'y'.repeat(5000)}`]), small))).toEqual({
      status: 400,
      message: '2. satırdaki bir hücre çok uzun: bir hücrede en fazla 100 karakter olabilir',
    });
    expect(
      await refusal(readTableFile(Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), { ...small, maxFileBytes: 2 * 1024 * 1024 })),
    ).toEqual({ status: 413, message: 'Dosya çok büyük: en fazla 2 MB yüklenebilir' });
  });

  it('refuses a workbook by its ZIP directory: total size, compression ratio, number of parts', async () => {
    expect(await refusal(readTableFile(bomb(), DEFAULT_TABLE_FILE_LIMITS))).toEqual({
      status: 400,
      message: 'Çalışma kitabı açıldığında en fazla 32 MB olabilir: satırları azaltın veya dosyayı CSV olarak yükleyin',
    });
    const dense = workbook({ head: `${SHEET_HEAD}<row r="1">`, chunk: CELLS, repeat: 20, tail: `</row>${SHEET_TAIL}` });
    expect(await refusal(readTableFile(dense, DEFAULT_TABLE_FILE_LIMITS))).toEqual({
      status: 400,
      message:
        "Çalışma kitabı olağan dışı ölçüde sıkıştırılmış (en fazla 100 kat): dosyayı Excel'de yeniden kaydedin veya CSV olarak yükleyin",
    });
    const parts = writeZip(Array.from({ length: 201 }, (_, i) => ({ name: `xl/media/p${i}.xml`, data: '<a/>' })));
    expect(await refusal(readTableFile(parts, DEFAULT_TABLE_FILE_LIMITS))).toEqual({
      status: 400,
      message: "Çalışma kitabında çok fazla parça var (201; en fazla 200): dosyayı Excel'de yeniden kaydedip deneyin",
    });
  });

  it('stops reading a part that inflates to more than its directory entry declares', async () => {
    const forged = await refusal(readTableFile(bomb(100_000), DEFAULT_TABLE_FILE_LIMITS));
    expect(forged?.status).toBe(400);
    // The row's 31st cell refuses it first, or yauzl's size check: either way nothing past the bound is kept.
    expect([
      'Dosyada en fazla 64 sütun olabilir (1. satırda daha fazlası var)',
      'Dosya okunamadı: geçerli bir XLSX veya CSV dosyası yükleyin',
    ]).toContain(forged?.message);
    const quiet = workbook({
      head: SHEET_HEAD,
      chunk: ' '.repeat(1024 * 1024),
      repeat: 20,
      tail: SHEET_TAIL,
      declaredSize: 1000,
    });
    expect(await refusal(readTableFile(quiet, DEFAULT_TABLE_FILE_LIMITS))).toEqual({
      status: 400,
      message: 'Dosya okunamadı: geçerli bir XLSX veya CSV dosyası yükleyin',
    });
  });
});

describe('POST /api/restaurants/{id}/catalog/import within bounds', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await t.login('managerA');
  });
  const upload = (bytes: Buffer, restaurantId = t.restaurants.A, as = token) =>
    t.request({
      method: 'POST',
      url: `/api/restaurants/${restaurantId}/catalog/import?dryRun=true`,
      token: as,
      ...multipartBody([
        { name: 'file', value: bytes, fileName: 'katalog.xlsx', contentType: 'application/octet-stream' },
      ]),
    });

  it('refuses the bomb with a Turkish 400 while /api/health keeps answering', async () => {
    const file = bomb();
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const imports = Promise.all([upload(file), upload(bomb(100_000), t.restaurants.B, await t.login('adminB'))]);
    const health = await Promise.all(
      Array.from({ length: 10 }, () => t.request({ method: 'GET', url: '/api/health' })),
    );
    expect(health.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const [honest, forged] = await imports;
    expect(honest.statusCode).toBe(400);
    expect(honest.json().message).toBe(
      'Çalışma kitabı açıldığında en fazla 32 MB olabilir: satırları azaltın veya dosyayı CSV olarak yükleyin',
    );
    expect(forged.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('runs one import per restaurant at a time (409 meanwhile), other restaurants unaffected', async () => {
    const csv = Buffer.from('\uFEFFTür,Ad,Fiyat (₺)\r\nEklenti,Ekstra Lavaş,7.5\r\n');
    await t.app.dbHandle.withLock(`import:catalog:${t.restaurants.A}`, async () => {
      const busy = await upload(csv);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe(
        'Bu restoran için bir içe aktarma zaten sürüyor: bitmesini bekleyip yeniden deneyin',
      );
      const other = await upload(csv, t.restaurants.B, await t.login('adminB'));
      expect(other.statusCode).toBe(200);
    });
    expect((await upload(csv)).json()).toEqual({ create: 1, update: 0, unchanged: 0, errors: [] });
  });
});

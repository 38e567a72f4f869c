import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A real 1x1 PNG; `seed` changes a pixel so different seeds give different bytes. */
function png(seed = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, seed & 0xff, 0x80, 0x40]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(filename: string, bytes: Buffer, field = 'file', contentType = 'image/png') {
  const boundary = '----menu-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('image uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (filename: string, bytes: Buffer, token?: string, field?: string) =>
    t.request({ method: 'POST', url: '/api/uploads/images', token: token ?? (await t.login('managerA')), ...multipart(filename, bytes, field) });

  // SPEC name rule: stem before the first dot, lowercased, each non a-z0-9 character to a hyphen.
  it('stores a PNG under the name rule and serves it back with nosniff', async () => {
    const bytes = png(1);
    const res = await upload('Mercimek Çorbası.Final.PNG', bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ path: '/uploads/menu/mercimek--orbas-.png' });
    const served = await t.request({ method: 'GET', url: res.json().path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'menu', 'mercimek--orbas-.png'))).toBe(true);
  });

  it('reuses the name for the same bytes and adds -2, -3 for other bytes', async () => {
    const first = await upload('adana.png', png(10));
    const same = await upload('adana.png', png(10));
    const other = await upload('adana.png', png(11));
    const third = await upload('ADANA.png', png(12));
    expect([first, same, other, third].map((r) => r.json().path)).toEqual([
      '/uploads/menu/adana.png',
      '/uploads/menu/adana.png',
      '/uploads/menu/adana-2.png',
      '/uploads/menu/adana-3.png',
    ]);
    const original = await t.request({ method: 'GET', url: '/uploads/menu/adana.png' });
    expect(original.rawPayload.equals(png(10))).toBe(true);
  });

  it('corrects an extension that does not match the real image type', async () => {
    const res = await upload('logo.txt', png(20));
    expect(res.statusCode).toBe(201);
    expect(res.json().path).toBe('/uploads/menu/logo.png');
  });

  it('rejects a text file renamed to .png with 415 and a Turkish message', async () => {
    const res = await upload('sahte.png', Buffer.from('bu bir görsel değil, sadece metin'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, message: expect.stringMatching(/Desteklenmeyen dosya türü/) });
  });

  it('rejects a file over 5 MB with 413 and a Turkish message', async () => {
    const big = Buffer.concat([png(30), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload('buyuk.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, message: 'Dosya çok büyük. En fazla 5 MB yüklenebilir.' });
  });

  it("asks for the file in the 'file' field", async () => {
    const res = await upload('a.png', png(40), undefined, 'image');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('file');
  });

  it('requires a signed-in staff member', async () => {
    const res = await t.request({ method: 'POST', url: '/api/uploads/images', ...multipart('a.png', png(50)) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an upload that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: '/uploads/menu/yok.png' })).statusCode).toBe(404);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { images } from '../../src/db/schema';
import { moveLegacyUploads } from '../../src/uploads/legacy-move';
import { createDatabaseImageStorage } from '../../src/uploads/storage';
import { multipart, png, uploadImage } from '../helpers/images';
import { useTestApp } from '../helpers/test-app';

describe('image uploads', () => {
  const t = useTestApp();

  const upload = async (filename: string, bytes: Buffer, token?: string, field?: string) =>
    uploadImage(t, token ?? (await t.login('managerA')), filename, bytes, undefined, field);

  const KEY = /^\/uploads\/menu\/([0-9a-f]{16})\/([^/]+)$/;
  const sha16 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

  // The image name rule: stem before the first dot, lowercased, each non a-z0-9 character to a hyphen. The name sits
  // below a folder named by the bytes' hash, so an address never changes meaning and is never overwritten.
  it('stores a PNG in the database under the name rule and serves it back with nosniff and a year of caching', async () => {
    const bytes = png(1);
    const res = await upload('Mercimek Çorbası.Final.PNG', bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ path: `/uploads/menu/${sha16(bytes)}/mercimek--orbas-.png` });
    const served = await t.request({ method: 'GET', url: res.json().path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // Revalidation by ETag.
    const again = await t.request({
      method: 'GET',
      url: res.json().path,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Nothing on this instance's disk: the row is what every instance reads.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    const [row] = await t.db
      .select()
      .from(images)
      .where(eq(images.key, res.json().path.replace('/uploads/menu/', '')));
    expect(row).toMatchObject({ contentType: 'image/png', size: bytes.length, restaurantId: t.restaurants.A });
  });

  it('gives the same bytes under the same name one address and other bytes another, without overwriting', async () => {
    const first = await upload('adana.png', png(10));
    const same = await upload('adana.png', png(10));
    const other = await upload('adana.png', png(11));
    const third = await upload('ADANA.png', png(12));
    const paths = [first, same, other, third].map((r) => r.json().path as string);
    expect(paths[0]).toBe(paths[1]);
    expect(new Set(paths).size).toBe(3);
    for (const p of paths) expect(p).toMatch(KEY);
    expect(paths.map((p) => KEY.exec(p)![2])).toEqual(['adana.png', 'adana.png', 'adana.png', 'adana.png']);
    const original = await t.request({ method: 'GET', url: paths[0] });
    expect(original.rawPayload.equals(png(10))).toBe(true);
    const second = await t.request({ method: 'GET', url: paths[2] });
    expect(second.rawPayload.equals(png(11))).toBe(true);
  });

  it('corrects an extension that does not match the real image type', async () => {
    const res = await upload('logo.txt', png(20));
    expect(res.statusCode).toBe(201);
    expect(KEY.exec(res.json().path)![2]).toBe('logo.png');
  });

  it('refuses addresses that try to leave the folder', async () => {
    for (const url of [
      '/uploads/menu/../../etc/passwd',
      '/uploads/menu/%2e%2e/x.png',
      '/uploads/menu/.hidden',
      '/uploads/menu/abc/def/x.png',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it("moves an older version's files from DATA_DIR/uploads/menu into the database under their old addresses", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-uploads-'));
    fs.writeFileSync(path.join(dir, 'eski-logo.png'), png(90));
    fs.writeFileSync(path.join(dir, 'cakisan.png'), png(91));
    fs.writeFileSync(path.join(dir, '.upload-0123abcd'), png(92));
    fs.writeFileSync(path.join(dir, 'notlar.txt'), 'görsel değil');
    const storage = createDatabaseImageStorage(t.db);
    // Another instance already moved other bytes under one of the names: that file stays for an operator.
    expect(await storage.storeAt('cakisan.png', png(93))).toBe(true);
    const result = await moveLegacyUploads(dir, storage);
    expect(result.moved).toBe(1);
    expect(result.kept.map((k) => k.file).sort()).toEqual(['cakisan.png', 'notlar.txt']);
    expect(fs.readdirSync(dir).sort()).toEqual(['cakisan.png', 'notlar.txt']);
    const served = await t.request({ method: 'GET', url: '/uploads/menu/eski-logo.png' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png(90))).toBe(true);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    // Moving again is harmless (same bytes under the same name).
    fs.writeFileSync(path.join(dir, 'eski-logo.png'), png(90));
    expect((await moveLegacyUploads(dir, storage)).moved).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
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

  it('stops serving a deleted image at once, its responsive copies with it, although they were cached', async () => {
    const res = await upload('Kaldırılacak.png', png(91));
    const path = res.json().path as string;
    const key = path.replace('/uploads/menu/', '');
    const copies = await t.db.select({ key: images.key }).from(images).where(eq(images.variantOf, key));
    const paths = [path, ...copies.map((c) => `/uploads/menu/${c.key}`)];
    for (const p of paths) expect((await t.request({ method: 'GET', url: p })).statusCode).toBe(200);
    expect(await t.app.imageStorage.delete(key)).toBe(true);
    for (const p of paths) expect([p, (await t.request({ method: 'GET', url: p })).statusCode]).toEqual([p, 404]);
  });

  it('answers 404 for an upload that does not exist', async () => {
    expect((await t.request({ method: 'GET', url: '/uploads/menu/yok.png' })).statusCode).toBe(404);
  });
});

// An uploaded phone photo gets square AVIF, WebP and JPEG copies at three sizes and a tiny
// placeholder (uploads/variants.ts); the menu offers them (imageSet); they go with the original; images stored
// before copies existed get theirs from the image-copies job, and the menus showing them are refreshed.
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { images } from '../../src/db/schema';
import { imageCopiesJob, THUMB_SIZES } from '../../src/uploads/variants';
import { seedCategory } from '../catalog/support';
import { png, uploadImage } from '../helpers/images';
import { useTestApp } from '../helpers/test-app';

/**
 * A phone-like JPEG: 1600×1200, smooth colours with grain (about what a phone's photo weighs). Tests that are not
 * about the photo's size take a 480×360 one (still above the largest copy): its copies take a fraction of the time.
 */
async function phonePhoto(seed: number, w = 1600, h = 1200): Promise<Buffer> {
  const base = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const grain = ((x * 7919 + y * 104729 + seed * 31) % 23) - 11;
      base[i] = Math.max(0, Math.min(255, ((x / w) * 200 + seed * 10 + grain) | 0));
      base[i + 1] = Math.max(0, Math.min(255, ((y / h) * 180 + grain) | 0));
      base[i + 2] = Math.max(0, Math.min(255, (90 + seed * 20 + grain) | 0));
    }
  }
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('responsive copies of uploaded photos', () => {
  const t = useTestApp();
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    token = await t.login('adminA');
    categoryId = (await seedCategory(t, 'A', { name: 'Kebaplar' })).id;
  });

  const upload = async (filename: string, bytes: Buffer, contentType = 'image/jpeg') => {
    const res = await uploadImage(t, token, filename, bytes, contentType);
    expect(res.statusCode).toBe(201);
    return res.json().path as string;
  };
  const keyOf = (path: string) => path.replace('/uploads/menu/', '');
  const copiesOf = (key: string) => t.db.select().from(images).where(eq(images.variantOf, key));
  const menu = async () => (await t.request({ method: 'GET', url: `/api/public/menu/${t.restaurants.A}` })).json();

  it('makes square AVIF, WebP and JPEG copies at three sizes and a placeholder when a photo is uploaded, and serves them', async () => {
    const photo = await phonePhoto(1);
    expect(photo.length).toBeGreaterThan(100_000);
    const path = await upload('Adana Kebap.jpg', photo);
    const key = keyOf(path);
    const [original] = await t.db.select().from(images).where(eq(images.key, key));
    expect({ width: original.width, height: original.height }).toEqual({ width: 1600, height: 1200 });

    const copies = await copiesOf(key);
    expect(copies.map((c) => c.key).sort()).toEqual(
      [
        ...THUMB_SIZES.flatMap((s) => [`${key}.s${s}.avif`, `${key}.s${s}.webp`, `${key}.s${s}.jpg`]),
        `${key}.ph.webp`,
      ].sort(),
    );
    for (const size of THUMB_SIZES) {
      for (const [ext, type, format] of [
        ['avif', 'image/avif', 'heif'],
        ['webp', 'image/webp', 'webp'],
        ['jpg', 'image/jpeg', 'jpeg'],
      ] as const) {
        const served = await t.request({ method: 'GET', url: `${path}.s${size}.${ext}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
          format,
          width: size,
          height: size,
        });
      }
    }
    // What a 1.75× phone takes for a 96 px image: the 224 px AVIF, a few kilobytes instead of the whole photo.
    const avif224 = copies.find((c) => c.key === `${key}.s224.avif`)!;
    expect(avif224.size).toBeLessThan(photo.length / 10);
    const placeholder = copies.find((c) => c.key === `${key}.ph.webp`)!;
    expect(placeholder.size).toBeLessThan(400);
    // Copies are not originals: the quota and the clean-up count only the photo itself.
    expect(copies.every((c) => c.variantOf === key)).toBe(true);
  });

  it("gives the menu each product's copies (base address, sizes, placeholder), and none for an image without them", async () => {
    const path = await upload('Beyti.jpg', await phonePhoto(2, 480, 360));
    const gif = await upload(
      'Animasyon.gif',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      'image/gif',
    );
    for (const [name, image] of [
      ['Beyti', path],
      ['Hareketli', gif],
      ['Dış Bağlantı', 'https://cdn.example.com/dis.jpg'],
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/products',
        token,
        payload: { restaurantId: t.restaurants.A, categoryId, name, price: 100, image },
      });
      expect(res.statusCode).toBe(201);
    }
    const { products: shown } = await menu();
    const beyti = shown.find((p: { name: string }) => p.name === 'Beyti');
    expect(beyti.image).toBe(path);
    expect(beyti.imageSet).toEqual({
      base: path,
      sizes: [112, 224, 336],
      placeholder: expect.stringMatching(/^linear-gradient\(135deg,#[0-9a-f]{6},#[0-9a-f]{6}\)$/),
    });
    expect(shown.find((p: { name: string }) => p.name === 'Hareketli').imageSet).toBeNull();
    expect(shown.find((p: { name: string }) => p.name === 'Dış Bağlantı').imageSet).toBeNull();
    // A GIF is served as it is, and not looked at again.
    const [stored] = await t.db
      .select()
      .from(images)
      .where(eq(images.key, keyOf(gif)));
    expect(stored.width).toBe(0);
    expect(await copiesOf(keyOf(gif))).toHaveLength(0);
  });

  it('deletes the copies with their photo', async () => {
    const path = await upload('Silinecek.jpg', await phonePhoto(3, 480, 360));
    const key = keyOf(path);
    expect(await copiesOf(key)).toHaveLength(THUMB_SIZES.length * 3 + 1);
    expect(await t.app.imageStorage.delete(key)).toBe(true);
    expect(await copiesOf(key)).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: `${path}.s224.avif` })).statusCode).toBe(404);
  });

  it('gives images stored before copies existed their copies in the job, and refreshes the menus showing them', async () => {
    // Stored the old way (no copies, no size), and already on the menu.
    const photo = await phonePhoto(4, 480, 360);
    const key = await t.app.imageStorage.save('eski-foto.jpg', photo, {
      contentType: 'image/jpeg',
      restaurantId: t.restaurants.A,
    });
    const old = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: {
        restaurantId: t.restaurants.A,
        categoryId,
        name: 'Eski Fotoğraflı',
        price: 90,
        image: `/uploads/menu/${key}`,
      },
    });
    expect(old.statusCode).toBe(201);
    expect((await menu()).products.find((p: { name: string }) => p.name === 'Eski Fotoğraflı').imageSet).toBeNull();

    const announced: number[][] = [];
    const job = imageCopiesJob(t.db, async (ids) => {
      announced.push(ids);
      await t.app.changes.publish(ids);
    });
    expect(await job.run()).toMatch(/^1 of 1 images given responsive copies$/);
    expect(announced).toEqual([[t.restaurants.A]]);
    expect(await copiesOf(key)).toHaveLength(THUMB_SIZES.length * 3 + 1);
    expect((await menu()).products.find((p: { name: string }) => p.name === 'Eski Fotoğraflı').imageSet).toMatchObject({
      base: `/uploads/menu/${key}`,
      sizes: [112, 224, 336],
    });
    // Nothing left to do: the next run says nothing.
    expect(await job.run()).toBeUndefined();
  });

  it('marks an image sharp cannot read (0 × 0) so the job does not try it again, and the upload still succeeds', async () => {
    // A PNG header with a body sharp refuses.
    const broken = Buffer.concat([png(9).subarray(0, 33), Buffer.from('kırık veri')]);
    const key = await t.app.imageStorage.save('kirik.png', broken, {
      contentType: 'image/png',
      restaurantId: t.restaurants.A,
    });
    const job = imageCopiesJob(t.db, async () => undefined);
    expect(await job.run()).toMatch(/^0 of 1 images/);
    const [row] = await t.db
      .select()
      .from(images)
      .where(and(eq(images.key, key), isNotNull(images.width)));
    expect(row.width).toBe(0);
    expect(await job.run()).toBeUndefined();
  });
});

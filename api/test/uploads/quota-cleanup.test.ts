// A per-restaurant upload quota, images removed with the last reference to them, and the
// clean-up (hourly job and npm run images:cleanup) for what is left over.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { images } from '../../src/db/schema';
import { createDatabaseImageStorage, imageKeyOf } from '../../src/uploads/storage';
import { png, uploadImage } from '../helpers/images';
import { seedCategory } from '../catalog/support';
import { useTestApp } from '../helpers/test-app';
import { createEmbeddedDataDir, describeEmbedded } from '../helpers/database';

/** A PNG signature and IHDR followed by filler: sniffed as PNG, `size` bytes long. */
const bigPng = (size: number, seed: number) => Buffer.concat([png(seed), Buffer.alloc(size - png(seed).length, seed)]);

describe('image quota per restaurant', () => {
  const t = useTestApp({ env: { IMAGE_QUOTA_COUNT: '3', IMAGE_QUOTA_MB: '1' } });
  const upload = async (who: 'adminA' | 'adminB' | 'managerA', name: string, bytes: Buffer) =>
    uploadImage(t, await t.login(who), name, bytes);

  it('refuses the upload past the number of images with 413 and a Turkish message; other restaurants are not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await upload('managerA', `foto-${i}.png`, png(100 + i))).statusCode).toBe(201);
    const over = await upload('adminA', 'fazla.png', png(200));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'Bu restoranın görsel kotası doldu: en fazla 3 görsel yüklenebilir. Kullanılmayan görselleri kaldırıp tekrar deneyin.',
    );
    expect(await t.db.select().from(images).where(eq(images.key, `x/fazla.png`))).toHaveLength(0);
    // The same bytes under the same name again take no more room.
    expect((await upload('managerA', 'foto-0.png', png(100))).statusCode).toBe(201);
    expect((await upload('adminB', 'b.png', png(300))).statusCode).toBe(201);
  });

  it('refuses the upload past the megabytes with 413, saying how much is used', async () => {
    expect((await upload('adminB', 'buyuk-1.png', bigPng(700 * 1024, 1))).statusCode).toBe(201);
    const over = await upload('adminB', 'buyuk-2.png', bigPng(400 * 1024, 2));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'Bu restoranın görsel kotası doldu: görseller en fazla 1 MB yer kaplayabilir (şu an 1 MB). Kullanılmayan görselleri kaldırıp tekrar deneyin.',
    );
  });

  it('lets only one of parallel uploads take the last place', async () => {
    const token = await t.login('adminB');
    const results = await Promise.all([0, 1, 2, 3].map((i) => uploadImage(t, token, `paralel-${i}.png`, png(400 + i))));
    // B holds b.png and buyuk-1.png: one place is left.
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413, 413, 413]);
  });
});

describe('images removed with their last reference', () => {
  const t = useTestApp();
  let category: number;
  let token: string;
  beforeAll(async () => {
    category = (await seedCategory(t, 'A', { name: 'Izgaralar' })).id;
    token = await t.login('adminA');
  });

  const uploaded = async (seed: number, name = `gorsel-${seed}.png`, as = token) => {
    const res = await uploadImage(t, as, name, png(seed));
    expect(res.statusCode).toBe(201);
    return res.json().path as string;
  };
  const exists = async (ref: string) =>
    (
      await t.db
        .select({ key: images.key })
        .from(images)
        .where(eq(images.key, imageKeyOf(ref)!))
    ).length === 1;
  /** Uploaded long enough ago that no save in flight can still take it. */
  const age = (ref: string, hours: number) =>
    t.db
      .update(images)
      .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
      .where(eq(images.key, imageKeyOf(ref)!));
  // A product's name is unique in its category: each test's product gets its own.
  let made = 0;
  const product = async (image: string, name = `Görselli köfte ${++made}`) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/products',
      token,
      payload: { restaurantId: t.restaurants.A, categoryId: category, name, price: '100', image },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number } & Record<string, unknown>;
  };
  const update = (p: { id: number } & Record<string, unknown>, changes: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/products/${p.id}`, token, payload: { ...p, ...changes } });

  it("deletes a product's replaced image, and keeps one another product still shows", async () => {
    const [x, y] = [await uploaded(1), await uploaded(2)];
    const first = await product(x);
    const second = await product(x, 'Köfte 2');
    await age(x, 1);
    expect((await update(first, { image: y })).statusCode).toBe(200);
    expect(await exists(x)).toBe(true); // the second product still shows it
    expect((await update(second, { image: y })).statusCode).toBe(200);
    expect(await exists(x)).toBe(false);
    expect(await exists(y)).toBe(true);
  });

  it("deletes a deleted product's image", async () => {
    const x = await uploaded(3);
    const p = await product(x);
    await age(x, 1);
    expect((await t.request({ method: 'DELETE', url: `/api/products/${p.id}`, token })).statusCode).toBe(204);
    expect(await exists(x)).toBe(false);
  });

  it("deletes a restaurant's replaced logo and background, and those of a deleted restaurant", async () => {
    const superToken = await t.login('superAdmin');
    // Uploaded by the SuperAdmin (belonging to no restaurant), as the portal does for a restaurant being set up.
    const [logo, bg, newLogo] = [
      await uploaded(4, 'logo.png', superToken),
      await uploaded(5, 'arka.png', superToken),
      await uploaded(6, 'yeni-logo.png', superToken),
    ];
    const body = { name: 'Görselli Lokanta', logo, backgroundImage: bg, isActive: true };
    const created = (
      await t.request({ method: 'POST', url: '/api/restaurants', token: superToken, payload: body })
    ).json();
    await Promise.all([age(logo, 1), age(bg, 1)]);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/restaurants/${created.id}`,
          token: superToken,
          payload: { ...body, id: created.id, logo: newLogo },
        })
      ).statusCode,
    ).toBe(200);
    expect(await exists(logo)).toBe(false);
    expect(await exists(bg)).toBe(true);
    await age(newLogo, 1);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/restaurants/${created.id}`, token: superToken })).statusCode,
    ).toBe(204);
    expect(await exists(newLogo)).toBe(false);
    expect(await exists(bg)).toBe(false);
  });

  it('keeps an image uploaded moments ago when a reference to it goes (a save in flight may take it)', async () => {
    const [x, y] = [await uploaded(7), await uploaded(8)];
    const p = await product(x);
    expect((await update(p, { image: y })).statusCode).toBe(200);
    expect(await exists(x)).toBe(true);
  });

  it('cleans up unreferenced images after the grace period, reading references written as full or encoded addresses', async () => {
    const storage = createDatabaseImageStorage(t.db);
    const orphan = await uploaded(9);
    const fresh = await uploaded(10);
    const absolute = await uploaded(11, 'tam-adres.png');
    const encoded = await uploaded(12, 'kodlu.png');
    await product(`https://api.example.com${absolute}?v=2`, 'Tam adresli');
    await product(encoded.replace('kodlu', '%6Bodlu'), 'Kodlu');
    await Promise.all([orphan, absolute, encoded].map((ref) => age(ref, 25)));

    const dry = await storage.collect(undefined, { dryRun: true });
    expect(dry.keys).toContain(imageKeyOf(orphan));
    expect(await exists(orphan)).toBe(true);

    const run = await storage.collect();
    expect(run.keys).toContain(imageKeyOf(orphan));
    expect(run.keys).not.toContain(imageKeyOf(absolute));
    expect(run.keys).not.toContain(imageKeyOf(encoded));
    expect(await exists(orphan)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(absolute)).toBe(true);
    expect(await exists(encoded)).toBe(true);
  });
});

describeEmbedded('npm run images:cleanup', () => {
  const REPO = path.resolve(__dirname, '../../..');
  const run = (dataDir: string, args: string[]) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(REPO, 'api/src/commands/images-cleanup.ts'), ...args],
        {
          cwd: REPO,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.once('exit', (code) => resolve({ code, output }));
    });

  it("refuses to open the running server's embedded database, and with --offline removes what nothing refers to", async () => {
    const dataDir = await createEmbeddedDataDir('menu-cleanup-');
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite'), migrate: false });
    const storage = createDatabaseImageStorage(database.db);
    const key = await storage.save('yetim.png', png(77));
    await database.db
      .update(images)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(images.key, key));
    await database.close();

    const refused = await run(dataDir, []);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('stop the server and run again with --offline');

    const dry = await run(dataDir, ['--offline', '--dry-run']);
    expect(dry.output).toContain(`would remove /uploads/menu/${key}`);
    const done = await run(dataDir, ['--offline']);
    expect(done.code).toBe(0);
    expect(done.output).toContain('1 unreferenced image(s), 0.0 MB removed (grace period 24 h)');
    const again = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    expect(await again.db.select().from(images)).toHaveLength(0);
    await again.close();
  }, 120_000);
});

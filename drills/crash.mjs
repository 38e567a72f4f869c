// Drill 2 of issue #8, crash mid-write: the real API runs as a child process while workers signed in as the
// SuperAdmin send a stream of creates, updates, deletes and multi-row operations across the tables; the
// server is killed with SIGKILL at random moments, restarted on the same data, and every write that was
// answered 2xx must be there with its answered values. A write that was in flight at the kill may have
// happened or not, but wholly: a bulk QR creation, a product delete (variants and translations go with it),
// a variant swap and a "default variant" change are all-or-nothing. After each kill the database itself is
// checked too: foreign keys, translations' targets, one default variant per product, and amcheck over every
// index (heap against index).
//
//   node drills/crash.mjs [--db=postgres,pglite] [--kills=20] [--workers=4]     (DRILL_SEED=n repeats a run)
//   node drills/crash.mjs --tamper --kills=3     checks the checker: after the second kill one acknowledged
//                                                 restaurant is changed and one variant deleted behind the API's
//                                                 back, and the drill must then report them (and fail).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  guarantees, percentile, postgresUnavailable, random, request, sameJson, signIn, sleep, startApi, startPostgres, tempDir,
} from './support.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DATABASES = arg('db', 'postgres,pglite').split(',');
const KILLS = Number(arg('kills', '20'));
const WORKERS = Number(arg('workers', '4'));
const TAMPER = process.argv.includes('--tamper');
const rng = random();

const PATHS = {
  restaurant: '/api/restaurants',
  category: '/api/categories',
  product: '/api/products',
  variant: '/api/productvariants',
  addon: '/api/productaddons',
  qr: '/api/menuqrcodes',
  hours: '/api/RestaurantHours',
  specialDay: '/api/SpecialDays',
  user: '/api/users',
  translation: '/api/Translations',
};
const ROLE_NUMBER = { Admin: 1, Manager: 2 };
/** The fields of a response that a request body determines (bodies are sent already normalised). */
const expectFrom = (kind, body) => {
  if (kind === 'user') {
    const expect = { ...body, role: ROLE_NUMBER[body.role] };
    delete expect.passwordHash;
    return expect;
  }
  return { ...body };
};
const matchesExpect = (actual, expect) => actual && Object.entries(expect).every(([k, v]) => sameJson(actual[k], v));

const hex = () => `#${Array.from({ length: 6 }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('')}`;
const money = (min, max) => Math.round((min + rng.next() * (max - min)) * 100) / 100;
const TEXTS = ['Izgara köfte, közlenmiş biber', 'Çiğ köfte & ayran', 'مشاوي مشكلة', 'Crème brûlée <b>', "O'Reilly; DROP TABLE x", 'Şöyle böyle 🌶️'];

async function runDrill(database) {
  const figures = { database, kills: 0, killsWithWritesInFlight: 0, acknowledged: 0, inFlightAtKill: 0, inFlightApplied: 0, lost: 0, groupViolations: 0, sqlProblems: 0, restartFailures: 0, unexpected: 0, restartMs: [] };
  const problems = [];
  const problem = (text) => {
    if (problems.length < 40) problems.push(text);
  };

  let pg;
  let databaseUrl;
  if (database === 'postgres') {
    const reason = postgresUnavailable();
    if (reason) return { database, skipped: reason };
    pg = await startPostgres();
    databaseUrl = await pg.createDatabase('menu_drill');
  }
  const dataDir = tempDir();
  let api = await startApi({ dataDir, databaseUrl });
  const port = api.port;
  let token = await signIn(api.baseUrl);

  // ---- the model: what the server acknowledged, and what an unanswered request may have done ----------
  /** key -> { kind, id, owner, allowed: Array<object | null> } */
  const records = new Map();
  const key = (kind, id) => `${kind}:${id}`;
  const live = (owner, kind, filter = () => true) =>
    [...records.values()].filter((r) => r.owner === owner && r.kind === kind && r.allowed.length === 1 && r.allowed[0] !== null && filter(r.allowed[0]));
  const adopt = (kind, obj, owner) => records.set(key(kind, obj.id), { kind, id: obj.id, owner, allowed: [obj] });
  /** Creates in flight at a kill: matched by their unique fields after the restart. */
  let unknownCreates = [];
  /** All-or-nothing checks for multi-row operations in flight at a kill. */
  let groups = [];

  let counter = 0;
  const next = () => ++counter;
  let gate = Promise.resolve();
  let openGate = () => undefined;
  let stopping = false;

  const restaurantBody = (n) => ({
    name: `Restoran ${n} ${rng.pick(TEXTS)}`,
    description: rng.pick(TEXTS),
    address: `Bağdat Cd. No:${n} Kadıköy`,
    phone: `0216 555 ${String(n).padStart(4, '0')}`,
    email: `restoran${n}@drill.test`,
    website: `https://r${n}.drill.test`,
    logo: null,
    backgroundImage: null,
    primaryColor: hex(),
    secondaryColor: hex(),
    isActive: rng.chance(0.8),
  });
  const categoryBody = (restaurantId, n) => ({
    restaurantId, name: `Kategori ${n}`, description: rng.pick(TEXTS), displayOrder: rng.int(0, 50), icon: null, isActive: rng.chance(0.9),
  });
  const productBody = (restaurantId, categoryId, n) => {
    const price = money(5, 500);
    const isSpicy = rng.chance(0.3);
    return {
      name: `Ürün ${n} ${rng.pick(TEXTS)}`.slice(0, 200), restaurantId, categoryId, price,
      discountedPrice: rng.chance(0.3) ? Math.round(price * 50) / 100 : null,
      description: rng.pick(TEXTS), image: null, ingredients: rng.pick(TEXTS), calories: rng.int(0, 2000), preparationTime: rng.int(0, 60),
      isVegetarian: rng.chance(0.3), isVegan: rng.chance(0.1), isGlutenFree: rng.chance(0.2), isSpicy, spicyLevel: isSpicy ? rng.int(1, 5) : 0,
      isAvailable: rng.chance(0.9), isFeatured: rng.chance(0.2), displayOrder: rng.int(0, 100),
    };
  };

  /** One worker's next operation: { method, path, body, ack(res), unknown() } or null when nothing fits. */
  function chooseOperation(w) {
    const restaurants = live(w, 'restaurant');
    if (!restaurants.length || rng.chance(0.04)) {
      const n = next();
      const body = restaurantBody(n);
      return create('restaurant', body, (o) => o.email === body.email);
    }
    const restaurant = rng.pick(restaurants).allowed[0];
    const categories = live(w, 'category', (c) => c.restaurantId === restaurant.id);
    const products = live(w, 'product', (p) => p.restaurantId === restaurant.id);
    const roll = rng.int(1, 100);

    if (roll <= 6) return update('restaurant', restaurant, restaurantBody(next()));
    if (!categories.length || roll <= 12) {
      const body = categoryBody(restaurant.id, next());
      return create('category', body, (o) => o.name === body.name);
    }
    if (roll <= 17) {
      const c = rng.pick(categories).allowed[0];
      return update('category', c, categoryBody(restaurant.id, next()));
    }
    if (!products.length || roll <= 28) {
      const body = productBody(restaurant.id, rng.pick(categories).id, next());
      return create('product', body, (o) => o.name === body.name);
    }
    const product = rng.pick(products).allowed[0];
    const variants = live(w, 'variant', (v) => v.productId === product.id);
    if (roll <= 37) return update('product', product, productBody(restaurant.id, rng.pick(categories).id, next()));
    if (roll <= 45 && variants.length < 6) {
      const n = next();
      const body = {
        productId: product.id, name: `Varyant ${n}`, description: rng.pick(TEXTS), priceModifier: money(-5, 20),
        isDefault: rng.chance(0.4), displayOrder: Math.max(-1, ...variants.map((v) => v.allowed[0].displayOrder)) + 1, isActive: true,
      };
      return create('variant', body, (o) => o.name === body.name, body.isDefault ? product.id : undefined);
    }
    if (roll <= 49 && variants.length) {
      const v = rng.pick(variants).allowed[0];
      const body = { productId: v.productId, name: `Varyant ${next()}`, description: rng.pick(TEXTS), priceModifier: money(-5, 20), isDefault: rng.chance(0.5), displayOrder: v.displayOrder, isActive: rng.chance(0.9) };
      return update('variant', v, body, body.isDefault ? product.id : undefined);
    }
    if (roll <= 53 && variants.length >= 2 && new Set(variants.map((v) => v.allowed[0].displayOrder)).size === variants.length) {
      return moveVariant(variants.map((r) => r.allowed[0]), rng.chance(0.5) ? 'up' : 'down');
    }
    if (roll <= 57) {
      const n = next();
      const body = { restaurantId: restaurant.id, name: `Eklenti ${n}`, description: rng.pick(TEXTS), price: money(0, 30), isActive: rng.chance(0.9) };
      return create('addon', body, (o) => o.name === body.name);
    }
    if (roll <= 62) {
      const n = next();
      const body = { restaurantId: restaurant.id, tableNumber: `M${n}`, qrCodeUrl: null, qrCodeImage: null, isActive: rng.chance(0.9) };
      return create('qr', body, (o) => o.restaurantId === body.restaurantId && o.tableNumber === body.tableNumber);
    }
    if (roll <= 65) {
      const codes = live(w, 'qr', (q) => q.restaurantId === restaurant.id);
      if (codes.length) {
        const q = rng.pick(codes).allowed[0];
        return update('qr', q, { restaurantId: q.restaurantId, tableNumber: q.tableNumber, qrCodeUrl: null, qrCodeImage: `Masa ${next()}`, isActive: !q.isActive });
      }
    }
    if (roll <= 68) return bulkQr(restaurant.id);
    if (roll <= 73) {
      const hours = live(w, 'hours', (h) => h.restaurantId === restaurant.id);
      const used = new Set(hours.map((h) => h.allowed[0].dayOfWeek));
      const closed = rng.chance(0.2);
      const times = closed ? { openTime: null, closeTime: null, isClosed: true } : { openTime: `0${rng.int(6, 9)}:${rng.pick(['00', '30'])}:00`, closeTime: `${rng.int(17, 23)}:${rng.pick(['00', '15', '45'])}:00`, isClosed: false };
      const free = [0, 1, 2, 3, 4, 5, 6].filter((d) => !used.has(d));
      if (free.length && (rng.chance(0.5) || !hours.length)) {
        const body = { restaurantId: restaurant.id, dayOfWeek: rng.pick(free), ...times };
        return create('hours', body, (o) => o.restaurantId === body.restaurantId && o.dayOfWeek === body.dayOfWeek);
      }
      const h = rng.pick(hours).allowed[0];
      return update('hours', h, { restaurantId: h.restaurantId, dayOfWeek: h.dayOfWeek, ...times });
    }
    if (roll <= 77) {
      const days = live(w, 'specialDay', (d) => d.restaurantId === restaurant.id);
      const closed = rng.chance(0.5);
      const times = closed ? { openTime: null, closeTime: null, isClosed: true } : { openTime: '12:00:00', closeTime: '18:30:00', isClosed: false };
      if (!days.length || rng.chance(0.6)) {
        const n = next();
        const date = new Date(Date.UTC(2027, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
        const body = { restaurantId: restaurant.id, date, name: `Özel gün ${n}`, ...times, note: rng.pick(TEXTS) };
        return create('specialDay', body, (o) => o.restaurantId === body.restaurantId && o.date === body.date);
      }
      const d = rng.pick(days).allowed[0];
      return update('specialDay', d, { restaurantId: d.restaurantId, date: d.date, name: `Özel gün ${next()}`, ...times, note: rng.pick(TEXTS) });
    }
    if (roll <= 82) {
      const users = live(w, 'user', (u) => u.restaurantId === restaurant.id);
      if (!users.length || rng.chance(0.3)) {
        const n = next();
        const body = { restaurantId: restaurant.id, firstName: 'Ayşe', lastName: `Yılmaz ${n}`, username: `kullanici_${n}`, email: `kullanici${n}@drill.test`, passwordHash: 'Gizli-Sifre-2026!', role: rng.pick(['Admin', 'Manager']), isActive: true };
        return create('user', body, (o) => o.username === body.username);
      }
      const u = rng.pick(users).allowed[0];
      return update('user', u, { restaurantId: u.restaurantId, firstName: `Ad ${next()}`, lastName: u.lastName, username: u.username, email: u.email, passwordHash: '', role: rng.pick(['Admin', 'Manager']), isActive: rng.chance(0.8) });
    }
    if (roll <= 90) {
      const existing = live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id);
      const taken = new Set(existing.map((t) => `${t.allowed[0].languageCode}/${t.allowed[0].fieldName}`));
      const free = ['en', 'de', 'ar'].flatMap((l) => ['Name', 'Description', 'Ingredients'].map((f) => [l, f])).filter(([l, f]) => !taken.has(`${l}/${f}`));
      if (free.length && (rng.chance(0.6) || !existing.length)) {
        const [languageCode, fieldName] = rng.pick(free);
        const body = { restaurantId: restaurant.id, languageCode, tableName: 'Products', recordId: product.id, fieldName, translatedText: `${rng.pick(TEXTS)} ${next()}` };
        return create('translation', body, (o) => o.tableName === 'Products' && o.recordId === body.recordId && o.languageCode === languageCode && o.fieldName === fieldName);
      }
      if (existing.length) {
        const t = rng.pick(existing).allowed[0];
        const body = { restaurantId: t.restaurantId, languageCode: t.languageCode, tableName: t.tableName, recordId: t.recordId, fieldName: t.fieldName };
        return update('translation', t, { ...body, translatedText: `${rng.pick(TEXTS)} ${next()}` });
      }
    }
    if (roll <= 96 && variants.length && live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id).length) return deleteProduct(w, product);
    const body = productBody(restaurant.id, rng.pick(categories).id, next());
    return create('product', body, (o) => o.name === body.name);
  }

  /** When a variant becomes the default, the product's other variants stop being one (same transaction). */
  function clearOtherDefaults(productId, keepId, certain) {
    for (const r of records.values()) {
      if (r.kind !== 'variant' || r.id === keepId) continue;
      const cur = r.allowed[0];
      if (!cur || cur.productId !== productId || !cur.isDefault) continue;
      const cleared = { ...cur, isDefault: false };
      r.allowed = certain ? [cleared] : [...r.allowed, cleared];
    }
  }

  function create(kind, body, isSame, defaultOf) {
    return {
      method: 'POST', path: PATHS[kind], body,
      ack(res) {
        if (!matchesExpect(res.body, expectFrom(kind, body))) problem(`drill model: ${kind} create answered other values than sent: ${res.text.slice(0, 300)}`);
        adopt(kind, res.body, this.owner);
        if (defaultOf) clearOtherDefaults(defaultOf, res.body.id, true);
      },
      unknown() {
        unknownCreates.push({ kind, owner: this.owner, expect: expectFrom(kind, body), isSame });
        if (defaultOf) clearOtherDefaults(defaultOf, -1, false);
      },
    };
  }

  function update(kind, current, body, defaultOf) {
    return {
      method: 'PUT', path: `${PATHS[kind]}/${current.id}`, body,
      ack(res) {
        const expect = expectFrom(kind, body);
        if (!matchesExpect(res.body, expect)) problem(`drill model: ${kind} ${current.id} update answered other values than sent: ${res.text.slice(0, 300)}`);
        records.get(key(kind, current.id)).allowed = [res.body];
        if (defaultOf) clearOtherDefaults(defaultOf, current.id, true);
      },
      unknown() {
        const r = records.get(key(kind, current.id));
        r.allowed = [...r.allowed, { ...current, ...expectFrom(kind, body) }];
        if (defaultOf) clearOtherDefaults(defaultOf, current.id, false);
      },
    };
  }

  function moveVariant(list, direction) {
    const sorted = [...list].sort((a, b) => a.displayOrder - b.displayOrder);
    const index = rng.int(direction === 'up' ? 1 : 0, direction === 'up' ? sorted.length - 1 : sorted.length - 2);
    const a = sorted[index];
    const b = sorted[direction === 'up' ? index - 1 : index + 1];
    return {
      method: 'POST', path: `${PATHS.variant}/${a.id}/move`, body: { direction },
      ack(res) {
        if (!res.body?.moved) problem(`drill model: variant ${a.id} did not move ${direction}: ${res.text.slice(0, 200)}`);
        for (const v of res.body?.variants ?? []) {
          const r = records.get(key('variant', v.id));
          if (r) r.allowed = [v];
        }
      },
      unknown() {
        records.get(key('variant', a.id)).allowed.push({ ...a, displayOrder: b.displayOrder });
        records.get(key('variant', b.id)).allowed.push({ ...b, displayOrder: a.displayOrder });
        groups.push({
          description: `variant swap ${a.id}/${b.id}`,
          ok: (find) => {
            const x = find('variant', a.id);
            const y = find('variant', b.id);
            return x && y && ((x.displayOrder === a.displayOrder && y.displayOrder === b.displayOrder) || (x.displayOrder === b.displayOrder && y.displayOrder === a.displayOrder));
          },
        });
      },
    };
  }

  const bulkNext = new Map();
  function bulkQr(restaurantId) {
    const start = bulkNext.get(restaurantId) ?? 1;
    const end = start + rng.int(2, 12);
    bulkNext.set(restaurantId, end + 1);
    const tables = Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
    return {
      method: 'POST', path: `${PATHS.qr}/bulk`, body: { restaurantId, start, end },
      ack(res) {
        const created = res.body?.created ?? [];
        if (created.length !== tables.length) problem(`drill model: bulk ${restaurantId} ${start}-${end} created ${created.length}`);
        for (const q of created) adopt('qr', q, this.owner);
      },
      unknown() {
        const owner = this.owner;
        groups.push({
          description: `bulk QR ${restaurantId} tables ${start}-${end}`,
          ok: (find, lists) => {
            const rows = lists.qr.filter((q) => q.restaurantId === restaurantId && tables.includes(q.tableNumber));
            if (rows.length === tables.length) for (const q of rows) adopt('qr', q, owner);
            return rows.length === 0 || rows.length === tables.length;
          },
        });
      },
    };
  }

  function deleteProduct(w, product) {
    const children = [
      ...live(w, 'variant', (v) => v.productId === product.id),
      ...live(w, 'translation', (t) => t.tableName === 'Products' && t.recordId === product.id),
    ];
    return {
      method: 'DELETE', path: `${PATHS.product}/${product.id}`,
      ack() {
        for (const r of [records.get(key('product', product.id)), ...children]) r.allowed = [null];
      },
      unknown() {
        for (const r of [records.get(key('product', product.id)), ...children]) r.allowed = [...r.allowed, null];
        groups.push({
          description: `delete of product ${product.id} with ${children.length} variants/translations`,
          ok: (find) => {
            const present = [find('product', product.id), ...children.map((c) => find(c.kind, c.id))].map((x) => !!x);
            return present.every((p) => p) || present.every((p) => !p);
          },
        });
      },
    };
  }

  // ---- verification after each restart ------------------------------------------------------------------
  async function fetchLists() {
    const lists = {};
    for (const [kind, p] of Object.entries(PATHS)) {
      const res = await request(api.baseUrl, { path: p, token, timeoutMs: 30_000 });
      if (res.status !== 200 || !Array.isArray(res.body)) throw new Error(`GET ${p} answered ${res.status} ${res.error ?? res.text?.slice(0, 200)}`);
      lists[kind] = res.body;
    }
    return lists;
  }

  async function verify() {
    const lists = await fetchLists();
    const byId = Object.fromEntries(Object.entries(lists).map(([k, l]) => [k, new Map(l.map((o) => [o.id, o]))]));
    const find = (kind, id) => byId[kind].get(id) ?? null;
    for (const r of records.values()) {
      const actual = find(r.kind, r.id);
      if (!r.allowed.some((a) => sameJson(a, actual))) {
        figures.lost += 1;
        problem(`LOST/CHANGED ${r.kind} ${r.id}: expected ${JSON.stringify(r.allowed).slice(0, 400)}, found ${JSON.stringify(actual).slice(0, 400)}`);
      }
      r.allowed = [actual];
    }
    for (const g of groups) {
      if (!g.ok(find, lists)) {
        figures.groupViolations += 1;
        problem(`HALF-WRITTEN ${g.description}`);
      }
    }
    for (const u of unknownCreates) {
      const found = lists[u.kind].find((o) => !records.has(key(u.kind, o.id)) && u.isSame(o));
      if (!found) continue;
      figures.inFlightApplied += 1;
      if (!matchesExpect(found, u.expect)) {
        figures.lost += 1;
        problem(`MANGLED in-flight ${u.kind} create ${found.id}: sent ${JSON.stringify(u.expect).slice(0, 300)}, found ${JSON.stringify(found).slice(0, 300)}`);
      }
      adopt(u.kind, found, u.owner);
    }
    groups = [];
    unknownCreates = [];
    // Invariants the model cannot see: at most one default variant per product.
    const defaults = new Map();
    for (const v of lists.variant) if (v.isDefault) defaults.set(v.productId, (defaults.get(v.productId) ?? 0) + 1);
    for (const [productId, n] of defaults) {
      if (n > 1) {
        figures.groupViolations += 1;
        problem(`product ${productId} has ${n} default variants`);
      }
    }
    return lists;
  }

  // ---- SQL consistency of the stored data (on a copy for PGlite, which allows one process per folder) ----
  /** --tamper: writes behind the API's back that the verification must catch. */
  async function tamper() {
    const restaurant = [...records.values()].find((r) => r.kind === 'restaurant' && r.allowed[0]);
    const variant = [...records.values()].find((r) => r.kind === 'variant' && r.allowed[0]);
    const statements = [
      restaurant && `update restaurants set name = name || ' (değişti)' where id = ${restaurant.id}`,
      variant && `delete from product_variants where id = ${variant.id}`,
    ].filter(Boolean);
    if (database === 'postgres') {
      const pgLib = (await import('pg')).default;
      const client = new pgLib.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const text of statements) await client.query(text);
      await client.end();
    } else {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(path.join(dataDir, 'pglite'));
      for (const text of statements) await db.query(text);
      await db.close();
    }
    console.log(`  [${database}] tampered: ${statements.join('; ')}`);
  }

  async function sqlCheck() {
    let query;
    let close;
    let scratch;
    if (database === 'postgres') {
      const pgLib = (await import('pg')).default;
      const client = new pgLib.Client({ connectionString: databaseUrl });
      await client.connect();
      query = async (text) => (await client.query(text)).rows;
      close = () => client.end();
    } else {
      scratch = tempDir('qr-menu-drill-copy-');
      cpSync(path.join(dataDir, 'pglite'), path.join(scratch, 'pglite'), { recursive: true });
      const { PGlite } = await import('@electric-sql/pglite');
      const { amcheck } = await import('@electric-sql/pglite/contrib/amcheck');
      const db = await PGlite.create(path.join(scratch, 'pglite'), { extensions: { amcheck } });
      query = async (text) => (await db.query(text)).rows;
      close = async () => {
        await db.close();
        rmSync(scratch, { recursive: true, force: true });
      };
    }
    const found = [];
    try {
      const orphans = {
        'users without their restaurant': 'select count(*)::int n from users u where u.restaurant_id is not null and not exists (select 1 from restaurants r where r.id = u.restaurant_id)',
        'categories without their restaurant': 'select count(*)::int n from categories c where not exists (select 1 from restaurants r where r.id = c.restaurant_id)',
        'products outside their category/restaurant': 'select count(*)::int n from products p where not exists (select 1 from categories c where c.id = p.category_id and c.restaurant_id = p.restaurant_id)',
        'variants without their product': 'select count(*)::int n from product_variants v where not exists (select 1 from products p where p.id = v.product_id)',
        'add-ons without their restaurant': 'select count(*)::int n from product_addons a where not exists (select 1 from restaurants r where r.id = a.restaurant_id)',
        'QR codes without their restaurant': 'select count(*)::int n from menu_qr_codes q where not exists (select 1 from restaurants r where r.id = q.restaurant_id)',
        'hours without their restaurant': 'select count(*)::int n from restaurant_hours h where not exists (select 1 from restaurants r where r.id = h.restaurant_id)',
        'special days without their restaurant': 'select count(*)::int n from special_days d where not exists (select 1 from restaurants r where r.id = d.restaurant_id)',
        'translations of missing records': `select count(*)::int n from translations t where not case t.table_name
            when 'Products' then exists (select 1 from products x where x.id = t.record_id)
            when 'Categories' then exists (select 1 from categories x where x.id = t.record_id)
            when 'ProductVariants' then exists (select 1 from product_variants x where x.id = t.record_id)
            when 'ProductAddons' then exists (select 1 from product_addons x where x.id = t.record_id)
            when 'Restaurants' then exists (select 1 from restaurants x where x.id = t.record_id) else false end`,
        'products with several default variants': 'select count(*)::int n from (select product_id from product_variants where is_default group by product_id having count(*) > 1) x',
        'duplicate QR tables': 'select count(*)::int n from (select restaurant_id, table_number from menu_qr_codes group by 1, 2 having count(*) > 1) x',
      };
      for (const [name, text] of Object.entries(orphans)) {
        const [{ n }] = await query(text);
        if (n !== 0) found.push(`${name}: ${n}`);
      }
      await query('create extension if not exists amcheck');
      const indexes = await query(`select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where am.amname = 'btree' and c.relnamespace = 'public'::regnamespace`);
      for (const { relname } of indexes) {
        try {
          await query(`select bt_index_check('public."${relname}"'::regclass, true)`);
        } catch (error) {
          found.push(`index ${relname}: ${error.message}`);
        }
      }
      const tables = await query(`select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`);
      for (const { relname } of tables) {
        const rows = await query(`select * from verify_heapam('public."${relname}"'::regclass)`);
        if (rows.length) found.push(`table ${relname}: ${rows.length} heap problems, first: ${JSON.stringify(rows[0])}`);
      }
    } catch (error) {
      found.push(`check failed: ${error.message}`);
    } finally {
      await close().catch(() => undefined);
    }
    figures.sqlProblems += found.length;
    for (const f of found) problem(`SQL: ${f}`);
    return found;
  }

  // ---- workers --------------------------------------------------------------------------------------------
  const busy = new Set();
  const statusCounts = {};
  async function worker(w) {
    while (!stopping) {
      await gate;
      if (stopping) break;
      const op = chooseOperation(w);
      op.owner = w;
      busy.add(w);
      const res = await request(api.baseUrl, { method: op.method, path: op.path, body: op.body, token, timeoutMs: 15_000 });
      statusCounts[res.status || res.error] = (statusCounts[res.status || res.error] ?? 0) + 1;
      if (res.status >= 200 && res.status < 300) {
        figures.acknowledged += 1;
        op.ack(res);
      } else if (res.status === 0) {
        // No answer: the kill (or a hang). A refused connection never reached the server.
        if (res.error !== 'ECONNREFUSED') {
          figures.inFlightAtKill += 1;
          op.unknown();
        }
        busy.delete(w);
        await sleep(10);
        continue;
      } else {
        figures.unexpected += 1;
        problem(`${op.method} ${op.path} answered ${res.status}: ${res.text.slice(0, 300)} (sent ${JSON.stringify(op.body)?.slice(0, 300)})`);
      }
      busy.delete(w);
    }
  }

  const started = performance.now();
  const workers = Array.from({ length: WORKERS }, (_, i) => worker(i + 1));
  let inFlightBefore = 0;
  for (let kill = 1; kill <= KILLS; kill++) {
    await sleep(rng.int(200, 1500));
    gate = new Promise((resolve) => (openGate = resolve));
    const inFlight = busy.size;
    await api.kill('SIGKILL');
    figures.kills += 1;
    if (inFlight) figures.killsWithWritesInFlight += 1;
    while (busy.size) await sleep(5);
    const unknownThisKill = figures.inFlightAtKill - inFlightBefore;
    inFlightBefore = figures.inFlightAtKill;

    if (TAMPER && kill === 2) await tamper();
    const sqlFound = await sqlCheck();
    const t0 = performance.now();
    try {
      api = await startApi({ dataDir, databaseUrl, port });
    } catch (error) {
      figures.restartFailures += 1;
      problem(`restart after kill ${kill} failed: ${error.message.slice(0, 2000)}`);
      break;
    }
    figures.restartMs.push(performance.now() - t0);
    token = await signIn(api.baseUrl);
    const lostBefore = figures.lost + figures.groupViolations;
    await verify();
    const lostNow = figures.lost + figures.groupViolations - lostBefore;
    console.log(
      `  [${database}] kill ${String(kill).padStart(2)}: ${inFlight} writes in flight (${unknownThisKill} unanswered), restart ${(figures.restartMs.at(-1) / 1000).toFixed(1)} s, ` +
        `${figures.acknowledged} acknowledged so far, ${records.size} records checked, ${lostNow ? `${lostNow} LOST/HALF-WRITTEN` : 'none lost'}${sqlFound.length ? `, ${sqlFound.length} SQL problems` : ''}`,
    );
    openGate();
  }
  stopping = true;
  openGate();
  await Promise.all(workers);
  if (api.alive()) {
    await verify().catch((error) => problem(`final verification failed: ${error.message}`));
    await api.stop();
  }
  await sqlCheck();
  const seconds = (performance.now() - started) / 1000;
  rmSync(dataDir, { recursive: true, force: true });
  if (pg) await pg.destroy();
  return { ...figures, records: records.size, statusCounts, problems, seconds };
}

const check = guarantees('crash drill');
console.log(`crash drill: ${KILLS} SIGKILLs per database, ${WORKERS} writers, seed ${rng.seed}`);
for (const database of DATABASES) {
  console.log(`\n${database}:`);
  let f;
  try {
    f = await runDrill(database);
  } catch (error) {
    console.log(`  drill aborted: ${error.stack ?? error}`);
    check.check(false, `${database}: drill ran to the end`, error.message.slice(0, 200));
    continue;
  }
  if (f.skipped) {
    console.log(`  skipped: ${f.skipped}`);
    continue;
  }
  for (const p of f.problems) console.log(`  ! ${p}`);
  console.log(
    `  figures: ${f.kills} kills (${f.killsWithWritesInFlight} with writes in flight), ${f.acknowledged} acknowledged writes, ${f.records} records checked after every restart, ` +
      `${f.inFlightAtKill} writes unanswered at a kill (${f.inFlightApplied} creates among them found applied), ${f.lost} lost or changed, ${f.groupViolations} half-written, ` +
      `${f.sqlProblems} SQL consistency problems, restart p50 ${(percentile(f.restartMs, 50) / 1000).toFixed(1)} s max ${(Math.max(0, ...f.restartMs) / 1000).toFixed(1)} s, ` +
      `${f.restartFailures} failed restarts, ${f.seconds.toFixed(0)} s; answers ${JSON.stringify(f.statusCounts)}`,
  );
  check.check(f.kills >= Math.min(KILLS, 20) && f.restartFailures === 0, `${database}: the server started again after each of ${f.kills} SIGKILLs`, `${f.restartFailures} failed`);
  check.check(f.lost === 0, `${database}: every acknowledged write is present with its acknowledged values`, `${f.lost} lost or changed of ${f.acknowledged}`);
  check.check(f.groupViolations === 0, `${database}: no half-written multi-row operation`, `${f.groupViolations}`);
  check.check(f.sqlProblems === 0, `${database}: foreign keys, invariants and indexes consistent after every kill`, `${f.sqlProblems} problems`);
  check.check(f.unexpected === 0, `${database}: no write answered with an error while the server was up`, `${f.unexpected}`);
}
check.finish();

// The crash drill's look at the stored data itself, after each kill: foreign keys and invariants by SQL,
// and amcheck over every index and table (on a copy for PGlite, which allows one process per folder).
// `tamper` (--tamper) writes behind the API's back, so the drill can prove its checks catch it.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support.mjs';

/** A query function on the drill's database, and how to close it. */
async function connect({ database, databaseUrl, dataDir }, { copy = false, amcheck = false } = {}) {
  if (database === 'postgres') {
    const pgLib = (await import('pg')).default;
    const client = new pgLib.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  let folder = path.join(dataDir, 'pglite');
  let scratch;
  if (copy) {
    scratch = tempDir('qr-menu-drill-copy-');
    cpSync(folder, path.join(scratch, 'pglite'), { recursive: true });
    folder = path.join(scratch, 'pglite');
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = amcheck ? { amcheck: (await import('@electric-sql/pglite/contrib/amcheck')).amcheck } : {};
  const db = await PGlite.create(folder, { extensions });
  return {
    query: async (text) => (await db.query(text)).rows,
    close: async () => {
      await db.close();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** --tamper: changes one acknowledged restaurant and deletes one variant behind the API's back. */
export async function tamper(target, records) {
  const restaurant = [...records.values()].find((r) => r.kind === 'restaurant' && r.allowed[0]);
  const variant = [...records.values()].find((r) => r.kind === 'variant' && r.allowed[0]);
  const statements = [
    restaurant && `update restaurants set name = name || ' (değişti)' where id = ${restaurant.id}`,
    variant && `delete from product_variants where id = ${variant.id}`,
  ].filter(Boolean);
  const { query, close } = await connect(target);
  for (const text of statements) await query(text);
  await close();
  console.log(`  [${target.database}] tampered: ${statements.join('; ')}`);
}

const ORPHANS = {
  'users without their restaurant':
    'select count(*)::int n from users u where u.restaurant_id is not null and not exists (select 1 from restaurants r where r.id = u.restaurant_id)',
  'categories without their restaurant':
    'select count(*)::int n from categories c where not exists (select 1 from restaurants r where r.id = c.restaurant_id)',
  'products outside their category/restaurant':
    'select count(*)::int n from products p where not exists (select 1 from categories c where c.id = p.category_id and c.restaurant_id = p.restaurant_id)',
  'variants without their product':
    'select count(*)::int n from product_variants v where not exists (select 1 from products p where p.id = v.product_id)',
  'add-ons without their restaurant':
    'select count(*)::int n from product_addons a where not exists (select 1 from restaurants r where r.id = a.restaurant_id)',
  'QR codes without their restaurant':
    'select count(*)::int n from menu_qr_codes q where not exists (select 1 from restaurants r where r.id = q.restaurant_id)',
  'hours without their restaurant':
    'select count(*)::int n from restaurant_hours h where not exists (select 1 from restaurants r where r.id = h.restaurant_id)',
  'special days without their restaurant':
    'select count(*)::int n from special_days d where not exists (select 1 from restaurants r where r.id = d.restaurant_id)',
  'translations of missing records': `select count(*)::int n from translations t where not case t.table_name
      when 'Products' then exists (select 1 from products x where x.id = t.record_id)
      when 'Categories' then exists (select 1 from categories x where x.id = t.record_id)
      when 'ProductVariants' then exists (select 1 from product_variants x where x.id = t.record_id)
      when 'ProductAddons' then exists (select 1 from product_addons x where x.id = t.record_id)
      when 'Restaurants' then exists (select 1 from restaurants x where x.id = t.record_id) else false end`,
  'products with several default variants':
    'select count(*)::int n from (select product_id from product_variants where is_default group by product_id having count(*) > 1) x',
  'duplicate QR tables':
    'select count(*)::int n from (select restaurant_id, table_number from menu_qr_codes group by 1, 2 having count(*) > 1) x',
};

/** Problems found in the stored data (empty when consistent). */
export async function sqlCheck(target) {
  const { query, close } = await connect(target, { copy: true, amcheck: true });
  const found = [];
  try {
    for (const [name, text] of Object.entries(ORPHANS)) {
      const [{ n }] = await query(text);
      if (n !== 0) found.push(`${name}: ${n}`);
    }
    await query('create extension if not exists amcheck');
    // relkind 'i': real indexes. A partitioned table's index (relkind 'I', the visit log's) holds no data of its
    // own; its partitions' indexes are checked instead.
    const indexes =
      await query(`select c.relname from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
      where am.amname = 'btree' and c.relkind = 'i' and c.relnamespace = 'public'::regnamespace`);
    for (const { relname } of indexes) {
      try {
        await query(`select bt_index_check('public."${relname}"'::regclass, true)`);
      } catch (error) {
        found.push(`index ${relname}: ${error.message}`);
      }
    }
    const tables = await query(
      `select relname from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
    );
    for (const { relname } of tables) {
      const rows = await query(`select * from verify_heapam('public."${relname}"'::regclass)`);
      if (rows.length) found.push(`table ${relname}: ${rows.length} heap problems, first: ${JSON.stringify(rows[0])}`);
    }
  } catch (error) {
    found.push(`check failed: ${error.message}`);
  } finally {
    await close().catch(() => undefined);
  }
  return found;
}

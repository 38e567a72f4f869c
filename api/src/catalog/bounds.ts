// The bound on one restaurant's catalogue: products, variants, add-ons, translations and the bytes of their
// text. One tenant's menu stays small enough to build, cache and draw for everyone else's sake; a write or an
// import that would pass a bound is refused whole (413, Turkish message) before anything is written. Every
// create path calls `room` once with what it is about to add, every update with what it grows by (or adds, when it
// moves a record to another restaurant).
import { sql } from 'drizzle-orm';
import type { CatalogBounds } from '../config';
import type { Database } from '../db/client';
import { categories, productAddons, products, productVariants, translations } from '../db/schema';
import { createError } from '../errors';

/** What a write is about to add: counts of new records and the texts they (or changed records) bring. */
export interface CatalogAddition {
  products?: number;
  variants?: number;
  addons?: number;
  translations?: number;
  texts?: Array<string | null | undefined>;
  /** The texts an update replaces in the same restaurant: only the growth counts. */
  replaced?: Array<string | null | undefined>;
}

type Kind = Exclude<keyof CatalogAddition, 'texts' | 'replaced'>;
const count = (n: number) => n.toLocaleString('tr-TR');
const LIMIT_MESSAGES: Record<Kind, (n: number) => string> = {
  products: (n) =>
    `Bu restoranın kataloğu dolu: en fazla ${count(n)} ürün eklenebilir. Kullanılmayan ürünleri silip tekrar deneyin.`,
  variants: (n) =>
    `Bu restoranın kataloğu dolu: en fazla ${count(n)} ürün seçeneği eklenebilir. Kullanılmayan seçenekleri silip tekrar deneyin.`,
  addons: (n) =>
    `Bu restoranın kataloğu dolu: en fazla ${count(n)} ekstra eklenebilir. Kullanılmayan ekstraları silip tekrar deneyin.`,
  translations: (n) =>
    `Bu restoranın kataloğu dolu: en fazla ${count(n)} çeviri eklenebilir. Kullanılmayan çevirileri silip tekrar deneyin.`,
};
const textLimit = (bytes: number) =>
  `Bu restoranın kataloğu dolu: adlar, açıklamalar ve çeviriler birlikte en fazla ${count(Math.round(bytes / 1024))} KB olabilir. Uzun açıklamaları kısaltıp tekrar deneyin.`;

const bytesOf = (texts: CatalogAddition['texts']) =>
  (texts ?? []).reduce((sum, t) => sum + (t ? Buffer.byteLength(t) : 0), 0);

/** The texts of a record that count towards the bound (its name, description...). */
export type TextsOf<R> = (record: R) => CatalogAddition['texts'];

/**
 * What an update adds: nothing new when the record stays in its restaurant (only its texts' growth), the whole
 * record when it moves to another restaurant.
 */
export function updateAddition<R>(
  kind: Kind,
  textsOf: TextsOf<R>,
  next: NoInfer<R> & { restaurantId: number },
  before: NoInfer<R> & { restaurantId: number },
): CatalogAddition {
  const texts = textsOf(next);
  return next.restaurantId !== before.restaurantId ? { [kind]: 1, texts } : { texts, replaced: textsOf(before) };
}

/** What one restaurant's catalogue holds now. */
async function usage(db: Database, restaurantId: number): Promise<Record<Kind | 'textBytes', number>> {
  const len = (column: unknown) => sql`coalesce(sum(coalesce(octet_length(${column}), 0)), 0)`;
  const result = await db.execute(sql`
    select
      (select count(*) from ${products} where ${products.restaurantId} = ${restaurantId}) as products,
      (select count(*) from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId} where ${products.restaurantId} = ${restaurantId}) as variants,
      (select count(*) from ${productAddons} where ${productAddons.restaurantId} = ${restaurantId}) as addons,
      (select count(*) from ${translations} where ${translations.restaurantId} = ${restaurantId}) as translations,
      (select ${len(products.name)} + ${len(products.description)} + ${len(products.ingredients)} from ${products} where ${products.restaurantId} = ${restaurantId})
      + (select ${len(productVariants.name)} + ${len(productVariants.description)} from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId} where ${products.restaurantId} = ${restaurantId})
      + (select ${len(productAddons.name)} + ${len(productAddons.description)} from ${productAddons} where ${productAddons.restaurantId} = ${restaurantId})
      + (select ${len(categories.name)} + ${len(categories.description)} from ${categories} where ${categories.restaurantId} = ${restaurantId})
      + (select ${len(translations.translatedText)} from ${translations} where ${translations.restaurantId} = ${restaurantId}) as text_bytes`);
  const row =
    ((result as unknown as { rows?: Record<string, unknown>[] }).rows ??
      (result as unknown as Record<string, unknown>[]))[0] ?? {};
  return {
    products: Number(row.products ?? 0),
    variants: Number(row.variants ?? 0),
    addons: Number(row.addons ?? 0),
    translations: Number(row.translations ?? 0),
    textBytes: Number(row.text_bytes ?? 0),
  };
}

/** Refuses (413) an addition that would take the restaurant's catalogue past a bound. */
export type CatalogRoom = (restaurantId: number, adding: CatalogAddition, db?: Database) => Promise<void>;

/** `db` at the call: a transaction, so an import checks what it sees (and nothing is written when refused). */
export function catalogRoom(database: Database, bounds: CatalogBounds): CatalogRoom {
  return async (restaurantId, adding, db = database) => {
    const now = await usage(db, restaurantId);
    for (const kind of Object.keys(LIMIT_MESSAGES) as Kind[]) {
      const more = adding[kind] ?? 0;
      if (more > 0 && now[kind] + more > bounds[kind])
        throw createError('CATALOG_LIMIT', LIMIT_MESSAGES[kind](bounds[kind]));
    }
    const bytes = bytesOf(adding.texts) - bytesOf(adding.replaced);
    if (bytes > 0 && now.textBytes + bytes > bounds.textBytes)
      throw createError('CATALOG_LIMIT', textLimit(bounds.textBytes));
  };
}

interface PlannedRecord {
  id: number | null | undefined;
  changed: boolean;
  values: { name?: string | null; description?: string | null; ingredients?: string | null };
}

/**
 * What a catalog import adds: its new records, and the texts of new and changed ones (a changed record's
 * text is counted whole, so an import close to the text bound may be refused a little early).
 */
export function importAddition(planned: {
  cats: PlannedRecord[];
  products: PlannedRecord[];
  variants: PlannedRecord[];
  addons: PlannedRecord[];
}): CatalogAddition {
  const added = (list: PlannedRecord[]) => list.filter((r) => r.id == null).length;
  const written = [...planned.cats, ...planned.products, ...planned.variants, ...planned.addons].filter(
    (r) => r.id == null || r.changed,
  );
  return {
    products: added(planned.products),
    variants: added(planned.variants),
    addons: added(planned.addons),
    texts: written.flatMap((r) => [r.values.name, r.values.description, r.values.ingredients]),
  };
}

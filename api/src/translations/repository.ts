// SQL for the translations table, and the lookup of the records a translation points at (the record id
// points into the table named by table_name, so the database cannot check it with a foreign key).
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TranslatableTable } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { categories, productAddons, products, productVariants, restaurants, translations } from '../db/schema';
import { deleteById } from '../db/rows';

export type TranslationRow = typeof translations.$inferSelect;
export type NewTranslationRow = typeof translations.$inferInsert;

export interface TranslationFilter {
  restaurantId?: number;
  languageCode?: string;
  tableName?: string;
  recordId?: number;
}

/** A record that can be translated, with the Turkish originals of its translatable fields. */
export interface TranslatableRecord {
  id: number;
  restaurantId: number;
  name: string;
  /** What the record belongs to, when its name alone is ambiguous (a variant's product). */
  context: string | null;
  fields: Record<string, string | null>;
}

/** Narrows one table's read: its restaurant column and id column against the scope, restaurant and record asked for. */
type RecordFilter = (restaurantCol: AnyPgColumn, idCol: AnyPgColumn) => SQL | undefined;

/** A record whose translatable fields are its name and description. */
function describedRecord(
  r: { id: number; restaurantId: number; name: string; description: string | null },
  context: string | null = null,
): TranslatableRecord {
  return {
    id: r.id,
    restaurantId: r.restaurantId,
    name: r.name,
    context,
    fields: { Name: r.name, Description: r.description },
  };
}

/** The columns of a record with a name and a description (a variant's restaurant is its product's). */
function describedColumns(
  t: typeof categories | typeof products | typeof productVariants,
  restaurantId: AnyPgColumn<{ data: number }> = (t as typeof categories).restaurantId,
) {
  return { id: t.id, restaurantId, name: t.name, description: t.description };
}

/** Categories and add-ons: a name and a description in a restaurant. */
async function describedRows(
  db: Database,
  table: typeof categories | typeof productAddons,
  where: SQL | undefined,
  order: SQL[],
) {
  const t = table as typeof categories;
  const rows = await db
    .select(describedColumns(t))
    .from(t)
    .where(where)
    .orderBy(...order);
  return rows.map((r) => describedRecord(r));
}

/** Each translatable table's records, in the order the translation screens list them. */
const recordReads: Record<TranslatableTable, (db: Database, filter: RecordFilter) => Promise<TranslatableRecord[]>> = {
  async Products(db, filter) {
    const rows = await db
      .select({ ...describedColumns(products), ingredients: products.ingredients })
      .from(products)
      .where(filter(products.restaurantId, products.id))
      .orderBy(asc(products.name), asc(products.id));
    return rows.map((r) => ({
      ...describedRecord(r),
      fields: { Name: r.name, Description: r.description, Ingredients: r.ingredients || null },
    }));
  },
  Categories: (db, filter) =>
    describedRows(db, categories, filter(categories.restaurantId, categories.id), [
      asc(categories.displayOrder),
      asc(categories.name),
      asc(categories.id),
    ]),
  ProductAddons: (db, filter) =>
    describedRows(db, productAddons, filter(productAddons.restaurantId, productAddons.id), [
      asc(productAddons.name),
      asc(productAddons.id),
    ]),
  async ProductVariants(db, filter) {
    const rows = await db
      .select({ ...describedColumns(productVariants, products.restaurantId), productName: products.name })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(filter(products.restaurantId, productVariants.id))
      .orderBy(asc(products.name), asc(productVariants.displayOrder), asc(productVariants.id));
    return rows.map((r) => describedRecord(r, r.productName));
  },
  async Restaurants(db, filter) {
    const rows = await db
      .select({ id: restaurants.id, name: restaurants.name, description: restaurants.description })
      .from(restaurants)
      .where(filter(restaurants.id, restaurants.id))
      .orderBy(asc(restaurants.id));
    return rows.map((r) => describedRecord({ ...r, restaurantId: r.id }));
  },
};

export function createTranslationRepository(db: Database) {
  /** Records of one table, optionally one record, limited to the given restaurants. */
  async function records(
    table: TranslatableTable,
    scope: 'all' | number[],
    restaurantId?: number,
    recordId?: number,
  ): Promise<TranslatableRecord[]> {
    if (scope !== 'all' && scope.length === 0) return [];
    const filter: RecordFilter = (restaurantCol, idCol) => {
      const where: SQL[] = [];
      if (scope !== 'all') where.push(inArray(restaurantCol, scope));
      if (restaurantId != null) where.push(eq(restaurantCol, restaurantId));
      if (recordId != null) where.push(eq(idCol, recordId));
      return where.length ? and(...where) : undefined;
    };
    return recordReads[table](db, filter);
  }

  return {
    records,
    async list(scope: 'all' | number[], filter: TranslationFilter = {}): Promise<TranslationRow[]> {
      if (scope !== 'all' && scope.length === 0) return [];
      const where: SQL[] = [];
      if (scope !== 'all') where.push(inArray(translations.restaurantId, scope));
      if (filter.restaurantId != null) where.push(eq(translations.restaurantId, filter.restaurantId));
      if (filter.languageCode) where.push(eq(translations.languageCode, filter.languageCode));
      if (filter.tableName) where.push(eq(translations.tableName, filter.tableName));
      if (filter.recordId != null) where.push(eq(translations.recordId, filter.recordId));
      return db
        .select()
        .from(translations)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(translations.createdDate), desc(translations.id));
    },
    async findById(id: number): Promise<TranslationRow | undefined> {
      const [row] = await db.select().from(translations).where(eq(translations.id, id)).limit(1);
      return row;
    },
    async insert(values: NewTranslationRow): Promise<TranslationRow> {
      const [row] = await db.insert(translations).values(values).returning();
      return row;
    },
    async update(id: number, values: Partial<NewTranslationRow>): Promise<TranslationRow | undefined> {
      const [row] = await db.update(translations).set(values).where(eq(translations.id, id)).returning();
      return row;
    },
    delete: (id: number) => deleteById(db, translations, id),
  };
}
export type TranslationRepository = ReturnType<typeof createTranslationRepository>;

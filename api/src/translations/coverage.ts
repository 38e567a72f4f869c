// How far a restaurant's menu is translated: the records the diner's menu shows (active categories, the
// products of active categories, the active variants of those products, active add-ons), and per foreign
// language the share of them whose name is translated and, separately, whose description is (counted only
// where the Turkish description is not empty: an empty one has nothing to translate). The same records give
// the "missing" list, so the figures and the list always agree.
import { and, asc, eq } from 'drizzle-orm';
import { LANGUAGE_CODES, type MissingTranslation, type TranslationCoverage } from '@menu/shared/contract';
import type { Database } from '../db/client';
import { categories, productAddons, products, productVariants, translations } from '../db/schema';

/** The tables the coverage counts, in the order the screen shows them. */
export const COVERED_TABLES = ['Categories', 'Products', 'ProductVariants', 'ProductAddons'] as const;
type CoveredTable = (typeof COVERED_TABLES)[number];
/** The fields the coverage counts. */
const COVERED_FIELDS = ['Name', 'Description'] as const;

interface MenuRecord {
  tableName: CoveredTable;
  id: number;
  name: string;
  context: string | null;
  description: string | null;
}

/** The foreign languages: Turkish is the original. */
export const FOREIGN_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'tr');

async function menuRecords(db: Database, restaurantId: number): Promise<MenuRecord[]> {
  const [cats, prods, variants, addons] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, description: categories.description })
      .from(categories)
      .where(and(eq(categories.restaurantId, restaurantId), eq(categories.isActive, true)))
      .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id)),
    db
      .select({ id: products.id, name: products.name, description: products.description, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.restaurantId, restaurantId), eq(categories.isActive, true)))
      .orderBy(asc(categories.displayOrder), asc(products.displayOrder), asc(products.name), asc(products.id)),
    db
      .select({
        id: productVariants.id,
        name: productVariants.name,
        description: productVariants.description,
        product: products.name,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(eq(products.restaurantId, restaurantId), eq(categories.isActive, true), eq(productVariants.isActive, true)),
      )
      .orderBy(asc(products.name), asc(productVariants.displayOrder), asc(productVariants.id)),
    db
      .select({ id: productAddons.id, name: productAddons.name, description: productAddons.description })
      .from(productAddons)
      .where(and(eq(productAddons.restaurantId, restaurantId), eq(productAddons.isActive, true)))
      .orderBy(asc(productAddons.name), asc(productAddons.id)),
  ]);
  return [
    ...cats.map((r) => ({
      tableName: 'Categories' as const,
      id: r.id,
      name: r.name,
      context: null,
      description: r.description,
    })),
    ...prods.map((r) => ({
      tableName: 'Products' as const,
      id: r.id,
      name: r.name,
      context: r.category,
      description: r.description,
    })),
    ...variants.map((r) => ({
      tableName: 'ProductVariants' as const,
      id: r.id,
      name: r.name,
      context: r.product,
      description: r.description,
    })),
    ...addons.map((r) => ({
      tableName: 'ProductAddons' as const,
      id: r.id,
      name: r.name,
      context: null,
      description: r.description,
    })),
  ];
}

/** 'language:table:record:field' of every non-empty translation of the restaurant. */
async function translatedKeys(db: Database, restaurantId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      languageCode: translations.languageCode,
      tableName: translations.tableName,
      recordId: translations.recordId,
      fieldName: translations.fieldName,
      text: translations.translatedText,
    })
    .from(translations)
    .where(eq(translations.restaurantId, restaurantId));
  return new Set(
    rows
      .filter((r) => r.text.trim() !== '')
      .map((r) => `${r.languageCode}:${r.tableName}:${r.recordId}:${r.fieldName}`),
  );
}

const hasText = (s: string | null): s is string => s != null && s.trim() !== '';
const original = (r: MenuRecord, field: (typeof COVERED_FIELDS)[number]) => (field === 'Name' ? r.name : r.description);

export function createCoverage(db: Database) {
  return {
    async coverage(restaurantId: number): Promise<TranslationCoverage> {
      const [records, done] = await Promise.all([menuRecords(db, restaurantId), translatedKeys(db, restaurantId)]);
      const count = (language: string, list: MenuRecord[], field: (typeof COVERED_FIELDS)[number]) => {
        const due = list.filter((r) => hasText(original(r, field)));
        return {
          translated: due.filter((r) => done.has(`${language}:${r.tableName}:${r.id}:${field}`)).length,
          total: due.length,
        };
      };
      return {
        restaurantId,
        languages: FOREIGN_LANGUAGES.map((languageCode) => ({
          languageCode,
          name: count(languageCode, records, 'Name'),
          description: count(languageCode, records, 'Description'),
          tables: COVERED_TABLES.map((tableName) => {
            const list = records.filter((r) => r.tableName === tableName);
            return {
              tableName,
              name: count(languageCode, list, 'Name'),
              description: count(languageCode, list, 'Description'),
            };
          }),
        })),
      };
    },

    /** The fields of the menu's records without a translation in `languageCode`, in the menu's order. */
    async missing(restaurantId: number, languageCode: string): Promise<MissingTranslation[]> {
      const [records, done] = await Promise.all([menuRecords(db, restaurantId), translatedKeys(db, restaurantId)]);
      const out: MissingTranslation[] = [];
      for (const r of records) {
        for (const field of COVERED_FIELDS) {
          const text = original(r, field);
          if (hasText(text) && !done.has(`${languageCode}:${r.tableName}:${r.id}:${field}`)) {
            out.push({
              tableName: r.tableName,
              recordId: r.id,
              name: r.name,
              context: r.context,
              fieldName: field,
              original: text,
            });
          }
        }
      }
      return out;
    },
  };
}

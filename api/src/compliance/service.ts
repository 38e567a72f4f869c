// Whether a restaurant's menu meets the price-label rules, in one answer (GET /restaurants/{id}/compliance):
// each rule with pass or fail and what breaks it, each item with where it is fixed. The checks are the same
// ones the API refuses new records with (rules.ts, @menu/shared's price rules), applied to what is stored, plus
// what only the stored state can show: printed lists behind the menu, products not on the newest print, and
// discounts without a price charged in the 30 days before them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  formatLira,
  formatShortDate,
  isChargeName,
  LANGUAGES,
  requiresPortionGrams,
  tr,
  type Compliance,
  type ComplianceRule,
  type PriceListLayout,
} from '@menu/shared/contract';
import type { Database } from '../db/client';
import { categories, productAddons, products, translations } from '../db/schema';
import { REFERENCE_DAYS, type PricePoint } from '../catalog/products/reference-price';
import { priceHistoriesOf } from '../catalog/products/repository';
import { changesSince, printStatus } from '../price-list/prints';

type Item = Compliance['rules'][number]['items'][number];
const text = tr.compliance;
const DAY_MS = 86_400_000;
const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** Where each kind of record is fixed in the portal (the screen opens the record's form). */
export const fixPath = {
  product: (id: number) => `/products?edit=${id}`,
  addon: (id: number) => `/addons?edit=${id}`,
  translation: (id: number) => `/translations?edit=${id}`,
};

/**
 * The lowest price charged in the 30 days before the current discount began, or null when the history holds
 * no price in force then (a product that came onto the menu discounted): the reference the rules ask for.
 */
export function thirtyDayReference(history: readonly PricePoint[], days = REFERENCE_DAYS): number | null {
  const last = history.at(-1);
  if (!last || last.discountedPrice == null) return null;
  let start = history.length - 1;
  while (start > 0 && history[start - 1].discountedPrice != null) start--;
  const windowStart = history[start].changedAt.getTime() - days * DAY_MS;
  let lowest: number | null = null;
  for (let i = 0; i < start; i++) {
    if (history[i + 1].changedAt.getTime() > windowStart)
      lowest = Math.min(lowest ?? Infinity, history[i].discountedPrice ?? history[i].price);
  }
  return lowest;
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

/** What the rules look at: the prints and the menu now, the products, add-ons and their names' translations. */
async function recordsOf(db: Database, restaurantId: number) {
  const [{ prints, current }, productRows, addonRows, translationRows] = await Promise.all([
    printStatus(db, restaurantId),
    db
      .select({
        id: products.id,
        name: products.name,
        portionGrams: products.portionGrams,
        price: products.price,
        discountedPrice: products.discountedPrice,
        category: categories.name,
        categoryActive: categories.isActive,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.restaurantId, restaurantId))
      .orderBy(asc(categories.displayOrder), asc(categories.id), asc(products.displayOrder), asc(products.id)),
    db
      .select({ id: productAddons.id, name: productAddons.name })
      .from(productAddons)
      .where(eq(productAddons.restaurantId, restaurantId))
      .orderBy(asc(productAddons.id)),
    db
      .select({
        id: translations.id,
        tableName: translations.tableName,
        recordId: translations.recordId,
        languageCode: translations.languageCode,
        translatedText: translations.translatedText,
      })
      .from(translations)
      .where(
        and(
          eq(translations.restaurantId, restaurantId),
          inArray(translations.tableName, ['Products', 'ProductAddons']),
          eq(translations.fieldName, 'Name'),
        ),
      )
      .orderBy(asc(translations.id)),
  ]);
  return { prints, current, productRows, addonRows, translationRows };
}

/** Printed lists: each layout's print against the menu now (a menu never printed fails too). */
function printedListItems({ prints, current }: Records): Item[] {
  const layoutItems: Item[] = prints.flatMap((p) => {
    const changed = changesSince(p.items, current).length;
    const label = tr.priceList.layouts[p.layout as PriceListLayout] ?? p.layout;
    return changed
      ? [
          {
            kind: 'layout' as const,
            id: 0,
            name: label,
            detail: text.detail.layoutChanged(changed, formatShortDate(p.printedAt)),
            fix: p.layout,
          },
        ]
      : [];
  });
  if (!prints.length) layoutItems.push({ kind: 'layout', id: 0, name: text.neverPrinted, detail: null, fix: 'a4' });
  return layoutItems;
}

/** Charges: products, add-ons, and their names' translations. */
function chargeItems({ productRows, addonRows, translationRows }: Records): Item[] {
  const recordName = new Map<string, string>([
    ...productRows.map((p) => [`Products:${p.id}`, p.name] as const),
    ...addonRows.map((a) => [`ProductAddons:${a.id}`, a.name] as const),
  ]);
  return [
    ...productRows
      .filter((p) => isChargeName(p.name))
      .map((p): Item => ({ kind: 'product', id: p.id, name: p.name, detail: null, fix: fixPath.product(p.id) })),
    ...addonRows
      .filter((a) => isChargeName(a.name))
      .map((a): Item => ({ kind: 'addon', id: a.id, name: a.name, detail: null, fix: fixPath.addon(a.id) })),
    ...translationRows
      .filter((t) => isChargeName(t.translatedText))
      .map((t): Item => ({
        kind: 'translation',
        id: t.id,
        name: recordName.get(`${t.tableName}:${t.recordId}`) ?? t.translatedText,
        detail: text.detail.translation(languageName(t.languageCode), t.translatedText),
        fix: fixPath.translation(t.id),
      })),
  ];
}

/** Grams where the rule names the dish. */
function portionGramItems({ productRows }: Records): Item[] {
  return productRows
    .filter((p) => p.portionGrams == null && requiresPortionGrams(p.name, p.category))
    .map((p): Item => ({
      kind: 'product',
      id: p.id,
      name: p.name,
      detail: text.detail.category(p.category),
      fix: fixPath.product(p.id),
    }));
}

/** Discounts shown against a price charged in the 30 days before them. */
async function referencePriceItems(db: Database, { productRows }: Records): Promise<Item[]> {
  const discounted = productRows.filter(
    (p) => p.categoryActive && p.discountedPrice != null && Number(p.discountedPrice) < Number(p.price),
  );
  const history = await priceHistoriesOf(
    db,
    discounted.map((p) => p.id),
  );
  return discounted.flatMap((p): Item[] => {
    const reference = thirtyDayReference(history.get(p.id) ?? []);
    const price = Number(p.discountedPrice);
    if (reference != null && reference > price) return [];
    const detail =
      reference == null
        ? text.detail.noReference(formatLira(price))
        : text.detail.referenceNotAbove(formatLira(price), formatLira(reference));
    return [{ kind: 'product', id: p.id, name: p.name, detail, fix: fixPath.product(p.id) }];
  });
}

/** Every product on the menu is on the newest print; null when nothing was ever printed (the rule fails). */
function notPrintedItems({ prints, current }: Records): Item[] | null {
  const newest = prints[0];
  if (!newest) return null;
  const onPrint = new Set(newest.items.map((i) => i.productId));
  return current
    .filter((c) => !onPrint.has(c.productId))
    .map((c): Item => ({
      kind: 'product',
      id: c.productId,
      name: c.name,
      detail: text.detail.notOnPrint(formatShortDate(newest.printedAt)),
      fix: fixPath.product(c.productId),
    }));
}

export async function complianceOf(db: Database, restaurantId: number, now = new Date()): Promise<Compliance> {
  const records = await recordsOf(db, restaurantId);
  const rules: Compliance['rules'] = [];
  const rule = (name: ComplianceRule, items: Item[], failedWithout = false) =>
    rules.push({ rule: name, passed: !items.length && !failedWithout, items });
  rule('printedList', printedListItems(records));
  rule('charges', chargeItems(records));
  rule('portionGrams', portionGramItems(records));
  rule('referencePrice', await referencePriceItems(db, records));
  const notPrinted = notPrintedItems(records);
  rule('notPrinted', notPrinted ?? [], notPrinted === null);
  return { restaurantId, checkedAt: now.toISOString(), passed: rules.every((r) => r.passed), rules };
}

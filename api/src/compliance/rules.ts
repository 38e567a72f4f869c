// The price-label rules as the API applies them, in one place: the product and add-on services, the catalog
// import and the translation service call these, so a name refused on one path is refused on every path. The
// rules themselves are @menu/shared's (`isChargeName`, `requiresPortionGrams`), which the compliance panel
// also lists existing records by.
import { isChargeName, requiresPortionGrams, tr, type TranslatableTable } from '@menu/shared/contract';
import { fieldError } from '../errors';

const text = tr.compliance;

/** The tables whose records are sold by name: a product's or an add-on's name may not be a charge in any language. */
const PRICED_TABLES: ReadonlySet<TranslatableTable> = new Set(['Products', 'ProductAddons']);

export interface RuleRefusal {
  field: string;
  message: string;
}

/** Why a product may not be saved under the rules, or null. */
export function productRefusal(
  values: { name: string; portionGrams?: number | null },
  categoryName: string | null | undefined,
): RuleRefusal | null {
  if (isChargeName(values.name)) return { field: 'name', message: text.chargeName };
  if (values.portionGrams == null && requiresPortionGrams(values.name, categoryName))
    return { field: 'portionGrams', message: text.portionGramsRequired };
  return null;
}

/** Why an add-on may not be saved under the rules, or null. */
export function addonRefusal(values: { name: string }): RuleRefusal | null {
  return isChargeName(values.name) ? { field: 'name', message: text.chargeName } : null;
}

/** Why a translation may not be saved: a product's or an add-on's name translated as a charge. */
export function translationRefusal(values: {
  tableName: string;
  fieldName: string;
  translatedText: string;
}): RuleRefusal | null {
  const priced = PRICED_TABLES.has(values.tableName as TranslatableTable) && values.fieldName === 'Name';
  return priced && isChargeName(values.translatedText) ? { field: 'translatedText', message: text.chargeName } : null;
}

function refuse(refusal: RuleRefusal | null): void {
  if (refusal) throw fieldError(refusal.field, refusal.message);
}

/** The 400 on the field a rule names; `findCategory` gives the product's category (its name counts too). */
export async function assertProductRules(
  values: { name: string; portionGrams?: number | null; categoryId: number },
  findCategory: (id: number) => Promise<{ name: string } | undefined>,
): Promise<void> {
  if (isChargeName(values.name)) return refuse(productRefusal(values, null));
  if (values.portionGrams != null) return;
  refuse(productRefusal(values, (await findCategory(values.categoryId))?.name));
}

export const assertAddonRules = (values: { name: string }): void => refuse(addonRefusal(values));
export const assertTranslationRules = (values: {
  tableName: string;
  fieldName: string;
  translatedText: string;
}): void => refuse(translationRefusal(values));

// The 14 allergens Türk Gıda Kodeksi requires to be declared for unpackaged food too (the EU list), and the
// two contents a diner may need to know of for religious or health reasons (alcohol, pork). One list for the
// API's validation, the portal's checkboxes and the menu's icons, names and filter; names in Turkish (the menu's words in
// each language hold their own).
import { menu } from './strings/menu';

export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const isAllergenCode = (value: unknown): value is AllergenCode =>
  typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value);

/** The diet marks a declared allergen disproves: gluten-free with gluten, vegan with an animal product, vegetarian with seafood. */
export const DIET_EXCLUDES = {
  isGlutenFree: ['gluten'],
  isVegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  isVegetarian: ['fish', 'crustaceans', 'molluscs'],
} as const satisfies Record<string, readonly AllergenCode[]>;
export type DietMark = keyof typeof DIET_EXCLUDES;

export interface DietConflict {
  diet: DietMark;
  allergen: AllergenCode;
}

/** Each (diet mark, allergen) pair of a product that cannot both be true, in the allergen list's order. */
export function dietConflicts(
  p: Partial<Record<DietMark, boolean>> & { allergens?: readonly string[] | null },
): DietConflict[] {
  const out: DietConflict[] = [];
  for (const diet of Object.keys(DIET_EXCLUDES) as DietMark[]) {
    if (!p[diet]) continue;
    for (const allergen of ALLERGEN_CODES)
      if ((DIET_EXCLUDES[diet] as readonly string[]).includes(allergen) && p.allergens?.includes(allergen))
        out.push({ diet, allergen });
  }
  return out;
}

/** Shown beside each name (never alone: the name is always written out). */
export const ALLERGEN_ICONS: Record<AllergenCode, string> = {
  gluten: '🌾',
  crustaceans: '🦐',
  eggs: '🥚',
  fish: '🐟',
  peanuts: '🥜',
  soybeans: '🫘',
  milk: '🥛',
  nuts: '🌰',
  celery: '🥬',
  mustard: '🌭',
  sesame: '🥯',
  sulphites: '🧪',
  lupin: '🌸',
  molluscs: '🦪',
};
export const CONTENT_ICONS = { alcohol: '🍸', pork: '🐖' } as const;

/** Largest portion weight in grams a product may declare. */
export const PORTION_GRAMS_MAX = 5000;

export interface ContentTexts {
  allergens: Record<AllergenCode, string>;
  /** Legend and product sheet heading. */
  title: string;
  /** The menu's filter that hides products containing any chosen allergen. */
  exclude: string;
  alcohol: string;
  pork: string;
  /** Portion weight: "Porsiyon: 250 g". */
  portion: (grams: number) => string;
  /** The menu's filter panel, its diet group and the button that clears it. */
  filters: string;
  diet: string;
  clearFilters: string;
  /** What a discounted product's struck-through price is: the lowest of the 30 days before the discount. */
  reference: string;
  /** The link to the printable price list (a Turkish PDF). */
  priceList: string;
  /** A category outside its time-of-day window: when it starts today, or that it is not served now. */
  startsAt: (time: string) => string;
  notNow: string;
}

/** The allergens' Turkish names (the portal, the catalog table); the menu's words in each language hold theirs. */
export const ALLERGEN_NAMES: Readonly<Record<AllergenCode, string>> = menu.allergens;

/** Products that contain none of `excluded` (the menu's "Şunları içermesin" filter). */
export function withoutAllergens<T extends { allergens?: readonly string[] }>(
  items: readonly T[],
  excluded: readonly string[],
): T[] {
  if (excluded.length === 0) return [...items];
  return items.filter((p) => !(p.allergens ?? []).some((a) => excluded.includes(a)));
}

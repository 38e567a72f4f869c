// The catalog as one table: a row per category, product, variant and add-on, the same
// columns in the CSV and the XLSX, Turkish headers and values a restaurant can edit in a spreadsheet
// ("Evet"/"Hayır", allergens by name, windows as "1,2,3,4,5 08:00-11:30"). Rows are matched to records by ID;
// a row without an ID is new. Products name their category and variants their product, so rows added in the
// same file can refer to each other.
import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '@menu/shared/contract';

export const ROW_TYPES = { category: 'Kategori', product: 'Ürün', variant: 'Varyant', addon: 'Eklenti' } as const;
export type RowType = keyof typeof ROW_TYPES;

export const COLUMNS = [
  ['type', 'Tür'],
  ['id', 'ID'],
  ['category', 'Kategori'],
  ['product', 'Ürün'],
  ['name', 'Ad'],
  ['description', 'Açıklama'],
  ['price', 'Fiyat (₺)'],
  ['discountedPrice', 'İndirimli fiyat (₺)'],
  ['image', 'Görsel'],
  ['ingredients', 'İçindekiler'],
  ['calories', 'Kalori (kcal)'],
  ['preparationTime', 'Hazırlama süresi (dk)'],
  ['isVegetarian', 'Vejetaryen'],
  ['isVegan', 'Vegan'],
  ['isGlutenFree', 'Glutensiz'],
  ['spicyLevel', 'Acılık (0-5)'],
  ['isAvailable', 'Satışta'],
  ['isFeatured', 'Öne çıkan'],
  ['allergens', 'Alerjenler'],
  ['containsAlcohol', 'Alkol içerir'],
  ['containsPork', 'Domuz eti içerir'],
  ['portionGrams', 'Porsiyon (g)'],
  ['icon', 'Simge'],
  ['isActive', 'Aktif'],
  ['isDefault', 'Varsayılan'],
  ['availability', 'Saatler'],
  ['displayOrder', 'Sıra'],
] as const;
export type ColumnKey = (typeof COLUMNS)[number][0];
export type TableRow = Partial<Record<ColumnKey, string | number | null>>;

export const yesNo = (v: boolean) => (v ? 'Evet' : 'Hayır');

const ALLERGEN_BY_NAME = new Map<string, AllergenCode>(
  ALLERGEN_CODES.flatMap(
    (code) =>
      [
        [code, code],
        [ALLERGEN_NAMES[code].toLocaleLowerCase('tr-TR'), code],
      ] as Array<[string, AllergenCode]>,
  ),
);

/** Allergens by their Turkish names, in the list's order. */
export const allergenNames = (codes: readonly string[]) =>
  ALLERGEN_CODES.filter((c) => codes.includes(c))
    .map((c) => ALLERGEN_NAMES[c])
    .join(', ');

/** Names or codes back to codes; an unknown one is returned as is (the shared schema refuses it in Turkish). */
export const allergenCodes = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ALLERGEN_BY_NAME.get(s.toLocaleLowerCase('tr-TR')) ?? s);

export const windowsText = (windows: ReadonlyArray<{ days: number[]; from: string; to: string }>) =>
  windows.map((w) => `${w.days.join(',')} ${w.from}-${w.to}`).join('; ');

/** '1,2,3 08:00-11:30; 6,7 09:00-14:00' → windows; null when it does not read. */
export function parseWindows(text: string): Array<{ days: number[]; from: string; to: string }> | null {
  if (!text.trim()) return [];
  const out: Array<{ days: number[]; from: string; to: string }> = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([\d,\s]+)\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(part);
    if (!m) return null;
    const pad = (t: string) => t.padStart(5, '0');
    out.push({
      days: m[1]
        .split(',')
        .map((d) => Number(d.trim()))
        .filter((d) => !Number.isNaN(d)),
      from: pad(m[2]),
      to: pad(m[3]),
    });
  }
  return out;
}

/** 'Evet'/'Hayır' (also true/false, 1/0, e/h); blank is `fallback`; anything else stays (the schema refuses it). */
export function readBool(value: unknown, fallback: boolean): unknown {
  if (value == null || value === '') return fallback;
  const s = String(value).trim().toLocaleLowerCase('tr-TR');
  if (['evet', 'e', 'true', '1', 'var'].includes(s)) return true;
  if (['hayır', 'hayir', 'h', 'false', '0', 'yok'].includes(s)) return false;
  return value;
}

/** A cell as text; the apostrophe the CSV puts before a formula-looking value is taken off again. */
export function readText(value: unknown): string {
  if (value == null) return '';
  const s = String(value);
  return /^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s;
}

// The catalog as one table: a row per category, product, variant and add-on, the same
// columns in the CSV and the XLSX, Turkish headers and values a restaurant can edit in a spreadsheet
// ("Evet"/"Hayır", allergens by name, windows as "1,2,3,4,5 08:00-11:30"). Rows are matched to records by ID;
// a row without an ID is new. Products name their category and variants their product, so rows added in the
// same file can refer to each other.
import {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  ProductEntity,
  ProductRequest,
  tr,
  type AllergenCode,
} from '@menu/shared/contract';

export const ROW_TYPES = { category: 'Kategori', product: 'Ürün', variant: 'Varyant', addon: 'Eklenti' } as const;
export type RowType = keyof typeof ROW_TYPES;

/** The product form's fields the table gives a column of their own, each under the form's label. */
type ProductField = keyof typeof ProductEntity.fields & keyof (typeof ProductRequest)['in']['shape'];
/**
 * Fields the table writes another way: the restaurant is the file's, the category is named in its own column,
 * name/description/price/order are columns every row type shares, and "spicy" is a spicy level above 0.
 */
const SHARED_OR_DERIVED = new Set<string>([
  'restaurantId',
  'categoryId',
  'name',
  'description',
  'price',
  'displayOrder',
  'isSpicy',
]);
/**
 * The product's state rather than its catalogue entry: a timed sold-out is the floor staff's tap, so the sheet has
 * no column for it and an import leaves a running one as it is.
 */
export const PRODUCT_STATE = new Set<string>(['soldOutUntil']);
/** Headers files already carry where they differ from the form's label (shorter, or with the range). */
const HEADER_OF: Partial<Record<ProductField, string>> = { spicyLevel: 'Acılık (0-5)', portionGrams: 'Porsiyon (g)' };

/** Every other field of the shared product request, in the form's order: a field added there is a column here. */
export const PRODUCT_COLUMNS = Object.keys(ProductRequest.in.shape).filter(
  (key): key is ProductField => !SHARED_OR_DERIVED.has(key) && !PRODUCT_STATE.has(key) && key in ProductEntity.fields,
);

export const COLUMNS = [
  ['type', 'Tür'],
  ['id', 'ID'],
  ['category', 'Kategori'],
  ['product', 'Ürün'],
  ['name', 'Ad'],
  ['description', 'Açıklama'],
  ['price', 'Fiyat (₺)'],
  ...PRODUCT_COLUMNS.map((key) => [key, HEADER_OF[key] ?? tr.catalog.products.fields[key]] as const),
  ['icon', 'Simge'],
  ['isActive', 'Aktif'],
  ['isDefault', 'Varsayılan'],
  ['availability', 'Saatler'],
  ['displayOrder', 'Sıra'],
] as const satisfies ReadonlyArray<readonly [string, string]>;
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

type Kind = 'flag' | 'list' | 'number' | 'text';
interface ZodDef {
  type: string;
  innerType?: { _zod: { def: ZodDef } };
}
/** A field's kind from its wire type in the contract (a nullable number is a number). */
function kindOf(key: ProductField): Kind {
  let def = (ProductEntity.fields[key].wire as unknown as { _zod: { def: ZodDef } })._zod.def;
  while (def.innerType) def = def.innerType._zod.def;
  return def.type === 'boolean' ? 'flag' : def.type === 'array' ? 'list' : def.type === 'number' ? 'number' : 'text';
}
const PRODUCT_KINDS = new Map(PRODUCT_COLUMNS.map((key) => [key, kindOf(key)]));
/** A flag's value when its cell is blank: the request's default (on sale unless told otherwise). */
const flagDefault = (key: ProductField) =>
  (ProductRequest.in.shape[key] as { safeParse(v: unknown): { data?: unknown } }).safeParse(undefined).data === true;

/** A product (as the API answers it) as the cells of its product columns. */
export function productCells(product: Record<ProductField, unknown> & { isSpicy: boolean }): TableRow {
  const row: TableRow = {};
  for (const [key, kind] of PRODUCT_KINDS) {
    const value = product[key];
    if (key === 'spicyLevel') row[key] = product.isSpicy ? (value as number) : 0;
    else if (kind === 'flag') row[key] = yesNo(value === true);
    else if (kind === 'list') row[key] = allergenNames(value as string[]);
    else row[key] = value as string | number | null;
  }
  return row;
}

const cellText = (v: unknown) => readText(v).trim();
/** The product columns of a row as the product request's input (the shared schema checks them). */
export function productInput(row: TableRow): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, kind] of PRODUCT_KINDS) {
    const cell = row[key];
    const blank = cell == null || cellText(cell) === '';
    if (kind === 'flag') input[key] = readBool(cell, flagDefault(key));
    else if (kind === 'list') input[key] = allergenCodes(cellText(cell));
    else if (kind === 'number') input[key] = blank ? null : typeof cell === 'number' ? cell : cellText(cell);
    else input[key] = blank ? null : cellText(cell);
  }
  input.isSpicy = Number(input.spicyLevel ?? 0) > 0;
  return input;
}

// Export and import of a restaurant's whole catalog. The export writes every category, product, variant and
// add-on as rows of table.ts; the import reads the same table from CSV or XLSX, checks every row with the shared
// request schemas and the catalogue's rules (compliance, same names, bounds; the API's own Turkish messages, with
// the row number), works out what it would create, update or leave unchanged, and, unless it is a dry run, writes
// all of it through the catalogue services' writers in one transaction (as the user, so the price history and the
// change trail record who) or nothing, then announces the change once it is committed. Rows absent from the file
// are left as they are: an import never deletes.
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  AddonRequest,
  CategoryRequest,
  foldSearch,
  ProductRequest,
  tr,
  VariantRequest,
  type CatalogImportPreviewWire,
} from '@menu/shared/contract';
import type { z } from 'zod';
import { asActor } from '../db/actor';
import type { Database } from '../db/client';
import { categories, productAddons, productVariants } from '../db/schema';
import { createError } from '../errors';
import type { AnnounceChanges } from '../changes/bus';
import { importAddition, type CatalogRoom } from '../catalog/bounds';
import type { CatalogServices } from '../catalog/services';
import { addonToWire } from '../catalog/addons/schema';
import { categoryToWire } from '../catalog/categories/schema';
import { productToWire } from '../catalog/products/schema';
import { variantToWire } from '../catalog/variants/schema';
import { productsOfRestaurant } from '../catalog/products/repository';
import { csvLine, CSV_BOM } from '../access-logs/csv';
import { readTableFile, type TableFileLimits } from '../table-files/read-table-file';
import { imageReferenceProblem, type ImageOwners } from '../uploads/ownership';
import { imageOwner } from '../uploads/storage';
import { addonRefusal, productRefusal } from '../compliance/rules';
import {
  COLUMNS,
  parseWindows,
  productCells,
  productInput,
  PRODUCT_STATE,
  readBool,
  readText,
  ROW_TYPES,
  windowsText,
  yesNo,
  type RowType,
  type TableRow,
} from './table';

/** What an import answers: the shared shape (the catalog remote reads it with the same definition). */
export type ImportPreview = z.infer<typeof CatalogImportPreviewWire>;

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

async function loadCatalog(db: Database, restaurantId: number) {
  // One after another: inside the import's transaction `db` is one connection, which runs one query at a time.
  const categoryRows = await db
    .select()
    .from(categories)
    .where(eq(categories.restaurantId, restaurantId))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
  const productRows = await productsOfRestaurant(db, restaurantId);
  const addonRows = await db
    .select()
    .from(productAddons)
    .where(eq(productAddons.restaurantId, restaurantId))
    .orderBy(asc(productAddons.name), asc(productAddons.id));
  const variantRows = productRows.length
    ? await db
        .select()
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            productRows.map((p) => p.id),
          ),
        )
        .orderBy(asc(productVariants.productId), asc(productVariants.displayOrder), asc(productVariants.id))
    : [];
  return { categories: categoryRows, products: productRows, variants: variantRows, addons: addonRows };
}

/** The catalog as table rows: categories, then each category's products, each followed by its variants; then add-ons. */
export function catalogRows(c: Catalog): TableRow[] {
  const rows: TableRow[] = [];
  const categoryName = new Map(c.categories.map((x) => [x.id, x.name]));
  for (const cat of c.categories) {
    rows.push({
      type: ROW_TYPES.category,
      id: cat.id,
      name: cat.name,
      description: cat.description,
      icon: cat.icon,
      isActive: yesNo(cat.isActive),
      availability: windowsText(cat.availability ?? []),
      displayOrder: cat.displayOrder,
    });
  }
  const variantsOf = new Map<number, Catalog['variants']>();
  for (const v of c.variants) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), v]);
  for (const p of c.products) {
    const wire = productToWire(p);
    rows.push({
      type: ROW_TYPES.product,
      id: p.id,
      category: categoryName.get(p.categoryId) ?? '',
      name: wire.name,
      description: wire.description,
      price: wire.price,
      ...productCells(wire),
      displayOrder: wire.displayOrder,
    });
    for (const v of variantsOf.get(p.id) ?? []) {
      const variant = variantToWire(v);
      rows.push({
        type: ROW_TYPES.variant,
        id: v.id,
        product: p.name,
        name: variant.name,
        description: variant.description,
        price: variant.priceModifier,
        isDefault: yesNo(variant.isDefault),
        isActive: yesNo(variant.isActive),
        displayOrder: variant.displayOrder,
      });
    }
  }
  for (const a of c.addons) {
    const addon = addonToWire(a);
    rows.push({
      type: ROW_TYPES.addon,
      id: a.id,
      name: addon.name,
      description: addon.description,
      price: addon.price,
      isActive: yesNo(addon.isActive),
    });
  }
  return rows;
}

const HEADERS = COLUMNS.map(([, header]) => header);

export function catalogCsv(rows: TableRow[]): string {
  return CSV_BOM + csvLine(HEADERS) + rows.map((r) => csvLine(COLUMNS.map(([key]) => r[key] ?? null))).join('');
}

export async function catalogXlsx(rows: TableRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Katalog', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(([key, header]) => ({
    header,
    key,
    width: key === 'description' || key === 'ingredients' ? 40 : key === 'name' ? 28 : 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(Object.fromEntries(COLUMNS.map(([key]) => [key, r[key] ?? null])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The table in an uploaded file (XLSX or CSV, read within `limits`), its columns found by their headers. */
export async function readTable(
  bytes: Buffer,
  limits: TableFileLimits,
): Promise<Array<{ line: number; row: TableRow }>> {
  const byHeader = new Map<string, (typeof COLUMNS)[number][0]>(
    COLUMNS.flatMap(([key, header]) => [
      [header.toLocaleLowerCase('tr-TR'), key],
      [key.toLowerCase(), key],
    ]),
  );
  const content = await readTableFile(bytes, limits);
  const header = content.header.map((h) =>
    byHeader.get(
      String(h ?? '')
        .trim()
        .toLocaleLowerCase('tr-TR'),
    ),
  );
  if (!header.includes('type') || !header.includes('name'))
    throw createError(
      'VALIDATION',
      'Dosyada "Tür" ve "Ad" sütunları bulunamadı: dışa aktarılan katalog dosyasını şablon olarak kullanın',
    );
  return content.rows.map(({ line, cells }) => {
    const row: TableRow = {};
    header.forEach((key, j) => {
      const cell = cells[j];
      if (key) row[key] = cell == null || cell === '' ? null : typeof cell === 'boolean' ? String(cell) : cell;
    });
    return { line, row };
  });
}

const typeOf = (value: unknown): RowType | null => {
  const s = readText(value).trim().toLocaleLowerCase('tr-TR');
  return (
    (Object.entries(ROW_TYPES).find(
      ([key, label]) => s === label.toLocaleLowerCase('tr-TR') || s === key,
    )?.[0] as RowType) ?? null
  );
};
const text = (v: unknown) => readText(v).trim();
const optional = (v: unknown) => (v == null || text(v) === '' ? null : text(v));
const num = (v: unknown) => (v == null || text(v) === '' ? null : typeof v === 'number' ? v : text(v));
const nameKey = (name: string) => name.toLocaleLowerCase('tr-TR');
const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? issue.message : 'Geçersiz satır';
};
/** Equal values whatever the order of their keys. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** Whether checked values differ from the saved record's, read through the same request schema (its wire form). */
function differs<S extends z.ZodType>(schema: S, saved: unknown, values: z.output<S>): boolean {
  if (saved == null) return true;
  const before = schema.safeParse(saved);
  return !before.success || !same(before.data, values);
}

interface Named {
  id: number | null;
  /** Records of one group may not share a name; null: not counted (an inactive category). */
  group: string | null;
  name: string;
}

/**
 * The file's rows that would give a record the name of another of its group once imported (the same-name rule
 * of the category and product screens): saved records the file leaves alone count first, then the file's rows
 * in order, so of two clashing rows the later one is reported.
 */
function nameClashes(saved: Named[], fromFile: Array<Named & { line: number }>): Array<{ line: number; name: string }> {
  const inFile = new Set<number | null>(fromFile.map((r) => r.id).filter((id) => id != null));
  const seen = new Map<string, string>();
  const out: Array<{ line: number; name: string }> = [];
  for (const r of [...saved.filter((s) => !inFile.has(s.id)), ...fromFile]) {
    if (r.group == null) continue;
    const key = `${r.group}|${foldSearch(r.name)}`;
    const first = seen.get(key);
    if (first == null) seen.set(key, r.name);
    else if ('line' in r) out.push({ line: r.line as number, name: first });
  }
  return out;
}

interface Planned<T> {
  line: number;
  id: number | null;
  values: T;
  changed: boolean;
}
type CategoryValues = z.output<typeof CategoryRequest>;
type ProductValues = z.output<typeof ProductRequest>;
type VariantValues = z.output<typeof VariantRequest>;
type AddonValues = z.output<typeof AddonRequest>;
/** A product row before its category is looked up by name. */
type PendingProduct = Planned<ProductValues> & { category: string };
/** A variant row before its product is looked up by name. */
type PendingVariant = Planned<VariantValues> & { product: string };
/** A new record's reference: its row ('new:12') until it is written. */
type Ref = number | string;
type Fail = (line: number, message: string) => void;

/** A row checked on its own: its values (parsed by the shared request schema) or the first problem. */
interface RowContext {
  line: number;
  row: TableRow;
  id: number | null;
  restaurantId: number;
  /** The saved record of this row's ID (none for a new row). */
  saved: unknown;
  fail: Fail;
}

function readCategory({ line, row, id, restaurantId, saved, fail }: RowContext): Planned<CategoryValues> | null {
  const windows = parseWindows(text(row.availability));
  if (windows === null) {
    fail(line, 'Saatler "1,2,3,4,5 08:00-11:30; 6,7 09:00-14:00" biçiminde olmalıdır (günler 1 Pazartesi … 7 Pazar)');
    return null;
  }
  const parsed = CategoryRequest.safeParse({
    restaurantId,
    name: text(row.name),
    description: optional(row.description),
    displayOrder: num(row.displayOrder),
    icon: optional(row.icon),
    isActive: readBool(row.isActive, true),
    availability: windows,
  });
  if (!parsed.success) return (fail(line, firstIssue(parsed.error)), null);
  const before = saved && categoryToWire(saved as Catalog['categories'][number]);
  return { line, id, values: parsed.data, changed: differs(CategoryRequest, before, parsed.data) };
}

/** The saved product's state fields (PRODUCT_STATE), which the sheet leaves as they are. */
function savedState(saved: unknown): Record<string, unknown> {
  if (!saved) return {};
  const wire = productToWire(saved as Catalog['products'][number]) as Record<string, unknown>;
  return Object.fromEntries([...PRODUCT_STATE].map((key) => [key, wire[key]]));
}

function readProduct({ line, row, id, restaurantId, saved, fail }: RowContext): PendingProduct | null {
  const parsed = ProductRequest.safeParse({
    ...savedState(saved),
    ...productInput(row),
    restaurantId,
    categoryId: 1,
    name: text(row.name),
    description: optional(row.description),
    price: num(row.price),
    displayOrder: num(row.displayOrder),
  });
  if (!parsed.success) return (fail(line, firstIssue(parsed.error)), null);
  if (!text(row.category)) return (fail(line, 'Ürünün kategorisi yazılmalıdır'), null);
  const refused = productRefusal(parsed.data, text(row.category));
  if (refused) return (fail(line, refused.message), null);
  return { line, id, values: parsed.data, category: text(row.category), changed: true };
}

function readVariant({ line, row, id, fail }: RowContext): PendingVariant | null {
  const parsed = VariantRequest.safeParse({
    productId: 1,
    name: text(row.name),
    description: optional(row.description),
    priceModifier: num(row.price),
    isDefault: readBool(row.isDefault, false),
    displayOrder: num(row.displayOrder),
    isActive: readBool(row.isActive, true),
  });
  if (!parsed.success) return (fail(line, firstIssue(parsed.error)), null);
  if (!text(row.product)) return (fail(line, 'Varyantın ürünü yazılmalıdır'), null);
  return { line, id, values: parsed.data, product: text(row.product), changed: true };
}

function readAddon({ line, row, id, restaurantId, saved, fail }: RowContext): Planned<AddonValues> | null {
  const parsed = AddonRequest.safeParse({
    restaurantId,
    name: text(row.name),
    description: optional(row.description),
    price: num(row.price),
    isActive: readBool(row.isActive, true),
  });
  if (!parsed.success) return (fail(line, firstIssue(parsed.error)), null);
  const refused = addonRefusal(parsed.data);
  if (refused) return (fail(line, refused.message), null);
  const before = saved && addonToWire(saved as Catalog['addons'][number]);
  return { line, id, values: parsed.data, changed: differs(AddonRequest, before, parsed.data) };
}

/** Every row read on its own: its type, its ID (of this restaurant, once in the file) and its values. */
function readRows(table: Array<{ line: number; row: TableRow }>, catalog: Catalog, restaurantId: number, fail: Fail) {
  const byId = <T extends { id: number }>(list: T[]) => new Map<number, unknown>(list.map((x) => [x.id, x]));
  const known = {
    category: byId(catalog.categories),
    product: byId(catalog.products),
    variant: byId(catalog.variants),
    addon: byId(catalog.addons),
  };
  const seen = new Set<string>();
  const out = {
    cats: [] as Array<Planned<CategoryValues>>,
    products: [] as PendingProduct[],
    variants: [] as PendingVariant[],
    addons: [] as Array<Planned<AddonValues>>,
  };
  for (const { line, row } of table) {
    const type = typeOf(row.type);
    if (!type) {
      fail(
        line,
        `Bilinmeyen satır türü "${text(row.type).slice(0, 20)}": Kategori, Ürün, Varyant veya Eklenti olmalıdır`,
      );
      continue;
    }
    let id: number | null = null;
    if (row.id != null && text(row.id) !== '') {
      id = Number(text(row.id));
      if (!Number.isInteger(id) || !known[type].has(id)) {
        fail(
          line,
          `${ROW_TYPES[type]} ID ${text(row.id)} bu restoranda bulunamadı (yeni bir kayıt için ID sütununu boş bırakın)`,
        );
        continue;
      }
      if (seen.has(`${type}:${id}`)) {
        fail(line, `${ROW_TYPES[type]} ID ${id} dosyada birden fazla kez var`);
        continue;
      }
      seen.add(`${type}:${id}`);
    }
    const context = { line, row, id, restaurantId, saved: id != null ? known[type].get(id) : undefined, fail };
    if (type === 'category') push(out.cats, readCategory(context));
    else if (type === 'product') push(out.products, readProduct(context));
    else if (type === 'variant') push(out.variants, readVariant(context));
    else push(out.addons, readAddon(context));
  }
  return out;
}
const push = <T>(list: T[], item: T | null) => void (item && list.push(item));

/** Categories by name once the file is applied: a renamed category answers to its new name only. */
function categoriesByName(catalog: Catalog, cats: Array<Planned<CategoryValues>>): Map<string, Ref> {
  const byName = new Map<string, Ref>(catalog.categories.map((x) => [nameKey(x.name), x.id]));
  for (const c of cats) {
    const saved = c.id != null ? catalog.categories.find((x) => x.id === c.id) : null;
    if (saved) byName.delete(nameKey(saved.name));
    byName.set(nameKey(c.values.name), c.id ?? `new:${c.line}`);
  }
  return byName;
}

/** Products with their category found by name, compared with the saved record; and products by name after the file. */
function resolveProducts(pending: PendingProduct[], catalog: Catalog, categoryByName: Map<string, Ref>, fail: Fail) {
  const byId = new Map(catalog.products.map((x) => [x.id, x]));
  const productByName = new Map<string, Ref[]>();
  for (const p of catalog.products)
    productByName.set(nameKey(p.name), [...(productByName.get(nameKey(p.name)) ?? []), p.id]);
  const resolved: Array<Planned<ProductValues> & { categoryRef: Ref }> = [];
  for (const p of pending) {
    const ref = categoryByName.get(nameKey(p.category));
    if (ref === undefined) {
      fail(p.line, `Kategori bulunamadı: "${p.category.slice(0, 100)}" (önce kategori satırını ekleyin)`);
      continue;
    }
    const saved = p.id != null ? byId.get(p.id) : undefined;
    const values = { ...p.values, categoryId: typeof ref === 'number' ? ref : 0 };
    resolved.push({
      ...p,
      values,
      categoryRef: ref,
      changed: differs(ProductRequest, saved && productToWire(saved), values),
    });
    if (saved)
      productByName.set(
        nameKey(saved.name),
        (productByName.get(nameKey(saved.name)) ?? []).filter((x) => x !== saved.id),
      );
    const key = nameKey(p.values.name);
    productByName.set(key, [...(productByName.get(key) ?? []), p.id ?? `new:${p.line}`]);
  }
  return { resolved, productByName };
}

/** Variants with their product found by name (one product of that name), one default per product in the file. */
function resolveVariants(pending: PendingVariant[], catalog: Catalog, productByName: Map<string, Ref[]>, fail: Fail) {
  const byId = new Map(catalog.variants.map((x) => [x.id, x]));
  const resolved: Array<Planned<VariantValues> & { productRef: Ref }> = [];
  const defaults = new Set<string>();
  for (const v of pending) {
    const refs = productByName.get(nameKey(v.product)) ?? [];
    if (refs.length !== 1) {
      fail(
        v.line,
        refs.length
          ? `"${v.product.slice(0, 100)}" adında birden fazla ürün var: ürün adlarını ayırın`
          : `Ürün bulunamadı: "${v.product.slice(0, 100)}"`,
      );
      continue;
    }
    const ref = refs[0];
    if (v.values.isDefault) {
      if (defaults.has(String(ref))) {
        fail(v.line, 'Bir ürünün yalnızca bir varsayılan varyantı olabilir');
        continue;
      }
      defaults.add(String(ref));
    }
    const saved = v.id != null ? byId.get(v.id) : undefined;
    const values = { ...v.values, productId: typeof ref === 'number' ? ref : 0 };
    resolved.push({
      ...v,
      values,
      productRef: ref,
      changed: differs(VariantRequest, saved && variantToWire(saved), values),
    });
  }
  return resolved;
}

/** Works out the import: every row checked, matched and compared; nothing written. */
function plan(table: Array<{ line: number; row: TableRow }>, catalog: Catalog, restaurantId: number) {
  const errors: ImportPreview['errors'] = [];
  const fail: Fail = (line, message) => void errors.push({ row: line, message });
  const read = readRows(table, catalog, restaurantId, fail);

  const restaurantGroup = String(restaurantId);
  const active = (isActive: boolean) => (isActive ? restaurantGroup : null);
  for (const clash of nameClashes(
    catalog.categories.map((x) => ({ id: x.id, group: active(x.isActive), name: x.name })),
    read.cats.map((x) => ({ line: x.line, id: x.id, group: active(x.values.isActive), name: x.values.name })),
  ))
    fail(clash.line, tr.catalog.categories.duplicateName(clash.name));

  const products = resolveProducts(read.products, catalog, categoriesByName(catalog, read.cats), fail);
  for (const clash of nameClashes(
    catalog.products.map((x) => ({ id: x.id, group: String(x.categoryId), name: x.name })),
    products.resolved.map((x) => ({ line: x.line, id: x.id, group: String(x.categoryRef), name: x.values.name })),
  ))
    fail(clash.line, tr.catalog.products.duplicateName(clash.name));
  const variants = resolveVariants(read.variants, catalog, products.productByName, fail);

  const all = [...read.cats, ...products.resolved, ...variants, ...read.addons];
  const preview: ImportPreview = {
    create: all.filter((x) => x.id == null).length,
    update: all.filter((x) => x.id != null && x.changed).length,
    unchanged: all.filter((x) => x.id != null && !x.changed).length,
    errors: errors.sort((a, b) => a.row - b.row),
  };
  return { preview, cats: read.cats, products: products.resolved, variants, addons: read.addons };
}
type Plan = ReturnType<typeof plan>;

/** Rows whose image (new or changed) names another restaurant's upload or a server path (uploads/ownership.ts). */
async function imageErrors(
  products_: Array<{ line: number; id: number | null; values: { image?: string | null } }>,
  c: Catalog,
  owners: ImageOwners,
  restaurantId: number,
) {
  const saved = new Map(c.products.map((p) => [p.id, p.image]));
  const errors: ImportPreview['errors'] = [];
  for (const p of products_) {
    if (!p.values.image || (p.id != null && saved.get(p.id) === p.values.image)) continue;
    const problem = await imageReferenceProblem(owners, restaurantId, p.values.image);
    if (problem) errors.push({ row: p.line, message: problem });
  }
  return errors;
}

/** The catalogue services the import writes through (their writers: money as stored, one default variant). */
type Writers = { [K in keyof CatalogServices]: ReturnType<CatalogServices[K]['writer']> };

/** Writes a checked plan in the caller's transaction: categories, then products, variants and add-ons. */
async function apply(planned: Plan, restaurantId: number, write: Writers): Promise<void> {
  const created = new Map<string, number>();
  const idOf = (ref: Ref) => (typeof ref === 'number' ? ref : created.get(ref)!);
  for (const c of planned.cats) {
    const values = { ...c.values, restaurantId };
    if (c.id == null) created.set(`new:${c.line}`, await write.categories.add(values));
    else if (c.changed) await write.categories.set(c.id, values);
  }
  for (const p of planned.products) {
    const values = { ...p.values, restaurantId, categoryId: idOf(p.categoryRef) };
    if (p.id == null) created.set(`new:${p.line}`, await write.products.add(values));
    else if (p.changed) await write.products.set(p.id, values);
  }
  for (const v of planned.variants) {
    const values = { ...v.values, productId: idOf(v.productRef) };
    if (v.id == null) await write.variants.add(values);
    else if (v.changed) await write.variants.set(v.id, values);
  }
  for (const a of planned.addons) {
    const values = { ...a.values, restaurantId };
    if (a.id == null) await write.addons.add(values);
    else if (a.changed) await write.addons.set(a.id, values);
  }
}

export interface CatalogIoDeps {
  db: Database;
  limits: TableFileLimits;
  /** The catalogue's bounds (CATALOG_MAX_*), checked once for the whole file inside the transaction. */
  room: CatalogRoom;
  catalog: CatalogServices;
  announce: AnnounceChanges;
}

export function createCatalogIoService({ db, limits, room, catalog, announce }: CatalogIoDeps) {
  return {
    async exportRows(restaurantId: number): Promise<TableRow[]> {
      return catalogRows(await loadCatalog(db, restaurantId));
    },

    /**
     * Checks (and unless `dryRun`, applies in one transaction) an uploaded catalog; a file with errors changes
     * nothing. A change is announced to the menus once it is committed.
     */
    async importFile(restaurantId: number, userId: number, bytes: Buffer, dryRun: boolean): Promise<ImportPreview> {
      const table = await readTable(bytes, limits);
      const preview = await asActor(db, userId, async (tx) => {
        const saved = await loadCatalog(tx, restaurantId);
        const planned = plan(table, saved, restaurantId);
        const foreign = await imageErrors(
          planned.products,
          saved,
          { ownerOf: (key) => imageOwner(tx, key) },
          restaurantId,
        );
        if (foreign.length)
          planned.preview.errors = [...planned.preview.errors, ...foreign].sort((a, b) => a.row - b.row);
        if (dryRun || planned.preview.errors.length) return planned.preview;
        await room(restaurantId, importAddition(planned), tx);
        await apply(planned, restaurantId, {
          categories: catalog.categories.writer(tx),
          products: catalog.products.writer(tx),
          variants: catalog.variants.writer(tx),
          addons: catalog.addons.writer(tx),
        });
        return planned.preview;
      });
      if (!dryRun && !preview.errors.length && preview.create + preview.update > 0) await announce([restaurantId]);
      return preview;
    },
  };
}
export type CatalogIoService = ReturnType<typeof createCatalogIoService>;

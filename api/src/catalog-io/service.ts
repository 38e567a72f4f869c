// Export and import of a restaurant's whole catalog. The export writes every category,
// product, variant and add-on as rows of table.ts; the import reads the same table from CSV or XLSX, checks
// every row with the shared request schemas (the API's own Turkish messages, with the row number), works out
// what it would create, update or leave unchanged, and, unless it is a dry run, applies all of it in one
// transaction (as the user, so the price history records who) or nothing. Rows absent from the file are left
// as they are: an import never deletes.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
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
import { categories, productAddons, products, productVariants } from '../db/schema';
import { createError } from '../errors';
import { importAddition, type CatalogRoom } from '../catalog/bounds';
import { csvLine, CSV_BOM } from '../access-logs/csv';
import { readTableFile, type TableFileLimits } from '../table-files/read-table-file';
import { imageReferenceProblem, type ImageOwners } from '../uploads/ownership';
import { imageOwner } from '../uploads/storage';
import { moneyIn, moneyInNullable, moneyOut, moneyOutNullable } from '../catalog/common';
import { addonRefusal, productRefusal } from '../compliance/rules';
import {
  allergenCodes,
  allergenNames,
  COLUMNS,
  parseWindows,
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
  const [categoryRows, productRows, addonRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.restaurantId, restaurantId))
      .orderBy(asc(categories.displayOrder), asc(categories.id)),
    db
      .select()
      .from(products)
      .where(eq(products.restaurantId, restaurantId))
      .orderBy(asc(products.displayOrder), asc(products.id)),
    db
      .select()
      .from(productAddons)
      .where(eq(productAddons.restaurantId, restaurantId))
      .orderBy(asc(productAddons.name), asc(productAddons.id)),
  ]);
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
  for (const p of c.products) {
    rows.push({
      type: ROW_TYPES.product,
      id: p.id,
      category: categoryName.get(p.categoryId) ?? '',
      name: p.name,
      description: p.description,
      price: moneyOut(p.price),
      discountedPrice: moneyOutNullable(p.discountedPrice),
      image: p.image,
      ingredients: p.ingredients,
      calories: p.calories,
      preparationTime: p.preparationTime,
      isVegetarian: yesNo(p.isVegetarian),
      isVegan: yesNo(p.isVegan),
      isGlutenFree: yesNo(p.isGlutenFree),
      spicyLevel: p.isSpicy ? p.spicyLevel : 0,
      isAvailable: yesNo(p.isAvailable),
      isFeatured: yesNo(p.isFeatured),
      allergens: allergenNames(p.allergens),
      containsAlcohol: yesNo(p.containsAlcohol),
      containsPork: yesNo(p.containsPork),
      portionGrams: p.portionGrams,
      displayOrder: p.displayOrder,
    });
    for (const v of c.variants.filter((x) => x.productId === p.id)) {
      rows.push({
        type: ROW_TYPES.variant,
        id: v.id,
        product: p.name,
        name: v.name,
        description: v.description,
        price: moneyOut(v.priceModifier),
        isDefault: yesNo(v.isDefault),
        isActive: yesNo(v.isActive),
        displayOrder: v.displayOrder,
      });
    }
  }
  for (const a of c.addons)
    rows.push({
      type: ROW_TYPES.addon,
      id: a.id,
      name: a.name,
      description: a.description,
      price: moneyOut(a.price),
      isActive: yesNo(a.isActive),
    });
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

/** Works out the import: every row checked, matched and compared; nothing written. */
function plan(table: Array<{ line: number; row: TableRow }>, c: Catalog, restaurantId: number) {
  const errors: ImportPreview['errors'] = [];
  const fail = (line: number, message: string) => errors.push({ row: line, message });
  const byId = {
    category: new Map(c.categories.map((x) => [x.id, x])),
    product: new Map(c.products.map((x) => [x.id, x])),
    variant: new Map(c.variants.map((x) => [x.id, x])),
    addon: new Map(c.addons.map((x) => [x.id, x])),
  };
  const idOf = (row: TableRow, line: number, type: RowType): number | null | undefined => {
    if (row.id == null || text(row.id) === '') return null;
    const id = Number(text(row.id));
    if (!Number.isInteger(id) || !byId[type].has(id)) {
      fail(
        line,
        `${ROW_TYPES[type]} ID ${text(row.id)} bu restoranda bulunamadı (yeni bir kayıt için ID sütununu boş bırakın)`,
      );
      return undefined;
    }
    return id;
  };

  // Categories first: products refer to them by name (the name in the file wins over the saved one).
  const cats: Array<Planned<z.output<typeof CategoryRequest>>> = [];
  const categoryByName = new Map<string, number | string>(
    c.categories.map((x) => [x.name.toLocaleLowerCase('tr-TR'), x.id]),
  );
  const products_: Array<Planned<Omit<z.output<typeof ProductRequest>, 'categoryId'>> & { category: string }> = [];
  const variants: Array<Planned<Omit<z.output<typeof VariantRequest>, 'productId'>> & { product: string }> = [];
  const addons: Array<Planned<z.output<typeof AddonRequest>>> = [];
  const seen = new Set<string>();

  for (const { line, row } of table) {
    const type = typeOf(row.type);
    if (!type) {
      fail(
        line,
        `Bilinmeyen satır türü "${text(row.type).slice(0, 20)}": Kategori, Ürün, Varyant veya Eklenti olmalıdır`,
      );
      continue;
    }
    const id = idOf(row, line, type);
    if (id === undefined) continue;
    if (id != null) {
      if (seen.has(`${type}:${id}`)) {
        fail(line, `${ROW_TYPES[type]} ID ${id} dosyada birden fazla kez var`);
        continue;
      }
      seen.add(`${type}:${id}`);
    }
    if (type === 'category') {
      const windows = parseWindows(text(row.availability));
      if (windows === null) {
        fail(
          line,
          'Saatler "1,2,3,4,5 08:00-11:30; 6,7 09:00-14:00" biçiminde olmalıdır (günler 1 Pazartesi … 7 Pazar)',
        );
        continue;
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
      if (!parsed.success) {
        fail(line, firstIssue(parsed.error));
        continue;
      }
      const saved = id != null ? byId.category.get(id)! : null;
      const before = saved
        ? CategoryRequest.safeParse({
            restaurantId,
            name: saved.name,
            description: saved.description,
            displayOrder: saved.displayOrder,
            icon: saved.icon,
            isActive: saved.isActive,
            availability: saved.availability ?? [],
          })
        : null;
      cats.push({ line, id, values: parsed.data, changed: !before?.success || !same(before.data, parsed.data) });
      if (saved) categoryByName.delete(saved.name.toLocaleLowerCase('tr-TR'));
      categoryByName.set(parsed.data.name.toLocaleLowerCase('tr-TR'), id ?? `new:${line}`);
    } else if (type === 'product') {
      const parsed = ProductRequest.safeParse({
        restaurantId,
        categoryId: 1,
        name: text(row.name),
        description: optional(row.description),
        price: num(row.price),
        discountedPrice: num(row.discountedPrice),
        image: optional(row.image),
        ingredients: optional(row.ingredients),
        calories: num(row.calories),
        preparationTime: num(row.preparationTime),
        isVegetarian: readBool(row.isVegetarian, false),
        isVegan: readBool(row.isVegan, false),
        isGlutenFree: readBool(row.isGlutenFree, false),
        isSpicy: Number(num(row.spicyLevel) ?? 0) > 0,
        spicyLevel: num(row.spicyLevel),
        isAvailable: readBool(row.isAvailable, true),
        isFeatured: readBool(row.isFeatured, false),
        displayOrder: num(row.displayOrder),
        allergens: allergenCodes(text(row.allergens)),
        containsAlcohol: readBool(row.containsAlcohol, false),
        containsPork: readBool(row.containsPork, false),
        portionGrams: num(row.portionGrams),
      });
      if (!parsed.success) {
        fail(line, firstIssue(parsed.error));
        continue;
      }
      if (!text(row.category)) {
        fail(line, 'Ürünün kategorisi yazılmalıdır');
        continue;
      }
      const refused = productRefusal(parsed.data, text(row.category));
      if (refused) {
        fail(line, refused.message);
        continue;
      }
      const { categoryId: _c, ...values } = parsed.data;
      products_.push({ line, id, values, category: text(row.category), changed: true });
    } else if (type === 'variant') {
      const parsed = VariantRequest.safeParse({
        productId: 1,
        name: text(row.name),
        description: optional(row.description),
        priceModifier: num(row.price),
        isDefault: readBool(row.isDefault, false),
        displayOrder: num(row.displayOrder),
        isActive: readBool(row.isActive, true),
      });
      if (!parsed.success) {
        fail(line, firstIssue(parsed.error));
        continue;
      }
      if (!text(row.product)) {
        fail(line, 'Varyantın ürünü yazılmalıdır');
        continue;
      }
      const { productId: _p, ...values } = parsed.data;
      variants.push({ line, id, values, product: text(row.product), changed: true });
    } else {
      const parsed = AddonRequest.safeParse({
        restaurantId,
        name: text(row.name),
        description: optional(row.description),
        price: num(row.price),
        isActive: readBool(row.isActive, true),
      });
      if (!parsed.success) {
        fail(line, firstIssue(parsed.error));
        continue;
      }
      const refused = addonRefusal(parsed.data);
      if (refused) {
        fail(line, refused.message);
        continue;
      }
      const saved = id != null ? byId.addon.get(id)! : null;
      const before = saved
        ? AddonRequest.safeParse({
            restaurantId,
            name: saved.name,
            description: saved.description,
            price: saved.price,
            isActive: saved.isActive,
          })
        : null;
      addons.push({ line, id, values: parsed.data, changed: !before?.success || !same(before.data, parsed.data) });
    }
  }

  const restaurantGroup = String(restaurantId);
  for (const clash of nameClashes(
    c.categories.map((x) => ({ id: x.id, group: x.isActive ? restaurantGroup : null, name: x.name })),
    cats.map((x) => ({
      line: x.line,
      id: x.id,
      group: x.values.isActive ? restaurantGroup : null,
      name: x.values.name,
    })),
  ))
    fail(clash.line, tr.catalog.categories.duplicateName(clash.name));

  // Products: their category by name; compared with the saved record.
  const productByName = new Map<string, Array<number | string>>();
  for (const p of c.products)
    productByName.set(p.name.toLocaleLowerCase('tr-TR'), [
      ...(productByName.get(p.name.toLocaleLowerCase('tr-TR')) ?? []),
      p.id,
    ]);
  const resolvedProducts: Array<Planned<z.output<typeof ProductRequest>> & { categoryRef: number | string }> = [];
  for (const p of products_) {
    const ref = categoryByName.get(p.category.toLocaleLowerCase('tr-TR'));
    if (ref === undefined) {
      fail(p.line, `Kategori bulunamadı: "${p.category.slice(0, 100)}" (önce kategori satırını ekleyin)`);
      continue;
    }
    const saved = p.id != null ? byId.product.get(p.id)! : null;
    const values = { ...p.values, categoryId: typeof ref === 'number' ? ref : 0 };
    const before = saved
      ? ProductRequest.safeParse({
          restaurantId,
          categoryId: saved.categoryId,
          name: saved.name,
          description: saved.description,
          price: saved.price,
          discountedPrice: saved.discountedPrice,
          image: saved.image,
          ingredients: saved.ingredients,
          calories: saved.calories,
          preparationTime: saved.preparationTime,
          isVegetarian: saved.isVegetarian,
          isVegan: saved.isVegan,
          isGlutenFree: saved.isGlutenFree,
          isSpicy: saved.isSpicy,
          spicyLevel: saved.spicyLevel,
          isAvailable: saved.isAvailable,
          isFeatured: saved.isFeatured,
          displayOrder: saved.displayOrder,
          allergens: saved.allergens,
          containsAlcohol: saved.containsAlcohol,
          containsPork: saved.containsPork,
          portionGrams: saved.portionGrams,
        })
      : null;
    resolvedProducts.push({ ...p, values, categoryRef: ref, changed: !before?.success || !same(before.data, values) });
    if (saved) {
      const list = (productByName.get(saved.name.toLocaleLowerCase('tr-TR')) ?? []).filter((x) => x !== saved.id);
      productByName.set(saved.name.toLocaleLowerCase('tr-TR'), list);
    }
    const key = p.values.name.toLocaleLowerCase('tr-TR');
    productByName.set(key, [...(productByName.get(key) ?? []), p.id ?? `new:${p.line}`]);
  }

  for (const clash of nameClashes(
    c.products.map((x) => ({ id: x.id, group: String(x.categoryId), name: x.name })),
    resolvedProducts.map((x) => ({ line: x.line, id: x.id, group: String(x.categoryRef), name: x.values.name })),
  ))
    fail(clash.line, tr.catalog.products.duplicateName(clash.name));

  // Variants: their product by name (one product of that name).
  const resolvedVariants: Array<Planned<z.output<typeof VariantRequest>> & { productRef: number | string }> = [];
  const defaults = new Map<string, number>();
  for (const v of variants) {
    const refs = productByName.get(v.product.toLocaleLowerCase('tr-TR')) ?? [];
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
      const key = String(ref);
      if (defaults.has(key)) {
        fail(v.line, 'Bir ürünün yalnızca bir varsayılan varyantı olabilir');
        continue;
      }
      defaults.set(key, v.line);
    }
    const saved = v.id != null ? byId.variant.get(v.id)! : null;
    const values = { ...v.values, productId: typeof ref === 'number' ? ref : 0 };
    const before = saved
      ? VariantRequest.safeParse({
          productId: saved.productId,
          name: saved.name,
          description: saved.description,
          priceModifier: saved.priceModifier,
          isDefault: saved.isDefault,
          displayOrder: saved.displayOrder,
          isActive: saved.isActive,
        })
      : null;
    resolvedVariants.push({ ...v, values, productRef: ref, changed: !before?.success || !same(before.data, values) });
  }

  const all = [...cats, ...resolvedProducts, ...resolvedVariants, ...addons];
  const preview: ImportPreview = {
    create: all.filter((x) => x.id == null).length,
    update: all.filter((x) => x.id != null && x.changed).length,
    unchanged: all.filter((x) => x.id != null && !x.changed).length,
    errors: errors.sort((a, b) => a.row - b.row),
  };
  return { preview, cats, products: resolvedProducts, variants: resolvedVariants, addons };
}

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

export function createCatalogIoService(db: Database, limits: TableFileLimits, room: CatalogRoom) {
  return {
    async exportRows(restaurantId: number): Promise<TableRow[]> {
      return catalogRows(await loadCatalog(db, restaurantId));
    },

    /** Checks (and unless `dryRun`, applies in one transaction) an uploaded catalog; a file with errors changes nothing. */
    async importFile(restaurantId: number, userId: number, bytes: Buffer, dryRun: boolean): Promise<ImportPreview> {
      const table = await readTable(bytes, limits);
      const work = async (tx: Database) => {
        const catalog = await loadCatalog(tx, restaurantId);
        const planned = plan(table, catalog, restaurantId);
        const foreign = await imageErrors(
          planned.products,
          catalog,
          { ownerOf: (key) => imageOwner(tx, key) },
          restaurantId,
        );
        if (foreign.length)
          planned.preview.errors = [...planned.preview.errors, ...foreign].sort((a, b) => a.row - b.row);
        if (dryRun || planned.preview.errors.length) return planned.preview;
        await room(restaurantId, importAddition(planned), tx);
        const newCategory = new Map<string, number>();
        for (const c of planned.cats) {
          const values = { ...c.values, restaurantId };
          if (c.id == null)
            newCategory.set(
              `new:${c.line}`,
              (await tx.insert(categories).values(values).returning({ id: categories.id }))[0].id,
            );
          else if (c.changed)
            await tx
              .update(categories)
              .set(values)
              .where(and(eq(categories.id, c.id), eq(categories.restaurantId, restaurantId)));
        }
        const newProduct = new Map<string, number>();
        for (const p of planned.products) {
          const categoryId = typeof p.categoryRef === 'number' ? p.categoryRef : newCategory.get(p.categoryRef)!;
          // The sheet has no timed sold-out: an import leaves a running one as it is.
          const { soldOutUntil: _timed, ...sheet } = p.values;
          const values = {
            ...sheet,
            restaurantId,
            categoryId,
            price: moneyIn(p.values.price),
            discountedPrice: moneyInNullable(p.values.discountedPrice),
          };
          if (p.id == null)
            newProduct.set(
              `new:${p.line}`,
              (await tx.insert(products).values(values).returning({ id: products.id }))[0].id,
            );
          else if (p.changed)
            await tx
              .update(products)
              .set(values)
              .where(and(eq(products.id, p.id), eq(products.restaurantId, restaurantId)));
        }
        for (const v of planned.variants) {
          const productId = typeof v.productRef === 'number' ? v.productRef : newProduct.get(v.productRef)!;
          const values = { ...v.values, productId, priceModifier: moneyIn(v.values.priceModifier) };
          let id = v.id;
          if (id == null)
            id = (await tx.insert(productVariants).values(values).returning({ id: productVariants.id }))[0].id;
          else if (v.changed) await tx.update(productVariants).set(values).where(eq(productVariants.id, id));
          // One default per product, as the variants screen keeps it.
          if (values.isDefault)
            await tx
              .update(productVariants)
              .set({ isDefault: false })
              .where(
                and(
                  eq(productVariants.productId, productId),
                  eq(productVariants.isDefault, true),
                  ne(productVariants.id, id),
                ),
              );
        }
        for (const a of planned.addons) {
          const values = { ...a.values, restaurantId, price: moneyIn(a.values.price) };
          if (a.id == null) await tx.insert(productAddons).values(values);
          else if (a.changed)
            await tx
              .update(productAddons)
              .set(values)
              .where(and(eq(productAddons.id, a.id), eq(productAddons.restaurantId, restaurantId)));
        }
        return planned.preview;
      };
      return asActor(db, userId, work);
    },
  };
}
export type CatalogIoService = ReturnType<typeof createCatalogIoService>;

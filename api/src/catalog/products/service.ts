// Product rules: scoping, the category of the same restaurant, the image sent with the form (checked by
// its bytes like /api/uploads/images), and the 409 for a product other records still need.
import {
  ALLERGEN_CODES,
  BulkAllergensRequest,
  BulkSoldOutRequest,
  ProductRequest,
  dietConflictMessage,
  dietConflicts,
  fieldErrors,
  foldSearch,
  serverText,
  tr,
} from '@menu/shared/contract';
import type { z } from 'zod';
import { assertCanSee, assertCanWriteInto, listScope, type AuthPrincipal } from '../../auth/scope';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client';
import { createError, fieldError } from '../../errors';
import type { AnnounceChanges } from '../../changes/bus';
import { updateAddition, type CatalogRoom, type TextsOf } from '../bounds';
import { assertProductRules } from '../../compliance/rules';
import type { RestaurantRepository } from '../../restaurants/repository';
import type { ImageUploads } from '../../uploads/service';
import type { UserRepository } from '../../users/repository';
import { assertRestaurantExists, moneyIn, moneyInNullable, parseBody, scopeForUser, visibleRecord } from '../common';
import type { ProductBody, UploadedFile } from './form-body';
import type { ProductRepository, ProductRow } from './repository';
import { productToWire } from './schema';
import type { SoldOutClock, SoldOutValues } from './sold-out';

type ProductValues = z.output<typeof ProductRequest>;
const text = tr.catalog.products;
const notFound = () => createError('NOT_FOUND', text.notFound);
const productTexts: TextsOf<Pick<ProductValues, 'name' | 'description' | 'ingredients'>> = (p) => [
  p.name,
  p.description,
  p.ingredients,
];

const toRow = (v: ProductValues) => ({
  ...v,
  price: moneyIn(v.price),
  discountedPrice: moneyInNullable(v.discountedPrice),
  soldOutUntil: v.soldOutUntil ? new Date(v.soldOutUntil) : null,
});

/** How a product whose rules have passed is stored: prices as NUMERIC text. */
function productWrites(repo: Omit<ProductRepository, 'asActor' | 'within'>) {
  return {
    insert: (values: ProductValues) => repo.insert(toRow(values)),
    update: (id: number, values: ProductValues) => repo.update(id, toRow(values)),
    /** The bulk forms: the new id only, nothing back from an update. */
    add: (values: ProductValues) => repo.insertId(toRow(values)),
    set: (id: number, values: ProductValues) => repo.set(id, toRow(values)),
  };
}

/**
 * The shared rule checks `price > 0` before rounding to kuruş, so 0.001 passes and would be stored as 0.00,
 * which the database's own check refuses (a 500): the rounded price must be positive too.
 */
function parseProduct(input: unknown): ProductValues {
  const values = parseBody(ProductRequest, input);
  if (values.price <= 0) throw fieldError('price', 'Geçerli bir fiyat girin');
  return values;
}

/** Nesting past this is echoed as a note: serialising a body thousands of levels deep overflows the stack (a 500). */
const ECHO_MAX_DEPTH = 32;
const TOO_DEEP = 'İç içe geçmiş değer çok derin: gösterilmiyor';

function deeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((v) => (v !== null && typeof v === 'object' ? Object.values(v) : []));
  }
  return false;
}

/** The diagnostic's echo of what it read, each field as received unless nested too deep to send back. */
function echoable(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, deeperThan(v, ECHO_MAX_DEPTH) ? TOO_DEEP : v]));
}

/**
 * A field the body leaves out keeps its saved value (the old multipart form never sent ingredients,
 * calories, diet flags...: nothing is dropped). The old form sends DiscountedPrice only when there is
 * one, so in a multipart body its absence clears the discount.
 */
function withSavedFields(existing: ProductRow, body: ProductBody): Record<string, unknown> {
  const saved = productToWire(existing) as unknown as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(body.fields).concat(Object.keys(saved))) {
    if (key in merged) continue;
    if (key in body.fields) merged[key] = body.fields[key];
    else if (body.multipart && key === 'discountedPrice') merged[key] = null;
    else merged[key] = saved[key];
  }
  return merged;
}

/** The diagnostic: what the server read and whether it would pass, without saving anything. */
async function testProductForm(images: ImageUploads, body: ProductBody) {
  const result = ProductRequest.safeParse(body.fields);
  return {
    contentType: body.contentType,
    fields: echoable(body.raw),
    file: body.file
      ? {
          field: body.file.field,
          fileName: body.file.fileName,
          size: body.file.bytes.length,
          detectedType: await images.sniff(body.file.bytes),
        }
      : null,
    valid: result.success,
    parsed: result.success ? (result.data as unknown as Record<string, unknown>) : null,
    ...(result.success ? {} : { errors: fieldErrors(result.error) }),
  };
}

/** Allergens and sold-out taps on many products at once, all or none, written as the user. */
function createBulkProductActions(products: ProductRepository, announce: AnnounceChanges, soldOut: SoldOutClock) {
  /** Every product exists and is the user's to edit (one outside their restaurants is "not found", as on its own). */
  async function editable(principal: AuthPrincipal, productIds: number[]): Promise<ProductRow[]> {
    const rows = await products.findByIds(productIds);
    for (const id of productIds) {
      const row = rows.find((r) => r.id === id);
      if (!row) throw createError('NOT_FOUND', `${text.notFound}: ${id}`);
      assertCanSee(principal, row.restaurantId, createError('NOT_FOUND', `${text.notFound}: ${id}`));
      assertCanWriteInto(principal, row.restaurantId);
    }
    return rows;
  }

  return {
    /**
     * Adds and takes allergens on many products at once, all or none: every product must exist and be the
     * user's to edit (one outside their restaurants is "not found", as on its own).
     */
    async bulkAllergens(principal: AuthPrincipal, body: unknown): Promise<ProductRow[]> {
      const { productIds, add, remove } = parseBody(BulkAllergensRequest, body);
      const rows = await editable(principal, productIds);
      const planned = rows.map((row) => ({
        row,
        next: ALLERGEN_CODES.filter((c) => (row.allergens.includes(c) || add.includes(c)) && !remove.includes(c)),
      }));
      for (const { row, next } of planned) {
        const [conflict] = dietConflicts({ ...row, allergens: next });
        if (conflict) throw fieldError('add', `${row.name}: ${dietConflictMessage(conflict.diet, conflict.allergen)}`);
      }
      const updated = await products.asActor(principal.userId, async (repo) => {
        const out: ProductRow[] = [];
        for (const { row, next } of planned) {
          out.push(
            next.join() === row.allergens.join() ? row : ((await repo.update(row.id, { allergens: next })) ?? row),
          );
        }
        return out;
      });
      await announce([...new Set(rows.map((r) => r.restaurantId))]);
      return updated;
    },

    /**
     * A sold-out tap on one or many products, all or none, written as the user (the change trail records it):
     * for an hour, to the end of the restaurant's day, until staff put it back, or back on sale now.
     */
    async bulkSoldOut(principal: AuthPrincipal, body: unknown): Promise<ProductRow[]> {
      const { productIds, until } = parseBody(BulkSoldOutRequest, body);
      const rows = await editable(principal, productIds);
      const byRestaurant = new Map<number, SoldOutValues>();
      for (const restaurantId of new Set(rows.map((r) => r.restaurantId)))
        byRestaurant.set(restaurantId, await soldOut.values(until, restaurantId));
      const ordered = productIds.map((id) => rows.find((r) => r.id === id)!);
      const updated = await products.asActor(principal.userId, async (repo) => {
        const out: ProductRow[] = [];
        for (const row of ordered) out.push((await repo.update(row.id, byRestaurant.get(row.restaurantId)!)) ?? row);
        return out;
      });
      await announce([...byRestaurant.keys()]);
      return updated;
    },
  };
}

export function createProductService(
  products: ProductRepository,
  restaurants: RestaurantRepository,
  users: UserRepository,
  images: ImageUploads,
  announce: AnnounceChanges,
  room: CatalogRoom,
  soldOut: SoldOutClock,
) {
  const visible = visibleRecord(products.findById, notFound);
  const duplicate = (name: string) => createError('CONFLICT', text.duplicateName(name));

  /** A product's name is its category's only one (foldSearch: 'ISKENDER' is 'İskender'). */
  async function assertUniqueName(values: ProductValues, id: number | null): Promise<void> {
    const key = foldSearch(values.name);
    const other = (await products.namesInCategory(values.categoryId)).find(
      (p) => p.id !== id && foldSearch(p.name) === key,
    );
    if (other) throw duplicate(other.name);
  }

  /** The database's unique index answers when two saves of one name race past the check above. */
  async function saving<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(name);
      throw error;
    }
  }

  /** Restaurant writable by the principal, category of that restaurant. */
  async function checkTarget(principal: AuthPrincipal, values: ProductValues): Promise<void> {
    assertCanWriteInto(principal, values.restaurantId);
    await assertRestaurantExists(restaurants, values.restaurantId);
    const category = await products.findCategory(values.categoryId);
    if (!category || category.restaurantId !== values.restaurantId) {
      throw fieldError('categoryId', text.categoryMismatch);
    }
  }

  /** Checked and stored only once everything else has passed, so a refused save leaves no image behind. */
  async function storeImage(file: UploadedFile, restaurantId: number): Promise<string> {
    return (await images.store(file.fileName, file.bytes, restaurantId)).path;
  }

  async function checkFile(file: UploadedFile | null): Promise<void> {
    if (file) await images.check(file.bytes);
  }

  return {
    list: (principal: AuthPrincipal) => products.list(listScope(principal)),
    listForUser: async (principal: AuthPrincipal, userId: number) =>
      products.list(await scopeForUser(principal, userId, users)),

    async listPublic(restaurantId: number): Promise<ProductRow[]> {
      const restaurant = await restaurants.findById(restaurantId);
      if (!restaurant || !restaurant.isActive) throw createError('NOT_FOUND', serverText.restaurantNotFound);
      return products.listPublic(restaurantId);
    },

    get: visible,

    ...createBulkProductActions(products, announce, soldOut),

    /**
     * The writes in a transaction the caller holds, for values it has already checked against these rules
     * (the catalog import checks a whole file at once, then writes it all or nothing and announces once).
     */
    writer(tx: Database) {
      const { add, set } = productWrites(products.within(tx));
      return { add, set };
    },

    testForm: (body: ProductBody) => testProductForm(images, body),

    /** The product's prices, newest first (same scoping as the product). */
    async priceHistory(principal: AuthPrincipal, id: number) {
      await visible(principal, id);
      return products.priceHistory(id);
    },

    async create(principal: AuthPrincipal, body: ProductBody): Promise<ProductRow> {
      const values = parseProduct(body.fields);
      await checkTarget(principal, values);
      await assertProductRules(values, products.findCategory);
      await assertUniqueName(values, null);
      await checkFile(body.file);
      await room(values.restaurantId, { products: 1, texts: productTexts(values) });
      if (!body.file) await images.assertOwned(values.restaurantId, { image: values.image });
      if (body.file) values.image = await storeImage(body.file, values.restaurantId);
      const row = await saving(values.name, () =>
        products.asActor(principal.userId, (repo) => productWrites(repo).insert(values)),
      );
      await announce([row.restaurantId]);
      return row;
    },

    /** Fields the body leaves out keep their saved values (withSavedFields). */
    async update(principal: AuthPrincipal, id: number, body: ProductBody): Promise<ProductRow> {
      const existing = await visible(principal, id);
      const values = parseProduct(withSavedFields(existing, body));
      if (values.restaurantId !== existing.restaurantId || values.categoryId !== existing.categoryId)
        await checkTarget(principal, values);
      await assertProductRules(values, products.findCategory);
      await assertUniqueName(values, id);
      await room(values.restaurantId, updateAddition('products', productTexts, values, existing));
      await checkFile(body.file);
      if (!body.file && (values.image !== existing.image || values.restaurantId !== existing.restaurantId))
        await images.assertOwned(values.restaurantId, { image: values.image });
      if (body.file) values.image = await storeImage(body.file, values.restaurantId);
      const row = await saving(values.name, () =>
        products.asActor(principal.userId, (repo) => productWrites(repo).update(id, values)),
      );
      if (!row) throw notFound();
      await announce([existing.restaurantId, row.restaurantId]);
      if (existing.image !== row.image) await images.release([existing.image]);
      return row;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await visible(principal, id);
      try {
        if (!(await products.delete(id))) throw notFound();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw createError('CONFLICT', text.hasDependents);
        throw error;
      }
      await announce([existing.restaurantId]);
      await images.release([existing.image]);
    },
  };
}

// Product variant rules: scoping through the product's restaurant, one default per product, and the
// up/down reorder that swaps display order with the neighbour in one transaction.
import { tr, type VariantRequest } from '@menu/shared/contract';
import type { z } from 'zod';
import { assertCanWriteInto, listScope, type AuthPrincipal } from '../../auth/scope';
import type { AnnounceChanges } from '../../changes/bus';
import type { Database } from '../../db/client';
import { createError, fieldError } from '../../errors';
import { moneyIn, visibleRecord } from '../common';
import type { ProductRepository } from '../products/repository';
import type { VariantRepository, VariantRow } from './repository';
import { updateAddition, type CatalogRoom, type TextsOf } from '../bounds';

type VariantValues = z.output<typeof VariantRequest>;
const text = tr.catalog.variants;
const notFound = () => createError('NOT_FOUND', text.notFound);
const variantTexts: TextsOf<Pick<VariantValues, 'name' | 'description'>> = (v) => [v.name, v.description];
const toRow = (v: VariantValues) => ({ ...v, priceModifier: moneyIn(v.priceModifier) });

/** How a variant whose rules have passed is stored: one default per product (a new default clears the others). */
function variantWrites(repo: Omit<VariantRepository, 'asActor' | 'within'>) {
  const oneDefault = async (id: number, values: VariantValues) => {
    if (values.isDefault) await repo.clearOtherDefaults(values.productId, id);
  };
  return {
    async insert(values: VariantValues): Promise<VariantRow> {
      const row = await repo.insert(toRow(values));
      await oneDefault(row.id, values);
      return row;
    },
    async update(id: number, values: VariantValues): Promise<VariantRow> {
      const row = await repo.update(id, toRow(values));
      if (!row) throw notFound();
      await oneDefault(id, values);
      return row;
    },
    /** The bulk forms: the new id only, nothing back from an update. */
    async add(values: VariantValues): Promise<number> {
      const id = await repo.insertId(toRow(values));
      await oneDefault(id, values);
      return id;
    },
    async set(id: number, values: VariantValues): Promise<void> {
      await repo.set(id, toRow(values));
      await oneDefault(id, values);
    },
  };
}

export function createVariantService(
  variants: VariantRepository,
  products: ProductRepository,
  announce: AnnounceChanges,
  room: CatalogRoom,
) {
  const visible = visibleRecord(variants.findById, notFound);

  /** The product a variant is written into: absent is a 400 on the field, another restaurant's a 403. Returns its restaurant. */
  async function targetProduct(principal: AuthPrincipal, productId: number): Promise<number> {
    const product = await products.findById(productId);
    if (!product) throw fieldError('productId', text.productNotFound);
    assertCanWriteInto(principal, product.restaurantId);
    return product.restaurantId;
  }

  return {
    list: (principal: AuthPrincipal) => variants.list(listScope(principal)),
    get: visible,
    /** The writes in a transaction the caller holds, for values it has already checked (the catalog import). */
    writer(tx: Database) {
      const { add, set } = variantWrites(variants.within(tx));
      return { add, set };
    },

    async create(principal: AuthPrincipal, values: VariantValues): Promise<VariantRow> {
      const restaurantId = await targetProduct(principal, values.productId);
      await room(restaurantId, { variants: 1, texts: variantTexts(values) });
      const created = await variants.asActor(principal.userId, (repo) => variantWrites(repo).insert(values));
      await announce([restaurantId]);
      return created;
    },

    async update(principal: AuthPrincipal, id: number, values: VariantValues): Promise<VariantRow> {
      const existing = await visible(principal, id);
      const restaurantId =
        values.productId !== existing.productId
          ? await targetProduct(principal, values.productId)
          : existing.restaurantId;
      await room(restaurantId, updateAddition('variants', variantTexts, { ...values, restaurantId }, existing));
      const updated = await variants.asActor(principal.userId, (repo) => variantWrites(repo).update(id, values));
      await announce([existing.restaurantId, restaurantId]);
      return updated;
    },

    /**
     * Swaps the variant with its neighbour above or below within the same product; at either end nothing
     * changes. Equal display orders (a tie) are first spread to 0..n-1 in their current order, so the swap
     * always moves the variant. Returns the product's variants in their new order.
     */
    async move(
      principal: AuthPrincipal,
      id: number,
      direction: 'up' | 'down',
    ): Promise<{ moved: boolean; variants: VariantRow[] }> {
      const existing = await visible(principal, id);
      const result = await variants.asActor(principal.userId, async (repo) => {
        const list = await repo.listOfProduct(existing.productId, true);
        const index = list.findIndex((v) => v.id === id);
        const other = direction === 'up' ? index - 1 : index + 1;
        if (index === -1) throw notFound();
        if (other < 0 || other >= list.length) return { moved: false, variants: list };
        const orders = list.map((v) => v.displayOrder);
        const distinct = orders.every((o, i) => i === 0 || o > orders[i - 1]);
        const target = distinct ? orders : list.map((_, i) => i);
        const next = [...target];
        [next[index], next[other]] = [target[other], target[index]];
        for (let i = 0; i < list.length; i++) {
          if (next[i] !== list[i].displayOrder) await repo.setDisplayOrder(list[i].id, next[i]);
        }
        return { moved: true, variants: await repo.listOfProduct(existing.productId) };
      });
      if (result.moved) await announce([existing.restaurantId]);
      return result;
    },

    async remove(principal: AuthPrincipal, id: number): Promise<void> {
      const existing = await visible(principal, id);
      if (!(await variants.delete(id))) throw notFound();
      await announce([existing.restaurantId]);
    },
  };
}

// The variants screen's filters: search, restaurant → category → product (each narrows the next),
// status and default. Variants are joined with their product for names, prices and restaurants.
import { matchesSearch, type Category, type Product, type Variant } from '@menu/shared';
import { useMemo, useState } from 'react';

export type StatusFilter = 'all' | 'active' | 'passive';
export type DefaultFilter = 'all' | 'default' | 'other';

export interface VariantFilters {
  search: string;
  restaurantId?: number;
  categoryId?: number;
  productId?: number;
  status: StatusFilter;
  isDefault: DefaultFilter;
}

export const EMPTY_FILTERS: VariantFilters = { search: '', status: 'all', isDefault: 'all' };

/** Sort key of the list view: by product, then display order. */
export function byProductThenOrder(a: Variant, b: Variant): number {
  return a.productId - b.productId || a.displayOrder - b.displayOrder || a.id - b.id;
}

export function filterVariants(variants: Variant[], products: Map<number, Product>, f: VariantFilters): Variant[] {
  return variants.filter((v) => {
    const p = products.get(v.productId);
    if (f.productId && v.productId !== f.productId) return false;
    if (f.categoryId && p?.categoryId !== f.categoryId) return false;
    if (f.restaurantId && p?.restaurantId !== f.restaurantId) return false;
    if (f.status === 'active' && !v.isActive) return false;
    if (f.status === 'passive' && v.isActive) return false;
    if (f.isDefault === 'default' && !v.isDefault) return false;
    if (f.isDefault === 'other' && v.isDefault) return false;
    return matchesSearch(f.search, v.name, v.description, p?.name);
  });
}

export function useVariantFilters(variants: Variant[], products: Product[], categories: Category[]) {
  const [filters, setFilters] = useState<VariantFilters>(EMPTY_FILTERS);
  const productById = useMemo(() => new Map(products.map((p) => [p.id, p])), [products]);
  const filtered = useMemo(
    () => filterVariants(variants, productById, filters).sort(byProductThenOrder),
    [variants, productById, filters],
  );
  const categoryOptions = useMemo(
    () => categories.filter((c) => !filters.restaurantId || c.restaurantId === filters.restaurantId),
    [categories, filters.restaurantId],
  );
  const productOptions = useMemo(
    () =>
      products.filter(
        (p) =>
          (!filters.restaurantId || p.restaurantId === filters.restaurantId) &&
          (!filters.categoryId || p.categoryId === filters.categoryId),
      ),
    [products, filters.restaurantId, filters.categoryId],
  );
  return {
    filters,
    filtered,
    productById,
    categoryOptions,
    productOptions,
    active:
      filters.search !== '' ||
      filters.restaurantId != null ||
      filters.categoryId != null ||
      filters.productId != null ||
      filters.status !== 'all' ||
      filters.isDefault !== 'all',
    set(patch: Partial<VariantFilters>) {
      setFilters((prev) => {
        const next = { ...prev, ...patch };
        // A narrower filter that no longer fits the wider one is dropped.
        if ('restaurantId' in patch) {
          next.categoryId = undefined;
          next.productId = undefined;
        }
        if ('categoryId' in patch) next.productId = undefined;
        return next;
      });
    },
    clear: () => setFilters(EMPTY_FILTERS),
  };
}

// The product list as the screen shows it: the name search (deferred, so typing stays smooth with thousands
// of products), the category filter, and the page of 24 on screen. A new search or filter goes back to page 1.
import { matchesSearch, type Product } from '@menu/shared';
import { useDeferredValue, useMemo, useState } from 'react';

export const PRODUCTS_PAGE_SIZE = 24;

export function useProductList(products: Product[] | undefined) {
  const [search, setSearch] = useState('');
  const [categoryFilter, setCategoryFilter] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search);

  const filtered = useMemo(
    () =>
      (products ?? []).filter(
        (p) => matchesSearch(query, p.name) && (!categoryFilter || p.categoryId === categoryFilter),
      ),
    [products, query, categoryFilter],
  );
  const pageCount = Math.max(1, Math.ceil(filtered.length / PRODUCTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);

  return {
    search,
    query,
    changeSearch: (value: string) => {
      setSearch(value);
      setPage(1);
    },
    categoryFilter,
    changeCategory: (value: number | undefined) => {
      setCategoryFilter(value);
      setPage(1);
    },
    clear: () => {
      setSearch('');
      setCategoryFilter(undefined);
      setPage(1);
    },
    filtered,
    currentPage,
    visible: filtered.slice((currentPage - 1) * PRODUCTS_PAGE_SIZE, currentPage * PRODUCTS_PAGE_SIZE),
    setPage,
  };
}
export type ProductList = ReturnType<typeof useProductList>;

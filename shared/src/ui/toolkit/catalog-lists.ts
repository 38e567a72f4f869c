// The category and product lists the catalogue screens read (categories, products, variants and add-ons
// each need one of them). docs/roles-and-permissions.md: a SuperAdmin loads them all, anyone else through the per-user
// list calls; the server scopes both, and the user is part of each list's key.
import {
  apiClient,
  CategorySchema,
  createQueryKeys,
  listOf,
  listScope,
  ProductSchema,
  useScopedUser,
  type Category,
  type Product,
  type ScopedUser,
} from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The catalogue's keys: a product change also refreshes the variants (their prices and filters read products). */
export const catalogKeys = {
  categories: createQueryKeys('catalog', 'categories'),
  products: createQueryKeys('catalog', 'products'),
  variants: createQueryKeys('catalog', 'variants'),
  addons: createQueryKeys('catalog', 'addons'),
};

const CategoryList = listOf(CategorySchema);
const ProductList = listOf(ProductSchema);

type Scoped = Pick<ScopedUser, 'id' | 'role'> | null;

function listPath(base: string, user: Scoped): string {
  return !user || user.role === 'SuperAdmin' ? base : `${base}/user/${user.id}`;
}

export function categoriesQueryOptions(user: Scoped) {
  return queryOptions({
    queryKey: catalogKeys.categories.list(listScope(user)),
    queryFn: (): Promise<Category[]> => apiClient.get(listPath('/Categories', user), CategoryList),
  });
}

export function productsQueryOptions(user: Scoped) {
  return queryOptions({
    queryKey: catalogKeys.products.list(listScope(user)),
    queryFn: (): Promise<Product[]> => apiClient.get(listPath('/Products', user), ProductList),
  });
}

export function useCategories() {
  const user = useScopedUser();
  return useQuery({ ...categoriesQueryOptions(user), enabled: user !== null });
}

export function useProducts() {
  const user = useScopedUser();
  return useQuery({ ...productsQueryOptions(user), enabled: user !== null });
}

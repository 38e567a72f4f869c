// The category and product lists the catalogue's screens read (categories, products, variants and add-ons
// each need one of them). docs/roles-and-permissions.md: a SuperAdmin loads them all, anyone else through the per-user
// list calls; the server scopes both, and the user is part of each list's key.
import {
  apiClient,
  CategorySchema,
  createQueryKeys,
  listOf,
  ProductSchema,
  scopedListQuery,
  useScopedList,
  type Category,
  type Product,
  type ScopedUser,
} from '@menu/shared';

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

export const categoriesQueryOptions = scopedListQuery(
  catalogKeys.categories,
  (user): Promise<Category[]> => apiClient.get(listPath('/Categories', user), CategoryList),
  { waitForUser: true },
);

export const productsQueryOptions = scopedListQuery(
  catalogKeys.products,
  (user): Promise<Product[]> => apiClient.get(listPath('/Products', user), ProductList),
  { waitForUser: true },
);

export const useCategories = () => useScopedList(categoriesQueryOptions);

export const useProducts = () => useScopedList(productsQueryOptions);

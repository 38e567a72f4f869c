// The category and product lists every catalogue screen reads (SPEC section 6: a SuperAdmin loads them all,
// anyone else through the per-user list calls; the server scopes both).
import { apiClient, CategorySchema, listOf, ProductSchema, useSession, type Category, type Product, type User } from '@menu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys, productKeys } from './query-keys';
import { shouldRetry } from './retry';

const CategoryList = listOf(CategorySchema);
const ProductList = listOf(ProductSchema);

type Scoped = Pick<User, 'id' | 'role'> | null;

function listPath(base: string, user: Scoped): string {
  return !user || user.role === 'SuperAdmin' ? base : `${base}/user/${user.id}`;
}

export function fetchCategories(user: Scoped): Promise<Category[]> {
  return apiClient.get(listPath('/Categories', user), CategoryList);
}

export function fetchProducts(user: Scoped): Promise<Product[]> {
  return apiClient.get(listPath('/Products', user), ProductList);
}

export function categoriesQueryOptions(user: Scoped) {
  return queryOptions({ queryKey: categoryKeys.list({ userId: user?.id ?? null }), queryFn: () => fetchCategories(user), retry: shouldRetry });
}

export function productsQueryOptions(user: Scoped) {
  return queryOptions({ queryKey: productKeys.list({ userId: user?.id ?? null }), queryFn: () => fetchProducts(user), retry: shouldRetry });
}

function useScopeUser(): Scoped {
  const id = useSession((s) => s.user?.id);
  const role = useSession((s) => s.user?.role);
  return id != null && role ? { id, role } : null;
}

export function useCategories() {
  const user = useScopeUser();
  return useQuery({ ...categoriesQueryOptions(user), enabled: user !== null });
}

export function useProducts() {
  const user = useScopeUser();
  return useQuery({ ...productsQueryOptions(user), enabled: user !== null });
}

export { useScopeUser };

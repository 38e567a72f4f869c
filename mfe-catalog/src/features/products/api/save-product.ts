// POST /Products and PUT /Products/{id} as JSON, with the trigger-500 recovery of docs/screens.md, States and transitions.
import { ActionError, apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import type { ProductBody } from './product-body';
import { useProductsRefresh } from './use-products-refresh';

export function createProduct(body: ProductBody): Promise<unknown> {
  return apiClient.post('/Products', body);
}

export function updateProduct(body: ProductBody): Promise<unknown> {
  if (!body.id) throw new ActionError(tr.catalog.products.missingId);
  return apiClient.put(`/Products/${body.id}`, body);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('tr-TR') === b.trim().toLocaleLowerCase('tr-TR');

export function useSaveProduct() {
  const { refresh, recover } = useProductsRefresh();
  return useMutation({
    mutationFn: (body: ProductBody) =>
      body.id
        ? recover(
            () => updateProduct(body),
            (list) => list.some((p) => p.id === body.id && sameName(p.name, String(body.name))),
          )
        : // A create has no id yet: saved when a product with this name now exists in that restaurant.
          recover(
            () => createProduct(body),
            (list) =>
              list.some((p) => p.restaurantId === Number(body.restaurantId) && sameName(p.name, String(body.name))),
          ),
    onSuccess: refresh,
  });
}

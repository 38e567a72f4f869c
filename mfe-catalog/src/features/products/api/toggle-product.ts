// The availability toggle (docs/screens.md, States and transitions): PUT /Products/{id} with the whole product,
// isAvailable flipped. A product in a timed sold-out counts as off: switching it on ends the timed sold-out too.
import { ActionError, tr, type Product } from '@menu/shared';
import { isOnSale } from '../lib/sold-out';
import { useMutation } from '@tanstack/react-query';
import { productToBody } from './product-body';
import { updateProduct } from './save-product';
import { useProductsRefresh } from './use-products-refresh';

export function useToggleProduct() {
  const { refresh, recover } = useProductsRefresh();
  return useMutation({
    mutationFn: async (product: Product): Promise<boolean> => {
      if (!product.id) throw new ActionError(tr.catalog.products.missingId);
      const body = { ...productToBody(product), isAvailable: !isOnSale(product), soldOutUntil: null };
      await recover(
        () => updateProduct(body),
        (list) => list.some((p) => p.id === product.id && p.isAvailable === body.isAvailable),
      );
      return body.isAvailable;
    },
    onSuccess: refresh,
  });
}

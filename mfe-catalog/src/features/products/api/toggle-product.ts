// The availability toggle (SPEC section 4): PUT /Products/{id} with the whole product, isAvailable flipped.
import { tr, type Product } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { CatalogActionError } from '../../../lib/errors';
import { productToBody } from './product-body';
import { updateProduct } from './save-product';
import { withTriggerRecovery } from './trigger-recovery';
import { useProductsRefresh } from './use-products-refresh';

export function useToggleProduct() {
  const { refresh, reload } = useProductsRefresh();
  return useMutation({
    mutationFn: async (product: Product): Promise<boolean> => {
      if (!product.id) throw new CatalogActionError(tr.catalog.products.missingId);
      const body = { ...productToBody(product), isAvailable: !product.isAvailable };
      await withTriggerRecovery(() => updateProduct(body), {
        reload,
        confirmed: (list) => list.some((p) => p.id === product.id && p.isAvailable === body.isAvailable),
      });
      return body.isAvailable;
    },
    onSuccess: refresh,
  });
}

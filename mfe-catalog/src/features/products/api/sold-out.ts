// The sold-out taps (one product or many): POST /products/sold-out, then the list is read again.
import { apiClient, errorDetail, listOf, ProductSchema, tr, type Product, type SoldOutChoice } from '@menu/shared';
import { catalogKeys } from '../../../lists/catalog-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { App } from 'antd';

const Products = listOf(ProductSchema);
const text = tr.catalog.products.soldOut;

export function useSoldOut() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ productIds, until }: { productIds: number[]; until: SoldOutChoice }) =>
      apiClient.post('/products/sold-out', { productIds, until }, Products),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: catalogKeys.products.all });
      void message.success(text.done(updated.length));
    },
    onError: (error) => void message.error(`${text.failed}: ${errorDetail(error)}`),
  });
}

/** A card's tap: one product. */
export function useSoldOutTap() {
  const { mutate } = useSoldOut();
  return useCallback((p: Product, until: SoldOutChoice) => mutate({ productIds: [p.id], until }), [mutate]);
}

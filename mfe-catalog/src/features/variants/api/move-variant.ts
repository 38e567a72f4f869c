// POST /productvariants/{id}/move: the server swaps display order with the neighbour in the same product
// in one transaction (the reorder of docs/screens.md, without two separate saves that could half-succeed).
import { ActionError, apiClient, tr, VariantMoveSchema } from '@menu/shared';
import { catalogKeys } from '@menu/shared/ui';
import type { VariantMoveRequest } from '@menu/shared/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useMoveVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) => {
      if (!id) throw new ActionError(tr.catalog.variants.missingId);
      return apiClient.post(
        `/productvariants/${id}/move`,
        { direction } satisfies VariantMoveRequest,
        VariantMoveSchema,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.variants.all }),
  });
}

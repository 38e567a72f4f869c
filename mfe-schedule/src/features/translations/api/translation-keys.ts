// Query keys of the translations feature, general to specific; invalidating `all` refreshes everything.
import type { TranslatableTable } from '@menu/shared';

export const translationKeys = {
  all: ['translations'] as const,
  lists: () => [...translationKeys.all, 'list'] as const,
  list: (userId: number | null) => [...translationKeys.lists(), { userId }] as const,
  records: (table: TranslatableTable, restaurantId: number | null, userId: number | null) => [...translationKeys.all, 'records', { table, restaurantId, userId }] as const,
};

// The category routes' update body (the shared CategoryRequest) and a row as they answer it (CategoryWire).
import { z } from 'zod';
import {
  CategoryEntity,
  AvailabilityField,
  CategoryRequest,
  CategoryWire,
  PublicCategoryWire,
} from '@menu/shared/contract';
import { rowToWire } from '../../http/wire-rows';
import type { CategoryRow } from './repository';

/**
 * PUT takes the same body with or without its id; windows left out stay as saved (the spec's client never
 * sends them, and an edit from it must not take a breakfast menu off its hours).
 */
export const CategoryUpdateRequest = CategoryRequest.extend({
  id: z.unknown().optional(),
  categoryId: z.unknown().optional(),
  availability: AvailabilityField.nullish().transform((v) => v ?? undefined),
});

export function categoryToWire(row: CategoryRow): z.infer<typeof CategoryWire> {
  return { ...rowToWire(CategoryEntity, 'categoryId', row), availability: row.availability ?? [] };
}

export function categoryToPublic(row: CategoryRow): z.infer<typeof PublicCategoryWire> {
  const { isActive: _a, createdDate: _c, ...rest } = categoryToWire(row);
  return rest;
}

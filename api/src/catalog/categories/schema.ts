// Response shapes of the category routes; requests reuse the shared CategoryRequest.
import { z } from 'zod';
import { AvailabilityField, CategoryRequest } from '@menu/shared/contract';
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

const publicShape = {
  id: z.number().int(),
  categoryId: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
  icon: z.string().nullable(),
  /** Time-of-day windows: weekdays 1–7 (Monday = 1), from–to 'HH:mm' in Turkey's time; empty: all day. */
  availability: z.array(z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() })),
};

export const CategoryResponse = z.object({ ...publicShape, isActive: z.boolean(), createdDate: z.string() }).meta({ id: 'Category' });
export type CategoryResponse = z.infer<typeof CategoryResponse>;

/** What a diner sees: active categories only, so no status flag and no dates. */
export const PublicCategoryResponse = z.object(publicShape).meta({ id: 'PublicCategory' });

export function categoryToWire(row: CategoryRow): CategoryResponse {
  return {
    id: row.id,
    categoryId: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    description: row.description,
    displayOrder: row.displayOrder,
    icon: row.icon,
    availability: row.availability ?? [],
    isActive: row.isActive,
    createdDate: row.createdDate.toISOString(),
  };
}

export function categoryToPublic(row: CategoryRow): z.infer<typeof PublicCategoryResponse> {
  const { isActive: _a, createdDate: _c, ...rest } = categoryToWire(row);
  return rest;
}

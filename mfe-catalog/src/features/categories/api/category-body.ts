// Request bodies of POST/PUT /Categories (docs/api-rules.md, Calls: restaurantId, name, description, displayOrder, icon, isActive).
import type { Category, CategoryRequest } from '@menu/shared';

export type CategoryBody = CategoryRequest & { id?: number };

/** The full record as the API takes it back; used by the active toggle. */
export function categoryToBody(c: Category): CategoryBody {
  return {
    id: c.id,
    restaurantId: c.restaurantId,
    name: c.name,
    description: c.description,
    displayOrder: c.displayOrder,
    icon: c.icon,
    isActive: c.isActive,
    availability: c.availability,
  };
}

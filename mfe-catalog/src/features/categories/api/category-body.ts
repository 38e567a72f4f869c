// Request bodies of POST/PUT /Categories (docs/api-rules.md, Calls: restaurantId, name, description, displayOrder, icon, isActive).
import { CategoryRequest, recordBody, type Category } from '@menu/shared';

export type CategoryBody = CategoryRequest & { id?: number };

/** The full record as the API takes it back; used by the active toggle. */
export function categoryToBody(c: Category): CategoryBody {
  return recordBody(CategoryRequest, c);
}

// Request bodies of POST/PUT /Products: the screen sends JSON with every field of docs/api-rules.md, Entities
// (the old client's multipart form dropped ingredients, calories, diet flags...; nothing is dropped here).
import type { Product, ProductRequest } from '@menu/shared';

export type ProductBody = ProductRequest & { id?: number };

/** The full record as the API takes it back (every field of the product form); used by the availability toggle. */
export function productToBody({ productId: _p, rating: _r, createdDate: _c, ...fields }: Product): ProductBody {
  return fields;
}

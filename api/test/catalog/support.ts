// Helpers for the catalogue suites: seed a category and a product straight into the database, and build
// multipart bodies like the old product form did.
import { categories, products } from '../../src/db/schema';
import type { TestApp } from '../helpers/test-app';

/** A real 1x1 GIF; `seed` appends bytes after the trailer so different seeds give different files. */
export function gif(seed = 0): Buffer {
  const base = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  return seed ? Buffer.concat([base, Buffer.from([seed & 0xff])]) : base;
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

export function multipartBody(parts: FormPart[]) {
  const boundary = '----catalog-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.fileName !== undefined
        ? `form-data; name="${p.name}"; filename="${p.fileName}"`
        : `form-data; name="${p.name}"`;
    const type = p.fileName !== undefined ? `\r\nContent-Type: ${p.contentType ?? 'application/octet-stream'}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Default names differ per call: a restaurant has one active category, a category one product, of a name. */
let seeded = 0;

export async function seedCategory(
  t: TestApp,
  restaurant: 'A' | 'B',
  values: Partial<typeof categories.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(categories)
    .values({ restaurantId: t.restaurants[restaurant], name: `Kategori ${restaurant} ${++seeded}`, ...values })
    .returning();
  return row;
}

export async function seedProduct(
  t: TestApp,
  categoryId: number,
  restaurant: 'A' | 'B',
  values: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(products)
    .values({
      restaurantId: t.restaurants[restaurant],
      categoryId,
      name: `Ürün ${restaurant} ${++seeded}`,
      price: '100.00',
      ...values,
    })
    .returning();
  return row;
}

// How a stored row becomes the contract's answer for its entity: `id` and the entity's alias (restaurantId,
// categoryId...), then every field the contract lists, read from the column of the same name. Instants go out as
// ISO text and NUMERIC lira as numbers; what a field needs beyond that (a computed address, a default) the caller
// sets after. A field added to the contract and the table is answered without a line here.
import type { z } from 'zod';

/** NUMERIC comes back from PostgreSQL as a string; the wire carries a number of lira. */
export const moneyOut = (value: string | number): number => Math.round(Number(value) * 100) / 100;
export const moneyOutNullable = (value: string | number | null): number | null =>
  value == null ? null : moneyOut(value);

export function rowToWire<E extends { fields: object; wire: z.ZodType }>(
  entity: E,
  alias: keyof z.infer<E['wire']> & string,
  row: { id: number },
  /** The fields stored as NUMERIC lira. */
  money: ReadonlyArray<keyof E['fields'] & string> = [],
): z.infer<E['wire']> {
  const columns = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { id: row.id, [alias]: row.id };
  for (const key of Object.keys(entity.fields)) {
    const value = columns[key];
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value != null && (money as readonly string[]).includes(key)) out[key] = moneyOut(value as string);
    else out[key] = value;
  }
  return out as z.infer<E['wire']>;
}

// A record as the API takes it back on a PUT: its id and each field its request schema names, as loaded (the
// active and default toggles send it with one field changed).
import type { z } from 'zod';

export function recordBody<S extends z.ZodObject>(schema: S, record: { id: number }): z.input<S> & { id: number } {
  const fields = record as unknown as Record<string, unknown>;
  const body: Record<string, unknown> = { id: record.id };
  for (const key of Object.keys(schema.shape)) body[key] = fields[key];
  return body as z.input<S> & { id: number };
}

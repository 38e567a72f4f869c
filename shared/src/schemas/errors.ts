// The one error shape of the API (docs/api-rules.md), modelled on an ASP.NET validation problem.
import { z } from 'zod';

export const ApiErrorBody = z
  .object({
    status: z.number().int(),
    title: z.string(),
    message: z.string(),
    /** Turkish messages per field of the request (a form shows each under its field). */
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/**
 * A failed parse as the API's `errors`: 'field' (a nested one 'a.b', the whole body '_') to its messages. The one
 * map of the API's 400s and its form diagnostic.
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = (out[key] ??= []);
    // A field rule and the schema's cross-field rule may say the same thing once each.
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

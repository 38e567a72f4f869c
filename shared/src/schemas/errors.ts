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

/** zod issues -> { field: [messages] } */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message of a failed parse, in the schema's field order. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Geçersiz veri';
}

// Refuses text PostgreSQL cannot store as sent: NUL (the database rejects it) and a lone UTF-16 surrogate
// (`"\ud800"` in JSON; it would be stored as U+FFFD, so the text would not come back as sent). Checked in
// the JSON body, the query and the path before validation, so the answer is a 400 naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createError } from '../errors';
import { UNSTORABLE_TEXT } from './error-handler';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The path of the first key or string value holding unstorable text, or null. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (value == null || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (unstorable(key)) return [...path, key];
    const found = findUnstorableText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

function check(request: FastifyRequest): void {
  for (const [part, value] of [
    ['body', request.body],
    ['querystring', request.query],
    ['params', request.params],
  ] as const) {
    const found = findUnstorableText(value);
    if (found)
      throw createError('VALIDATION', UNSTORABLE_TEXT, { errors: { [found.join('.') || part]: [UNSTORABLE_TEXT] } });
  }
}

export default fp(
  async function textGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => check(request));
  },
  { name: 'text-guard' },
);

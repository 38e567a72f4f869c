// Shapes shared by every route: the error body (@menu/shared's) and the numeric id in paths.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, serverText } from '@menu/shared/contract';

/** The error body, as the portal reads it. */
export { ApiErrorBody as ErrorResponse };

/** A staff route's security in the reference: the bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** What every staff route may answer besides its own: bad input, no session, no right, not found. */
export const staffErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** A record id in a path: digits only, so '/restaurants/abc' is a 400 in the error shape, never a 500. */
export const idParam = (message: string = serverText.invalidRecordId) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n > 0 && n <= 2147483647, message);

/** The instance a route plugin of the API is given (zod schemas). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const IdParams = z.object({ id: idParam() });

/**
 * For routes that read their body themselves (JSON or multipart, checked with the shared schema in the
 * handler): the body is documented in the OpenAPI reference, params and query are checked with zod as on every
 * route, and the body is left as it came.
 */
export const handlerReadsBody: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? () => true : zodValidatorCompiler(route);

/** A file part of a multipart body, as the reference shows it. */
export const FilePart = z.any().meta({ type: 'string', format: 'binary' });

/**
 * A 200 that is a file (PDF, CSV, XLSX, an HTML page), documented under its own content type; the route's
 * other answers (errors) stay JSON. Use this instead of `produces`, which would relabel every answer.
 */
export const fileResponse = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

// One error handler for the whole API: every failure leaves in the shape { status, title, message, errors? }
// with a Turkish message. 4xx messages pass through; 5xx are logged and never show internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pgErrorCode } from '../db/client';
import { AppError, createError, ERRORS, isAppError } from '../errors';

// zod's own texts (a body that is not an object, a list where one value is expected, a rule the schema gives
// no message for) in Turkish too; a schema's own message still wins.
z.config(z.locales.tr());

/** Text PostgreSQL cannot store (NUL), from a form field or a query the JSON check does not see. */
export const UNSTORABLE_TEXT =
  'Metin kaydedilemeyen bir karakter içeriyor (NUL veya yarım kalmış bir Unicode karakteri)';

/** Fastify's own request errors, translated. */
const FASTIFY_CODES: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => createError('MALFORMED_BODY'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => createError('MALFORMED_BODY', 'İstek gövdesi boş: geçerli bir JSON gönderin'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => createError('MALFORMED_BODY', 'İstek gövdesinin uzunluğu hatalı'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => createError('PAYLOAD_TOO_LARGE'),
  FST_REQ_FILE_TOO_LARGE: () => createError('UPLOAD_TOO_LARGE'),
  FST_FILES_LIMIT: () => createError('VALIDATION', 'Tek seferde bir dosya yüklenebilir'),
  FST_PARTS_LIMIT: () => createError('VALIDATION', 'Çok fazla form alanı gönderildi'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    createError('UNSUPPORTED_MEDIA_TYPE', 'İstek multipart/form-data olarak gönderilmelidir'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => createError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_TYPE: () => createError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_VALIDATION: () => createError('VALIDATION'),
  FST_ERR_BAD_URL: () => createError('VALIDATION', 'İstek adresi okunamadı: geçersiz karakter kodlaması'),
  FST_ERR_MAX_PARAM_LENGTH: () => createError('VALIDATION', 'İstek adresi çok uzun'),
};

/** A multipart body busboy cannot read (no boundary, cut short): its errors carry no code, only these texts. */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/;

/** Connection-level database failures: the caller should retry later (503), nothing is wrong with the request. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  // 57014: a statement cancelled (a statement_timeout the DBA set, pg_cancel_backend): try again later.
  if (code && (code.startsWith('08') || code === '57P01' || code === '57P03' || code === '53300' || code === '57014'))
    return true;
  const message = String((error as Error)?.message ?? '') + String((error as { cause?: Error })?.cause?.message ?? '');
  // pg: a pooled client whose connection dropped mid-transaction answers the next query with "... is not queryable".
  return /ECONNREFUSED|ECONNRESET|Connection terminated|is not queryable|timeout exceeded when trying to connect|timeout expired|Query read timeout|database is closed|PGlite is closed/i.test(
    message,
  );
}

function validationErrors(error: {
  validation: Array<{ instancePath: string; message?: string }>;
  validationContext?: string;
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || '_';
    (errors[key] ??= []).push(issue.message ?? ERRORS.VALIDATION.message);
  }
  return errors;
}

export function toAppError(error: unknown, request?: FastifyRequest): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = validationErrors(error);
    const first = Object.values(errors)[0]?.[0];
    return createError('VALIDATION', first, { errors });
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) return mapped();
  if (typeof (error as Error)?.message === 'string' && BROKEN_MULTIPART.test((error as Error).message))
    return createError('MALFORMED_BODY', 'Form verisi okunamadı: geçerli bir multipart/form-data gönderin');
  if (pgErrorCode(error) === '22021') return createError('VALIDATION', UNSTORABLE_TEXT);
  if (isDatabaseUnavailable(error)) {
    request?.log.error({ err: error }, 'database unavailable');
    return createError('SERVICE_UNAVAILABLE');
  }
  const status = fastifyError?.statusCode;
  if (status === 400 && error instanceof SyntaxError) return createError('MALFORMED_BODY');
  if (status === 404) return createError('NOT_FOUND');
  if (status === 413) return createError('PAYLOAD_TOO_LARGE');
  if (status === 415) return createError('UNSUPPORTED_MEDIA_TYPE');
  if (status === 429) return createError('TOO_MANY_REQUESTS');
  if (status && status >= 400 && status < 500) {
    request?.log.info({ err: error }, 'unmapped client error');
    return createError('VALIDATION', ERRORS.VALIDATION.message);
  }
  request?.log.error({ err: error }, 'unhandled error');
  return createError('INTERNAL');
}

export function sendError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

/** Fastify's `frameworkErrors` option: a URL it cannot decode or a path parameter past maxParamLength, in the same shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(reply, toAppError(error, request));
}

export function notFoundError(request: FastifyRequest): AppError {
  return createError(
    'NOT_FOUND',
    `İstenen adres bulunamadı: ${request.method} ${request.url.split('?')[0].slice(0, 200)}`,
  );
}

export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error, request, reply) => sendError(reply, toAppError(error, request)));
  },
  { name: 'error-handler' },
);

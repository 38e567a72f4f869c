// Turkish messages for failed catalogue calls: SPEC section 8 through the shared mapping, plus the
// failures the screens raise themselves (missing ids, an unconfirmed trigger recovery).
import { ApiError, errorMessage, tr, type ErrorAction } from '@menu/shared';

/** A failure whose message is already the Turkish sentence to show. */
export class CatalogActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogActionError';
  }
}

/** A reply that failed the shared zod schema (checked by name: zod lives inside @menu/shared). */
function isSchemaError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError';
}

/** SPEC section 8 for products and categories: 'Validation Hatası: ...', 'Server Hatası (500): ...', 'API Hatası (status): ...'. */
export function catalogErrorMessage(error: unknown, action: ErrorAction, loadFallback: string): string {
  if (error instanceof CatalogActionError) return error.message;
  if (isSchemaError(error)) return action === 'load' ? loadFallback : tr.errors.server(tr.errors.unknown);
  const text = errorMessage(error, action);
  return action === 'load' && text === tr.errors.unknown ? loadFallback : text;
}

/** The server's own words for a failed call, for the alert-style messages of add-ons and variants. */
export function serverMessage(error: unknown): string {
  if (error instanceof CatalogActionError) return error.message;
  if (error instanceof ApiError) {
    if (error.isNetwork) return tr.errors.network;
    if (error.status === 401) return tr.errors.unauthorized;
    const errors = error.body?.errors;
    if (error.status === 400 && errors && Object.keys(errors).length) return Object.values(errors).flat().join(', ');
    return error.serverText || tr.errors.api(error.status, tr.errors.unknown);
  }
  return error instanceof Error ? error.message : String(error);
}

/** SPEC: add-on, variant and QR load errors read 'API Hatası: {message}'. */
export function alertLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return tr.errors.unauthorized;
  return tr.catalog.common.loadError(serverMessage(error));
}

// SPEC section 8 for hours, special days and translations: load failures have their own sentence,
// network 'API bağlantı hatası', a failed save shows the server's text or 'İşlem sırasında hata oluştu',
// a failed delete 'Silme işlemi sırasında hata oluştu' (the server's reason, if any, goes underneath).
import { ApiError, errorMessage, tr } from '@menu/shared';

export function loadErrorMessage(error: unknown, fallback: string): string {
  return errorMessage(error, 'load', fallback);
}

export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetwork) return tr.errors.network;
  if (error.status === 401) return tr.errors.unauthorized;
  // A 5xx never carries a useful sentence for an owner; a 4xx carries the server's Turkish message.
  if (error.status >= 500) return tr.schedule.saveFailed;
  return error.body?.message || tr.schedule.saveFailed;
}

/** The server's reason for a refused delete, when it gave one worth showing. */
export function deleteErrorDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.isNetwork) return tr.errors.network;
  if (error.status === 401) return tr.errors.unauthorized;
  if (error.status >= 500) return undefined;
  return error.body?.message || undefined;
}

/** Field errors of a 400/409 answer, keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError && error.body?.errors ? error.body.errors : {};
}

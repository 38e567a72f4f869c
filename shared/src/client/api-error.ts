// One mapping from a failed call (status and body) to the Turkish messages of SPEC section 8.
import { tr } from '../strings';

export interface ErrorBody {
  status?: number;
  title?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  readonly status: number; // 0: no response (network)
  readonly body: ErrorBody | undefined;
  readonly text: string;

  constructor(status: number, body: ErrorBody | undefined, text: string) {
    super(body?.message || body?.title || text || (status ? `HTTP ${status}` : 'Network error'));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.text = text;
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The server's own words, else the raw text, else ''. */
  get serverText(): string {
    return this.body?.message || this.body?.title || this.text || '';
  }
}

export type ErrorAction = 'load' | 'save' | 'delete' | 'toggle';

export function validationDetails(errors: Record<string, string[]>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}

/**
 * SPEC section 8 for restaurants and products, used as the default by every screen:
 * load: network 'API bağlantı hatası', 401 the token message, else the screen's fallback;
 * save/delete/toggle: network 'Bağlantı hatası: ...', 400 'Validation Hatası: field: messages',
 * 500 'Server Hatası (500): ...', other 'API Hatası (status): ...' / 'Silme Hatası (status): ...'.
 * A 409 carries a complete Turkish sentence from the server (dependent records, duplicates) and is shown as is.
 */
export function errorMessage(error: unknown, action: ErrorAction, loadFallback: string = tr.errors.unknown): string {
  if (!(error instanceof ApiError)) {
    const msg = error instanceof Error ? error.message : String(error);
    return action === 'load' ? tr.errors.network : tr.errors.networkAction(msg);
  }
  if (error.isNetwork) return action === 'load' ? tr.errors.network : tr.errors.networkAction(error.message);
  if (error.status === 401) return tr.errors.unauthorized;
  if (action === 'load') return loadFallback;
  const text = error.serverText || tr.errors.unknown;
  if (error.status === 409) return text;
  if (action === 'toggle') return tr.errors.toggle(text);
  if (error.status === 400 && error.body?.errors && Object.keys(error.body.errors).length) {
    return tr.errors.validation(validationDetails(error.body.errors));
  }
  if (action === 'delete') return tr.errors.deleteStatus(error.status, text);
  if (error.status === 500) return tr.errors.server(text);
  return tr.errors.api(error.status, text);
}

/** SPEC: a 500 mentioning database triggers or an OUTPUT clause may have succeeded. */
export function isTriggerError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 500 && /trigger|OUTPUT clause/i.test(error.serverText);
}

/** A refused delete because other records depend on this one. */
export function isReferenceError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || (error.status === 500 && /REFERENCE constraint|FK_/.test(error.serverText)));
}

// The one table from a failed call to the Turkish sentence a screen shows. A failure is sorted once
// (`describeError`) and each wording a screen uses (docs/screens.md, Error messages) reads that sort: the status
// wording (`errorMessage`), the server's own sentence (`serverMessage`, `errorDetail`), a form's banner
// (`formErrorMessage`) and the fields a 400/409 names (`serverFieldErrors`). Screens never test ApiError themselves.
import { tr } from '../strings';
import { ApiError, type ErrorBody } from './api-error';

/** A failure whose message is already the Turkish sentence to show (missing id, unconfirmed recovery...). */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}

/** Loading without a session. */
export class MissingTokenError extends ActionError {
  constructor() {
    super(tr.errors.noToken);
    this.name = 'MissingTokenError';
  }
}

export type ErrorAction = 'load' | 'save' | 'delete' | 'toggle';

/** What went wrong, sorted once. */
export type ErrorKind =
  | 'action' // ActionError: its message is the sentence
  | 'schema' // the answer did not match the shared schema: a server fault
  | 'network' // no answer
  | 'unauthorized' // 401: the session is over
  | 'validation' // 400 naming fields
  | 'conflict' // 409: a complete Turkish sentence from the server
  | 'client' // another 4xx
  | 'server' // 5xx
  | 'other'; // a thrown non-API error

export interface DescribedError {
  kind: ErrorKind;
  status: number;
  /** The server's own words ('' when it gave none); for 'action', 'network' and 'other' the error's message. */
  text: string;
  body: ErrorBody | undefined;
}

/** A reply that failed a shared zod schema (checked by name: zod's class may be another copy). */
export function isSchemaError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError';
}

export function describeError(error: unknown): DescribedError {
  if (error instanceof ActionError) return { kind: 'action', status: 0, text: error.message, body: undefined };
  if (isSchemaError(error)) return { kind: 'schema', status: 0, text: '', body: undefined };
  if (!(error instanceof ApiError))
    return { kind: 'other', status: 0, text: error instanceof Error ? error.message : String(error), body: undefined };
  const base = { status: error.status, body: error.body };
  if (error.isNetwork) return { ...base, kind: 'network', text: error.message };
  if (error.status === 401) return { ...base, kind: 'unauthorized', text: error.serverText };
  if (error.status === 400 && error.body?.errors && Object.keys(error.body.errors).length)
    return { ...base, kind: 'validation', text: error.serverText };
  if (error.status === 409) return { ...base, kind: 'conflict', text: error.serverText };
  if (error.status >= 500) return { ...base, kind: 'server', text: error.serverText };
  return { ...base, kind: 'client', text: error.serverText };
}

export function validationDetails(errors: Record<string, string[]>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}

/**
 * docs/screens.md, Error messages, the status wording (restaurants, categories, products, QR codes, access logs):
 * load: network 'API bağlantı hatası', 401 the token message, else the screen's fallback;
 * save/delete/toggle: network 'Bağlantı hatası: ...', 400 'Validation Hatası: field: messages',
 * 500 'Server Hatası (500): ...', other 'API Hatası (status): ...' / 'Silme Hatası (status): ...'.
 * A 409 carries a complete Turkish sentence from the server (dependent records, duplicates) and is shown
 * as is; an ActionError its own sentence; an answer that broke the schema is a server fault.
 */
export function errorMessage(error: unknown, action: ErrorAction, loadFallback: string = tr.errors.unknown): string {
  const e = describeError(error);
  switch (e.kind) {
    case 'action':
      return e.text;
    case 'schema':
      return action === 'load' ? loadFallback : tr.errors.server(tr.errors.unknown);
    case 'network':
    case 'other':
      return action === 'load' ? tr.errors.network : tr.errors.networkAction(e.text);
    case 'unauthorized':
      return tr.errors.unauthorized;
  }
  if (action === 'load') return loadFallback;
  const text = e.text || tr.errors.unknown;
  if (e.kind === 'conflict') return text;
  if (action === 'toggle') return tr.errors.toggle(text);
  if (e.kind === 'validation') return tr.errors.validation(validationDetails(e.body!.errors!));
  if (action === 'delete') return tr.errors.deleteStatus(e.status, text);
  if (e.status === 500) return tr.errors.server(text);
  return tr.errors.api(e.status, text);
}

/** The server's own words for a failed call (add-ons, variants): a 400's field messages joined, else its sentence. */
export function serverMessage(error: unknown): string {
  const e = describeError(error);
  switch (e.kind) {
    case 'action':
    case 'other':
      return e.text;
    case 'schema':
      return tr.errors.server(tr.errors.unknown);
    case 'network':
      return tr.errors.network;
    case 'unauthorized':
      return tr.errors.unauthorized;
    case 'validation':
      return Object.values(e.body!.errors!).flat().join(', ');
  }
  return e.text || tr.errors.api(e.status, tr.errors.unknown);
}

/** Add-on, variant and QR load errors read 'API Hatası: {message}'. */
export function loadAlertMessage(error: unknown): string {
  const e = describeError(error);
  if (e.kind === 'unauthorized') return tr.errors.unauthorized;
  // docs/screens.md, Error messages: no answer at all reads 'API bağlantı hatası' on every screen.
  if (e.kind === 'network') return tr.errors.network;
  return tr.errors.apiPlain(serverMessage(error));
}

/** The detail line under an action's own title (users): the server's sentence, or what went wrong on the way. */
export function errorDetail(error: unknown): string {
  const e = describeError(error);
  switch (e.kind) {
    case 'action':
      return e.text;
    case 'schema':
      return tr.errors.server(tr.errors.unknown);
    case 'network':
    case 'other':
      return tr.errors.networkAction(e.text);
    case 'unauthorized':
      return tr.errors.unauthorized;
  }
  return e.text || tr.errors.api(e.status, tr.errors.unknown);
}

/**
 * A form's banner after a failed save (hours, special days, translations): network 'API bağlantı hatası',
 * a 4xx the server's Turkish sentence, a 5xx (never useful to an owner) 'İşlem sırasında hata oluştu'.
 */
export function formErrorMessage(error: unknown): string {
  return refusalReason(error) ?? tr.common.operationFailed;
}

/** The server's reason for a refused call when it gave one worth showing (network and 401 included). */
export function refusalReason(error: unknown): string | undefined {
  const e = describeError(error);
  if (e.kind === 'action') return e.text;
  if (e.kind === 'network' || e.kind === 'other' || e.kind === 'schema') return tr.errors.network;
  if (e.kind === 'unauthorized') return tr.errors.unauthorized;
  if (e.kind === 'server') return undefined;
  return e.body?.message || undefined;
}

/** Field errors of a 400/409 answer, keyed by field name as the server wrote it. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return error instanceof ApiError && error.body?.errors ? error.body.errors : {};
}

/** An upload refused with a complete Turkish sentence (413, 415) shows it; anything else is prefixed. */
export function uploadErrorMessage(error: unknown, uploadFailed: string): string {
  const e = describeError(error);
  if ((e.kind === 'client' || e.kind === 'validation' || e.kind === 'conflict') && e.text) return e.text;
  return `${uploadFailed}: ${errorMessage(error, 'save', uploadFailed)}`;
}

/** A 500 mentioning database triggers or an OUTPUT clause may have succeeded. */
export function isTriggerError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 500 && /trigger|OUTPUT clause/i.test(error.serverText);
}

/** A refused delete because other records depend on this one. */
export function isReferenceError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 409 || (error.status === 500 && /REFERENCE constraint|FK_/.test(error.serverText)))
  );
}

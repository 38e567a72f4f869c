// Turkish messages for failed restaurant calls: SPEC section 8 through the shared mapping, plus the
// failures this feature raises itself (missing id, unconfirmed trigger recovery, no token).
import { errorMessage, tr, type ErrorAction } from '@menu/shared';

/** A failure whose message is already the Turkish sentence to show. */
export class RestaurantActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestaurantActionError';
  }
}

/** SPEC: loading without a stored token. */
export class MissingTokenError extends Error {
  constructor() {
    super(tr.errors.noToken);
    this.name = 'MissingTokenError';
  }
}

/** A reply that failed the shared zod schema (checked by name: zod lives inside @menu/shared). */
function isSchemaError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError';
}

export function restaurantErrorMessage(error: unknown, action: ErrorAction): string {
  if (error instanceof RestaurantActionError || error instanceof MissingTokenError) return error.message;
  // A reply that does not match the schema is a server fault, not a lost connection.
  if (isSchemaError(error)) return action === 'load' ? tr.restaurants.loadFailed : tr.errors.server(tr.errors.unknown);
  // errorMessage's fallback parameter is typed as the literal 'Bilinmeyen hata' (inferred from its
  // default), so the screen's own fallback is applied here instead of passed in.
  const text = errorMessage(error, action);
  return action === 'load' && text === tr.errors.unknown ? tr.restaurants.loadFailed : text;
}

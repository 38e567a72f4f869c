// What the sign-in page needs and nothing more, so its first script stays small: the session store, the API
// error and the sign-in strings. The host's sign-in entry imports this directly; it evaluates the same modules
// the shared `@menu/shared` singleton does, so the session store is one instance for the whole portal.
// Only the host may import it (lint): remotes take everything from `@menu/shared`.
export { ApiError } from './client/api-error';
export { sessionStore, useSession } from './client/session-store';
export { auth as authStrings } from './strings/auth';

// What the sign-in page needs and nothing more: it is built on its own (host-shell, the sign-in build), without
// the session store, ky or zod, so its script stays a few kilobytes. Only the host may import it (lint).
export { ApiError, type ErrorBody } from './client/api-error';
export { apiBase, SESSION_REFRESH_LOCK, sessionEndedNotice } from './client/config';
export { auth as authStrings } from './strings/auth';

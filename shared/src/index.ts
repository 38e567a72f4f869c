// @menu/shared: the contract between the API and every front end, plus the browser client and the
// session store. No antd here (that is ./ui), so the sign-in page stays small.
export * from './contract';
export * from './client/config';
export * from './client/api-error';
export * from './client/api-client';
export * from './client/session-store';
export * from './client/error-text';
export * from './toolkit';

// Turkish messages for failed user calls. SPEC section 8: a load failure reads 'API Hatası: {message}';
// each action has its own title ('Kullanıcı ... bir hata oluştu!') and the server's words go below it.
import { ApiError, tr } from '@menu/shared';

/** The detail line under an action's title: the server's sentence, or what went wrong on the way. */
export function userErrorDetail(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetwork) return tr.errors.networkAction(error.message);
    if (error.status === 401) return tr.errors.unauthorized;
    return error.serverText || tr.errors.api(error.status, tr.errors.unknown);
  }
  if (error instanceof Error && error.name === 'ZodError') return tr.errors.server(tr.errors.unknown);
  return tr.errors.networkAction(error instanceof Error ? error.message : String(error));
}

export function usersLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return tr.users.loadFailed(tr.errors.network);
  return tr.users.loadFailed(userErrorDetail(error));
}

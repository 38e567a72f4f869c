// docs/screens.md, Error messages for users through the shared error table: a load failure reads 'API Hatası: {message}';
// each action has its own title ('Kullanıcı ... bir hata oluştu!') with the server's words below it.
import { ApiError, errorDetail, tr } from '@menu/shared';

export function usersLoadMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetwork) return tr.users.loadFailed(tr.errors.network);
  return tr.users.loadFailed(errorDetail(error));
}

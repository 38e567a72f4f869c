// docs/screens.md, Error messages for restaurants through the shared error table: a failed load reads 'Restoranlar
// yüklenirken hata oluştu' unless the connection or the session is the reason.
import { errorMessage, tr, type ErrorAction } from '@menu/shared';

export function restaurantErrorMessage(error: unknown, action: ErrorAction): string {
  return errorMessage(error, action, tr.restaurants.loadFailed);
}

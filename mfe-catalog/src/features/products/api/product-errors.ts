// docs/screens.md, Error messages, products: the shared mapping, plus 'Bu ürün silinemez çünkü bağlı kayıtları var.' for a refused delete.
import { errorMessage, isReferenceError, tr, type ErrorAction } from '@menu/shared';

export function productErrorMessage(error: unknown, action: ErrorAction): string {
  if (action === 'delete' && isReferenceError(error)) return tr.catalog.products.hasDependents;
  return errorMessage(error, action, tr.catalog.products.loadFailed);
}

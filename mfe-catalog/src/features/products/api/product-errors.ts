// SPEC section 8, products: the shared mapping, plus 'Bu ürün silinemez çünkü bağlı kayıtları var.' for a refused delete.
import { isReferenceError, tr, type ErrorAction } from '@menu/shared';
import { catalogErrorMessage } from '../../../lib/errors';

export function productErrorMessage(error: unknown, action: ErrorAction): string {
  if (action === 'delete' && isReferenceError(error)) return tr.catalog.products.hasDependents;
  return catalogErrorMessage(error, action, tr.catalog.products.loadFailed);
}

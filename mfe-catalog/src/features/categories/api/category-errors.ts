// docs/screens.md, Error messages, categories: a 400 with validation errors reads 'Validation Hatası: field: messages', else
// 'API Hatası: {title}', else 'Bad Request'; a delete blocked by products has its own sentence.
import { ApiError, errorMessage, isReferenceError, tr, validationDetails, type ErrorAction } from '@menu/shared';

export function categoryErrorMessage(error: unknown, action: ErrorAction): string {
  if (action === 'delete' && isReferenceError(error)) return tr.catalog.categories.hasProducts;
  if (error instanceof ApiError && error.status === 400 && action !== 'load') {
    const errors = error.body?.errors;
    if (errors && Object.keys(errors).length) return tr.errors.validation(validationDetails(errors));
    const title = error.body?.message || error.body?.title;
    return title ? tr.errors.apiPlain(title) : tr.errors.badRequest;
  }
  return errorMessage(error, action, tr.catalog.categories.loadFailed);
}

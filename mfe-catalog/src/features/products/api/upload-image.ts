// POST /uploads/images (multipart field `file`): the server sniffs the bytes, caps at 5 MB, applies the
// name rule without overwriting, and answers 201 { path }.
import { apiClient, ApiError, tr } from '@menu/shared';
import { CatalogActionError, catalogErrorMessage } from '../../../lib/errors';

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const reply: unknown = await apiClient.upload('/uploads/images', form);
  const path = reply && typeof reply === 'object' ? (reply as { path?: unknown }).path : undefined;
  if (typeof path !== 'string' || !path) throw new CatalogActionError(tr.catalog.products.uploadFailed);
  return path;
}

/** 413 and 415 carry a complete Turkish sentence from the server. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.serverText) return error.serverText;
  return `${tr.catalog.products.uploadFailed}: ${catalogErrorMessage(error, 'save', tr.catalog.products.uploadFailed)}`;
}

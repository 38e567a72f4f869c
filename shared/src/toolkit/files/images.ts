// Images of records: stored as full URLs or server-relative paths such as /uploads/menu/x.png (docs/api-rules.md,
// Data); relative ones live on the API origin. Uploads go to POST /uploads/images (multipart field
// `file`), which sniffs the bytes, caps the size and answers 201 { path }.
import { apiClient } from '../../client/api-client';
import { apiBase } from '../../client/config';
import { ActionError } from '../../client/error-text';
import { UploadedImageSchema } from '../../schemas/entities';

export function imageSrc(ref: string | null | undefined): string | undefined {
  const value = ref?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return `${apiBase()}${value}`;
  return value;
}

/** Stores the file and resolves with its path; `failed` is the sentence when the answer has no path. */
export async function uploadImage(file: Blob, failed: string, fileName?: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'image'));
  const reply: unknown = await apiClient.upload('/uploads/images', form);
  const parsed = UploadedImageSchema.safeParse(reply);
  if (!parsed.success || !parsed.data.path) throw new ActionError(failed);
  return parsed.data.path;
}

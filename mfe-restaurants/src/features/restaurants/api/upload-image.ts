// POST /uploads/images (multipart field `file`): the server stores the image and answers 201 { path }.
import { apiClient, tr } from '@menu/shared';
import { useMutation } from '@tanstack/react-query';
import { RestaurantActionError } from './restaurant-errors';

export async function uploadImage(file: Blob, fileName?: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'image'));
  const reply: unknown = await apiClient.upload('/uploads/images', form);
  const path = reply && typeof reply === 'object' ? (reply as { path?: unknown }).path : undefined;
  if (typeof path !== 'string' || !path) throw new RestaurantActionError(tr.restaurants.uploadFailed);
  return path;
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}

// Files from the API to the browser's downloads: the request goes through the API client (an access token
// that ran out is renewed like on every other call), the name comes from the answer's Content-Disposition.
import { apiClient, type RequestOptions } from '../../client/api-client';

/** Hands a file to the browser's downloads (the object URL is released once the click has been handled). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function bytesToBlob(bytes: Uint8Array, type: string): Blob {
  // A copy into a plain ArrayBuffer: Blob does not take views over shared buffers.
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Blob([copy.buffer], { type });
}

/** A GET whose answer is a file: its bytes and the name the server gave it (else `fallbackName`). */
export async function fetchDownload(
  path: string,
  fallbackName: string,
  searchParams?: RequestOptions['searchParams'],
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiClient.download(path, searchParams === undefined ? undefined : { searchParams });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

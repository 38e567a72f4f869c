// Real, tiny images for upload tests, and the upload itself.
import type { TestApp } from './test-app';

/** A real 1x1 PNG; `seed` changes its colour so different seeds give different bytes. */
export { png } from '@menu/shared/testing/png';

/** A multipart/form-data body with one file, as a browser's upload form sends it. */
export function multipart(filename: string, bytes: Buffer, contentType = 'image/png', field = 'file') {
  const boundary = '----menu-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads one file through POST /api/uploads/images as `token` would. */
export function uploadImage(
  t: TestApp,
  token: string | undefined,
  filename: string,
  bytes: Buffer,
  contentType?: string,
  field?: string,
) {
  return t.request({
    method: 'POST',
    url: '/api/uploads/images',
    token,
    ...multipart(filename, bytes, contentType, field),
  });
}

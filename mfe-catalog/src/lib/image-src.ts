// Images may be full URLs or server-relative paths such as /uploads/menu/x.png (SPEC section 3: the
// "path prefix from a host constant" is the API origin); relative ones live on the API origin.
import { apiBase } from '@menu/shared';

export function imageSrc(ref: string | null | undefined): string | undefined {
  const value = ref?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return `${apiBase()}${value}`;
  return value;
}

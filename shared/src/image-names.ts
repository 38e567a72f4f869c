// The name an uploaded image is stored under (docs/screens.md, Products).

/** The image name rule: stem before the first dot, lowercased, non-alphanumerics to hyphens, plus the lowercased extension. */
export function imageFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const firstDot = base.indexOf('.');
  const stem = firstDot === -1 ? base : base.slice(0, firstDot);
  const lastDot = base.lastIndexOf('.');
  const ext = lastDot === -1 ? '' : base.slice(lastDot + 1).toLowerCase();
  const cleanStem = stem.toLowerCase().replace(/[^a-z0-9]/g, '-') || 'gorsel';
  return ext ? `${cleanStem}.${ext}` : cleanStem;
}

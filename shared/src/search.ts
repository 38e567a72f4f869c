// How every list's search compares text: Turkish and Latin I/İ/ı/i are one letter (a Turkish keyboard's
// 'ISKENDER' and an English keyboard's 'iskender' both find 'İskender'), case and diacritics are ignored
// ('cay' finds 'Çay'), and runs of spaces count as one. The API's same-name check uses the same key.

/** The text as the search compares it. */
export function foldSearch(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query is in one of the texts (an empty query matches everything). */
export function matchesSearch(query: string, ...texts: Array<string | number | null | undefined>): boolean {
  const words = foldSearch(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const haystack = foldSearch(texts.filter((t) => t != null && t !== '').join(' '));
  return words.every((w) => haystack.includes(w));
}

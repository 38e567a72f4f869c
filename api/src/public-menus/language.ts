// Which language the menu page is drawn in when its address names none (`?lang=` always wins): the diner's own
// earlier choice (the cookie the page sets when they switch), else the first language of the phone
// (Accept-Language, by weight) that the restaurant's menu offers, else Turkish. Decided on the server, so the
// first paint is already in that language.
import { MENU_LANGUAGE_COOKIE } from '@menu/shared/contract';
import { normaliseLanguage } from './service';

const COOKIE = new RegExp(`(?:^|;\\s*)${MENU_LANGUAGE_COOKIE}=([A-Za-z]{2})(?:;|$)`);

/** The languages of an Accept-Language header, most wanted first (q=0 left out), as two-letter codes. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { code: normaliseLanguage(tag), q: q ? Number(q[1]) : 1, index };
    })
    .filter((l) => l.code && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((l) => l.code))];
}

export function pageLanguage(
  offered: readonly string[],
  headers: { cookie?: string; 'accept-language'?: string },
): string {
  const remembered = COOKIE.exec(headers.cookie ?? '')?.[1]?.toLowerCase();
  if (remembered && offered.includes(remembered)) return remembered;
  return acceptedLanguages(headers['accept-language']).find((code) => offered.includes(code)) ?? 'tr';
}

/** What a page chosen this way varies by, for caches between the diner and the server. */
export const PAGE_VARY = 'Accept-Language, Cookie';

// The menu's own words (buttons, labels, notices) in the diner's language. Turkish comes from the shared
// catalogue and is always in the bundle; English and Arabic (foreign-text.ts) load on demand; any other
// language uses English, whose readers are more likely than Turkish ones among foreign diners. Restaurant
// content (names, descriptions) is translated by the API from the restaurant's own translations.
import { menuText } from '@menu/shared/menu';
import type { MenuText } from './menu-text';

export type { MenuText };

const loaded = new Map<string, MenuText>([['tr', menuText]]);

export function registerTexts(texts: Record<string, MenuText>): void {
  for (const [code, text] of Object.entries(texts)) loaded.set(code, text);
}

/** The words for `language`; Turkish until the foreign words have loaded. */
export function uiText(language: string): MenuText {
  return loaded.get(language) ?? loaded.get('en') ?? menuText;
}

/** Loads the foreign words when `language` needs them (resolves at once for Turkish or when loaded). */
export async function loadTexts(language: string): Promise<void> {
  if (language === 'tr' || loaded.has('en')) return;
  const { FOREIGN_TEXTS } = await import(/* webpackChunkName: "texts" */ './foreign-text');
  registerTexts(FOREIGN_TEXTS);
}

/** Right-to-left scripts among the offered languages. */
export const isRtl = (language: string) => language === 'ar';

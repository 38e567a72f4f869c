// The menu's own words (buttons, labels, notices, allergen names) in the diner's language. Turkish comes from the
// shared catalogue and is always in the bundle; each other language is one file in words/ and its own small
// chunk, loaded only when a diner reads the menu in it. Restaurant content (names, descriptions) is translated
// by the API from the restaurant's own translations.
import { menuText } from '@menu/shared/menu';
import type { MenuText } from './menu-text';

export type { MenuText };

/** Every language the menu speaks besides Turkish, each its own chunk. */
const LOADERS: Record<string, () => Promise<{ default: MenuText }>> = {
  en: () => import(/* webpackChunkName: "words-en" */ './words/en'),
  de: () => import(/* webpackChunkName: "words-de" */ './words/de'),
  fr: () => import(/* webpackChunkName: "words-fr" */ './words/fr'),
  es: () => import(/* webpackChunkName: "words-es" */ './words/es'),
  it: () => import(/* webpackChunkName: "words-it" */ './words/it'),
  ru: () => import(/* webpackChunkName: "words-ru" */ './words/ru'),
  ar: () => import(/* webpackChunkName: "words-ar" */ './words/ar'),
};
export const WORD_LANGUAGES = ['tr', ...Object.keys(LOADERS)];

const loaded = new Map<string, MenuText>([['tr', menuText]]);

export function registerTexts(texts: Record<string, MenuText>): void {
  for (const [code, text] of Object.entries(texts)) loaded.set(code, text);
}

/** The words for `language`; Turkish for a language the menu does not speak or whose words have not loaded. */
export function uiText(language: string): MenuText {
  return loaded.get(language) ?? menuText;
}

/** Loads the words of `language` (resolves at once for Turkish, a loaded or an unknown language). */
export async function loadTexts(language: string): Promise<void> {
  const load = LOADERS[language];
  if (!load || loaded.has(language)) return;
  loaded.set(language, (await load()).default);
}

/** Right-to-left scripts among the offered languages. */
export const isRtl = (language: string) => language === 'ar';

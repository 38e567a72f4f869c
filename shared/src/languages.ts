// The languages a translation may use, as the contract and the portal name them: the menu's list
// (`MENU_LANGUAGES`, written in the light entry the diners' menu reads) and the codes derived from it.
import { MENU_LANGUAGES, type MenuLanguageCode } from './menu';

export const LANGUAGES = MENU_LANGUAGES;
export type LanguageCode = MenuLanguageCode;
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [LanguageCode, ...LanguageCode[]];
export const RTL_LANGUAGES: readonly string[] = LANGUAGES.flatMap((l) => (l.dir === 'rtl' ? [l.code] : []));

// The page's <html lang dir> follow the language the menu is read in.
import { useEffect } from 'react';
import { isRtl } from './ui-text';

export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    // Only on a change: touching <html> attributes restyles the whole page.
    const html = document.documentElement;
    const dir = isRtl(language) ? 'rtl' : 'ltr';
    if (html.lang !== language) html.lang = language;
    if (html.dir !== dir) html.dir = dir;
  }, [language]);
}

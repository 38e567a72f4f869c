// What kind of add-on a name is (docs/screens.md, Add-ons): its price tier, and its type guessed from the words of its name.
import { tr } from '@menu/shared';

export type AddonTier = 'free' | 'economic' | 'medium' | 'premium';
export const ADDON_TIER_LABELS: Record<AddonTier, string> = tr.catalog.addons.tierLabels;
/** free (0), economic (0 to 5 inclusive), medium (above 5 to 15 inclusive), premium (above 15). */
export function addonTier(price: number): AddonTier {
  if (price <= 0) return 'free';
  if (price <= 5) return 'economic';
  if (price <= 15) return 'medium';
  return 'premium';
}

export type AddonType = 'sauce' | 'cheese' | 'meat' | 'vegetable' | 'spice' | 'sweet' | 'other';
export const ADDON_TYPE_LABELS: Record<AddonType, string> = tr.catalog.addons.typeLabels;

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

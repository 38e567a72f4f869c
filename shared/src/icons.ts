// The fixed list of category icons (about 50 food and drink choices, shown as emoji).
// The admin form offers these keys and the public menu maps the same keys, so they live here once.
export const CATEGORY_ICONS = [
  { key: 'utensils', emoji: '🍽️', label: 'Genel' },
  { key: 'soup', emoji: '🍲', label: 'Çorba' },
  { key: 'salad', emoji: '🥗', label: 'Salata' },
  { key: 'bread', emoji: '🍞', label: 'Ekmek' },
  { key: 'croissant', emoji: '🥐', label: 'Kruvasan' },
  { key: 'egg', emoji: '🍳', label: 'Yumurta' },
  { key: 'breakfast', emoji: '🥞', label: 'Kahvaltı' },
  { key: 'cheese', emoji: '🧀', label: 'Peynir' },
  { key: 'olive', emoji: '🫒', label: 'Zeytin' },
  { key: 'pizza', emoji: '🍕', label: 'Pizza' },
  { key: 'burger', emoji: '🍔', label: 'Hamburger' },
  { key: 'hotdog', emoji: '🌭', label: 'Sosisli' },
  { key: 'sandwich', emoji: '🥪', label: 'Sandviç' },
  { key: 'wrap', emoji: '🌯', label: 'Dürüm' },
  { key: 'taco', emoji: '🌮', label: 'Tako' },
  { key: 'kebab', emoji: '🥙', label: 'Kebap' },
  { key: 'meat', emoji: '🥩', label: 'Et' },
  { key: 'drumstick', emoji: '🍗', label: 'Tavuk' },
  { key: 'bacon', emoji: '🥓', label: 'Pastırma' },
  { key: 'fish', emoji: '🐟', label: 'Balık' },
  { key: 'shrimp', emoji: '🍤', label: 'Karides' },
  { key: 'sushi', emoji: '🍣', label: 'Suşi' },
  { key: 'pasta', emoji: '🍝', label: 'Makarna' },
  { key: 'rice', emoji: '🍚', label: 'Pilav' },
  { key: 'curry', emoji: '🍛', label: 'Köri' },
  { key: 'noodles', emoji: '🍜', label: 'Erişte' },
  { key: 'dumpling', emoji: '🥟', label: 'Mantı' },
  { key: 'fries', emoji: '🍟', label: 'Patates' },
  { key: 'vegetable', emoji: '🥦', label: 'Sebze' },
  { key: 'carrot', emoji: '🥕', label: 'Havuç' },
  { key: 'pepper', emoji: '🌶️', label: 'Acı' },
  { key: 'leaf', emoji: '🌿', label: 'Vegan' },
  { key: 'fruit', emoji: '🍎', label: 'Meyve' },
  { key: 'lemon', emoji: '🍋', label: 'Limon' },
  { key: 'watermelon', emoji: '🍉', label: 'Karpuz' },
  { key: 'cake', emoji: '🍰', label: 'Pasta' },
  { key: 'birthday', emoji: '🎂', label: 'Doğum Günü Pastası' },
  { key: 'cupcake', emoji: '🧁', label: 'Kek' },
  { key: 'cookie', emoji: '🍪', label: 'Kurabiye' },
  { key: 'donut', emoji: '🍩', label: 'Donut' },
  { key: 'icecream', emoji: '🍨', label: 'Dondurma' },
  { key: 'chocolate', emoji: '🍫', label: 'Çikolata' },
  { key: 'candy', emoji: '🍬', label: 'Şekerleme' },
  { key: 'honey', emoji: '🍯', label: 'Bal' },
  { key: 'coffee', emoji: '☕', label: 'Kahve' },
  { key: 'tea', emoji: '🍵', label: 'Çay' },
  { key: 'juice', emoji: '🧃', label: 'Meyve Suyu' },
  { key: 'soda', emoji: '🥤', label: 'Soğuk İçecek' },
  { key: 'milk', emoji: '🥛', label: 'Süt' },
  { key: 'beer', emoji: '🍺', label: 'Bira' },
  { key: 'wine', emoji: '🍷', label: 'Şarap' },
  { key: 'cocktail', emoji: '🍹', label: 'Kokteyl' },
  { key: 'water', emoji: '💧', label: 'Su' },
  { key: 'star', emoji: '⭐', label: 'Öne Çıkan' },
] as const;

export type CategoryIconKey = (typeof CATEGORY_ICONS)[number]['key'];
export const CATEGORY_ICON_KEYS = CATEGORY_ICONS.map((i) => i.key) as unknown as readonly [
  CategoryIconKey,
  ...CategoryIconKey[],
];
const EMOJI_BY_KEY = new Map<string, string>(CATEGORY_ICONS.map((i) => [i.key, i.emoji]));

/** Unknown or empty keys fall back to the plate. */
export function categoryEmoji(key: string | null | undefined): string {
  return (key && EMOJI_BY_KEY.get(key)) || '🍽️';
}

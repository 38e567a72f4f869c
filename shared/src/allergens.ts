// The 14 allergens Türk Gıda Kodeksi requires to be declared for unpackaged food too (the EU list), and the
// two contents a diner may need to know of for religious or health reasons (alcohol, pork). One list for the
// API's validation, the portal's checkboxes and the menu's icons, names and filter; names in the 8 menu languages.
import type { LanguageCode } from './languages';

export const ALLERGEN_CODES = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk',
  'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const isAllergenCode = (value: unknown): value is AllergenCode => typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value);

/** The diet marks a declared allergen disproves: gluten-free with gluten, vegan with an animal product, vegetarian with seafood. */
export const DIET_EXCLUDES = {
  isGlutenFree: ['gluten'],
  isVegan: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'],
  isVegetarian: ['fish', 'crustaceans', 'molluscs'],
} as const satisfies Record<string, readonly AllergenCode[]>;
export type DietMark = keyof typeof DIET_EXCLUDES;

export interface DietConflict {
  diet: DietMark;
  allergen: AllergenCode;
}

/** Each (diet mark, allergen) pair of a product that cannot both be true, in the allergen list's order. */
export function dietConflicts(p: Partial<Record<DietMark, boolean>> & { allergens?: readonly string[] | null }): DietConflict[] {
  const out: DietConflict[] = [];
  for (const diet of Object.keys(DIET_EXCLUDES) as DietMark[]) {
    if (!p[diet]) continue;
    for (const allergen of ALLERGEN_CODES) if ((DIET_EXCLUDES[diet] as readonly string[]).includes(allergen) && p.allergens?.includes(allergen)) out.push({ diet, allergen });
  }
  return out;
}

/** Shown beside each name (never alone: the name is always written out). */
export const ALLERGEN_ICONS: Record<AllergenCode, string> = {
  gluten: '🌾', crustaceans: '🦐', eggs: '🥚', fish: '🐟', peanuts: '🥜', soybeans: '🫘', milk: '🥛',
  nuts: '🌰', celery: '🥬', mustard: '🌭', sesame: '🥯', sulphites: '🧪', lupin: '🌸', molluscs: '🦪',
};
export const CONTENT_ICONS = { alcohol: '🍸', pork: '🐖' } as const;

/** Largest portion weight in grams a product may declare. */
export const PORTION_GRAMS_MAX = 5000;

export interface ContentTexts {
  allergens: Record<AllergenCode, string>;
  /** Legend and product sheet heading. */
  title: string;
  /** The menu's filter that hides products containing any chosen allergen. */
  exclude: string;
  alcohol: string;
  pork: string;
  /** Portion weight: "Porsiyon: 250 g". */
  portion: (grams: number) => string;
  /** The menu's filter panel, its diet group and the button that clears it. */
  filters: string;
  diet: string;
  clearFilters: string;
  /** What a discounted product's struck-through price is: the lowest of the 30 days before the discount. */
  reference: string;
  /** The link to the printable price list (a Turkish PDF). */
  priceList: string;
  /** A category outside its time-of-day window: when it starts today, or that it is not served now. */
  startsAt: (time: string) => string;
  notNow: string;
}

export const CONTENT_TEXTS: Record<LanguageCode, ContentTexts> = {
  tr: {
    allergens: {
      gluten: 'Gluten', crustaceans: 'Kabuklu deniz ürünleri', eggs: 'Yumurta', fish: 'Balık', peanuts: 'Yer fıstığı', soybeans: 'Soya',
      milk: 'Süt', nuts: 'Sert kabuklu meyveler', celery: 'Kereviz', mustard: 'Hardal', sesame: 'Susam', sulphites: 'Sülfitler',
      lupin: 'Acı bakla', molluscs: 'Yumuşakçalar',
    },
    title: 'Alerjenler',
    exclude: 'Şunları içermesin',
    alcohol: 'Alkol içerir',
    pork: 'Domuz eti içerir',
    portion: (g) => `Porsiyon: ${g.toLocaleString('tr-TR')} g`,
    filters: 'Filtreler',
    diet: 'Beslenme',
    clearFilters: 'Filtreleri temizle',
    reference: 'Son 30 günün en düşük fiyatı',
    priceList: 'Fiyat listesi (PDF)',
    startsAt: (t) => `${t}'${locativeSuffix(t)} başlar`,
    notNow: 'Şu an sunulmuyor',
  },
  en: {
    allergens: {
      gluten: 'Gluten', crustaceans: 'Crustaceans', eggs: 'Eggs', fish: 'Fish', peanuts: 'Peanuts', soybeans: 'Soybeans', milk: 'Milk',
      nuts: 'Tree nuts', celery: 'Celery', mustard: 'Mustard', sesame: 'Sesame', sulphites: 'Sulphites', lupin: 'Lupin', molluscs: 'Molluscs',
    },
    title: 'Allergens',
    exclude: 'Leave out',
    alcohol: 'Contains alcohol',
    pork: 'Contains pork',
    portion: (g) => `Portion: ${g.toLocaleString('en-GB')} g`,
    filters: 'Filters',
    diet: 'Diet',
    clearFilters: 'Clear filters',
    reference: 'Lowest price in the last 30 days',
    priceList: 'Price list (PDF, Turkish)',
    startsAt: (t) => `Starts at ${t}`,
    notNow: 'Not served now',
  },
  de: {
    allergens: {
      gluten: 'Gluten', crustaceans: 'Krebstiere', eggs: 'Eier', fish: 'Fisch', peanuts: 'Erdnüsse', soybeans: 'Soja', milk: 'Milch',
      nuts: 'Schalenfrüchte', celery: 'Sellerie', mustard: 'Senf', sesame: 'Sesam', sulphites: 'Sulfite', lupin: 'Lupinen', molluscs: 'Weichtiere',
    },
    title: 'Allergene',
    exclude: 'Ohne',
    alcohol: 'Enthält Alkohol',
    pork: 'Enthält Schweinefleisch',
    portion: (g) => `Portion: ${g.toLocaleString('de-DE')} g`,
    filters: 'Filter',
    diet: 'Ernährung',
    clearFilters: 'Filter zurücksetzen',
    reference: 'Niedrigster Preis der letzten 30 Tage',
    priceList: 'Preisliste (PDF, Türkisch)',
    startsAt: (t) => `Ab ${t} Uhr`,
    notNow: 'Derzeit nicht erhältlich',
  },
  fr: {
    allergens: {
      gluten: 'Gluten', crustaceans: 'Crustacés', eggs: 'Œufs', fish: 'Poisson', peanuts: 'Arachides', soybeans: 'Soja', milk: 'Lait',
      nuts: 'Fruits à coque', celery: 'Céleri', mustard: 'Moutarde', sesame: 'Sésame', sulphites: 'Sulfites', lupin: 'Lupin', molluscs: 'Mollusques',
    },
    title: 'Allergènes',
    exclude: 'Sans',
    alcohol: 'Contient de l’alcool',
    pork: 'Contient du porc',
    portion: (g) => `Portion : ${g.toLocaleString('fr-FR')} g`,
    filters: 'Filtres',
    diet: 'Régime',
    clearFilters: 'Effacer les filtres',
    reference: 'Prix le plus bas des 30 derniers jours',
    priceList: 'Liste des prix (PDF, en turc)',
    startsAt: (t) => `À partir de ${t}`,
    notNow: 'Pas servi en ce moment',
  },
  es: {
    allergens: {
      gluten: 'Gluten', crustaceans: 'Crustáceos', eggs: 'Huevos', fish: 'Pescado', peanuts: 'Cacahuetes', soybeans: 'Soja', milk: 'Leche',
      nuts: 'Frutos de cáscara', celery: 'Apio', mustard: 'Mostaza', sesame: 'Sésamo', sulphites: 'Sulfitos', lupin: 'Altramuces', molluscs: 'Moluscos',
    },
    title: 'Alérgenos',
    exclude: 'Sin',
    alcohol: 'Contiene alcohol',
    pork: 'Contiene cerdo',
    portion: (g) => `Ración: ${g.toLocaleString('es-ES')} g`,
    filters: 'Filtros',
    diet: 'Dieta',
    clearFilters: 'Quitar filtros',
    reference: 'Precio más bajo de los últimos 30 días',
    priceList: 'Lista de precios (PDF, en turco)',
    startsAt: (t) => `Desde las ${t}`,
    notNow: 'No disponible ahora',
  },
  it: {
    allergens: {
      gluten: 'Glutine', crustaceans: 'Crostacei', eggs: 'Uova', fish: 'Pesce', peanuts: 'Arachidi', soybeans: 'Soia', milk: 'Latte',
      nuts: 'Frutta a guscio', celery: 'Sedano', mustard: 'Senape', sesame: 'Sesamo', sulphites: 'Solfiti', lupin: 'Lupini', molluscs: 'Molluschi',
    },
    title: 'Allergeni',
    exclude: 'Senza',
    alcohol: 'Contiene alcol',
    pork: 'Contiene maiale',
    portion: (g) => `Porzione: ${g.toLocaleString('it-IT')} g`,
    filters: 'Filtri',
    diet: 'Dieta',
    clearFilters: 'Rimuovi filtri',
    reference: 'Prezzo più basso degli ultimi 30 giorni',
    priceList: 'Listino prezzi (PDF, in turco)',
    startsAt: (t) => `Dalle ${t}`,
    notNow: 'Non disponibile ora',
  },
  ru: {
    allergens: {
      gluten: 'Глютен', crustaceans: 'Ракообразные', eggs: 'Яйца', fish: 'Рыба', peanuts: 'Арахис', soybeans: 'Соя', milk: 'Молоко',
      nuts: 'Орехи', celery: 'Сельдерей', mustard: 'Горчица', sesame: 'Кунжут', sulphites: 'Сульфиты', lupin: 'Люпин', molluscs: 'Моллюски',
    },
    title: 'Аллергены',
    exclude: 'Без',
    alcohol: 'Содержит алкоголь',
    pork: 'Содержит свинину',
    portion: (g) => `Порция: ${g.toLocaleString('ru-RU')} г`,
    filters: 'Фильтры',
    diet: 'Питание',
    clearFilters: 'Сбросить фильтры',
    reference: 'Самая низкая цена за последние 30 дней',
    priceList: 'Прайс-лист (PDF, на турецком)',
    startsAt: (t) => `С ${t}`,
    notNow: 'Сейчас недоступно',
  },
  ar: {
    allergens: {
      gluten: 'الغلوتين', crustaceans: 'القشريات', eggs: 'البيض', fish: 'السمك', peanuts: 'الفول السوداني', soybeans: 'الصويا', milk: 'الحليب',
      nuts: 'المكسرات', celery: 'الكرفس', mustard: 'الخردل', sesame: 'السمسم', sulphites: 'الكبريتيت', lupin: 'الترمس', molluscs: 'الرخويات',
    },
    title: 'مسببات الحساسية',
    exclude: 'بدون',
    alcohol: 'يحتوي على كحول',
    pork: 'يحتوي على لحم الخنزير',
    portion: (g) => `الحصة: ${g} غ`,
    filters: 'عوامل التصفية',
    diet: 'النظام الغذائي',
    clearFilters: 'مسح عوامل التصفية',
    reference: 'أدنى سعر خلال آخر 30 يومًا',
    priceList: 'قائمة الأسعار (PDF، بالتركية)',
    startsAt: (t) => `يبدأ الساعة ${t}`,
    notNow: 'غير متاح الآن',
  },
};

/**
 * The Turkish locative suffix for a clock time as it is read aloud ('08:00' → 'de': "sekizde"; '11:30' → 'da':
 * "on bir otuzda"; '09:15' → 'te': "dokuz on beşte"): vowel harmony and the hardening after ç, f, h, k, p, s, ş, t
 * decide it from the last number word read, the minutes when there are any, else the hour.
 */
export function locativeSuffix(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const n = m ? m : h;
  const ones = ['da', 'de', 'de', 'te', 'te', 'te', 'da', 'de', 'de', 'da']; // sıfır, bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz
  const tens = ['da', 'da', 'de', 'da', 'ta', 'de']; // -, on, yirmi, otuz, kırk, elli
  return n % 10 ? ones[n % 10] : n === 0 ? ones[0] : tens[n / 10];
}

/** The words for a menu language (Turkish for an unknown one). */
export const contentTexts = (language: string): ContentTexts => CONTENT_TEXTS[language as LanguageCode] ?? CONTENT_TEXTS.tr;

/** Products that contain none of `excluded` (the menu's "Şunları içermesin" filter). */
export function withoutAllergens<T extends { allergens?: readonly string[] }>(items: readonly T[], excluded: readonly string[]): T[] {
  if (excluded.length === 0) return [...items];
  return items.filter((p) => !(p.allergens ?? []).some((a) => excluded.includes(a)));
}

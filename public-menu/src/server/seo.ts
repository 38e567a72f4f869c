// What search engines and link previews read from a menu page: schema.org JSON-LD (Restaurant → Menu →
// MenuSection → MenuItem → Offer in TRY, suitableForDiet), Open Graph and Twitter tags, the canonical URL and
// one alternate per menu language. Pure functions of the menu, so the page and its tests build the same thing.
import { basePrice, type PublicMenu, type PublicMenuProduct } from '@menu/shared/menu';

export interface PageUrls {
  /** Where the menu page lives (MENU_PUBLIC_URL), e.g. https://menu.example.com; '' leaves URLs relative. */
  publicUrl?: string;
  /** Where images are served from (the API's origin); defaults to publicUrl. */
  assetUrl?: string;
}

/**
 * The menu page's address in one language. Turkish has no ?lang, except as a language alternate: the bare address
 * is drawn in the phone's language, so it is the x-default and `?lang=tr` the Turkish page.
 */
export function menuUrl(
  menu: Pick<PublicMenu, 'restaurant'>,
  language: string,
  urls: PageUrls,
  explicit = false,
): string {
  return `${urls.publicUrl ?? ''}/menu/${menu.restaurant.id}${language === 'tr' && !explicit ? '' : `?lang=${encodeURIComponent(language)}`}`;
}

/** An image reference made absolute (uploads are paths on the API's origin); other schemes are left out. */
export function absoluteImage(ref: string | null | undefined, urls: PageUrls): string | null {
  if (!ref) return null;
  if (/^https?:\/\//i.test(ref)) return ref;
  if (!ref.startsWith('/')) return null;
  return `${urls.assetUrl || urls.publicUrl || ''}${ref}`;
}

function diets(p: PublicMenuProduct): string[] {
  const list: string[] = [];
  if (p.isVegan) list.push('https://schema.org/VeganDiet');
  if (p.isVegan || p.isVegetarian) list.push('https://schema.org/VegetarianDiet');
  if (p.isGlutenFree) list.push('https://schema.org/GlutenFreeDiet');
  return list;
}

function menuItem(p: PublicMenuProduct, urls: PageUrls): Record<string, unknown> {
  const image = absoluteImage(p.image, urls);
  const suitableForDiet = diets(p);
  return {
    '@type': 'MenuItem',
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      price: basePrice(p).toFixed(2),
      priceCurrency: 'TRY',
      availability: p.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(suitableForDiet.length
      ? { suitableForDiet: suitableForDiet.length === 1 ? suitableForDiet[0] : suitableForDiet }
      : {}),
    ...(p.calories > 0 ? { nutrition: { '@type': 'NutritionInformation', calories: `${p.calories} calories` } } : {}),
  };
}

/** schema.org Restaurant with its Menu: every category with products, every product with its price. */
export function menuJsonLd(menu: PublicMenu, urls: PageUrls): Record<string, unknown> {
  const r = menu.restaurant;
  const url = menuUrl(menu, menu.language, urls);
  const logo = absoluteImage(r.logo, urls);
  const sections = menu.categories
    .map((c) => ({ category: c, products: menu.products.filter((p) => p.categoryId === c.id) }))
    .filter((s) => s.products.length > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: r.name,
    ...(r.description ? { description: r.description } : {}),
    ...(logo ? { image: logo, logo } : {}),
    ...(r.address ? { address: r.address } : {}),
    ...(r.phone ? { telephone: r.phone } : {}),
    ...(r.website ? { sameAs: r.website } : {}),
    currenciesAccepted: 'TRY',
    hasMenu: {
      '@type': 'Menu',
      name: `${r.name} · Menü`,
      url,
      inLanguage: menu.language,
      hasMenuSection: sections.map(({ category, products }) => ({
        '@type': 'MenuSection',
        name: category.name,
        ...(category.description ? { description: category.description } : {}),
        hasMenuItem: products.map((p) => menuItem(p, urls)),
      })),
    },
  };
}

const OG_LOCALES: Record<string, string> = {
  tr: 'tr_TR',
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  ru: 'ru_RU',
  ar: 'ar_AR',
};
const ogLocale = (code: string) => OG_LOCALES[code] ?? code;

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** <link>s and <meta>s for the page head: canonical, language alternates, Open Graph, Twitter. */
export function headTags(menu: PublicMenu, text: { title: string; description: string }, urls: PageUrls): string {
  const r = menu.restaurant;
  const canonical = menuUrl(menu, menu.language, urls);
  const image = absoluteImage(r.logo, urls) ?? absoluteImage(r.backgroundImage, urls);
  const tags: string[] = [`<link rel="canonical" href="${escapeAttr(canonical)}">`];
  if (menu.languages.length > 1) {
    for (const code of menu.languages)
      tags.push(
        `<link rel="alternate" hreflang="${escapeAttr(code)}" href="${escapeAttr(menuUrl(menu, code, urls, true))}">`,
      );
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttr(menuUrl(menu, 'tr', urls))}">`);
  }
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}">`);
  meta('property', 'og:type', 'website');
  meta('property', 'og:site_name', r.name);
  meta('property', 'og:title', text.title);
  meta('property', 'og:description', text.description);
  meta('property', 'og:url', canonical);
  meta('property', 'og:locale', ogLocale(menu.language));
  for (const code of menu.languages)
    if (code !== menu.language) meta('property', 'og:locale:alternate', ogLocale(code));
  if (image) {
    meta('property', 'og:image', image);
    meta('property', 'og:image:alt', r.name);
  }
  meta('name', 'twitter:card', 'summary');
  meta('name', 'twitter:title', text.title);
  meta('name', 'twitter:description', text.description);
  if (image) meta('name', 'twitter:image', image);
  return tags.join('');
}

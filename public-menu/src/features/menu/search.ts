// Search and category filter over the shown menu. Matching ignores case and Turkish letters' accents,
// so 'cay' finds 'Çay' and 'ISKENDER' finds 'İskender'.
import type { PublicMenu, PublicMenuCategory, PublicMenuProduct } from '@menu/shared/menu';

export function fold(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function matchesSearch(product: PublicMenuProduct, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(`${product.name} ${product.description ?? ''} ${product.ingredients}`);
  return words.every((w) => haystack.includes(w));
}

/** Diet and allergen filters: only products that meet every chosen diet and contain none of the excluded allergens. */
export interface MenuFilters {
  diets: Diet[];
  excluded: string[];
}
export type Diet = 'vegetarian' | 'vegan' | 'glutenFree';
export const NO_FILTERS: MenuFilters = { diets: [], excluded: [] };

export function matchesFilters(product: PublicMenuProduct, filters: MenuFilters): boolean {
  for (const diet of filters.diets) {
    if (diet === 'vegan' && !product.isVegan) return false;
    if (diet === 'vegetarian' && !(product.isVegetarian || product.isVegan)) return false;
    if (diet === 'glutenFree' && !product.isGlutenFree) return false;
  }
  return !(product.allergens ?? []).some((a) => filters.excluded.includes(a));
}

/** The allergens this menu's products declare, in the regulated list's order (the filter and the legend offer only these). */
export function menuAllergens(menu: PublicMenu, order: readonly string[]): string[] {
  const present = new Set<string>(menu.products.flatMap((p) => p.allergens ?? []));
  return order.filter((a) => present.has(a));
}

export interface MenuSection {
  category: PublicMenuCategory;
  products: PublicMenuProduct[];
}

/** The categories to show, each with its matching products; empty sections are left out. */
export function visibleSections(
  menu: PublicMenu,
  categoryId: number | null,
  query: string,
  filters: MenuFilters = NO_FILTERS,
): MenuSection[] {
  return menu.categories
    .filter((c) => categoryId == null || c.id === categoryId)
    .map((category) => ({
      category,
      products: menu.products.filter(
        (p) => p.categoryId === category.id && matchesSearch(p, query) && matchesFilters(p, filters),
      ),
    }))
    .filter((s) => s.products.length > 0);
}

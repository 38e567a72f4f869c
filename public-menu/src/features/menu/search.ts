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

export interface MenuSection {
  category: PublicMenuCategory;
  products: PublicMenuProduct[];
}

/** The categories to show, each with its matching products; empty sections are left out. */
export function visibleSections(menu: PublicMenu, categoryId: number | null, query: string): MenuSection[] {
  return menu.categories
    .filter((c) => categoryId == null || c.id === categoryId)
    .map((category) => ({ category, products: menu.products.filter((p) => p.categoryId === category.id && matchesSearch(p, query)) }))
    .filter((s) => s.products.length > 0);
}

// What the diner is looking at: the search text, the category chip and the diet/allergen filters, and the
// sections they leave on screen.
import { useEffect, useMemo, useState } from 'react';
import { ALLERGEN_CODES } from '@menu/shared/allergens';
import type { PublicMenu } from '@menu/shared/menu';
import { menuAllergens, NO_FILTERS, visibleSections, type Diet, type MenuFilters } from './search';

/** What the diner browses by: the search, the category chip, the filters, and the sections they leave. */
export type MenuBrowse = ReturnType<typeof useMenuBrowse>;

export function useMenuBrowse(menu: PublicMenu | null) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);

  const allergens = useMemo(() => (menu ? menuAllergens(menu, ALLERGEN_CODES) : []), [menu]);
  const diets = useMemo(() => {
    const offered: Diet[] = [];
    if (menu?.products.some((p) => p.isVegetarian || p.isVegan)) offered.push('vegetarian');
    if (menu?.products.some((p) => p.isVegan)) offered.push('vegan');
    if (menu?.products.some((p) => p.isGlutenFree)) offered.push('glutenFree');
    return offered;
  }, [menu]);
  const sections = useMemo(
    () => (menu ? visibleSections(menu, categoryId, query, filters) : []),
    [menu, categoryId, query, filters],
  );

  // Searching shows the first result: scrolled down, a short list would otherwise leave the diner at the footer.
  useEffect(() => {
    if (!query) return;
    const first = document.querySelector<HTMLElement>('.main .card, .main .empty');
    const header = document.querySelector<HTMLElement>('.header');
    if (!first || !header) return;
    const top = first.getBoundingClientRect().top;
    const below = header.getBoundingClientRect().bottom;
    if (top < below || top > window.innerHeight - 96)
      window.scrollTo({ top: Math.max(0, window.scrollY + top - below - 8) });
  }, [query]);

  return { query, setQuery, categoryId, setCategoryId, filters, setFilters, allergens, diets, sections };
}

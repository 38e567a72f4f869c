// The filter panel under the search box: diets (vegetarian, vegan, gluten-free) and "Şunları içermesin", the
// allergens a diner wants left out. Only what this menu's products declare is offered; every filter combines
// with the search and the category chips. Closed by default, it says how many filters are on.
import { useId } from 'react';
import { ALLERGEN_ICONS, isAllergenCode, type ContentTexts } from '@menu/shared/allergens';
import type { MenuText } from '../../../i18n/ui-text';
import type { Diet } from '../search';
import type { MenuBrowse } from '../use-menu-browse';

export interface MenuFiltersProps {
  text: MenuText;
  /** The filters, and the diets and allergens some product of the menu meets or declares (in the list's order). */
  browse: Pick<MenuBrowse, 'diets' | 'allergens' | 'filters' | 'setFilters'>;
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((x) => x !== value) : [...list, value]);

export function MenuFilters({ text, browse }: MenuFiltersProps) {
  const { diets, allergens, filters, setFilters: onFilters } = browse;
  const id = useId();
  if (!diets.length && !allergens.length) return null;
  const active = filters.diets.length + filters.excluded.length;
  const dietLabel: Record<Diet, string> = {
    vegetarian: text.vegetarian,
    vegan: text.vegan,
    glutenFree: text.glutenFree,
  };
  return (
    <details className="filters" open={active > 0 || undefined}>
      <summary className="filters-summary">
        <span aria-hidden="true">⚙️</span>
        {text.filters}
        {active > 0 && <span className="filters-count">({active})</span>}
      </summary>
      <div className="filters-body">
        {diets.length > 0 && (
          <div className="filter-group" role="group" aria-labelledby={`${id}-diet`}>
            <span className="filter-label" id={`${id}-diet`}>
              {text.diet}
            </span>
            {diets.map((d) => (
              <button
                key={d}
                type="button"
                className="chip"
                aria-pressed={filters.diets.includes(d)}
                onClick={() => onFilters({ ...filters, diets: toggle(filters.diets, d) })}
              >
                {dietLabel[d]}
              </button>
            ))}
          </div>
        )}
        {allergens.length > 0 && (
          <div className="filter-group" role="group" aria-labelledby={`${id}-exclude`}>
            <span className="filter-label" id={`${id}-exclude`}>
              {text.exclude}
            </span>
            {allergens.filter(isAllergenCode).map((a) => (
              <button
                key={a}
                type="button"
                className="chip chip-exclude"
                aria-pressed={filters.excluded.includes(a)}
                onClick={() => onFilters({ ...filters, excluded: toggle(filters.excluded, a) })}
              >
                <span aria-hidden="true">{ALLERGEN_ICONS[a]} </span>
                {text.allergens[a]}
              </button>
            ))}
          </div>
        )}
        {active > 0 && (
          <button
            type="button"
            className="link-button filters-clear"
            onClick={() => onFilters({ diets: [], excluded: [] })}
          >
            {text.clearFilters}
          </button>
        )}
      </div>
    </details>
  );
}

/** The allergens of the menu, each with its icon and name: the legend at the foot of the menu. */
export function AllergenLegend({ contents, allergens }: { contents: ContentTexts; allergens: string[] }) {
  const codes = allergens.filter(isAllergenCode);
  if (!codes.length) return null;
  return (
    <section className="legend" aria-labelledby="allergen-legend">
      <h2 id="allergen-legend" className="legend-title">
        {contents.title}
      </h2>
      <ul className="legend-list">
        {codes.map((a) => (
          <li key={a}>
            <span aria-hidden="true">{ALLERGEN_ICONS[a]}</span> {contents.allergens[a]}
          </li>
        ))}
      </ul>
    </section>
  );
}

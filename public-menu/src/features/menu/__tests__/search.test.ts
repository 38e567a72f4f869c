import { menuFixture } from '../../../testing/fixtures';
import { fold, matchesSearch, visibleSections } from '../search';

const menu = menuFixture();

describe('menu search and category filter', () => {
  it('ignores case and Turkish accents', () => {
    expect(fold('İSKENDER Çorbası')).toBe('iskender corbasi');
    expect(matchesSearch(menu.products[0], 'MERCIMEK')).toBe(true);
    expect(matchesSearch(menu.products[0], 'corba')).toBe(true);
  });

  it('matches the description and ingredients too, every word', () => {
    expect(matchesSearch(menu.products[0], 'soğan limon')).toBe(true);
    expect(matchesSearch(menu.products[0], 'soğan peynir')).toBe(false);
  });

  it('lists sections per category, only those with matches', () => {
    expect(visibleSections(menu, null, '').map((s) => s.category.name)).toEqual(['Çorbalar', 'Ana Yemekler']);
    expect(visibleSections(menu, 2, '').map((s) => s.products.map((p) => p.name))).toEqual([['Adana Kebap', 'Köfte']]);
    expect(visibleSections(menu, null, 'kebap').map((s) => s.category.name)).toEqual(['Ana Yemekler']);
    expect(visibleSections(menu, 1, 'kebap')).toEqual([]);
  });
});

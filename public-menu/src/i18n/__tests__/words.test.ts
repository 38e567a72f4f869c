// Counts and money in the diner's language: plural forms by Intl.PluralRules, lira with ₺ in each language's way.
import ar from '../words/ar';
import de from '../words/de';
import en from '../words/en';
import ru from '../words/ru';
import { menuText } from '@menu/shared/menu';

describe('counts and prices in the diner’s language', () => {
  it('writes Russian counts in the form the number takes: 1, 2, 5 and 21 items', () => {
    expect([1, 2, 5, 21].map(ru.itemCount)).toEqual(['1 позиция', '2 позиции', '5 позиций', '21 позиция']);
    expect(ru.openCart(3)).toBe('Открыть заказ, 3 позиции');
    expect(ru.itemCount(11)).toBe('11 позиций');
  });

  it('writes Arabic counts with its six forms', () => {
    expect([0, 1, 2, 3, 11, 100].map(ar.itemCount)).toEqual([
      'لا أصناف',
      'صنف واحد',
      'صنفان',
      '3 أصناف',
      '11 صنفًا',
      '100 صنف',
    ]);
  });

  it('writes English and German counts', () => {
    expect([1, 2].map(en.itemCount)).toEqual(['1 item', '2 items']);
    expect(de.itemCount(2)).toBe('2 Artikel');
    expect(menuText.itemCount(2)).toBe('2 ürün');
  });

  it('writes lira as ₺ the way each language writes money', () => {
    expect(menuText.price(1230.5)).toBe('₺1.230,50');
    expect(en.price(1230.5)).toBe('₺1,230.50');
    expect(de.price(1230.5).replace(/\s/g, ' ')).toBe('1.230,50 ₺');
    expect(ru.price(1230.5).replace(/\s/g, ' ')).toBe('1 230,50 ₺');
    expect(ar.price(1230.5)).toMatch(/1,230\.50.*₺/);
  });
});

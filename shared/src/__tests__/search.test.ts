import { foldSearch, matchesSearch } from '../search';

describe('foldSearch: every list compares text the same way', () => {
  it('treats Turkish and Latin I/İ/ı/i as one letter and ignores case and diacritics', () => {
    expect(foldSearch('İSKENDER')).toBe('iskender');
    expect(foldSearch('ISKENDER')).toBe('iskender');
    expect(foldSearch('ıskender')).toBe('iskender');
    expect(foldSearch('Çay  Şiş Ğ Ü Ö')).toBe('cay sis g u o');
    expect(foldSearch('CHICKEN')).toBe('chicken');
    expect(foldSearch('  Crème brûlée ')).toBe('creme brulee');
  });

  it('finds a record whatever the keyboard', () => {
    expect(matchesSearch('vip', 'VIP-1')).toBe(true);
    expect(matchesSearch('ISKENDER', 'İskender Kebap')).toBe(true);
    expect(matchesSearch('LENTIL', 'Lentil soup')).toBe(true);
    expect(matchesSearch('mercimek CORBA', 'Mercimek Çorbası')).toBe(true);
    expect(matchesSearch('pizza', 'Mercimek Çorbası')).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
    expect(matchesSearch('18', 'Chicken', 18)).toBe(true);
  });
});

// The price-label rules' name checks: folded as Turkish folds (case, the dotted and dotless i, accents), whole
// words only, in the menu's 8 languages; and the dishes the grams rule names.
import { isChargeName, requiresPortionGrams } from '../contract';

describe('isChargeName', () => {
  it.each([
    'Servis ücreti',
    'SERVİS ÜCRETİ',
    'servis ucreti %10',
    'Servis',
    'Hizmet Bedeli',
    'Kuver',
    'Kuver ücreti (kişi başı)',
    'Masa ücreti',
    'Garsoniye',
    'Cover charge',
    'Service fee',
    'Table charge',
    'Gedeck',
    'Servicegebühr',
    'Frais de service',
    'Couvert',
    'Cargo por servicio',
    'Coperto',
    'Costo del servizio',
    'Плата за обслуживание',
    'Сервисный сбор',
    'رسوم الخدمة',
  ])('refuses %s', (name) => expect(isChargeName(name)).toBe(true));

  it.each([
    'Servis tabağı',
    'Kuvertür çikolatalı pasta',
    'Masa kebabı',
    'Gelato coperto di cioccolato',
    'Pollo cubierto de salsa',
    'Hizmetçi böreği',
    'Lahmacun',
    '',
  ])('allows %s', (name) => expect(isChargeName(name)).toBe(false));
});

describe('requiresPortionGrams', () => {
  it('names döner, iskender and burgers by the product or its category', () => {
    expect(requiresPortionGrams('Tavuk Döner Dürüm')).toBe(true);
    expect(requiresPortionGrams('DÖNER')).toBe(true);
    expect(requiresPortionGrams('İskender')).toBe(true);
    expect(requiresPortionGrams('ISKENDER')).toBe(true);
    expect(requiresPortionGrams('Hamburger')).toBe(true);
    expect(requiresPortionGrams('Double Cheeseburger')).toBe(true);
    expect(requiresPortionGrams('Klasik', 'Burgerler')).toBe(true);
    expect(requiresPortionGrams('Yarım ekmek', 'Dönerler')).toBe(true);
    expect(requiresPortionGrams('Adana Kebap', 'Ana Yemekler')).toBe(false);
    expect(requiresPortionGrams('Dondurma', null)).toBe(false);
  });
});

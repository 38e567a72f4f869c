import { addonTier, addonType } from '../addon-kinds';

describe('add-on price tier', () => {
  it.each([
    [0, 'free'],
    [0.01, 'economic'],
    [5, 'economic'],
    [5.01, 'medium'],
    [15, 'medium'],
    [15.01, 'premium'],
  ])('%d lira is %s', (price, tier) => {
    expect(addonTier(price)).toBe(tier);
  });
});

describe('add-on type from the name', () => {
  it.each([
    ['Acı Sos', 'sauce'],
    ['BBQ Sauce', 'sauce'],
    ['Ekstra Peynir', 'cheese'],
    ['Cheddar', 'cheese'],
    ['Ekstra Et', 'meat'],
    ['Sucuk', 'meat'],
    ['Mantar', 'vegetable'],
    ['Grilled vegetables', 'vegetable'],
    ['Pul Biber', 'spice'],
    ['Çikolata Sosu', 'sauce'],
    ['Bal', 'sweet'],
    ['Ekstra Ekmek', 'other'],
  ])('%s is %s', (name, type) => {
    expect(addonType(name)).toBe(type);
  });

  it('does not read "et" inside another word', () => {
    expect(addonType('Ketçap')).toBe('sauce');
    expect(addonType('Peçete')).toBe('other');
  });
});

import {
  accessCountColour,
  addonTier,
  addonType,
  imageFileName,
  ipNetworkLabel,
  isPrivateIp,
  mondayFirstIndex,
  qrUsageLevel,
  variantPrice,
} from '../contract';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

describe('QR usage level (accesses per day since creation)', () => {
  it.each([
    [9, 100, 'very-low'], // 0.09
    [10, 100, 'low'], // 0.1
    [49, 100, 'low'], // 0.49
    [50, 100, 'medium'], // 0.5
    [199, 100, 'medium'], // 1.99
    [200, 100, 'high'], // 2
    [499, 100, 'high'], // 4.99
    [500, 100, 'very-high'], // 5
  ])('%i accesses over %i days is %s', (count, days, level) => {
    expect(qrUsageLevel(count, daysAgo(days), now)).toBe(level);
  });

  it('counts a code created today as one day old', () => {
    expect(qrUsageLevel(3, now, now)).toBe('high');
  });
});

describe('access-count badge colour', () => {
  it.each([
    [0, 'red'],
    [9, 'red'],
    [10, 'yellow'],
    [49, 'yellow'],
    [50, 'blue'],
    [99, 'blue'],
    [100, 'green'],
  ])('%i accesses is %s', (count, colour) => {
    expect(accessCountColour(count)).toBe(colour);
  });
});

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

describe('private-network label by IP prefix', () => {
  it.each([
    ['192.168.1.5', true],
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['::ffff:192.168.0.2', true],
    ['85.105.1.1', false],
    ['192.169.0.1', false],
    ['1.10.0.1', false],
  ])('%s private: %s', (ip, expected) => {
    expect(isPrivateIp(ip)).toBe(expected);
  });

  it('labels in Turkish', () => {
    expect(ipNetworkLabel('10.1.1.1')).toBe('yerel ağ');
    expect(ipNetworkLabel('88.1.1.1')).toBe('dış ağ');
  });
});

describe('image file name rule', () => {
  it('keeps the stem before the first dot, lowercased, non-alphanumerics as hyphens, plus the lowercased extension', () => {
    expect(imageFileName('Adana Kebap.final.JPG')).toBe('adana-kebap.jpg');
    expect(imageFileName('Çiğ Köfte.png')).toBe('-i--k-fte.png');
    expect(imageFileName('C:\\fotos\\Menu_1.WebP')).toBe('menu-1.webp');
  });
});

describe('small rules', () => {
  it('previews a variant price with two decimals', () => {
    expect(variantPrice(100, -12.345)).toBe(87.66);
    expect(variantPrice(19.9, 0.1)).toBe(20);
  });

  it('displays Monday first and Sunday last', () => {
    expect(mondayFirstIndex(1)).toBe(0);
    expect(mondayFirstIndex(0)).toBe(6);
  });
});

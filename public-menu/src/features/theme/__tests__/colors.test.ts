import { contrast, parseHex, themeFor } from '../colors';

describe('restaurant colours as an accessible theme', () => {
  it('puts dark text on a light brand colour and white text on a dark one', () => {
    expect(themeFor('#FF6B35', '#2C3E50')).toMatchObject({ onPrimary: '#111827', onSecondary: '#ffffff' });
  });

  it('darkens a brand colour used as text on white until it reaches 4.5:1', () => {
    const theme = themeFor('#FFD000', '#2C3E50');
    expect(contrast(parseHex(theme.primaryText, '#000'), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default colours for malformed values', () => {
    expect(themeFor('kırmızı', null).primary).toBe('#ff6b35');
    expect(themeFor('#abc', '#000').primary).toBe('#aabbcc');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { contrast, parseHex, SURFACES, themeFor, themeStyle, type ThemeName } from '../colors';

const ratio = (a: string, b: string) => contrast(parseHex(a, '#000'), parseHex(b, '#000'));

// Brand colours restaurants pick, including the awkward ones: pale, neon, mid-grey, near-black, near-white.
const BRANDS = [
  '#FF6B35',
  '#2C3E50',
  '#FFD000',
  '#FFFF00',
  '#00FF00',
  '#1E88E5',
  '#C0392B',
  '#777777',
  '#808080',
  '#000000',
  '#0A0A0A',
  '#FFFFFF',
  '#F5F5DC',
  '#8E44AD',
  '#16A085',
  '#E91E63',
  '#3F51B5',
  '#795548',
  '#111318',
  '#1B1F27',
];

describe('restaurant colours as an accessible theme', () => {
  it('puts dark text on a light brand colour and white text on a dark one', () => {
    expect(themeFor('#FF6B35', '#2C3E50').light).toMatchObject({ onPrimary: '#111827', onSecondary: '#ffffff' });
  });

  it('falls back to the default colours for malformed values', () => {
    expect(themeFor('kırmızı', null).light.primary).toBe('#ff6b35');
    expect(themeFor('#abc', '#000').light.primary).toBe('#aabbcc');
  });

  describe.each(['light', 'dark'] as ThemeName[])('%s theme', (name) => {
    const surfaces = Object.entries(SURFACES[name]);

    it.each(BRANDS.flatMap((p) => BRANDS.map((s) => [p, s])))(
      'brand text of %s / %s reaches 4.5:1 on every surface',
      (p, s) => {
        const palette = themeFor(p, s)[name];
        for (const [surface, background] of surfaces) {
          for (const token of ['primaryText', 'secondaryText'] as const) {
            const value = ratio(palette[token], background);
            if (value < 4.5)
              throw new Error(`${token} ${palette[token]} on ${surface} ${background}: ${value.toFixed(2)}:1`);
          }
        }
        // Text on brand-coloured buttons, chips and badges.
        expect(ratio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
        expect(ratio(palette.onSecondary, palette.secondary)).toBeGreaterThanOrEqual(4.5);
      },
    );
  });

  it('lightens a dark brand colour for controls in the dark theme so they stand out from the page', () => {
    const { dark } = themeFor('#1F3A5F', '#000000');
    expect(ratio(dark.primary, SURFACES.dark.bg)).toBeGreaterThanOrEqual(3);
    expect(ratio(dark.secondary, SURFACES.dark.surface)).toBeGreaterThanOrEqual(3);
  });

  it('gives the page both sets of custom properties', () => {
    const style = themeStyle(themeFor('#FF6B35', '#2C3E50'));
    expect(style).toMatchObject({
      '--primary-l': '#ff6b35',
      '--primary-text-d': expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(Object.keys(style)).toHaveLength(12);
  });

  it('declares in styles.css the same surfaces the contrast is computed against', () => {
    const css = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'styles.css'), 'utf8');
    const block = (re: RegExp) => re.exec(css)![1];
    const light = block(/^:root \{([^}]*)\}/m);
    const dark = block(/@media screen and \(prefers-color-scheme: dark\) \{\s*:root \{([^}]*)\}/);
    const value = (text: string, variable: string) =>
      new RegExp(`--${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(text)?.[1].toLowerCase();
    for (const [name, text] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      const s = SURFACES[name];
      expect({
        bg: value(text, 'bg'),
        surface: value(text, 'surface'),
        surface2: value(text, 'surface-2'),
        selected: value(text, 'selected'),
      }).toEqual(s);
    }
  });
});

// The restaurant's colours as an accessible theme, light and dark (prefers-color-scheme): text on a coloured
// background is black or white, whichever contrasts more; coloured text is darkened (light theme) or lightened
// (dark theme) until it reaches 4.5:1 (WCAG AA) on every surface of that theme it can sit on; coloured
// controls in the dark theme are lightened until they stand out 3:1 from the page (WCAG 1.4.11).
import { contrast, parseHex, readableOn, toHex, WHITE, type Rgb } from '@menu/shared/colour';

export { contrast, parseHex, toHex, type Rgb };

/**
 * The surfaces brand-coloured text can sit on in each theme: page, card/header, input, selected option.
 * styles.css declares the same values as --bg, --surface, --surface-2 and --selected (a test keeps them equal).
 */
export const SURFACES = {
  light: { bg: '#f4f5f7', surface: '#ffffff', surface2: '#f3f4f6', selected: '#fff7ed' },
  dark: { bg: '#111318', surface: '#1b1f27', surface2: '#262c37', selected: '#2b2520' },
} as const;
export type ThemeName = keyof typeof SURFACES;

const INK: Rgb = [17, 24, 39];

export interface Palette {
  /** Background of brand buttons and chips. */
  primary: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Brand colour used as text (prices, steppers) on the theme's surfaces. */
  primaryText: string;
  secondary: string;
  onSecondary: string;
  secondaryText: string;
}

export interface Theme {
  light: Palette;
  dark: Palette;
}

/** White or ink, whichever contrasts more; pure black for the mid-tones where neither reaches 4.5:1. */
function onColour(c: Rgb): string {
  const best = contrast(c, WHITE) >= contrast(c, INK) ? WHITE : INK;
  return contrast(c, best) >= 4.5 ? toHex(best) : '#000000';
}

function palette(p: Rgb, s: Rgb, theme: ThemeName): Palette {
  const backgrounds = Object.values(SURFACES[theme]).map((h) => parseHex(h, '#000'));
  const direction = theme === 'light' ? 'darken' : 'lighten';
  // Light theme: buttons keep the brand colour as it is. Dark theme: a dark brand colour would vanish on the page.
  const control = (c: Rgb) => (theme === 'light' ? c : readableOn(c, [backgrounds[0], backgrounds[1]], 3, 'lighten'));
  const primary = control(p);
  const secondary = control(s);
  return {
    primary: toHex(primary),
    onPrimary: onColour(primary),
    primaryText: toHex(readableOn(p, backgrounds, 4.5, direction)),
    secondary: toHex(secondary),
    onSecondary: onColour(secondary),
    secondaryText: toHex(readableOn(s, backgrounds, 4.5, direction)),
  };
}

export function themeFor(primary: string | null | undefined, secondary: string | null | undefined): Theme {
  const p = parseHex(primary, '#FF6B35');
  const s = parseHex(secondary, '#2C3E50');
  return { light: palette(p, s, 'light'), dark: palette(p, s, 'dark') };
}

const TOKENS: Array<[keyof Palette, string]> = [
  ['primary', 'primary'],
  ['onPrimary', 'on-primary'],
  ['primaryText', 'primary-text'],
  ['secondary', 'secondary'],
  ['onSecondary', 'on-secondary'],
  ['secondaryText', 'secondary-text'],
];

/** CSS custom properties for the page root: `--primary-l`, `--primary-d`...; styles.css picks one set per theme. */
export function themeStyle(theme: Theme): Record<string, string> {
  const style: Record<string, string> = {};
  for (const [key, name] of TOKENS) {
    style[`--${name}-l`] = theme.light[key];
    style[`--${name}-d`] = theme.dark[key];
  }
  return style;
}

// The restaurant's colours as an accessible theme: text on a coloured background is black or white,
// whichever contrasts more, and coloured text on white is darkened until it reaches 4.5:1 (WCAG AA).
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(value: string | null | undefined, fallback: string): [number, number, number] {
  const m = HEX.exec((value ?? '').trim()) ?? HEX.exec(fallback)!;
  const hex = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: [number, number, number]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

const WHITE: [number, number, number] = [255, 255, 255];
const INK: [number, number, number] = [17, 24, 39];

/** Darkens (or keeps) a colour until it reads on white at `ratio`. */
function readableOnWhite(rgb: [number, number, number], ratio = 4.5): [number, number, number] {
  let c = rgb;
  for (let i = 0; i < 40 && contrast(c, WHITE) < ratio; i++) c = c.map((v) => v * 0.92) as [number, number, number];
  return c;
}

export interface Theme {
  primary: string;
  onPrimary: string;
  primaryText: string;
  secondary: string;
  onSecondary: string;
  secondaryText: string;
}

export function themeFor(primary: string | null | undefined, secondary: string | null | undefined): Theme {
  const p = parseHex(primary, '#FF6B35');
  const s = parseHex(secondary, '#2C3E50');
  const on = (c: [number, number, number]) => (contrast(c, WHITE) >= contrast(c, INK) ? '#ffffff' : toHex(INK));
  return {
    primary: toHex(p),
    onPrimary: on(p),
    primaryText: toHex(readableOnWhite(p)),
    secondary: toHex(s),
    onSecondary: on(s),
    secondaryText: toHex(readableOnWhite(s)),
  };
}

/** CSS custom properties for the page root. */
export function themeStyle(theme: Theme): Record<string, string> {
  return {
    '--primary': theme.primary,
    '--on-primary': theme.onPrimary,
    '--primary-text': theme.primaryText,
    '--secondary': theme.secondary,
    '--on-secondary': theme.onSecondary,
    '--secondary-text': theme.secondaryText,
  };
}

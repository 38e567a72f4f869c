// Colour arithmetic for accessible brand colours (WCAG 2 contrast), shared by the portal's theme and the
// diner's menu. Pure functions, no imports: the public menu bundle takes only this module.
export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(value: string | null | undefined, fallback: string): Rgb {
  const m = HEX.exec((value ?? '').trim()) ?? HEX.exec(fallback)!;
  const hex = m[1].length === 3 ? m[1].replace(/./g, (c) => c + c) : m[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];

const worstContrast = (c: Rgb, backgrounds: Rgb[]) => Math.min(...backgrounds.map((b) => contrast(c, b)));

/**
 * Moves a colour towards black ('darken') or white ('lighten') in small steps, keeping its hue, until it
 * reaches `ratio` against every background. Rounded at every step: the colour written out is the one that passes.
 */
export function readableOn(rgb: Rgb, backgrounds: Rgb[], ratio: number, direction: 'darken' | 'lighten'): Rgb {
  const round = (c: number[]) => c.map((v) => Math.round(v)) as Rgb;
  let c = round(rgb);
  for (let i = 0; i < 80 && worstContrast(c, backgrounds) < ratio; i++) {
    c = round(direction === 'darken' ? c.map((v) => v * 0.92) : c.map((v) => v + (255 - v) * 0.08));
  }
  return c;
}

/**
 * The brand colour as the portal uses it (buttons with white text, links and highlights on white): the same hue,
 * darkened just enough for 4.5:1 against white (WCAG AA): '#FF6B35' (2.8:1) becomes '#c55329' (4.5:1).
 */
export function accessibleBrand(hex: string | null | undefined, fallback = '#FF6B35'): string {
  const rgb = parseHex(hex, fallback);
  const scaled = (k: number) => rgb.map((v) => Math.round(v * k)) as Rgb;
  if (contrast(rgb, WHITE) >= 4.5) return toHex(rgb);
  // The lightest shade that passes: binary search on the factor towards black.
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (contrast(scaled(mid), WHITE) >= 4.5) lo = mid;
    else hi = mid;
  }
  return toHex(scaled(lo));
}

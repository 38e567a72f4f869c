// Brand colours used for text or under white text reach WCAG AA while keeping their hue.
import fs from 'node:fs';
import path from 'node:path';
import { accessibleBrand, contrast, parseHex, WHITE } from '../colour';
import { buildTheme, DEFAULT_BRAND } from '../ui/theme';

const ratio = (hex: string) => contrast(parseHex(hex, '#000'), WHITE);
const hue = (hex: string) => {
  const [r, g, b] = parseHex(hex, '#000').map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
};

describe('accessibleBrand', () => {
  it('darkens the default orange from 2.8:1 to the lightest shade of the same hue that reaches 4.5:1 with white', () => {
    expect(ratio(DEFAULT_BRAND)).toBeLessThan(3);
    const brand = accessibleBrand(DEFAULT_BRAND);
    expect(brand).toBe('#c55329');
    expect(ratio(brand)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(brand)).toBeLessThan(4.6);
    expect(Math.abs(hue(brand) - hue(DEFAULT_BRAND))).toBeLessThan(2);
  });

  it('reaches AA for any restaurant colour and leaves one that already does alone', () => {
    for (const colour of ['#FFD700', '#00FF00', '#3498DB', '#F7931E', '#FFFFFF', '#E74C3C'])
      expect(ratio(accessibleBrand(colour))).toBeGreaterThanOrEqual(4.5);
    expect(accessibleBrand('#2C3E50')).toBe('#2c3e50');
    expect(accessibleBrand('bozuk')).toBe('#c55329');
  });

  it('is the primary colour of the portal theme, and the sign-in page declares the same shade', () => {
    expect(buildTheme().token?.colorPrimary).toBe('#c55329');
    expect(buildTheme('#F7931E').token?.colorPrimary).toBe(accessibleBrand('#F7931E'));
    const css = fs.readFileSync(path.join(__dirname, '../../../host-shell/src/features/auth/login.css'), 'utf8');
    expect(css).toContain(`--brand: ${accessibleBrand(DEFAULT_BRAND)};`);
    expect(css).not.toMatch(/background: #ff6b35;|border-color: #ff6b35/i);
  });
});

// One antd theme for the host and every remote: the restaurant brand colour as the primary colour, darkened
// (same hue) until white text on it and it as text on white reach 4.5:1 (WCAG AA).
import type { ThemeConfig } from 'antd';
import { accessibleBrand } from '../colour';

export const DEFAULT_BRAND = '#FF6B35';

export function buildTheme(primary: string = DEFAULT_BRAND): ThemeConfig {
  return {
    token: {
      colorPrimary: accessibleBrand(primary, DEFAULT_BRAND),
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      fontSize: 14,
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#f5f6f8' },
      Card: { borderRadiusLG: 12 },
    },
  };
}

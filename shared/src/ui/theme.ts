// One antd theme for the host and every remote: the restaurant brand colour as the primary colour, darkened
// (same hue) until white text on it and it as text on white reach 4.5:1 (WCAG AA).
import type { ThemeConfig } from 'antd';
import { accessibleBrand } from '../colour';
import { DEFAULT_PRIMARY_COLOR } from '../restaurant-defaults';

export const DEFAULT_BRAND = DEFAULT_PRIMARY_COLOR;

export function buildTheme(primary: string = DEFAULT_BRAND): ThemeConfig {
  return {
    token: {
      colorPrimary: accessibleBrand(primary, DEFAULT_BRAND),
      borderRadius: 8,
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      fontSize: 14,
      // antd's grey texts (0.45 and 0.25 black) reach 3.4:1 and 1.6:1 on white; these reach 5.9:1 and 4.6:1
      // there and stay above 4.5:1 on the page's grey (WCAG AA; the accessibility browser test checks every screen).
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
      // Status colours written as text (links, errors, danger buttons, status tags) one step darker than antd's,
      // from 3-4:1 to 5-6:1 on white and on their pale backgrounds.
      colorLink: '#0958d9',
      colorInfo: '#0958d9',
      colorSuccess: '#237804',
      colorWarning: '#ad6800',
      colorError: '#cf1322',
      // Their pale backgrounds stay antd's (derived from the darker colours they would turn grey).
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      colorInfoBg: '#e6f4ff',
      colorInfoBorder: '#91caff',
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#f5f6f8' },
      Card: { borderRadiusLG: 12 },
      // An off switch is white text on antd's 0.25-black track (1.6:1); this grey gives 4.7:1 (5.9:1 on hover).
      Switch: { colorTextQuaternary: '#737373', colorTextTertiary: '#5c5c5c' },
    },
  };
}

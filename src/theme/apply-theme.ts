import type { ThemeSettings } from '../api/generated/exam-api';
import { fontStack, resolveFontFamily, resolveFontSize, type FontFamily, type FontSize } from './fonts';
import { resolveColor } from './palette';
import { activeTheme, THEME_COLOR_KEYS, type ThemeColorKey } from './themes';

/**
 * The UI framework instance that theme settings are applied to. (The spec's original ran on Quasar; here the
 * AppThemeProvider supplies an instance that feeds Ant Design's tokens and the page's CSS variables.)
 */
export interface ThemeUi {
  setDarkMode(dark: boolean): void;
  setColor(key: ThemeColorKey, value: string): void;
  setFontFamily(family: FontFamily, stack: string): void;
  setFontSize(size: FontSize): void;
}

/**
 * docs/requirements.md#session-and-alerts: applies the mode, then the active theme's colours (a colour that cannot be resolved is skipped with
 * the warning 'Color not found'), then the font family, then the font size. Without a UI instance it only logs
 * the spec's console error.
 */
export function applyThemeSettings(settings: ThemeSettings, ui: ThemeUi | null | undefined): void {
  if (!ui) {
    console.error('Quasar not initialized');
    return;
  }
  ui.setDarkMode(settings.darkModeActive);
  const theme = activeTheme(settings);
  for (const key of THEME_COLOR_KEYS) {
    const color = resolveColor(theme.colors[key]);
    if (color !== null) ui.setColor(key, color);
  }
  const family = resolveFontFamily(settings.fontFamily);
  ui.setFontFamily(family, fontStack(family));
  ui.setFontSize(resolveFontSize(settings.fontSize));
}

/** What applying theme settings produced: the input of Ant Design's theme and of the page's CSS variables. */
export interface Appearance {
  dark: boolean;
  colors: Partial<Record<ThemeColorKey, string>>;
  fontFamily: FontFamily;
  fontStack: string;
  fontSize: FontSize;
}

/** A UI instance that records what is applied to it. */
export function createAppearanceRecorder(): { ui: ThemeUi; appearance: Appearance } {
  const appearance: Appearance = {
    dark: false, colors: {}, fontFamily: 'Poppins', fontStack: fontStack('Poppins'), fontSize: '16px',
  };
  const ui: ThemeUi = {
    setDarkMode: (dark) => {
      appearance.dark = dark;
    },
    setColor: (key, value) => {
      appearance.colors[key] = value;
    },
    setFontFamily: (family, stack) => {
      appearance.fontFamily = family;
      appearance.fontStack = stack;
    },
    setFontSize: (size) => {
      appearance.fontSize = size;
    },
  };
  return { ui, appearance };
}

/** The appearance of some theme settings. */
export function resolveAppearance(settings: ThemeSettings): Appearance {
  const { ui, appearance } = createAppearanceRecorder();
  applyThemeSettings(settings, ui);
  return appearance;
}

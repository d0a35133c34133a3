import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectTheme } from '../features/settings/settings-slice';
import { resolveAppearance, type Appearance } from './apply-theme';
import { fontSizePx, loadFontFamily } from './fonts';
import { THEME_COLOR_KEYS } from './themes';

// Page colours per mode; the theme's seven colours are accents on top of these.
const SURFACES = {
  light: { bg: '#f6f5fa', surface: '#ffffff', text: '#1f1f24', border: 'rgba(0, 0, 0, 0.15)' },
  dark: { bg: '#121218', surface: '#1d1d26', text: '#e6e6ec', border: 'rgba(255, 255, 255, 0.18)' },
} as const;

export function antdThemeOf(appearance: Appearance): ThemeConfig {
  const { colors } = appearance;
  const surfaces = appearance.dark ? SURFACES.dark : SURFACES.light;
  // A colour that could not be resolved is left out, so Ant Design keeps its own default for that token.
  const token: ThemeConfig['token'] = {
    fontFamily: appearance.fontStack,
    fontSize: fontSizePx(appearance.fontSize),
    colorBgLayout: surfaces.bg,
    ...(colors.primary && { colorPrimary: colors.primary, colorLink: colors.primary }),
    ...(colors.info && { colorInfo: colors.info }),
    ...(colors.warning && { colorWarning: colors.warning }),
    ...(colors.positive && { colorSuccess: colors.positive }),
    ...(colors.negative && { colorError: colors.negative }),
  };
  return { algorithm: appearance.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, token };
}

/** Writes the appearance to the page: CSS variables on :root, mode and colours on body. */
export function applyAppearanceToDocument(appearance: Appearance, doc: Document = document) {
  const mode = appearance.dark ? 'dark' : 'light';
  const surfaces = SURFACES[mode];
  const root = doc.documentElement;
  for (const key of THEME_COLOR_KEYS) {
    const value = appearance.colors[key];
    if (value) root.style.setProperty(`--eh-${key}`, value);
    else root.style.removeProperty(`--eh-${key}`);
  }
  root.style.setProperty('--eh-bg', surfaces.bg);
  root.style.setProperty('--eh-surface', surfaces.surface);
  root.style.setProperty('--eh-text', surfaces.text);
  root.style.setProperty('--eh-border', surfaces.border);
  root.style.setProperty('--eh-font-family', appearance.fontStack);
  root.style.setProperty('--eh-font-size', appearance.fontSize);
  root.style.colorScheme = mode;
  const { body } = doc;
  body.dataset.theme = mode;
  // The browser's default 8 px body margin would frame every layout in the canvas colour.
  body.style.margin = '0';
  body.style.background = surfaces.bg;
  body.style.color = surfaces.text;
  body.style.fontFamily = appearance.fontStack;
  body.style.fontSize = appearance.fontSize;
}

/**
 * Applies the user's theme settings to Ant Design (algorithm and tokens) and to the page (CSS variables, body
 * colours, `data-theme`), and loads the chosen font family on demand.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const themeSettings = useAppSelector(selectTheme);
  const appearance = useMemo(() => resolveAppearance(themeSettings), [themeSettings]);
  const config = useMemo(() => antdThemeOf(appearance), [appearance]);

  // Before paint, so the page never flashes the other mode.
  useLayoutEffect(() => applyAppearanceToDocument(appearance), [appearance]);

  useEffect(() => {
    void loadFontFamily(appearance.fontFamily);
  }, [appearance.fontFamily]);

  return (
    // antd's App (the context of its message, notification and modal hooks) is in the signed-in layouts, not
    // here: it brings modal and notification code the sign-in pages do not need.
    <ConfigProvider theme={config}>{children}</ConfigProvider>
  );
}

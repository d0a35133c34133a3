import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { ThemeSettings } from '../api/generated/exam-api';
import { resolveAppearance, type Appearance } from './apply-theme';
import { fontSizePx, loadFontFamily } from './fonts';
import { AA_TEXT, adjustLightness, contrastRatio, mix, shadeForContrast, unmix } from './contrast';
import { THEME_COLOR_KEYS, type ThemeColorKey } from './themes';

// Page colours per mode; the theme's seven colours are accents on top of these.
const SURFACES = {
  light: { bg: '#f6f5fa', surface: '#ffffff', text: '#1f1f24', border: 'rgba(0, 0, 0, 0.15)' },
  dark: { bg: '#121218', surface: '#1d1d26', text: '#e6e6ec', border: 'rgba(255, 255, 255, 0.18)' },
} as const;

// What text sits on in each mode: the page, cards, pop-ups and the greyest of antd's fills (table headers,
// hovered rows). A text shade must reach AA on every one of them.
export const TEXT_BACKGROUNDS = {
  light: ['#ffffff', SURFACES.light.bg, '#f5f5f5'],
  dark: ['#141414', '#1f1f1f', '#262626', SURFACES.dark.bg, SURFACES.dark.surface],
} as const;

// antd's tertiary text (descriptions, secondary Typography, placeholders, empty states) is 45 % black or white:
// 3.4:1 on white, 2.2:1 on #141414 for its 25 % placeholders. These are the lightest greys that reach AA on
// every background above (light ≥ 5.0:1, dark ≥ 5.6:1), still a step below the secondary text (65 %).
const MUTED_TEXT = { light: 'rgba(0, 0, 0, 0.58)', dark: 'rgba(255, 255, 255, 0.55)' } as const;

// Text on a solid fill in a theme colour (primary buttons, the user's initials): white in light mode, where the
// text shade is darker than the page; the page's darkness in dark mode, where it is lighter.
const ON_SOLID = { light: '#ffffff', dark: '#141414' } as const;

// White initials on this over the dark surface reach 6.9:1.
const DARK_AVATAR_BG = 'rgba(255, 255, 255, 0.3)';

// Hovered and pressed text moves further from the background, so it stays readable.
const HOVER_CONTRAST = 6;
const ACTIVE_CONTRAST = 7.5;

export interface TextShades {
  text: string;
  hover: string;
  active: string;
}

/** Shades of the theme's colours for text, and the colour of text on a solid fill of those shades. */
export interface AccessibleColors {
  text: Partial<Record<ThemeColorKey, TextShades>>;
  muted: string;
  onSolid: string;
}

/**
 * The nearest shade of each theme colour that reaches WCAG AA (4.5:1) as text on every background of the mode,
 * and, in the same shade, as a solid fill under `onSolid` text. The theme's own colours stay for accents.
 */
export function accessibleColorsOf(appearance: Appearance): AccessibleColors {
  const mode = appearance.dark ? 'dark' : 'light';
  const backgrounds = TEXT_BACKGROUNDS[mode];
  const text: AccessibleColors['text'] = {};
  for (const key of THEME_COLOR_KEYS) {
    const color = appearance.colors[key];
    if (!color) continue;
    const shade = shadeForContrast(color, backgrounds);
    text[key] = {
      text: shade,
      hover: shadeForContrast(shade, backgrounds, HOVER_CONTRAST),
      active: shadeForContrast(shade, backgrounds, ACTIVE_CONTRAST),
    };
  }
  return { text, muted: MUTED_TEXT[mode], onSolid: ON_SOLID[mode] };
}

// antd takes colorLink as a seed, and its dark algorithm draws a seed as 85 % of it over #141414 (the dark palette
// of @ant-design/colors, shade 6). contrast.test.ts checks the drawn colour against antd itself.
const DARK_SEED_WEIGHT = 0.85;
const DARK_SEED_BACKGROUND = '#141414';

/** The seed the dark algorithm draws as `shade`, lightened further while what it draws is below AA. */
function darkSeedDrawnAs(shade: string, backgrounds: readonly string[]): string {
  for (let delta = 0; delta <= 0.5; delta += 0.005) {
    const seed = unmix(adjustLightness(shade, delta), DARK_SEED_BACKGROUND, DARK_SEED_WEIGHT);
    const drawn = mix(seed, DARK_SEED_BACKGROUND, DARK_SEED_WEIGHT);
    if (backgrounds.every((bg) => contrastRatio(drawn, bg) >= AA_TEXT)) return seed;
  }
  return shade;
}

export function antdThemeOf(appearance: Appearance): ThemeConfig {
  const { colors } = appearance;
  const surfaces = appearance.dark ? SURFACES.dark : SURFACES.light;
  const { text, muted, onSolid } = accessibleColorsOf(appearance);
  const primary = text.primary;
  // A colour that could not be resolved is left out, so Ant Design keeps its own default for that token.
  const token: ThemeConfig['token'] = {
    fontFamily: appearance.fontStack,
    fontSize: fontSizePx(appearance.fontSize),
    colorBgLayout: surfaces.bg,
    colorTextTertiary: muted,
    colorTextDescription: muted,
    colorTextPlaceholder: muted,
    ...(colors.primary && { colorPrimary: colors.primary }),
    ...(primary && {
      colorLink: appearance.dark ? darkSeedDrawnAs(primary.text, TEXT_BACKGROUNDS.dark) : primary.text,
      colorLinkHover: primary.hover, colorLinkActive: primary.active,
      colorPrimaryText: primary.text, colorPrimaryTextHover: primary.hover, colorPrimaryTextActive: primary.active,
    }),
    ...(colors.info && { colorInfo: colors.info }),
    ...(text.info && { colorInfoText: text.info.text, colorInfoTextHover: text.info.hover, colorInfoTextActive: text.info.active }),
    ...(colors.warning && { colorWarning: colors.warning }),
    ...(text.warning && {
      colorWarningText: text.warning.text, colorWarningTextHover: text.warning.hover, colorWarningTextActive: text.warning.active,
    }),
    ...(colors.positive && { colorSuccess: colors.positive }),
    ...(text.positive && {
      colorSuccessText: text.positive.text, colorSuccessTextHover: text.positive.hover, colorSuccessTextActive: text.positive.active,
    }),
    ...(colors.negative && { colorError: colors.negative }),
    ...(text.negative && {
      colorErrorText: text.negative.text, colorErrorTextHover: text.negative.hover, colorErrorTextActive: text.negative.active,
    }),
  };
  // Components that draw text in the accent tokens themselves get the text shades instead.
  const components: NonNullable<ThemeConfig['components']> = {
    Button: {
      primaryColor: onSolid,
      dangerColor: onSolid,
      ...(primary && { colorPrimary: primary.text, colorPrimaryHover: primary.hover, colorPrimaryActive: primary.active }),
      ...(text.negative && { colorError: text.negative.text, colorErrorHover: text.negative.hover, colorErrorActive: text.negative.active }),
    },
    // Danger entries of menus (and, hovered, the text on them) and form error messages are in the negative colour.
    ...(text.negative && {
      Dropdown: { colorError: text.negative.text, colorTextLightSolid: onSolid },
      Form: { colorError: text.negative.text },
    }),
    // An avatar's initials are white on the placeholder grey, which in dark mode is too light for them.
    ...(appearance.dark && { Avatar: { colorTextPlaceholder: DARK_AVATAR_BG } }),
    ...(primary && {
      Menu: {
        itemSelectedColor: primary.text, subMenuItemSelectedColor: primary.text,
        horizontalItemSelectedColor: primary.text, horizontalItemHoverColor: primary.text,
        ...(text.negative && { dangerItemColor: text.negative.text, dangerItemHoverColor: text.negative.hover }),
      },
      Tabs: { itemSelectedColor: primary.text, itemHoverColor: primary.hover, itemActiveColor: primary.active },
      Pagination: { itemActiveColor: primary.text, itemActiveColorHover: primary.hover },
      // Button-style radios: the checked one's label is in the colour, or on a solid fill of it.
      Radio: {
        colorPrimary: primary.text, colorPrimaryHover: primary.hover, colorPrimaryActive: primary.active,
        buttonSolidCheckedColor: onSolid, buttonSolidCheckedBg: primary.text,
        buttonSolidCheckedHoverBg: primary.hover, buttonSolidCheckedActiveBg: primary.active,
      },
    }),
  };
  const algorithm = appearance.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  components.Tag = tagTextColors(appearance.dark, colors, text);
  return { algorithm, token, components };
}

// antd's preset tag colours (its PresetColors): text in shade 7 on a fill in shade 1.
const PRESET_COLORS = [
  'blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold',
] as const;
const TAG_STATUSES = [['Info', 'info'], ['Success', 'positive'], ['Warning', 'warning'], ['Error', 'negative']] as const;
// A status tag's tint: this much of its colour over the card (antd's own tint of a dark colour is a mid grey,
// #bbc7bf for Bootstrap's green, on which no shade of the colour reaches AA).
const STATUS_TINT = { light: 0.1, dark: 0.18 } as const;

// The preset palettes depend on the algorithm only, and deriving them costs tens of milliseconds: once per mode.
const presetPalettes = new Map<boolean, Record<string, string>>();
function presetPalette(dark: boolean): Record<string, string> {
  let palette = presetPalettes.get(dark);
  if (!palette) {
    const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
    palette = antdTheme.getDesignToken({ algorithm }) as unknown as Record<string, string>;
    presetPalettes.set(dark, palette);
  }
  return palette;
}

/**
 * A tag writes its text in the colour itself on a tint of it (lime-7 on lime-1 is 2.5:1, the info colour on its
 * tint 3.2:1): each gets the nearest shade that reaches AA on its tint and on the page.
 */
function tagTextColors(dark: boolean, colors: Appearance['colors'], text: AccessibleColors['text']) {
  const backgrounds = TEXT_BACKGROUNDS[dark ? 'dark' : 'light'];
  const palette = presetPalette(dark);
  const tokens: Record<string, string> = {};
  for (const name of PRESET_COLORS) {
    tokens[`${name}7`] = shadeForContrast(palette[`${name}7`], [palette[`${name}1`], ...backgrounds]);
  }
  const surface = dark ? '#141414' : '#ffffff';
  for (const [status, key] of TAG_STATUSES) {
    const color = colors[key];
    const shade = text[key]?.text;
    if (!color || !shade) continue;
    const tint = mix(color, surface, STATUS_TINT[dark ? 'dark' : 'light']);
    tokens[`color${status}Bg`] = tint;
    tokens[`color${status}`] = shadeForContrast(shade, [tint, ...backgrounds]);
  }
  return tokens;
}

/** Writes the appearance to the page: CSS variables on :root, mode and colours on body. */
export function applyAppearanceToDocument(appearance: Appearance, doc: Document = document) {
  const mode = appearance.dark ? 'dark' : 'light';
  const surfaces = SURFACES[mode];
  const root = doc.documentElement;
  const { text, onSolid } = accessibleColorsOf(appearance);
  for (const key of THEME_COLOR_KEYS) {
    const value = appearance.colors[key];
    if (value) root.style.setProperty(`--eh-${key}`, value);
    else root.style.removeProperty(`--eh-${key}`);
    // The shade for text in this colour, and for a solid fill under --eh-on-solid text.
    const shade = text[key]?.text;
    if (shade) root.style.setProperty(`--eh-${key}-text`, shade);
    else root.style.removeProperty(`--eh-${key}-text`);
  }
  root.style.setProperty('--eh-on-solid', onSolid);
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
 * colours, `data-theme`), and loads the chosen font family on demand. The app passes the settings' theme in
 * (src/app/app-providers.tsx).
 */
export function AppThemeProvider({ settings: themeSettings, children }: { settings: ThemeSettings; children: ReactNode }) {
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

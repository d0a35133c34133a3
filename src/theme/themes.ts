// The six built-in colour themes (docs/requirements.md#constants). A theme is a name, whether it is dark, and a colour for each of
// the seven keys; a colour is a hex value or a palette name (palette.ts).
export const THEME_COLOR_KEYS = ['primary', 'secondary', 'accent', 'info', 'warning', 'positive', 'negative'] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export interface ColorTheme {
  name: string;
  isDark: boolean;
  colors: Record<ThemeColorKey, string>;
}

export const THEMES: readonly ColorTheme[] = [
  {
    // docs/requirements.md#constants: exactly these colours.
    name: 'default',
    isDark: false,
    colors: {
      primary: '#a048fd', secondary: '#b8b8ff', accent: '#f7d002', info: '#008bf8', warning: '#f77f00',
      positive: '#06ba63', negative: '#bf1a2f',
    },
  },
  {
    // Bootstrap's familiar brand colours.
    name: 'bootstrapish',
    isDark: false,
    colors: {
      primary: '#0d6efd', secondary: '#6c757d', accent: '#6f42c1', info: '#0dcaf0', warning: '#fd7e14',
      positive: '#198754', negative: '#dc3545',
    },
  },
  {
    // Quasar's brand colours, written with palette names.
    name: 'quasarish',
    isDark: false,
    colors: {
      primary: 'blue-8', secondary: 'teal-4', accent: 'purple-6', info: 'cyan-6', warning: 'amber-8',
      positive: 'green-14', negative: 'red-10',
    },
  },
  {
    // The dark twin of `default`: the same hues, lifted so they keep their contrast on a dark background.
    name: 'default-dark',
    isDark: true,
    colors: {
      primary: '#b57aff', secondary: '#9d9df0', accent: '#f7d002', info: '#3aa7ff', warning: '#ff9a33',
      positive: '#2fd487', negative: '#f0566b',
    },
  },
  {
    // Calm blues and slate greys for long evenings of grading.
    name: 'midnight-blues',
    isDark: true,
    colors: {
      primary: 'light-blue-4', secondary: 'blue-grey-4', accent: 'indigo-11', info: 'cyan-6', warning: 'amber-6',
      positive: 'teal-4', negative: 'red-4',
    },
  },
  {
    // Saturated neon on near-black.
    name: 'neon-night',
    isDark: true,
    colors: {
      primary: '#ff2bd6', secondary: '#7b2ff7', accent: '#00f5d4', info: '#00bbf9', warning: '#fee440',
      positive: 'green-13', negative: '#ff3b5c',
    },
  },
];

export const LIGHT_THEMES = THEMES.filter((theme) => !theme.isDark);
export const DARK_THEMES = THEMES.filter((theme) => theme.isDark);

export interface ThemeChoice {
  darkModeActive: boolean;
  activeDarkTheme: string;
  activeLightTheme: string;
}

/** The themes offered in the current mode. */
export function themesForMode(dark: boolean): readonly ColorTheme[] {
  return dark ? DARK_THEMES : LIGHT_THEMES;
}

/** docs/requirements.md#rules-and-fallbacks: the active theme, or the first theme of the current dark or light set when the name is unknown. */
export function activeTheme(choice: ThemeChoice): ColorTheme {
  const set = themesForMode(choice.darkModeActive);
  const name = choice.darkModeActive ? choice.activeDarkTheme : choice.activeLightTheme;
  return set.find((theme) => theme.name === name) ?? set[0];
}

import { render } from '@testing-library/react';
import { applyThemeSettings, createAppearanceRecorder, resolveAppearance } from '../apply-theme';
import { AppThemeProvider } from '../app-theme-provider';
import { breakpointFor, BREAKPOINTS } from '../breakpoints';
import { CODE_EDITOR_THEME_NAMES, resolveCodeEditorTheme } from '../code-editor-themes';
import { fontStack, fontSizePx, FONT_FAMILIES } from '../fonts';
import { resolveColor } from '../palette';
import { activeTheme, DARK_THEMES, LIGHT_THEMES, THEMES } from '../themes';

const settings = {
  activeDarkTheme: 'default-dark', activeLightTheme: 'default', fontFamily: 'Poppins', fontSize: '16px',
  darkModeActive: false, codeMirrorTheme: 'Solarized Dark',
};

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('resolveColor', () => {
  it.each([
    ['blue-8', '#1976d2'],
    ['teal-4', '#4db6ac'],
    ['cyan-6', '#00bcd4'],
    ['green-14', '#00c853'],
    ['red-10', '#b71c1c'],
    ['red-1', '#ffebee'],
    ['deep-purple-11', '#b388ff'],
    ['light-blue-4', '#4fc3f7'],
    ['blue-grey-6', '#607d8b'],
    ['grey-14', '#616161'],
    ['#A048FD', '#a048fd'],
    ['#abc', '#aabbcc'],
    ['white', '#ffffff'],
  ])('%s → %s', (name, hex) => {
    expect(resolveColor(name)).toBe(hex);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['blue-15', 'blue-0', 'magenta-3', 'not a colour', '#12', ''])("warns 'Color not found' for %j", (name) => {
    expect(resolveColor(name)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Color not found', name);
  });
});

describe('themes', () => {
  it('has the six built-in themes in their sets', () => {
    expect(LIGHT_THEMES.map((t) => t.name)).toEqual(['default', 'bootstrapish', 'quasarish']);
    expect(DARK_THEMES.map((t) => t.name)).toEqual(['default-dark', 'midnight-blues', 'neon-night']);
  });

  it('gives default exactly the spec’s palette', () => {
    expect(THEMES.find((t) => t.name === 'default')?.colors).toEqual({
      primary: '#a048fd', secondary: '#b8b8ff', accent: '#f7d002', info: '#008bf8', warning: '#f77f00',
      positive: '#06ba63', negative: '#bf1a2f',
    });
  });

  it('resolves every colour of every theme', () => {
    for (const theme of THEMES) for (const value of Object.values(theme.colors)) expect(resolveColor(value)).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the first theme of the current set for an unknown name', () => {
    expect(activeTheme({ ...settings, activeLightTheme: 'gone' }).name).toBe('default');
    expect(activeTheme({ ...settings, darkModeActive: true, activeDarkTheme: 'gone' }).name).toBe('default-dark');
    // A light theme's name stored as the dark theme is not valid in dark mode.
    expect(activeTheme({ ...settings, darkModeActive: true, activeDarkTheme: 'quasarish' }).name).toBe('default-dark');
    expect(activeTheme({ ...settings, darkModeActive: true, activeDarkTheme: 'neon-night' }).name).toBe('neon-night');
  });
});

describe('applyThemeSettings', () => {
  it('applies mode, then colours, then font family, then font size', () => {
    const calls: string[] = [];
    applyThemeSettings({ ...settings, darkModeActive: true, activeDarkTheme: 'midnight-blues', fontFamily: 'Roboto', fontSize: '18px' }, {
      setDarkMode: (dark) => calls.push(`mode:${dark}`),
      setColor: (key, value) => calls.push(`${key}:${value}`),
      setFontFamily: (family) => calls.push(`font:${family}`),
      setFontSize: (size) => calls.push(`size:${size}`),
    });
    expect(calls).toEqual([
      'mode:true', 'primary:#4fc3f7', 'secondary:#90a4ae', 'accent:#8c9eff', 'info:#00bcd4', 'warning:#ffc107',
      'positive:#4db6ac', 'negative:#e57373', 'font:Roboto', 'size:18px',
    ]);
  });

  it("logs 'Quasar not initialized' without a UI instance", () => {
    applyThemeSettings(settings, undefined);
    expect(error).toHaveBeenCalledWith('Quasar not initialized');
  });

  it('skips a colour that cannot be resolved', () => {
    const { ui, appearance } = createAppearanceRecorder();
    const theme = THEMES.find((t) => t.name === 'bootstrapish')!;
    const original = theme.colors.accent;
    (theme.colors as Record<string, string>).accent = 'sparkly-3';
    try {
      applyThemeSettings({ ...settings, activeLightTheme: 'bootstrapish' }, ui);
    } finally {
      (theme.colors as Record<string, string>).accent = original;
    }
    expect(warn).toHaveBeenCalledWith('Color not found', 'sparkly-3');
    expect(appearance.colors.accent).toBeUndefined();
    expect(appearance.colors.primary).toBe('#0d6efd');
  });

  it('resolves the appearance with font fallbacks', () => {
    const appearance = resolveAppearance({ ...settings, fontFamily: 'Comic Neue', fontSize: '99px' });
    expect(appearance).toMatchObject({ dark: false, fontFamily: 'Poppins', fontSize: '16px' });
    expect(appearance.colors.primary).toBe('#a048fd');
  });
});

describe('fonts and sizes', () => {
  it('has the six families and sizes in px', () => {
    expect(FONT_FAMILIES).toEqual(['Poppins', 'Roboto', 'Mooli', 'Roboto Condensed', 'IosevkaSlabWEB', 'OpenDyslexic']);
    expect(fontStack('IosevkaSlabWEB')).toMatch(/^'IosevkaSlabWEB', 'Iosevka'/);
    expect([fontSizePx('14px'), fontSizePx('16px'), fontSizePx('18px')]).toEqual([14, 16, 18]);
  });
});

describe('code editor themes', () => {
  it('maps the nine names, falling back to Solarized Dark', () => {
    expect(CODE_EDITOR_THEME_NAMES).toHaveLength(9);
    expect(resolveCodeEditorTheme('Nord').cmTheme).toBe('nord');
    expect(resolveCodeEditorTheme('Solarized Light').cmTheme).toBe('solarized light');
    expect(resolveCodeEditorTheme('Monokai').name).toBe('Solarized Dark');
    expect(resolveCodeEditorTheme('toString').name).toBe('Solarized Dark');
    expect(resolveCodeEditorTheme(undefined).cmTheme).toBe('solarized dark');
  });
});

describe('breakpoints', () => {
  it('uses sm 600, md 1024, lg 1440, xl 1920', () => {
    expect(BREAKPOINTS).toEqual({ sm: 600, md: 1024, lg: 1440, xl: 1920 });
    expect([599, 600, 1023, 1024, 1439, 1440, 1919, 1920].map(breakpointFor)).toEqual([
      'xs', 'sm', 'sm', 'md', 'md', 'lg', 'lg', 'xl',
    ]);
  });
});

describe('AppThemeProvider', () => {
  it('puts the colours on :root and the mode on body, and follows dark mode', () => {
    const view = render(
      <AppThemeProvider settings={settings}>
        <p>content</p>
      </AppThemeProvider>,
    );
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--eh-primary')).toBe('#a048fd');
    expect(root.getPropertyValue('--eh-negative')).toBe('#bf1a2f');
    expect(document.body.dataset.theme).toBe('light');
    expect(document.body.style.fontSize).toBe('16px');
    view.rerender(
      <AppThemeProvider settings={{ ...settings, darkModeActive: true }}>
        <p>content</p>
      </AppThemeProvider>,
    );
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        expect(document.body.dataset.theme).toBe('dark');
        expect(root.getPropertyValue('--eh-primary')).toBe('#b57aff');
        resolve();
      }, 0);
    });
  });
});

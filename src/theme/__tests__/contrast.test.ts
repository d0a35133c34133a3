import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme as antdTheme } from 'antd';
import { resolveAppearance } from '../apply-theme';
import { accessibleColorsOf, antdThemeOf, TEXT_BACKGROUNDS } from '../app-theme-provider';
import { parseCss, themeContrasts } from '../code-editor-contrast';
import { CODE_EDITOR_THEMES } from '../code-editor-themes';
import { AA_TEXT, blend, contrastRatio, parseColor, shadeForContrast } from '../contrast';
import { THEMES } from '../themes';

const root = join(__dirname, '../../..');
const appearanceOf = (name: string, dark: boolean) => resolveAppearance({
  activeDarkTheme: name, activeLightTheme: name, darkModeActive: dark, fontFamily: 'Poppins', fontSize: '16px',
  codeMirrorTheme: 'Solarized Dark',
});

describe('contrast arithmetic', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The default theme's primary, the audit's 4.33:1.
    expect(contrastRatio('#ffffff', '#a048fd')).toBeCloseTo(4.34, 2);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
  });

  it('reads hex and rgb() colours and blends translucent ones', () => {
    expect(parseColor('#abc')).toEqual([0xaa, 0xbb, 0xcc, 1]);
    expect(parseColor('rgba(255, 255, 255, 0.5)')).toEqual([255, 255, 255, 0.5]);
    expect(parseColor('white')).toBeNull();
    expect(blend('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
  });

  it('keeps a colour that passes and otherwise finds the nearest shade that does', () => {
    expect(shadeForContrast('#bf1a2f', ['#ffffff'])).toBe('#bf1a2f');
    const shade = shadeForContrast('#a048fd', ['#ffffff']);
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    // The same purple, a little darker: the nearest shade that passes.
    expect(shade).toBe('#9d43fd');
    // Against dark backgrounds it lightens.
    const light = shadeForContrast('#7b2ff7', ['#141414']);
    expect(contrastRatio(light, '#141414')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe.each(THEMES.map((t) => [t.name, t.isDark] as const))('theme %s', (name, dark) => {
  const appearance = appearanceOf(name, dark);
  const backgrounds = TEXT_BACKGROUNDS[dark ? 'dark' : 'light'];
  const { text, muted, onSolid } = accessibleColorsOf(appearance);

  it('has a text shade of every colour that reaches AA on every background, and under on-solid text', () => {
    for (const [key, shades] of Object.entries(text)) {
      for (const shade of [shades.text, shades.hover, shades.active]) {
        for (const bg of backgrounds) expect([key, bg, contrastRatio(shade, bg) >= AA_TEXT]).toEqual([key, bg, true]);
        expect([key, contrastRatio(onSolid, shade) >= AA_TEXT]).toEqual([key, true]);
      }
    }
    for (const bg of backgrounds) expect(contrastRatio(muted, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the theme\'s own colours for accents and gives antd the text shades', () => {
    const config = antdThemeOf(appearance);
    expect(config.token?.colorPrimary).toBe(appearance.colors.primary);
    // colorLink is a seed the dark algorithm draws darker: what antd draws is what must pass.
    const drawnLink = antdTheme.getDesignToken(config).colorLink;
    if (!dark) expect(drawnLink).toBe(text.primary?.text);
    for (const bg of backgrounds) expect(contrastRatio(drawnLink, bg)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(config.components?.Button?.colorPrimary).toBe(text.primary?.text);
    expect(config.components?.Button?.primaryColor).toBe(onSolid);
  });

  it('gives every tag colour AA on its tint', () => {
    const config = antdThemeOf(appearance);
    const derived = antdTheme.getDesignToken(config) as unknown as Record<string, string>;
    const tag = config.components?.Tag as Record<string, string>;
    for (const [token, color] of Object.entries(tag)) {
      if (token.endsWith('Bg')) continue;
      const tint = /^color(\w+)$/.exec(token) ? tag[`${token}Bg`] : derived[token.replace(/7$/, '1')];
      expect([token, contrastRatio(color, tint) >= AA_TEXT]).toEqual([token, true]);
    }
  });
});

describe('code editor themes', () => {
  const own: Record<string, string> = {
    'Basic Dark': 'src/theme/code-editor-themes/basic-dark.css',
    'Gruvbox Light': 'src/theme/code-editor-themes/gruvbox-light.css',
    'One Dark': 'src/theme/code-editor-themes/one-dark.css',
    'Solarized Light': 'node_modules/codemirror/theme/solarized.css',
    'Solarized Dark': 'node_modules/codemirror/theme/solarized.css',
    'Material Dark': 'node_modules/codemirror/theme/material.css',
    Nord: 'node_modules/codemirror/theme/nord.css',
    'Gruvbox Dark': 'node_modules/codemirror/theme/gruvbox-dark.css',
  };
  const read = (path: string) => readFileSync(join(root, path), 'utf8');

  it.each(Object.values(CODE_EDITOR_THEMES).map((t) => [t.name, t.cmTheme] as const))(
    '%s draws every token at AA on its background and on the active line',
    (name, cmTheme) => {
      // In the order the page has them: CodeMirror's own CSS, then the theme, then the corrections.
      const css = [
        read('node_modules/codemirror/lib/codemirror.css'), own[name] ? read(own[name]) : '',
        read('src/theme/code-editor-themes/contrast.css'),
      ].join('\n');
      const { tokens } = themeContrasts(parseCss(css), cmTheme);
      expect(tokens.length).toBeGreaterThan(5);
      expect(tokens.filter((t) => t.ratio < AA_TEXT)).toEqual([]);
    },
  );
});

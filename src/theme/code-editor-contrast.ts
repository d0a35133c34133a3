import { blend, contrastRatio } from './contrast';

/**
 * Reads CodeMirror 5 theme CSS far enough to tell which colour each token class of a theme is drawn in, on which
 * background: the editor's and the active line's. Used by the test that keeps every code-editor theme at AA.
 */
export interface CssRule {
  selector: string;
  declarations: Record<string, string>;
  order: number;
}

export function parseCss(text: string, start = 0): CssRule[] {
  const rules: CssRule[] = [];
  const stripped = text.replace(/\/\*[\s\S]*?\*\//g, '');
  const pattern = /([^{}@]+)\{([^{}]*)\}/g;
  let order = start;
  for (let match = pattern.exec(stripped); match; match = pattern.exec(stripped)) {
    const declarations: Record<string, string> = {};
    for (const part of match[2].split(';')) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      declarations[part.slice(0, colon).trim().toLowerCase()] = part.slice(colon + 1).replace(/!important/, '').trim();
    }
    for (const selector of match[1].split(',')) rules.push({ selector: selector.trim(), declarations, order: order++ });
  }
  return rules;
}

function specificity(selector: string): number {
  const classes = (selector.match(/[.:][\w-]+/g) ?? []).length;
  const elements = (selector.match(/(^|[\s>+~])[a-z]+/gi) ?? []).length;
  return classes * 100 + elements;
}

/** Whether every theme class (`cm-s-*`) the selector names is one of the theme's. */
function forTheme(selector: string, themeClasses: readonly string[]) {
  const named = [...selector.matchAll(/\.cm-s-([\w-]+)/g)].map((m) => m[1]);
  return named.every((name) => themeClasses.includes(name));
}

/** The value the cascade gives a property (the first of `properties` a rule sets, e.g. background or background-color). */
function winner(rules: CssRule[], ...properties: string[]): string | undefined {
  const valueOf = (rule: CssRule) => properties.map((p) => rule.declarations[p]).find((v) => v !== undefined);
  const candidates = rules.filter((rule) => valueOf(rule) !== undefined);
  candidates.sort((a, b) => specificity(a.selector) - specificity(b.selector) || a.order - b.order);
  const last = candidates.at(-1);
  return last && valueOf(last);
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000', blue: '#0000ff', red: '#ff0000' };
const colorOf = (value: string | undefined) =>
  value?.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/i)?.[0] ?? (value ? NAMED[value.toLowerCase()] : undefined);

export interface TokenContrast {
  token: string;
  color: string;
  background: string;
  ratio: number;
}

/**
 * Every text colour of a theme (its base colour and each `cm-*` token class) against the editor's background and
 * the active line's, whichever is worse.
 */
export function themeContrasts(rules: CssRule[], cmTheme: string): { background: string; tokens: TokenContrast[] } {
  const themeClasses = cmTheme.split(/\s+/);
  const mine = rules.filter((rule) => forTheme(rule.selector, themeClasses) && !rule.selector.includes('::'));
  const last = (selector: string) => selector.split(/[\s>]+/).at(-1) ?? '';
  const root = mine.filter((rule) => /^(?:\.CodeMirror|\.cm-s-[\w-]+)+$/.test(rule.selector));
  const background = colorOf(winner(root, 'background', 'background-color')) ?? '#ffffff';
  const base = colorOf(winner(root, 'color')) ?? '#000000';
  const activeRules = mine.filter((rule) => last(rule.selector) === '.CodeMirror-activeline-background');
  const active = colorOf(winner(activeRules, 'background', 'background-color'));
  const backgrounds = [background, ...(active ? [blend(active, background)] : [])];

  const tokens = new Set<string>();
  for (const rule of mine) {
    const token = /^(?:span)?\.(cm-[\w-]+)$/.exec(last(rule.selector))?.[1];
    if (token && !token.startsWith('cm-s-') && colorOf(rule.declarations.color)) tokens.add(token);
  }
  const measure = (token: string, color: string): TokenContrast => {
    const worst = backgrounds
      .map((bg) => ({ bg, ratio: contrastRatio(color, bg) }))
      .sort((a, b) => a.ratio - b.ratio)[0];
    return { token, color, background: worst.bg, ratio: worst.ratio };
  };
  const results = [measure('base', base)];
  for (const token of tokens) {
    const applicable = mine.filter((rule) => last(rule.selector).replace(/^span/, '') === `.${token}`);
    const color = colorOf(winner(applicable, 'color'));
    if (color) results.push(measure(token, color));
  }
  return { background, tokens: results };
}

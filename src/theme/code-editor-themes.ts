// docs/requirements.md#constants code-editor themes, mapped to CodeMirror 5 theme names. CM5's bundled theme CSS is used where one
// exists; Basic Dark, Gruvbox Light and One Dark are not in CM5 and have small CSS files of our own. The CSS of a
// theme is imported only when that theme is shown, so the editor chunk carries none of the others.
export const CODE_EDITOR_THEME_NAMES = [
  'Basic Light', 'Basic Dark', 'Solarized Light', 'Solarized Dark', 'Material Dark', 'Nord', 'Gruvbox Light',
  'Gruvbox Dark', 'One Dark',
] as const;
export type CodeEditorThemeName = (typeof CODE_EDITOR_THEME_NAMES)[number];

/** docs/requirements.md#rules-and-fallbacks: an unknown stored name falls back to this one. */
export const DEFAULT_CODE_EDITOR_THEME: CodeEditorThemeName = 'Solarized Dark';

export interface CodeEditorTheme {
  name: CodeEditorThemeName;
  /** CodeMirror's `theme` option (space-separated names become `cm-s-*` classes). */
  cmTheme: string;
  isDark: boolean;
  loadCss: () => Promise<unknown>;
}

const none = () => Promise.resolve();

export const CODE_EDITOR_THEMES: Record<CodeEditorThemeName, CodeEditorTheme> = {
  'Basic Light': { name: 'Basic Light', cmTheme: 'default', isDark: false, loadCss: none },
  'Basic Dark': {
    name: 'Basic Dark', cmTheme: 'eh-basic-dark', isDark: true, loadCss: () => import('./code-editor-themes/basic-dark.css'),
  },
  'Solarized Light': {
    name: 'Solarized Light', cmTheme: 'solarized light', isDark: false, loadCss: () => import('codemirror/theme/solarized.css'),
  },
  'Solarized Dark': {
    name: 'Solarized Dark', cmTheme: 'solarized dark', isDark: true, loadCss: () => import('codemirror/theme/solarized.css'),
  },
  'Material Dark': {
    name: 'Material Dark', cmTheme: 'material', isDark: true, loadCss: () => import('codemirror/theme/material.css'),
  },
  Nord: { name: 'Nord', cmTheme: 'nord', isDark: true, loadCss: () => import('codemirror/theme/nord.css') },
  'Gruvbox Light': {
    name: 'Gruvbox Light', cmTheme: 'eh-gruvbox-light', isDark: false,
    loadCss: () => import('./code-editor-themes/gruvbox-light.css'),
  },
  'Gruvbox Dark': {
    name: 'Gruvbox Dark', cmTheme: 'gruvbox-dark', isDark: true, loadCss: () => import('codemirror/theme/gruvbox-dark.css'),
  },
  'One Dark': {
    name: 'One Dark', cmTheme: 'eh-one-dark', isDark: true, loadCss: () => import('./code-editor-themes/one-dark.css'),
  },
};

export function isCodeEditorThemeName(name: string): name is CodeEditorThemeName {
  return Object.hasOwn(CODE_EDITOR_THEMES, name);
}

/** The stored theme, or Solarized Dark when the name is unknown (docs/requirements.md#rules-and-fallbacks). */
export function resolveCodeEditorTheme(name: string | null | undefined): CodeEditorTheme {
  return CODE_EDITOR_THEMES[name && isCodeEditorThemeName(name) ? name : DEFAULT_CODE_EDITOR_THEME];
}

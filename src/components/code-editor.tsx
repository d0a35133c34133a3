import type { Editor, EditorConfiguration, Mode, ModeSpec, ModeSpecOptions } from 'codemirror';
import 'codemirror/addon/edit/matchbrackets';
import 'codemirror/addon/selection/active-line';
import 'codemirror/lib/codemirror.css';
import 'codemirror/mode/clike/clike';
import 'codemirror/mode/javascript/javascript';
import 'codemirror/mode/python/python';
import 'codemirror/mode/sql/sql';
import { useEffect, useMemo, useState } from 'react';
import { Controlled } from 'react-codemirror2';
import { t } from '../i18n';
import { resolveCodeEditorTheme } from '../theme/code-editor-themes';
import '../theme/code-editor-themes/contrast.css';
import { useUiPreferences } from './ui-preferences';
import './code-editor.css';

// CodeMirror 5 and its modes weigh ~90 kB gzip: import this module lazily (LazyCodeEditor, or React.lazy).

export type CodeLanguage = 'javascript' | 'json' | 'typescript' | 'sql' | 'python' | 'java' | 'c' | 'cpp' | 'csharp' | 'text';

const MODES: Record<CodeLanguage, string | ModeSpec<ModeSpecOptions> | null> = {
  javascript: 'javascript',
  json: { name: 'javascript', json: true } as ModeSpec<ModeSpecOptions>,
  typescript: 'text/typescript',
  sql: 'text/x-pgsql',
  python: 'python',
  java: 'text/x-java',
  c: 'text/x-csrc',
  cpp: 'text/x-c++src',
  csharp: 'text/x-csharp',
  text: null,
};

/** Marks every space and tab with a class of its own; the CSS draws a dot or an arrow over it. */
const whitespaceOverlay: Mode<unknown> = {
  name: 'eh-whitespace',
  token(stream) {
    const ch = stream.next();
    if (ch === ' ') return 'eh-space';
    if (ch === '\t') return 'eh-tab';
    stream.eatWhile(/[^ \t]/);
    return null;
  },
};

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  readOnly?: boolean;
  /** CSS height of the editor; 'auto' grows with the content. */
  height?: string;
  /** Accessible name of the editor's text input. */
  ariaLabel?: string;
  /** Overrides the user's code-editor theme (e.g. for a preview). */
  themeName?: string;
  /** Overrides the user's markWhitespace setting. */
  markWhitespace?: boolean;
  /** Wraps long lines (prose, such as Markdown) instead of scrolling sideways. */
  wrapLines?: boolean;
  className?: string;
}

/** A CodeMirror 5 editor in the user's code-editor theme, marking whitespace when the user asked for it. */
export function CodeEditor({
  value, onChange, language = 'javascript', readOnly = false, height = '300px', ariaLabel, themeName, markWhitespace,
  wrapLines = false, className,
}: CodeEditorProps) {
  const preferences = useUiPreferences();
  const theme = resolveCodeEditorTheme(themeName ?? preferences.codeEditorTheme);
  const showWhitespace = markWhitespace ?? preferences.markWhitespace;
  const [editor, setEditor] = useState<Editor | null>(null);

  useEffect(() => {
    theme.loadCss().catch((error: unknown) => console.warn(`Code editor theme ${theme.name} could not be loaded`, error));
  }, [theme]);

  useEffect(() => {
    if (!editor || !showWhitespace) return;
    editor.addOverlay(whitespaceOverlay);
    return () => editor.removeOverlay(whitespaceOverlay);
  }, [editor, showWhitespace]);

  useEffect(() => {
    editor?.setSize(null, height);
  }, [editor, height]);

  const options = useMemo(
    (): EditorConfiguration & { screenReaderLabel?: string; styleActiveLine?: boolean; matchBrackets?: boolean } => ({
      mode: MODES[language] ?? undefined,
      theme: theme.cmTheme,
      lineNumbers: true,
      lineWrapping: wrapLines,
      indentUnit: 2,
      tabSize: 4,
      readOnly,
      matchBrackets: true,
      styleActiveLine: !readOnly,
      screenReaderLabel: ariaLabel ?? t('codeEditor.label'),
      viewportMargin: height === 'auto' ? Infinity : 10,
    }),
    [language, theme.cmTheme, readOnly, ariaLabel, height, wrapLines],
  );

  return (
    <Controlled
      className={`eh-code-editor${showWhitespace ? ' marks-whitespace' : ''}${className ? ` ${className}` : ''}`}
      value={value}
      options={options}
      editorDidMount={(instance) => setEditor(instance)}
      onBeforeChange={(_editor, _data, next) => onChange?.(next)}
    />
  );
}

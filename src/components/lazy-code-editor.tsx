import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './code-editor';

const CodeEditor = lazy(() => import('./code-editor').then((module) => ({ default: module.CodeEditor })));

/** CodeEditor in its own chunk: CodeMirror loads only when an editor is first shown. */
export function LazyCodeEditor(props: CodeEditorProps) {
  const height = props.height && props.height !== 'auto' ? props.height : '120px';
  return (
    <Suspense fallback={<div className="eh-code-editor-placeholder" style={{ height }} aria-busy="true" />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

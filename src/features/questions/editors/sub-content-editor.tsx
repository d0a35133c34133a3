import type { SubQuestionContent } from '../../../api/exam-api';
import { CodeKindEditor } from './code-editor-kind';
import { ConnectedElementsEditor } from './connected-elements-editor';
import { DiagramEditor } from './diagram-editor';
import type { KindEditorProps } from './editor-context';
import { FreeTextEditor } from './free-text-editor';
import { JsonEditor } from './json-editor';
import { MultipleChoiceEditor } from './multiple-choice-editor';
import { NumericalEditor } from './numerical-editor';
import { OrderedElementsEditor } from './ordered-elements-editor';
import { ScaleEditor } from './scale-editor';
import { SqlEditor } from './sql-editor';
import { TextCompletionEditor } from './text-completion-editor';
import { TrueFalseEditor } from './true-false-editor';

/** The editor of any kind a sub-question may have (all but complex). */
export function SubContentEditor({ value, onChange, path }: KindEditorProps<SubQuestionContent>) {
  switch (value.kind) {
    case 'multiple-choice':
      return <MultipleChoiceEditor value={value} onChange={onChange} path={path} />;
    case 'true-false':
      return <TrueFalseEditor value={value} onChange={onChange} path={path} />;
    case 'free-text':
      return <FreeTextEditor value={value} onChange={onChange} path={path} />;
    case 'code':
      return <CodeKindEditor value={value} onChange={onChange} path={path} />;
    case 'sql':
      return <SqlEditor value={value} onChange={onChange} path={path} />;
    case 'json':
      return <JsonEditor value={value} onChange={onChange} path={path} />;
    case 'ordered-elements':
      return <OrderedElementsEditor value={value} onChange={onChange} path={path} />;
    case 'connected-elements':
      return <ConnectedElementsEditor value={value} onChange={onChange} path={path} />;
    case 'text-completion':
      return <TextCompletionEditor value={value} onChange={onChange} path={path} />;
    case 'diagram':
      return <DiagramEditor value={value} onChange={onChange} path={path} />;
    case 'scale':
      return <ScaleEditor value={value} onChange={onChange} path={path} />;
    case 'numerical':
      return <NumericalEditor value={value} onChange={onChange} path={path} />;
  }
}

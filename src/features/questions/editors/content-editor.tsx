import type { QuestionContent } from '../../../api/exam-api';
import { ComplexEditor } from './complex-editor';
import type { KindEditorProps } from './editor-context';
import { SubContentEditor } from './sub-content-editor';

/** The editor of the question's kind. */
export function ContentEditor({ value, onChange, path }: KindEditorProps<QuestionContent>) {
  return value.kind === 'complex'
    ? <ComplexEditor value={value} onChange={onChange} path={path} />
    : <SubContentEditor value={value} onChange={onChange} path={path} />;
}

import type { SubQuestionAnswer, SubQuestionViewBody } from '../../../api/exam-api';
import { CodeRenderer } from './code-renderer';
import { ConnectedElementsRenderer } from './connected-elements-renderer';
import { DiagramRenderer } from './diagram-renderer';
import { FreeTextRenderer } from './free-text-renderer';
import { JsonRenderer } from './json-renderer';
import { MultipleChoiceRenderer } from './multiple-choice-renderer';
import { NumericalRenderer } from './numerical-renderer';
import { OrderedElementsRenderer } from './ordered-elements-renderer';
import { ScaleRenderer } from './scale-renderer';
import { SqlRenderer } from './sql-renderer';
import { TextCompletionRenderer } from './text-completion-renderer';
import { TrueFalseRenderer } from './true-false-renderer';

/** The answer when it is of `kind`; an answer of another kind (e.g. after the question changed kind) counts as none. */
function ofKind<K extends SubQuestionAnswer['kind']>(answer: SubQuestionAnswer | null, kind: K): Extract<SubQuestionAnswer, { kind: K }> | null {
  return answer?.kind === kind ? (answer as Extract<SubQuestionAnswer, { kind: K }>) : null;
}

export interface PartRendererProps {
  body: SubQuestionViewBody;
  answer: SubQuestionAnswer | null;
  onChange: (answer: SubQuestionAnswer) => void;
  disabled?: boolean;
  labelledBy?: string;
}

/** The answer controls of every kind but complex (a question, or one part of a complex question). */
export function PartRenderer({ body, answer, onChange, disabled, labelledBy }: PartRendererProps) {
  const common = { onChange, disabled, labelledBy };
  switch (body.kind) {
    case 'multiple-choice': return <MultipleChoiceRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'true-false': return <TrueFalseRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'free-text': return <FreeTextRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'code': return <CodeRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'sql': return <SqlRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'json': return <JsonRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'ordered-elements': return <OrderedElementsRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'connected-elements': return <ConnectedElementsRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'text-completion': return <TextCompletionRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'diagram': return <DiagramRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'scale': return <ScaleRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
    case 'numerical': return <NumericalRenderer view={body} answer={ofKind(answer, body.kind)} {...common} />;
  }
}

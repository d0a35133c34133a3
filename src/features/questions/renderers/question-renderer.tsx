import { Flex, Typography } from 'antd';
import { useId } from 'react';
import type { QuestionAnswer, QuestionView } from '../../../api/exam-api';
import { Markdown } from '../components/markdown';
import { ComplexRenderer } from './complex-renderer';
import { PartRenderer } from './part-renderer';
import './renderers.css';

export interface QuestionRendererProps {
  view: QuestionView;
  answer: QuestionAnswer | null;
  onChange: (answer: QuestionAnswer) => void;
  disabled?: boolean;
}

/** The student's view of a question: its title and text (markdown), then the answer controls of its kind. */
export function QuestionRenderer({ view, answer, onChange, disabled }: QuestionRendererProps) {
  const textId = `eh-question-text-${useId().replace(/:/g, '')}`;
  const hasText = view.text.trim() !== '';
  const labelledBy = hasText ? textId : undefined;
  return (
    <Flex vertical gap={16} className="eh-question" data-kind={view.body.kind}>
      <Typography.Title level={2} className="eh-question-title eh-size-h4">{view.title}</Typography.Title>
      {hasText && <Markdown id={textId} source={view.text} />}
      {view.body.kind === 'complex'
        ? (
          <ComplexRenderer
            view={view.body}
            answer={answer?.kind === 'complex' ? answer : null}
            onChange={onChange}
            disabled={disabled}
            labelledBy={labelledBy}
          />
        )
        : (
          <PartRenderer
            body={view.body}
            answer={answer && answer.kind !== 'complex' ? answer : null}
            onChange={onChange}
            disabled={disabled}
            labelledBy={labelledBy}
          />
        )}
    </Flex>
  );
}

import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { QuestionAnswer, StaffInstanceQuestion } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { roundPoints } from '../../../i18n/format';
import { CardTitle } from '../exam-format';
import { useQuestionBankKit } from '../question-bank-kit';
import '../messages';

export interface InstanceQuestionProps {
  question: StaffInstanceQuestion;
  /** What the renderer shows as answered. */
  answer: QuestionAnswer | null;
  onChange?: (answer: QuestionAnswer) => void;
  /** Read-only: the student's answer or the solution is shown, not edited. */
  readOnly: boolean;
  /** Tags beside the title (e.g. "Correct answer"). */
  tags?: ReactNode;
  children?: ReactNode;
}

/** One question of an instance or a sample: its place, points and grading model, then as the student sees it. */
export function InstanceQuestion({ question, answer, onChange, readOnly, tags, children }: InstanceQuestionProps) {
  const t = useT();
  const { QuestionView } = useQuestionBankKit();
  return (
    <Card
      size="small"
      className="eh-exam-question"
      title={(
        <Flex gap={8} wrap align="center">
          <CardTitle>{t('exams.question.number', { n: question.ordinal })}</CardTitle>
          <Tag>{t('exams.question.points', { points: roundPoints(question.maxPoints) })}</Tag>
          {/* A model's name is often its scores ("15/0/-5"): said in words, and explained on hover or focus. */}
          <Tooltip title={t('exams.question.gradingModelHelp')}>
            <Typography.Text type="secondary" tabIndex={0}>{t('exams.question.gradingModel', { name: question.gradingModelName })}</Typography.Text>
          </Tooltip>
          {tags}
        </Flex>
      )}
    >
      <QuestionView view={question.view} answer={answer} onChange={onChange ?? (() => {})} disabled={readOnly} />
      {children}
    </Card>
  );
}

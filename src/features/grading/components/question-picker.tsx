import { Progress, Tag, Typography } from 'antd';
import type { ManualGradingQuestion } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages';

export interface QuestionPickerProps {
  questions: ManualGradingQuestion[];
  selected: number | null;
  onSelect: (questionRootId: number) => void;
}

/** The exam's questions, each with its progress: graded of answered, and how many wait for a teacher. */
export function QuestionPicker({ questions, selected, onSelect }: QuestionPickerProps) {
  const t = useT();
  if (questions.length === 0) return <Typography.Text type="secondary">{t('manualGrading.picker.noQuestions')}</Typography.Text>;
  return (
    <nav aria-label={t('manualGrading.picker.questions')}>
      <ul className="eh-grading-picker">
        {questions.map((question) => {
          const percent = question.answers === 0 ? 0 : Math.round((100 * question.graded) / question.answers);
          const current = question.questionRootId === selected;
          // A question the automatic grader grades whole is no work for a teacher: no "0 of N graded", no empty bar.
          const automatic = !question.needsManual && question.toGrade === 0 && question.graded === 0;
          return (
            <li key={question.questionRootId}>
              <button
                type="button"
                className={current ? 'eh-grading-pick eh-grading-pick-current' : 'eh-grading-pick'}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(question.questionRootId)}
              >
                <span className="eh-grading-pick-title">{question.title}</span>
                <span className="eh-grading-pick-meta">
                  {question.toGrade > 0
                    ? <Tag color="orange">{t('manualGrading.picker.toGrade', { count: question.toGrade })}</Tag>
                    : question.needsManual && <Tag color="green">{t('manualGrading.picker.done')}</Tag>}
                  {automatic && <Tag>{t('manualGrading.picker.automatic')}</Tag>}
                  {question.unapplied > 0 && <Tag color="gold">{t('manualGrading.picker.unapplied', { count: question.unapplied })}</Tag>}
                </span>
                {!automatic && (
                  <Progress
                    percent={percent}
                    size="small"
                    showInfo={false}
                    aria-hidden
                  />
                )}
                <span className="eh-grading-pick-count">
                  {automatic
                    ? t('manualGrading.picker.answers', { count: question.answers })
                    : t('manualGrading.picker.graded', { graded: question.graded, answers: question.answers })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { CheckOutlined, LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Collapse, Flex, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { errorMessage, isFetchBaseQueryError, serverMessage, type ServerErrorBody } from '../../../api/errors';
import { useListRubricItemsQuery, useSaveManualGradeMutation, type ManualGradingAnswer, type RubricItem } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatDateTime, formatPoints } from '../../../i18n/format';
import { useManualGradingKit } from '../manual-grading-kit';
import '../messages';
import { useGradingShortcuts } from '../use-grading-shortcuts';
import { RubricChecklist } from './rubric-checklist';

const COMMENT_MAX = 10_000;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const nothing = () => undefined;

interface Draft {
  ticked: number[];
  adjustment: number;
  /** A score the grader typed; null: the rubric's sum plus the adjustment. */
  typed: number | null;
  comment: string;
}

function draftOf(answer: ManualGradingAnswer): Draft {
  const grade = answer.grade;
  if (!grade) return { ticked: [], adjustment: 0, typed: null, comment: '' };
  return { ticked: grade.rubricItemIds, adjustment: grade.adjustment, typed: grade.scoreTyped ? grade.score : null, comment: grade.comment ?? '' };
}

const sameDraft = (a: Draft, b: Draft) =>
  a.adjustment === b.adjustment && a.typed === b.typed && a.comment.trim() === b.comment.trim()
  && a.ticked.length === b.ticked.length && a.ticked.every((id) => b.ticked.includes(id));

/** The score a draft gives: typed, or the ticked items' points plus the adjustment within the question's bounds. */
export function draftScore(draft: Draft, items: RubricItem[], bounds: { minPoints: number; maxPoints: number }): number {
  if (draft.typed !== null) return draft.typed;
  const sum = items.filter((item) => draft.ticked.includes(item.id)).reduce((total, item) => total + item.points, 0);
  return round3(clamp(sum + draft.adjustment, bounds.minPoints, bounds.maxPoints));
}

export interface AnswerGraderProps {
  examId: number;
  answer: ManualGradingAnswer;
  position: number;
  total: number;
  /** By student, each answer is of another question: its title heads the card. */
  showQuestionTitle: boolean;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  onSaved: (answer: ManualGradingAnswer) => void;
  onReload: () => void;
}

/** One answer as the student saw it, the model answer, and its grade: rubric items, adjustment or score, comment. */
export function AnswerGrader({ examId, answer, position, total, showQuestionTitle, onPrevious, onNext, onSaved, onReload }: AnswerGraderProps) {
  const t = useT();
  const kit = useManualGradingKit();
  const { modal } = App.useApp();
  const ids = { score: useId(), adjustment: useId(), comment: useId(), heading: useId() };
  const rubric = useListRubricItemsQuery({ examId, questionRootId: answer.questionRootId });
  const items = useMemo(() => rubric.data?.data ?? [], [rubric.data]);
  const saved = useMemo(() => draftOf(answer), [answer]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [conflict, setConflict] = useState<string | null>(null);
  const [save, saving] = useSaveManualGradeMutation();
  const dirty = !sameDraft(draft, saved);
  const score = draftScore(draft, items, answer);
  const points = (value: number) => formatPoints(value);

  /** Leaving an answer with changes not saved asks first. */
  const leave = (go: (() => void) | null) => {
    if (!go) return;
    if (!dirty) {
      go();
      return;
    }
    modal.confirm({
      title: t('manualGrading.grade.unsavedTitle'),
      content: t('manualGrading.grade.unsavedText'),
      okText: t('manualGrading.grade.discard'),
      cancelText: t('manualGrading.grade.stay'),
      onOk: go,
    });
  };
  useGradingShortcuts(() => leave(onNext), () => leave(onPrevious));

  const submit = async (thenNext: boolean) => {
    setConflict(null);
    const result = await save({
      examId,
      examInstanceId: answer.instanceId,
      ordinal: answer.ordinal,
      manualGradeInput: {
        ...(answer.grade ? { baseVersion: answer.grade.version } : {}),
        score: draft.typed,
        adjustment: draft.adjustment,
        rubricItemIds: draft.ticked,
        comment: draft.comment.trim() === '' ? null : draft.comment,
      },
    });
    if ('error' in result && result.error) {
      if (isFetchBaseQueryError(result.error) && result.error.status === 409) {
        const body = typeof result.error.data === 'object' && result.error.data !== null ? (result.error.data as ServerErrorBody) : {};
        setConflict(serverMessage(body) ?? errorMessage(result.error));
      }
      return;
    }
    if (result.data) onSaved(result.data.data);
    if (thenNext && onNext) onNext();
  };

  const grade = answer.grade;
  const student = [answer.lastName, answer.firstName].join(' ');
  const bounds = t('manualGrading.grade.bounds', { min: points(answer.minPoints), max: points(answer.maxPoints) });

  return (
    <Card
      className="eh-grading-answer"
      title={(
        <Flex vertical gap={0}>
          <Typography.Title level={2} id={ids.heading} className="eh-card-title" style={{ margin: 0 }}>
            {showQuestionTitle ? answer.title : student}
          </Typography.Title>
          <Typography.Text type="secondary" className="eh-grading-subtitle">
            {showQuestionTitle
              ? t('manualGrading.answer.questionOf', { ordinal: answer.ordinal, student })
              : [answer.altId, answer.classGroup && t('manualGrading.answer.group', { group: answer.classGroup })].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      )}
      extra={(
        <Space wrap>
          <Typography.Text aria-live="polite">{t('manualGrading.answer.position', { n: position, total })}</Typography.Text>
          <Button icon={<LeftOutlined />} disabled={!onPrevious} onClick={() => leave(onPrevious)} aria-keyshortcuts="K Alt+ArrowLeft">
            {t('manualGrading.answer.previous')}
          </Button>
          <Button icon={<RightOutlined />} iconPlacement="end" disabled={!onNext} onClick={() => leave(onNext)} aria-keyshortcuts="J Alt+ArrowRight">
            {t('manualGrading.answer.next')}
          </Button>
        </Space>
      )}
    >
      <section aria-labelledby={ids.heading}>
        <Flex vertical gap={16}>
          <Flex wrap gap={8}>
            {answer.autoGrade?.outcome === 'pending' && !grade && <Tag color="orange">{t('manualGrading.status.toGrade')}</Tag>}
            {grade && <Tag color="blue">{t('manualGrading.status.graded', { name: grade.gradedByName ?? '?', at: formatDateTime(grade.gradedAt), score: points(grade.score) })}</Tag>}
            {grade && (grade.appliedAt
              ? <Tag color="green">{t('manualGrading.status.applied')}</Tag>
              : <Tag color="gold">{answer.manual ? t('manualGrading.status.changedSinceApplied') : t('manualGrading.status.notApplied')}</Tag>)}
            {answer.autoScore !== null && answer.autoGrade?.outcome !== 'pending' && (
              <Tag>{t('manualGrading.status.studentSees', { score: points(answer.autoScore), max: points(answer.maxPoints) })}</Tag>
            )}
          </Flex>
          <div className="eh-grading-student-answer">
            <kit.QuestionView view={answer.view} answer={answer.answer} onChange={nothing} disabled />
          </div>
          <Collapse
            size="small"
            items={[
              ...(answer.modelAnswer ? [{
                key: 'model',
                label: t('manualGrading.answer.modelAnswer'),
                children: <kit.QuestionView view={{ ...answer.view, title: t('manualGrading.answer.modelAnswer'), text: '' }} answer={answer.modelAnswer} onChange={nothing} disabled />,
              }] : []),
              ...(answer.autoGrade && answer.autoGrade.outcome !== 'pending' ? [{
                key: 'auto',
                label: t('manualGrading.answer.currentGrade'),
                children: <kit.GradeResult result={answer.autoGrade} />,
              }] : []),
            ]}
          />
          <Card size="small" type="inner" title={t('manualGrading.grade.title')} className="eh-grading-form">
            {/* Not a <form>: the rubric's own item form sits inside it, and forms do not nest. */}
            <div role="form" aria-label={t('manualGrading.grade.formLabel', { student })}>
              <Flex vertical gap={12}>
                <RubricChecklist
                  examId={examId}
                  questionRootId={answer.questionRootId}
                  query={rubric}
                  items={items}
                  ticked={draft.ticked}
                  onTick={(ticked) => setDraft((current) => ({ ...current, ticked }))}
                />
                <Flex wrap gap={16} align="end">
                  <Flex vertical gap={4}>
                    <label htmlFor={ids.adjustment}>{t('manualGrading.grade.adjustment')}</label>
                    <InputNumber
                      id={ids.adjustment}
                      value={draft.adjustment}
                      min={-100000}
                      max={100000}
                      disabled={draft.typed !== null}
                      onChange={(value) => setDraft((current) => ({ ...current, adjustment: typeof value === 'number' ? value : 0 }))}
                    />
                  </Flex>
                  <Flex vertical gap={4}>
                    <label htmlFor={ids.score}>{t('manualGrading.grade.score')}</label>
                    <InputNumber
                      id={ids.score}
                      value={draft.typed}
                      placeholder={points(score)}
                      min={answer.minPoints}
                      max={answer.maxPoints}
                      aria-describedby={`${ids.score}-help`}
                      onChange={(value) => setDraft((current) => ({ ...current, typed: typeof value === 'number' ? value : null }))}
                    />
                  </Flex>
                  {draft.typed !== null && (
                    <Button onClick={() => setDraft((current) => ({ ...current, typed: null }))}>{t('manualGrading.grade.useRubric')}</Button>
                  )}
                  <Typography.Text strong className="eh-grading-total" aria-live="polite">
                    {t('manualGrading.grade.total', { score: points(score), max: points(answer.maxPoints) })}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary" id={`${ids.score}-help`}>
                  {draft.typed === null ? t('manualGrading.grade.fromRubric', { bounds }) : t('manualGrading.grade.typedHelp', { bounds })}
                </Typography.Text>
                <Flex vertical gap={4}>
                  <label htmlFor={ids.comment}>{t('manualGrading.grade.comment')}</label>
                  <Input.TextArea
                    id={ids.comment}
                    value={draft.comment}
                    maxLength={COMMENT_MAX}
                    autoSize={{ minRows: 2, maxRows: 8 }}
                    onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
                  />
                  <Typography.Text type="secondary">{t('manualGrading.grade.commentHelp')}</Typography.Text>
                </Flex>
                {conflict && (
                  <Alert
                    type="error"
                    showIcon
                    title={t('manualGrading.grade.conflictTitle')}
                    description={conflict}
                    action={<Button onClick={onReload}>{t('manualGrading.grade.reload')}</Button>}
                  />
                )}
                <Flex wrap gap={8} align="center">
                  <Button type="primary" icon={<CheckOutlined />} loading={saving.isLoading} onClick={() => void submit(true)}>
                    {onNext ? t('manualGrading.grade.saveNext') : t('manualGrading.grade.save')}
                  </Button>
                  {onNext && (
                    <Button icon={<SaveOutlined />} onClick={() => void submit(false)} disabled={saving.isLoading}>{t('manualGrading.grade.save')}</Button>
                  )}
                  {dirty && <Typography.Text type="warning">{t('manualGrading.grade.unsaved')}</Typography.Text>}
                  <Typography.Text type="secondary" className="eh-grading-keys">
                    {t('manualGrading.keys.prefix')} <kbd>J</kbd> / <kbd>K</kbd> {t('manualGrading.keys.or')} <kbd>Alt</kbd>+<kbd>→</kbd> / <kbd>Alt</kbd>+<kbd>←</kbd>
                  </Typography.Text>
                </Flex>
              </Flex>
            </div>
          </Card>
        </Flex>
      </section>
    </Card>
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, InputNumber, Popconfirm, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useListCourseNodesQuery, type ExamPart, type ExamPartSource, type GradingModel, type QuestionSummary,
} from '../../../api/exam-api';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { move, type PartDraft, type QuestionInfo } from '../exam-draft';
import { useQuestionBankKit } from '../question-bank-kit';
import { ExamField } from './exam-field';
import { QuestionPickerDialog } from './question-picker-dialog';
import { CardTitle } from '../exam-format';
import '../messages';

export interface PartEditorProps {
  part: PartDraft;
  index: number;
  count: number;
  courseId: number;
  gradingModels: GradingModel[];
  /** The part as saved, when it is: its `available` count is the server's. */
  saved: ExamPart | undefined;
  questions: ReadonlyMap<number, QuestionInfo>;
  disabled: boolean;
  onChange: (part: PartDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onQuestionsFound: (questions: QuestionSummary[]) => void;
}

/** What a node part can draw from: the saved count of active questions, or the node's questions while it changes. */
function Available({ part, saved, courseId }: { part: PartDraft; saved: ExamPart | undefined; courseId: number }) {
  const t = useT();
  const { data } = useListCourseNodesQuery({ courseId }, { skip: courseId === 0 });
  if (part.nodeId === null) return null;
  if (saved && saved.source === 'node' && saved.nodeId === part.nodeId) {
    return <Typography.Text type="secondary">{t('exams.parts.availableActive', { count: saved.available })}</Typography.Text>;
  }
  const node = data?.data.find((candidate) => candidate.id === part.nodeId);
  if (!node) return null;
  return <Typography.Text type="secondary">{t('exams.parts.availableInNode', { count: node.totalQuestionCount })}</Typography.Text>;
}

/** One part of the exam: where its questions come from, how many, and its grading model. */
export function PartEditor({
  part, index, count, courseId, gradingModels, saved, questions, disabled, onChange, onMove, onRemove, onQuestionsFound,
}: PartEditorProps) {
  const t = useT();
  const { KindTag, NodePicker } = useQuestionBankKit();
  const [picking, setPicking] = useState(false);
  const path = `parts/${index}`;
  const label = t('exams.parts.partN', { n: index + 1 });
  const update = (patch: Partial<PartDraft>) => onChange({ ...part, ...patch });
  const modelOptions = useMemo(() => gradingModels.map((model) => ({
    value: model.id,
    label: t('exams.parts.modelOption', {
      name: model.name, correct: formatNumber(model.correctScore), incorrect: formatNumber(model.incorrectScore),
      unanswered: formatNumber(model.unansweredScore),
    }),
  })), [gradingModels, t]);

  return (
    <Card
      size="small"
      className="eh-exam-part"
      data-path={path}
      tabIndex={-1}
      title={<CardTitle level={3}>{label}</CardTitle>}
      extra={(
        <Space size={2}>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={disabled || index === 0} aria-label={t('exams.parts.moveUp', { part: label })} onClick={() => onMove(index - 1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={disabled || index === count - 1} aria-label={t('exams.parts.moveDown', { part: label })} onClick={() => onMove(index + 1)} />
          <Popconfirm
            title={t('exams.parts.removeTitle', { part: label })}
            okText={t('exams.parts.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={onRemove}
            disabled={disabled}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={t('exams.parts.removePart', { part: label })} />
          </Popconfirm>
        </Space>
      )}
    >
      <Flex gap={16} wrap>
        <ExamField path={`${path}/title`} label={t('exams.parts.fields.title')} htmlFor={`eh-part-${part.key}-title`} className="eh-exam-grow">
          <Input
            id={`eh-part-${part.key}-title`}
            value={part.title ?? ''}
            maxLength={200}
            placeholder={t('exams.parts.titlePlaceholder')}
            disabled={disabled}
            onChange={(event) => update({ title: event.target.value })}
          />
        </ExamField>
        <ExamField path={`${path}/gradingModelId`} label={t('exams.parts.fields.gradingModelId')} htmlFor={`eh-part-${part.key}-model`}>
          <Select
            id={`eh-part-${part.key}-model`}
            value={part.gradingModelId > 0 ? part.gradingModelId : undefined}
            options={modelOptions}
            placeholder={t('exams.parts.chooseModel')}
            disabled={disabled}
            onChange={(gradingModelId: number) => update({ gradingModelId })}
            style={{ minWidth: 240 }}
            popupMatchSelectWidth={false}
          />
        </ExamField>
      </Flex>
      <ExamField path={`${path}/source`} label={t('exams.parts.fields.source')}>
        <Segmented<ExamPartSource>
          value={part.source}
          disabled={disabled}
          aria-label={t('exams.parts.fields.source')}
          onChange={(source) => update({ source })}
          options={[
            { value: 'node', label: t('exams.parts.sources.node') },
            { value: 'fixed', label: t('exams.parts.sources.fixed') },
          ]}
        />
      </ExamField>
      {part.source === 'node' ? (
        <Flex gap={16} wrap align="flex-start">
          <ExamField path={`${path}/nodeId`} label={t('exams.parts.fields.nodeId')} extra={<Available part={part} saved={saved} courseId={courseId} />} className="eh-exam-grow">
            {disabled ? (
              <Input disabled value={saved?.nodeName ?? ''} aria-label={t('exams.parts.fields.nodeId')} />
            ) : (
              <NodePicker
                courseId={courseId}
                value={part.nodeId}
                ariaLabel={t('exams.parts.nodeOf', { part: label })}
                placeholder={t('exams.parts.chooseNode')}
                onChange={(nodeId) => update({ nodeId })}
              />
            )}
          </ExamField>
          <ExamField path={`${path}/minQuestions`} label={t('exams.parts.fields.minQuestions')} htmlFor={`eh-part-${part.key}-min`}>
            <InputNumber<number>
              id={`eh-part-${part.key}-min`}
              min={0}
              max={200}
              precision={0}
              value={part.minQuestions}
              disabled={disabled}
              onChange={(value) => {
                const minQuestions = value ?? 0;
                update({ minQuestions, maxQuestions: Math.max(minQuestions, part.maxQuestions) });
              }}
            />
          </ExamField>
          <ExamField path={`${path}/maxQuestions`} label={t('exams.parts.fields.maxQuestions')} htmlFor={`eh-part-${part.key}-max`}>
            <InputNumber<number>
              id={`eh-part-${part.key}-max`}
              min={0}
              max={200}
              precision={0}
              value={part.maxQuestions}
              disabled={disabled}
              onChange={(value) => update({ maxQuestions: value ?? 0 })}
            />
          </ExamField>
        </Flex>
      ) : (
        <ExamField path={`${path}/questionIds`} label={t('exams.parts.fields.questionIds')}>
          {part.questionIds.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('exams.parts.noQuestions')}</Typography.Paragraph>
          ) : (
            <ol className="eh-exam-part-questions" aria-label={t('exams.parts.questionsOf', { part: label })}>
              {part.questionIds.map((questionId, questionIndex) => {
                const info = questions.get(questionId);
                const title = info?.title ?? t('exams.parts.questionId', { id: questionId });
                return (
                  <li key={questionId} data-path={`${path}/questionIds/${questionIndex}`} tabIndex={-1}>
                    <Flex gap={8} align="center" wrap>
                      <Link to={paths.questionEdit(questionId)} className="eh-exam-grow">{title}</Link>
                      {info && <KindTag kind={info.kind} />}
                      {info && <Tag>{t('exams.versionShort', { version: info.version })}</Tag>}
                      {info && !info.isActive && <Tag color="warning">{t('exams.parts.inactive')}</Tag>}
                      <Space size={0}>
                        <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={disabled || questionIndex === 0} aria-label={t('exams.parts.questionUp', { title })} onClick={() => update({ questionIds: move(part.questionIds, questionIndex, questionIndex - 1) })} />
                        <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={disabled || questionIndex === part.questionIds.length - 1} aria-label={t('exams.parts.questionDown', { title })} onClick={() => update({ questionIds: move(part.questionIds, questionIndex, questionIndex + 1) })} />
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={t('exams.parts.questionRemove', { title })} onClick={() => update({ questionIds: part.questionIds.filter((id) => id !== questionId) })} />
                      </Space>
                    </Flex>
                  </li>
                );
              })}
            </ol>
          )}
          <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => setPicking(true)}>{t('exams.parts.addQuestions')}</Button>
          <QuestionPickerDialog
            open={picking}
            courseId={courseId}
            chosenIds={part.questionIds}
            onClose={() => setPicking(false)}
            onAdd={(found) => {
              onQuestionsFound(found);
              update({ questionIds: [...part.questionIds, ...found.map((question) => question.id).filter((id) => !part.questionIds.includes(id))] });
              setPicking(false);
            }}
          />
        </ExamField>
      )}
    </Card>
  );
}

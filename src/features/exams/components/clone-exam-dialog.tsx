import { Checkbox, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useCloneExamMutation, type AcademicYear, type Exam, type ExamSummary } from '../../../api/exam-api';
import { selectAllAcademicYears, useContextLists } from '../../../core/course-context';
import { useAppSelector } from '../../../core/hooks';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/server-errors';
import { ABBREVIATION_MAX, ABBREVIATION_PATTERN } from '../exam-draft';
import '../messages';

/** The academic year after `yearId`: the one starting soonest after it starts. */
export function nextAcademicYear(years: readonly AcademicYear[], yearId: number): AcademicYear | null {
  const current = years.find((year) => year.id === yearId);
  if (!current) return null;
  return [...years]
    .filter((year) => year.startDate > current.startDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ?? null;
}

/** A free abbreviation for a copy in the same year: the original with '-2' (cut to fit). */
function copyAbbreviation(abbreviation: string): string {
  return `${abbreviation.slice(0, ABBREVIATION_MAX - 2)}-2`;
}

interface CloneValues {
  title: string;
  abbreviation: string;
  academicYearId: number;
}

export interface CloneExamDialogProps {
  /** The exam to copy; null closes the dialog. */
  exam: Pick<ExamSummary, 'id' | 'title' | 'abbreviation' | 'academicYearId'> | null;
  /** Opened as "clone to the next academic year". */
  toNextYear?: boolean;
  onClose: () => void;
  onCloned: (copy: Exam) => void;
}

/** Copy an exam with its parts: a new title, abbreviation and academic year (the next one, when asked). */
export function CloneExamDialog({ exam, toNextYear = false, onClose, onCloned }: CloneExamDialogProps) {
  const t = useT();
  const { loading } = useContextLists();
  if (!exam) return null;
  // The years decide which one is "next": the form starts once they are known.
  if (loading) {
    return (
      <Modal open title={t('exams.clone.title', { title: exam.title })} footer={null} onCancel={onClose}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Modal>
    );
  }
  return <CloneForm key={`${exam.id}-${toNextYear}`} exam={exam} toNextYear={toNextYear} onClose={onClose} onCloned={onCloned} />;
}

function CloneForm({ exam, toNextYear, onClose, onCloned }: Required<CloneExamDialogProps> & { exam: NonNullable<CloneExamDialogProps['exam']> }) {
  const t = useT();
  const years = useAppSelector(selectAllAcademicYears);
  const next = nextAcademicYear(years, exam.academicYearId);
  const [form] = Form.useForm<CloneValues>();
  const [nextYear, setNextYear] = useState(toNextYear && next !== null);
  const [cloneExam, cloneState] = useCloneExamMutation();

  const initial: CloneValues = nextYear && next
    ? { title: exam.title, abbreviation: exam.abbreviation, academicYearId: next.id }
    : { title: t('exams.clone.copyTitle', { title: exam.title }), abbreviation: copyAbbreviation(exam.abbreviation), academicYearId: exam.academicYearId };

  const chooseNextYear = (checked: boolean) => {
    setNextYear(checked);
    if (checked && next) form.setFieldsValue({ academicYearId: next.id, title: exam.title, abbreviation: exam.abbreviation });
    else form.setFieldsValue({ academicYearId: exam.academicYearId });
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const result = await cloneExam({
      examId: exam.id,
      examCloneInput: { title: values.title.trim(), abbreviation: values.abbreviation.trim(), academicYearId: values.academicYearId },
    });
    if (result.error) {
      form.setFields(fieldErrors<keyof CloneValues>(result.error, ['title', 'abbreviation', 'academicYearId']));
      return;
    }
    onCloned(result.data.data);
  };

  return (
    <Modal
      open
      title={t('exams.clone.title', { title: exam.title })}
      okText={t('exams.clone.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={cloneState.isLoading}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('exams.clone.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initial} requiredMark={false} onFinish={() => void submit()}>
        <Form.Item
          name="title"
          label={t('exams.fields.title')}
          rules={[{ required: true, whitespace: true, message: t('exams.editor.checks.titleRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="abbreviation"
          label={t('exams.fields.abbreviation')}
          extra={t('exams.fields.abbreviationHelp')}
          rules={[
            { required: true, message: t('exams.editor.checks.abbreviationRequired') },
            { pattern: ABBREVIATION_PATTERN, message: t('exams.editor.checks.abbreviationPattern') },
          ]}
        >
          <Input maxLength={ABBREVIATION_MAX} />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={nextYear} disabled={next === null} onChange={(event) => chooseNextYear(event.target.checked)}>
            {next ? t('exams.clone.toNextYear', { year: next.title }) : t('exams.clone.noNextYear')}
          </Checkbox>
        </Form.Item>
        <Form.Item name="academicYearId" label={t('exams.clone.academicYear')}>
          <Select
            disabled={nextYear}
            options={years.map((year) => ({ value: year.id, label: year.title }))}
            aria-label={t('exams.clone.academicYear')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Empty, Flex, Form, Input, InputNumber, Modal, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  useCreateExamOverrideMutation,
  useDeleteExamOverrideMutation,
  useListEnrolmentsQuery,
  useListExamOverridesQuery,
  useUpdateExamOverrideMutation,
  type Exam,
  type ExamOverride,
  type ExamOverrideInput,
} from '../../../api/exam-api';
import { errorMessage } from '../../../api/errors';
import { tableEmptyText } from '../../../components/load-state';
import { useAlerts } from '../../../core/alerts/alert-actions';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClassGroups } from '../use-class-groups';
import '../messages';

type Target = 'group' | 'student';
type StartChoice = 'inherit' | 'allowed' | 'forbidden';

interface Draft {
  target: Target;
  studentId: number | null;
  studentLabel: string | null;
  classGroup: string | null;
  label: string;
  availableFrom: string | null;
  availableTo: string | null;
  durationMinutes: number | null;
  password: string;
  start: StartChoice;
  /** One address or range a line; empty: as the next rule down. */
  networks: string;
}

const emptyDraft: Draft = {
  target: 'group', studentId: null, studentLabel: null, classGroup: null, label: '', availableFrom: null, availableTo: null,
  durationMinutes: null, password: '', start: 'inherit', networks: '',
};

function draftOf(row: ExamOverride): Draft {
  return {
    target: row.studentId !== null ? 'student' : 'group',
    studentId: row.studentId,
    studentLabel: row.studentName,
    classGroup: row.classGroup,
    label: row.label ?? '',
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    durationMinutes: row.durationMinutes,
    password: row.password ?? '',
    start: row.startAllowed === null ? 'inherit' : row.startAllowed ? 'allowed' : 'forbidden',
    networks: (row.allowedNetworks ?? []).join('\n'),
  };
}

function networksOf(text: string): string[] | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  return lines.length === 0 ? null : lines;
}

function inputOf(draft: Draft): ExamOverrideInput {
  return {
    studentId: draft.target === 'student' ? draft.studentId : null,
    classGroup: draft.target === 'group' ? draft.classGroup : null,
    label: draft.label.trim() || null,
    availableFrom: draft.availableFrom,
    availableTo: draft.availableTo,
    durationMinutes: draft.durationMinutes,
    password: draft.password.trim() || null,
    startAllowed: draft.start === 'inherit' ? null : draft.start === 'allowed',
    allowedNetworks: networksOf(draft.networks),
  };
}

/**
 * The exam editor's overrides: another window, duration, password or start permission for one student or one class
 * group. A student's override wins over their group's, which wins over the exam, setting by setting; students'
 * accommodations then add time. A change that gives a running attempt more time reaches it at once.
 */
export function OverridesCard({ exam }: { exam: Exam }) {
  const t = useT();
  const alerts = useAlerts();
  const query = useListExamOverridesQuery({ examId: exam.id });
  const [remove] = useDeleteExamOverrideMutation();
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const rows = query.data?.data ?? [];

  const windowText = (row: ExamOverride) => {
    if (row.availableFrom === null && row.availableTo === null) return null;
    return `${formatDateTime(row.availableFrom ?? exam.availableFrom)} – ${formatDateTime(row.availableTo ?? exam.availableTo)}`;
  };
  const inherited = <Typography.Text type="secondary">{t('exams.overrides.inherited')}</Typography.Text>;

  return (
    <Card
      title={t('exams.overrides.title', { count: rows.length })}
      extra={<Button icon={<PlusOutlined />} onClick={() => setEditing({ id: null, draft: emptyDraft })}>{t('exams.overrides.add')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('exams.overrides.help')}</Typography.Paragraph>
      <Table<ExamOverride>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label={t('exams.overrides.tableLabel')}
        locale={{ emptyText: tableEmptyText(query, t('exams.overrides.what'), <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exams.overrides.none')} />) }}
        columns={[
          {
            key: 'target',
            title: t('exams.overrides.columns.target'),
            render: (_v, row) => (
              <Flex vertical>
                <span>{row.studentId !== null ? t('exams.overrides.student', { name: row.studentName ?? '—' }) : t('exams.overrides.group', { group: row.classGroup ?? '' })}</span>
                {row.label && <Typography.Text type="secondary">{row.label}</Typography.Text>}
              </Flex>
            ),
          },
          { key: 'window', title: t('exams.overrides.columns.window'), render: (_v, row) => windowText(row) ?? inherited },
          { key: 'duration', title: t('exams.overrides.columns.duration'), render: (_v, row) => (row.durationMinutes === null ? inherited : t('exams.overrides.minutes', { minutes: row.durationMinutes })) },
          { key: 'password', title: t('exams.overrides.columns.password'), render: (_v, row) => row.password ?? inherited },
          {
            key: 'start',
            title: t('exams.overrides.columns.start'),
            render: (_v, row) => (row.startAllowed === null ? inherited : <Tag color={row.startAllowed ? 'success' : 'error'}>{t(row.startAllowed ? 'exams.overrides.allowed' : 'exams.overrides.forbidden')}</Tag>),
          },
          { key: 'students', title: t('exams.overrides.columns.students'), render: (_v, row) => row.students },
          {
            key: 'warnings',
            title: t('exams.overrides.columns.warnings'),
            render: (_v, row) => (
              <Space size={4} wrap>
                {row.warnings.map((warning) => <Tag key={warning} color="warning">{t(`exams.overrides.warnings.${warning}`)}</Tag>)}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: <span className="eh-visually-hidden">{t('exams.overrides.columns.actions')}</span>,
            render: (_v, row) => (
              <Space size={4}>
                <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('exams.overrides.edit')} onClick={() => setEditing({ id: row.id, draft: draftOf(row) })} />
                <Popconfirm
                  title={t('exams.overrides.deleteConfirm')}
                  okText={t('exams.overrides.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={async () => {
                    const result = await remove({ examOverrideId: row.id });
                    if (result.error) alerts.showError(errorMessage(result.error));
                  }}
                >
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('exams.overrides.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <OverrideDialog exam={exam} id={editing.id} initial={editing.draft} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function OverrideDialog({ exam, id, initial, onClose }: { exam: Exam; id: number | null; initial: Draft; onClose: () => void }) {
  const t = useT();
  const alerts = useAlerts();
  const [draft, setDraft] = useState<Draft>(initial);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search, 300);
  const [create, created] = useCreateExamOverrideMutation();
  const [update, updated] = useUpdateExamOverrideMutation();
  const groups = useClassGroups(exam.courseId, exam.academicYearId);
  const students = useListEnrolmentsQuery(
    { courseId: exam.courseId, academicYearId: exam.academicYearId, query: query.trim() || undefined, pageSize: 20 },
    { skip: draft.target !== 'student' || id !== null },
  );
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const ready = draft.target === 'student' ? draft.studentId !== null : Boolean(draft.classGroup?.trim());

  const save = async () => {
    setError(null);
    const body = inputOf(draft);
    const result = id === null
      ? await create({ examId: exam.id, examOverrideInput: body })
      : await update({ examOverrideId: id, examOverrideInput: body });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    alerts.showSuccess(t('exams.overrides.saved'));
    onClose();
  };

  const groupNames = (groups.groups ?? []).map((group) => group.name);
  return (
    <Modal
      open
      title={id === null ? t('exams.overrides.addTitle') : t('exams.overrides.editTitle')}
      okText={t('exams.overrides.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={created.isLoading || updated.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('exams.overrides.for')}>
          <Segmented<Target>
            value={draft.target}
            disabled={id !== null}
            onChange={(target) => set({ target })}
            options={[{ value: 'group', label: t('exams.overrides.forGroup') }, { value: 'student', label: t('exams.overrides.forStudent') }]}
          />
        </Form.Item>
        {draft.target === 'group' ? (
          <Form.Item label={t('exams.overrides.classGroup')} htmlFor="eh-override-group" required>
            <Select
              id="eh-override-group"
              showSearch
              disabled={id !== null}
              value={draft.classGroup ?? undefined}
              placeholder={t('exams.overrides.classGroupPlaceholder')}
              onChange={(classGroup: string) => set({ classGroup })}
              options={groupNames.map((name) => ({ value: name, label: name }))}
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('exams.overrides.studentLabel')} htmlFor="eh-override-student" required>
            <Select
              id="eh-override-student"
              showSearch
              filterOption={false}
              disabled={id !== null}
              value={draft.studentId ?? undefined}
              placeholder={t('exams.overrides.studentPlaceholder')}
              onSearch={setSearch}
              loading={students.isFetching}
              onChange={(studentId: number, option) => set({ studentId, studentLabel: Array.isArray(option) ? null : (option?.label as string) ?? null })}
              options={
                id !== null
                  ? [{ value: draft.studentId ?? 0, label: draft.studentLabel ?? '' }]
                  : (students.data?.data.items ?? []).map((row) => ({ value: row.studentId, label: `${row.firstName} ${row.lastName}${row.altId ? ` (${row.altId})` : ''}` }))
              }
            />
          </Form.Item>
        )}
        <Form.Item label={t('exams.overrides.label')} htmlFor="eh-override-label" extra={t('exams.overrides.labelHelp')}>
          <Input id="eh-override-label" maxLength={100} value={draft.label} onChange={(event) => set({ label: event.target.value })} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('exams.overrides.emptyInherits')}</Typography.Paragraph>
        <Flex gap={16} wrap>
          <MomentField id="eh-override-from" label={t('exams.fields.availableFrom')} examValue={exam.availableFrom} value={draft.availableFrom} onChange={(availableFrom) => set({ availableFrom })} />
          <MomentField id="eh-override-to" label={t('exams.fields.availableTo')} examValue={exam.availableTo} value={draft.availableTo} onChange={(availableTo) => set({ availableTo })} />
          <Form.Item label={t('exams.fields.durationMinutes')} htmlFor="eh-override-duration">
            <InputNumber<number>
              id="eh-override-duration"
              min={1}
              max={1440}
              precision={0}
              placeholder={String(exam.durationMinutes)}
              suffix={t('exams.minutesUnit')}
              value={draft.durationMinutes}
              onChange={(value) => set({ durationMinutes: value })}
              style={{ width: 150 }}
            />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item label={t('exams.fields.password')} htmlFor="eh-override-password">
            <Input id="eh-override-password" maxLength={100} value={draft.password} placeholder={exam.password ?? ''} onChange={(event) => set({ password: event.target.value })} />
          </Form.Item>
          <Form.Item label={t('exams.overrides.columns.start')}>
            <Segmented<StartChoice>
              value={draft.start}
              onChange={(start) => set({ start })}
              options={[
                { value: 'inherit', label: t('exams.overrides.inheritedShort') },
                { value: 'allowed', label: t('exams.overrides.allowed') },
                { value: 'forbidden', label: t('exams.overrides.forbidden') },
              ]}
            />
          </Form.Item>
        </Flex>
        <Form.Item label={t('exams.fields.allowedNetworks')} htmlFor="eh-override-networks" extra={t('exams.overrides.networksHelp')}>
          <Input.TextArea
            id="eh-override-networks"
            autoSize={{ minRows: 1, maxRows: 5 }}
            spellCheck={false}
            value={draft.networks}
            placeholder={exam.allowedNetworks.join(', ')}
            onChange={(event) => set({ networks: event.target.value })}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

/** A moment of the override's window; empty shows the exam's own (the setting comes from the next rule down). */
function MomentField({ id, label, examValue, value, onChange }: { id: string; label: string; examValue: string; value: string | null; onChange: (iso: string | null) => void }) {
  const t = useT();
  return (
    <Form.Item label={label} htmlFor={id}>
      <DatePicker
        id={id}
        showTime={{ format: 'HH:mm' }}
        format={t('exams.editor.dateTimeFormat')}
        placeholder={formatDateTime(examValue)}
        value={value ? dayjs(value) : null}
        onChange={(moment) => onChange(moment ? moment.toISOString() : null)}
      />
    </Form.Item>
  );
}

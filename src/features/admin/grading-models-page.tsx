import { EditOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import {
  useCreateGradingModelMutation, useDeleteGradingModelMutation, useListGradingModelsQuery, useUpdateGradingModelMutation,
  type GradingModel, type GradingModelExam, type GradingModelInput,
} from '../../api/exam-api';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { can } from '../../lib/access';
import { selectRoleName } from '../../core/auth/auth-slice';
import { t } from '../../i18n';
import { showFlashSuccess } from '../../core/alerts/alert-actions';
import { AdminPage } from './components/admin-page';
import { DeleteButton } from './components/delete-button';
import { EditDrawer } from './components/edit-drawer';
import { ListCard } from './components/list-card';
import './messages';
import { formatNumber } from '../../i18n/format';

type ModelForm = { name: string; correctScore: number; incorrectScore: number; unansweredScore: number; threshold: number | null };

const SHOWN_EXAMS = 3;

function examLabel(exam: GradingModelExam) {
  return `${exam.courseAcronym} · ${exam.title} (${exam.academicYear})`;
}

function score(value: number) {
  const text = value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
  const type = value > 0 ? 'success' : value < 0 ? 'danger' : 'secondary';
  return <Typography.Text type={type} style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</Typography.Text>;
}

/** Why a model cannot be deleted (the exams that use it), or null. */
export function modelInUseReason(model: GradingModel): string | null {
  if (model.exams.length === 0) return null;
  const names = model.exams.slice(0, 10).map(examLabel).join(', ');
  const more = model.exams.length > 10 ? ` ${t('admin.gradingModels.andMore', { count: model.exams.length - 10 })}` : '';
  return t('admin.gradingModels.inUse', { exams: `${names}${more}` });
}

function UsedBy({ exams }: { exams: GradingModelExam[] }) {
  if (exams.length === 0) return <Typography.Text type="secondary">{t('admin.gradingModels.unused')}</Typography.Text>;
  const rest = exams.slice(SHOWN_EXAMS);
  return (
    <div className="eh-admin-tags">
      {exams.slice(0, SHOWN_EXAMS).map((exam) => (
        <Tooltip key={exam.id} title={examLabel(exam)}>
          {/* Two exams of one title in two years are two tags: the year tells them apart. */}
          <Tag>{`${exam.courseAcronym} · ${exam.title} · ${exam.academicYear}`}</Tag>
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map(examLabel).join(', ')}>
          <Tag>{t('admin.gradingModels.more', { count: rest.length })}</Tag>
        </Tooltip>
      )}
    </div>
  );
}

/** /admin/grading-models: how answers are scored (correct, incorrect, unanswered) and which exams use each model. */
export default function GradingModelsPage() {
  const dispatch = useAppDispatch();
  const query = useListGradingModelsQuery();
  const { data } = query;
  // Teachers may read the list (the server lets them); only administrators change it.
  const canManage = can(useAppSelector(selectRoleName), 'manageGradingModels');
  const [createModel, creating] = useCreateGradingModelMutation();
  const [updateModel, updating] = useUpdateGradingModelMutation();
  const [deleteModel] = useDeleteGradingModelMutation();
  const [editing, setEditing] = useState<GradingModel | 'new' | null>(null);
  const models = data?.data ?? [];

  const save = async (values: ModelForm) => {
    const gradingModelInput: GradingModelInput = {
      name: values.name.trim(),
      correctScore: values.correctScore,
      incorrectScore: values.incorrectScore,
      unansweredScore: values.unansweredScore,
      threshold: values.threshold ?? null,
    };
    if (editing === 'new') await createModel({ gradingModelInput }).unwrap();
    else if (editing) await updateModel({ gradingModelId: editing.id, gradingModelInput }).unwrap();
    dispatch(showFlashSuccess(t('admin.gradingModels.saved', { name: gradingModelInput.name })));
  };

  const remove = async (model: GradingModel) => {
    await deleteModel({ gradingModelId: model.id }).unwrap();
    dispatch(showFlashSuccess(t('admin.gradingModels.deleted', { name: model.name })));
  };

  const actionsColumn: ColumnsType<GradingModel>[number] = {
      key: 'actions', title: <span className="sr-only">{t('admin.common.actions')}</span>, align: 'right', fixed: 'right',
      render: (_, model) => (
        <Space size={0}>
          <Tooltip title={t('admin.common.edit')}>
            <Button type="text" icon={<EditOutlined />} aria-label={t('admin.gradingModels.editLabel', { name: model.name })} onClick={() => setEditing(model)} />
          </Tooltip>
          <DeleteButton
            label={t('admin.gradingModels.deleteLabel', { name: model.name })}
            inUseReason={modelInUseReason(model)}
            confirmTitle={t('admin.gradingModels.deleteConfirm', { name: model.name })}
            onConfirm={() => remove(model).catch(() => undefined)}
          />
        </Space>
      ),
    };

  const columns: ColumnsType<GradingModel> = [
    {
      key: 'name', title: t('admin.gradingModels.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { key: 'correct', title: t('admin.gradingModels.correct'), dataIndex: 'correctScore', align: 'right', render: score },
    { key: 'incorrect', title: t('admin.gradingModels.incorrect'), dataIndex: 'incorrectScore', align: 'right', render: score },
    { key: 'unanswered', title: t('admin.gradingModels.unanswered'), dataIndex: 'unansweredScore', align: 'right', render: score },
    {
      // Not the exam's pass mark: what counts a partly correct answer as correct in the counts (the help says so).
      key: 'threshold',
      title: (
        <Tooltip title={t('admin.gradingModels.thresholdHelp')}>
          <span className="eh-help-title" tabIndex={0} aria-label={`${t('admin.gradingModels.threshold')}: ${t('admin.gradingModels.thresholdHelp')}`}>
            {t('admin.gradingModels.threshold')} <QuestionCircleOutlined aria-hidden />
          </span>
        </Tooltip>
      ),
      dataIndex: 'threshold', align: 'right',
      render: (value: number | null) => value === null
        ? <Typography.Text type="secondary">{t('admin.gradingModels.fullScoreOnly')}</Typography.Text>
        : `${value} %`,
    },
    { key: 'usedBy', title: t('admin.gradingModels.usedBy'), dataIndex: 'exams', render: (exams: GradingModelExam[]) => <UsedBy exams={exams} /> },
    ...(canManage ? [actionsColumn] : []),
  ];

  const initial: Partial<ModelForm> = editing && editing !== 'new'
    ? {
      name: editing.name, correctScore: editing.correctScore, incorrectScore: editing.incorrectScore,
      unansweredScore: editing.unansweredScore, threshold: editing.threshold,
    }
    : { name: '', correctScore: 1, incorrectScore: 0, unansweredScore: 0, threshold: null };

  const scoreRules = [
    { required: true, message: t('admin.validation.required') },
    { type: 'number' as const, min: -1000, max: 1000, message: t('admin.gradingModels.scoreRange') },
  ];

  return (
    <AdminPage title={t('pages.adminGradingModels')} help={canManage ? t('admin.gradingModels.help') : `${t('admin.gradingModels.help')} ${t('admin.common.readOnly')}`}>
      <ListCard<GradingModel>
        title={t('admin.gradingModels.cardTitle')}
        newLabel={t('admin.gradingModels.new')}
        onNew={canManage ? () => setEditing('new') : undefined}
        emptyText={t('admin.gradingModels.empty')}
        columns={columns}
        rows={models}
        query={query}
        what={t('admin.gradingModels.what')}
      />
      <EditDrawer<ModelForm>
        open={editing !== null}
        title={editing === 'new' ? t('admin.gradingModels.new') : t('admin.gradingModels.edit', { name: editing?.name ?? '' })}
        formKey="admin-grading-model"
        initialValues={initial}
        saving={creating.isLoading || updating.isLoading}
        onSubmit={save}
        onClose={() => setEditing(null)}
      >
        {editing !== null && editing !== 'new' && editing.exams.length > 0 && (
          <Typography.Paragraph type="warning">{t('admin.gradingModels.editUsedWarning', { count: editing.exams.length })}</Typography.Paragraph>
        )}
        <Form.Item
          name="name"
          label={t('admin.gradingModels.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.validation.required') }, { max: 100, message: t('admin.validation.max', { max: 100 }) }]}
        >
          <Input autoFocus placeholder={t('admin.gradingModels.namePlaceholder')} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="correctScore"
            label={t('admin.gradingModels.correct')}
            dependencies={['incorrectScore']}
            style={{ flex: '1 1 100px' }}
            rules={[
              ...scoreRules,
              ({ getFieldValue }) => ({
                validator: (_, value: number | null) => {
                  const incorrect = getFieldValue('incorrectScore') as number | null;
                  if (value === null || value === undefined || incorrect === null || incorrect === undefined || value > incorrect) return Promise.resolve();
                  return Promise.reject(new Error(t('admin.gradingModels.correctNotGreater')));
                },
              }),
            ]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="incorrectScore" label={t('admin.gradingModels.incorrect')} style={{ flex: '1 1 100px' }} rules={scoreRules}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="unansweredScore" label={t('admin.gradingModels.unanswered')} style={{ flex: '1 1 100px' }} rules={scoreRules}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="threshold"
          label={t('admin.gradingModels.threshold')}
          extra={t('admin.gradingModels.thresholdHelp')}
          rules={[{ type: 'number', min: 0, max: 100, message: t('admin.gradingModels.thresholdRange') }]}
        >
          {/* No min/max here: InputNumber would silently clamp 150 to 100; the rule above says what is wrong. */}
          <InputNumber suffix="%" placeholder={t('admin.gradingModels.fullScoreOnly')} style={{ width: 200 }} />
        </Form.Item>
      </EditDrawer>
    </AdminPage>
  );
}

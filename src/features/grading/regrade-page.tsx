import { ArrowLeftOutlined, ArrowRightOutlined, TeamOutlined } from '@ant-design/icons';
import {
  Alert, Button, Card, Checkbox, Empty, Flex, Form, Input, Modal, Progress, Radio, Result, Select, Skeleton, Space, Statistic, Table,
  Tag, Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  useApplyExamRegradeMutation, useGetExamQuery, useGetExamRegradePreviewQuery, useListExamRegradeQuestionsQuery, useListExamRegradesQuery,
  usePreviewExamRegradeMutation, type Exam, type ExamRegrade, type Outcome, type RegradeAnswerChange, type RegradeInstanceChange,
  type RegradeOptions, type RegradePreview, type RegradeQuestion,
} from '../../api/exam-api';
import { alertError, errorMessage, isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed, LoadState, tableEmptyText } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { RelativeTime } from '../../components/relative-time';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { useAppDispatch } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatNumber, formatPoints } from '../../i18n/format';
import './regrade-messages';
import './regrade-page.css';

/** How often a preview still grading code and SQL answers is asked for. */
const PREVIEW_POLL_MS = 1_000;

type T = ReturnType<typeof useT>;
type Scope = 'all' | 'some';

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
const points = (value: number | null) => (value === null ? '—' : formatPoints(value));

/**
 * /exam/regrade/{id}: regrade an exam's stored answers (docs/grading.md, Regrade). Options (which questions, the
 * newest versions, the parts' current grading models, keep grades given by hand), a dry run that lists what would
 * change (students, questions, old → new, pass/fail changes), Apply with a reason and a confirmation, and the
 * history of the exam's regrades. `?question=<questionId>` preselects that question's chain.
 */
export default function RegradePage() {
  const t = useT();
  const { id } = useParams();
  useDocumentTitle(t('pages.examRegrade', { id: id ?? '' }));
  const examId = id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const examQuery = useGetExamQuery({ examId: examId ?? 0 }, { skip: examId === null });
  const exam = examQuery.data?.data;
  if (examId !== null && examQuery.isLoading) return <Card><Skeleton active /></Card>;
  if (examId !== null && examQuery.isError && !(isFetchBaseQueryError(examQuery.error) && examQuery.error.status === 404)) {
    return <Card><LoadFailed what={t('regrade.exam')} error={examQuery.error} onRetry={examQuery.refetch} /></Card>;
  }
  if (examId === null || !exam) {
    return <Result status="404" title={<h1 className="eh-result-title">{t('errors.notFound')}</h1>} extra={<Link to={paths.examList}>{t('pages.examList')}</Link>} />;
  }
  return <Regrade exam={exam} />;
}

function Regrade({ exam }: { exam: Exam }) {
  const t = useT();
  const [params] = useSearchParams();
  const questionsQuery = useListExamRegradeQuestionsQuery({ examId: exam.id });
  const questions = useMemo(() => questionsQuery.data?.data ?? [], [questionsQuery.data]);
  const [options, setOptions] = useState<RegradeOptions>({ questionRootIds: null, useLatestVersion: true, useCurrentGradingModels: false, keepManual: true });
  // Until the user chooses, ?question=<id> (any version of a question, e.g. from the exam analytics' flagged
  // questions) chooses its chain; an id of no chain of the exam chooses all questions.
  const [chosen, setChosen] = useState<{ scope: Scope; rootIds: number[] } | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const asked = Number(params.get('question') ?? NaN);
  const askedChain = questions.find((q) => q.rootId === asked || q.latestId === asked || q.questionIds.includes(asked));
  const { scope, rootIds } = chosen ?? (askedChain ? { scope: 'some' as const, rootIds: [askedChain.rootId] } : { scope: 'all' as const, rootIds: [] });
  const setScope = (value: Scope) => setChosen({ scope: value, rootIds });
  const setRootIds = (value: number[]) => setChosen({ scope, rootIds: value });

  /** Any change of the options makes a shown preview stale: it is dropped. */
  const change = (next: Partial<RegradeOptions>) => {
    setOptions((current) => ({ ...current, ...next }));
    setPreviewId(null);
  };

  const header = (
    <PageHeader
      title={t('regrade.title', { title: exam.title })}
      subtitle={t('regrade.about')}
      actions={(
        <Flex wrap gap={8}>
          <ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('regrade.backToExam')}</ButtonLink>
          <ButtonLink to={paths.allInstances(exam.id)} icon={<TeamOutlined />}>{t('regrade.instancesLink')}</ButtonLink>
        </Flex>
      )}
    />
  );

  return (
    <div className="eh-regrade-page">
      {header}
      <LoadState
        query={questionsQuery}
        what={t('regrade.what')}
        isEmpty={questions.length === 0}
        card
        empty={<Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('regrade.noInstances')} /></Card>}
      >
        {() => (
          <>
            <OptionsCard
              questions={questions}
              options={options}
              scope={scope}
              rootIds={rootIds}
              onScope={(value) => { setScope(value); setPreviewId(null); }}
              onRootIds={(value) => { setRootIds(value); setPreviewId(null); }}
              onChange={change}
              examId={exam.id}
              onPreview={setPreviewId}
            />
            {previewId && <PreviewCard key={previewId} examId={exam.id} previewId={previewId} onApplied={() => setPreviewId(null)} onStale={setPreviewId} options={{ ...options, questionRootIds: scope === 'all' ? null : rootIds }} />}
          </>
        )}
      </LoadState>
      <HistoryCard examId={exam.id} questions={questions} />
    </div>
  );
}

interface OptionsCardProps {
  examId: number;
  questions: RegradeQuestion[];
  options: RegradeOptions;
  scope: Scope;
  rootIds: number[];
  onScope: (scope: Scope) => void;
  onRootIds: (rootIds: number[]) => void;
  onChange: (next: Partial<RegradeOptions>) => void;
  onPreview: (previewId: string) => void;
}

function OptionsCard({ examId, questions, options, scope, rootIds, onScope, onRootIds, onChange, onPreview }: OptionsCardProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [preview, { isLoading }] = usePreviewExamRegradeMutation();
  const missingQuestions = scope === 'some' && rootIds.length === 0;
  const [tried, setTried] = useState(false);

  const submit = async () => {
    setTried(true);
    if (missingQuestions) return;
    try {
      const result = await preview({ examId, regradeOptions: { ...options, questionRootIds: scope === 'all' ? null : rootIds } }).unwrap();
      onPreview(result.data.id);
    } catch (error) {
      alertError(dispatch, error);
    }
  };

  return (
    <Card title={<Typography.Title level={2} className="eh-card-title">{t('regrade.options.title')}</Typography.Title>}>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('regrade.options.scope')}>
          <Radio.Group
            value={scope}
            onChange={(event) => onScope(event.target.value as Scope)}
            options={[{ value: 'all', label: t('regrade.options.all') }, { value: 'some', label: t('regrade.options.some') }]}
          />
        </Form.Item>
        {scope === 'some' && (
          <Form.Item
            label={t('regrade.options.questions')}
            htmlFor="regrade-questions"
            validateStatus={tried && missingQuestions ? 'error' : undefined}
            help={tried && missingQuestions ? t('regrade.options.questionsRequired') : undefined}
          >
            <Select<number[]>
              id="regrade-questions"
              mode="multiple"
              allowClear
              placeholder={t('regrade.options.questionsPlaceholder')}
              value={rootIds}
              onChange={onRootIds}
              optionFilterProp="title"
              options={questions.map((question) => ({
                value: question.rootId,
                title: question.title,
                label: (
                  <span>
                    {question.title}
                    {' '}
                    <Typography.Text type="secondary">({t('regrade.options.given', { count: question.instances })})</Typography.Text>
                    {question.outdated && <Tag color="gold" className="eh-regrade-newer">{t('regrade.options.newer', { version: question.latestVersion })}</Tag>}
                  </span>
                ),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item extra={t('regrade.options.useLatestVersionHelp')}>
          <Checkbox checked={options.useLatestVersion} onChange={(event) => onChange({ useLatestVersion: event.target.checked })}>
            {t('regrade.options.useLatestVersion')}
          </Checkbox>
        </Form.Item>
        <Form.Item extra={t('regrade.options.useCurrentModelsHelp')}>
          <Checkbox checked={options.useCurrentGradingModels} onChange={(event) => onChange({ useCurrentGradingModels: event.target.checked })}>
            {t('regrade.options.useCurrentModels')}
          </Checkbox>
        </Form.Item>
        <Form.Item extra={t('regrade.options.keepManualHelp')}>
          <Checkbox checked={options.keepManual} onChange={(event) => onChange({ keepManual: event.target.checked })}>
            {t('regrade.options.keepManual')}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>{t('regrade.options.preview')}</Button>
      </Form>
    </Card>
  );
}

interface PreviewCardProps {
  examId: number;
  previewId: string;
  options: RegradeOptions;
  onApplied: () => void;
  onStale: (previewId: string) => void;
}

function PreviewCard({ examId, previewId, options, onApplied, onStale }: PreviewCardProps) {
  const t = useT();
  // Asked for again while code and SQL answers are graded; once ready it no longer changes.
  const [polling, setPolling] = useState(true);
  const query = useGetExamRegradePreviewQuery({ examId, previewId }, { pollingInterval: polling ? PREVIEW_POLL_MS : 0 });
  const preview = query.data?.data;
  if (polling && preview && preview.status !== 'grading') setPolling(false);

  return (
    <Card title={<Typography.Title level={2} className="eh-card-title">{t('regrade.preview.title')}</Typography.Title>} className="eh-regrade-preview">
      <LoadState query={query} what={t('regrade.preview.title')} isEmpty={false}>
        {() => preview && (preview.status === 'grading'
          ? <Grading preview={preview} />
          : <Diff preview={preview} examId={examId} options={options} onApplied={onApplied} onStale={onStale} />)}
      </LoadState>
    </Card>
  );
}

function Grading({ preview }: { preview: RegradePreview }) {
  const t = useT();
  const { graded, total } = preview.progress;
  return (
    <Flex vertical gap={8}>
      <Typography.Text>{t('regrade.preview.grading', { graded, total })}</Typography.Text>
      <Progress percent={total > 0 ? Math.round((100 * graded) / total) : 0} aria-label={t('regrade.preview.gradingLabel')} status="active" />
    </Flex>
  );
}

const COUNT_KEYS = ['changedAnswers', 'changedInstances', 'newlyPassed', 'newlyFailed', 'keptManual', 'overriddenManual', 'waiting', 'notGraded', 'movedQuestions'] as const;
/** Counts shown even at 0: what a regrade is about. The others only when they happened. */
const ALWAYS_SHOWN = new Set<string>(['changedAnswers', 'changedInstances', 'newlyPassed', 'newlyFailed']);

function Diff({ preview, examId, options, onApplied, onStale }: { preview: RegradePreview } & Omit<PreviewCardProps, 'previewId'>) {
  const t = useT();
  const { counts } = preview;
  const changed = counts.changedAnswers > 0 || counts.changedInstances > 0 || counts.movedQuestions > 0 || counts.overriddenManual > 0;
  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={24} className="eh-regrade-counts">
        {COUNT_KEYS.filter((key) => ALWAYS_SHOWN.has(key) || counts[key] > 0).map((key) => (
          <Statistic
            key={key}
            title={t(`regrade.preview.counts.${key}`)}
            value={counts[key]}
            className={key === 'newlyFailed' && counts[key] > 0 ? 'eh-regrade-worse' : key === 'newlyPassed' && counts[key] > 0 ? 'eh-regrade-better' : undefined}
          />
        ))}
      </Flex>
      {preview.message && <Alert type="warning" showIcon title={t('regrade.preview.notGradedMessage', { message: preview.message })} />}
      {!changed ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('regrade.preview.nothing')} />
      ) : (
        <>
          <Typography.Text strong>{t('regrade.preview.summary', { answers: counts.changedAnswers, instances: counts.changedInstances })}</Typography.Text>
          <InstanceTable rows={preview.instances} />
          <AnswerTable rows={preview.answers} />
          <ApplyForm preview={preview} examId={examId} options={options} onApplied={onApplied} onStale={onStale} />
        </>
      )}
    </Flex>
  );
}

/** "old → new", coloured by the direction of the change (words carry it too: the numbers). */
function Change({ from, to, format = points }: { from: number | null; to: number | null; format?: (value: number | null) => string }) {
  const t = useT();
  const tone = from === null || to === null || from === to ? undefined : to > from ? 'eh-regrade-better' : 'eh-regrade-worse';
  if (from === to) return <span>{format(to)}</span>;
  return (
    <span className={tone}>
      <span className="eh-visually-hidden">{t('regrade.preview.change', { old: format(from), new: format(to) })}</span>
      <span aria-hidden="true">{format(from)} <ArrowRightOutlined /> {format(to)}</span>
    </span>
  );
}

function passedText(t: T, passed: boolean | null): string {
  if (passed === null) return t('regrade.preview.none');
  return passed ? t('regrade.preview.yes') : t('regrade.preview.no');
}

function PassChange({ from, to }: { from: boolean | null; to: boolean | null }) {
  const t = useT();
  if (from === to) return <span>{passedText(t, to)}</span>;
  return (
    <Space size={4} wrap>
      <Tag>{passedText(t, from)}</Tag>
      <ArrowRightOutlined aria-label={t('regrade.preview.change', { old: '', new: '' }).trim()} />
      <Tag color={to ? 'green' : 'red'} className="eh-regrade-pass-change">{passedText(t, to)}</Tag>
    </Space>
  );
}

function studentColumns<Row extends RegradeInstanceChange | RegradeAnswerChange>(t: T): ColumnsType<Row> {
  return [
    {
      key: 'student', title: t('regrade.preview.student'),
      render: (_value, row) => <Link to={paths.examInstance(row.instanceId)}>{fullName(row)}</Link>,
      sorter: (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
    },
    { key: 'number', title: t('regrade.preview.number'), dataIndex: 'altId', render: (value: string | null) => value ?? '—' },
    { key: 'group', title: t('regrade.preview.classGroup'), dataIndex: 'classGroup', render: (value: string | null) => value ?? '—' },
  ];
}

function InstanceTable({ rows }: { rows: RegradeInstanceChange[] }) {
  const t = useT();
  // Pass/fail changes first: they are what a regrade's reader looks for (the order within stays by student).
  const byPassChange = useMemo(() => [...rows].sort((a, b) => Number(b.oldPassed !== b.newPassed) - Number(a.oldPassed !== a.newPassed)), [rows]);
  const percent = (value: number | null) => (value === null ? '—' : `${formatNumber(value)} %`);
  const columns: ColumnsType<RegradeInstanceChange> = [
    ...studentColumns<RegradeInstanceChange>(t),
    {
      key: 'score', title: t('regrade.preview.score'), align: 'right',
      render: (_value, row) => <><Change from={row.oldScore} to={row.newScore} /> <Typography.Text type="secondary">/ {formatPoints(row.maxScore)}</Typography.Text></>,
      sorter: (a, b) => (a.newScore - (a.oldScore ?? 0)) - (b.newScore - (b.oldScore ?? 0)),
    },
    { key: 'percent', title: t('regrade.preview.percent'), align: 'right', render: (_value, row) => <Change from={row.oldPercent} to={row.newPercent} format={percent} /> },
    {
      key: 'passed', title: t('regrade.preview.passed'),
      render: (_value, row) => <PassChange from={row.oldPassed} to={row.newPassed} />,
      filters: [{ text: t('regrade.preview.passChange'), value: 'changed' }],
      onFilter: (_value, row) => row.oldPassed !== row.newPassed,
    },
  ];
  return (
    <section aria-labelledby="regrade-instances">
      <h3 id="regrade-instances" className="eh-regrade-table-title">{t('regrade.preview.instancesTitle')}</h3>
      <Table<RegradeInstanceChange>
        size="small"
        rowKey="instanceId"
        columns={columns}
        dataSource={byPassChange}
        rowClassName={(row) => (row.oldPassed !== row.newPassed ? 'eh-regrade-pass-row' : '')}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

function AnswerTable({ rows }: { rows: RegradeAnswerChange[] }) {
  const t = useT();
  const outcome = (value: Outcome | null) => (value === null ? t('regrade.preview.none') : t(`regrade.preview.outcomes.${value}`));
  const columns: ColumnsType<RegradeAnswerChange> = [
    ...studentColumns<RegradeAnswerChange>(t),
    {
      key: 'question', title: t('regrade.preview.question'),
      render: (_value, row) => (
        <Space size={4} wrap>
          <span>{t('regrade.preview.questionLabel', { ordinal: row.ordinal, title: row.questionTitle })}</span>
          {row.manual && <Tag color="purple">{t('regrade.preview.manual')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'score', title: t('regrade.preview.score'), align: 'right',
      render: (_value, row) => <><Change from={row.oldScore} to={row.newScore} /> <Typography.Text type="secondary">/ {formatPoints(row.newMaxPoints)}</Typography.Text></>,
    },
    {
      key: 'outcome', title: t('regrade.preview.outcome'),
      render: (_value, row) => (row.oldOutcome === row.newOutcome ? outcome(row.newOutcome) : t('regrade.preview.change', { old: outcome(row.oldOutcome), new: outcome(row.newOutcome) })),
    },
  ];
  return (
    <section aria-labelledby="regrade-answers">
      <h3 id="regrade-answers" className="eh-regrade-table-title">{t('regrade.preview.answersTitle')}</h3>
      <Table<RegradeAnswerChange>
        size="small"
        rowKey={(row) => `${row.instanceId}:${row.ordinal}`}
        columns={columns}
        dataSource={rows}
        pagination={{ defaultPageSize: 20, hideOnSinglePage: true, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}

function ApplyForm({ preview, examId, options, onApplied, onStale }: { preview: RegradePreview } & Omit<PreviewCardProps, 'previewId'>) {
  const t = useT();
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const [modal, modalHolder] = Modal.useModal();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [stale, setStale] = useState<string | null>(null);
  const [apply, { isLoading }] = useApplyExamRegradeMutation();
  const [previewAgain, { isLoading: previewing }] = usePreviewExamRegradeMutation();
  const blank = reason.trim().length === 0;

  const run = async () => {
    try {
      const result = await apply({ examId, regradeApplyInput: { previewId: preview.id, reason: reason.trim() } }).unwrap();
      alerts.showSuccess(t('regrade.apply.applied', { instances: result.data.changedInstances }));
      onApplied();
    } catch (error) {
      if (isFetchBaseQueryError(error) && error.status === 409) setStale(errorMessage(error));
      else alertError(dispatch, error);
    }
  };

  const confirm = () => {
    setTried(true);
    if (blank) return;
    modal.confirm({
      title: t('regrade.apply.confirmTitle'),
      content: t('regrade.apply.confirmText', { instances: preview.counts.changedInstances, answers: preview.counts.changedAnswers }),
      okText: t('regrade.apply.confirmOk'),
      cancelText: t('regrade.apply.cancel'),
      onOk: run,
    });
  };

  const again = async () => {
    try {
      const result = await previewAgain({ examId, regradeOptions: options }).unwrap();
      onStale(result.data.id);
    } catch (error) {
      alertError(dispatch, error);
    }
  };

  return (
    <Form layout="vertical" onFinish={confirm} className="eh-regrade-apply">
      {modalHolder}
      {stale && (
        <Alert
          type="error"
          showIcon
          title={stale}
          action={<Button onClick={() => void again()} loading={previewing}>{t('regrade.apply.previewAgain')}</Button>}
        />
      )}
      <Form.Item
        label={t('regrade.apply.reason')}
        htmlFor="regrade-reason"
        required
        extra={t('regrade.apply.reasonHelp')}
        validateStatus={tried && blank ? 'error' : undefined}
        help={tried && blank ? t('regrade.apply.reasonRequired') : undefined}
      >
        <Input.TextArea id="regrade-reason" value={reason} onChange={(event) => setReason(event.target.value)} maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" loading={isLoading} disabled={stale !== null}>{t('regrade.apply.button')}</Button>
    </Form>
  );
}

function optionsSummary(t: T, options: RegradeOptions): string {
  return [
    options.questionRootIds === null ? t('regrade.history.allQuestions') : t('regrade.history.someQuestions', { count: options.questionRootIds.length }),
    ...(options.useLatestVersion ? [t('regrade.history.latestVersion')] : []),
    ...(options.useCurrentGradingModels ? [t('regrade.history.currentModels')] : []),
    options.keepManual ? t('regrade.history.keepManual') : t('regrade.history.replaceManual'),
  ].join(', ');
}

function HistoryCard({ examId, questions }: { examId: number; questions: RegradeQuestion[] }) {
  const t = useT();
  const query = useListExamRegradesQuery({ examId });
  const rows = query.data?.data ?? [];
  const titles = new Map(questions.map((question) => [question.rootId, question.title]));
  const columns: ColumnsType<ExamRegrade> = [
    { key: 'when', title: t('regrade.history.when'), render: (_value, row) => <RelativeTime iso={row.appliedAt} /> },
    { key: 'by', title: t('regrade.history.by'), render: (_value, row) => row.appliedByName ?? t('regrade.history.unknownUser') },
    { key: 'reason', title: t('regrade.history.reason'), dataIndex: 'reason', render: (value: string) => <span className="eh-regrade-reason">{value}</span> },
    {
      key: 'options', title: t('regrade.history.options'),
      render: (_value, row) => (
        <span title={(row.options.questionRootIds ?? []).map((rootId) => titles.get(rootId) ?? `#${rootId}`).join(', ') || undefined}>
          {optionsSummary(t, row.options)}
        </span>
      ),
    },
    {
      key: 'changes', title: t('regrade.history.changes'),
      render: (_value, row): ReactNode => (
        <Flex vertical>
          <span>{t('regrade.history.changesText', { answers: row.changedAnswers, instances: row.changedInstances })}</span>
          {(row.newlyPassed > 0 || row.newlyFailed > 0) && (
            <Typography.Text type="secondary">{t('regrade.history.passText', { passed: row.newlyPassed, failed: row.newlyFailed })}</Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card title={<Typography.Title level={2} className="eh-card-title">{t('regrade.history.title')}</Typography.Title>}>
      <Table<ExamRegrade>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        locale={{ emptyText: tableEmptyText(query, t('regrade.history.what'), t('regrade.history.empty')) }}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

import { ArrowLeftOutlined, CheckSquareOutlined, DeleteOutlined, LoginOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Select, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useDeleteGeneratedInstancesMutation, useLetStudentSignInMutation, useListExamInstancesQuery, type Exam, type ExamInstanceSummary,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { DataTable, toQueryArgs, useTableParams, type DataTableColumn } from '../../components/data-table';
import { paths } from '../../config/paths';
import { useAlerts } from '../../core/alerts/alert-actions';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import { ExamPageHeading } from './components/exam-page-heading';
import { StalkLink } from './components/stalk-link';
import { Activity, ScorePercent, SubmittedBy, TimeLeft } from './components/instance-bits';
import { formatScore, GradingStateTag, InstanceStateTag, PassedTag, studentName } from './exam-format';
import { INSTANCE_LIST_STATES, instanceListPath, type InstanceListState } from './exam-paths';
import { RuleInForce } from './components/rule-in-force';
import { useClassGroups } from './use-class-groups';
import { useServerNow } from './use-server-now';
import { examGate, useRouteExam } from './route-exam';
import './exams.css';
import './messages';
import { useExamLiveUpdates } from './use-exam-live-updates';

const SORT_KEYS = ['name', 'altId', 'classGroup', 'startedAt', 'submittedAt', 'score'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const TITLE_KEYS: Record<InstanceListState, string> = {
  all: 'pages.allInstances',
  generated: 'pages.instancesGenerated',
  'not-started': 'pages.instancesNotStarted',
  started: 'pages.instancesStarted',
  ongoing: 'pages.instancesOngoing',
  submitted: 'pages.instancesSubmitted',
};

/** The lists of one exam's instances, each with its count. */
function StateLinks({ exam, state }: { exam: Exam; state: InstanceListState }) {
  const t = useT();
  const counts: Partial<Record<InstanceListState, number>> = {
    generated: exam.counts.generated,
    'not-started': exam.counts.notStarted,
    ongoing: exam.counts.ongoing,
    submitted: exam.counts.submitted,
    started: exam.counts.ongoing + exam.counts.submitted,
  };
  return (
    <nav aria-label={t('exams.instances.lists')}>
      <Space wrap size={[4, 4]}>
        {INSTANCE_LIST_STATES.map((candidate) => (
          <ButtonLink
            key={candidate}
            to={instanceListPath(candidate, exam.id)}
            type={candidate === state ? 'primary' : 'default'}
            size="small"
            aria-current={candidate === state ? 'page' : undefined}
          >
            {counts[candidate] === undefined
              ? t(`exams.instances.states.${candidate}`)
              : t('exams.instances.stateCount', { state: t(`exams.instances.states.${candidate}`), count: counts[candidate] })}
          </ButtonLink>
        ))}
      </Space>
    </nav>
  );
}

/**
 * The columns each list hides until asked, so that the usual ones fit a 1280 px screen: a list of instances not
 * started has no times or scores yet, an ongoing one no score, a submitted one no time left, and a list of one state
 * does not repeat it on every row.
 */
const HIDDEN_BY_DEFAULT: Record<InstanceListState, readonly string[]> = {
  all: ['timeLeft', 'scorePercent', 'gradingState', 'startedAt', 'generatedAt', 'startAddress', 'letIn', 'rule'],
  generated: ['timeLeft', 'activity', 'score', 'scorePercent', 'passed', 'gradingState', 'startedAt', 'submittedAt', 'startAddress'],
  'not-started': ['timeLeft', 'activity', 'score', 'scorePercent', 'passed', 'gradingState', 'startedAt', 'submittedAt', 'startAddress'],
  started: ['timeLeft', 'scorePercent', 'gradingState', 'startedAt', 'generatedAt', 'startAddress', 'letIn', 'rule'],
  ongoing: ['state', 'score', 'scorePercent', 'passed', 'gradingState', 'submittedAt', 'generatedAt'],
  submitted: ['state', 'timeLeft', 'scorePercent', 'startedAt', 'generatedAt', 'startAddress', 'letIn', 'rule'],
};

/** /exam-instances/{state}/{id} and /exam-instance/all/{id}: one exam's instances, paged and sorted by the server. */
export default function InstanceListPage({ state }: { state: InstanceListState }) {
  const t = useT();
  const route = useRouteExam();
  useDocumentTitle(t(TITLE_KEYS[state], { id: route.id }));
  const { exam } = route;

  const gate = examGate(t, route);
  if (gate || !exam) return gate;
  return <InstanceList key={state} exam={exam} state={state} />;
}

function InstanceList({ exam, state }: { exam: Exam; state: InstanceListState }) {
  const t = useT();
  const alerts = useAlerts();
  const [params, setParams] = useTableParams<SortKey>({ sortKeys: SORT_KEYS, defaultSortBy: 'name' });
  const [searchParams, setSearchParams] = useSearchParams();
  const classGroup = searchParams.get('group') ?? '';
  const { groups } = useClassGroups(exam.courseId, exam.academicYearId);
  const listQuery = useListExamInstancesQuery({ examId: exam.id, state, ...toQueryArgs(params), ...(classGroup ? { classGroup } : {}) });
  // Starts, submits, extensions and lost contact show at once (the exam's live channel), not on a poll.
  useExamLiveUpdates(exam.id);
  const page = listQuery.data?.data;
  const ticking = (page?.items ?? []).some((row) => row.state === 'ongoing');
  const now = useServerNow(page?.serverNow, listQuery.fulfilledTimeStamp, ticking);
  const [deleteGenerated, deleteState] = useDeleteGeneratedInstancesMutation();
  const [letIn] = useLetStudentSignInMutation();

  // A student whose account is held back by failed sign-ins (someone guessing, or their own typos) gets in now.
  const letStudentIn = async (row: ExamInstanceSummary) => {
    if (row.instanceId === null) return;
    const result = await letIn({ examInstanceId: row.instanceId });
    if (!result.error) alerts.showFlashSuccess(t('exams.instances.letInDone', { name: studentName(row) }));
  };

  const setClassGroup = (group: string | undefined) => setSearchParams((current) => {
    const next = new URLSearchParams(current);
    if (group) next.set('group', group);
    else next.delete('group');
    next.delete('page');
    return next;
  });

  const removeGenerated = async () => {
    const result = await deleteGenerated({ examId: exam.id });
    if (!result.error) alerts.showFlashSuccess(t('exams.instances.deletedGenerated', { count: result.data.data.deleted }));
  };

  const time = (iso: string | null) => (iso === null ? null : <span className="eh-nowrap">{formatDateTime(iso)}</span>);
  const allColumns: DataTableColumn<ExamInstanceSummary>[] = [
    {
      key: 'student', title: t('exams.instances.columns.student'), sortKey: 'name', hideable: false,
      render: (_, row) => (row.instanceId === null
        ? <span>{studentName(row)}</span>
        : <Link to={paths.examInstance(row.instanceId)}>{studentName(row)}</Link>),
    },
    { key: 'altId', title: t('exams.instances.columns.altId'), sortKey: 'altId', render: (_, row) => row.altId },
    { key: 'classGroup', title: t('exams.instances.columns.classGroup'), sortKey: 'classGroup', render: (_, row) => row.classGroup },
    { key: 'state', title: t('exams.instances.columns.state'), render: (_, row) => <InstanceStateTag state={row.state} /> },
    {
      key: 'timeLeft', title: t('exams.instances.columns.timeLeft'),
      render: (_, row) => <TimeLeft row={row} now={now} />,
    },
    { key: 'rule', title: t('exams.instances.columns.rule'), render: (_, row) => <RuleInForce rule={row.rule} exam={exam} /> },
    { key: 'activity', title: t('exams.instances.columns.activity'), render: (_, row) => <Activity row={row} /> },
    { key: 'score', title: t('exams.instances.columns.score'), sortKey: 'score', align: 'right', render: (_, row) => (row.score === null ? null : formatScore(row.score)) },
    { key: 'scorePercent', title: t('exams.instances.columns.scorePercent'), align: 'right', render: (_, row) => <ScorePercent value={row.scorePercent} /> },
    { key: 'passed', title: t('exams.instances.columns.passed'), render: (_, row) => <PassedTag passed={row.passed} /> },
    { key: 'gradingState', title: t('exams.instances.columns.gradingState'), render: (_, row) => (row.state === 'submitted' ? <GradingStateTag state={row.gradingState} /> : null) },
    { key: 'startedAt', title: t('exams.instances.columns.startedAt'), sortKey: 'startedAt', render: (_, row) => time(row.startedAt) },
    {
      key: 'submittedAt', title: t('exams.instances.columns.submittedAt'), sortKey: 'submittedAt',
      // Who submitted, when not the student, under the time: the column stays as narrow as a date.
      render: (_, row) => row.submittedAt && <>{time(row.submittedAt)}<div><SubmittedBy by={row.submittedBy} /></div></>,
    },
    { key: 'generatedAt', title: t('exams.instances.columns.generatedAt'), render: (_, row) => time(row.generatedAt) },
    { key: 'startAddress', title: t('exams.instances.columns.startAddress'), render: (_, row) => row.startAddress && <code>{row.startAddress}</code> },
    {
      key: 'letIn', title: t('exams.instances.columns.letIn'),
      render: (_, row) => row.instanceId !== null && (
        <Popconfirm
          title={t('exams.instances.letInConfirm', { name: studentName(row) })}
          okText={t('exams.instances.letIn')}
          onConfirm={() => letStudentIn(row)}
        >
          <Button size="small" icon={<LoginOutlined />}>{t('exams.instances.letIn')}</Button>
        </Popconfirm>
      ),
    },
  ];
  // What each list is for shows; the rest is one click away in the column settings (remembered per list).
  const columns = allColumns.map((column) => ({ ...column, defaultHidden: HIDDEN_BY_DEFAULT[state].includes(column.key) }));

  return (
    <div className="eh-exam-page eh-exam-instances-page">
      <ExamPageHeading
        title={t('exams.instances.title', { state: t(`exams.instances.states.${state}`), title: exam.title })}
        details={(
          <>
            <Typography.Text type="secondary">{t(`exams.instances.about.${state}`)}</Typography.Text>
            <StalkLink exam={exam} />
          </>
        )}
        actions={(
          <Space wrap>
            <ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('exams.backToExam')}</ButtonLink>
            <ButtonLink to={paths.testGenerate(exam.id)} icon={<ThunderboltOutlined />}>{t('exams.editor.links.generate')}</ButtonLink>
            <ButtonLink to={paths.examManualGrading(exam.id)} icon={<CheckSquareOutlined />}>{t('exams.editor.links.manualGrading')}</ButtonLink>
          </Space>
        )}
      />
      <StateLinks exam={exam} state={state} />
      <Card>
        <DataTable<ExamInstanceSummary, SortKey>
          tableKey={`exam-instances-${state}`}
          columns={columns}
          rowKey={(row) => row.instanceId ?? `student-${row.studentId}`}
          data={page}
          loading={listQuery.isFetching && !listQuery.data}
          query={listQuery}
          what={t('exams.instances.what')}
          params={params}
          onParamsChange={setParams}
          searchLabel={t('exams.instances.search')}
          ariaLabel={t('exams.instances.title', { state: t(`exams.instances.states.${state}`), title: exam.title })}
          emptyText={classGroup ? t('exams.instances.emptyGroup', { group: classGroup }) : t(`exams.instances.empty.${state}`)}
          toolbar={(
            <>
              <Select
                allowClear
                value={classGroup || undefined}
                placeholder={t('exams.instances.anyGroup')}
                aria-label={t('exams.instances.columns.classGroup')}
                options={groups.map((group) => ({ value: group.name, label: group.name }))}
                onChange={(group: string | undefined) => setClassGroup(group)}
                style={{ minWidth: 150 }}
              />
              {state === 'generated' && (
                <Popconfirm
                  title={t('exams.instances.deleteGeneratedTitle')}
                  description={t('exams.instances.deleteGeneratedText')}
                  okText={t('exams.actions.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() => removeGenerated()}
                >
                  <Button danger icon={<DeleteOutlined />} loading={deleteState.isLoading} disabled={exam.counts.generated === 0}>
                    {t('exams.instances.deleteGenerated')}
                  </Button>
                </Popconfirm>
              )}
            </>
          )}
        />
      </Card>
    </div>
  );
}

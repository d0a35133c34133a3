import { ArrowLeftOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  Alert, Button, Card, Descriptions, Empty, Flex, Form, Progress, Radio, Select, Skeleton, Space, Statistic, Table,
  Tag, Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useListExamGenerationRunsQuery, useStartExamGenerationMutation, type Exam, type ExamGenerationFailure,
  type ExamGenerationRun,
} from '../../api/exam-api';
import { ButtonLink } from '../../components/button-link';
import { LoadFailed } from '../../components/load-state';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { formatDateTime, formatNumber } from '../../i18n/format';
import { CardTitle, PhaseTag } from './exam-format';
import { instanceListPath } from './exam-paths';
import { useClassGroups } from './use-class-groups';
import { examGate, useRouteExam } from './route-exam';
import './exams.css';
import './messages';
import { ExamPageHeading } from './components/exam-page-heading';

/** How often a running generation is asked for its progress. */
export const GENERATION_POLL_MS = 1000;

/** Who started a run: a teacher, or the server itself before the window opened. */
const requester = (t: ReturnType<typeof useT>, run: ExamGenerationRun) =>
  run.automatic ? t('exams.generate.server') : run.requestedByName ?? t('exams.someone');

/** What the server does by itself for this exam: generate ahead of the window, or did. */
function AheadNotice({ exam, runs, at, minutes }: { exam: Exam; runs: ExamGenerationRun[]; at: string | null; minutes: number }) {
  const t = useT();
  if (runs.some((run) => run.automatic)) return <Alert type="info" showIcon title={t('exams.generate.ahead.done')} />;
  if (at !== null) return <Alert type="info" showIcon title={t('exams.generate.ahead.planned', { when: formatDateTime(at), minutes })} />;
  if (exam.phase === 'draft' && minutes > 0) return <Alert type="info" showIcon title={t('exams.generate.ahead.draft', { minutes })} />;
  return null;
}

const RUN_STATUS_COLORS: Record<ExamGenerationRun['status'], string> = { running: 'processing', done: 'success', failed: 'error' };

function RunStatus({ run }: { run: ExamGenerationRun }) {
  const t = useT();
  return <Tag color={RUN_STATUS_COLORS[run.status]}>{t(`exams.generate.status.${run.status}`)}</Tag>;
}

/** The numbers of one run: progress while it goes, then what came of it. */
function RunSummary({ run, examId }: { run: ExamGenerationRun; examId: number }) {
  const t = useT();
  const done = run.generated + run.existing + run.failed;
  const percent = run.total === 0 ? 100 : Math.floor((done / run.total) * 100);
  const running = run.status === 'running';
  return (
    <Card
      title={<CardTitle>{running ? t('exams.generate.running') : t('exams.generate.latest')}</CardTitle>}
      extra={<RunStatus run={run} />}
    >
      <Progress
        className="eh-exam-progress"
        percent={percent}
        status={running ? 'active' : run.status === 'failed' || run.failed > 0 ? 'exception' : 'success'}
        aria-label={t('exams.generate.progressLabel')}
        format={() => t('exams.generate.progress', { done: formatNumber(done), total: formatNumber(run.total) })}
      />
      <Flex gap={32} wrap className="eh-exam-run-numbers">
        <Statistic title={t('exams.generate.numbers.total')} value={run.total} />
        <Statistic title={t('exams.generate.numbers.generated')} value={run.generated} />
        <Statistic title={t('exams.generate.numbers.existing')} value={run.existing} />
        <Statistic title={t('exams.generate.numbers.failed')} value={run.failed} />
      </Flex>
      <Descriptions size="small" column={1} className="eh-exam-run-facts">
        <Descriptions.Item label={t('exams.generate.for')}>
          {run.classGroup === null ? t('exams.generate.allStudents') : t('exams.generate.groupName', { group: run.classGroup })}
        </Descriptions.Item>
        <Descriptions.Item label={t('exams.generate.started')}>
          {t('exams.generate.startedBy', { when: formatDateTime(run.startedAt), who: requester(t, run) })}
        </Descriptions.Item>
        {run.finishedAt && <Descriptions.Item label={t('exams.generate.finished')}>{formatDateTime(run.finishedAt)}</Descriptions.Item>}
      </Descriptions>
      {run.failures.length > 0 && (
        <Table<ExamGenerationFailure>
          size="small"
          rowKey="studentId"
          pagination={false}
          dataSource={run.failures}
          title={() => t('exams.generate.failures')}
          aria-label={t('exams.generate.failures')}
          columns={[
            { key: 'student', title: t('exams.generate.student'), render: (_, failure) => <Link to={paths.student(failure.studentId)}>{failure.studentName}</Link> },
            { key: 'reason', title: t('exams.generate.reason'), dataIndex: 'reason' },
          ]}
        />
      )}
      {!running && run.generated + run.existing > 0 && (
        <ButtonLink to={instanceListPath('generated', examId)} icon={<TeamOutlined />} style={{ marginTop: 12 }}>
          {t('exams.generate.seeGenerated')}
        </ButtonLink>
      )}
    </Card>
  );
}

/** /fullscreen/test-generate/{id}: pre-generates the instances of an exam, for all enrolled students or one class group. */
export default function TestGeneratePage() {
  const t = useT();
  const route = useRouteExam();
  useDocumentTitle(t('pages.testGenerate', { id: route.id }));
  const { exam } = route;

  const gate = examGate(t, route);
  if (gate || !exam) return gate;
  return <Generator exam={exam} />;
}

function Generator({ exam }: { exam: Exam }) {
  const t = useT();
  const [scope, setScope] = useState<'all' | 'group'>('all');
  const [group, setGroup] = useState<string | null>(null);
  const { groups, enrolled, query: groupsQuery } = useClassGroups(exam.courseId, exam.academicYearId);
  const [start, startState] = useStartExamGenerationMutation();
  // The server keeps the run, so a reload finds it going; while it goes its progress is asked for every second.
  const [polling, setPolling] = useState(false);
  const runsQuery = useListExamGenerationRunsQuery(
    { examId: exam.id },
    { pollingInterval: polling ? GENERATION_POLL_MS : 0, skipPollingIfUnfocused: false },
  );
  const runs = runsQuery.data?.data ?? [];
  const latest = runs[0];
  const running = latest?.status === 'running';
  if (running !== polling) setPolling(running);

  const generate = async () => {
    const result = await start({ examId: exam.id, examGenerationRequest: { classGroup: scope === 'group' ? group : null } });
    if (!result.error) setPolling(result.data.data.status === 'running');
  };

  const groupOptions = groups.map((candidate) => ({
    value: candidate.name,
    label: t('exams.generate.groupOption', { group: candidate.name, count: candidate.count }),
  }));

  return (
    <div className="eh-exam-page eh-exam-generate-page">
      <ExamPageHeading
        title={t('exams.generate.title', { title: exam.title })}
        details={(
          <Space wrap>
            <PhaseTag phase={exam.phase} />
            <Typography.Text type="secondary">{exam.academicYearTitle}</Typography.Text>
          </Space>
        )}
        actions={(
          <Space wrap>
            <ButtonLink to={paths.examEdit(exam.id)} icon={<ArrowLeftOutlined />}>{t('exams.backToExam')}</ButtonLink>
            <ButtonLink to={instanceListPath('all', exam.id)} icon={<TeamOutlined />}>{t('exams.editor.links.instances')}</ButtonLink>
          </Space>
        )}
      />
      <Typography.Paragraph type="secondary">{t('exams.generate.help')}</Typography.Paragraph>
      {runsQuery.data && (
        <AheadNotice exam={exam} runs={runs} at={runsQuery.data.generateAheadAt} minutes={runsQuery.data.generateAheadMinutes} />
      )}
      <Card title={<CardTitle>{t('exams.generate.who')}</CardTitle>}>
        <Form layout="vertical" component="div">
          <Form.Item>
            <Radio.Group value={scope} onChange={(event) => setScope(event.target.value as 'all' | 'group')} disabled={running}>
              <Space orientation="vertical">
                <Radio value="all">
                  {enrolled === null ? t('exams.generate.allStudents') : t('exams.generate.allEnrolled', { count: enrolled })}
                </Radio>
                <Radio value="group" disabled={groups.length === 0}>{t('exams.generate.oneGroup')}</Radio>
              </Space>
            </Radio.Group>
          </Form.Item>
          {scope === 'group' && (
            <Form.Item label={t('exams.generate.group')} htmlFor="eh-generate-group">
              <Select
                id="eh-generate-group"
                value={group ?? undefined}
                options={groupOptions}
                placeholder={t('exams.generate.chooseGroup')}
                loading={groupsQuery.isFetching}
                onChange={(value: string) => setGroup(value)}
                style={{ maxWidth: 320 }}
              />
            </Form.Item>
          )}
          {groupsQuery.isError && <Alert type="warning" showIcon title={t('exams.generate.groupsFailed')} />}
          <Button
            type="primary"
            icon={<ThunderboltOutlined />}
            loading={startState.isLoading}
            disabled={running || (scope === 'group' && group === null)}
            onClick={() => void generate()}
          >
            {t('exams.generate.start')}
          </Button>
          {running && <Typography.Text type="secondary" className="eh-exam-inline-note">{t('exams.generate.wait')}</Typography.Text>}
        </Form>
      </Card>
      {runsQuery.isError && <Card><LoadFailed compact what={t('exams.generate.what')} error={runsQuery.error} onRetry={runsQuery.refetch} /></Card>}
      {runsQuery.isLoading && <Card><Skeleton active /></Card>}
      {latest && <RunSummary run={latest} examId={exam.id} />}
      {!runsQuery.isLoading && !runsQuery.isError && runs.length === 0 && (
        <Card><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exams.generate.noRuns')} /></Card>
      )}
      {runs.length > 1 && (
        <Card title={<CardTitle>{t('exams.generate.earlier')}</CardTitle>}>
          <Table<ExamGenerationRun>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={runs.slice(1)}
            aria-label={t('exams.generate.earlier')}
            columns={[
              { key: 'startedAt', title: t('exams.generate.started'), render: (_, run) => formatDateTime(run.startedAt) },
              { key: 'by', title: t('exams.generate.by'), render: (_, run) => requester(t, run) },
              { key: 'for', title: t('exams.generate.for'), render: (_, run) => run.classGroup ?? t('exams.generate.allStudents') },
              { key: 'status', title: t('exams.generate.statusTitle'), render: (_, run) => <RunStatus run={run} /> },
              { key: 'generated', title: t('exams.generate.numbers.generated'), dataIndex: 'generated', align: 'right' },
              { key: 'existing', title: t('exams.generate.numbers.existing'), dataIndex: 'existing', align: 'right' },
              { key: 'failed', title: t('exams.generate.numbers.failed'), dataIndex: 'failed', align: 'right' },
            ]}
          />
        </Card>
      )}
    </div>
  );
}

import { BarChartOutlined, ClockCircleOutlined, EditOutlined, ReloadOutlined, SwapOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Flex, Result, Row, Select, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useGetExamAnalyticsQuery, useListExamsQuery, type AnalyticsBin, type ClassGroupAnalytics, type ExamAnalytics,
  type ExamQuestionAnalytics,
} from '../../api/exam-api';
import { isFetchBaseQueryError } from '../../api/errors';
import { ButtonLink } from '../../components/button-link';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../core/hooks';
import { selectCurrAcademicYearId, selectCurrCourseId } from '../../core/settings/settings-slice';
import { useDocumentTitle } from '../../core/use-document-title';
import { formatNumber, formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n';
import { Bars, ChartFigure } from './components/charts';
import { num } from './format';
import './analytics.css';
import './messages';

/** /analytics/exam/{id?}: an exam's score distribution and item analysis; without an id, a choice of exam. */
export default function ExamAnalyticsPage() {
  const { id } = useParams();
  if (id === undefined) return <ExamPicker />;
  return <ExamAnalyticsOf id={id} />;
}

function ExamPicker() {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('pages.examAnalytics'));
  const courseId = useAppSelector(selectCurrCourseId);
  const academicYearId = useAppSelector(selectCurrAcademicYearId);
  const query = useListExamsQuery({ courseId, academicYearId }, { skip: courseId === 0 || academicYearId === 0 });
  const exams = query.data?.data ?? [];
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('analytics.exam.pickTitle')} subtitle={t('analytics.exam.pickHelp')} />
      {courseId === 0 ? (
        <Card><Empty description={t('analytics.noCourse')} /></Card>
      ) : (
        <Card>
          <LoadState query={query} what={t('analytics.exam.examsWhat')} isEmpty={exams.length === 0} empty={<Empty description={t('analytics.exam.noExams')} />}>
            {() => (
              <Flex vertical gap={12}>
                <label className="eh-analytics-picker">
                  <Typography.Text strong>{t('analytics.exam.pickLabel')}</Typography.Text>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    aria-label={t('analytics.exam.pickLabel')}
                    placeholder={t('analytics.exam.pickPlaceholder')}
                    style={{ minWidth: 320, maxWidth: '100%' }}
                    options={exams.map((exam) => ({ value: exam.id, label: exam.title }))}
                    onChange={(examId: number) => navigate(paths.examAnalytics(examId))}
                  />
                </label>
                <ul className="eh-analytics-exam-list">
                  {exams.map((exam) => (
                    <li key={exam.id}>
                      <Link to={paths.examAnalytics(exam.id)}><BarChartOutlined aria-hidden /> {exam.title}</Link>{' '}
                      <Typography.Text type="secondary">
                        {formatDateTime(exam.availableFrom)} · {t('analytics.exam.submitted')}: {exam.counts.submitted}
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            )}
          </LoadState>
        </Card>
      )}
    </Flex>
  );
}

function ExamAnalyticsOf({ id }: { id: string }) {
  const t = useT();
  const examId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const query = useGetExamAnalyticsQuery({ examId: examId ?? 0 }, { skip: examId === null });
  const data = query.data?.data;
  useDocumentTitle(data ? t('analytics.exam.title', { title: data.title }) : t('pages.examAnalytics'));
  const notFound = examId === null || (query.isError && isFetchBaseQueryError(query.error) && query.error.status === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={<h1 className="eh-result-title">{t('analytics.exam.notFound')}</h1>}
        extra={<Link to={paths.examAnalytics()}>{t('analytics.exam.other')}</Link>}
      />
    );
  }
  return (
    <LoadState query={query} what={t('analytics.exam.what')} isEmpty={false} card>
      {() => <ExamReport data={data!} />}
    </LoadState>
  );
}

function ExamReport({ data }: { data: ExamAnalytics }) {
  const t = useT();
  const flagged = data.questions.filter((question) => question.flags.length > 0);
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('analytics.exam.title', { title: data.title })}
        subtitle={t('analytics.exam.subtitle')}
        actions={(
          <Space wrap>
            <ButtonLink to={paths.examAnalytics()} icon={<SwapOutlined />}>{t('analytics.exam.other')}</ButtonLink>
            <ButtonLink to={paths.examEdit(data.examId)} icon={<EditOutlined />}>{t('analytics.exam.edit')}</ButtonLink>
            <ButtonLink to={paths.examRegrade(data.examId)} icon={<ReloadOutlined />}>{t('analytics.exam.regrade')}</ButtonLink>
          </Space>
        )}
      />
      {data.submitted === 0 ? (
        <Card><Empty description={t('analytics.exam.noneSubmitted')} /></Card>
      ) : (
        <>
          <Summary data={data} />
          {flagged.length > 0 && (
            <Alert type="warning" showIcon icon={<WarningOutlined />} title={t('analytics.exam.flagged', { count: flagged.length })} />
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}><ScoreChart data={data} /></Col>
            <Col xs={24} lg={12}><DurationChart data={data} /></Col>
          </Row>
          <FacilityChart data={data} />
          <QuestionsTable data={data} />
          <GroupsTable groups={data.classGroups} />
        </>
      )}
    </Flex>
  );
}

function Summary({ data }: { data: ExamAnalytics }) {
  const t = useT();
  const { score } = data;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={8} xl={4}>
        <Card><Statistic title={t('analytics.exam.submitted')} value={data.submitted} suffix={<small>{t('analytics.exam.submittedOf', { count: data.instances })}</small>} /></Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card><Statistic title={t('analytics.exam.mean')} value={num(score.mean, 2)} suffix={<small>({num(data.scorePercent.mean, 1)} %)</small>} /></Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card><Statistic title={t('analytics.exam.median')} value={num(score.median, 2)} suffix={<small>({num(data.scorePercent.median, 1)} %)</small>} /></Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card><Statistic title={t('analytics.exam.sd')} value={num(score.sd, 2)} /></Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card>
          <Statistic title={t('analytics.exam.passRate')} value={num(data.passRate, 1)} suffix="%" />
          <Typography.Text type="secondary">
            {t('analytics.exam.passRateDetail', { passed: data.passed, submitted: data.submitted, percent: formatNumber(data.passPercentage) })}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={8} xl={4}>
        <Card>
          <Statistic title={t('analytics.exam.alpha')} value={num(data.cronbachAlpha, 2)} />
          <Typography.Text type="secondary">
            {data.cronbachAlpha === null ? t('analytics.exam.alphaNone') : t('analytics.exam.alphaDetail', { count: data.alphaQuestions })}
          </Typography.Text>
        </Card>
      </Col>
      <Col span={24}>
        <Typography.Text type="secondary">
          {t('analytics.exam.quartiles', { q1: num(score.q1, 2), q3: num(score.q3, 2), min: num(score.min, 2), max: num(score.max, 2) })}
        </Typography.Text>
      </Col>
    </Row>
  );
}

const binColumns = (t: ReturnType<typeof useT>, range: 'range' | 'minutesRange', what: string) => [
  { title: what, render: (bin: AnalyticsBin) => t(`analytics.exam.${range}`, { from: formatNumber(bin.from), to: formatNumber(bin.to) }) },
  { title: t('analytics.exam.instancesAxis'), render: (bin: AnalyticsBin) => bin.count, numeric: true },
];

function ScoreChart({ data }: { data: ExamAnalytics }) {
  const t = useT();
  return (
    <ChartFigure
      title={t('analytics.exam.scoreTitle')}
      description={t('analytics.exam.scoreDescription', { count: data.submitted, mean: num(data.scorePercent.mean, 1), median: num(data.scorePercent.median, 1) })}
      rows={data.histogram}
      rowKey={(bin) => bin.from}
      columns={binColumns(t, 'range', t('analytics.exam.scoreAxis'))}
      chart={(
        <Bars
          data={data.histogram.map((bin) => ({ key: bin.from, label: `${bin.from}–${bin.to}`, value: bin.count }))}
          xLabel={t('analytics.exam.scoreAxis')}
          yLabel={t('analytics.exam.instancesAxis')}
          valueName={t('analytics.exam.instancesAxis')}
        />
      )}
    />
  );
}

function DurationChart({ data }: { data: ExamAnalytics }) {
  const t = useT();
  const { duration } = data;
  return (
    <ChartFigure
      title={t('analytics.exam.durationTitle')}
      description={t('analytics.exam.durationDescription', { median: num(duration.median, 0), mean: num(duration.mean, 0), max: num(duration.max, 0) })}
      rows={data.durationHistogram}
      rowKey={(bin) => bin.from}
      columns={binColumns(t, 'minutesRange', t('analytics.exam.durationAxis'))}
      chart={(
        <Bars
          data={data.durationHistogram.map((bin) => ({ key: bin.from, label: `${formatNumber(bin.from)}–${formatNumber(bin.to)}`, value: bin.count }))}
          xLabel={t('analytics.exam.durationAxis')}
          yLabel={t('analytics.exam.instancesAxis')}
          valueName={t('analytics.exam.instancesAxis')}
        />
      )}
    />
  );
}

function FacilityChart({ data }: { data: ExamAnalytics }) {
  const t = useT();
  // A negative facility (penalties) extends the axis below 0, in the same steps of 25 as above it.
  const lowest = Math.min(0, 25 * Math.floor(Math.min(...data.questions.map((question) => question.facility ?? 0)) / 25));
  return (
    <ChartFigure
      title={t('analytics.exam.facilityTitle')}
      description={t('analytics.exam.facilityDescription')}
      rows={data.questions}
      rowKey={(question) => question.questionId}
      columns={[
        { title: t('analytics.exam.position'), render: (question) => question.position, numeric: true },
        { title: t('analytics.exam.question'), render: (question) => question.title },
        { title: t('analytics.exam.facility'), render: (question) => facilityText(t, question), numeric: true },
      ]}
      chart={(
        <Bars
          // A question not graded yet has no facility: no bar (a zero bar would read as "nobody got it").
          data={data.questions.filter((question) => question.facility !== null).map((question) => ({
            key: question.questionId, label: `${question.position}`, value: round(question.facility), highlight: question.flags.length > 0,
          }))}
          xLabel={t('analytics.exam.position')}
          yLabel={t('analytics.exam.facilityAxis')}
          valueName={t('analytics.exam.facilityAxis')}
          yDomain={[lowest, 100]}
          yTicks={Array.from({ length: (100 - lowest) / 25 + 1 }, (_, i) => lowest + 25 * i)}
        />
      )}
    />
  );
}

const round = (value: number | null) => (value === null ? 0 : Math.round(value * 10) / 10);
const pct = (t: ReturnType<typeof useT>, value: number | null) => (value === null ? t('analytics.none') : t('analytics.exam.percent', { value: num(value, 1) }));
/** A question's facility, or that it is not graded yet (every answer waits for a teacher or the queue). */
const facilityText = (t: ReturnType<typeof useT>, question: ExamQuestionAnalytics) =>
  (question.facility === null && question.pending > 0 ? t('analytics.exam.notGradedYet') : pct(t, question.facility));

function QuestionsTable({ data }: { data: ExamAnalytics }) {
  const t = useT();
  const columns: ColumnsType<ExamQuestionAnalytics> = [
    { key: 'position', title: t('analytics.exam.position'), dataIndex: 'position', align: 'right', sorter: (a, b) => a.position - b.position, defaultSortOrder: 'ascend' },
    {
      key: 'title', title: t('analytics.exam.question'),
      render: (_, question) => <Link to={paths.questionEdit(question.questionId)}>{question.title}</Link>,
    },
    { key: 'kind', title: t('analytics.exam.kind'), render: (_, question) => t(`questionKinds.${question.kind}`) },
    { key: 'count', title: t('analytics.exam.count'), align: 'right', render: (_, question) => <span className="eh-nowrap">{question.answered} / {question.count}</span> },
    {
      key: 'facility', title: t('analytics.exam.facility'), align: 'right', sorter: (a, b) => (a.facility ?? 0) - (b.facility ?? 0),
      render: (_, question) => facilityText(t, question),
    },
    {
      key: 'discrimination', title: t('analytics.exam.discrimination'), align: 'right',
      sorter: (a, b) => (a.discrimination ?? 0) - (b.discrimination ?? 0),
      render: (_, question) => num(question.discrimination, 2),
    },
    {
      key: 'time', title: t('analytics.exam.time'), align: 'right',
      render: (_, question) => (question.timeMedianSeconds === null ? t('analytics.none') : formatSeconds(t, question.timeMedianSeconds)),
    },
    {
      key: 'flags', title: t('analytics.exam.flags'),
      render: (_, question) => (
        <Space size={[0, 4]} wrap>
          {question.pending > 0 && (
            <Tooltip title={t('analytics.exam.pendingHelp')}>
              <Tag icon={<ClockCircleOutlined />}>{t('analytics.exam.pending', { count: question.pending })}</Tag>
            </Tooltip>
          )}
          {question.flags.map((flag) => (
            <Tooltip key={flag} title={t(`analytics.exam.flagHelp.${flag}`)}>
              <Tag color="warning" icon={<WarningOutlined />}>{t(`analytics.exam.flag.${flag}`)}</Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      key: 'actions', title: t('analytics.exam.actions'),
      render: (_, question) => (
        <Space wrap size={4}>
          <Link to={paths.questionAnalyticsOf(question.questionId)} aria-label={t('analytics.exam.questionAnalyticsLabel', { title: question.title })}>
            {t('analytics.exam.questionAnalytics')}
          </Link>
          {question.flags.length > 0 && (
            <Link to={paths.examRegrade(data.examId, question.questionId)} aria-label={t('analytics.exam.regradeQuestionLabel', { title: question.title })}>
              {t('analytics.exam.regradeQuestion')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card>
      <Typography.Title level={2} className="eh-chart-title" id="eh-analytics-questions">{t('analytics.exam.questionsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('analytics.exam.questionsHelp')}</Typography.Paragraph>
      <Table<ExamQuestionAnalytics>
        aria-labelledby="eh-analytics-questions"
        size="small"
        rowKey="questionId"
        columns={columns}
        dataSource={data.questions}
        pagination={data.questions.length > 50 ? { pageSize: 50 } : false}
        scroll={{ x: 960 }}
        rowClassName={(question) => (question.flags.length > 0 ? 'eh-analytics-flagged' : '')}
      />
    </Card>
  );
}

function formatSeconds(t: ReturnType<typeof useT>, seconds: number) {
  return seconds < 120 ? t('analytics.exam.seconds', { value: num(seconds, 0) }) : t('analytics.exam.minutes', { value: num(seconds / 60, 1) });
}

function GroupsTable({ groups }: { groups: ClassGroupAnalytics[] }) {
  const t = useT();
  if (groups.length === 0) return null;
  const columns: ColumnsType<ClassGroupAnalytics> = [
    { key: 'group', title: t('analytics.exam.group'), render: (_, group) => group.classGroup ?? t('analytics.exam.noGroup') },
    { key: 'count', title: t('analytics.exam.submitted'), align: 'right', render: (_, group) => group.score.count },
    { key: 'mean', title: t('analytics.exam.mean'), align: 'right', render: (_, group) => num(group.score.mean, 2) },
    { key: 'median', title: t('analytics.exam.median'), align: 'right', render: (_, group) => num(group.score.median, 2) },
    { key: 'sd', title: t('analytics.exam.sd'), align: 'right', render: (_, group) => num(group.score.sd, 2) },
    { key: 'pass', title: t('analytics.exam.passRate'), align: 'right', render: (_, group) => pct(t, group.passRate) },
  ];
  return (
    <Card>
      <Typography.Title level={2} className="eh-chart-title" id="eh-analytics-groups">{t('analytics.exam.groupsTitle')}</Typography.Title>
      <Table<ClassGroupAnalytics>
        aria-labelledby="eh-analytics-groups"
        size="small"
        rowKey={(group) => group.classGroup ?? ''}
        columns={columns}
        dataSource={groups}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { GradeResult, Outcome, ResultSet, SqlRunResult, SubQuestionView, TestCaseResult } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import '../messages-renderers';
import { formatNumber, formatPoints } from '../../../i18n/format';

// antd's preset colours have light and dark variants, so the tags read in both themes.
const OUTCOME_COLORS: Record<Outcome, string> = {
  correct: 'success',
  partial: 'warning',
  incorrect: 'error',
  unanswered: 'default',
  pending: 'processing',
};

export function OutcomeTag({ outcome, forAnswering = false }: { outcome: Outcome; forAnswering?: boolean }) {
  const t = useT();
  // A question without a correct answer (an opinion scale) is not "correct": its points are for answering.
  if (forAnswering) return <Tag color="default">{t('questionTest.forAnswering')}</Tag>;
  return <Tag color={OUTCOME_COLORS[outcome]}>{t(`questionTest.outcomes.${outcome}`)}</Tag>;
}


function Output({ text }: { text: string | null }) {
  const t = useT();
  if (text === null) return <Typography.Text type="secondary">{t('questionTest.none')}</Typography.Text>;
  return <pre className="eh-test-io">{text}</pre>;
}

function Passed({ passed }: { passed: boolean }) {
  const t = useT();
  return passed
    ? <Typography.Text type="success"><CheckCircleFilled /> {t('questionTest.yes')}</Typography.Text>
    : <Typography.Text type="danger"><CloseCircleFilled /> {t('questionTest.no')}</Typography.Text>;
}

/** The code tests' results; input and outputs unfold per row (they can be long). */
export function TestResultsTable({ tests }: { tests: TestCaseResult[] }) {
  const t = useT();
  return (
    <Table<TestCaseResult>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={tests}
      aria-label={t('questionTest.tests')}
      title={() => t('questionTest.tests')}
      expandable={{
        expandedRowRender: (test) => (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('questionTest.input')}><Output text={test.input} /></Descriptions.Item>
            <Descriptions.Item label={t('questionTest.expectedOutput')}><Output text={test.expectedOutput} /></Descriptions.Item>
            <Descriptions.Item label={t('questionTest.actualOutput')}><Output text={test.actualOutput} /></Descriptions.Item>
          </Descriptions>
        ),
      }}
      columns={[
        {
          // A student's view of a hidden test has no name (the teacher's may give the answer away): it is numbered.
          key: 'name', title: t('questionTest.testName'),
          render: (_, test) => test.name || t('questionTest.hiddenTest', { n: tests.filter((each) => !each.public).indexOf(test) + 1 }),
        },
        {
          key: 'public', dataIndex: 'public', title: t('questionTest.visibility'),
          render: (isPublic: boolean) => <Tag>{isPublic ? t('questionTest.public') : t('questionTest.hidden')}</Tag>,
        },
        { key: 'passed', dataIndex: 'passed', title: t('questionTest.passed'), render: (passed: boolean) => <Passed passed={passed} /> },
        {
          key: 'error', dataIndex: 'error', title: t('questionTest.error'),
          render: (error: string | null) => error && <Typography.Text type="danger" className="eh-test-error">{error}</Typography.Text>,
        },
        {
          key: 'time', dataIndex: 'timeMs', title: t('questionTest.time'), align: 'right',
          render: (ms: number | null) => (ms === null ? '' : t('questionTest.ms', { ms })),
        },
      ]}
    />
  );
}

function ResultSetTable({ title, set }: { title: string; set: ResultSet | null }) {
  const t = useT();
  if (!set) return null;
  const rows = set.rows.map((row, index) => ({ key: index, row }));
  return (
    <Table
      size="small"
      pagination={false}
      scroll={{ x: true }}
      title={() => title}
      aria-label={title}
      dataSource={rows}
      footer={() => (set.truncated ? t('questionTest.truncated', { count: set.rowCount }) : t('questionTest.rows', { count: set.rowCount }))}
      columns={set.columns.map((column, index) => ({
        key: String(index),
        title: column,
        render: (_value: unknown, record: { row: (string | null)[] }) => {
          const cell = record.row[index];
          return cell === null ? <Typography.Text type="secondary">NULL</Typography.Text> : cell;
        },
      }))}
    />
  );
}

/** One run of the student's query: on which data set, whether it matched, both result tables. */
export function SqlRunView({ run }: { run: SqlRunResult }) {
  const t = useT();
  return (
    <Card
      size="small"
      title={t(`questionTest.fixture.${run.fixture}`)}
      extra={<Tag color={run.matches ? 'success' : 'error'}>{run.matches ? t('questionTest.matches') : t('questionTest.differs')}</Tag>}
    >
      <Flex vertical gap={8}>
        {run.error && <Alert type="error" showIcon title={run.error} />}
        {run.message && <Typography.Text>{run.message}</Typography.Text>}
        <Flex gap={12} wrap>
          <div className="eh-result-set"><ResultSetTable title={t('questionTest.expected')} set={run.expected} /></div>
          <div className="eh-result-set"><ResultSetTable title={t('questionTest.actual')} set={run.actual} /></div>
        </Flex>
      </Flex>
    </Card>
  );
}

export interface GradeResultViewProps {
  result: GradeResult;
  /** The parts of a complex question, to name its parts' results. */
  subquestions?: SubQuestionView[];
  elapsedMs?: number | null;
}

/** A graded answer: outcome, score, message, and the code tests, query runs or parts behind them. */
export function GradeResultView({ result, subquestions = [], elapsedMs = null }: GradeResultViewProps) {
  const t = useT();
  const partNumber = (id: string) => subquestions.findIndex((sub) => sub.id === id) + 1;
  return (
    <Flex vertical gap={12} className="eh-grade-result">
      <Flex gap={12} align="center" wrap>
        <OutcomeTag outcome={result.outcome} forAnswering={result.forAnswering === true} />
        <Typography.Text strong>
          {t('questionTest.score')}: {t('questionTest.scoreOf', { score: formatPoints(result.score), max: formatPoints(result.maxScore) })}
        </Typography.Text>
        <Typography.Text>{t('questionTest.percent', { percent: formatPoints(result.scorePercent) })}</Typography.Text>
        {elapsedMs !== null && (
          <Typography.Text type="secondary">{t('questionTest.gradedIn', { seconds: formatNumber(elapsedMs / 1000, 1) })}</Typography.Text>
        )}
      </Flex>
      {result.message && <Alert type="info" showIcon title={result.message} />}
      {result.tests.length > 0 && <TestResultsTable tests={result.tests} />}
      {result.sqlRuns.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('questionTest.sqlRuns')}</Typography.Text>
          {result.sqlRuns.map((run) => <SqlRunView key={run.fixture} run={run} />)}
        </Flex>
      )}
      {result.parts.length > 0 && (
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('questionTest.parts')}</Typography.Text>
          {result.parts.map((part, index) => (
            <Card
              key={part.subquestionId}
              size="small"
              // A part with nothing more to say than its outcome is only its header.
              styles={part.message || part.tests.length > 0 || part.sqlRuns.length > 0 ? undefined : { body: { display: 'none' } }}
              title={t('questionTest.part', { number: partNumber(part.subquestionId) || index + 1 })}
              extra={(
                <Flex gap={8} align="center">
                  <OutcomeTag outcome={part.outcome} />
                  <Typography.Text>{t('questionTest.percent', { percent: formatPoints(part.fraction * 100) })}</Typography.Text>
                </Flex>
              )}
            >
              <Flex vertical gap={8}>
                {part.message && <Typography.Text>{part.message}</Typography.Text>}
                {part.tests.length > 0 && <TestResultsTable tests={part.tests} />}
                {part.sqlRuns.map((run) => <SqlRunView key={run.fixture} run={run} />)}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

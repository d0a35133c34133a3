import { Card, Empty, Table, Tag, Tooltip, Typography } from 'antd';
import { useListStudentExamsQuery, type StudentExam } from '../../../api/exam-api';
import { ButtonLink } from '../../../components/button-link';
import { tableEmptyText } from '../../../components/load-state';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { formatDateTime, formatNumber, formatPoints } from '../../../i18n/format';
import '../messages';

/** The score as points of the maximum and as a percent, or what stands in for it. */
function ScoreCell({ row }: { row: StudentExam }) {
  const t = useT();
  if (row.state !== 'submitted') return <Typography.Text type="secondary">{t(`studentPage.examState.${row.state}`)}</Typography.Text>;
  if (row.score === null || row.scorePercent === null) return <Typography.Text type="secondary">{t('studentPage.noScore')}</Typography.Text>;
  return (
    <span>
      <span>{t('studentPage.points', { score: formatPoints(row.score), max: formatPoints(row.maxScore ?? 0) })}</span>
      {' · '}
      <Typography.Text strong>{formatNumber(row.scorePercent)} %</Typography.Text>
      {row.gradingState === 'pending' || row.gradingState === 'manual' ? (
        <Tag style={{ marginInlineStart: 8 }} color="processing">{t(`studentPage.grading.${row.gradingState}`)}</Tag>
      ) : null}
    </span>
  );
}

/** The student page's exams: each instance with score, percentile rank among the exam's submissions, and a review link. */
export function StudentExamsCard({ studentId }: { studentId: number }) {
  const t = useT();
  const query = useListStudentExamsQuery({ studentId });
  const rows = query.data?.data ?? [];
  return (
    <Card title={t('studentPage.exams')}>
      <Typography.Paragraph type="secondary">{t('studentPage.percentileHelp')}</Typography.Paragraph>
      <Table<StudentExam>
        rowKey="instanceId"
        size="small"
        loading={query.isLoading}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        aria-label={t('studentPage.exams')}
        locale={{ emptyText: tableEmptyText(query, t('studentPage.what.exams'), <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('studentPage.noExams')} />) }}
        columns={[
          {
            key: 'exam',
            title: t('studentPage.columns.exam'),
            render: (_value, row) => (
              <span>
                <Typography.Text strong>{row.examTitle}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{row.courseAcronym} · {row.academicYear}</Typography.Text>
                {row.scoreIgnored ? <Tag style={{ marginInlineStart: 8 }}>{t('studentPage.practice')}</Tag> : null}
              </span>
            ),
          },
          {
            key: 'submittedAt',
            title: t('studentPage.columns.submittedAt'),
            render: (_value, row) => (row.submittedAt ? formatDateTime(row.submittedAt) : row.startedAt ? formatDateTime(row.startedAt) : '—'),
          },
          { key: 'score', title: t('studentPage.columns.score'), render: (_value, row) => <ScoreCell row={row} /> },
          {
            key: 'passed',
            title: t('studentPage.columns.passed'),
            render: (_value, row) =>
              row.passed === null ? '—' : row.passed
                ? <Tag color="success">{t('studentPage.passed')}</Tag>
                : <Tag color="error">{t('studentPage.failed')}</Tag>,
          },
          {
            key: 'percentile',
            title: t('studentPage.columns.percentile'),
            render: (_value, row) =>
              row.percentile === null ? '—' : (
                <Tooltip title={t('studentPage.percentileOf', { count: row.rankedCount })}>
                  <span>{formatNumber(row.percentile)}</span>
                </Tooltip>
              ),
          },
          {
            key: 'review',
            title: t('studentPage.columns.review'),
            render: (_value, row) => (
              <ButtonLink size="small" to={paths.examInstance(row.instanceId)} aria-label={t('studentPage.reviewOf', { exam: row.examTitle })}>
                {t('studentPage.review')}
              </ButtonLink>
            ),
          },
        ]}
      />
    </Card>
  );
}

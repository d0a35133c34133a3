import { HomeOutlined, ReadOutlined } from '@ant-design/icons';
import { Alert, Flex, Result, Typography } from 'antd';
import type { MyResult } from '../../../api/exam-api';
import { examApi, useGetMyReviewQuery } from '../../../api/exam-api';
import { ButtonLink } from '../../../components/button-link';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import { useMyTicketsLive } from './question-tickets';
import { ResultSummary } from './result-summary';

/**
 * How often a result being graded (code and SQL in the grading queue) is asked for besides the live channel, which
 * says when the grading is done (the poll only covers a channel that cannot open).
 */
export const RESULT_POLL_MS = 15_000;

interface ExamResultProps {
  instanceId: number;
  examTitle: string;
  courseName: string;
  /** The result the submit answered with (the review then keeps it current). */
  initial?: MyResult | null;
  /** Answers that reached the server after the deadline plus the grace: kept for staff, not counted. */
  lateCount?: number;
}

/**
 * A submitted exam: its score, or "Being graded…" while the grading queue works (asked again every few seconds
 * until it is done, without a reload), and the way to the review while it is open.
 */
export function ExamResult({ instanceId, examTitle, courseName, initial = null, lateCount = 0 }: ExamResultProps) {
  const t = useT();
  const arg = { examInstanceId: instanceId };
  // Polling stops as soon as an answer says the grading is done.
  const known = examApi.endpoints.getMyReview.useQueryState(arg).currentData?.data.result ?? initial;
  const pending = !known || known.gradingState === 'pending';
  const review = useGetMyReviewQuery(arg, {
    refetchOnMountOrArgChange: true,
    skipPollingIfUnfocused: false,
    pollingInterval: pending ? RESULT_POLL_MS : 0,
  });
  // The grading's end comes on the live channel; on its opening the result is read again (it may have come before).
  useMyTicketsLive(instanceId, pending, () => void review.refetch());
  const data = review.currentData?.data;
  const result = data?.result ?? initial;
  return (
    <Result
      status="success"
      title={<Typography.Title level={1} className="eh-result-title">{t('examResult.title')}</Typography.Title>}
      subTitle={`${examTitle} · ${courseName}`}
      extra={(
        <Flex wrap gap={8} justify="center">
          {data?.reviewUntil && (
            <ButtonLink type="primary" icon={<ReadOutlined />} to={paths.examReview(instanceId)}>{t('examResult.review')}</ButtonLink>
          )}
          <ButtonLink icon={<HomeOutlined />} to={paths.home}>{t('examResult.home')}</ButtonLink>
        </Flex>
      )}
    >
      <Flex vertical gap={16} style={{ maxWidth: 720, margin: '0 auto' }}>
        {lateCount > 0 && <Alert type="warning" showIcon title={t('examResult.late', { count: lateCount })} />}
        {result
          ? <ResultSummary result={result} />
          : <Typography.Text role="status">{review.isError ? t('examResult.unknownOffline') : t('examResult.loading')}</Typography.Text>}
        {data?.reviewUntil && (
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('examResult.reviewUntil', { until: formatDateTime(data.reviewUntil) })}
          </Typography.Text>
        )}
      </Flex>
    </Result>
  );
}

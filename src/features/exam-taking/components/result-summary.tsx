import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Flex, Spin, Statistic, Tag, Typography } from 'antd';
import type { MyResult } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatPoints } from '../../../i18n/format';


/** The score of a submitted exam, or that it is being graded; then how many answers were right, partly, wrong. */
export function ResultSummary({ result }: { result: MyResult }) {
  const t = useT();
  const graded = result.gradingState === 'graded' || result.gradingState === 'none';
  return (
    <Flex vertical gap={16}>
      {result.gradingState === 'pending' && (
        <Flex gap={12} align="center" role="status">
          <Spin />
          <div>
            <Typography.Text strong className="eh-size-h5">{t('examResult.beingGraded')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('examResult.beingGradedText', { count: result.pending })}
            </Typography.Paragraph>
          </div>
        </Flex>
      )}
      {result.gradingState === 'manual' && (
        <Typography.Paragraph role="status" style={{ marginBottom: 0 }}>{t('examResult.manual', { count: result.pending })}</Typography.Paragraph>
      )}
      {result.score !== null && (
        <Flex wrap gap={32} align="end">
          <Statistic
            title={graded ? t('examResult.score') : t('examResult.scoreSoFar')}
            value={formatPoints(result.score)}
            suffix={`/ ${formatPoints(result.maxScore)}`}
          />
          {result.scorePercent !== null && <Statistic title={t('examResult.percent')} value={`${formatPoints(result.scorePercent)} %`} />}
          {graded && result.passed !== null && (
            result.passed
              ? <Tag color="success" icon={<CheckCircleFilled />} className="eh-result-passed">{t('examResult.passed')}</Tag>
              : <Tag color="error" icon={<CloseCircleFilled />} className="eh-result-passed">{t('examResult.failed')}</Tag>
          )}
        </Flex>
      )}
      <Typography.Text type="secondary">
        {t('examResult.counts', { correct: result.correct, partial: result.partial, incorrect: result.incorrect, unanswered: result.unanswered })}
      </Typography.Text>
    </Flex>
  );
}

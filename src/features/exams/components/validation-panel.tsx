import { CheckCircleOutlined, CloseCircleOutlined, CloseOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { ExamProblem, ExamValidation } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { pathLabel, problemText } from '../exam-problems';
import { CardTitle } from '../exam-format';
import '../messages';

export interface ValidationPanelProps {
  validation: ExamValidation | null;
  loading: boolean;
  /** The draft changed since these problems were found. */
  stale: boolean;
  /** Why the panel opened, when it was not the Validate button (a refused publish or save). */
  reason?: string | null;
  onFocus: (path: string) => void;
  onClose: () => void;
}

function ProblemList({ problems, kind, onFocus }: { problems: ExamProblem[]; kind: 'error' | 'warning'; onFocus: (path: string) => void }) {
  const t = useT();
  if (problems.length === 0) return null;
  const Icon = kind === 'error' ? CloseCircleOutlined : WarningOutlined;
  return (
    <section>
      <Typography.Title level={3} className="eh-size-h5">
        {kind === 'error' ? t('exams.validation.errors', { count: problems.length }) : t('exams.validation.warnings', { count: problems.length })}
      </Typography.Title>
      <ul className="eh-exam-problems" data-kind={kind}>
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.path}-${index}`}>
            <button type="button" className="eh-exam-problem" onClick={() => onFocus(problem.path)}>
              <span aria-hidden className="eh-exam-problem-icon"><Icon /></span>
              <span>
                <strong>{t('exams.validation.where', { where: pathLabel(problem.path) })}</strong> {problemText(problem)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The errors (which block publishing) and warnings of the exam; each names its field and focuses it when chosen. */
export function ValidationPanel({ validation, loading, stale, reason, onFocus, onClose }: ValidationPanelProps) {
  const t = useT();
  const clean = validation !== null && validation.errors.length === 0 && validation.warnings.length === 0;
  return (
    <Card
      size="small"
      className="eh-exam-validation"
      title={<CardTitle>{t('exams.validation.title')}</CardTitle>}
      extra={<Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('exams.validation.close')} onClick={onClose} />}
    >
      <div role="status" aria-live="polite">
        {loading && <Flex gap={8} align="center"><Spin size="small" /> {t('exams.validation.checking')}</Flex>}
        {!loading && reason && <Alert type="error" showIcon title={reason} className="eh-exam-validation-reason" />}
        {!loading && stale && validation && <Typography.Paragraph type="secondary">{t('exams.validation.stale')}</Typography.Paragraph>}
        {!loading && clean && (
          <Typography.Text type="success"><CheckCircleOutlined /> {t('exams.validation.clean')}</Typography.Text>
        )}
      </div>
      {!loading && validation && (
        <>
          {validation.errors.length > 0 && <Typography.Paragraph type="secondary">{t('exams.validation.errorsBlock')}</Typography.Paragraph>}
          <ProblemList problems={validation.errors} kind="error" onFocus={onFocus} />
          <ProblemList problems={validation.warnings} kind="warning" onFocus={onFocus} />
        </>
      )}
    </Card>
  );
}

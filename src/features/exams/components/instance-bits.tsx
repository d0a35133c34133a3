import { Tag, Typography } from 'antd';
import type { ExamInstanceSummary } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatDuration } from '../../../lib/duration';
import { percentColor } from '../../../lib/percent-color';
import { formatScore } from '../exam-format';
import { secondsLeft } from '../use-server-now';
import '../messages';

/** The time an ongoing instance has left (DD:HH:MM:SS), counted on the server's clock; nothing for the others. */
export function TimeLeft({ row, now }: { row: Pick<ExamInstanceSummary, 'state' | 'deadlineAt'>; now: number }) {
  const t = useT();
  if (row.state !== 'ongoing' || row.deadlineAt === null) return null;
  const left = secondsLeft(row.deadlineAt, now);
  if (left <= 0) return <Tag color="warning">{t('exams.instances.timeUp')}</Tag>;
  return (
    <Typography.Text className="eh-exam-time-left" aria-label={t('exams.instances.timeLeftLabel', { time: formatDuration(left) })}>
      {formatDuration(left)}
    </Typography.Text>
  );
}

/** A score percentage with a dot in the spec's red → green colour of it. */
export function ScorePercent({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <span className="eh-exam-percent">
      <span aria-hidden className="eh-exam-percent-dot" style={{ background: percentColor(value) }} />
      {formatScore(value)} %
    </span>
  );
}

/** Who submitted, when it was not the student. */
export function SubmittedBy({ by }: { by: ExamInstanceSummary['submittedBy'] }) {
  const t = useT();
  if (by === null || by === 'student') return null;
  return <Typography.Text type="secondary"> ({t(`exams.instances.submittedBy.${by}`)})</Typography.Text>;
}

import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ExamInstanceSummary } from '../../../api/exam-api';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
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

/**
 * What the event log says about an instance, at a glance: lost contact (now, or gaps), focus losses, full-screen
 * exits, address or browser changes; a link to the log. Nothing before the start.
 */
export function Activity({ row }: { row: Pick<ExamInstanceSummary, 'instanceId' | 'activity'> }) {
  const t = useT();
  const activity = row.activity;
  if (!activity || row.instanceId === null) return null;
  const tags = [
    activity.contactLostSince && <Tag key="lost" color="error">{t('exams.log.summary.lostSince', { since: formatDateTime(activity.contactLostSince) })}</Tag>,
    activity.contactGaps > 0 && <Tag key="gaps" color="warning">{t('exams.instances.activity.gaps', { count: activity.contactGaps })}</Tag>,
    activity.focusLosses > 0 && <Tag key="focus" color="warning">{t('exams.instances.activity.focus', { count: activity.focusLosses })}</Tag>,
    activity.fullscreenExits > 0 && <Tag key="fullscreen" color="warning">{t('exams.instances.activity.fullscreen', { count: activity.fullscreenExits })}</Tag>,
    activity.addressChanges > 0 && <Tag key="address" color="warning">{t('exams.instances.activity.address', { count: activity.addressChanges })}</Tag>,
  ].filter(Boolean);
  return (
    <span className="eh-instance-activity">
      {tags.length > 0 ? tags : <Typography.Text type="secondary">{t('exams.instances.activity.quiet')}</Typography.Text>}
      <Link to={paths.logDetails(row.instanceId)}>{t('exams.instances.activity.log')}</Link>
    </span>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ExamInstanceSummary, ExamPhase } from '../../api/exam-api';
import { t, useT } from '../../i18n';
import { formatDateTime, formatNumber, formatPoints } from '../../i18n/format';
import './messages';

// antd's preset colours have light and dark variants, so the tags read in both themes.
const PHASE_COLORS: Record<ExamPhase, string> = {
  draft: 'default',
  upcoming: 'processing',
  open: 'success',
  closed: 'warning',
  archived: 'default',
};

export function PhaseTag({ phase }: { phase: ExamPhase }) {
  const t = useT();
  return <Tag color={PHASE_COLORS[phase]} bordered={phase !== 'archived'}>{t(`exams.phases.${phase}`)}</Tag>;
}

/** The exam asks for a password at start. */
export function PasswordMark() {
  const t = useT();
  return (
    <Tooltip title={t('exams.hasPassword')}>
      <LockOutlined aria-label={t('exams.hasPassword')} role="img" />
    </Tooltip>
  );
}

/** The window as 'from – to' in the user's language. */
export function formatWindow(from: string, to: string): string {
  return t('exams.window', { from: formatDateTime(from), to: formatDateTime(to) });
}

export function formatMinutes(minutes: number): string {
  return t('exams.minutes', { count: minutes });
}

/** '3' or '2–4' questions. */
export function formatRange(min: number, max: number): string {
  return min === max ? formatNumber(min) : t('exams.range', { min: formatNumber(min), max: formatNumber(max) });
}

/** Points and percentages with at most two decimals (the one rule of `formatPoints`). */
export function formatScore(value: number): string {
  return formatPoints(value);
}

export function studentName(row: Pick<ExamInstanceSummary, 'firstName' | 'lastName'>): string {
  return t('exams.studentName', { first: row.firstName, last: row.lastName });
}

const STATE_COLORS: Record<NonNullable<ExamInstanceSummary['state']>, string> = {
  generated: 'default',
  ongoing: 'processing',
  submitted: 'success',
};

/** An instance's state; a student without one (the not-started list) has none. */
export function InstanceStateTag({ state }: { state: ExamInstanceSummary['state'] }) {
  const t = useT();
  if (state === null) return <Tag>{t('exams.instanceStates.none')}</Tag>;
  return <Tag color={STATE_COLORS[state]}>{t(`exams.instanceStates.${state}`)}</Tag>;
}

const GRADING_COLORS: Record<ExamInstanceSummary['gradingState'], string> = {
  none: 'default',
  pending: 'processing',
  manual: 'warning',
  graded: 'success',
};

export function GradingStateTag({ state }: { state: ExamInstanceSummary['gradingState'] }) {
  const t = useT();
  return <Tag color={GRADING_COLORS[state]}>{t(`exams.gradingStates.${state}`)}</Tag>;
}

export function PassedTag({ passed }: { passed: boolean | null }) {
  const t = useT();
  if (passed === null) return null;
  return passed ? <Tag color="success">{t('exams.passed')}</Tag> : <Tag color="error">{t('exams.failed')}</Tag>;
}

/** A card's heading as a real heading (h2 by default), drawn as antd draws card titles. */
export function CardTitle({ level = 2, children }: { level?: 2 | 3; children: ReactNode }) {
  return <Typography.Title level={level} className="eh-card-title">{children}</Typography.Title>;
}

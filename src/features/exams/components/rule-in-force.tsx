import { Space, Tag, Typography } from 'antd';
import type { AccessRule, Exam } from '../../../api/exam-api';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format';
import '../messages';

/**
 * The rule in force for a student, as a proctor reads it at a glance: the accommodation's extra time ("+50 %"), the
 * override that decides the rest ("make-up group, 12 Dec 2026, 10:00 – 12:00") and a start that is forbidden.
 * Nothing for a student the exam's own rule applies to.
 */
export function RuleInForce({ rule, exam }: { rule: AccessRule; exam: Pick<Exam, 'availableFrom' | 'availableTo' | 'durationMinutes'> }) {
  const t = useT();
  const baseDuration = rule.durationMinutes - rule.extraMinutes;
  const extra = rule.extraPercent > 0 && rule.extraMinutes === Math.ceil((baseDuration * rule.extraPercent) / 100)
    ? t('exams.rule.percent', { percent: rule.extraPercent })
    : t('exams.rule.minutes', { minutes: rule.extraMinutes });
  const windowMoved = rule.availableFrom !== exam.availableFrom || (rule.source !== 'exam' && rule.availableTo !== exam.availableTo);
  const details = [
    ...(rule.source === 'exam' ? [] : [rule.label ?? t(`exams.rule.source.${rule.source}`)]),
    ...(windowMoved ? [`${formatDateTime(rule.availableFrom)} – ${formatDateTime(rule.availableTo)}`] : []),
    ...(baseDuration !== exam.durationMinutes ? [t('exams.rule.duration', { minutes: baseDuration })] : []),
  ];
  if (rule.extraMinutes === 0 && details.length === 0 && rule.startAllowed) return null;
  return (
    <Space size={4} wrap>
      {rule.extraMinutes > 0 && <Tag color="processing" title={t('exams.rule.extraTitle', { minutes: rule.extraMinutes })}>{extra}</Tag>}
      {!rule.startAllowed && <Tag color="error">{t('exams.rule.startForbidden')}</Tag>}
      {details.length > 0 && <Typography.Text>{details.join(', ')}</Typography.Text>}
    </Space>
  );
}

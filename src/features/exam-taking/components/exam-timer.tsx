import { ClockCircleOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useT } from '../../../i18n';
import { formatCountdown } from '../clock';

/**
 * The time left until the server's deadline. It is a timer for assistive technology (read when asked, not every
 * second); the warnings at 5 and 1 minutes are announced by the page.
 */
export function ExamTimer({ secondsLeft }: { secondsLeft: number | null }) {
  const t = useT();
  const { token } = theme.useToken();
  if (secondsLeft === null) return null;
  const color = secondsLeft <= 60 ? token.colorErrorText : secondsLeft <= 300 ? token.colorWarningText : token.colorText;
  return (
    <div className="eh-exam-timer" role="timer" aria-live="off" style={{ color }}>
      <ClockCircleOutlined aria-hidden="true" />
      <span className="eh-exam-timer-label">{t('examPage.timer.left')}</span>
      <span className="eh-exam-timer-value">{formatCountdown(secondsLeft)}</span>
    </div>
  );
}

import { Tooltip } from 'antd';
import { formatDateTime, formatRelative } from '../i18n/format';

/** A moment as the time since (or until) it, '3 minutes ago', with the date and time in a tooltip. */
export function RelativeTime({ iso, now }: { iso: string; now?: number }) {
  return (
    <Tooltip title={formatDateTime(iso)}>
      <time dateTime={iso}>{formatRelative(iso, now)}</time>
    </Tooltip>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * docs/requirements.md#constants: DD:HH:MM:SS, the days shown as 'Nd:' and left out when there are none
 * (93784 → '1d:02:03:04', 3723 → '01:02:03'). Fractions of a second are dropped.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const sign = seconds < 0 ? '-' : '';
  let rest = Math.floor(Math.abs(seconds));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  const secs = rest - minutes * 60;
  const time = `${pad(hours)}:${pad(minutes)}:${pad(secs)}`;
  return sign + (days > 0 ? `${days}d:${time}` : time);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'long' });
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** '12 seconds ago', '3 minutes ago', 'yesterday' … relative to `now`. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return relative.format(0, 'second');
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  return relative.format(Math.round(seconds / 86_400), 'day');
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD from the API) as '1 Oct 2025', in no time zone. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return date.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** A moment's time of day, e.g. '19:49:43'. */
export function formatTime(epochMs: number): string {
  return time.format(new Date(epochMs));
}

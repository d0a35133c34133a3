import { currentLanguage, FORMAT_LOCALES, t, type Language } from './index';

// Dates, times and numbers in the user's language, through Intl. Formatters are built once per language.
interface Formatters {
  relative: Intl.RelativeTimeFormat;
  dateTime: Intl.DateTimeFormat;
  moment: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
}
const cache = new Map<Language, Formatters>();

function formatters(): Formatters {
  const language = currentLanguage();
  let found = cache.get(language);
  if (!found) {
    const locale = FORMAT_LOCALES[language];
    found = {
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' }),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      moment: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }),
      number: new Intl.NumberFormat(locale),
    };
    cache.set(language, found);
  }
  return found;
}

/** '12 seconds ago', '3 minutes ago', 'yesterday', '3 months ago' … relative to `now`. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const { relative } = formatters();
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 5) return relative.format(0, 'second');
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  if (abs < 365 * 86_400) return relative.format(Math.round(seconds / (30 * 86_400)), 'month');
  return relative.format(Math.round(seconds / (365 * 86_400)), 'year');
}

/** A moment as date and time, e.g. '1 Oct 2025, 14:05' ('1. lis 2025. 14:05' in Croatian). */
export function formatDateTime(iso: string): string {
  return formatters().dateTime.format(new Date(iso));
}

/** A moment to the second, e.g. '1 Oct 2025, 14:05:09' (event logs). */
export function formatMoment(iso: string): string {
  return formatters().moment.format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD from the API) as '1 Oct 2025', in no time zone. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return formatters().date.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** A moment's time of day, e.g. '19:49:43'. */
export function formatTime(epochMs: number): string {
  return formatters().time.format(new Date(epochMs));
}

/** Points (and score percentages) as every page shows them: at most two decimals, the language's separators. */
export function roundPoints(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Points as every page shows them: 46.667 → '46.67' ('46,67' in Croatian), 12 → '12'. */
export function formatPoints(value: number): string {
  return formatNumber(roundPoints(value));
}

/** A number with the language's separators; `digits` fixes the decimals (1.5 → '1.5', '1,5' in Croatian). */
export function formatNumber(value: number, digits?: number): string {
  if (digits === undefined) return formatters().number.format(value);
  return new Intl.NumberFormat(FORMAT_LOCALES[currentLanguage()], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** The language's decimal separator: '.' in English, ',' in Croatian. */
/** A measured value in the user's language with up to 12 significant figures: 0.00025 stays 0.00025, not 0. */
export function formatSignificant(value: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALES[currentLanguage()], { maximumSignificantDigits: 12 }).format(value);
}

export function decimalSeparator(): string {
  return formatters().number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A number written in plain decimal digits ('0.001', '-2.5e-7') with the language's separator ('0,001' in
 * Croatian): exact, as it never goes through a float, and with no grouping of digits.
 */
export function localiseDecimalText(text: string): string {
  return text.replace('.', decimalSeparator());
}

/** A wait as a person says it: '45 seconds', '4 minutes 30 seconds'. */
export function formatWait(seconds: number): string {
  const total = Math.max(1, Math.ceil(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts = [];
  if (minutes > 0) parts.push(t('format.minutes', { count: minutes }));
  if (rest > 0 || minutes === 0) parts.push(t('format.seconds', { count: rest }));
  return parts.join(' ');
}

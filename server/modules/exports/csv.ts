/** One CSV cell value: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null;

/** Cells a spreadsheet program would run as a formula (CSV injection, OWASP): kept as text by a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A cell as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, a quote or a line break. Only text
 * is guarded against formulas: a number is written as a number, so `-1.5` stays a negative score.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A record with its CRLF terminator. */
export const csvRecord = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** The byte order mark that makes spreadsheet programs read the file as UTF-8 (Croatian letters). */
export const UTF8_BOM = '\uFEFF';

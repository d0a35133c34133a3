import type { SqlQueryOutcome } from './runner-types.js';

export type ResultSetComparison = { orderMatters: boolean; columnNames: 'ignore' | 'match' };
export type ResultSetMatch = { matches: boolean; message: string | null };

type Row = (string | null)[];

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Values as PostgreSQL prints them, but the text 'NULL' quoted so that it is not mistaken for NULL. */
function showRow(row: Row): string {
  const show = (value: string | null) => (value === null ? 'NULL' : /^null$/i.test(value) ? `'${value}'` : value);
  return `(${row.map(show).join(', ')})`;
}

function rowKey(row: Row): string {
  return JSON.stringify(row);
}

function sameRow(left: Row, right: Row): boolean {
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

/**
 * Whether a student's result set equals the reference's. Values are compared as PostgreSQL prints them (NULL
 * differs from the text 'NULL'); rows as lists when `orderMatters`, otherwise as multisets; column names
 * case-insensitively and in order when `columnNames` is `match`. The message explains the first difference.
 */
export function compareResultSets(
  expected: SqlQueryOutcome,
  actual: SqlQueryOutcome,
  options: ResultSetComparison,
): ResultSetMatch {
  if (actual.error !== null) return { matches: false, message: `The query failed: ${actual.error}` };
  if (expected.columns.length !== actual.columns.length) {
    return {
      matches: false,
      message: `Expected ${plural(expected.columns.length, 'column')}, got ${actual.columns.length}`,
    };
  }
  if (options.columnNames === 'match') {
    const index = expected.columns.findIndex((name, i) => name.toLowerCase() !== actual.columns[i].toLowerCase());
    if (index >= 0) {
      return {
        matches: false,
        message: `Column ${index + 1} should be named ${expected.columns[index]}, not ${actual.columns[index]}`,
      };
    }
  }
  if (expected.rowCount !== actual.rowCount || expected.rows.length !== actual.rows.length) {
    return { matches: false, message: `Expected ${plural(expected.rowCount, 'row')}, got ${actual.rowCount}` };
  }
  if (options.orderMatters) {
    const index = expected.rows.findIndex((row, i) => !sameRow(row, actual.rows[i]));
    if (index >= 0) {
      return {
        matches: false,
        message: `Row ${index + 1} should be ${showRow(expected.rows[index])}, not ${showRow(actual.rows[index])}`,
      };
    }
    return { matches: true, message: null };
  }
  const unmatched = new Map<string, number>();
  for (const row of actual.rows) unmatched.set(rowKey(row), (unmatched.get(rowKey(row)) ?? 0) + 1);
  for (const row of expected.rows) {
    const count = unmatched.get(rowKey(row)) ?? 0;
    if (count === 0) {
      const extra = actual.rows.find((candidate) => {
        const left = unmatched.get(rowKey(candidate)) ?? 0;
        return left > 0 && !expected.rows.some((wanted) => sameRow(wanted, candidate));
      });
      const detail = extra === undefined ? '' : `; ${showRow(extra)} is not expected`;
      return { matches: false, message: `The row ${showRow(row)} is missing${detail}` };
    }
    unmatched.set(rowKey(row), count - 1);
  }
  return { matches: true, message: null };
}

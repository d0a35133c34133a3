import { describe, expect, test } from '@jest/globals';
import { compareResultSets } from '../compare-sql.js';
import { resultOf } from '../__fixtures__/contents.js';

const unordered = { orderMatters: false, columnNames: 'ignore' as const };
const ordered = { orderMatters: true, columnNames: 'ignore' as const };
const named = { orderMatters: false, columnNames: 'match' as const };

const expected = resultOf(['name', 'total'], [['Ann', '3'], ['Bob', null], ['Cy', '1']]);

describe('compareResultSets', () => {
  test('equal sets match', () => {
    expect(compareResultSets(expected, resultOf(['name', 'total'], expected.rows), ordered)).toEqual({ matches: true, message: null });
  });

  test('rows in another order match only when order does not matter', () => {
    const shuffled = resultOf(['name', 'total'], [['Cy', '1'], ['Ann', '3'], ['Bob', null]]);
    expect(compareResultSets(expected, shuffled, unordered)).toEqual({ matches: true, message: null });
    expect(compareResultSets(expected, shuffled, ordered)).toEqual({ matches: false, message: 'Row 1 should be (Ann, 3), not (Cy, 1)' });
  });

  test('the column count must be the same', () => {
    expect(compareResultSets(expected, resultOf(['name'], [['Ann'], ['Bob'], ['Cy']]), unordered)).toEqual({
      matches: false,
      message: 'Expected 2 columns, got 1',
    });
  });

  test('column names matter, case-insensitively, only in match mode', () => {
    const renamed = resultOf(['NAME', 'sum'], expected.rows);
    expect(compareResultSets(expected, renamed, unordered).matches).toBe(true);
    expect(compareResultSets(expected, renamed, named)).toEqual({ matches: false, message: 'Column 2 should be named total, not sum' });
    expect(compareResultSets(expected, resultOf(['Name', 'TOTAL'], expected.rows), named).matches).toBe(true);
  });

  test('the row count must be the same', () => {
    expect(compareResultSets(expected, resultOf(['name', 'total'], expected.rows.slice(0, 2)), unordered)).toEqual({
      matches: false,
      message: 'Expected 3 rows, got 2',
    });
    expect(compareResultSets(resultOf(['n'], [['1']]), resultOf(['n'], []), unordered).message).toBe('Expected 1 row, got 0');
  });

  test('rows are multisets: duplicates count', () => {
    const twice = resultOf(['n'], [['1'], ['1'], ['2']]);
    expect(compareResultSets(twice, resultOf(['n'], [['1'], ['2'], ['2']]), unordered)).toEqual({
      matches: false,
      message: 'The row (1) is missing',
    });
    expect(compareResultSets(twice, resultOf(['n'], [['2'], ['1'], ['1']]), unordered).matches).toBe(true);
  });

  test('a wrong row is named together with the unexpected one', () => {
    const wrong = resultOf(['name', 'total'], [['Ann', '3'], ['Bob', null], ['Cy', '2']]);
    expect(compareResultSets(expected, wrong, unordered)).toEqual({
      matches: false,
      message: 'The row (Cy, 1) is missing; (Cy, 2) is not expected',
    });
  });

  test('NULL differs from the text NULL, values compare as text', () => {
    expect(compareResultSets(expected, resultOf(['name', 'total'], [['Ann', '3'], ['Bob', 'NULL'], ['Cy', '1']]), ordered)).toEqual({
      matches: false,
      message: "Row 2 should be (Bob, NULL), not (Bob, 'NULL')",
    });
    expect(compareResultSets(resultOf(['x'], [['2.5']]), resultOf(['x'], [['2.50']]), ordered).matches).toBe(false);
  });

  test('a failed query does not match', () => {
    const failed = resultOf([], [], { error: 'column "totl" does not exist' });
    expect(compareResultSets(expected, failed, unordered)).toEqual({ matches: false, message: 'The query failed: column "totl" does not exist' });
  });
});

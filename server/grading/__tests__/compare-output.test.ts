import { describe, expect, test } from '@jest/globals';
import { compareOutput, REGEX_OUTPUT_LIMIT } from '../compare-output.js';

const exact = { expectedOutput: '', trimWhitespace: false, ignoreCase: false, anyOrder: false, regex: false };
const expecting = (expectedOutput: string, options: Partial<typeof exact> = {}) => ({ ...exact, expectedOutput, ...options });

describe('compareOutput', () => {
  test('exact comparison, with line ends normalised', () => {
    expect(compareOutput(expecting('1\n2\n'), '1\n2\n')).toBe(true);
    expect(compareOutput(expecting('1\n2\n'), '1\r\n2\r\n')).toBe(true);
    expect(compareOutput(expecting('1\r\n2'), '1\n2')).toBe(true);
    expect(compareOutput(expecting('1\n2\n'), '1\n2')).toBe(false);
    expect(compareOutput(expecting('1 2'), '1  2')).toBe(false);
    expect(compareOutput(expecting('Yes'), 'yes')).toBe(false);
  });

  test('trimWhitespace trims every line and drops trailing empty lines', () => {
    const test = expecting('a b\nc', { trimWhitespace: true });
    expect(compareOutput(test, '  a b  \n\tc\n\n\n')).toBe(true);
    expect(compareOutput(test, 'a b\r\nc \r\n')).toBe(true);
    expect(compareOutput(test, 'a  b\nc')).toBe(false);
    expect(compareOutput(test, 'a b\n\nc')).toBe(false);
    expect(compareOutput(test, '\na b\nc')).toBe(false);
  });

  test('ignoreCase', () => {
    expect(compareOutput(expecting('Hello World', { ignoreCase: true }), 'hELLO wORLD')).toBe(true);
    expect(compareOutput(expecting('Hello World', { ignoreCase: true }), 'Hello  World')).toBe(false);
  });

  test('anyOrder compares the lines as a multiset', () => {
    const test = expecting('b\na\na', { anyOrder: true });
    expect(compareOutput(test, 'a\nb\na')).toBe(true);
    expect(compareOutput(test, 'a\nb\nb')).toBe(false);
    expect(compareOutput(test, 'a\nb')).toBe(false);
    expect(compareOutput(expecting('B\na', { anyOrder: true, ignoreCase: true, trimWhitespace: true }), ' A\nb \n')).toBe(true);
  });

  test('regex: the whole output must match', () => {
    const test = expecting('\\d+ items?', { regex: true });
    expect(compareOutput(test, '12 items')).toBe(true);
    expect(compareOutput(test, '1 item')).toBe(true);
    expect(compareOutput(test, 'total: 12 items')).toBe(false);
    expect(compareOutput(test, '12 items, no')).toBe(false);
    expect(compareOutput(expecting('a|b', { regex: true }), 'ab')).toBe(false);
    expect(compareOutput(expecting('a|b', { regex: true }), 'b')).toBe(true);
  });

  test('regex with ignoreCase and trimWhitespace', () => {
    expect(compareOutput(expecting('result: [a-z]+', { regex: true, ignoreCase: true }), 'RESULT: OK')).toBe(true);
    expect(compareOutput(expecting('ok\\nok', { regex: true, trimWhitespace: true }), ' ok \r\nok\n\n')).toBe(true);
    expect(compareOutput(expecting('ok', { regex: true }), 'ok\n')).toBe(false);
  });

  test('an invalid pattern never matches', () => {
    expect(compareOutput(expecting('(unclosed', { regex: true }), '(unclosed')).toBe(false);
  });

  test('a catastrophic pattern gives up instead of hanging', () => {
    const started = Date.now();
    expect(compareOutput(expecting('(a+)+b', { regex: true }), 'a'.repeat(40))).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('output above the regex limit is not tested', () => {
    const test = expecting('x*', { regex: true });
    expect(compareOutput(test, 'x'.repeat(REGEX_OUTPUT_LIMIT))).toBe(true);
    expect(compareOutput(test, 'x'.repeat(REGEX_OUTPUT_LIMIT + 1))).toBe(false);
  });
});

import { describe, expect, test } from '@jest/globals';
import type { GradeResult, SqlRunResult, TestCaseResult } from '../../generated/contract-types.js';
import { redactResultForStudent } from '../redact.js';

const testResult = (overrides: Partial<TestCaseResult>): TestCaseResult => ({
  id: 't',
  name: 'Test',
  public: true,
  weight: 50,
  passed: false,
  input: 'in',
  expectedOutput: 'out',
  actualOutput: 'got',
  error: null,
  timeMs: 3,
  ...overrides,
});

const sqlRun = (overrides: Partial<SqlRunResult>): SqlRunResult => ({
  fixture: 'visible',
  matches: false,
  expected: { columns: ['n'], rows: [['1']], rowCount: 1, truncated: false },
  actual: { columns: ['n'], rows: [['2']], rowCount: 1, truncated: false },
  error: null,
  message: 'Row 1 should be (1), not (2)',
  ...overrides,
});

const base: GradeResult = { outcome: 'partial', score: 1, scorePercent: 50, fraction: 0.5, maxScore: 2, tests: [], sqlRuns: [], parts: [], message: '1 of 2 tests passed' };

describe('redactResultForStudent', () => {
  test('hidden tests keep passed, weight and the error kind, lose their data, names and ids', () => {
    const hidden = [
      testResult({ id: 'SECRET-ID', name: 'SECRET: an empty list', public: false, input: 'SECRET-IN', expectedOutput: 'SECRET-OUT', actualOutput: 'SECRET-ACTUAL', error: 'Run-time error: ValueError: SECRET-IN' }),
      testResult({ id: 'h2', public: false, passed: true, weight: 30, error: null }),
      testResult({ id: 'h3', public: false, error: 'Time limit exceeded' }),
      testResult({ id: 'h4', public: false, error: 'Compilation failed:\nmain.c:3: error' }),
    ];
    const shown = testResult({ id: 'p', error: 'Run-time error: ValueError: 5' });
    const result = redactResultForStudent({ ...base, tests: [shown, ...hidden] });
    expect(result.tests).toEqual([
      shown,
      { id: 'hidden-1', name: '', public: false, weight: 50, passed: false, input: null, expectedOutput: null, actualOutput: null, error: 'Run-time error', timeMs: 3 },
      { id: 'hidden-2', name: '', public: false, weight: 30, passed: true, input: null, expectedOutput: null, actualOutput: null, error: null, timeMs: 3 },
      { id: 'hidden-3', name: '', public: false, weight: 50, passed: false, input: null, expectedOutput: null, actualOutput: null, error: 'Time limit exceeded', timeMs: 3 },
      { id: 'hidden-4', name: '', public: false, weight: 50, passed: false, input: null, expectedOutput: null, actualOutput: null, error: 'Compilation failed:\nmain.c:3: error', timeMs: 3 },
    ]);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  test('the hidden SQL run keeps only whether it matched', () => {
    const visible = sqlRun({});
    const result = redactResultForStudent({
      ...base,
      sqlRuns: [visible, sqlRun({ fixture: 'hidden', error: 'duplicate key value (id)=(SECRET)', message: 'SECRET row' })],
    });
    expect(result.sqlRuns).toEqual([
      visible,
      { fixture: 'hidden', matches: false, expected: null, actual: null, error: 'The query fails on the hidden data set', message: null },
    ]);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  test('parts of a complex question are redacted too, the rest is kept', () => {
    const result = redactResultForStudent({
      ...base,
      parts: [{ subquestionId: 's', outcome: 'incorrect', fraction: 0, tests: [testResult({ public: false, input: 'SECRET' })], sqlRuns: [sqlRun({ fixture: 'hidden', expected: { columns: ['SECRET'], rows: [], rowCount: 0, truncated: false } })], message: 'm' }],
    });
    expect(JSON.stringify(result)).not.toContain('SECRET');
    expect(result).toMatchObject({ outcome: 'partial', score: 1, scorePercent: 50, fraction: 0.5, maxScore: 2, message: '1 of 2 tests passed' });
    expect(result.parts[0]).toMatchObject({ subquestionId: 's', outcome: 'incorrect', message: 'm' });
    expect(result.parts[0].sqlRuns[0].matches).toBe(false);
  });
});

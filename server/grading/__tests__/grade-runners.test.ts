import { describe, expect, test } from '@jest/globals';
import type { ComplexContent, QuestionAnswer } from '../../generated/contract-types.js';
import { gradeAnswer, QuestionGradingError, SQL_LIMITS, TEST_ERRORS } from '../grade.js';
import { DEFAULT_SCORES } from '../scores.js';
import { code, codeTest, fakeCodeRunner, fakeSqlRunner, resultOf, run, sql } from '../__fixtures__/contents.js';

const model15 = { correct: 15, incorrect: 0, unanswered: -5 };
const source = (text: string): QuestionAnswer => ({ kind: 'code', source: text });
const query = (text: string): QuestionAnswer => ({ kind: 'sql', query: text });
const solution = 'def double(x):\n    return x + x\n';

describe('code', () => {
  test('runs prefix, source and suffix once with every test\'s input', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('2\n'), run('42\n')] });
    await gradeAnswer(code(), source(solution), DEFAULT_SCORES, { code: runner });
    expect(runner.requests).toEqual([
      {
        language: 'python',
        source: `import sys\n${solution}\nprint(double(int(sys.stdin.read())))`,
        inputs: ['1', '21'],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
      },
    ]);
  });

  test('all tests passed: correct, with every test reported', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('2\n', { timeMs: 5.6 }), run(' 42 \n')] });
    const result = await gradeAnswer(code(), source(solution), model15, { code: runner });
    expect(result).toMatchObject({ outcome: 'correct', score: 15, fraction: 1, message: '2 of 2 tests passed' });
    expect(result.tests).toEqual([
      { id: 'one', name: 'one', public: true, weight: 40, passed: true, input: '1', expectedOutput: '2', actualOutput: '2\n', error: null, timeMs: 6 },
      { id: 'big', name: 'big', public: false, weight: 60, passed: true, input: '21', expectedOutput: '42', actualOutput: ' 42 \n', error: null, timeMs: 12 },
    ]);
  });

  test('the fraction is the sum of the passed tests\' weights', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('2'), run('41')] });
    expect(await gradeAnswer(code(), source(solution), model15, { code: runner })).toMatchObject({
      outcome: 'partial',
      fraction: 0.4,
      score: 6,
      message: '1 of 2 tests passed',
    });
  });

  test('a compile error fails every test with the compiler\'s output', async () => {
    const runner = fakeCodeRunner({ compileError: 'line 2: invalid syntax', runs: [] });
    const result = await gradeAnswer(code(), source('def double(x) return'), model15, { code: runner });
    expect(result).toMatchObject({ outcome: 'incorrect', score: 0, message: TEST_ERRORS.compile });
    expect(result.tests.map((test) => [test.passed, test.error, test.actualOutput, test.timeMs])).toEqual([
      [false, 'Compilation failed:\nline 2: invalid syntax', null, null],
      [false, 'Compilation failed:\nline 2: invalid syntax', null, null],
    ]);
  });

  test('limits and run-time errors fail a test even when the output matches', async () => {
    const content = code({
      tests: ['t', 'm', 'o', 'r', 'gone'].map((id) => codeTest({ id, expectedOutput: 'ok', weight: 20 })),
    });
    const runner = fakeCodeRunner({
      compileError: null,
      runs: [
        run('ok', { timedOut: true }),
        run('ok', { memoryExceeded: true }),
        run('ok', { outputTruncated: true }),
        run('ok', { error: 'ZeroDivisionError: division by zero', exitCode: 1 }),
      ],
    });
    const result = await gradeAnswer(content, source(solution), DEFAULT_SCORES, { code: runner });
    expect(result.fraction).toBe(0);
    expect(result.tests.map((test) => test.error)).toEqual([
      'Time limit exceeded',
      'Memory limit exceeded',
      'Output limit exceeded',
      'Run-time error: ZeroDivisionError: division by zero',
      'Not run',
    ]);
  });

  test('the test\'s comparison options apply', async () => {
    const content = code({
      tests: [
        codeTest({ id: 'case', expectedOutput: 'YES', ignoreCase: true, weight: 50 }),
        codeTest({ id: 'pattern', expectedOutput: '\\d+ ms', regex: true, trimWhitespace: true, weight: 50 }),
      ],
    });
    const runner = fakeCodeRunner({ compileError: null, runs: [run('yes'), run('12 ms\n')] });
    expect(await gradeAnswer(content, source(solution), DEFAULT_SCORES, { code: runner })).toMatchObject({ outcome: 'correct' });
  });

  test('no source, or the unchanged template, is unanswered and runs nothing', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [] });
    for (const text of ['', '  \n', 'def double(x):\n  pass', 'def double(x):    pass\n\n']) {
      expect(await gradeAnswer(code(), source(text), model15, { code: runner })).toMatchObject({ outcome: 'unanswered', score: -5, tests: [] });
    }
    expect(runner.requests).toHaveLength(0);
  });

  test('without a runner the question cannot be graded', async () => {
    await expect(gradeAnswer(code(), source(solution), DEFAULT_SCORES)).rejects.toThrow(QuestionGradingError);
  });
});

describe('SQL', () => {
  const content = sql();
  const visible = content.fixture;
  const hidden = content.hiddenFixture;
  const reference = resultOf(['n'], [['1'], ['2']]);
  const hiddenReference = resultOf(['n'], [['7']]);
  const batch = (...results: ReturnType<typeof resultOf>[]) => ({ fixtureError: null, results, timedOut: false });

  test('runs the reference and the student\'s query on both fixtures', async () => {
    const runner = fakeSqlRunner({ [visible]: batch(reference, reference), [hidden]: batch(hiddenReference, hiddenReference) });
    const result = await gradeAnswer(content, query('SELECT n FROM t'), model15, { sql: runner });
    expect(runner.requests).toEqual([
      { fixture: visible, queries: [content.referenceSolution, 'SELECT n FROM t'], ...SQL_LIMITS },
      { fixture: hidden, queries: [content.referenceSolution, 'SELECT n FROM t'], ...SQL_LIMITS },
    ]);
    expect(result).toMatchObject({ outcome: 'correct', score: 15, fraction: 1, message: null });
    expect(result.sqlRuns).toEqual([
      { fixture: 'visible', matches: true, expected: { columns: ['n'], rows: [['1'], ['2']], rowCount: 2, truncated: false }, actual: { columns: ['n'], rows: [['1'], ['2']], rowCount: 2, truncated: false }, error: null, message: null },
      { fixture: 'hidden', matches: true, expected: { columns: ['n'], rows: [['7']], rowCount: 1, truncated: false }, actual: { columns: ['n'], rows: [['7']], rowCount: 1, truncated: false }, error: null, message: null },
    ]);
  });

  test('a hard-coded answer fails on the hidden fixture: incorrect', async () => {
    const runner = fakeSqlRunner({ [visible]: batch(reference, reference), [hidden]: batch(hiddenReference, reference) });
    const result = await gradeAnswer(content, query("SELECT * FROM (VALUES ('1'), ('2')) v(n)"), model15, { sql: runner });
    expect(result).toMatchObject({ outcome: 'incorrect', score: 0, fraction: 0, message: 'The query gives a wrong result on the hidden data set' });
    expect(result.sqlRuns.map((each) => [each.fixture, each.matches, each.message])).toEqual([
      ['visible', true, null],
      ['hidden', false, 'Expected 1 row, got 2'],
    ]);
  });

  test('order and column names as the question asks', async () => {
    const reversed = resultOf(['n'], [['2'], ['1']]);
    const ordered = sql({ orderMatters: true, columnNames: 'match' });
    const runner = fakeSqlRunner({ [visible]: batch(reference, reversed), [hidden]: batch(hiddenReference, hiddenReference) });
    expect(await gradeAnswer(ordered, query('q'), DEFAULT_SCORES, { sql: runner })).toMatchObject({ outcome: 'incorrect', message: 'Row 1 should be (1), not (2)' });
    const renamed = fakeSqlRunner({ [visible]: batch(reference, resultOf(['N'], reference.rows)), [hidden]: batch(hiddenReference, resultOf(['x'], [['7']])) });
    expect(await gradeAnswer(ordered, query('q'), DEFAULT_SCORES, { sql: renamed })).toMatchObject({ outcome: 'incorrect', message: 'The query gives a wrong result on the hidden data set' });
  });

  test('a failing student query is incorrect with its error', async () => {
    const failed = resultOf([], [], { error: 'syntax error at or near "SELEC"' });
    const runner = fakeSqlRunner({ [visible]: batch(reference, failed), [hidden]: batch(hiddenReference, failed) });
    const result = await gradeAnswer(content, query('SELEC n'), DEFAULT_SCORES, { sql: runner });
    expect(result).toMatchObject({ outcome: 'incorrect', message: 'syntax error at or near "SELEC"' });
    expect(result.sqlRuns[0]).toMatchObject({ matches: false, actual: null, error: 'syntax error at or near "SELEC"' });
  });

  test('a student query cut off by the time limit is incorrect', async () => {
    const runner = fakeSqlRunner({ [visible]: { fixtureError: null, results: [reference], timedOut: true }, [hidden]: batch(hiddenReference, hiddenReference) });
    expect(await gradeAnswer(content, query('SELECT pg_sleep(60)'), DEFAULT_SCORES, { sql: runner })).toMatchObject({
      outcome: 'incorrect',
      message: TEST_ERRORS.time,
    });
  });

  test('an empty query is unanswered and runs nothing', async () => {
    const runner = fakeSqlRunner({});
    expect(await gradeAnswer(content, query(' \n '), model15, { sql: runner })).toMatchObject({ outcome: 'unanswered', score: -5, sqlRuns: [] });
    expect(runner.requests).toHaveLength(0);
  });

  test('a blank hidden fixture is not run', async () => {
    const runner = fakeSqlRunner({ [visible]: batch(reference, reference) });
    const result = await gradeAnswer(sql({ hiddenFixture: '  ' }), query('q'), DEFAULT_SCORES, { sql: runner });
    expect(result).toMatchObject({ outcome: 'correct' });
    expect(result.sqlRuns.map((each) => each.fixture)).toEqual(['visible']);
  });

  test('a failing fixture or reference is the question\'s fault', async () => {
    const brokenFixture = fakeSqlRunner({ [visible]: { fixtureError: 'relation "t" already exists', results: [], timedOut: false } });
    await expect(gradeAnswer(content, query('q'), DEFAULT_SCORES, { sql: brokenFixture })).rejects.toThrow(
      'The visible fixture fails: relation "t" already exists',
    );
    const brokenReference = fakeSqlRunner({
      [visible]: batch(reference, reference),
      [hidden]: batch(resultOf([], [], { error: 'column "n" does not exist' }), reference),
    });
    await expect(gradeAnswer(content, query('q'), DEFAULT_SCORES, { sql: brokenReference })).rejects.toThrow(QuestionGradingError);
    await expect(gradeAnswer(content, query('q'), DEFAULT_SCORES)).rejects.toThrow('No SQL runner');
  });
});

describe('code and SQL inside a complex question', () => {
  test('parts carry their tests and runs', async () => {
    const content: ComplexContent = {
      kind: 'complex',
      subquestions: [
        { id: 'c', text: '', weight: 1, content: code() },
        { id: 'q', text: '', weight: 3, content: sql({ hiddenFixture: '' }) },
      ],
    };
    const result = await gradeAnswer(
      content,
      { kind: 'complex', parts: [{ subquestionId: 'c', answer: { kind: 'code', source: solution } }, { subquestionId: 'q', answer: { kind: 'sql', query: 'q' } }] },
      { correct: 10, incorrect: 0, unanswered: 0 },
      {
        code: fakeCodeRunner({ compileError: null, runs: [run('2'), run('0')] }),
        sql: fakeSqlRunner({ [sql().fixture]: { fixtureError: null, results: [resultOf(['n'], [['1']]), resultOf(['n'], [['1']])], timedOut: false } }),
      },
    );
    // (1 × 0.4 + 3 × 1) / 4
    expect(result).toMatchObject({ outcome: 'partial', fraction: 0.85, score: 8.5, tests: [], sqlRuns: [] });
    expect(result.parts[0].tests.map((test) => test.passed)).toEqual([true, false]);
    expect(result.parts[1].sqlRuns).toHaveLength(1);
  });
});

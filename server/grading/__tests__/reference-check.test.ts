import { describe, expect, test } from '@jest/globals';
import type { ComplexContent } from '../../generated/contract-types.js';
import { checkReferenceSolutions } from '../reference-check.js';
import { SQL_LIMITS } from '../grade.js';
import type { CodeRunner } from '../runner-types.js';
import { code, codeTest, fakeCodeRunner, fakeSqlRunner, multipleChoice, resultOf, run, sql } from '../__fixtures__/contents.js';

const ok = (columns: string[] = ['n']) => ({ fixtureError: null, results: [resultOf(columns, [['1']])], timedOut: false });

describe('code', () => {
  test('runs prefix, reference and suffix once with every test’s input, under the question’s limits', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('2\n'), run('42\n')] });
    expect(await checkReferenceSolutions(code(), { code: runner })).toEqual([]);
    expect(runner.requests).toEqual([
      {
        language: 'python',
        source: 'import sys\ndef double(x):\n    return 2 * x\n\nprint(double(int(sys.stdin.read())))',
        inputs: ['1', '21'],
        timeLimitMs: 1000,
        memoryLimitMb: 64,
      },
    ]);
  });

  test('names each failing test with what it expected and what it got, or the limit it hit', async () => {
    const content = code({
      tests: [
        codeTest({ id: 'a', input: '1', expectedOutput: '2' }),
        codeTest({ id: 'b', input: '2', expectedOutput: '4' }),
        codeTest({ id: 'c', input: '3', expectedOutput: '6', weight: 0 }),
        codeTest({ id: 'd', input: '4', expectedOutput: '^8$', regex: true, weight: 0 }),
        codeTest({ id: 'e', input: '5', expectedOutput: '10', weight: 0 }),
      ],
    });
    const runner = fakeCodeRunner({
      compileError: null,
      runs: [run('2\n'), run('5\n'), run('', { timedOut: true }), run('9\n')],
    });
    expect(await checkReferenceSolutions(content, { code: runner })).toEqual([
      { path: 'content/tests/1', message: 'expected "4", got "5\\n"' },
      { path: 'content/tests/2', message: 'Time limit exceeded' },
      { path: 'content/tests/3', message: 'expected output matching "^8$", got "9\\n"' },
      { path: 'content/tests/4', message: 'was not run' },
    ]);
  });

  test('a reference that does not compile, is empty, or cannot run here is one problem, not one per test', async () => {
    const compileError = fakeCodeRunner({ compileError: 'main.c:3: error: expected ;', runs: [] });
    expect(await checkReferenceSolutions(code({ language: 'c' }), { code: compileError })).toEqual([
      { path: 'content/referenceSolution', message: 'does not compile: main.c:3: error: expected ;' },
    ]);
    const unused = fakeCodeRunner({ compileError: null, runs: [] });
    expect(await checkReferenceSolutions(code({ referenceSolution: '  \n' }), { code: unused })).toEqual([
      { path: 'content/referenceSolution', message: 'is empty' },
    ]);
    expect(unused.requests).toEqual([]);
    const unavailable: CodeRunner = {
      languages: async () => [],
      run: async () => {
        throw new Error('python cannot run here: bubblewrap is not installed');
      },
    };
    expect(await checkReferenceSolutions(code(), { code: unavailable })).toEqual([
      { path: 'content/language', message: 'cannot be run here: python cannot run here: bubblewrap is not installed' },
    ]);
  });
});

describe('SQL', () => {
  test('runs the reference alone on each data set with the grading limits', async () => {
    const content = sql();
    const runner = fakeSqlRunner({ [content.fixture]: ok(), [content.hiddenFixture]: ok() });
    expect(await checkReferenceSolutions(content, { sql: runner })).toEqual([]);
    expect(runner.requests).toEqual([
      { fixture: content.fixture, queries: [content.referenceSolution], ...SQL_LIMITS },
      { fixture: content.hiddenFixture, queries: [content.referenceSolution], ...SQL_LIMITS },
    ]);
  });

  test('a blank hidden fixture is no second data set', async () => {
    const content = sql({ hiddenFixture: ' ' });
    const runner = fakeSqlRunner({ [content.fixture]: ok() });
    expect(await checkReferenceSolutions(content, { sql: runner })).toEqual([]);
    expect(runner.requests).toHaveLength(1);
  });

  test('names the data set that fails, and the reference’s error or time-out on each', async () => {
    const content = sql();
    const broken = fakeSqlRunner({
      [content.fixture]: { fixtureError: 'relation "x" does not exist', results: [], timedOut: false },
      [content.hiddenFixture]: { fixtureError: null, results: [resultOf([], [], { error: 'column "m" does not exist' })], timedOut: false },
    });
    expect(await checkReferenceSolutions(content, { sql: broken })).toEqual([
      { path: 'content/fixture', message: 'fails: relation "x" does not exist' },
      { path: 'content/referenceSolution', message: 'fails on the hidden data set: column "m" does not exist' },
    ]);
    const slow = fakeSqlRunner({
      [content.fixture]: { fixtureError: null, results: [], timedOut: true },
      [content.hiddenFixture]: ok(),
    });
    expect(await checkReferenceSolutions(content, { sql: slow })).toEqual([
      { path: 'content/referenceSolution', message: 'exceeds the time limit on the visible data set' },
    ]);
  });
});

test('a complex question checks its code and SQL parts under their own paths; other kinds run nothing', async () => {
  const content: ComplexContent = {
    kind: 'complex',
    subquestions: [
      { id: 'mc', text: '', weight: 1, content: multipleChoice() },
      { id: 'code', text: '', weight: 1, content: code() },
      { id: 'sql', text: '', weight: 1, content: sql({ hiddenFixture: '' }) },
    ],
  };
  const codeRunner = fakeCodeRunner({ compileError: null, runs: [run('2'), run('43')] });
  const sqlRunner = fakeSqlRunner({ [sql().fixture]: { fixtureError: null, results: [resultOf([], [], { error: 'syntax error' })], timedOut: false } });
  expect(await checkReferenceSolutions(content, { code: codeRunner, sql: sqlRunner })).toEqual([
    { path: 'content/subquestions/1/content/tests/1', message: 'expected "42", got "43"' },
    { path: 'content/subquestions/2/content/referenceSolution', message: 'fails on the visible data set: syntax error' },
  ]);
  expect(await checkReferenceSolutions(multipleChoice(), {})).toEqual([]);
});

import { describe, expect, test } from '@jest/globals';
import type { QuestionAnswer } from '../../generated/contract-types.js';
import { gradeAnswer, QuestionGradingError } from '../grade.js';
import { checkReferenceSolutions } from '../reference-check.js';
import { DEFAULT_SCORES } from '../scores.js';
import { NUL_SYMBOL, storableCodeBatch, storableSqlBatch, storableText } from '../storable-text.js';
import { code, codeTest, fakeCodeRunner, fakeSqlRunner, resultOf, run, sql } from '../__fixtures__/contents.js';

const source = (text: string): QuestionAnswer => ({ kind: 'code', source: text });

/** What PostgreSQL refuses in text and jsonb: NUL, and a surrogate without its other half. */
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('storableText', () => {
  test('shows NUL as ␀ (U+2400) and a lone surrogate as U+FFFD', () => {
    expect(NUL_SYMBOL).toBe('␀');
    expect(storableText('a\0b')).toBe('a␀b');
    expect(storableText('\0\0')).toBe('␀␀');
    expect(storableText('x\uD800')).toBe('x\uFFFD');
    expect(storableText('\uDC00x')).toBe('\uFFFDx');
    expect(storableText('\uD800\uD800\uDC00')).toBe('\uFFFD\uD800\uDC00');
    // The halves in the wrong order are two lone surrogates.
    expect(storableText('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
  });

  test('keeps everything else as it is: pairs, control characters, ␀ and U+FFFD themselves', () => {
    const kept = 'plain\n\t\r\u0001\u001b[31m😀 ␀ \uFFFD \u00e9\u0301 \uFEFF';
    expect(storableText(kept)).toBe(kept);
    expect(storableText('')).toBe('');
  });

  test('its result has nothing PostgreSQL refuses, and applying it again changes nothing', () => {
    const samples = ['\0', '\uD83D', '\uDE00', 'a\0\uD83D\uDE00\uDE00\uD83Db\0', String.fromCharCode(...Array.from({ length: 0x800 }, (_, i) => 0xd700 + i))];
    for (const sample of samples) {
      const stored = storableText(sample);
      expect(unstorable.test(stored)).toBe(false);
      expect(storableText(stored)).toBe(stored);
      expect(JSON.parse(JSON.stringify(stored))).toBe(stored);
    }
  });

  test('covers every text of a code and an SQL outcome', () => {
    expect(
      storableCodeBatch({ compileError: 'x\0', runs: [run('out\0', { stderr: 'err\uD800', error: 'Error: \0' }), run('ok')] }),
    ).toEqual({ compileError: 'x␀', runs: [run('out␀', { stderr: 'err\uFFFD', error: 'Error: ␀' }), run('ok')] });
    expect(
      storableSqlBatch({
        fixtureError: 'bad \0',
        timedOut: false,
        results: [resultOf(['c\0'], [['v\uDBFF', null]], { error: 'e\0' })],
      }),
    ).toEqual({ fixtureError: 'bad ␀', timedOut: false, results: [resultOf(['c␀'], [['v\uFFFD', null]], { error: 'e␀' })] });
  });
});

describe('grading with output PostgreSQL could not store', () => {
  const content = code({
    tests: [
      codeTest({ id: 'nul', input: '1', expectedOutput: 'a␀b', weight: 50 }),
      codeTest({ id: 'plain', input: '2', expectedOutput: 'ab', weight: 50 }),
    ],
  });

  test('a printed NUL is compared as ␀: it matches ␀ in the expected output, and fails where the expected lacks it', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('a\0b\n'), run('a\0b\uD800\n', { stderr: '\0' })] });
    const result = await gradeAnswer(content, source('print("a\\0b")'), DEFAULT_SCORES, { code: runner });
    expect(result).toMatchObject({ outcome: 'partial', fraction: 0.5, message: '1 of 2 tests passed' });
    expect(result.tests.map((test) => [test.id, test.passed, test.actualOutput, test.error])).toEqual([
      ['nul', true, 'a␀b\n', null],
      ['plain', false, 'a␀b\uFFFD\n', null],
    ]);
    expect(unstorable.test(JSON.stringify(result))).toBe(false);
  });

  test('a run-time error quoting NUL is stored as ␀', async () => {
    const runner = fakeCodeRunner({ compileError: null, runs: [run('', { exitCode: 1, error: 'ValueError: \0' }), run('ab')] });
    const result = await gradeAnswer(content, source('x'), DEFAULT_SCORES, { code: runner });
    expect(result.tests[0]).toMatchObject({ passed: false, error: 'Run-time error: ValueError: ␀' });
  });

  test('the reference check compares the same text as grading', async () => {
    const passing = fakeCodeRunner({ compileError: null, runs: [run('a\0b\n'), run('ab\n')] });
    expect(await checkReferenceSolutions(content, { code: passing })).toEqual([]);
    const failing = fakeCodeRunner({ compileError: null, runs: [run('a\0b\n'), run('a\0b\n')] });
    expect(await checkReferenceSolutions(content, { code: failing })).toEqual([
      { path: 'content/tests/1', message: 'expected "ab", got "a␀b\\n"' },
    ]);
  });

  test('SQL results and errors of the question are made storable too', async () => {
    const runner = fakeSqlRunner({
      [sql().fixture]: { fixtureError: null, timedOut: false, results: [resultOf(['n'], [['x\uD800']]), resultOf(['n'], [['x\uDBFF']])] },
    });
    const result = await gradeAnswer(sql({ hiddenFixture: '' }), { kind: 'sql', query: 'SELECT 1' }, DEFAULT_SCORES, { sql: runner });
    // Both lone surrogates become U+FFFD, so the two results are the same text.
    expect(result.sqlRuns[0]).toMatchObject({ matches: true, expected: { rows: [['x\uFFFD']] }, actual: { rows: [['x\uFFFD']] } });
    const broken = fakeSqlRunner({ [sql().fixture]: { fixtureError: 'syntax error at "\0"', timedOut: false, results: [] } });
    await expect(gradeAnswer(sql({ hiddenFixture: '' }), { kind: 'sql', query: 'SELECT 1' }, DEFAULT_SCORES, { sql: broken })).rejects.toThrow(
      new QuestionGradingError('The visible fixture fails: syntax error at "␀"'),
    );
  });
});

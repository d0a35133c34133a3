import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { CodeContent, CodeLanguage } from '../generated/contract-types.js';
import { bwrapStatus } from '../sandbox/bwrap.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { questionInput } from './support/question-fixtures.js';

/**
 * Output PostgreSQL cannot store as it is — a NUL byte, half a surrogate pair, bytes that are not UTF-8 — goes
 * through the real grading path (the API, the queue, the in-process worker, the local sandboxes) and is graded
 * like any other output: NUL shows as ␀, the rest as U+FFFD.
 */

let t: TestApp;

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const session = await t.sessionFor('teacher');
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function settled(jobId: number) {
  for (let i = 0; i < 600; i++) {
    const job = (await call('GET', `/api/grading-jobs/${jobId}`)).json().data;
    if (job.status === 'graded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`grading job ${jobId} did not finish`);
}

/**
 * Each program prints, for input 1, `a`, NUL, `b`, then half a surrogate pair (JavaScript) or its UTF-8-like
 * bytes ED A0 80, which are not UTF-8 (Python, C); for input 2 `ab`. The sources hold escapes, not the characters:
 * a question's source is stored text too.
 */
const cases: { language: CodeLanguage; reference: string; answer: string; shown: string }[] = [
  {
    language: 'javascript',
    reference: String.raw`if (input() === '1') process.stdout.write('a\0b\ud800\n'); else print('ab');`,
    answer: String.raw`process.stdout.write('a\0b\ud800\n');`,
    shown: 'a␀b\uFFFD',
  },
  {
    language: 'python',
    reference: String.raw`import sys
if sys.stdin.readline().strip() == '1':
    sys.stdout.buffer.write(b'a\x00b\xed\xa0\x80\n')
else:
    print('ab')`,
    answer: String.raw`import sys
sys.stdout.buffer.write(b'a\x00b\xed\xa0\x80\n')`,
    shown: 'a␀b\uFFFD\uFFFD\uFFFD',
  },
  {
    language: 'c',
    reference: String.raw`#include <stdio.h>
int main(void) {
  char line[16] = {0};
  if (fgets(line, sizeof line, stdin) != NULL && line[0] == '1') fwrite("a\0b\xed\xa0\x80\n", 1, 7, stdout);
  else puts("ab");
  return 0;
}`,
    answer: String.raw`#include <stdio.h>
int main(void) { fwrite("a\0b\xed\xa0\x80\n", 1, 7, stdout); return 0; }`,
    shown: 'a␀b\uFFFD\uFFFD\uFFFD',
  },
];

const sandbox = await bwrapStatus();
if (!sandbox.available) console.warn(`Only JavaScript is graded here; Python and C need bubblewrap: ${sandbox.reason}`);
const available = cases.filter((entry) => entry.language === 'javascript' || sandbox.available);

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe.each(available)('a $language program printing NUL and a broken character', ({ language, reference, answer, shown }) => {
  test('saves with its reference checked, and an answer is graded with a score, not a grader error', async () => {
    const content: CodeContent = {
      kind: 'code',
      language,
      prefix: '',
      sourceTemplate: '',
      suffix: '',
      referenceSolution: reference,
      timeLimitMs: 5_000,
      memoryLimitMb: 64,
      tests: [
        // The expected output names NUL as it is shown; the student's printed NUL matches it.
        { id: 't1', name: 'NUL', input: '1\n', expectedOutput: shown, weight: 50, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
        // A NUL the expected output lacks is simply a wrong answer.
        { id: 't2', name: 'Plain', input: '2\n', expectedOutput: 'ab', weight: 50, public: true, trimWhitespace: true, ignoreCase: false, anyOrder: false, regex: false },
      ],
    };
    const created = await call('POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Bytes ${language}`, content }));
    expect(created.statusCode).toBe(201);
    const questionId = created.json().data.id as number;

    const trial = (source: string) => call('POST', `/api/questions/${questionId}/trials`, { seed: 1, gradingModelId: null, answer: { kind: 'code', source } });
    const [keyJob, answerJob] = [await trial(reference), await trial(answer)].map((response) => response.json().data.jobId as number);

    const key = await settled(keyJob);
    expect(key).toMatchObject({ status: 'graded', error: null, result: { outcome: 'correct', score: 1 } });
    const graded = await settled(answerJob);
    expect(graded).toMatchObject({ status: 'graded', error: null, result: { outcome: 'partial', fraction: 0.5 } });
    expect(graded.result.tests.map((test: { id: string; passed: boolean; actualOutput: string; error: string | null }) => [test.id, test.passed, test.actualOutput, test.error])).toEqual([
      ['t1', true, `${shown}\n`, null],
      ['t2', false, `${shown}\n`, null],
    ]);
  }, 120_000);
});

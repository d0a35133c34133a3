import { afterAll, describe, expect, test } from '@jest/globals';
import type { GradeResult, QuestionAnswer } from '../../generated/contract-types.js';
import type { Runners } from '../../grading/grade.js';
import { DEFAULT_SCORES, gradeAnswer, instantiate } from '../../grading/index.js';
import { demoQuestions } from '../../seed/demo-questions.js';
import { bwrapStatus } from '../bwrap.js';
import { createLocalCodeRunner } from '../local-code-runner.js';
import { createSqlRunner } from '../sql-runner.js';

/**
 * Grades every demo code and SQL question's reference solution, wrong answers and answers that try to damage the
 * sandbox, once through pooled runners (processes reused, answers graded all at once) and once through runners
 * that use each process for one batch only, as the sandboxes did before they were pooled: every result must be
 * the same, and the expected one.
 */

const pooled = { sql: createSqlRunner({ size: 2, spares: 0 }), code: createLocalCodeRunner() };
const perBatch = {
  sql: createSqlRunner({ size: 1, spares: 0, maxBatches: 1 }),
  code: createLocalCodeRunner({ javascriptSandboxes: 1, maxJavascriptBatches: 1 }),
};
afterAll(async () => {
  await Promise.all([pooled.sql.close(), pooled.code.close(), perBatch.sql.close(), perBatch.code.close()]);
});

const native = await bwrapStatus();

/** Per question: answers and the score each must get. */
const answers: Record<string, [string, number][]> = {
  'Count distinct keys (JavaScript)': [
    // Counts every line: only the test with one key passes.
    ["console.log(readAll().split('\\n').filter(Boolean).length);", 30],
    ["globalThis.leak = 1; Array.prototype.filter = () => []; Set.prototype.has = () => true; console.log(0);", 0],
    ['for (;;) {}', 0],
  ],
  'Natural join of two relations (Python)': [
    ['import sys\nlines = sys.stdin.read().split("\\n")\nprint(lines[1])\n', 0],
    ['while True: pass\n', 0],
  ],
  'Sum of a column (C)': [
    // Returns the count: only the empty input passes.
    ['long sum_column(const long *values, int n) {\n  return n;\n}\n', 40],
    // Skips the first value: the empty input passes again.
    ['long sum_column(const long *values, int n) {\n  long sum = 0;\n  for (int i = 1; i < n; i++) sum += values[i];\n  return sum;\n}\n', 40],
    ['long sum_column(const long *values, int n) {\n  for (;;) {}\n}\n', 0],
  ],
  'Students enrolled in DB': [
    ['SELECT name FROM student ORDER BY name', 0],
    ["SELECT s.name FROM student s JOIN enrolment e ON e.student_id = s.id WHERE e.course = 'DB' ORDER BY s.name DESC", 0],
    ['COMMIT; DROP TABLE enrolment', 0],
    ["DELETE FROM enrolment; SELECT s.name FROM student s JOIN enrolment e ON e.student_id = s.id WHERE e.course = 'DB' ORDER BY s.name", 0],
    ['RESET ROLE; SET SESSION AUTHORIZATION postgres; SELECT 1', 0],
  ],
  'Turnover per city': [
    ['SELECT c.city, SUM(o.amount) AS total FROM customer c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0],
    ['SELECT c.city, SUM(o.amount) AS amount FROM customer c JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0],
    ["UPDATE orders SET amount = 0; CREATE TABLE made (x int); SELECT 'x' AS city, 0 AS total", 0],
    ['SELECT pg_sleep(30)', 0],
  ],
};

const graded = demoQuestions.filter(({ input }) => input.content.kind === 'code' || input.content.kind === 'sql');

/** A result without its times, which differ from run to run. */
function comparable(result: GradeResult) {
  return JSON.parse(JSON.stringify(result, (key, value: unknown) => (key === 'timeMs' ? undefined : value))) as unknown;
}

describe('pooled sandboxes grade as sandboxes used once did', () => {
  test('every demo question has wrong answers to grade', () => {
    expect(graded.map(({ input }) => input.title).sort()).toEqual(Object.keys(answers).sort());
  });

  test(
    'the same scores and results for reference solutions, wrong answers and hostile ones',
    async () => {
      const cases = graded.flatMap((question) => {
        const { content } = instantiate({ ...question.input }, 1);
        if (content.kind !== 'code' && content.kind !== 'sql') return [];
        if (content.kind === 'code' && content.language !== 'javascript' && !native.available) return [];
        const answer = (text: string): QuestionAnswer => (content.kind === 'code' ? { kind: 'code', source: text } : { kind: 'sql', query: text });
        const reference = content.referenceSolution;
        // The reference again after each wrong answer: a process reused after it must still grade it right.
        const list = answers[question.input.title].flatMap(([text, score]) => [[text, score] as const, [reference, 100] as const]);
        return [[reference, 100] as const, ...list].map(([text, score]) => ({ title: question.input.title, content, answer: answer(text), score }));
      });
      const grade = (runners: Runners, item: (typeof cases)[number]) => gradeAnswer(item.content, item.answer, DEFAULT_SCORES, runners);

      const once: GradeResult[] = [];
      for (const item of cases) once.push(await grade(perBatch, item));
      const atOnce = await Promise.all(cases.map((item) => grade(pooled, item)));

      const scores = (results: GradeResult[]) => results.map((result, index) => [cases[index].title, cases[index].answer, result.scorePercent]);
      const expected = cases.map((item) => [item.title, item.answer, item.score]);
      expect(scores(once)).toEqual(expected);
      expect(scores(atOnce)).toEqual(expected);
      expect(atOnce.map(comparable)).toEqual(once.map(comparable));
      // Each answer was graded in the same process as others.
      expect(pooled.sql.stats().started).toBeLessThan(cases.filter((item) => item.answer.kind === 'sql').length);
    },
    600_000,
  );
});

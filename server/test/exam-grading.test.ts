import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { MyInstance } from '../generated/contract-types.js';
import { analyticsFixtures } from './support/analytics.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { insertStudentForUser } from './support/queries.js';

/**
 * Grading at submit with the grading worker on: a code answer goes through the queue and the sandbox, and its
 * grade reaches the exam answer and the instance's totals (a database trigger, whichever process ran the job).
 */
let t: TestApp;

type Method = 'GET' | 'POST' | 'PUT';
async function call(username: string, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: (await t.sessionFor(username)).headers() });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '1' } });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

test('a code answer is graded by the queue after submit and the totals follow; a synchronous exam waits for it', async () => {
  const [model] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  const ids: number[] = [];
  for (const kind of ['code', 'true-false'] as const) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Graded ${kind}`, content: contentOfKind(kind) }));
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  const now = t.clock().getTime();
  const exam = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, {
    academicYearId: t.ids.currentYear, title: 'Graded', abbreviation: 'GRADED', ordinal: 1, description: null, password: null,
    availableFrom: new Date(now - 60_000).toISOString(), availableTo: new Date(now + 3_600_000).toISOString(), durationMinutes: 30,
    maxScore: null, passPercentage: 50, showSolutions: false, reviewMinutes: 10, forwardOnly: false, asyncGrading: false,
    scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: ids }],
  });
  expect(exam.statusCode).toBe(201);
  const examId = exam.json().data.id;
  expect((await call('teacher', 'PUT', `/api/exams/${examId}/published`, { published: true })).statusCode).toBe(200);
  const userId = await t.createUser('graded-taker', 'Student');
  await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear);
  const instanceId = (await call('graded-taker', 'POST', `/api/my/exams/${examId}/start`, { password: null })).json().data.instanceId;
  const instance = (await call('graded-taker', 'GET', `/api/my/instances/${instanceId}`)).json().data as MyInstance;
  const answers = instance.questions.map((question) => ({
    ordinal: question.ordinal,
    seq: 1,
    clientSavedAt: null,
    answer: question.view.kind === 'code' ? { kind: 'code', source: 'function double(x) { return 2 * x; }' } : { kind: 'true-false', value: true },
  }));
  expect((await call('graded-taker', 'POST', `/api/my/instances/${instanceId}/answers`, { answers })).statusCode).toBe(200);
  const result = (await call('graded-taker', 'POST', `/api/my/instances/${instanceId}/submit`)).json().data;
  expect(result).toMatchObject({ gradingState: 'graded', correct: 2, pending: 0, score: 2 * model.correctScore, passed: true });
  // The grading job's grade reached the analytics' kept sums too.
  expect(await analyticsFixtures(t.db).keptSumsMismatches(examId)).toEqual([]);
  const review = (await call('graded-taker', 'GET', `/api/my/instances/${instanceId}/review`)).json().data;
  const code = review.questions.find((question: { view: { kind: string } }) => question.view.kind === 'code');
  expect(code.grade.outcome).toBe('correct');
  // Hidden tests are reported without their data.
  for (const testResult of code.grade.tests.filter((test: { public: boolean }) => !test.public)) {
    expect(testResult).toMatchObject({ input: null, expectedOutput: null, actualOutput: null });
  }
}, 120_000);

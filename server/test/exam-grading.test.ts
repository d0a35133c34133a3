import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { MyInstance } from '../generated/contract-types.js';
import { analyticsFixtures } from './support/analytics.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { insertStudentForUser } from './support/queries.js';
import { selectLiveEvents } from './support/tickets.js';

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

/** A published exam of one code and one true/false question; `asyncGrading` as given. */
async function codeExam(title: string, asyncGrading: boolean) {
  const [model] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  const ids: number[] = [];
  for (const kind of ['code', 'true-false'] as const) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `${title} ${kind}`, content: contentOfKind(kind) }));
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  const now = t.clock().getTime();
  const exam = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, {
    academicYearId: t.ids.currentYear, title, abbreviation: title.toUpperCase().slice(0, 10), ordinal: 1, description: null, password: null,
    availableFrom: new Date(now - 60_000).toISOString(), availableTo: new Date(now + 3_600_000).toISOString(), durationMinutes: 30,
    maxScore: null, passPercentage: 50, showSolutions: false, reviewMinutes: 10, forwardOnly: false, asyncGrading,
    scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: model.id, questionIds: ids }],
  });
  expect(exam.statusCode).toBe(201);
  const examId = exam.json().data.id as number;
  expect((await call('teacher', 'PUT', `/api/exams/${examId}/published`, { published: true })).statusCode).toBe(200);
  return { examId, model };
}

/** A new student of the course starts the exam and answers both questions right; their instance's id. */
async function startAndAnswer(username: string, examId: number): Promise<number> {
  const userId = await t.createUser(username, 'Student');
  await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear);
  const instanceId = (await call(username, 'POST', `/api/my/exams/${examId}/start`, { password: null })).json().data.instanceId;
  const instance = (await call(username, 'GET', `/api/my/instances/${instanceId}`)).json().data as MyInstance;
  const answers = instance.questions.map((question) => ({
    ordinal: question.ordinal,
    seq: 1,
    clientSavedAt: null,
    answer: question.view.kind === 'code' ? { kind: 'code', source: 'function double(x) { return 2 * x; }' } : { kind: 'true-false', value: true },
  }));
  expect((await call(username, 'POST', `/api/my/instances/${instanceId}/answers`, { answers })).statusCode).toBe(200);
  return instanceId;
}

test('when the queue has graded the last answer of a submitted instance, the student hears of it on the live channel', async () => {
  const { examId } = await codeExam('Heard', true);
  const instanceId = await startAndAnswer('heard-taker', examId);
  const studentEvents = async () => (await selectLiveEvents(t.db, examId)).filter((event) => event.audience === 'student' && event.instanceId === instanceId);
  expect((await call('heard-taker', 'POST', `/api/my/instances/${instanceId}/submit`)).json().data.gradingState).toBe('pending');
  let review = (await call('heard-taker', 'GET', `/api/my/instances/${instanceId}/review`)).json().data;
  for (let tries = 0; review.result.gradingState === 'pending' && tries < 300; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    review = (await call('heard-taker', 'GET', `/api/my/instances/${instanceId}/review`)).json().data;
  }
  expect(review.result.gradingState).toBe('graded');
  // The submit's event, and the one the grade wrote with it (not for staff: docs/live.md).
  expect(await studentEvents()).toEqual([
    { instanceId, audience: 'student', kind: 'instance', refId: null },
    { instanceId, audience: 'student', kind: 'instance', refId: null },
  ]);
  const staff = (await selectLiveEvents(t.db, examId)).filter((event) => event.audience === 'staff' && event.instanceId === instanceId);
  expect(staff.length).toBe(2); // the start and the submit
}, 120_000);

test('a code answer is graded by the queue after submit and the totals follow; a synchronous exam waits for it', async () => {
  const { examId, model } = await codeExam('Graded', false);
  const instanceId = await startAndAnswer('graded-taker', examId);
  const result = (await call('graded-taker', 'POST', `/api/my/instances/${instanceId}/submit`)).json().data;
  expect(result).toMatchObject({ gradingState: 'graded', correct: 2, pending: 0, score: 2 * model.correctScore, passed: true });
  // The grading job's grade reached the analytics' kept sums too.
  expect(await analyticsFixtures(t.db).keptSumsMismatches(examId)).toEqual([]);
  const review = (await call('graded-taker', 'GET', `/api/my/instances/${instanceId}/review`)).json().data;
  const code = review.questions.find((question: { view: { kind: string } }) => question.view.kind === 'code');
  expect(code.grade.outcome).toBe('correct');
  // Hidden tests are reported without their data, their names or their ids: numbered in order.
  const hidden = code.grade.tests.filter((test: { public: boolean }) => !test.public);
  expect(hidden.length).toBeGreaterThan(0);
  hidden.forEach((testResult: object, index: number) => {
    expect(testResult).toMatchObject({ id: `hidden-${index + 1}`, name: '', input: null, expectedOutput: null, actualOutput: null });
  });
}, 120_000);

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { loadContract } from '../contract.js';
import type { QuestionContent, QuestionKind } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { allKinds, contentOfKind, questionInput } from './support/question-fixtures.js';

/**
 * Nothing a student may not know leaves the server: every answer, key, penalty, reference solution, model answer,
 * hidden test, hidden fixture and feedback carries a canary, and no response a student can get, nor any preview, contains
 * one.
 */

const canary = 'zqcanary';
const penaltyCanary = 13.579;

let t: TestApp;
const questionIds = new Map<QuestionKind, number>();

/** The fixtures' secrets, plus the parts they leave without text: penalties and hidden tests' data. */
function secretContent(kind: QuestionKind): QuestionContent {
  const content = contentOfKind(kind, canary);
  if (content.kind === 'multiple-choice') {
    content.options = content.options.map((option) => ({ ...option, penalty: option.correct ? 0 : penaltyCanary }));
  }
  if (content.kind === 'code') {
    // The reference must pass every test to be saved: it prints NaN for the canary input, which the pattern allows.
    content.tests = content.tests.map((test) =>
      test.public ? test : { ...test, name: `hidden ${canary}`, input: `${canary}\n`, expectedOutput: `NaN|${canary}`, regex: true },
    );
  }
  if (content.kind === 'numerical') {
    // A key is a number: the penalty's canary serves.
    content.answers = content.answers.map((key, index) => (index === 0 ? { ...key, value: String(penaltyCanary) } : key));
  }
  return content;
}

const leaks = (body: string) => [canary, String(penaltyCanary), '"correct"', '"penalty":', '"pairs"', '"correctValue"', '"tolerance":', '"multiplier":'].filter((secret) => body.includes(secret));

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  const session = await t.sessionFor('teacher');
  for (const kind of allKinds) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${t.ids.databases}/questions`,
      payload: questionInput({
        title: `Canary ${kind}`,
        content: secretContent(kind),
        feedback: { general: `general ${canary}`, correct: `correct ${canary}`, partial: `partial ${canary}`, incorrect: `incorrect ${canary}` },
      }),
      headers: session.headers(),
    });
    expect(res.statusCode).toBe(201);
    // The secrets are really stored, and staff see them. An ordering's key is the order itself, which no marker
    // can show; its view shuffles the elements.
    if (kind !== 'ordered-elements') expect(leaks(res.body)).not.toEqual([]);
    questionIds.set(kind, res.json().data.id);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('what students can call', () => {
  const studentOperations = [...loadContract().operations.values()].filter(
    (operation) => !operation.policy.public && operation.policy.roles.includes('Student'),
  );

  test('the contract lets students call something (the list below is not empty)', () => {
    expect(studentOperations.map((operation) => operation.operationId)).toContain('getCurrentUser');
  });

  test.each(studentOperations.map((operation) => [operation.operationId, operation] as const))('%s never carries a secret', async (_id, operation) => {
    const session = await t.sessionFor('student');
    // Every question id the path can take, so an operation about questions is asked about each seeded one.
    const ids = operation.path.includes('{questionId}') ? [...questionIds.values()] : [0];
    for (const questionId of ids) {
      const url = `/api${operation.path}`.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        String(name === 'questionId' ? questionId : name === 'courseId' ? t.ids.databases : name === 'academicYearId' ? t.ids.currentYear : 1),
      );
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url,
        payload: operation.requestBody ? {} : undefined,
        headers: session.headers({ courseId: t.ids.databases, academicYearId: t.ids.currentYear }),
      });
      expect(leaks(res.body)).toEqual([]);
    }
  });
});

describe('previewQuestion (what an exam will send)', () => {
  test.each(allKinds)('%s: no secret in the student view, for several seeds', async (kind) => {
    const session = await t.sessionFor('teacher');
    for (const seed of [0, 1, 99]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/questions/${questionIds.get(kind)}/preview`, payload: { seed }, headers: session.headers() });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.kind).toBe(kind);
      expect(leaks(res.body)).toEqual([]);
    }
  });

  test('the staff copy of the same question does carry them (the check can fail)', async () => {
    const session = await t.sessionFor('teacher');
    const res = await t.app.inject({ method: 'GET', url: `/api/questions/${questionIds.get('code')}`, headers: session.headers() });
    expect(leaks(res.body)).toEqual(expect.arrayContaining([canary]));
  });
});

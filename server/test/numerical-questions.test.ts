import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { NumericalContent, QuestionAnalytics } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { questionInput } from './support/question-fixtures.js';

/**
 * A numerical question through the API: saved with its problems named, taken by students who type numbers as people
 * do (a decimal comma, a unit after the number, a word), graded exactly, reviewed with the key in the base unit, and
 * counted in the question's analytics by value.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;

const content: NumericalContent = {
  kind: 'numerical',
  answers: [
    { value: '2.5', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100 },
    { value: '2.4', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
  ],
  units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
  unitHandling: 'optional',
  unitPenalty: 0,
};

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  fx = await examFixtures(t, ['numerical']);
});

afterAll(async () => {
  await t?.close();
});

describe('numerical questions', () => {
  test('a question with a key that is no number, or no key worth 100 %, is refused with the fields named', async () => {
    const res = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({
      title: 'Broken numerical',
      content: { ...content, answers: [{ value: 'two and a half', tolerance: 0, toleranceKind: 'absolute', fraction: 50 }] },
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((detail: { path: string }) => detail.path)).toEqual(['body/content/answers/0/value', 'body/content/answers']);
  });

  test('taken, graded, reviewed and analysed', async () => {
    const created = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Distance', content }));
    expect(created.statusCode).toBe(201);
    const questionId = created.json().data.id;
    const examId = await fx.publishedExam({
      showSolutions: true,
      parts: [{ ...fx.examInput().parts[0], questionIds: [questionId] }],
    });
    const typed: Array<[string, string | null, string]> = [
      ['2,5', null, 'correct'],
      ['250 cm', null, 'correct'],
      ['2.4', 'm', 'partial'],
      ['two', null, 'incorrect'],
      ['2.6', null, 'incorrect'],
    ];
    for (const [value, unit, expected] of typed) {
      const student = await fx.newStudent('num');
      const instance = await fx.startedInstance(student, examId);
      expect(instance.questions[0].view.body).toEqual({ kind: 'numerical', unitHandling: 'optional', units: ['m', 'cm'], baseUnit: 'm' });
      const saved = await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, {
        answers: [{ ordinal: 1, seq: 1, answer: { kind: 'numerical', value, unit }, clientSavedAt: null }],
      });
      expect(saved.statusCode).toBe(200);
      expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`)).statusCode).toBe(200);
      const review = (await fx.call(student, 'GET', `/api/my/instances/${instance.instanceId}/review`)).json().data;
      const [question] = review.questions;
      expect([value, question.grade.outcome]).toEqual([value, expected]);
      expect(question.answer).toEqual({ kind: 'numerical', value, unit });
      expect(question.solution).toEqual({ kind: 'numerical', value: '2.5', unit: 'm' });
      if (value === 'two') expect(question.grade.message).toBe('The answer is not a number');
    }

    const res = await fx.call('teacher', 'GET', `/api/questions/${questionId}/analytics`);
    expect(res.statusCode).toBe(200);
    const analytics: QuestionAnalytics = res.json().data;
    expect(analytics).toMatchObject({ kind: 'numerical', count: 5, answered: 5, options: null });
    expect(analytics.values).toMatchObject({
      unit: 'm',
      readable: 4,
      unreadable: 1,
      common: [
        { value: 2.5, count: 2, correct: true },
        { value: 2.4, count: 1, correct: false },
        { value: 2.6, count: 1, correct: false },
      ],
    });
    expect(analytics.values!.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(4);
  });
});

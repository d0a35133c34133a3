import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { QuestionContent, QuestionFeedback, QuestionInput } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { questionInput, tinyPng } from './support/question-fixtures.js';

/**
 * Feedback reaches a student only in the review, only when the exam shows feedback or solutions: the question's
 * general feedback, the one for how the answer was graded, and the feedback of what they answered.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
const SECRET = 'FEEDBACK-CANARY';

const feedback: QuestionFeedback = {
  general: `Keys identify rows ${SECRET}-general`,
  correct: `Well done ${SECRET}-correct`,
  partial: `Almost ${SECRET}-partial`,
  incorrect: `Read chapter 2 ${SECRET}-incorrect`,
};
const choice: QuestionContent = {
  kind: 'multiple-choice',
  multipleCorrect: true,
  shuffle: false,
  options: [
    { id: 'a', text: 'Unique', correct: true, penalty: 50, feedback: `Yes, unique ${SECRET}-a` },
    { id: 'b', text: 'Not null', correct: true, penalty: 50 },
    { id: 'c', text: 'Sorted', correct: false, penalty: 100, feedback: `Keys need no order ${SECRET}-c` },
  ],
};
const numerical: QuestionContent = {
  kind: 'numerical',
  answers: [
    { value: '{{n}} * 2', tolerance: 0, toleranceKind: 'absolute', fraction: 100, feedback: `Twice {{n}} ${SECRET}-right` },
    { value: '{{n}}', tolerance: 0, toleranceKind: 'absolute', fraction: 0, feedback: `You forgot to double ${SECRET}-common` },
  ],
  units: [],
  unitHandling: 'none',
  unitPenalty: 0,
};

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  fx = await examFixtures(t, []);
});

afterAll(async () => {
  await t?.close();
});

async function question(title: string, content: QuestionContent, extra: Partial<QuestionInput> = {}): Promise<number> {
  const res = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title, content, feedback, ...extra }));
  expect(res.statusCode).toBe(201);
  expect(res.json().data.feedback).toEqual(extra.feedback ?? feedback);
  return res.json().data.id;
}

describe('feedback', () => {
  let choiceId: number;
  let numericalId: number;

  beforeAll(async () => {
    choiceId = await question('Key properties', choice);
    numericalId = await question('Double it', numerical, {
      text: 'What is twice {{n}}?',
      template: { variables: [{ name: 'n', type: 'int', min: 3, max: 9 }] },
      feedback: { ...feedback, general: `Twice {{n}} is {{n}} + {{n}} ${SECRET}-general` },
    });
  });

  async function takeAndReview(exam: { showSolutions: boolean; showFeedback?: boolean }, answers: (n: number) => [object, object]) {
    const examId = await fx.publishedExam({ ...exam, parts: [{ ...fx.examInput().parts[0], questionIds: [choiceId, numericalId] }] });
    const student = await fx.newStudent('fb');
    const instance = await fx.startedInstance(student, examId);
    // A part may give its questions in another order to each student: each is found by its kind.
    const ordinalOf = (kind: string) => instance.questions.find((item) => item.view.kind === kind)!.ordinal;
    const n = Number(/twice (\d+)/.exec(instance.questions.find((item) => item.view.kind === 'numerical')!.view.text)?.[1]);
    const [first, second] = answers(n);
    const saved = await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, {
      answers: [
        { ordinal: ordinalOf('multiple-choice'), seq: 1, answer: first, clientSavedAt: null },
        { ordinal: ordinalOf('numerical'), seq: 1, answer: second, clientSavedAt: null },
      ],
    });
    const during = [JSON.stringify(instance), saved.body, (await fx.call(student, 'GET', '/api/my/exams')).body];
    const submitted = await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    during.push(submitted.body);
    for (const body of during) expect(body).not.toContain(SECRET);
    const review = (await fx.call(student, 'GET', `/api/my/instances/${instance.instanceId}/review`)).json().data;
    // In the order the test names them: the multiple-choice question, then the numerical one.
    review.questions = ['multiple-choice', 'numerical'].map((kind) => review.questions.find((item: { view: { kind: string } }) => item.view.kind === kind));
    return { n, review };
  }

  test('with "show feedback": general, by outcome and on the answer — and no solutions', async () => {
    const { n, review } = await takeAndReview({ showSolutions: false, showFeedback: true }, (value) => [
      { kind: 'multiple-choice', choices: ['a', 'c'] },
      { kind: 'numerical', value: String(value), unit: null },
    ]);
    const [first, second] = review.questions;
    expect(first).toMatchObject({ solution: null, grade: { outcome: 'incorrect' } });
    expect(first.feedback).toEqual({
      general: feedback.general,
      outcome: feedback.incorrect,
      answers: [`Yes, unique ${SECRET}-a`, `Keys need no order ${SECRET}-c`],
    });
    // The key worth nothing names the common mistake; placeholders are the student's own values.
    expect(second.feedback).toEqual({
      general: `Twice ${n} is ${n} + ${n} ${SECRET}-general`,
      outcome: feedback.incorrect,
      answers: [`You forgot to double ${SECRET}-common`],
    });
  });

  test('with solutions shown, feedback comes too; a right answer gets the right one', async () => {
    const { n, review } = await takeAndReview({ showSolutions: true }, (value) => [
      { kind: 'multiple-choice', choices: ['a', 'b'] },
      { kind: 'numerical', value: String(value * 2), unit: null },
    ]);
    const [first, second] = review.questions;
    expect(first.solution).toEqual({ kind: 'multiple-choice', choices: ['a', 'b'] });
    expect(first.feedback).toEqual({ general: feedback.general, outcome: feedback.correct, answers: [`Yes, unique ${SECRET}-a`] });
    expect(second.feedback.answers).toEqual([`Twice ${n} ${SECRET}-right`]);
  });

  test('neither switch: no feedback anywhere, the review included', async () => {
    const { review } = await takeAndReview({ showSolutions: false }, () => [
      { kind: 'multiple-choice', choices: ['a'] },
      { kind: 'numerical', value: '1', unit: null },
    ]);
    expect(review.questions.map((question: { feedback: unknown }) => question.feedback)).toEqual([null, null]);
    expect(JSON.stringify(review)).not.toContain(SECRET);
  });

  test('an image in feedback loads for a student once their review shows it, not before', async () => {
    const teacher = await t.sessionFor('teacher');
    const upload = await t.app.inject({
      method: 'POST', url: `/api/courses/${t.ids.databases}/attachments?fileName=hint.png`, payload: tinyPng,
      headers: { ...teacher.headers(), 'content-type': 'application/octet-stream' },
    });
    const imageId = upload.json().data.id;
    const withImage = await question('Key properties with a picture', {
      ...choice,
      options: choice.options.map((option, index) => (index === 2 ? { ...option, feedback: `Order is not a key property: ![order](attachment:${imageId})` } : option)),
    });
    const examId = await fx.publishedExam({ showSolutions: false, showFeedback: true, parts: [{ ...fx.examInput().parts[0], questionIds: [withImage] }] });
    const student = await fx.newStudent('img');
    const instance = await fx.startedInstance(student, examId);
    const image = async () => (await fx.call(student, 'GET', `/api/attachments/${imageId}`)).statusCode;
    expect(await image()).toBe(404);
    await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    expect(await image()).toBe(200);
    // Another student, whose exam shows no feedback, does not get it.
    const quiet = await fx.publishedExam({ showSolutions: false, parts: [{ ...fx.examInput().parts[0], questionIds: [withImage] }] });
    const other = await fx.newStudent('img');
    const theirs = await fx.startedInstance(other, quiet);
    await fx.call(other, 'POST', `/api/my/instances/${theirs.instanceId}/submit`);
    expect((await fx.call(other, 'GET', `/api/attachments/${imageId}`)).statusCode).toBe(404);
  });

  test('an update that leaves feedback out keeps it; blank texts are none; a new exam takes its switch', async () => {
    const base = questionInput({ title: 'Kept', content: choice, feedback });
    const created = (await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, base)).json().data;
    const { feedback: _left, ...withoutFeedback } = base;
    void _left;
    const kept = await fx.call('teacher', 'PUT', `/api/questions/${created.id}?mode=in-place`, withoutFeedback);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.feedback).toEqual(feedback);
    const blank = await fx.call('teacher', 'PUT', `/api/questions/${created.id}?mode=new-version`, { ...base, feedback: { general: ' ', correct: '', partial: '', incorrect: '' } });
    expect(blank.json().data.feedback).toBeNull();
    const exam = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, fx.examInput({ showFeedback: true }));
    expect(exam.json().data.showFeedback).toBe(true);
  });
});

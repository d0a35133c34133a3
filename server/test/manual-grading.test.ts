import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type {
  GraderStatistic, ManualGradesApplySummary, ManualGradingAnswer, ManualGradingOverview, RubricItem,
} from '../generated/contract-types.js';
import { analyticsFixtures } from './support/analytics.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { finishJob, insertRunningJobForAnswer, insertStudentForUser, selectAnswerGrade } from './support/queries.js';
import { selectLiveEvents } from './support/tickets.js';

/**
 * Manual grading through the API (docs/grading.md, Manual grading): the shadow set of grades, conflicts between
 * graders, rubric items that re-score, Apply into the students' answers and totals, what students see before and
 * after, grader statistics, and who may do any of it.
 */
let t: TestApp;
let modelId: number;
let freeTextId: number;
let trueFalseId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function call(username: string, method: Method, url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}
async function data<T>(username: string, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(username, method, url, payload);
  expect({ status: res.statusCode, body: res.statusCode === status ? null : res.json() }).toEqual({ status, body: null });
  return res.json().data as T;
}

const at = (minutes: number) => new Date(t.clock().getTime() + minutes * 60_000).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  const models = (await call('admin', 'GET', '/api/grading-models')).json().data as Array<{ id: number; name: string }>;
  modelId = models.find((model) => model.name === '10/0/0')!.id;
  const create = async (kind: 'free-text' | 'true-false') => {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Graded by hand ${kind}`, content: contentOfKind(kind) }));
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  trueFalseId = await create('true-false');
  freeTextId = await create('free-text');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let exams = 0;
let students = 0;

/**
 * A published exam (true/false then free text, 10 points each, pass at 60 %) and its students' submitted
 * instances: each answers true/false as given and the free-text question with its text.
 */
async function submittedExam(takers: Array<{ trueFalse: boolean; text: string; classGroup?: string }>) {
  exams += 1;
  const created = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, {
    academicYearId: t.ids.currentYear, title: `Manual ${exams}`, abbreviation: `MG${exams}`, ordinal: 1, description: null, password: null,
    availableFrom: at(-10), availableTo: at(120), durationMinutes: 60, maxScore: null, passPercentage: 60, showSolutions: false,
    reviewMinutes: 600, forwardOnly: false, asyncGrading: true, scoreIgnored: false, allowAnonymousStalk: false, maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds: [trueFalseId, freeTextId] }],
  });
  expect(created.statusCode).toBe(201);
  const examId = created.json().data.id as number;
  expect((await call('teacher', 'PUT', `/api/exams/${examId}/published`, { published: true })).statusCode).toBe(200);
  const result: Array<{ username: string; instanceId: number; freeTextOrdinal: number }> = [];
  for (const taker of takers) {
    students += 1;
    const username = `graded-${students}`;
    const userId = await t.createUser(username, 'Student');
    await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear, taker.classGroup ?? null);
    const instanceId = (await data<{ instanceId: number }>(username, 'POST', `/api/my/exams/${examId}/start`, { password: null })).instanceId;
    const instance = await data<{ questions: Array<{ ordinal: number; view: { kind: string } }> }>(username, 'GET', `/api/my/instances/${instanceId}`);
    const answers = instance.questions.map((question) => ({
      ordinal: question.ordinal, seq: 1, clientSavedAt: null,
      answer: question.view.kind === 'true-false' ? { kind: 'true-false', value: taker.trueFalse } : { kind: 'free-text', text: taker.text },
    }));
    await data(username, 'POST', `/api/my/instances/${instanceId}/answers`, { answers });
    await data(username, 'POST', `/api/my/instances/${instanceId}/submit`);
    const freeTextOrdinal = instance.questions.find((question) => question.view.kind === 'free-text')!.ordinal;
    result.push({ username, instanceId, freeTextOrdinal });
  }
  const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
  const rootId = overview.questions.find((question) => question.kind === 'free-text')?.questionRootId ?? 0;
  return { examId, takers: result, rootId };
}

const gradeUrl = (examId: number, instanceId: number, ordinal: number) => `/api/exams/${examId}/manual-grading/grades/${instanceId}/${ordinal}`;
const answersOf = (examId: number, query: string, username = 'teacher') =>
  data<ManualGradingAnswer[]>(username, 'GET', `/api/exams/${examId}/manual-grading/answers?${query}`);

describe('grading answers', () => {
  test('the overview counts answers to grade by question; answers come with the model answer and the student view', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: 'Redundancy goes.' }, { trueFalse: false, text: 'Ne znam.' }]);
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    const freeText = overview.questions.find((question) => question.questionRootId === rootId)!;
    expect(freeText).toMatchObject({ kind: 'free-text', needsManual: true, answers: 2, graded: 0, toGrade: 2, unapplied: 0, maxPoints: 10, minPoints: 0 });
    expect(overview.questions.find((question) => question.kind === 'true-false')).toMatchObject({ needsManual: false, toGrade: 0, answers: 2 });
    expect(overview.instances.map((instance) => instance.instanceId).sort()).toEqual(takers.map((taker) => taker.instanceId).sort());
    expect(overview.unapplied).toBe(0);

    const answers = await answersOf(examId, `questionRootId=${rootId}`);
    expect(answers).toHaveLength(2);
    const first = answers.find((answer) => answer.instanceId === takers[0].instanceId)!;
    expect(first).toMatchObject({ answer: { kind: 'free-text', text: 'Redundancy goes.' }, grade: null, manual: false, maxPoints: 10 });
    expect(first.modelAnswer).toMatchObject({ kind: 'free-text' });
    expect(first.view.kind).toBe('free-text');
    expect(first.autoGrade?.outcome).toBe('pending');

    // By student: every answer of one instance.
    const byStudent = await answersOf(examId, `instanceId=${takers[1].instanceId}`);
    expect(byStudent.map((answer) => answer.ordinal).sort()).toEqual([1, 2]);
    // Neither a question nor a student: refused, not a 5xx.
    expect((await call('teacher', 'GET', `/api/exams/${examId}/manual-grading/answers`)).statusCode).toBe(400);
  });

  test('filters: ungraded, by score, by class group, by last-name range', async () => {
    const { examId, takers, rootId } = await submittedExam([
      { trueFalse: true, text: 'one', classGroup: 'P1' },
      { trueFalse: true, text: 'two', classGroup: 'P2' },
      { trueFalse: true, text: 'three', classGroup: 'P2' },
    ]);
    await data('teacher', 'PUT', gradeUrl(examId, takers[0].instanceId, takers[0].freeTextOrdinal), { score: 7, rubricItemIds: [], comment: null });
    const ungraded = await answersOf(examId, `questionRootId=${rootId}&ungraded=true`);
    expect(ungraded.map((answer) => answer.instanceId).sort()).toEqual([takers[1].instanceId, takers[2].instanceId].sort());
    const scored = await answersOf(examId, `questionRootId=${rootId}&minScore=5&maxScore=8`);
    expect(scored.map((answer) => answer.instanceId)).toEqual([takers[0].instanceId]);
    const group = await answersOf(examId, `questionRootId=${rootId}&classGroup=P2`);
    expect(group.map((answer) => answer.instanceId).sort()).toEqual([takers[1].instanceId, takers[2].instanceId].sort());
    const all = await answersOf(examId, `questionRootId=${rootId}`);
    const names = all.map((answer) => answer.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const from = await answersOf(examId, `questionRootId=${rootId}&lastNameFrom=${encodeURIComponent(names[1])}&lastNameTo=${encodeURIComponent(names[1])}`);
    expect(from.map((answer) => answer.lastName)).toEqual([names[1]]);
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    expect(overview.classGroups).toEqual(['P1', 'P2']);
  });

  test('a later save based on an older version is refused with 409, never overwriting the other grader', async () => {
    const { examId, takers } = await submittedExam([{ trueFalse: true, text: 'Anomalies.' }]);
    const url = gradeUrl(examId, takers[0].instanceId, takers[0].freeTextOrdinal);
    const first = await data<ManualGradingAnswer>('teacher', 'PUT', url, { score: 6, rubricItemIds: [], comment: 'Good start' });
    expect(first.grade).toMatchObject({ score: 6, version: 1, scoreTyped: true, comment: 'Good start', appliedAt: null });
    // The admin started from "no grade yet" too: refused, in the one Error shape.
    const late = await call('admin', 'PUT', url, { score: 2, rubricItemIds: [], comment: 'Weak' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'GRADE_CONFLICT' });
    expect(Object.keys(late.json()).sort()).toEqual(['code', 'details', 'message']);
    expect(late.json().message).toMatch(/meanwhile/);
    // Named with an old version: refused as well.
    const second = await data<ManualGradingAnswer>('teacher', 'PUT', url, { baseVersion: 1, score: 7, rubricItemIds: [], comment: 'Better' });
    expect(second.grade?.version).toBe(2);
    expect((await call('admin', 'PUT', url, { baseVersion: 1, score: 1, rubricItemIds: [], comment: null })).statusCode).toBe(409);
    const [kept] = await answersOf(examId, `instanceId=${takers[0].instanceId}&questionRootId=${first.questionRootId}`);
    expect(kept.grade).toMatchObject({ score: 7, comment: 'Better', version: 2 });
    // Based on the current version, the other grader's save goes through.
    expect((await data<ManualGradingAnswer>('admin', 'PUT', url, { baseVersion: 2, score: 8, rubricItemIds: [], comment: null })).grade?.version).toBe(3);
  });

  test('bad input is a 400: a typed score outside the bounds, another question\'s rubric item, malformed bodies', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: 'x' }]);
    const url = gradeUrl(examId, takers[0].instanceId, takers[0].freeTextOrdinal);
    for (const score of [10.5, -1]) {
      const res = await call('teacher', 'PUT', url, { score, rubricItemIds: [], comment: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    const otherRoot = overview.questions.find((question) => question.questionRootId !== rootId)!.questionRootId;
    const foreign = await data<RubricItem>('teacher', 'POST', `/api/exams/${examId}/manual-grading/rubric`, { questionRootId: otherRoot, points: 1, description: 'Other' }, 201);
    expect((await call('teacher', 'PUT', url, { rubricItemIds: [foreign.id], comment: null })).statusCode).toBe(400);
    for (const body of [{}, { rubricItemIds: 'x', comment: null }, { rubricItemIds: [], comment: 'x'.repeat(10_001) }, { rubricItemIds: [], comment: null, extra: 1 }]) {
      expect((await call('teacher', 'PUT', url, body)).statusCode).toBe(400);
    }
    expect((await call('teacher', 'PUT', gradeUrl(examId, takers[0].instanceId, 99), { rubricItemIds: [], comment: null })).statusCode).toBe(404);
    expect((await call('teacher', 'POST', `/api/exams/${examId}/manual-grading/rubric`, { questionRootId: rootId, points: 1, description: '   ' })).statusCode).toBe(400);
    expect((await call('teacher', 'PATCH', `/api/exams/${examId}/manual-grading/rubric/${foreign.id}`, {})).statusCode).toBe(400);
  });
});

describe('rubric items', () => {
  test('changing an item\'s points re-scores every grade ticking it, clamped, except typed scores; applied grades become changed again', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: 'a' }, { trueFalse: true, text: 'b' }, { trueFalse: true, text: 'c' }]);
    const rubricUrl = `/api/exams/${examId}/manual-grading/rubric`;
    const names = await data<RubricItem>('teacher', 'POST', rubricUrl, { questionRootId: rootId, points: 3, description: 'Names the anomalies' }, 201);
    const example = await data<RubricItem>('teacher', 'POST', rubricUrl, { questionRootId: rootId, points: 4, description: 'Gives an example relation' }, 201);
    expect(example.ordinal).toBe(names.ordinal + 1);
    const [a, b, c] = takers.map((taker) => gradeUrl(examId, taker.instanceId, taker.freeTextOrdinal));
    expect((await data<ManualGradingAnswer>('teacher', 'PUT', a, { rubricItemIds: [names.id, example.id], adjustment: -1, comment: null })).grade)
      .toMatchObject({ score: 6, adjustment: -1, scoreTyped: false, rubricItemIds: [names.id, example.id] });
    await data('teacher', 'PUT', b, { rubricItemIds: [example.id], comment: null });
    // A typed score stays as typed.
    await data('teacher', 'PUT', c, { score: 2, rubricItemIds: [names.id], comment: null });
    expect((await data<RubricItem[]>('teacher', 'GET', `${rubricUrl}?questionRootId=${rootId}`)).map((item) => [item.description, item.usedBy]))
      .toEqual([['Names the anomalies', 2], ['Gives an example relation', 2]]);

    await data('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`);
    const changed = await data<{ item: RubricItem; rescored: number }>('teacher', 'PATCH', `${rubricUrl}/${example.id}`, { points: 9 });
    expect(changed).toMatchObject({ item: { points: 9 }, rescored: 2 });
    const scores = async () => new Map((await answersOf(examId, `questionRootId=${rootId}`)).map((answer) => [answer.instanceId, answer.grade!]));
    let grades = await scores();
    // 3 + 9 − 1 = 11, clamped to the question's 10 points; 9; typed 2 unchanged.
    expect(grades.get(takers[0].instanceId)).toMatchObject({ score: 10, appliedAt: null });
    expect(grades.get(takers[1].instanceId)).toMatchObject({ score: 9, appliedAt: null });
    expect(grades.get(takers[2].instanceId)?.score).toBe(2);
    expect(grades.get(takers[2].instanceId)?.appliedAt).not.toBeNull();
    const preview = await data<ManualGradesApplySummary>('teacher', 'GET', `/api/exams/${examId}/manual-grading/apply-preview`);
    expect(preview).toMatchObject({ answers: 2, instances: 2 });

    // A description change re-scores nothing; a deleted item leaves the grades that ticked it.
    expect(await data('teacher', 'PATCH', `${rubricUrl}/${names.id}`, { description: 'Names all three anomalies' })).toMatchObject({ rescored: 0 });
    expect(await data('teacher', 'DELETE', `${rubricUrl}/${example.id}`)).toEqual({ item: null, rescored: 2 });
    grades = await scores();
    expect(grades.get(takers[0].instanceId)).toMatchObject({ score: 2, rubricItemIds: [names.id] });
    expect(grades.get(takers[1].instanceId)).toMatchObject({ score: 0, rubricItemIds: [] });
    expect((await data<RubricItem[]>('teacher', 'GET', `${rubricUrl}?questionRootId=${rootId}`)).map((item) => item.id)).toEqual([names.id]);
  });
});

describe('apply', () => {
  test('students see no shadow grade or comment before Apply; Apply copies them, recomputes totals and pass, and tells the live channel', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: 'Good answer' }, { trueFalse: false, text: 'Poor answer' }]);
    const [good, poor] = takers;
    const secret = 'SHADOW-COMMENT-5f3a';
    await data('teacher', 'PUT', gradeUrl(examId, good.instanceId, good.freeTextOrdinal), { score: 5, rubricItemIds: [], comment: `${secret} <b>well</b> done` });
    await data('teacher', 'PUT', gradeUrl(examId, poor.instanceId, poor.freeTextOrdinal), { score: 0, rubricItemIds: [], comment: null });

    const mine = async (username: string, instanceId: number) => {
      const responses = await Promise.all([
        `/api/my/exams`, `/api/my/instances/${instanceId}`, `/api/my/instances/${instanceId}/review`,
      ].map(async (url) => (await call(username, 'GET', url)).body));
      return responses.join('\n');
    };
    const before = await mine(good.username, good.instanceId);
    expect(before).not.toContain(secret);
    expect(before).not.toContain('rubric');
    const reviewBefore = await data<{ result: { score: number; passed: boolean; gradingState: string }; questions: Array<{ ordinal: number; score: number | null; comment: string | null; grade: { outcome: string } }> }>(
      good.username, 'GET', `/api/my/instances/${good.instanceId}/review`);
    expect(reviewBefore.result).toMatchObject({ score: 10, passed: false, gradingState: 'manual' });
    const freeBefore = reviewBefore.questions.find((question) => question.ordinal === good.freeTextOrdinal)!;
    // Waiting for a teacher: no points yet (null, "Not graded yet"), not the 0 the total counts meanwhile.
    expect(freeBefore).toMatchObject({ score: null, comment: null, grade: { outcome: 'pending' } });

    const preview = await data<ManualGradesApplySummary>('teacher', 'GET', `/api/exams/${examId}/manual-grading/apply-preview`);
    expect(preview).toMatchObject({ answers: 2, instances: 2, scoreChanged: 1, passChanged: 1 });
    expect(preview.changes).toEqual([
      expect.objectContaining({ instanceId: good.instanceId, answers: 1, scoreBefore: 10, scoreAfter: 15, passedBefore: false, passedAfter: true }),
    ]);
    // A preview changes nothing.
    expect(await mine(good.username, good.instanceId)).not.toContain(secret);

    const applied = await data<ManualGradesApplySummary>('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`);
    expect(applied).toMatchObject({ answers: 2, instances: 2, scoreChanged: 1, passChanged: 1 });
    expect(applied.changes[0]).toMatchObject({ scoreAfter: 15, passedAfter: true });

    const review = await data<typeof reviewBefore>(good.username, 'GET', `/api/my/instances/${good.instanceId}/review`);
    expect(review.result).toMatchObject({ score: 15, passed: true, gradingState: 'graded' });
    expect(review.questions.find((question) => question.ordinal === good.freeTextOrdinal)).toMatchObject({
      score: 5, comment: `${secret} <b>well</b> done`, grade: { outcome: 'partial' },
    });
    const poorReview = await data<typeof reviewBefore>(poor.username, 'GET', `/api/my/instances/${poor.instanceId}/review`);
    expect(poorReview.result).toMatchObject({ score: 0, passed: false, gradingState: 'graded' });
    expect(poorReview.questions.find((question) => question.ordinal === poor.freeTextOrdinal)).toMatchObject({ comment: null, grade: { outcome: 'incorrect' } });
    // Another student never sees it.
    expect(await mine(poor.username, poor.instanceId)).not.toContain(secret);

    const events = await selectLiveEvents(t.db, examId);
    for (const instanceId of [good.instanceId, poor.instanceId]) {
      expect(events).toEqual(expect.arrayContaining([
        expect.objectContaining({ instanceId, audience: 'staff', kind: 'instance' }),
        expect.objectContaining({ instanceId, audience: 'student', kind: 'instance' }),
      ]));
    }
    const [answer] = await answersOf(examId, `instanceId=${good.instanceId}&questionRootId=${rootId}`);
    expect(answer).toMatchObject({ manual: true, appliedScore: 5, grade: { appliedAt: expect.any(String) } });
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    expect(overview.unapplied).toBe(0);
    // The analytics' kept sums follow the applied grades.
    expect(await analyticsFixtures(t.db).keptSumsMismatches(examId)).toEqual([]);
    // Nothing left: a second Apply changes nothing.
    expect(await data('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`)).toEqual({ answers: 0, instances: 0, scoreChanged: 0, passChanged: 0, changes: [] });
  });

  test('an automatically graded answer can be overridden', async () => {
    const { examId, takers } = await submittedExam([{ trueFalse: true, text: 'x' }]);
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    const trueFalse = overview.questions.find((question) => question.kind === 'true-false')!;
    const [answer] = await answersOf(examId, `questionRootId=${trueFalse.questionRootId}`);
    expect(answer.autoGrade?.outcome).toBe('correct');
    await data('teacher', 'PUT', gradeUrl(examId, takers[0].instanceId, answer.ordinal), { score: 4, rubricItemIds: [], comment: 'Right, but guessed' });
    await data('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`);
    const review = await data<{ questions: Array<{ ordinal: number; score: number; grade: { outcome: string } }> }>(takers[0].username, 'GET', `/api/my/instances/${takers[0].instanceId}/review`);
    expect(review.questions.find((question) => question.ordinal === answer.ordinal)).toMatchObject({ score: 4, grade: { outcome: 'partial' } });
  });
});

describe('grades that meet other changes', () => {
  test('a grading job that ends after Apply leaves the teacher\'s grade alone', async () => {
    const { examId, takers: [taker] } = await submittedExam([{ trueFalse: true, text: 'Graded by a teacher while the grader worked' }]);
    const jobId = await insertRunningJobForAnswer(t.db, taker.instanceId, taker.freeTextOrdinal);
    await data('teacher', 'PUT', gradeUrl(examId, taker.instanceId, taker.freeTextOrdinal), { score: 7, rubricItemIds: [], comment: 'Good' });
    await data('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`);
    expect(await selectAnswerGrade(t.db, taker.instanceId, taker.freeTextOrdinal)).toMatchObject({ score: 7, manual: true, gradingJobId: null });
    await finishJob(t.db, jobId, { outcome: 'incorrect', score: 0, scorePercent: 0, fraction: 0, maxScore: 10, tests: [], sqlRuns: [], parts: [] });
    expect(await selectAnswerGrade(t.db, taker.instanceId, taker.freeTextOrdinal)).toMatchObject({ score: 7, manual: true, comment: 'Good' });
    const review = await data<{ questions: Array<{ ordinal: number; score: number }> }>(taker.username, 'GET', `/api/my/instances/${taker.instanceId}/review`);
    expect(review.questions.find((question) => question.ordinal === taker.freeTextOrdinal)?.score).toBe(7);
  });

  test('unsubmitting an instance drops its teachers\' grades and comments; the next submit grades it automatically', async () => {
    const { examId, takers: [taker] } = await submittedExam([{ trueFalse: true, text: 'First try' }]);
    await data('teacher', 'PUT', gradeUrl(examId, taker.instanceId, taker.freeTextOrdinal), { score: 9, rubricItemIds: [], comment: 'Almost' });
    await data('teacher', 'POST', `/api/exams/${examId}/manual-grading/apply`);
    await data('teacher', 'POST', `/api/exam-instances/${taker.instanceId}/unsubmit`, { minutes: 10 });
    expect(await selectAnswerGrade(t.db, taker.instanceId, taker.freeTextOrdinal)).toMatchObject({ manual: false, comment: null, shadowGrades: 0 });
    await data(taker.username, 'POST', `/api/my/instances/${taker.instanceId}/submit`);
    expect(await selectAnswerGrade(t.db, taker.instanceId, taker.freeTextOrdinal)).toMatchObject({ manual: false, comment: null, shadowGrades: 0 });
    const overview = await data<ManualGradingOverview>('teacher', 'GET', `/api/exams/${examId}/manual-grading/questions`);
    expect(overview.questions.find((question) => question.kind === 'free-text')).toMatchObject({ toGrade: 1, graded: 0 });
  });

  test('a question has at most 100 rubric items: one more is a 409, not a 500', async () => {
    const { examId, rootId } = await submittedExam([{ trueFalse: true, text: 'x' }]);
    const rubricUrl = `/api/exams/${examId}/manual-grading/rubric`;
    // The question's rubric is shared by every exam of these tests: fill it up to 100, then leave it as it was.
    const existing = (await data<RubricItem[]>('teacher', 'GET', `${rubricUrl}?questionRootId=${rootId}`)).length;
    const added: number[] = [];
    for (let i = existing + 1; i <= 100; i += 1) {
      added.push((await data<RubricItem>('teacher', 'POST', rubricUrl, { questionRootId: rootId, points: 1, description: `Item ${i}` }, 201)).id);
    }
    const res = await call('teacher', 'POST', rubricUrl, { questionRootId: rootId, points: 1, description: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RUBRIC_FULL' });
    for (const id of added) await data('teacher', 'DELETE', `${rubricUrl}/${id}`);
    await data('teacher', 'POST', rubricUrl, { questionRootId: rootId, points: 1, description: 'Room again' }, 201);
  });
});

describe('grader statistics', () => {
  test('per question and grader: count, mean and spread', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: '1' }, { trueFalse: true, text: '2' }, { trueFalse: true, text: '3' }]);
    await data('teacher', 'PUT', gradeUrl(examId, takers[0].instanceId, takers[0].freeTextOrdinal), { score: 4, rubricItemIds: [], comment: null });
    await data('teacher', 'PUT', gradeUrl(examId, takers[1].instanceId, takers[1].freeTextOrdinal), { score: 8, rubricItemIds: [], comment: null });
    await data('admin', 'PUT', gradeUrl(examId, takers[2].instanceId, takers[2].freeTextOrdinal), { score: 9, rubricItemIds: [], comment: null });
    const stats = await data<GraderStatistic[]>('teacher', 'GET', `/api/exams/${examId}/manual-grading/statistics`);
    const teacherId = (await t.sessionFor('teacher')).userId;
    const adminId = (await t.sessionFor('admin')).userId;
    expect(stats.filter((row) => row.questionRootId === rootId).map(({ graderId, count, mean, stdDev, min, max }) => ({ graderId, count, mean, stdDev, min, max })))
      .toEqual(expect.arrayContaining([
        { graderId: teacherId, count: 2, mean: 6, stdDev: 2, min: 4, max: 8 },
        { graderId: adminId, count: 1, mean: 9, stdDev: 0, min: 9, max: 9 },
      ]));
  });
});

describe('authorisation', () => {
  test('another course\'s teacher gets 404 and students 403 for every operation; an administrator may', async () => {
    const { examId, takers, rootId } = await submittedExam([{ trueFalse: true, text: 'x' }]);
    const item = await data<RubricItem>('teacher', 'POST', `/api/exams/${examId}/manual-grading/rubric`, { questionRootId: rootId, points: 1, description: 'x' }, 201);
    await t.createUser('outsider-teacher', 'Teacher', [t.ids.programming]);
    const base = `/api/exams/${examId}/manual-grading`;
    const operations: Array<[Method, string, object?]> = [
      ['GET', `${base}/questions`],
      ['GET', `${base}/answers?questionRootId=${rootId}`],
      ['PUT', gradeUrl(examId, takers[0].instanceId, takers[0].freeTextOrdinal), { score: 1, rubricItemIds: [], comment: null }],
      ['GET', `${base}/rubric?questionRootId=${rootId}`],
      ['POST', `${base}/rubric`, { questionRootId: rootId, points: 1, description: 'y' }],
      ['PATCH', `${base}/rubric/${item.id}`, { points: 2 }],
      ['DELETE', `${base}/rubric/${item.id}`],
      ['GET', `${base}/apply-preview`],
      ['POST', `${base}/apply`],
      ['GET', `${base}/statistics`],
    ];
    for (const [method, url, body] of operations) {
      expect([method, url, (await call('outsider-teacher', method, url, body)).statusCode]).toEqual([method, url, 404]);
      expect([method, url, (await call(takers[0].username, method, url, body)).statusCode]).toEqual([method, url, 403]);
    }
    // Nothing of theirs happened.
    const [answer] = await answersOf(examId, `questionRootId=${rootId}`);
    expect(answer.grade).toBeNull();
    expect((await call('admin', 'GET', `${base}/questions`)).statusCode).toBe(200);
    // A rubric item of a question this exam does not have is not reached through it.
    const { examId: otherExam } = await submittedExam([]);
    expect((await call('teacher', 'PATCH', `/api/exams/${otherExam}/manual-grading/rubric/${item.id}`, { points: 2 })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { QuestionAnswer, QuestionContent, RegradeOptions, RegradePreview } from '../generated/contract-types.js';
import { analyticsFixtures } from './support/analytics.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { countLiveEvents, finishBusyJob, insertBusyPreview, isShadowApplied, selectAnswers, selectInstanceTotals, selectRegradeRows, setManualGrade, setPartModel } from './support/regrades.js';

/**
 * Regrades (docs/grading.md, Regrade): a dry run that writes nothing and lists what would change, hand-computed here;
 * apply in one transaction recorded with who and why; manual grades kept or replaced; stale previews refused.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '1' } });
  fx = await examFixtures(t, []);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const all: RegradeOptions = { questionRootIds: null, useLatestVersion: true, useCurrentGradingModels: false, keepManual: true };

/** Multiple choice whose key is `key`; every wrong choice costs everything, so a question scores all or nothing. */
function choice(key: 'a' | 'b'): QuestionContent {
  return {
    kind: 'multiple-choice',
    multipleCorrect: false,
    shuffle: true,
    options: [
      { id: 'a', text: 'A relation', correct: key === 'a', penalty: 100 },
      { id: 'b', text: 'A tuple', correct: key === 'b', penalty: 100 },
      { id: 'c', text: 'A domain', correct: false, penalty: 100 },
    ],
  };
}

let modelCounter = 0;
async function newModel(correctScore: number, incorrectScore: number, unansweredScore: number): Promise<number> {
  modelCounter += 1;
  const res = await fx.call('admin', 'POST', '/api/grading-models', {
    name: `Regrade model ${modelCounter}`, correctScore, incorrectScore, unansweredScore, threshold: null,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function newQuestion(title: string, content: QuestionContent): Promise<number> {
  const res = await fx.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title, content }));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

/** Saves a new version of a question; its id. */
async function newVersion(questionId: number, title: string, content: QuestionContent): Promise<number> {
  const res = await fx.call('teacher', 'PUT', `/api/questions/${questionId}?mode=new-version`, questionInput({ title, content }));
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

/**
 * A published exam of the given questions (one fixed part, `modelId`, pass at 50 %) taken and submitted by one
 * student per answer set (answers by question id; missing: unanswered). Returns the exam and instance ids in order.
 */
async function takenExam(questionIds: number[], modelId: number, answerSets: Array<Record<number, QuestionAnswer>>) {
  const examId = await fx.publishedExam({
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds }],
  });
  const instanceIds: number[] = [];
  for (const answers of answerSets) {
    const student = await fx.newStudent('regrade');
    const instance = await fx.startedInstance(student, examId);
    const saves = instance.questions
      .filter((question) => answers[question.view.questionId!] !== undefined)
      .map((question) => ({ ordinal: question.ordinal, seq: 1, clientSavedAt: null, answer: answers[question.view.questionId!] }));
    if (saves.length > 0) expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers: saves })).statusCode).toBe(200);
    expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`)).statusCode).toBe(200);
    instanceIds.push(instance.instanceId);
  }
  return { examId, instanceIds };
}

async function preview(examId: number, options: RegradeOptions, username = 'teacher'): Promise<RegradePreview> {
  const res = await fx.call(username, 'POST', `/api/exams/${examId}/regrade-previews`, options);
  expect(res.statusCode).toBe(201);
  let data = res.json().data as RegradePreview;
  for (let tries = 0; data.status === 'grading' && tries < 300; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    data = (await fx.call(username, 'GET', `/api/exams/${examId}/regrade-previews/${data.id}`)).json().data;
  }
  expect(data.status).toBe('ready');
  return data;
}

const apply = (examId: number, previewId: string, reason = 'Key of the first question fixed', username = 'teacher') =>
  fx.call(username, 'POST', `/api/exams/${examId}/regrades`, { previewId, reason });

const mc = (choice: string): QuestionAnswer => ({ kind: 'multiple-choice', choices: [choice] });
const tf = (value: boolean): QuestionAnswer => ({ kind: 'true-false', value });

/** Four students on (multiple choice keyed a, true/false keyed true), 10/0/0 points, pass at 50 %. */
async function keyFixScenario() {
  const modelId = await newModel(10, 0, 0);
  const mcId = await newQuestion('Regrade key', choice('a'));
  const tfId = await newQuestion('Regrade truth', contentOfKind('true-false'));
  const { examId, instanceIds } = await takenExam([mcId, tfId], modelId, [
    { [mcId]: mc('b'), [tfId]: tf(false) }, // 0 + 0 = 0 (failed)      → key b: 10 + 0 = 10, 50 % (passed)
    { [mcId]: mc('a'), [tfId]: tf(true) }, //  10 + 10 = 20 (passed)   → 0 + 10 = 10, 50 % (passed)
    { [mcId]: mc('a'), [tfId]: tf(false) }, // 10 + 0 = 10 (passed)    → 0 + 0 = 0 (failed)
    { [tfId]: tf(true) }, //                   0 + 10 = 10 (passed)    → unchanged
  ]);
  return { modelId, mcId, tfId, examId, instanceIds };
}

describe('a key fixed in a new question version', () => {
  test('the dry run lists the changed answers and instances as hand-computed and writes nothing', async () => {
    const { mcId, examId, instanceIds } = await keyFixScenario();
    expect((await selectInstanceTotals(t.db, examId)).map((row) => [row.score, row.passed])).toEqual([[0, false], [20, true], [10, true], [10, true]]);
    const newId = await newVersion(mcId, 'Regrade key (fixed)', choice('b'));

    const questions = (await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-questions`)).json().data;
    expect(questions).toEqual(expect.arrayContaining([
      expect.objectContaining({ rootId: mcId, questionIds: [mcId], latestId: newId, latestVersion: 2, outdated: true, instances: 4, title: 'Regrade key (fixed)' }),
    ]));

    const answersBefore = await selectAnswers(t.db, examId);
    const liveBefore = await countLiveEvents(t.db, examId);
    const dry = await preview(examId, all);
    expect(dry.counts).toMatchObject({ instances: 4, answers: 8, changedAnswers: 3, changedInstances: 3, newlyPassed: 1, newlyFailed: 1, movedQuestions: 4 });
    expect(dry.answers.map((a) => [a.instanceId, a.questionId, a.oldQuestionId, a.oldScore, a.newScore, a.oldOutcome, a.newOutcome])).toEqual(
      expect.arrayContaining([
        [instanceIds[0], newId, mcId, 0, 10, 'incorrect', 'correct'],
        [instanceIds[1], newId, mcId, 10, 0, 'correct', 'incorrect'],
        [instanceIds[2], newId, mcId, 10, 0, 'correct', 'incorrect'],
      ]),
    );
    expect(dry.answers).toHaveLength(3);
    expect(dry.answers[0]).toMatchObject({ questionTitle: 'Regrade key (fixed)', firstName: expect.any(String), ordinal: expect.any(Number) });
    const byInstance = new Map(dry.instances.map((row) => [row.instanceId, row]));
    expect(byInstance.get(instanceIds[0])).toMatchObject({ oldScore: 0, newScore: 10, oldPercent: 0, newPercent: 50, oldPassed: false, newPassed: true });
    expect(byInstance.get(instanceIds[1])).toMatchObject({ oldScore: 20, newScore: 10, oldPercent: 100, newPercent: 50, oldPassed: true, newPassed: true });
    expect(byInstance.get(instanceIds[2])).toMatchObject({ oldScore: 10, newScore: 0, oldPassed: true, newPassed: false, maxScore: 20 });
    expect(byInstance.has(instanceIds[3])).toBe(false);

    // Nothing students (or staff) see has changed, and nothing went out on the live channel.
    expect(await selectAnswers(t.db, examId)).toEqual(answersBefore);
    expect((await selectInstanceTotals(t.db, examId)).map((row) => row.score)).toEqual([0, 20, 10, 10]);
    expect(await countLiveEvents(t.db, examId)).toBe(liveBefore);
    expect(await selectRegradeRows(t.db, examId)).toEqual([]);

    // The same options without the newest version: the old key grades the same, nothing to change.
    const same = await preview(examId, { ...all, useLatestVersion: false });
    expect(same.counts).toMatchObject({ changedAnswers: 0, changedInstances: 0, movedQuestions: 0 });
    expect(same.answers).toEqual([]);
    const empty = await apply(examId, same.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('REGRADE_EMPTY');
  });

  test('apply writes the preview in one go, moves the instances to the new version and records who and why', async () => {
    const { mcId, tfId, examId, instanceIds } = await keyFixScenario();
    const newId = await newVersion(mcId, 'Regrade key (fixed)', choice('b'));
    const dry = await preview(examId, all);

    expect((await apply(examId, dry.id, '   ')).statusCode).toBe(400);
    expect((await fx.call('teacher', 'POST', `/api/exams/${examId}/regrades`, { previewId: dry.id })).statusCode).toBe(400);
    const liveBefore = await countLiveEvents(t.db, examId);
    const res = await apply(examId, dry.id, '  Key of question 1 was wrong  ');
    expect(res.statusCode).toBe(201);
    const teacherId = (await t.sessionFor('teacher')).userId;
    expect(res.json().data).toMatchObject({
      examId, reason: 'Key of question 1 was wrong', appliedBy: teacherId, changedAnswers: 3, changedInstances: 3, newlyPassed: 1, newlyFailed: 1,
      options: all,
    });

    expect((await selectInstanceTotals(t.db, examId)).map((row) => [row.score, row.scorePercent, row.passed])).toEqual([
      [10, 50, true], [10, 50, true], [0, 0, false], [10, 50, true],
    ]);
    const answers = await selectAnswers(t.db, examId);
    const mcRows = answers.filter((row) => row.questionId === newId);
    expect(mcRows).toHaveLength(4);
    expect(answers.filter((row) => row.questionId === mcId)).toEqual([]);
    // The student view follows the version (its title), for the same seed.
    expect(mcRows.every((row) => row.view.title === 'Regrade key (fixed)' && row.view.questionId === newId)).toBe(true);
    expect(answers.filter((row) => row.questionId === tfId).map((row) => row.score)).toEqual([0, 10, 0, 10]);

    const [record] = await selectRegradeRows(t.db, examId);
    expect(record).toMatchObject({ reason: 'Key of question 1 was wrong', appliedBy: teacherId, changedAnswers: 3, changedInstances: 3 });
    expect(record.changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ instanceId: instanceIds[0], oldScore: 0, newScore: 10, oldPassed: false, newPassed: true,
        answers: [expect.objectContaining({ questionId: newId, oldQuestionId: mcId, oldScore: 0, newScore: 10 })] }),
    ]));
    // Each of the four instances written (three changed, one moved to the new version) is told on the live channel.
    expect((await countLiveEvents(t.db, examId)) - liveBefore).toBe(8);

    const history = (await fx.call('teacher', 'GET', `/api/exams/${examId}/regrades`)).json().data;
    expect(history).toEqual([expect.objectContaining({ reason: 'Key of question 1 was wrong', appliedByName: expect.any(String), changedAnswers: 3 })]);
    const again = await apply(examId, dry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REGRADE_APPLIED');
    expect((await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-previews/${dry.id}`)).json().data.status).toBe('applied');

    // Graded again from what is now stored: nothing is left to change.
    expect((await preview(examId, all)).counts.changedAnswers).toBe(0);
    // The analytics' kept sums moved with it: the replaced version's rows taken back, the new one's counted.
    expect(await analyticsFixtures(t.db).keptSumsMismatches(examId)).toEqual([]);
  });

  test('a preview whose answers changed since is refused with 409 REGRADE_STALE', async () => {
    const { mcId, examId, instanceIds } = await keyFixScenario();
    await newVersion(mcId, 'Regrade key (fixed)', choice('b'));
    const dry = await preview(examId, all);
    const ordinal = (await selectAnswers(t.db, examId)).find((row) => row.instanceId === instanceIds[3] && row.questionId !== mcId)!.ordinal;
    await setManualGrade(t.db, instanceIds[3], ordinal, 4);
    const res = await apply(examId, dry.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REGRADE_STALE', message: expect.stringContaining('Preview the regrade again') });
    expect(await selectRegradeRows(t.db, examId)).toEqual([]);
    expect((await selectInstanceTotals(t.db, examId)).map((row) => row.score)).toEqual([0, 20, 10, 4]);

    // Another newer version after the preview is a change too.
    const fresh = await preview(examId, all);
    await newVersion((await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-questions`)).json().data[0].latestId, 'Regrade key (again)', choice('b'));
    expect((await apply(examId, fresh.id)).json().code).toBe('REGRADE_STALE');
  });
});

describe('manual grades', () => {
  test('are kept by default and replaced when chosen, their shadow grade then gone', async () => {
    const { mcId, examId, instanceIds } = await keyFixScenario();
    await newVersion(mcId, 'Regrade key (fixed)', choice('b'));
    const mcOrdinal = (await selectAnswers(t.db, examId)).find((row) => row.instanceId === instanceIds[1] && row.questionId === mcId)!.ordinal;
    await setManualGrade(t.db, instanceIds[1], mcOrdinal, 7);

    const kept = await preview(examId, all);
    expect(kept.counts).toMatchObject({ keptManual: 1, overriddenManual: 0, changedAnswers: 2 });
    expect(kept.answers.some((a) => a.instanceId === instanceIds[1])).toBe(false);
    expect((await apply(examId, kept.id)).statusCode).toBe(201);
    let row = (await selectAnswers(t.db, examId)).find((a) => a.instanceId === instanceIds[1] && a.ordinal === mcOrdinal)!;
    // Kept as it is: the teacher's score, marked manual, on the version it was given for.
    expect(row).toMatchObject({ score: 7, manual: true, questionId: mcId });
    expect(await isShadowApplied(t.db, instanceIds[1], mcOrdinal)).toBe(true);

    const replaced = await preview(examId, { ...all, keepManual: false });
    expect(replaced.counts).toMatchObject({ keptManual: 0, overriddenManual: 1, changedAnswers: 1 });
    expect(replaced.answers).toEqual([expect.objectContaining({ instanceId: instanceIds[1], manual: true, oldScore: 7, newScore: 0, newOutcome: 'incorrect' })]);
    expect((await apply(examId, replaced.id, 'Manual grade replaced by the fixed key')).statusCode).toBe(201);
    row = (await selectAnswers(t.db, examId)).find((a) => a.instanceId === instanceIds[1] && a.ordinal === mcOrdinal)!;
    expect(row).toMatchObject({ score: 0, manual: false, outcome: 'incorrect' });
    // The replaced grade is gone from the shadow set, so no later Apply brings it back.
    expect(await isShadowApplied(t.db, instanceIds[1], mcOrdinal)).toBeNull();
    expect((await selectInstanceTotals(t.db, examId))[1]).toMatchObject({ score: 10, passed: true });
    expect((await selectRegradeRows(t.db, examId)).map((r) => r.reason)).toEqual(['Key of the first question fixed', 'Manual grade replaced by the fixed key']);
  });
});

describe('the parts\' current grading models', () => {
  test('points and scores follow the part\'s model when chosen, and only then', async () => {
    const { examId, instanceIds } = await keyFixScenario();
    const harsh = await newModel(20, -5, 1);
    await setPartModel(t.db, examId, harsh);

    expect((await preview(examId, { ...all, useLatestVersion: false })).counts.changedAnswers).toBe(0);
    const dry = await preview(examId, { ...all, useLatestVersion: false, useCurrentGradingModels: true });
    // 20/-5/1 with the old key (a): student 1: -5 + -5 = -10 of 40; 2: 20 + 20 = 40; 3: 20 - 5 = 15; 4: 1 + 20 = 21.
    const totals = new Map(dry.instances.map((row) => [row.instanceId, [row.newScore, row.maxScore, row.newPercent, row.newPassed]]));
    expect(totals.get(instanceIds[0])).toEqual([-10, 40, -25, false]);
    expect(totals.get(instanceIds[1])).toEqual([40, 40, 100, true]);
    expect(totals.get(instanceIds[2])).toEqual([15, 40, 37.5, false]);
    expect(totals.get(instanceIds[3])).toEqual([21, 40, 52.5, true]);
    expect(dry.counts).toMatchObject({ changedAnswers: 8, changedInstances: 4, newlyFailed: 1, newlyPassed: 0, movedQuestions: 8 });
    const unanswered = dry.answers.find((a) => a.instanceId === instanceIds[3] && !a.answered)!;
    expect(unanswered).toMatchObject({ oldScore: 0, newScore: 1, oldOutcome: 'unanswered', newOutcome: 'unanswered', oldMaxPoints: 10, newMaxPoints: 20 });

    expect((await apply(examId, dry.id, 'Part graded 20/-5/1 as announced')).statusCode).toBe(201);
    expect((await selectInstanceTotals(t.db, examId)).map((row) => [row.score, row.passed])).toEqual([[-10, false], [40, true], [15, false], [21, true]]);
    expect((await selectAnswers(t.db, examId)).every((row) => row.modelId === harsh && row.maxPoints === 20)).toBe(true);
  });
});

describe('code answers', () => {
  test('are graded in the sandboxes through the grading queue during the dry run', async () => {
    const modelId = await newModel(10, 0, 0);
    const codeId = await newQuestion('Regrade code', contentOfKind('code'));
    const { examId, instanceIds } = await takenExam([codeId], modelId, [{ [codeId]: { kind: 'code', source: 'function double(x) { return 2 * x; }' } }]);
    for (let tries = 0; tries < 300 && (await selectInstanceTotals(t.db, examId))[0].score !== 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const content = contentOfKind('code');
    if (content.kind !== 'code') throw new Error('code');
    await newVersion(codeId, 'Regrade code (plus one)', {
      ...content,
      referenceSolution: 'function double(x) { return 2 * x + 1; }',
      tests: content.tests.map((test) => ({ ...test, expectedOutput: String(Number(test.expectedOutput) + 1) })),
    });
    const res = await fx.call('teacher', 'POST', `/api/exams/${examId}/regrade-previews`, all);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.progress.total).toBe(1);
    // Until its answer is graded, that preview is the exam's one at a time; then the next may start.
    for (let tries = 0; tries < 300 && (await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-previews/${res.json().data.id}`)).json().data.status === 'grading'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const dry = await preview(examId, all);
    expect(dry.progress).toEqual({ graded: 1, total: 1 });
    expect(dry.answers).toEqual([expect.objectContaining({ instanceId: instanceIds[0], oldScore: 10, newScore: 0, newOutcome: 'incorrect' })]);
    expect((await apply(examId, dry.id, 'Tests expect one more')).statusCode).toBe(201);
    expect((await selectInstanceTotals(t.db, examId))[0]).toMatchObject({ score: 0, passed: false });
  }, 60_000);
});

test('while a preview of the exam still has answers in the sandboxes, another is refused with 409 REGRADE_BUSY', async () => {
  const modelId = await newModel(10, 0, 0);
  const questionId = await newQuestion('Regrade busy', choice('a'));
  const { examId } = await takenExam([questionId], modelId, [{ [questionId]: { kind: 'multiple-choice', choices: ['a'] } }]);
  const jobId = await insertBusyPreview(t.db, examId);
  const busy = await fx.call('teacher', 'POST', `/api/exams/${examId}/regrade-previews`, all);
  expect(busy.statusCode).toBe(409);
  expect(busy.json()).toMatchObject({ code: 'REGRADE_BUSY' });
  await finishBusyJob(t.db, jobId);
  expect((await preview(examId, all)).status).toBe('ready');
});

describe('access and bounds', () => {
  test('another course\'s teacher gets 404, a student 403, an administrator may', async () => {
    const { examId } = await keyFixScenario();
    const dry = await preview(examId, all);
    await t.createUser('regrade-other', 'Teacher', [t.ids.programming]);
    const student = await fx.newStudent('regrade-nosy');
    for (const username of ['regrade-other', student]) {
      const status = username === student ? 403 : 404;
      expect((await fx.call(username, 'GET', `/api/exams/${examId}/regrade-questions`)).statusCode).toBe(status);
      expect((await fx.call(username, 'POST', `/api/exams/${examId}/regrade-previews`, all)).statusCode).toBe(status);
      expect((await fx.call(username, 'GET', `/api/exams/${examId}/regrade-previews/${dry.id}`)).statusCode).toBe(status);
      expect((await fx.call(username, 'GET', `/api/exams/${examId}/regrades`)).statusCode).toBe(status);
      expect((await apply(examId, dry.id, 'Not mine', username)).statusCode).toBe(status);
    }
    expect(await selectRegradeRows(t.db, examId)).toEqual([]);
    expect((await fx.call('admin', 'GET', `/api/exams/${examId}/regrade-previews/${dry.id}`)).statusCode).toBe(200);
    // A preview belongs to its exam: asked for under another exam it does not exist.
    const other = await keyFixScenario();
    expect((await fx.call('teacher', 'GET', `/api/exams/${other.examId}/regrade-previews/${dry.id}`)).statusCode).toBe(404);
    expect((await apply(other.examId, dry.id)).statusCode).toBe(404);
  });

  test('malformed input is a 400, an unknown preview a 404, never a 5xx', async () => {
    const { examId, mcId } = await keyFixScenario();
    const post = (body: object) => fx.call('teacher', 'POST', `/api/exams/${examId}/regrade-previews`, body);
    expect((await post({ ...all, questionRootIds: Array.from({ length: 501 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await post({ ...all, questionRootIds: [] })).statusCode).toBe(400);
    expect((await post({ ...all, questionRootIds: [mcId, mcId] })).statusCode).toBe(400);
    expect((await post({ ...all, extra: true })).statusCode).toBe(400);
    expect((await post({ useLatestVersion: true })).statusCode).toBe(400);
    const unknownRoot = await post({ ...all, questionRootIds: [2147483647] });
    expect(unknownRoot.statusCode).toBe(400);
    expect(unknownRoot.json().details[0].path).toBe('body/questionRootIds');
    expect((await post({ ...all, questionRootIds: [mcId] })).statusCode).toBe(201);
    expect((await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-previews/not-a-uuid`)).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await fx.call('teacher', 'GET', `/api/exams/${examId}/regrade-previews/${missing}`)).statusCode).toBe(404);
    expect((await apply(examId, missing)).statusCode).toBe(404);
    expect((await apply(examId, 'x'.repeat(36))).statusCode).toBe(400);
    const dry = await preview(examId, all);
    expect((await apply(examId, dry.id, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await fx.call('teacher', 'GET', '/api/exams/2147483647/regrades')).statusCode).toBe(404);
    expect((await fx.call('teacher', 'GET', '/api/exams/0/regrades')).statusCode).toBe(400);
  });
});

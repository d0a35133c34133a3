import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamAnalytics, QuestionAnalytics } from '../generated/contract-types.js';
import { flagsOf } from '../modules/analytics/service.js';
import { seedDemoExams } from '../seed/demo-exams.js';
import { analyticsFixtures } from './support/analytics.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';

/**
 * Exam and question analytics (docs/analytics.md) against hand-computed values on a small exam whose grades are set
 * behind the API, and against an independent computation on the demo's finished "Midterm exam". Variances and SDs
 * are the sample ones (n − 1); medians and quartiles interpolate linearly (Excel's QUARTILE.INC).
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
let db: ReturnType<typeof analyticsFixtures>;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await examFixtures(t, ['multiple-choice', 'true-false', 'free-text', 'json']);
  db = analyticsFixtures(t.db);
});

afterAll(async () => {
  await t?.close();
});

const minute = 60_000;

/**
 * Six submitted instances, four questions of 1 point each (multiple choice, true/false, free text, JSON):
 *
 *   student  group  Q1 Q2 Q3 Q4  total  %   minutes
 *   1        A      1  1  1  0   3      75  10
 *   2        A      1  1  1  0   3      75  20
 *   3        A      1  1  0  0   2      50  30
 *   4        B      1  0  0  1   2      50  40
 *   5        B      0  0  0  1   1      25  50
 *   6        B      0  0  0  0   0       0  60
 *
 * and a seventh started, not submitted (counted in `instances` only).
 */
const matrix = [[1, 1, 1, 0], [1, 1, 1, 0], [1, 1, 0, 0], [1, 0, 0, 1], [0, 0, 0, 1], [0, 0, 0, 0]];

/** Multiple choice option a is the key; true/false's key is true. */
function answerOf(question: number, score: number): object {
  switch (question) {
    case 0: return { kind: 'multiple-choice', choices: [score === 1 ? 'a' : 'b'] };
    case 1: return { kind: 'true-false', value: score === 1 };
    case 2: return { kind: 'free-text', text: 'An answer' };
    default: return { kind: 'json', text: '{}' };
  }
}

describe('exam analytics on a hand-computed exam', () => {
  let examId: number;
  let questionIds: number[];
  let analytics: ExamAnalytics;
  const instanceIds: number[] = [];
  let seventh: string;
  let seventhInstanceId: number;

  beforeAll(async () => {
    examId = await fx.publishedExam();
    const exam = (await fx.call('teacher', 'GET', `/api/exams/${examId}`)).json().data;
    questionIds = exam.parts[0].questions.map((q: { id: number }) => q.id);
    expect(questionIds).toHaveLength(4);
    const base = t.clock().getTime() - 120 * minute;
    for (const [index, row] of matrix.entries()) {
      const student = await fx.newStudent('ana');
      const instance = await fx.startedInstance(student, examId);
      expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`)).statusCode).toBe(200);
      instanceIds.push(instance.instanceId);
      await db.setMaxPoints(instance.instanceId, 1);
      for (const [q, score] of row.entries()) {
        await db.setAnswer({
          instanceId: instance.instanceId, questionId: questionIds[q], answer: answerOf(q, score), score,
          outcome: score === 1 ? 'correct' : 'incorrect', savedAt: new Date(base + minute),
        });
      }
      await db.setTimes(instance.instanceId, new Date(base), new Date(base + (index + 1) * 10 * minute));
      await db.setClassGroup(instance.instanceId, index < 3 ? 'A' : 'B');
      await db.recomputeTotals(instance.instanceId);
    }
    // Answer histories of three students for Q1: 60 + 60 s (two saves around a save of Q2), 30 s, 90 s.
    const [i1, i2, i3] = instanceIds;
    for (const id of instanceIds) await db.clearSaveEvents(id);
    await db.insertSaveEvent(i1, questionIds[0], new Date(base + 60_000));
    await db.insertSaveEvent(i1, questionIds[1], new Date(base + 180_000));
    await db.insertSaveEvent(i1, questionIds[0], new Date(base + 240_000));
    await db.insertSaveEvent(i2, questionIds[0], new Date(base + 30_000));
    await db.insertSaveEvent(i3, questionIds[0], new Date(base + 90_000));
    // Written behind the API after the submit: counted again, as a submit would count the history before it.
    for (const id of instanceIds) await db.recomputeTotals(id);
    seventh = await fx.newStudent('ana');
    seventhInstanceId = (await fx.startedInstance(seventh, examId)).instanceId;

    const res = await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`);
    expect(res.statusCode).toBe(200);
    analytics = res.json().data;
  });

  test('counts, scores, percentiles and the pass rate', () => {
    expect(analytics).toMatchObject({ examId, instances: 7, submitted: 6, passed: 4, passPercentage: 50 });
    // 4 of 6 reached 50 %.
    expect(analytics.passRate).toBeCloseTo(66.667, 2);
    // Totals 3 3 2 2 1 0: mean 11/6; SS = 27 − 6·(11/6)² = 41/6, sample variance 41/30, SD √(41/30) = 1.16905.
    // Sorted 0 1 2 2 3 3: median (2 + 2) / 2; Q1 at rank 1.25 → 1 + 0.25·(2 − 1) = 1.25; Q3 at rank 3.75 → 2.75.
    expect(analytics.score.count).toBe(6);
    expect(analytics.score.mean).toBeCloseTo(11 / 6, 6);
    expect(analytics.score.median).toBe(2);
    expect(analytics.score.sd).toBeCloseTo(1.169045, 5);
    expect(analytics.score.q1).toBeCloseTo(1.25, 6);
    expect(analytics.score.q3).toBeCloseTo(2.75, 6);
    expect([analytics.score.min, analytics.score.max]).toEqual([0, 3]);
    expect(analytics.scorePercent.mean).toBeCloseTo(45.8333, 3);
  });

  test('the score histogram: bars of 10 points, 100 % in the last', () => {
    expect(analytics.histogram).toHaveLength(10);
    expect(analytics.histogram.map((bin) => bin.count)).toEqual([1, 0, 1, 0, 0, 2, 0, 2, 0, 0]);
    expect(analytics.histogram[9]).toEqual({ from: 90, to: 100, count: 0 });
  });

  test('durations: minutes from start to submit', () => {
    // 10 20 … 60: mean 35, median 35, sample SD √(1750 / 5) = 18.7083.
    expect(analytics.duration).toMatchObject({ count: 6, min: 10, max: 60 });
    expect(analytics.duration.mean).toBeCloseTo(35, 6);
    expect(analytics.duration.median).toBeCloseTo(35, 6);
    expect(analytics.duration.sd).toBeCloseTo(18.70829, 4);
    // The longest is 60 min: bars of 5·⌈60/50⌉ = 10 minutes.
    expect(analytics.durationHistogram.map((bin) => [bin.from, bin.count])).toEqual([[0, 0], [10, 1], [20, 1], [30, 1], [40, 1], [50, 1], [60, 1]]);
  });

  test("Cronbach's α over the four questions", () => {
    // Item variances 4/15, 3/10, 4/15, 4/15 (sum 11/10), total variance 41/30:
    // α = 4/3 · (1 − (11/10) / (41/30)) = 4/3 · 8/41 = 32/123.
    expect(analytics.alphaQuestions).toBe(4);
    expect(analytics.cronbachAlpha).toBeCloseTo(32 / 123, 6);
  });

  test('per question: facility, item-rest correlation, time and flags', () => {
    const byId = new Map(analytics.questions.map((q) => [q.questionId, q]));
    const [q1, q2, q3, q4] = questionIds.map((id) => byId.get(id)!);
    // Numbered as the fixed part lists them.
    expect(analytics.questions.map((q) => [q.position, q.questionId])).toEqual(questionIds.map((id, i) => [i + 1, id]));
    expect(q1).toMatchObject({ count: 6, answered: 6, pending: 0, maxPoints: 1, kind: 'multiple-choice', flags: [] });
    expect(q1.facility).toBeCloseTo(400 / 6, 6);
    expect(q2.facility).toBeCloseTo(50, 6);
    expect(q3.facility).toBeCloseTo(100 / 3, 6);
    // Q1 against the rest 2 2 1 1 1 0: Sxy = 4/3, Sxx = 4/3, Syy = 17/6 → r = (4/3) / √(4/3 · 17/6) = 0.68599.
    expect(q1.discrimination).toBeCloseTo(0.685994, 5);
    // Q4 (0 0 0 1 1 0) against the rest 3 3 2 1 0 0: Sxy = −2, Sxx = 4/3, Syy = 19/2 → r = −2 / √(38/3) = −0.56195.
    expect(q4.discrimination).toBeCloseTo(-0.561951, 5);
    expect(q4.flags).toEqual(['negative-discrimination']);
    // Q1's sample SD of 1 1 1 1 0 0: √(4/15).
    expect(q1.sd).toBeCloseTo(Math.sqrt(4 / 15), 6);
    // Q1's time: 60 + 60, 30 and 90 s → median 90, mean 80; Q2's one save after Q1's: 120 s.
    expect(q1).toMatchObject({ timeCount: 3, timeMedianSeconds: 90, timeMeanSeconds: 80 });
    expect(q2).toMatchObject({ timeCount: 1, timeMedianSeconds: 120 });
    expect(q3).toMatchObject({ timeCount: 0, timeMedianSeconds: null, timeMeanSeconds: null });
  });

  test('per class group', () => {
    expect(analytics.classGroups.map((g) => g.classGroup)).toEqual(['A', 'B']);
    const [a, b] = analytics.classGroups;
    expect(a.score).toMatchObject({ count: 3, median: 3, min: 2, max: 3 });
    expect(a.score.mean).toBeCloseTo(8 / 3, 6);
    expect(a.passRate).toBe(100);
    expect(b.score).toMatchObject({ count: 3, mean: 1, median: 1, sd: 1 });
    expect(b.passRate).toBeCloseTo(100 / 3, 6);
  });

  test('the question: its use, its answers and which options were chosen', async () => {
    // A second exam gives the same questions to one student who chooses c (wrong).
    const otherId = await fx.publishedExam();
    const student = await fx.newStudent('ana');
    const instance = await fx.startedInstance(student, otherId);
    await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    await db.setAnswer({ instanceId: instance.instanceId, questionId: questionIds[0], answer: { kind: 'multiple-choice', choices: ['c'] }, score: 0, outcome: 'incorrect', savedAt: t.clock() });

    const res = await fx.call('teacher', 'GET', `/api/questions/${questionIds[0]}/analytics`);
    expect(res.statusCode).toBe(200);
    const data: QuestionAnalytics = res.json().data;
    expect(data).toMatchObject({ questionId: questionIds[0], kind: 'multiple-choice', count: 7, answered: 7 });
    expect(data.uses.map((use) => [use.examId, use.count, use.versions])).toEqual([[examId, 6, [1]], [otherId, 1, [1]]]);
    expect(data.uses[0].facility).toBeCloseTo(400 / 6, 6);
    expect(data.uses[0].discrimination).toBeCloseTo(0.685994, 5);
    expect(data.uses[1]).toMatchObject({ facility: 0, discrimination: null });
    expect(data.outcomes).toEqual([
      { outcome: 'correct', count: 4 }, { outcome: 'partial', count: 0 }, { outcome: 'incorrect', count: 3 },
      { outcome: 'unanswered', count: 0 }, { outcome: 'pending', count: 0 },
    ]);
    expect(data.options!.map((o) => [o.id, o.correct, o.count])).toEqual([['a', true, 4], ['b', false, 2], ['c', false, 1]]);

    const trueFalse: QuestionAnalytics = (await fx.call('teacher', 'GET', `/api/questions/${questionIds[1]}/analytics`)).json().data;
    expect(trueFalse.options!.map((o) => [o.id, o.correct, o.count])).toEqual([['true', true, 3], ['false', false, 3]]);
    const freeText: QuestionAnalytics = (await fx.call('teacher', 'GET', `/api/questions/${questionIds[2]}/analytics`)).json().data;
    expect(freeText.options).toBeNull();
    // The second exam's student did not answer it: their model's unanswered outcome.
    expect(freeText.outcomes.find((o) => o.outcome === 'unanswered')!.count).toBe(1);
  });

  test('only staff of the course: another course\'s teacher and students get a 404 or 403', async () => {
    expect((await fx.call('teacher2', 'GET', `/api/exams/${examId}/analytics`)).statusCode).toBe(404);
    expect((await fx.call('teacher2', 'GET', `/api/questions/${questionIds[0]}/analytics`)).statusCode).toBe(404);
    expect((await fx.call('admin', 'GET', `/api/exams/${examId}/analytics`)).statusCode).toBe(200);
    const student = await fx.newStudent('ana');
    expect((await fx.call(student, 'GET', `/api/exams/${examId}/analytics`)).statusCode).toBe(403);
    expect((await fx.call(student, 'GET', `/api/questions/${questionIds[0]}/analytics`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/exams/${examId}/analytics` })).statusCode).toBe(401);
  });

  test('kept analytics follow a changed grade, a class group and a submit', async () => {
    const again = async () => (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data as ExamAnalytics;
    expect(await again()).toEqual(analytics);
    // Student 6 gets Q1 right after all (a regrade or a manual grade recomputes the totals).
    await db.setAnswer({ instanceId: instanceIds[5], questionId: questionIds[0], answer: answerOf(0, 1), score: 1, outcome: 'correct', savedAt: t.clock() });
    await db.recomputeTotals(instanceIds[5]);
    const regraded = await again();
    expect(regraded.questions.find((q) => q.questionId === questionIds[0])!.facility).toBeCloseTo(500 / 6, 6);
    expect(regraded.score.mean).toBeCloseTo(2, 6);
    await db.setClassGroup(instanceIds[5], 'C');
    expect((await again()).classGroups.map((g) => g.classGroup)).toEqual(['A', 'B', 'C']);
    expect((await fx.call(seventh, 'POST', `/api/my/instances/${seventhInstanceId}/submit`)).statusCode).toBe(200);
    expect((await again()).submitted).toBe(7);
    // A question saved in place (its title) shows at once too.
    const question = (await fx.call('teacher', 'GET', `/api/questions/${questionIds[1]}`)).json().data;
    const saved = await fx.call('teacher', 'PUT', `/api/questions/${questionIds[1]}?mode=in-place`, {
      title: 'Renamed in place', text: question.text, content: question.content, template: question.template, isActive: question.isActive,
      timeLimitSeconds: question.timeLimitSeconds, comment: question.comment, tags: question.tags,
      nodeIds: question.nodes.map((node: { id: number }) => node.id),
    });
    expect(saved.statusCode).toBe(200);
    expect((await again()).questions.find((q) => q.questionId === questionIds[1])!.title).toBe('Renamed in place');
  });

});

test('the kept sums follow every change: submits with answers of every outcome, an unsubmit, a resubmit, a deleted instance', async () => {
  const examId = await fx.publishedExam();
  const exam = (await fx.call('teacher', 'GET', `/api/exams/${examId}`)).json().data;
  const ids: number[] = exam.parts[0].questions.map((q: { id: number }) => q.id);
  const analyticsNow = async () => (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data as ExamAnalytics;
  const instances: Array<{ student: string; instanceId: number }> = [];
  for (const [index, row] of matrix.slice(0, 4).entries()) {
    const student = await fx.newStudent('kept');
    const instance = await fx.startedInstance(student, examId);
    // Student 4 leaves the free text unanswered; the others answer all, right or wrong as the matrix says.
    const answers = row.flatMap((score, q) => (index === 3 && q === 2 ? [] : [{
      ordinal: instance.questions.find((iq) => iq.view.kind === (answerOf(q, score) as { kind: string }).kind)!.ordinal, seq: 1, answer: answerOf(q, score),
      clientSavedAt: t.clock().toISOString(),
    }]));
    expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers })).statusCode).toBe(200);
    expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`)).statusCode).toBe(200);
    instances.push({ student, instanceId: instance.instanceId });
  }
  expect(await db.keptSumsMismatches(examId)).toEqual([]);
  const before = await analyticsNow();
  expect(before.submitted).toBe(4);
  // The free text waits for a teacher: pending in three instances.
  expect(before.questions.find((q) => q.questionId === ids[2])).toMatchObject({ count: 4, answered: 3, pending: 3 });
  // Not graded yet: no facility or discrimination (its answers count 0 until graded), and not one of α's questions.
  expect(before.questions.find((q) => q.questionId === ids[2])).toMatchObject({ facility: null, discrimination: null });
  expect(before.alphaQuestions).toBe(before.questions.filter((q) => q.count === before.submitted).length - 1);

  const reopened = await fx.call('teacher', 'POST', `/api/exam-instances/${instances[0].instanceId}/unsubmit`, { minutes: 5 });
  expect(reopened.statusCode).toBe(200);
  expect(await db.keptSumsMismatches(examId)).toEqual([]);
  expect((await analyticsNow()).questions.map((q) => q.count)).toEqual([3, 3, 3, 3]);

  expect((await fx.call(instances[0].student, 'POST', `/api/my/instances/${instances[0].instanceId}/submit`)).statusCode).toBe(200);
  expect(await db.keptSumsMismatches(examId)).toEqual([]);
  expect(await analyticsNow()).toEqual(before);

  expect((await fx.call('teacher', 'DELETE', `/api/exam-instances/${instances[1].instanceId}`)).statusCode).toBe(200);
  expect(await db.keptSumsMismatches(examId)).toEqual([]);
  const deleted = await analyticsNow();
  expect(deleted.submitted).toBe(3);
  // Against an aggregate of the answers of the instances left.
  const rows = (await db.selectItemScores(examId)).filter((row) => row.questionId === ids[0]);
  const mean = rows.reduce((sum, row) => sum + row.score, 0) / rows.length;
  expect(deleted.questions.find((q) => q.questionId === ids[0])!.mean).toBeCloseTo(mean, 9);
});

test('the kept sums stay right when one exam\'s instances are submitted, unsubmitted and deleted at the same moment', async () => {
  // On PostgreSQL (the API suite runs there too) these requests run side by side, each taking the instance's lock,
  // the exam's sums rows in one order and publishing live events; none may fail and the sums must add up after.
  const examId = await fx.publishedExam();
  const ready: Array<{ student: string; instanceId: number }> = [];
  for (let i = 0; i < 12; i += 1) {
    const student = await fx.newStudent('burst');
    const instance = await fx.startedInstance(student, examId);
    const answers = [0, 1, 3].map((q) => ({
      ordinal: instance.questions.find((iq) => iq.view.kind === (answerOf(q, i % 2) as { kind: string }).kind)!.ordinal,
      seq: 1, answer: answerOf(q, i % 2), clientSavedAt: null,
    }));
    expect((await fx.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers })).statusCode).toBe(200);
    ready.push({ student, instanceId: instance.instanceId });
  }
  const [first, second, ...rest] = ready;
  for (const taker of [first, second]) {
    expect((await fx.call(taker.student, 'POST', `/api/my/instances/${taker.instanceId}/submit`)).statusCode).toBe(200);
  }
  const statuses = await Promise.all([
    ...rest.map((taker) => fx.call(taker.student, 'POST', `/api/my/instances/${taker.instanceId}/submit`).then((res) => res.statusCode)),
    fx.call('teacher', 'POST', `/api/exam-instances/${first.instanceId}/unsubmit`, { minutes: 5 }).then((res) => res.statusCode),
    fx.call('teacher', 'DELETE', `/api/exam-instances/${second.instanceId}`).then((res) => res.statusCode),
  ]);
  expect(statuses).toEqual(Array(rest.length + 2).fill(200));
  expect(await db.keptSumsMismatches(examId)).toEqual([]);
  const data: ExamAnalytics = (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data;
  expect(data.submitted).toBe(rest.length);
});

test("Cronbach's α over the questions every instance has, when parts draw different ones", async () => {
  // Four students; Q1 1 1 0 1, Q2 1 0 0 1; Q3 missing from the second student's instance, Q4 from all.
  // Item variances 1/4 and 1/3; sums over Q1 + Q2: 2 1 0 2, variance 11/12: α = 2 · (1 − (7/12) / (11/12)) = 8/11.
  const examId = await fx.publishedExam();
  const exam = (await fx.call('teacher', 'GET', `/api/exams/${examId}`)).json().data;
  const ids: number[] = exam.parts[0].questions.map((q: { id: number }) => q.id);
  const rows = [[1, 1, 1], [1, 0, null], [0, 0, 0], [1, 1, 0]];
  for (const row of rows) {
    const student = await fx.newStudent('alpha');
    const { instanceId } = await fx.startedInstance(student, examId);
    await fx.call(student, 'POST', `/api/my/instances/${instanceId}/submit`);
    await db.setMaxPoints(instanceId, 1);
    await db.deleteInstanceQuestion(instanceId, ids[3]);
    for (const [q, score] of row.entries()) {
      if (score === null) await db.deleteInstanceQuestion(instanceId, ids[q]);
      else await db.setAnswer({ instanceId, questionId: ids[q], answer: { kind: 'json', text: '{}' }, score, outcome: score ? 'correct' : 'incorrect', savedAt: t.clock() });
    }
    await db.recomputeTotals(instanceId);
  }
  const data: ExamAnalytics = (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data;
  expect(data.questions.map((q) => [q.questionId, q.count])).toEqual([[ids[0], 4], [ids[1], 4], [ids[2], 3]]);
  expect(data.alphaQuestions).toBe(2);
  expect(data.cronbachAlpha).toBeCloseTo(8 / 11, 6);
});

test('an exam without submitted instances and a missing exam or question', async () => {
  const examId = await fx.publishedExam();
  const res = await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    submitted: 0, passRate: null, cronbachAlpha: null, histogram: [], durationHistogram: [], classGroups: [],
    score: { count: 0, mean: null, median: null, sd: null },
  });
  expect((await fx.call('teacher', 'GET', '/api/exams/999999/analytics')).statusCode).toBe(404);
  expect((await fx.call('teacher', 'GET', '/api/questions/999999/analytics')).statusCode).toBe(404);
  expect((await fx.call('teacher', 'GET', '/api/exams/0/analytics')).statusCode).toBe(400);
  expect((await fx.call('teacher', 'GET', '/api/exams/abc/analytics')).statusCode).toBe(400);
});

test('flags: negative discrimination, facility at most 10 % or at least 95 %', () => {
  expect(flagsOf({ facility: 50, discrimination: -0.01, pending: 0 })).toEqual(['negative-discrimination']);
  expect(flagsOf({ facility: 10, discrimination: 0.3, pending: 0 })).toEqual(['too-hard']);
  expect(flagsOf({ facility: 10.01, discrimination: 0, pending: 0 })).toEqual([]);
  expect(flagsOf({ facility: 95, discrimination: null, pending: 0 })).toEqual(['too-easy']);
  expect(flagsOf({ facility: null, discrimination: null, pending: 0 })).toEqual([]);
  // Answers waiting for a grader: the figures are not final, nothing is flagged.
  expect(flagsOf({ facility: 0, discrimination: -0.5, pending: 1 })).toEqual([]);
});

// An independent computation in JavaScript of the same definitions.
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const sampleVariance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
};
const pearson = (xs: number[], ys: number[]) => {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
};
const quantile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  return sorted[low] + (rank - low) * ((sorted[low + 1] ?? sorted[low]) - sorted[low]);
};

describe("the demo's finished Midterm exam", () => {
  test('matches an independent computation of every statistic', async () => {
    await seedDemoExams(t.db, { config: t.config, clock: t.clock }, t.clock());
    const examId = await db.selectExamIdByTitle(t.ids.databases, 'Midterm exam');
    expect(examId).toBeDefined();
    const res = await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`);
    expect(res.statusCode).toBe(200);
    const data: ExamAnalytics = res.json().data;
    expect(data.submitted).toBeGreaterThanOrEqual(200);
    expect(data.questions).toHaveLength(9);
    // The sums kept as the demo's instances were submitted and graded agree with its answers.
    expect(await db.keptSumsMismatches(examId!)).toEqual([]);

    const rows = await db.selectItemScores(examId!);
    const instances = [...new Set(rows.map((r) => r.instanceId))];
    const totals = new Map(instances.map((id) => [id, rows.find((r) => r.instanceId === id)!.instanceScore]));
    const scores = [...totals.values()];
    expect(data.score.mean).toBeCloseTo(mean(scores), 6);
    expect(data.score.median).toBeCloseTo(quantile(scores, 0.5), 6);
    expect(data.score.q1).toBeCloseTo(quantile(scores, 0.25), 6);
    expect(data.score.sd).toBeCloseTo(Math.sqrt(sampleVariance(scores)), 6);

    const itemTotals = new Map(instances.map((id) => [id, 0]));
    for (const r of rows) itemTotals.set(r.instanceId, itemTotals.get(r.instanceId)! + r.score);
    const questionIds = [...new Set(rows.map((r) => r.questionId))];
    // A question whose every answer waits (a code answer the queue has not graded here) is not graded yet: no
    // facility or discrimination, and not one of α's questions.
    const notGradedYet = new Set(data.questions.filter((q) => q.answered > 0 && q.pending >= q.answered).map((q) => q.questionId));
    expect(notGradedYet.size).toBeGreaterThan(0);
    for (const questionId of questionIds) {
      const own = rows.filter((r) => r.questionId === questionId);
      const item = own.map((r) => r.score);
      const rest = own.map((r) => itemTotals.get(r.instanceId)! - r.score);
      const question = data.questions.find((q) => q.questionId === questionId)!;
      expect(question.count).toBe(data.submitted);
      if (notGradedYet.has(questionId)) {
        expect(question).toMatchObject({ facility: null, discrimination: null });
        continue;
      }
      expect(question.facility).toBeCloseTo(100 * mean(own.map((r) => r.score / r.maxPoints)), 6);
      const r = pearson(item, rest);
      // A question every student scored the same on has no correlation.
      if (Number.isNaN(r)) expect(question.discrimination).toBeNull();
      else expect(question.discrimination).toBeCloseTo(r, 6);
    }
    const counted = questionIds.filter((id) => !notGradedYet.has(id));
    const countedTotals = new Map(instances.map((id) => [id, 0]));
    for (const r of rows) if (!notGradedYet.has(r.questionId)) countedTotals.set(r.instanceId, countedTotals.get(r.instanceId)! + r.score);
    const itemVariances = counted.map((id) => sampleVariance(rows.filter((r) => r.questionId === id).map((r) => r.score)));
    const k = counted.length;
    const alpha = (k / (k - 1)) * (1 - itemVariances.reduce((s, v) => s + v, 0) / sampleVariance([...countedTotals.values()]));
    expect(data.alphaQuestions).toBe(k);
    expect(data.cronbachAlpha).toBeCloseTo(alpha, 6);
    // Times come from the seeded answer histories.
    expect(data.questions.some((q) => q.timeCount > 0 && q.timeMedianSeconds! > 0)).toBe(true);
    expect(data.histogram.reduce((s, b) => s + b.count, 0)).toBe(data.submitted);
    expect(data.classGroups.length).toBeGreaterThanOrEqual(8);
    // The free-text answers wait for a teacher: counted, not flagged.
    const freeText = data.questions.find((q) => q.kind === 'free-text')!;
    expect(freeText.pending).toBeGreaterThan(0);
    expect(freeText.flags).toEqual([]);
    expect(data.questions.map((q) => q.position)).toEqual(data.questions.map((_q, i) => i + 1));
  });

  test('gives the same figures, to the last digit, whatever order the rows are read in', async () => {
    const examId = (await db.selectExamIdByTitle(t.ids.databases, 'Midterm exam'))!;
    const before = (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data as ExamAnalytics;
    await db.reorderRows(examId);
    const after = (await fx.call('teacher', 'GET', `/api/exams/${examId}/analytics`)).json().data as ExamAnalytics;
    // Analytics are computed again (the rows changed), from the same numbers: a moved copy of the database, or
    // another plan, must not change α, a mean or an SD in its last digit.
    const figures = ({ score, scorePercent, duration, cronbachAlpha, classGroups, questions }: ExamAnalytics) =>
      ({ score, scorePercent, duration, cronbachAlpha, classGroups, questions });
    expect(figures(after)).toEqual(figures(before));
  });
});

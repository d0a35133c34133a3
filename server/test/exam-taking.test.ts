import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamInput, ExamPartInput, MyInstance, QuestionAnswer, QuestionKind } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput, tinyPng } from './support/question-fixtures.js';
import { saveAnswersBatch } from '../modules/exams/taking-queries.js';
import { insertStudentForUser, selectInstanceSubmittedBy } from './support/queries.js';

/**
 * The student's side of an exam through the API: start, answers with sequence numbers, submit, review, and
 * what a student may never see. The grading worker is off, so code and SQL answers stay queued (pending).
 */
let t: TestApp;
let modelId: number;
const SECRET = 'CANARY-7f3a';
const kinds: QuestionKind[] = ['multiple-choice', 'true-false', 'free-text', 'code', 'ordered-elements', 'scale'];
let questionIds: number[];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(username: string, method: Method, url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

const minute = 60_000;
const at = (minutes: number) => new Date(t.clock().getTime() + minutes * minute).toISOString();

let counter = 0;
function examInput(overrides: Partial<ExamInput> = {}): ExamInput {
  counter += 1;
  const parts: ExamPartInput[] = [
    { id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds },
  ];
  return {
    academicYearId: t.ids.currentYear,
    title: `Taking ${counter}`,
    abbreviation: `TK${counter}`,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: at(-10),
    availableTo: at(120),
    durationMinutes: 60,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 60,
    forwardOnly: false,
    asyncGrading: true,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    accommodationsApply: true,
    maxCodeRuns: 3,
    parts,
    ...overrides,
  };
}

async function publishedExam(overrides: Partial<ExamInput> = {}): Promise<number> {
  const created = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput(overrides));
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id;
  const published = await call('teacher', 'PUT', `/api/exams/${id}/published`, { published: true });
  expect(published.statusCode).toBe(200);
  return id;
}

let students = 0;
const userIds = new Map<string, number>();
/** A signed-in student enrolled in Databases this year. */
async function newStudent(): Promise<string> {
  students += 1;
  const username = `taker-${students}`;
  const userId = await t.createUser(username, 'Student');
  userIds.set(username, userId);
  await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear);
  return username;
}

async function start(username: string, examId: number, password: string | null = null) {
  return call(username, 'POST', `/api/my/exams/${examId}/start`, { password });
}

async function startedInstance(username: string, examId: number): Promise<MyInstance> {
  const res = await start(username, examId);
  expect(res.statusCode).toBe(200);
  return (await call(username, 'GET', `/api/my/instances/${res.json().data.instanceId}`)).json().data;
}

/** A right answer (the grader's own key would do; these match the fixtures). */
function answerFor(instance: MyInstance, ordinal: number): QuestionAnswer {
  const view = instance.questions[ordinal - 1].view;
  switch (view.kind) {
    case 'multiple-choice':
      return { kind: 'multiple-choice', choices: ['a'] };
    case 'true-false':
      return { kind: 'true-false', value: true };
    case 'free-text':
      return { kind: 'free-text', text: 'My essay.' };
    case 'code':
      return { kind: 'code', source: 'function double(x) { return 2 * x; }' };
    case 'ordered-elements':
      return { kind: 'ordered-elements', order: ['e1', 'e2', 'e3'] };
    case 'scale':
      return { kind: 'scale', value: 3 };
    default:
      throw new Error(`no answer for ${view.kind}`);
  }
}

/** Where a question of a kind landed in an instance (questions are shuffled within their part). */
const ordinalOf = (instance: MyInstance, kind: QuestionKind) => instance.questions.find((question) => question.view.kind === kind)!.ordinal;

const save = (username: string, instanceId: number, answers: Array<{ ordinal: number; seq: number; answer: QuestionAnswer }>) =>
  call(username, 'POST', `/api/my/instances/${instanceId}/answers`, { answers: answers.map((a) => ({ ...a, clientSavedAt: null })) });

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0', EXAM_PASSWORD_FAILURES: '3' } });
  [{ id: modelId }] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  questionIds = [];
  for (const kind of kinds) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Taking ${kind}`, content: contentOfKind(kind, SECRET) }));
    expect(res.statusCode).toBe(201);
    questionIds.push(res.json().data.id);
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the student home', () => {
  test('lists published exams of the student’s enrolments: open, upcoming, past; never drafts or other courses', async () => {
    const username = await newStudent();
    const open = await publishedExam();
    const upcoming = await publishedExam({ availableFrom: at(60), availableTo: at(180) });
    const closed = await publishedExam({ availableFrom: at(-180), availableTo: at(-60) });
    const draft = (await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, examInput())).json().data.id;
    const mine = (await call(username, 'GET', '/api/my/exams')).json().data;
    const ids = (list: { examId: number }[]) => list.map((exam) => exam.examId);
    expect(ids(mine.open)).toContain(open);
    expect(ids(mine.upcoming)).toContain(upcoming);
    expect(ids(mine.past)).toContain(closed);
    expect([...ids(mine.open), ...ids(mine.upcoming), ...ids(mine.past)]).not.toContain(draft);
    expect(typeof mine.serverNow).toBe('string');
    // The demo student of another year does not see this year's exams.
    expect(ids((await call('student', 'GET', '/api/my/exams')).json().data.open)).not.toContain(open);
  });
});

describe('start', () => {
  test('starting twice at once, or again later, gives the same instance, started once', async () => {
    const username = await newStudent();
    const examId = await publishedExam();
    const starts = await Promise.all([start(username, examId), start(username, examId), start(username, examId)]);
    expect(starts.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(starts.map((res) => res.json().data.instanceId)).size).toBe(1);
    const instance = (await call(username, 'GET', `/api/my/instances/${starts[0].json().data.instanceId}`)).json().data as MyInstance;
    expect(instance).toMatchObject({ state: 'ongoing', forwardOnly: false, graceSeconds: 30 });
    expect(instance.questions).toHaveLength(kinds.length);
    // The deadline is the server's: start + duration.
    expect(new Date(instance.deadlineAt!).getTime() - new Date(instance.startedAt!).getTime()).toBe(60 * minute);
    const again = await start(username, examId);
    expect(again.json().data.instanceId).toBe(instance.instanceId);
  });

  test('many students starting at once without pre-generation each get an instance of their own, with every question', async () => {
    const examId = await publishedExam();
    const takers = await Promise.all(Array.from({ length: 6 }, () => newStudent()));
    const starts = await Promise.all(takers.map((username) => start(username, examId)));
    expect(starts.map((res) => res.statusCode)).toEqual(takers.map(() => 200));
    expect(new Set(starts.map((res) => res.json().data.instanceId)).size).toBe(takers.length);
    for (const [i, username] of takers.entries()) {
      const instance = (await call(username, 'GET', `/api/my/instances/${starts[i].json().data.instanceId}`)).json().data as MyInstance;
      expect(instance.questions.map((q) => q.view.kind).sort()).toEqual([...kinds].sort());
    }
  });

  test('a pre-generated instance is the one started', async () => {
    const username = await newStudent();
    const examId = await publishedExam();
    await call('teacher', 'POST', `/api/exams/${examId}/generation-runs`, { classGroup: null });
    for (let i = 0; i < 100 && (await call('teacher', 'GET', `/api/exams/${examId}/generation-runs`)).json().data[0].status === 'running'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const generated = (await call('teacher', 'GET', `/api/exams/${examId}/instances?state=generated&query=${encodeURIComponent('Taker')}&pageSize=200`)).json().data.items;
    const res = await start(username, examId);
    expect(generated.map((item: { instanceId: number }) => item.instanceId)).toContain(res.json().data.instanceId);
  });

  test('the window, the password (limited per student) and the enrolment are checked', async () => {
    const username = await newStudent();
    const upcoming = await publishedExam({ availableFrom: at(30), availableTo: at(90) });
    expect((await start(username, upcoming)).json().code).toBe('EXAM_NOT_OPEN');
    const locked = await publishedExam({ password: 'sezame' });
    const wrong = await start(username, locked, 'nope');
    expect([wrong.statusCode, wrong.json().code]).toEqual([403, 'WRONG_EXAM_PASSWORD']);
    expect((await start(username, locked, null)).statusCode).toBe(403);
    expect((await start(username, locked, 'sezame')).statusCode).toBe(200);
    // Three wrong passwords (EXAM_PASSWORD_FAILURES) in the window, over any exams: then even the right one waits.
    const other = await publishedExam({ password: 'other' });
    expect((await start(username, other, 'x')).statusCode).toBe(403);
    const throttled = await start(username, other, 'other');
    expect([throttled.statusCode, throttled.json().code]).toEqual([429, 'EXAM_PASSWORD_THROTTLED']);
    const elsewhere = await call('admin', 'POST', `/api/courses/${t.ids.programming}/exams`, { ...examInput(), parts: [] });
    expect(elsewhere.statusCode).toBe(201);
    expect((await start(username, elsewhere.json().data.id)).statusCode).toBe(404);
  });
});

describe('answers', () => {
  test('a save is kept only when its sequence is newer; replays are idempotent; the newest of a batch wins', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam());
    const id = instance.instanceId;
    const ordinal = ordinalOf(instance, 'true-false');
    const first = await save(username, id, [{ ordinal, seq: 2, answer: { kind: 'true-false', value: true } }]);
    expect(first.json().data.acks).toEqual([{ ordinal, seq: 2, status: 'saved' }]);
    const older = await save(username, id, [{ ordinal, seq: 1, answer: { kind: 'true-false', value: false } }]);
    expect(older.json().data.acks).toEqual([{ ordinal, seq: 2, status: 'stale' }]);
    const replay = await save(username, id, [{ ordinal, seq: 2, answer: { kind: 'true-false', value: true } }]);
    expect(replay.json().data.acks).toEqual([{ ordinal, seq: 2, status: 'saved' }]);
    const batch = await save(username, id, [
      { ordinal, seq: 5, answer: { kind: 'true-false', value: false } },
      { ordinal, seq: 4, answer: { kind: 'true-false', value: true } },
    ]);
    expect(batch.json().data.acks).toEqual([{ ordinal, seq: 5, status: 'saved' }]);
    const held = (await call(username, 'GET', `/api/my/instances/${id}`)).json().data.questions[ordinal - 1];
    expect(held).toMatchObject({ seq: 5, answer: { kind: 'true-false', value: false } });
  });

  test('another kind, a place the instance does not have, or someone else’s instance is refused', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam());
    const res = await save(username, instance.instanceId, [
      { ordinal: ordinalOf(instance, 'scale'), seq: 1, answer: { kind: 'true-false', value: true } },
      { ordinal: 99, seq: 1, answer: { kind: 'true-false', value: true } },
    ]);
    expect(res.json().data.acks.map((ack: { status: string }) => ack.status)).toEqual(['refused', 'refused']);
    const intruder = await newStudent();
    for (const [method, url, body] of [
      ['GET', `/api/my/instances/${instance.instanceId}`, undefined],
      ['POST', `/api/my/instances/${instance.instanceId}/answers`, { answers: [{ ordinal: 2, seq: 9, answer: { kind: 'true-false', value: false }, clientSavedAt: null }] }],
      ['POST', `/api/my/instances/${instance.instanceId}/submit`, undefined],
      ['GET', `/api/my/instances/${instance.instanceId}/review`, undefined],
    ] as const) {
      const other = await call(intruder, method, url, body);
      expect([other.statusCode, other.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    // Staff are not students: the student operations refuse them.
    expect((await call('teacher', 'GET', `/api/my/instances/${instance.instanceId}`)).statusCode).toBe(403);
  });

  test('a burst of saves from many students at once: each gets its own acknowledgement, and the newest answer is held', async () => {
    const examId = await publishedExam();
    const takers = await Promise.all(Array.from({ length: 8 }, () => newStudent()));
    const instances = await Promise.all(takers.map((username) => startedInstance(username, examId)));
    const intruder = await newStudent();
    await t.sessionFor(intruder);
    const ordinals = instances.map((instance) => ordinalOf(instance, 'true-false'));
    const burst = await Promise.all([
      ...takers.flatMap((username, i) => [
        save(username, instances[i].instanceId, [{ ordinal: ordinals[i], seq: 1, answer: { kind: 'true-false', value: true } }]),
        save(username, instances[i].instanceId, [{ ordinal: ordinals[i], seq: 2, answer: { kind: 'true-false', value: false } }]),
      ]),
      save(intruder, instances[0].instanceId, [{ ordinal: ordinals[0], seq: 9, answer: { kind: 'true-false', value: true } }]),
    ]);
    const intrusion = burst.pop()!;
    expect([intrusion.statusCode, intrusion.json().code]).toEqual([404, 'NOT_FOUND']);
    for (const [index, res] of burst.entries()) {
      expect(res.statusCode).toBe(200);
      const [ack] = res.json().data.acks;
      expect(ack.ordinal).toBe(ordinals[Math.floor(index / 2)]);
      // The seq 1 save is either first (saved) or after seq 2 (stale, acknowledging what is held).
      expect([{ seq: 1, status: 'saved' }, { seq: 2, status: 'stale' }, { seq: 2, status: 'saved' }]).toContainEqual({ seq: ack.seq, status: ack.status });
    }
    for (const [i, username] of takers.entries()) {
      const held = (await call(username, 'GET', `/api/my/instances/${instances[i].instanceId}`)).json().data.questions[ordinals[i] - 1];
      expect(held).toMatchObject({ seq: 2, answer: { kind: 'true-false', value: false } });
    }
  });

  test('the batch statement: several students in one statement, each answered on their own, an intruder not at all', async () => {
    const examId = await publishedExam();
    const [a, b, intruder] = [await newStudent(), await newStudent(), await newStudent()];
    const [ia, ib] = [await startedInstance(a, examId), await startedInstance(b, examId)];
    const userId = async (username: string) => userIds.get(username)!;
    const tf = ordinalOf(ia, 'true-false');
    const scale = ordinalOf(ia, 'scale');
    const now = t.clock();
    const row = (ordinal: number, answer: QuestionAnswer, seq: number) => ({ ordinals: [ordinal], answers: [JSON.stringify(answer)], seqs: [seq], clientSavedAt: [null] });
    const outcomes = await saveAnswersBatch(t.db, [
      { instanceId: ia.instanceId, userId: await userId(a), now, ordinals: [tf, scale], answers: [JSON.stringify({ kind: 'true-false', value: true }), JSON.stringify({ kind: 'scale', value: 2 })], seqs: [3, 1], clientSavedAt: [null, null], refused: null },
      // The kind of another question: refused, the instance's state still told.
      { instanceId: ib.instanceId, userId: await userId(b), now, refused: null, ...row(ordinalOf(ib, 'true-false'), { kind: 'scale', value: 1 }, 1) },
      // B's instance, asked for by someone else.
      { instanceId: ib.instanceId, userId: await userId(intruder), now, refused: null, ...row(ordinalOf(ib, 'true-false'), { kind: 'true-false', value: true }, 1) },
    ], 30);
    expect(outcomes[0]).toMatchObject({ inTime: true, items: [{ ordinal: Math.min(tf, scale), saved: true }, { ordinal: Math.max(tf, scale), saved: true }] });
    expect(outcomes[1]).toMatchObject({ inTime: true, items: [{ ordinal: ordinalOf(ib, 'true-false'), valid: false, saved: false, held: 0 }] });
    expect(outcomes[2]).toBeUndefined();
    const heldA = (await call(a, 'GET', `/api/my/instances/${ia.instanceId}`)).json().data.questions;
    expect(heldA[tf - 1]).toMatchObject({ seq: 3, answer: { kind: 'true-false', value: true } });
    expect(heldA[scale - 1]).toMatchObject({ seq: 1, answer: { kind: 'scale', value: 2 } });
  });

  test('forward-only: the position only grows and answers behind it are refused', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam({ forwardOnly: true }));
    const id = instance.instanceId;
    expect((await call(username, 'PUT', `/api/my/instances/${id}/position`, { ordinal: 3 })).json().data).toEqual({ furthestOrdinal: 3 });
    expect((await call(username, 'PUT', `/api/my/instances/${id}/position`, { ordinal: 2 })).json().data).toEqual({ furthestOrdinal: 3 });
    const behind = await save(username, id, [{ ordinal: 2, seq: 1, answer: answerFor(instance, 2) }]);
    expect(behind.json().data.acks[0].status).toBe('refused');
    const ahead = await save(username, id, [{ ordinal: 3, seq: 1, answer: answerFor(instance, 3) }]);
    expect(ahead.json().data.acks[0].status).toBe('saved');
  });

  test('after the deadline plus the grace an answer is kept as late for staff, not counted', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam({ durationMinutes: 5 }));
    const ordinal = ordinalOf(instance, 'true-false');
    t.clock.advance(5 * minute + 31_000);
    try {
      const late = await save(username, instance.instanceId, [{ ordinal, seq: 1, answer: { kind: 'true-false', value: true } }]);
      expect(late.json().data.acks).toEqual([{ ordinal, seq: 0, status: 'late' }]);
      const detail = (await call('teacher', 'GET', `/api/exam-instances/${instance.instanceId}`)).json().data;
      expect(detail.lateAnswers).toMatchObject([{ ordinal, seq: 1, answer: { kind: 'true-false', value: true } }]);
      expect(detail.questions[ordinal - 1].answer).toBeNull();
    } finally {
      t.clock.advance(-(5 * minute + 31_000));
    }
  });
});

describe('runs against the public tests', () => {
  const run = (username: string, instanceId: number, ordinal: number, answer: QuestionAnswer) =>
    call(username, 'POST', `/api/my/instances/${instanceId}/questions/${ordinal}/runs`, { answer });

  test('code runs the public tests only, counted per question up to the exam\'s runs, also when pressed at once', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam({ maxCodeRuns: 3 }));
    const ordinal = ordinalOf(instance, 'code');
    expect(instance).toMatchObject({ maxCodeRuns: 3 });
    expect(instance.questions[ordinal - 1]).toMatchObject({ runnable: true, runsUsed: 0 });
    expect(instance.questions[ordinalOf(instance, 'true-false') - 1].runnable).toBe(false);

    const right = await run(username, instance.instanceId, ordinal, { kind: 'code', source: 'function double(x) { return 2 * x; }' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ runsUsed: 1, maxRuns: 3, sqlRuns: [] });
    expect(right.json().data.tests.map((test: { name: string; passed: boolean; public: boolean }) => [test.name, test.passed, test.public])).toEqual([['Public', true, true]]);
    expect(right.body).not.toContain(SECRET);
    expect(right.body).not.toContain('Hidden');

    // Two at once with two runs left: both run; then none is left.
    const both = await Promise.all([1, 2].map(() => run(username, instance.instanceId, ordinal, { kind: 'code', source: 'function double(x) { return x; }' })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 200]);
    const over = await run(username, instance.instanceId, ordinal, { kind: 'code', source: 'function double(x) { return x; }' });
    expect([over.statusCode, over.json().code, over.json().message]).toEqual([409, 'NO_RUNS_LEFT', 'You have used all 3 runs of this question.']);
    const again = (await call(username, 'GET', `/api/my/instances/${instance.instanceId}`)).json().data;
    expect(again.questions[ordinal - 1].runsUsed).toBe(3);

    // Not a runnable question, not the question's kind, not ongoing.
    const tf = await run(username, instance.instanceId, ordinalOf(instance, 'true-false'), { kind: 'true-false', value: true });
    expect([tf.statusCode, tf.json().code]).toEqual([400, 'NOT_RUNNABLE']);
    await call(username, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    const late = await run(username, instance.instanceId, ordinal, { kind: 'code', source: 'x' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'NOT_ONGOING']);
  });

  test('two runs at once with one left: exactly one runs', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam({ maxCodeRuns: 1 }));
    const ordinal = ordinalOf(instance, 'code');
    const both = await Promise.all([1, 2].map(() => run(username, instance.instanceId, ordinal, { kind: 'code', source: 'function double(x) { return 2 * x; }' })));
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  test('SQL runs on the visible data set only, never the hidden one', async () => {
    const created = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Runnable SQL', content: contentOfKind('sql', SECRET) }));
    const examId = await publishedExam({
      parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds: [created.json().data.id] }],
    });
    const username = await newStudent();
    const instance = await startedInstance(username, examId);
    const res = await run(username, instance.instanceId, 1, { kind: 'sql', query: 'SELECT name FROM city WHERE population > 100000' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sqlRuns.map((r: { fixture: string; matches: boolean }) => [r.fixture, r.matches])).toEqual([['visible', true]]);
    expect(res.body).not.toContain(SECRET);
  });
});

describe('submit, grading and review', () => {
  test('submit grades closed kinds at once, queues code, waits on free text; idempotent', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam());
    const answers = instance.questions.map((question) => ({ ordinal: question.ordinal, seq: 1, answer: answerFor(instance, question.ordinal) }));
    expect((await save(username, instance.instanceId, answers)).json().data.acks.every((ack: { status: string }) => ack.status === 'saved')).toBe(true);
    const submitted = await call(username, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json().data;
    expect(result).toMatchObject({ gradingState: 'pending', pending: 2 });
    expect(result.correct).toBeGreaterThanOrEqual(3);
    expect(await selectInstanceSubmittedBy(t.db, instance.instanceId)).toBe('student');
    const again = await call(username, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    expect(again.json().data).toEqual(result);
    const after = (await call(username, 'GET', `/api/my/instances/${instance.instanceId}`)).json().data;
    expect(after).toMatchObject({ state: 'submitted', questions: [] });
    const late = await save(username, instance.instanceId, [{ ordinal: 1, seq: 2, answer: answerFor(instance, 1) }]);
    expect(late.json().data.acks[0].status).toBe('late');
  });

  test('the server submits an instance whose deadline plus the grace has passed, with the browser gone', async () => {
    const username = await newStudent();
    const instance = await startedInstance(username, await publishedExam({ durationMinutes: 10 }));
    await save(username, instance.instanceId, [{ ordinal: ordinalOf(instance, 'true-false'), seq: 1, answer: { kind: 'true-false', value: true } }]);
    t.clock.advance(10 * minute + 20_000);
    try {
      await t.app.submitExpiredInstances();
      expect(await selectInstanceSubmittedBy(t.db, instance.instanceId)).toBeNull();
      t.clock.advance(11_000);
      expect(await t.app.submitExpiredInstances()).toBeGreaterThanOrEqual(1);
      expect(await selectInstanceSubmittedBy(t.db, instance.instanceId)).toBe('server');
      const review = (await call(username, 'GET', `/api/my/instances/${instance.instanceId}/review`)).json().data;
      expect(review.result).toMatchObject({ correct: 1 });
    } finally {
      t.clock.advance(-(10 * minute + 31_000));
    }
  });

  test('review: answers and points during the review period, solutions only when the exam shows them, then totals only', async () => {
    for (const showSolutions of [false, true]) {
      const username = await newStudent();
      const instance = await startedInstance(username, await publishedExam({ showSolutions, reviewMinutes: 30 }));
      const ordinal = ordinalOf(instance, 'true-false');
      await save(username, instance.instanceId, [{ ordinal, seq: 1, answer: answerFor(instance, ordinal) }]);
      await call(username, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
      const review = (await call(username, 'GET', `/api/my/instances/${instance.instanceId}/review`)).json().data;
      expect(review.questions).toHaveLength(kinds.length);
      expect(review.questions[ordinal - 1]).toMatchObject({ score: expect.any(Number), grade: { outcome: 'correct' } });
      // An unanswered question counts its grading model's unanswered points, as the total does (not null: it is graded).
      const unanswered = review.questions.filter((question: { answer: unknown }) => question.answer === null);
      expect(unanswered.length).toBeGreaterThan(0);
      expect(unanswered.every((question: { score: number | null }) => question.score === 0)).toBe(true);
      expect(review.questions.every((question: { solution: unknown }) => (question.solution !== null) === showSolutions || question.solution === null)).toBe(true);
      if (showSolutions) expect(review.questions.some((question: { solution: unknown }) => question.solution !== null)).toBe(true);
      t.clock.advance(31 * minute);
      try {
        const closed = (await call(username, 'GET', `/api/my/instances/${instance.instanceId}/review`)).json().data;
        expect(closed).toMatchObject({ reviewUntil: null, questions: [] });
        expect(closed.result).not.toBeNull();
      } finally {
        t.clock.advance(-31 * minute);
      }
    }
  });

  test('no student response carries a key, a model answer, a reference solution or a hidden test', async () => {
    const username = await newStudent();
    const examId = await publishedExam({ showSolutions: false });
    const startRes = await start(username, examId);
    const id = startRes.json().data.instanceId;
    const instance = (await call(username, 'GET', `/api/my/instances/${id}`)).json().data as MyInstance;
    const bodies = [
      (await call(username, 'GET', '/api/my/exams')).body,
      startRes.body,
      JSON.stringify(instance),
      (await save(username, id, instance.questions.map((q) => ({ ordinal: q.ordinal, seq: 1, answer: answerFor(instance, q.ordinal) })))).body,
      (await call(username, 'PUT', `/api/my/instances/${id}/position`, { ordinal: 2 })).body,
      (await call(username, 'POST', `/api/my/instances/${id}/submit`)).body,
      (await call(username, 'GET', `/api/my/instances/${id}/review`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(SECRET);
      // A key's marks (`correct: true` on an option, a penalty, a reference or model answer, the hidden fixture).
      expect(body).not.toMatch(/"correct"\s*:\s*(true|false)|"(penalty|referenceSolution|modelAnswer|hiddenFixture|correctValue)"\s*:/);
    }
  });
});

describe('images in questions', () => {
  async function imageQuestion(): Promise<{ attachmentId: number; questionId: number }> {
    const session = await t.sessionFor('teacher');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${t.ids.databases}/attachments?fileName=dot.png`,
      payload: Buffer.concat([tinyPng, Buffer.from(`${counter}`)]), // a file of its own, not the course's shared one
      headers: { ...session.headers(), 'content-type': 'application/octet-stream' },
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, markdown } = uploaded.json().data;
    const question = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ text: `Which line? ${markdown}` }));
    expect(question.statusCode).toBe(201);
    return { attachmentId: id, questionId: question.json().data.id };
  }
  const fixedPart = (questionId: number): ExamPartInput[] => [
    { id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds: [questionId] },
  ];

  test('a student loads an image of their started instance; before the start, and for anyone else, it does not exist', async () => {
    const { attachmentId, questionId } = await imageQuestion();
    const examId = await publishedExam({ parts: fixedPart(questionId) });
    const [taker, other] = [await newStudent(), await newStudent()];
    const image = (username: string) => call(username, 'GET', `/api/attachments/${attachmentId}`);
    const notFound = (await call('teacher', 'GET', '/api/attachments/999999')).json();

    // Pre-generated for everyone, not yet started: the question is not shown yet, nor its image.
    const run = await call('teacher', 'POST', `/api/exams/${examId}/generation-runs`, { classGroup: null });
    expect(run.statusCode).toBe(202);
    for (let i = 0; i < 200; i += 1) {
      const runs = (await call('teacher', 'GET', `/api/exams/${examId}/generation-runs`)).json().data;
      if (runs.every((r: { status: string }) => r.status !== 'running')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([(await image(taker)).statusCode, (await image(taker)).json()]).toEqual([404, notFound]);

    const instance = await startedInstance(taker, examId);
    expect(JSON.stringify(instance.questions[0].view)).toContain(`attachment:${attachmentId}`);
    const loaded = await image(taker);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.headers['content-type']).toBe('image/png');
    expect(loaded.rawPayload.subarray(0, tinyPng.length).equals(tinyPng)).toBe(true);

    // Another student of the course, and an attachment whose id merely starts with the same digits.
    expect([(await image(other)).statusCode, (await image(other)).json()]).toEqual([404, notFound]);
    expect((await call(taker, 'GET', `/api/attachments/${attachmentId}0`)).statusCode).toBe(404);
    // Still the teacher's to load.
    expect((await call('teacher', 'GET', `/api/attachments/${attachmentId}`)).statusCode).toBe(200);
  });
});

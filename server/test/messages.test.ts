import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamEvent, ExamInput, ExamMessage, LiveEvent, MessageReceipt, MyMessage } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { questionInput } from './support/question-fixtures.js';
import { openTestStream } from './support/live-stream.js';
import { insertStudentForUser } from './support/queries.js';

/**
 * Messages from staff to an exam's takers with their receipts (docs/live.md, Messages): audiences, the student's
 * list and receipts (first report wins), the staff's counts and recipients, the live channel, authorisation.
 */
let t: TestApp;
let base: string;
let questionId: number;
let modelId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(username: string, method: Method, url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}
async function ok<T>(username: string, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const res = await call(username, method, url, payload);
  expect([res.statusCode, res.statusCode === status ? '' : res.body]).toEqual([status, '']);
  return res.json().data as T;
}

const minute = 60_000;
const at = (minutes: number) => new Date(t.clock().getTime() + minutes * minute).toISOString();

let counter = 0;
async function openExam(): Promise<number> {
  counter += 1;
  const input: ExamInput = {
    academicYearId: t.ids.currentYear,
    title: `Messages ${counter}`,
    abbreviation: `MSG${counter}`,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: at(-10),
    availableTo: at(120),
    durationMinutes: 60,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 0,
    forwardOnly: false,
    asyncGrading: true,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    accommodationsApply: true,
    maxCodeRuns: 3,
    parts: [{ id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds: [questionId] }],
  };
  const { id } = await ok<{ id: number }>('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, input, 201);
  await ok('teacher', 'PUT', `/api/exams/${id}/published`, { published: true });
  return id;
}

let students = 0;
/** A signed-in student enrolled in Databases this year, in a class group. */
async function newStudent(classGroup: string | null): Promise<{ username: string; studentId: number }> {
  students += 1;
  const username = `msg-taker-${students}`;
  const userId = await t.createUser(username, 'Student');
  const studentId = await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear, classGroup);
  return { username, studentId };
}

const startExam = async (username: string, examId: number) =>
  (await ok<{ instanceId: number }>(username, 'POST', `/api/my/exams/${examId}/start`, { password: null })).instanceId;

const send = (examId: number, body: Partial<{ audience: string; classGroup: string | null; studentId: number | null; text: string }>) =>
  call('teacher', 'POST', `/api/exams/${examId}/messages`, { audience: 'all', classGroup: null, studentId: null, text: 'Hello', ...body });

const myMessages = (username: string, instanceId: number) => ok<MyMessage[]>(username, 'GET', `/api/my/instances/${instanceId}/messages`);
const acknowledge = (username: string, instanceId: number, receipts: Array<{ messageId: number; displayed: boolean }>) =>
  call(username, 'POST', `/api/my/instances/${instanceId}/messages/receipts`, { receipts });
const examMessages = (examId: number) => ok<ExamMessage[]>('teacher', 'GET', `/api/exams/${examId}/messages`);
const receiptsOf = (messageId: number) => ok<MessageReceipt[]>('teacher', 'GET', `/api/exam-messages/${messageId}/receipts`);

/** An open live channel (Server-Sent Events over a real connection): its LiveEvents, and a wait for some. */
async function openStream(username: string, path: string) {
  const stream = await openTestStream(base, await t.sessionFor(username), path);
  await stream.waitFor((event) => event.event === 'ready', 3_000);
  return {
    get received(): LiveEvent[] {
      return stream.events();
    },
    waitFor: async (predicate: (event: LiveEvent) => boolean) => {
      await stream.waitFor((event) => event.event !== 'ready' && event.event !== 'reset' && predicate(event.data as LiveEvent), 3_000);
      return stream.events().filter(predicate);
    },
    close: () => stream.close(),
  };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0', LIVE_POLL_MS: '200' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [{ id: modelId }] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  ({ id: questionId } = await ok<{ id: number }>('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Messages' }), 201));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('sending and audiences', () => {
  test('to all takers: every instance has it, also one started after sending; the channel tells every student and staff', async () => {
    const examId = await openExam();
    const a = await newStudent('P01');
    const b = await newStudent('P02');
    const late = await newStudent('P02');
    const aInstance = await startExam(a.username, examId);
    const bInstance = await startExam(b.username, examId);
    const studentStream = await openStream(a.username, `/my/instances/${aInstance}/live`);
    const staffStream = await openStream('teacher', `/exams/${examId}/live`);

    const res = await send(examId, { text: '  **Question 3** has a typo: read *x* as *y*.  ' });
    expect(res.statusCode).toBe(201);
    const message: ExamMessage = res.json().data;
    expect(message).toEqual({
      id: expect.any(Number),
      examId,
      audience: 'all',
      classGroup: null,
      studentId: null,
      studentName: null,
      text: '**Question 3** has a typo: read *x* as *y*.',
      sentAt: t.clock().toISOString(),
      sentByName: expect.any(String),
      recipients: 2,
      delivered: 0,
      displayed: 0,
    });
    const [forStudent] = await studentStream.waitFor((event) => event.kind === 'message' && event.refId === message.id);
    expect(forStudent).toMatchObject({ examId, instanceId: null });
    await staffStream.waitFor((event) => event.kind === 'message' && event.refId === message.id);
    await studentStream.close();
    await staffStream.close();

    for (const [username, instanceId] of [[a.username, aInstance], [b.username, bInstance]] as const) {
      expect(await myMessages(username, instanceId)).toEqual([
        { id: message.id, text: message.text, sentAt: message.sentAt, deliveredAt: null, displayedAt: null },
      ]);
    }
    const lateInstance = await startExam(late.username, examId);
    expect((await myMessages(late.username, lateInstance)).map((m) => m.id)).toEqual([message.id]);
    expect((await examMessages(examId))[0]).toMatchObject({ id: message.id, recipients: 3 });
  });

  test('to a class group and to one student: only their instances have it, each told on its own channel', async () => {
    const examId = await openExam();
    const a = await newStudent('G1');
    const a2 = await newStudent('G1');
    const b = await newStudent('G2');
    const [aInstance, a2Instance, bInstance] = [await startExam(a.username, examId), await startExam(a2.username, examId), await startExam(b.username, examId)];
    const aStream = await openStream(a.username, `/my/instances/${aInstance}/live`);

    const group: ExamMessage = (await send(examId, { audience: 'class-group', classGroup: 'G1', text: 'Group G1: room 3' })).json().data;
    expect(group).toMatchObject({ audience: 'class-group', classGroup: 'G1', studentId: null, recipients: 2 });
    const [told] = await aStream.waitFor((event) => event.refId === group.id);
    expect(told.instanceId).toBe(aInstance);

    const res = await send(examId, { audience: 'student', studentId: b.studentId, text: 'Only for you' });
    expect(res.statusCode).toBe(201);
    const single: ExamMessage = res.json().data;
    expect(single).toMatchObject({ audience: 'student', classGroup: null, studentId: b.studentId, studentName: expect.stringContaining('Test'), recipients: 1 });
    await aStream.close();

    expect((await myMessages(a.username, aInstance)).map((m) => m.id)).toEqual([group.id]);
    expect((await myMessages(a2.username, a2Instance)).map((m) => m.id)).toEqual([group.id]);
    expect((await myMessages(b.username, bInstance)).map((m) => m.id)).toEqual([single.id]);
    // Newest first.
    expect((await examMessages(examId)).map((m) => m.id)).toEqual([single.id, group.id]);
  });

  test('400 for a class group or a student without an instance, a mixed-up audience and an empty text', async () => {
    const examId = await openExam();
    const taker = await newStudent('H1');
    await startExam(taker.username, examId);
    const outsider = await newStudent('H2');
    const cases = [
      { audience: 'class-group', classGroup: 'H2' },
      { audience: 'class-group', classGroup: null },
      { audience: 'student', studentId: outsider.studentId },
      { audience: 'student', studentId: null },
      { audience: 'all', studentId: taker.studentId },
      { audience: 'all', classGroup: 'H1' },
      { audience: 'student', studentId: taker.studentId, classGroup: 'H1' },
      { text: '   ' },
    ];
    for (const body of cases) {
      const res = await send(examId, body);
      expect([JSON.stringify(body), res.statusCode, res.json().code]).toEqual([JSON.stringify(body), 400, 'VALIDATION_FAILED']);
    }
    expect(await examMessages(examId)).toEqual([]);
  });
});

describe('receipts', () => {
  test('delivered, then displayed; the first report wins; staff see counts, recipients and live updates; the log has one entry', async () => {
    const examId = await openExam();
    const seen = await newStudent('R1');
    const unseen = await newStudent('R1');
    const seenInstance = await startExam(seen.username, examId);
    const unseenInstance = await startExam(unseen.username, examId);
    const message: ExamMessage = (await send(examId, { text: 'Ten minutes left' })).json().data;
    const staffStream = await openStream('teacher', `/exams/${examId}/live`);

    t.clock.advance(1_000);
    const deliveredAt = t.clock().toISOString();
    const delivered = await acknowledge(seen.username, seenInstance, [{ messageId: message.id, displayed: false }]);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().data).toEqual([{ id: message.id, text: 'Ten minutes left', sentAt: message.sentAt, deliveredAt, displayedAt: null }]);
    const [receiptEvent] = await staffStream.waitFor((event) => event.kind === 'message' && event.refId === message.id);
    expect(receiptEvent.instanceId).toBe(seenInstance);

    t.clock.advance(1_000);
    const displayedAt = t.clock().toISOString();
    // Delivered and displayed in one batch (the same message twice): displayed wins.
    const displayed = await acknowledge(seen.username, seenInstance, [{ messageId: message.id, displayed: true }, { messageId: message.id, displayed: false }]);
    expect(displayed.json().data[0]).toMatchObject({ deliveredAt, displayedAt });
    await staffStream.waitFor((event) => event.kind === 'message' && event.refId === message.id && event.id > receiptEvent.id);
    const eventsBefore = staffStream.received.length;

    // Again: nothing changes, nothing is logged or told.
    t.clock.advance(1_000);
    const again = await acknowledge(seen.username, seenInstance, [{ messageId: message.id, displayed: true }]);
    expect(again.statusCode).toBe(200);
    expect(again.json().data[0]).toMatchObject({ deliveredAt, displayedAt });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(staffStream.received).toHaveLength(eventsBefore);
    await staffStream.close();

    const log = await ok<{ items: ExamEvent[] }>('teacher', 'GET', `/api/exam-instances/${seenInstance}/events?kinds=message-displayed`);
    expect(log.items.map((event) => [event.kind, event.at])).toEqual([['message-displayed', displayedAt]]);

    expect((await examMessages(examId))[0]).toMatchObject({ recipients: 2, delivered: 1, displayed: 1 });
    const receipts = await receiptsOf(message.id);
    // Who has not seen it comes first.
    expect(receipts.map((receipt) => [receipt.instanceId, receipt.deliveredAt, receipt.displayedAt])).toEqual([
      [unseenInstance, null, null],
      [seenInstance, deliveredAt, displayedAt],
    ]);
    expect(receipts[1]).toMatchObject({ studentId: seen.studentId, firstName: 'Test', classGroup: 'R1', altId: expect.any(String) });
  });

  test('a message the instance did not get (another group, another exam, none) is refused; nothing is recorded', async () => {
    const examId = await openExam();
    const otherExamId = await openExam();
    const a = await newStudent('S1');
    const b = await newStudent('S2');
    const aInstance = await startExam(a.username, examId);
    await startExam(b.username, examId);
    await startExam(a.username, otherExamId);
    const forB: ExamMessage = (await send(examId, { audience: 'class-group', classGroup: 'S2' })).json().data;
    const otherExam: ExamMessage = (await send(otherExamId, {})).json().data;
    for (const messageId of [forB.id, otherExam.id, 2_000_000_000]) {
      const res = await acknowledge(a.username, aInstance, [{ messageId, displayed: true }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await receiptsOf(forB.id)).toEqual([expect.objectContaining({ deliveredAt: null, displayedAt: null })]);
  });
});

describe('authorisation', () => {
  test('a student reaches only their own instance’s messages; another’s is 404', async () => {
    const examId = await openExam();
    const owner = await newStudent(null);
    const other = await newStudent(null);
    const instanceId = await startExam(owner.username, examId);
    const message: ExamMessage = (await send(examId, {})).json().data;
    for (const res of [
      await call(other.username, 'GET', `/api/my/instances/${instanceId}/messages`),
      await acknowledge(other.username, instanceId, [{ messageId: message.id, displayed: true }]),
      await call(owner.username, 'GET', '/api/my/instances/2000000000/messages'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  test('staff of another course get the 404 of a missing exam or message', async () => {
    await t.createUser('msg-other-teacher', 'Teacher', [t.ids.programming]);
    const examId = await openExam();
    const taker = await newStudent(null);
    await startExam(taker.username, examId);
    const message: ExamMessage = (await send(examId, {})).json().data;
    const missing = {
      exam: await call('teacher', 'GET', '/api/exams/2000000000/messages'),
      message: await call('teacher', 'GET', '/api/exam-messages/2000000000/receipts'),
    };
    const foreign = {
      list: await call('msg-other-teacher', 'GET', `/api/exams/${examId}/messages`),
      send: await call('msg-other-teacher', 'POST', `/api/exams/${examId}/messages`, { audience: 'all', classGroup: null, studentId: null, text: 'x' }),
      receipts: await call('msg-other-teacher', 'GET', `/api/exam-messages/${message.id}/receipts`),
    };
    expect(foreign.list.json()).toEqual(missing.exam.json());
    expect(foreign.send.json()).toEqual(missing.exam.json());
    expect(foreign.receipts.json()).toEqual(missing.message.json());
    for (const res of [...Object.values(missing), ...Object.values(foreign)]) expect(res.statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/exams/${examId}/messages`)).statusCode).toBe(200);
  });
});

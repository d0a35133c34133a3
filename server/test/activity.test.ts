import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ActivityEvent } from '../generated/contract-types.js';
import { insertManualGrade, insertRegrade } from './support/activity-fixtures.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { questionInput } from './support/question-fixtures.js';

/**
 * My activity (listMyActivity): the signed-in staff member's own exam, question, ticket and grade events, newest
 * first, filtered by kind and course, paged by a keyset cursor; never another user's events.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof examFixtures>>;
let me: number;
const ids = { question: 0, progcQuestion: 0, exam: 0, instance: 0, ticket: 0, otherQuestion: 0, otherExam: 0 };
const start = new Date('2026-11-22T10:00:00Z');
/** The moment of step n: a minute apart. */
const step = (n: number) => new Date(start.getTime() + n * 60_000);

beforeAll(async () => {
  t = await buildTestApp();
  f = await examFixtures(t);
  me = await t.createUser('busy', 'Teacher', [t.ids.databases, t.ids.programming]);
  await t.createUser('colleague', 'Teacher', [t.ids.databases]);
  const as = (username: string, n: number, method: 'POST' | 'PUT', url: string, payload?: object) => {
    t.clock.set(step(n));
    return f.call(username, method, url, payload);
  };
  // 1: a question; 2: its version 2; 3: version 2 changed in place.
  ids.question = (await as('busy', 1, 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Joins' }))).json().data.id;
  const v2 = await as('busy', 2, 'PUT', `/api/questions/${ids.question}?mode=new-version`, questionInput({ title: 'Joins, v2' }));
  expect(v2.statusCode).toBe(200);
  const v2Id = v2.json().data.id;
  expect((await as('busy', 3, 'PUT', `/api/questions/${v2Id}?mode=in-place`, questionInput({ title: 'Joins, v2b' }))).statusCode).toBe(200);
  // 4: an exam; 5: published (a change of it).
  t.clock.set(step(4));
  const created = await f.call('busy', 'POST', `/api/courses/${t.ids.databases}/exams`, f.examInput({ title: 'Busy exam', availableFrom: step(3).toISOString() }));
  expect(created.statusCode).toBe(201);
  ids.exam = created.json().data.id;
  expect((await as('busy', 5, 'PUT', `/api/exams/${ids.exam}/published`, { published: true })).statusCode).toBe(200);
  // 6: a student starts and raises a ticket; 7: I answer and close it (taking it on the way).
  const student = await f.newStudent('asker');
  t.clock.set(step(6));
  ids.instance = (await f.startedInstance(student, ids.exam)).instanceId;
  ids.ticket = (await f.call(student, 'POST', `/api/my/instances/${ids.instance}/tickets`, { ordinal: 2, text: 'Typo?' })).json().data.id;
  expect((await as('busy', 7, 'POST', `/api/tickets/${ids.ticket}/answers`, { text: 'Yes, fixed.', close: true })).statusCode).toBe(200);
  // 8: an extension.
  expect((await as('busy', 8, 'POST', `/api/exam-instances/${ids.instance}/extension`, { minutes: 15 })).statusCode).toBe(200);
  // 9: a manual grade; 10: a regrade (the after-exam modules' tables, written directly).
  await insertManualGrade(t.db, { instanceId: ids.instance, ordinal: 3, score: 2.5, userId: me, at: step(9) });
  await insertRegrade(t.db, { examId: ids.exam, changed: 4, userId: me, at: step(10) });
  // 11: a question in the other course.
  ids.progcQuestion = (await as('busy', 11, 'POST', `/api/courses/${t.ids.programming}/questions`, questionInput({ title: 'Pointers' }))).json().data.id;
  // A colleague's work at the same moments: never mine.
  ids.otherQuestion = (await as('colleague', 7, 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Theirs' }))).json().data.id;
  t.clock.set(step(8));
  ids.otherExam = (await f.call('colleague', 'POST', `/api/courses/${t.ids.databases}/exams`, f.examInput({ title: 'Their exam' }))).json().data.id;
  const colleagueUserId = (await t.sessionFor('colleague')).userId;
  await insertManualGrade(t.db, { instanceId: ids.instance, ordinal: 1, score: 1, userId: colleagueUserId, at: step(9) });
  t.clock.set(step(12));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const list = async (username: string, query = '') => {
  const res = await f.call(username, 'GET', `/api/user/activity${query}`);
  return { status: res.statusCode, body: res.json() as { data: { items: ActivityEvent[]; nextCursor: string | null }; code?: string } };
};
const summary = (items: ActivityEvent[]) => items.map((item) => `${item.at.slice(11, 16)} ${item.action}`);

describe('listMyActivity', () => {
  test('every kind of my events, newest first, each naming what it is about', async () => {
    const { status, body } = await list('busy', '?limit=100');
    expect(status).toBe(200);
    expect(summary(body.data.items)).toEqual([
      '10:11 question-created',
      '10:10 exam-regraded',
      '10:09 answer-graded',
      '10:08 instance-extended',
      // One moment: the close and the answer (the taking that came with the answer is not a separate event).
      ...summary(body.data.items.filter((item) => item.at.startsWith('2026-11-22T10:07'))),
      '10:06 ticket-raised',
      '10:05 exam-updated',
      '10:04 exam-created',
      '10:03 question-updated',
      '10:02 question-version',
      '10:01 question-created',
    ]);
    expect(summary(body.data.items.filter((item) => item.at.startsWith('2026-11-22T10:07'))).sort()).toEqual(['10:07 ticket-answered', '10:07 ticket-closed']);
    expect(body.data.nextCursor).toBeNull();
    const byAction = new Map(body.data.items.map((item) => [item.action, item]));
    expect(byAction.get('question-version')).toMatchObject({ kind: 'question', version: 2, questionTitle: 'Joins, v2b', courseAcronym: 'DB' });
    expect(byAction.get('exam-created')).toMatchObject({ kind: 'exam', examId: ids.exam, examTitle: 'Busy exam', courseId: t.ids.databases });
    expect(byAction.get('instance-extended')).toMatchObject({ examId: ids.exam, instanceId: ids.instance, count: 15, studentName: 'Test Taker 1' });
    expect(byAction.get('ticket-answered')).toMatchObject({ kind: 'ticket', ticketId: ids.ticket, ordinal: 2, examId: ids.exam, instanceId: ids.instance });
    expect(byAction.get('ticket-raised')).toMatchObject({ ticketId: ids.ticket, studentName: 'Test Taker 1' });
    expect(byAction.get('answer-graded')).toMatchObject({ kind: 'grade', instanceId: ids.instance, ordinal: 3, count: 2.5 });
    expect(byAction.get('exam-regraded')).toMatchObject({ kind: 'grade', examId: ids.exam, count: 4 });
    expect(body.data.items[0]).toMatchObject({ action: 'question-created', questionId: ids.progcQuestion, courseAcronym: 'PROGC' });
    expect(body.data.items.at(-1)).toMatchObject({ action: 'question-created', questionId: ids.question, questionTitle: 'Joins', version: 1 });
  });

  test('another user’s events are never mine, and mine never theirs', async () => {
    const mine = (await list('busy', '?limit=100')).body.data.items;
    expect(mine.some((item) => item.questionId === ids.otherQuestion || item.examId === ids.otherExam)).toBe(false);
    expect(mine.filter((item) => item.action === 'answer-graded')).toHaveLength(1);
    const theirs = (await list('colleague', '?limit=100')).body.data.items;
    expect(summary(theirs)).toEqual(['10:09 answer-graded', '10:08 exam-created', '10:07 question-created']);
    expect(theirs[0]).toMatchObject({ ordinal: 1 });
  });

  test('filtered by kind', async () => {
    expect(summary((await list('busy', '?kinds=grade')).body.data.items)).toEqual(['10:10 exam-regraded', '10:09 answer-graded']);
    const ticketsAndQuestions = (await list('busy', '?kinds=ticket&kinds=question&limit=100')).body.data.items;
    expect(new Set(ticketsAndQuestions.map((item) => item.kind))).toEqual(new Set(['ticket', 'question']));
    expect(ticketsAndQuestions).toHaveLength(7);
    expect(summary((await list('busy', '?kinds=exam')).body.data.items)).toEqual([
      '10:08 instance-extended', '10:05 exam-updated', '10:04 exam-created',
    ]);
  });

  test('scoped to one course', async () => {
    expect(summary((await list('busy', `?courseId=${t.ids.programming}`)).body.data.items)).toEqual(['10:11 question-created']);
    const databases = (await list('busy', `?courseId=${t.ids.databases}&limit=100`)).body.data.items;
    expect(databases).toHaveLength(11);
    expect(databases.every((item) => item.courseId === t.ids.databases)).toBe(true);
    // A course the caller does not teach (or that does not exist) answers as a missing one.
    expect(await list('colleague', `?courseId=${t.ids.programming}`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await list('busy', '?courseId=2000000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  test('keyset pages: walking one event at a time gives the same events once each, ties included', async () => {
    const all = (await list('busy', '?limit=100')).body.data.items;
    for (const limit of [1, 3, 5]) {
      const walked: ActivityEvent[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?limit=${limit}${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
        const page = await list('busy', query);
        expect(page.status).toBe(200);
        expect(page.body.data.items.length).toBeLessThanOrEqual(limit);
        walked.push(...page.body.data.items);
        cursor = page.body.data.nextCursor;
      } while (cursor !== null && walked.length <= all.length);
      expect(walked.map((item) => item.id)).toEqual(all.map((item) => item.id));
    }
  });

  test('the cursor keeps microseconds: events a microsecond apart are neither skipped nor repeated', async () => {
    // Two regrades in one millisecond, a microsecond apart: a cursor cut to milliseconds would skip or repeat one.
    await insertRegrade(t.db, { examId: ids.exam, changed: 1, userId: me, at: '2026-11-22T12:00:00.000001Z' });
    await insertRegrade(t.db, { examId: ids.exam, changed: 2, userId: me, at: '2026-11-22T12:00:00.000002Z' });
    const first = await list('busy', '?kinds=grade&limit=1');
    expect(first.body.data.items[0]).toMatchObject({ count: 2 });
    const second = await list('busy', `?kinds=grade&limit=1&before=${encodeURIComponent(first.body.data.nextCursor!)}`);
    expect(second.body.data.items[0]).toMatchObject({ count: 1 });
    expect(first.body.data.nextCursor).toMatch(/^\d+~rg:\d+$/);
    const third = await list('busy', `?kinds=grade&limit=1&before=${encodeURIComponent(second.body.data.nextCursor!)}`);
    expect(third.body.data.items[0]).toMatchObject({ action: 'exam-regraded', count: 4 });
  });

  test('refusals: a malformed cursor or limit is a 400; students may not ask', async () => {
    for (const query of ['?before=abc', '?before=12~', '?before=9999999999999999999~ec:1', '?limit=0', '?limit=101', '?kinds=exams',
      '?kinds=exam&kinds=exam', '?courseId=0', '?courseId=x']) {
      const res = await list('busy', query);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    const student = await f.newStudent('curious');
    expect((await list(student)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamInput, ExamPartInput, ExamTicket, MyTicket } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';
import { insertStudentForUser } from './support/queries.js';
import { selectLiveEvents } from './support/tickets.js';

/**
 * Tickets through the API (docs/live.md, Tickets): a student's question on one question of their instance during
 * the exam or its review period; staff take, answer and close it; the student reopens it. Who may see what, the
 * state machine, the entries, the event log and the live channel's outbox.
 */
let t: TestApp;
let questionIds: number[];
let modelId: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(username: string, method: Method, url: string, payload?: object, context?: { academicYearId?: number }) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers(context) });
}

const minute = 60_000;
const at = (minutes: number) => new Date(t.clock().getTime() + minutes * minute).toISOString();

let counter = 0;
async function publishedExam(overrides: Partial<ExamInput> = {}): Promise<number> {
  counter += 1;
  const parts: ExamPartInput[] = [
    { id: null, ordinal: 1, title: null, source: 'fixed', nodeId: null, minQuestions: 0, maxQuestions: 0, gradingModelId: modelId, questionIds },
  ];
  const input: ExamInput = {
    academicYearId: t.ids.currentYear, title: `Tickets ${counter}`, abbreviation: `TI${counter}`, ordinal: 1, description: null,
    password: null, availableFrom: at(-10), availableTo: at(120), durationMinutes: 60, maxScore: null, passPercentage: 50,
    showSolutions: false, reviewMinutes: 30, forwardOnly: false, asyncGrading: true, scoreIgnored: false, allowAnonymousStalk: false, accommodationsApply: true,
    maxCodeRuns: 3, parts, ...overrides,
  };
  const created = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/exams`, input);
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id;
  expect((await call('teacher', 'PUT', `/api/exams/${id}/published`, { published: true })).statusCode).toBe(200);
  return id;
}

let students = 0;
async function newStudent(): Promise<string> {
  students += 1;
  const username = `asker-${students}`;
  const userId = await t.createUser(username, 'Student');
  await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear);
  return username;
}

async function startedInstanceId(username: string, examId: number): Promise<number> {
  const res = await call(username, 'POST', `/api/my/exams/${examId}/start`, { password: null });
  expect(res.statusCode).toBe(200);
  return res.json().data.instanceId;
}

const raise = (username: string, instanceId: number, ordinal: number, text: string) =>
  call(username, 'POST', `/api/my/instances/${instanceId}/tickets`, { ordinal, text });
const myTickets = async (username: string, instanceId: number): Promise<MyTicket[]> => {
  const res = await call(username, 'GET', `/api/my/instances/${instanceId}/tickets`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const examTickets = async (username: string, examId: number, status?: string): Promise<ExamTicket[]> => {
  const res = await call(username, 'GET', `/api/exams/${examId}/tickets${status ? `?status=${status}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A fresh exam with one student's started instance and a ticket on its first question. */
async function raised(text = 'Is a NULL a value?') {
  const examId = await publishedExam();
  const student = await newStudent();
  const instanceId = await startedInstanceId(student, examId);
  const res = await raise(student, instanceId, 1, text);
  expect(res.statusCode).toBe(201);
  const ticket: MyTicket = res.json().data;
  return { examId, student, instanceId, ticket };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  await t.createUser('teacher-other', 'Teacher', [t.ids.programming]);
  for (const name of ['teacher-two', 'teacher-three', 'teacher-four']) await t.createUser(name, 'Teacher', [t.ids.databases]);
  [{ id: modelId }] = (await call('admin', 'GET', '/api/grading-models')).json().data;
  questionIds = [];
  for (const kind of ['multiple-choice', 'free-text'] as const) {
    const res = await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Ticket ${kind}`, content: contentOfKind(kind) }));
    expect(res.statusCode).toBe(201);
    questionIds.push(res.json().data.id);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('raising a ticket', () => {
  test('during the exam: open, its text kept as given, the log and the live channel told', async () => {
    const text = '<b>Is</b> question 1 about "joins"? & more';
    const { examId, student, instanceId, ticket } = await raised(text);
    expect(ticket).toMatchObject({ ordinal: 1, status: 'open', entries: [{ kind: 'raised', text, byStaff: false, byName: null }] });
    expect(await myTickets(student, instanceId)).toEqual([ticket]);

    const log = await call('teacher', 'GET', `/api/exam-instances/${instanceId}/events?kinds=ticket-raised`);
    expect(log.statusCode).toBe(200);
    expect(log.json().data.items).toEqual([expect.objectContaining({ kind: 'ticket-raised', ordinal: 1 })]);

    const events = await selectLiveEvents(t.db, examId);
    expect(events).toEqual(expect.arrayContaining([
      { instanceId, audience: 'staff', kind: 'ticket', refId: ticket.id },
      { instanceId, audience: 'student', kind: 'ticket', refId: ticket.id },
    ]));

    const [staffView] = await examTickets('teacher', examId);
    expect(staffView).toMatchObject({
      id: ticket.id, examId, instanceId, ordinal: 1, questionId: expect.any(Number), questionTitle: expect.stringMatching(/^Ticket /),
      firstName: 'Test', lastName: expect.stringMatching(/^Taker /), status: 'open', assignedTo: null, assignedToName: null,
      entries: [{ kind: 'raised', text, byStaff: false, byName: null }],
    });
  });

  test('a question the instance does not have is 400; an empty or too long text is 400', async () => {
    const examId = await publishedExam();
    const student = await newStudent();
    const instanceId = await startedInstanceId(student, examId);
    expect((await raise(student, instanceId, 3, 'Where?')).statusCode).toBe(400);
    expect((await raise(student, instanceId, 1, '')).statusCode).toBe(400);
    expect((await raise(student, instanceId, 1, 'x'.repeat(2001))).statusCode).toBe(400);
    expect(await myTickets(student, instanceId)).toEqual([]);
  });

  test('another student’s instance answers as a missing one (404), for the list and for raising', async () => {
    const { instanceId } = await raised();
    const intruder = await newStudent();
    for (const res of [
      await call(intruder, 'GET', `/api/my/instances/${instanceId}/tickets`),
      await raise(intruder, instanceId, 1, 'Mine?'),
      await call(intruder, 'GET', '/api/my/instances/999999/tickets'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('the review period', () => {
  test('open after the submit while the review lasts, then 409 NOT_OPEN_FOR_TICKETS; reopening too', async () => {
    const examId = await publishedExam({ reviewMinutes: 30 });
    const student = await newStudent();
    const instanceId = await startedInstanceId(student, examId);
    const first = (await raise(student, instanceId, 1, 'During')).json().data as MyTicket;
    expect((await call(student, 'POST', `/api/my/instances/${instanceId}/submit`)).statusCode).toBe(200);
    const inReview = await raise(student, instanceId, 2, 'Why did I lose a point?');
    expect(inReview.statusCode).toBe(201);
    expect((await call('teacher', 'POST', `/api/tickets/${first.id}/close`)).statusCode).toBe(200);

    t.clock.advance(31 * minute);
    const late = await raise(student, instanceId, 1, 'Too late?');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NOT_OPEN_FOR_TICKETS');
    const reopen = await call(student, 'POST', `/api/my/tickets/${first.id}/reopen`, { text: 'Still?' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('NOT_OPEN_FOR_TICKETS');
    // Reading stays possible.
    expect(await myTickets(student, instanceId)).toHaveLength(2);
  });

  test('an exam without a review period takes no tickets after the submit', async () => {
    const examId = await publishedExam({ reviewMinutes: 0 });
    const student = await newStudent();
    const instanceId = await startedInstanceId(student, examId);
    expect((await call(student, 'POST', `/api/my/instances/${instanceId}/submit`)).statusCode).toBe(200);
    const res = await raise(student, instanceId, 1, 'After');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_OPEN_FOR_TICKETS');
  });
});

describe('the staff’s side and the state machine', () => {
  test('assign, answer, answer and close, reopen, close: each step an entry the student sees', async () => {
    const { examId, student, instanceId, ticket } = await raised();
    const teacherId = (await t.sessionFor('teacher-two')).userId;

    const assigned = await call('teacher-two', 'POST', `/api/tickets/${ticket.id}/assignment`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'open', assignedTo: teacherId, assignedToName: 'teacher-two Test' });
    // Taking it again changes nothing.
    const again = await call('teacher-two', 'POST', `/api/tickets/${ticket.id}/assignment`);
    expect(again.json().data.entries).toHaveLength(2);

    const answered = await call('teacher-two', 'POST', `/api/tickets/${ticket.id}/answers`, { text: 'Yes, it is.', close: false });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.status).toBe('open');

    const closing = await call('teacher-two', 'POST', `/api/tickets/${ticket.id}/answers`, { text: 'See the lecture.', close: true });
    expect(closing.json().data.status).toBe('closed');

    const alreadyClosed = await call('teacher', 'POST', `/api/tickets/${ticket.id}/close`);
    expect(alreadyClosed.statusCode).toBe(409);
    expect(alreadyClosed.json().code).toBe('TICKET_CLOSED');

    const reopened = await call(student, 'POST', `/api/my/tickets/${ticket.id}/reopen`, { text: 'Which lecture?' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.status).toBe('reopened');
    const notClosed = await call(student, 'POST', `/api/my/tickets/${ticket.id}/reopen`, { text: 'Again' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().code).toBe('TICKET_NOT_CLOSED');

    expect((await examTickets('teacher', examId, 'active')).map((row) => row.id)).toEqual([ticket.id]);
    expect(await examTickets('teacher', examId, 'closed')).toEqual([]);
    const closed = await call('teacher-three', 'POST', `/api/tickets/${ticket.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'closed', assignedTo: teacherId });
    expect((await examTickets('teacher', examId, 'closed')).map((row) => row.id)).toEqual([ticket.id]);

    const [mine] = await myTickets(student, instanceId);
    expect(mine.status).toBe('closed');
    expect(mine.entries.map((entry) => [entry.kind, entry.text, entry.byStaff, entry.byName])).toEqual([
      ['raised', 'Is a NULL a value?', false, null],
      ['assigned', null, true, 'teacher-two Test'],
      ['answered', 'Yes, it is.', true, 'teacher-two Test'],
      ['answered', 'See the lecture.', true, 'teacher-two Test'],
      ['closed', null, true, 'teacher-two Test'],
      ['reopened', 'Which lecture?', false, null],
      ['closed', null, true, 'teacher-three Test'],
    ]);

    // Each change told both audiences: raise, assign, answer, answer and close, reopen, close (the repeated take did not).
    const ticketEvents = (await selectLiveEvents(t.db, examId)).filter((event) => event.kind === 'ticket');
    expect(ticketEvents).toHaveLength(12);
    expect(new Set(ticketEvents.map((event) => event.refId))).toEqual(new Set([ticket.id]));
  });

  test('answering an unassigned ticket takes it', async () => {
    const { ticket } = await raised();
    const res = await call('teacher-three', 'POST', `/api/tickets/${ticket.id}/answers`, { text: 'No.', close: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed', assignedToName: 'teacher-three Test' });
    expect(res.json().data.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['raised', 'assigned', 'answered', 'closed']);
  });

  test('a teacher of another course gets 404 for every ticket operation; an administrator may do all', async () => {
    const { examId, ticket } = await raised();
    for (const [method, url, payload] of [
      ['GET', `/api/exams/${examId}/tickets`, undefined],
      ['GET', `/api/courses/${t.ids.databases}/tickets`, undefined],
      ['POST', `/api/tickets/${ticket.id}/assignment`, undefined],
      ['POST', `/api/tickets/${ticket.id}/answers`, { text: 'Hi', close: false }],
      ['POST', `/api/tickets/${ticket.id}/close`, undefined],
    ] as const) {
      const res = await call('teacher-other', method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await call('teacher', 'POST', '/api/tickets/999999/close')).statusCode).toBe(404);
    expect((await call('teacher', 'GET', '/api/exams/999999/tickets')).statusCode).toBe(404);
    const adminId = (await t.sessionFor('admin')).userId;
    expect((await call('admin', 'POST', `/api/tickets/${ticket.id}/assignment`)).json().data.assignedTo).toBe(adminId);
    expect((await examTickets('admin', examId)).map((row) => row.id)).toEqual([ticket.id]);
  });

  test('a student may not reopen another student’s ticket (404)', async () => {
    const { ticket } = await raised();
    expect((await call('admin', 'POST', `/api/tickets/${ticket.id}/close`)).statusCode).toBe(200);
    const intruder = await newStudent();
    const res = await call(intruder, 'POST', `/api/my/tickets/${ticket.id}/reopen`, { text: 'Hi' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the course’s tickets', () => {
  test('all of the course in the context year, or only mine; the active ones first', async () => {
    const a = await raised('First');
    const b = await raised('Second');
    await call('teacher-four', 'POST', `/api/tickets/${a.ticket.id}/assignment`);
    await call('teacher-four', 'POST', `/api/tickets/${b.ticket.id}/close`);
    const course = `/api/courses/${t.ids.databases}/tickets`;
    const mine = await call('teacher-four', 'GET', `${course}?mine=true`, undefined, { academicYearId: t.ids.currentYear });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((row: ExamTicket) => row.id)).toEqual([a.ticket.id]);
    expect(mine.json().data[0]).toMatchObject({ examId: a.examId, examTitle: expect.stringMatching(/^Tickets /) });

    const all: ExamTicket[] = (await call('teacher', 'GET', course, undefined, { academicYearId: t.ids.currentYear })).json().data;
    const ids = all.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([a.ticket.id, b.ticket.id]));
    expect(ids.indexOf(a.ticket.id)).toBeLessThan(ids.indexOf(b.ticket.id));
    const firstClosed = all.findIndex((row) => row.status === 'closed');
    expect(all.slice(firstClosed).every((row) => row.status === 'closed')).toBe(true);

    const closed: ExamTicket[] = (await call('teacher', 'GET', `${course}?status=closed`)).json().data;
    expect(closed.every((row) => row.status === 'closed')).toBe(true);
    const otherYear = await call('teacher', 'GET', course, undefined, { academicYearId: t.ids.previousYear });
    expect(otherYear.json().data).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamInstanceSummary, ExamOverride, MyExam, MyExams, StudentAccommodationDetail } from '../generated/contract-types.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { insertStudentForUser } from './support/queries.js';

/**
 * Accommodations and exam overrides (docs/exams.md, "Who gets which window and how long"): the rule in force for a
 * student — their override, else their class group's, else the exam; their accommodation's extra time on top —
 * decides what they see, when they may start, their deadline and when the server submits; changes reach running
 * attempts at once and never shorten them.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
const minute = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  fx = await examFixtures(t, ['multiple-choice', 'free-text']);
  await t.createUser('teacher-progc', 'Teacher', [t.ids.programming]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let counter = 0;
/** A student enrolled in Databases this year, in a class group; their username and student id. */
async function student(classGroup: string | null = null): Promise<{ username: string; studentId: number }> {
  counter += 1;
  const username = `acc-${counter}`;
  const userId = await t.createUser(username, 'Student');
  const studentId = await insertStudentForUser(t.db, userId, t.ids.databases, t.ids.currentYear, classGroup);
  return { username, studentId };
}

const myExam = async (username: string, examId: number): Promise<MyExam> => {
  const data: MyExams = (await fx.call(username, 'GET', '/api/my/exams')).json().data;
  return [...data.open, ...data.upcoming, ...data.past].find((exam) => exam.examId === examId)!;
};
const start = (username: string, examId: number, password: string | null = null) =>
  fx.call(username, 'POST', `/api/my/exams/${examId}/start`, { password });
const setAccommodation = (username: string, studentId: number, body: object) =>
  fx.call(username, 'PUT', `/api/students/${studentId}/accommodation`, body);
const accommodation = (extraPercent: number, extraMinutes = 0, extendWindow = false, note: string | null = null) => ({ extraPercent, extraMinutes, extendWindow, note });
const override = (values: Partial<Record<keyof ExamOverride, unknown>>) => ({
  studentId: null, classGroup: null, label: null, availableFrom: null, availableTo: null, durationMinutes: null, password: null, startAllowed: null,
  ...values,
});
const instanceOf = async (username: string, instanceId: number) => (await fx.call(username, 'GET', `/api/my/instances/${instanceId}`)).json().data;
const rowOf = async (examId: number, studentId: number): Promise<ExamInstanceSummary> => {
  const items: ExamInstanceSummary[] = (await fx.call('teacher', 'GET', `/api/exams/${examId}/instances?state=not-started&pageSize=200`)).json().data.items;
  const started: ExamInstanceSummary[] = (await fx.call('teacher', 'GET', `/api/exams/${examId}/instances?state=started&pageSize=200`)).json().data.items;
  return [...items, ...started].find((row) => row.studentId === studentId)!;
};

describe('accommodations', () => {
  test('+50 % gives 90 minutes in a 60-minute exam: shown, enforced, and the server submits at 90 + grace', async () => {
    const examId = await fx.publishedExam({ durationMinutes: 60, availableTo: fx.at(300) });
    const { username, studentId } = await student();
    const set = await setAccommodation('teacher', studentId, accommodation(50, 0, false, 'Decision 12/2026'));
    expect(set.statusCode).toBe(200);
    const detail: StudentAccommodationDetail = set.json().data;
    expect(detail.current).toMatchObject({ extraPercent: 50, extraMinutes: 0, note: 'Decision 12/2026' });
    expect(detail.history[0]).toMatchObject({ action: 'set', extraPercent: 50, actedByName: expect.any(String) });

    const shown = await myExam(username, examId);
    expect(shown).toMatchObject({ durationMinutes: 90, extraMinutes: 30, startAllowed: true });
    // The note is for staff only.
    expect(JSON.stringify((await fx.call(username, 'GET', '/api/my/exams')).json())).not.toContain('Decision 12/2026');

    const startedAt = t.clock().getTime();
    const { instanceId } = (await start(username, examId)).json().data;
    const instance = await instanceOf(username, instanceId);
    expect(Date.parse(instance.deadlineAt) - startedAt).toBe(90 * minute);
    expect((await rowOf(examId, studentId)).rule).toMatchObject({ source: 'exam', extraPercent: 50, extraMinutes: 30, durationMinutes: 90 });

    // At 75 minutes the attempt is still on; past 90 minutes plus the grace the server submits it.
    t.clock.advance(75 * minute);
    expect((await instanceOf(username, instanceId)).state).toBe('ongoing');
    t.clock.advance(15 * minute + (t.config.submitGraceSeconds + 1) * 1000);
    expect((await instanceOf(username, instanceId)).state).toBe('submitted');
    t.clock.set(new Date(startedAt));
  });

  test('raising it mid-attempt moves the deadline at once, logged; lowering it never shortens the attempt', async () => {
    const examId = await fx.publishedExam({ durationMinutes: 60, availableTo: fx.at(300) });
    const { username, studentId } = await student();
    await setAccommodation('teacher', studentId, accommodation(50));
    const startedAt = t.clock().getTime();
    const { instanceId } = (await start(username, examId)).json().data;
    t.clock.advance(20 * minute);

    const raised = await setAccommodation('teacher', studentId, accommodation(100));
    expect(raised.json().data.movedInstances).toBe(1);
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - startedAt).toBe(120 * minute);
    const events = (await fx.call('teacher', 'GET', `/api/exam-instances/${instanceId}/events`)).json().data.items;
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'extended', minutes: 30, reason: 'accommodation' })]));

    const lowered = await setAccommodation('teacher', studentId, accommodation(10));
    expect(lowered.json().data.movedInstances).toBe(0);
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - startedAt).toBe(120 * minute);
    const removed = await fx.call('teacher', 'DELETE', `/api/students/${studentId}/accommodation`);
    expect(removed.json().data).toMatchObject({ current: null });
    expect(removed.json().data.history.map((change: { action: string }) => change.action)).toEqual(['removed', 'set', 'set', 'set']);
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - startedAt).toBe(120 * minute);
    t.clock.set(new Date(startedAt));
  });

  test('the window caps the extra time unless the accommodation closes it later; an exam may opt out', async () => {
    // The window closes 70 minutes from now: +50 % of 60 would end at 90.
    const capped = await fx.publishedExam({ durationMinutes: 60, availableFrom: fx.at(-1), availableTo: fx.at(70) });
    const extended = await fx.publishedExam({ durationMinutes: 60, availableFrom: fx.at(-1), availableTo: fx.at(70) });
    const optedOut = await fx.publishedExam({ durationMinutes: 60, availableTo: fx.at(300), accommodationsApply: false });
    const a = await student();
    const b = await student();
    await setAccommodation('teacher', a.studentId, accommodation(50));
    await setAccommodation('teacher', b.studentId, accommodation(50, 0, true));
    const now = t.clock().getTime();

    const first = (await start(a.username, capped)).json().data.instanceId;
    expect(Date.parse((await instanceOf(a.username, first)).deadlineAt) - now).toBe(70 * minute);
    expect(Date.parse((await myExam(b.username, extended)).availableTo) - now).toBe(100 * minute);
    const second = (await start(b.username, extended)).json().data.instanceId;
    expect(Date.parse((await instanceOf(b.username, second)).deadlineAt) - now).toBe(90 * minute);
    expect(await myExam(a.username, optedOut)).toMatchObject({ durationMinutes: 60, extraMinutes: 0 });
    const third = (await start(a.username, optedOut)).json().data.instanceId;
    expect(Date.parse((await instanceOf(a.username, third)).deadlineAt) - now).toBe(60 * minute);
  });

  test('bounds: nothing to add is a 400; staff of another course and students cannot see or set it', async () => {
    const { username, studentId } = await student();
    const none = await setAccommodation('teacher', studentId, accommodation(0, 0));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await setAccommodation('teacher', studentId, accommodation(401))).statusCode).toBe(400);
    expect((await fx.call('teacher-progc', 'GET', `/api/students/${studentId}/accommodation`)).statusCode).toBe(404);
    expect((await setAccommodation('teacher-progc', studentId, accommodation(50))).statusCode).toBe(404);
    expect((await fx.call(username, 'GET', `/api/students/${studentId}/accommodation`)).statusCode).toBe(403);
    expect((await fx.call('admin', 'GET', `/api/students/${studentId}/accommodation`)).json().data).toMatchObject({ current: null, history: [] });
  });
});

describe('overrides', () => {
  test("a make-up group's window opens the exam only in its window, for its students only", async () => {
    const examId = await fx.publishedExam({ durationMinutes: 60, availableFrom: fx.at(-10), availableTo: fx.at(120) });
    const makeUp = await student('MAKEUP');
    const other = await student('P01');
    const created = await fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`,
      override({ classGroup: 'MAKEUP', label: 'make-up group', availableFrom: fx.at(1440), availableTo: fx.at(1560) }));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ classGroup: 'MAKEUP', label: 'make-up group', students: 1, warnings: [] });

    expect((await start(makeUp.username, examId)).json()).toMatchObject({ code: 'EXAM_NOT_OPEN' });
    expect(await myExam(makeUp.username, examId)).toMatchObject({ availableFrom: fx.at(1440) });
    expect((await rowOf(examId, makeUp.studentId)).rule).toMatchObject({ source: 'group', label: 'make-up group' });
    expect((await rowOf(examId, other.studentId)).rule).toMatchObject({ source: 'exam', label: null });
    const now = t.clock().getTime();
    t.clock.advance(1450 * minute);
    expect((await start(other.username, examId)).json()).toMatchObject({ code: 'EXAM_NOT_OPEN' });
    const started = await start(makeUp.username, examId);
    expect(started.statusCode).toBe(200);
    const instance = await instanceOf(makeUp.username, started.json().data.instanceId);
    expect(Date.parse(instance.deadlineAt)).toBe(t.clock().getTime() + 60 * minute);
    t.clock.set(new Date(now));
  });

  test("precedence: a student's override beats their group's, setting by setting; start permission and password", async () => {
    const examId = await fx.publishedExam({ durationMinutes: 60, availableTo: fx.at(300), password: 'exam-pass' });
    const allowed = await student('LAB');
    const forbidden = await student('LAB');
    expect((await fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, override({ classGroup: 'LAB', startAllowed: false, durationMinutes: 45 }))).statusCode).toBe(201);
    expect((await fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, override({ studentId: allowed.studentId, startAllowed: true, password: 'own-pass' }))).statusCode).toBe(201);

    const refused = await start(forbidden.username, examId, 'exam-pass');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'START_NOT_ALLOWED' });
    expect(await myExam(forbidden.username, examId)).toMatchObject({ startAllowed: false, durationMinutes: 45 });
    expect((await start(allowed.username, examId, 'exam-pass')).json()).toMatchObject({ code: 'WRONG_EXAM_PASSWORD' });
    const ok = await start(allowed.username, examId, 'own-pass');
    expect(ok.statusCode).toBe(200);
    // The group's 45 minutes still apply: the student's override leaves the duration to it.
    const instance = await instanceOf(allowed.username, ok.json().data.instanceId);
    expect(Date.parse(instance.deadlineAt) - t.clock().getTime()).toBe(45 * minute);
    expect((await rowOf(examId, allowed.studentId)).rule).toMatchObject({ source: 'student', durationMinutes: 45, startAllowed: true });
  });

  test('a longer duration reaches a running attempt; a shorter one or a deleted override does not shorten it', async () => {
    const examId = await fx.publishedExam({ durationMinutes: 60, availableTo: fx.at(300) });
    const { username, studentId } = await student();
    const now = t.clock().getTime();
    const { instanceId } = (await start(username, examId)).json().data;
    const created = (await fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, override({ studentId, durationMinutes: 80 }))).json().data;
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - now).toBe(80 * minute);
    const events = (await fx.call('teacher', 'GET', `/api/exam-instances/${instanceId}/events`)).json().data.items;
    expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'extended', minutes: 20, reason: 'override' })]));
    expect((await fx.call('teacher', 'PUT', `/api/exam-overrides/${created.id}`, override({ studentId, durationMinutes: 30 }))).statusCode).toBe(200);
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - now).toBe(80 * minute);
    expect((await fx.call('teacher', 'DELETE', `/api/exam-overrides/${created.id}`)).statusCode).toBe(200);
    expect(Date.parse((await instanceOf(username, instanceId)).deadlineAt) - now).toBe(80 * minute);
    expect((await fx.call('teacher', 'GET', `/api/exams/${examId}/overrides`)).json().data).toEqual([]);
  });

  test('validation: one target, a window that opens before it closes, one override per target, the target stays', async () => {
    const examId = await fx.publishedExam();
    const { studentId } = await student('G1');
    const post = (body: object) => fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, body);
    expect((await post(override({ studentId, classGroup: 'G1' }))).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await post(override({}))).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await post(override({ studentId, availableFrom: fx.at(100), availableTo: fx.at(50) }))).json()).toMatchObject({
      code: 'VALIDATION_FAILED', details: [{ path: 'body/availableTo' }],
    });
    // Only the opening moves: it must still be before the exam's close.
    expect((await post(override({ studentId, availableFrom: fx.at(500) }))).statusCode).toBe(400);
    expect((await post(override({ studentId: 2147483647 }))).statusCode).toBe(400);
    const first = await post(override({ studentId, durationMinutes: 90 }));
    expect(first.statusCode).toBe(201);
    expect((await post(override({ studentId, durationMinutes: 30 }))).json()).toMatchObject({ code: 'DUPLICATE' });
    const moved = await fx.call('teacher', 'PUT', `/api/exam-overrides/${first.json().data.id}`, override({ classGroup: 'G1', durationMinutes: 30 }));
    expect(moved.statusCode).toBe(400);
    expect((await fx.call('teacher-progc', 'GET', `/api/exams/${examId}/overrides`)).statusCode).toBe(404);
    expect((await fx.call('teacher-progc', 'DELETE', `/api/exam-overrides/${first.json().data.id}`)).statusCode).toBe(404);
  });

  test('warnings: a group with nobody, a student not enrolled, a window outside the academic year, no setting', async () => {
    const examId = await fx.publishedExam();
    const userId = await t.createUser(`acc-outsider`, 'Student');
    const outsider = await insertStudentForUser(t.db, userId, t.ids.programming, t.ids.currentYear);
    const post = (body: object) => fx.call('teacher', 'POST', `/api/exams/${examId}/overrides`, body);
    expect((await post(override({ classGroup: 'NOBODY', durationMinutes: 30 }))).json().data.warnings).toEqual(['empty-group']);
    expect((await post(override({ studentId: outsider, durationMinutes: 30 }))).json().data.warnings).toEqual(['not-enrolled']);
    const later = new Date(t.clock().getTime() + 3 * 365 * 86_400_000);
    const outside = await post(override({ classGroup: 'LATER', label: 'far away', availableFrom: later.toISOString(), availableTo: new Date(later.getTime() + 3_600_000).toISOString() }));
    expect(outside.json().data.warnings).toEqual(expect.arrayContaining(['outside-year']));
    const { studentId } = await student();
    expect((await post(override({ studentId, label: 'just a name' }))).json().data.warnings).toEqual(['no-effect']);
  });
});

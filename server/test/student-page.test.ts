import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamTicket, StudentExam } from '../generated/contract-types.js';
import { insertExam } from './support/admin-fixtures.js';
import { enrolStudent, insertBareInstance, selectStudentOfUser, setInstanceScore } from './support/activity-fixtures.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { markStarted, markSubmitted } from './support/queries.js';

/**
 * The student page's exams and tickets (listStudentExams, listStudentTickets): score and a hand-computed percentile
 * rank, what each staff member may see (a teacher: their courses only), and refusals.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof examFixtures>>;
let examA: number;
let examB: number;
let progcExam: number;
let target: number;
let top: number;
let outsider: number;
const instanceOf = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  f = await examFixtures(t);
  examA = await f.publishedExam({ title: 'Percentile exam' });
  examB = await f.publishedExam({ title: 'Ongoing exam' });
  // Exam A: the target at 40 %, others at 20, 40, 80 and 100 %; one submitted without a score (unsubmitted and
  // being graded again) and one still writing are outside the ranking.
  const percents: Array<[string, number | null | 'ongoing']> = [
    ['target', 40], ['low', 20], ['same', 40], ['good', 80], ['top', 100], ['unscored', null], ['writing', 'ongoing'],
  ];
  for (const [name, percent] of percents) {
    const username = await f.newStudent(name);
    const instance = await f.startedInstance(username, examA);
    instanceOf.set(name, instance.instanceId);
    if (percent === 'ongoing') continue;
    await markSubmitted(t.db, instance.instanceId, t.clock());
    await setInstanceScore(t.db, instance.instanceId, percent);
  }
  target = await selectStudentOfUser(t.db, f.userIds.get('target-1')!);
  top = await selectStudentOfUser(t.db, f.userIds.get('top-5')!);
  // Exam B: the target is writing it. The target's question on it is a ticket; another student's ticket too.
  const ongoing = await f.startedInstance('target-1', examB);
  instanceOf.set('targetB', ongoing.instanceId);
  expect((await f.call('target-1', 'POST', `/api/my/instances/${ongoing.instanceId}/tickets`, { ordinal: 1, text: 'Is (b) right?' })).statusCode).toBe(201);
  const other = await f.startedInstance('low-2', examB);
  expect((await f.call('low-2', 'POST', `/api/my/instances/${other.instanceId}/tickets`, { ordinal: 1, text: 'Not mine' })).statusCode).toBe(201);
  // Programming (taught by teacher2, not by teacher): the target alone took an exam, at 70 %.
  const [{ id: modelId }] = (await f.call('admin', 'GET', '/api/grading-models')).json().data;
  progcExam = await insertExam(t.db, { courseId: t.ids.programming, academicYearId: t.ids.currentYear, title: 'Programming quiz', gradingModelId: modelId });
  await enrolStudent(t.db, target, t.ids.programming, t.ids.currentYear);
  await insertBareInstance(t.db, { examId: progcExam, studentId: target, percent: 70, now: t.clock() });
  // A student of the Databases course only.
  outsider = await selectStudentOfUser(t.db, f.userIds.get('good-4')!);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const examsOf = async (username: string, studentId: number) => {
  const res = await f.call(username, 'GET', `/api/students/${studentId}/exams`);
  return { status: res.statusCode, body: res.json() as { data: StudentExam[]; code?: string } };
};

describe('listStudentExams', () => {
  test('an administrator sees every exam of the student with its score and percentile rank', async () => {
    const { status, body } = await examsOf('admin', target);
    expect(status).toBe(200);
    const byExam = new Map(body.data.map((row) => [row.examId, row]));
    expect([...byExam.keys()].sort()).toEqual([examA, examB, progcExam].sort());
    // Ranked: 20, 40, 40 (the target), 80, 100. Below 40: one; equal: two (the target included).
    // 100 × (1 + 2 / 2) / 5 = 40.
    expect(byExam.get(examA)).toMatchObject({
      instanceId: instanceOf.get('target'), examTitle: 'Percentile exam', state: 'submitted', score: 4, maxScore: 10,
      scorePercent: 40, passed: false, percentile: 40, rankedCount: 5, courseId: t.ids.databases, courseAcronym: 'DB',
    });
    expect(byExam.get(examB)).toMatchObject({ state: 'ongoing', score: null, percentile: null, rankedCount: 0 });
    // Alone in its ranking: 100 × (0 + 1 / 2) / 1 = 50.
    expect(byExam.get(progcExam)).toMatchObject({ state: 'submitted', scorePercent: 70, percentile: 50, rankedCount: 1, courseAcronym: 'PROGC' });
  });

  test('the best of five is at 100 × (4 + 1/2) / 5 = 90; an unscored instance has no percentile', async () => {
    const best = (await examsOf('teacher', top)).body.data.find((row) => row.examId === examA);
    expect(best).toMatchObject({ scorePercent: 100, percentile: 90, rankedCount: 5 });
    const unscored = await selectStudentOfUser(t.db, f.userIds.get('unscored-6')!);
    expect((await examsOf('teacher', unscored)).body.data[0]).toMatchObject({ state: 'submitted', scorePercent: null, percentile: null, rankedCount: 5 });
  });

  test('a teacher sees only the exams of the courses they teach', async () => {
    const ofTeacher = await examsOf('teacher', target);
    expect(ofTeacher.status).toBe(200);
    expect(ofTeacher.body.data.map((row) => row.examId).sort()).toEqual([examA, examB].sort());
    const ofTeacher2 = await examsOf('teacher2', target);
    expect(ofTeacher2.status).toBe(200);
    expect(ofTeacher2.body.data.map((row) => row.examId)).toEqual([progcExam]);
  });

  test('a student the teacher may not see, an unknown student and a student caller are refused', async () => {
    expect(await examsOf('teacher2', outsider)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await examsOf('admin', 2_000_000_000)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await examsOf('target-1', target)).status).toBe(403);
    expect((await f.call('admin', 'GET', '/api/students/0/exams')).statusCode).toBe(400);
    expect((await f.call('admin', 'GET', '/api/students/abc/exams')).statusCode).toBe(400);
  });

  test('the list follows the instance: a newly started one shows as ongoing, then submitted with its rank', async () => {
    const late = await f.newStudent('late');
    const lateId = await selectStudentOfUser(t.db, f.userIds.get(late)!);
    const instance = await f.startedInstance(late, examA);
    expect((await examsOf('admin', lateId)).body.data).toEqual([expect.objectContaining({ instanceId: instance.instanceId, state: 'ongoing', percentile: null })]);
    await markStarted(t.db, instance.instanceId, t.clock(), true);
    await setInstanceScore(t.db, instance.instanceId, 90);
    // Ranked now: 20, 40, 40, 80, 90, 100: 100 × (4 + 1/2) / 6 = 75.
    expect((await examsOf('admin', lateId)).body.data[0]).toMatchObject({ state: 'submitted', percentile: 75, rankedCount: 6 });
  });
});

const ticketsOf = async (username: string, studentId: number, query = '') => {
  const res = await f.call(username, 'GET', `/api/students/${studentId}/tickets${query}`);
  return { status: res.statusCode, body: res.json() as { data: ExamTicket[]; code?: string } };
};

describe('listStudentTickets', () => {
  test('staff of the course see the student’s own tickets only', async () => {
    const { status, body } = await ticketsOf('teacher', target);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ examId: examB, instanceId: instanceOf.get('targetB'), studentId: target, ordinal: 1, status: 'open' }),
    ]);
    expect(body.data[0].entries).toEqual([expect.objectContaining({ kind: 'raised', text: 'Is (b) right?', byStaff: false })]);
    expect((await ticketsOf('admin', target)).body.data).toHaveLength(1);
  });

  test('a teacher of another of the student’s courses sees none of this course’s tickets', async () => {
    expect(await ticketsOf('teacher2', target)).toEqual({ status: 200, body: { success: true, data: [] } });
  });

  test('the status filter: closed after the staff close it', async () => {
    expect((await ticketsOf('teacher', target, '?status=closed')).body.data).toEqual([]);
    const [ticket] = (await ticketsOf('teacher', target)).body.data;
    expect((await f.call('teacher', 'POST', `/api/tickets/${ticket.id}/close`)).statusCode).toBe(200);
    expect((await ticketsOf('teacher', target, '?status=closed')).body.data.map((row) => row.id)).toEqual([ticket.id]);
    expect((await ticketsOf('teacher', target, '?status=active')).body.data).toEqual([]);
    expect((await ticketsOf('teacher', target, '?status=other')).status).toBe(400);
  });

  test('refusals: a student the teacher may not see, an unknown student, a student caller', async () => {
    expect(await ticketsOf('teacher2', outsider)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await ticketsOf('admin', 2_000_000_000)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await ticketsOf('target-1', target)).status).toBe(403);
  });
});

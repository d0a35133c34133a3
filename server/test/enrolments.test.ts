import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { selectStudentId } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const demoAltId = (i: number) => `0036${String(510000 + i * 137).padStart(6, '0')}`;

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function list(username: string, params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return call(username, 'GET', `/api/enrolments?${query}`);
}

describe('listEnrolments', () => {
  test('a course and year: its students, by last name, paged', async () => {
    const res = await list('teacher', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, pageSize: 5 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect(data.items).toHaveLength(5);
    expect(data.items[0]).toMatchObject({ courseId: t.ids.databases, courseAcronym: 'DB', academicYearId: t.ids.currentYear, academicYear: '2026/2027' });
    const page2 = (await list('teacher', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, pageSize: 5, page: 2 })).json().data;
    expect(page2.items).toHaveLength(3);
    const byNumber = (await list('admin', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, sortBy: 'altId', sortOrder: 'desc' })).json().data;
    expect(byNumber.items[0].altId).toBe(demoAltId(23));
    const found = (await list('admin', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, query: demoAltId(2) })).json().data;
    expect(found.items.map((e: { altId: string }) => e.altId)).toEqual([demoAltId(2)]);
  });

  test('a student: their courses; a teacher sees only the courses they teach', async () => {
    const studentId = await selectStudentId(t.db, demoAltId(7));
    const all = (await list('admin', { studentId, sortBy: 'course' })).json().data;
    expect(all.items.map((e: { courseAcronym: string }) => e.courseAcronym)).toEqual(['DB', 'PROGC']);
    const teacher = (await list('teacher', { studentId })).json().data;
    expect(teacher).toMatchObject({ total: 1, items: [{ courseAcronym: 'DB' }] });
  });

  test('neither a course and year nor a student is 400; a course the teacher does not teach is 404', async () => {
    const incomplete: Array<Record<string, number>> = [{}, { courseId: t.ids.databases }, { academicYearId: t.ids.currentYear }];
    for (const params of incomplete) {
      const res = await list('admin', params);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const res = await list('teacher', { courseId: t.ids.programming, academicYearId: t.ids.currentYear });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This course does not exist.' });
  });
});

describe('createEnrolment, updateEnrolment, deleteEnrolment', () => {
  test('a teacher enrols a student in their course, moves them to another group and unenrols them', async () => {
    const studentId = await selectStudentId(t.db, demoAltId(0));
    const created = await call('teacher', 'POST', '/api/enrolments', {
      studentId,
      courseId: t.ids.databases,
      academicYearId: t.ids.currentYear,
      classGroup: 'P02',
    });
    expect(created.statusCode).toBe(201);
    const enrolment = created.json().data;
    expect(enrolment).toMatchObject({ studentId, courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: 'P02', altId: demoAltId(0) });

    const again = await call('teacher', 'POST', '/api/enrolments', { studentId, courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE');

    const moved = await call('teacher', 'PUT', `/api/enrolments/${enrolment.id}`, { classGroup: 'P09' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toEqual({ ...enrolment, classGroup: 'P09' });

    expect((await call('teacher', 'DELETE', `/api/enrolments/${enrolment.id}`)).statusCode).toBe(200);
    expect((await call('teacher', 'DELETE', `/api/enrolments/${enrolment.id}`)).statusCode).toBe(404);
    expect((await call('teacher', 'PUT', `/api/enrolments/${enrolment.id}`, { classGroup: null })).statusCode).toBe(404);
  });

  test('an unknown student, course or year is 404', async () => {
    const studentId = await selectStudentId(t.db, demoAltId(1));
    const base = { studentId, courseId: t.ids.programming, academicYearId: t.ids.currentYear, classGroup: null };
    for (const change of [{ studentId: 999999 }, { courseId: 999999 }, { academicYearId: 999999 }]) {
      const res = await call('admin', 'POST', '/api/enrolments', { ...base, ...change });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  test('a teacher may not enrol in, move within or unenrol from a course they do not teach', async () => {
    const studentId = await selectStudentId(t.db, demoAltId(1));
    const res = await call('teacher', 'POST', '/api/enrolments', { studentId, courseId: t.ids.programming, academicYearId: t.ids.currentYear, classGroup: null });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    const other = (await list('admin', { courseId: t.ids.programming, academicYearId: t.ids.currentYear })).json().data.items[0];
    const unknown = await call('teacher', 'PUT', '/api/enrolments/999999', { classGroup: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('teacher', 'PUT', `/api/enrolments/${other.id}`, { classGroup: 'X' })).json()).toEqual(unknown.json());
    expect((await call('teacher', 'DELETE', `/api/enrolments/${other.id}`)).json()).toEqual(unknown.json());
    const still = (await list('admin', { courseId: t.ids.programming, academicYearId: t.ids.currentYear })).json().data.items[0];
    expect(still).toEqual(other);
  });
});

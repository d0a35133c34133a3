import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { countRows, selectStudentId } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The demo register's student number of student i (server/seed/demo.ts). */
const demoAltId = (i: number) => `0036${String(510000 + i * 137).padStart(6, '0')}`;

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

async function list(username: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(username, 'GET', `/api/students?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; page: number; pageSize: number; items: Array<Record<string, unknown>> };
}

const newStudent = (altId: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nova',
  lastName: 'Studentica',
  email: `${altId}@student.example.org`,
  altId,
  altId2: null,
  classGroup: 'P01',
  imageUrl: null,
  ...overrides,
});

describe('listStudents', () => {
  test('an administrator pages through the whole register, by last name', async () => {
    const first = await list('admin', { pageSize: 20 });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      firstName: expect.any(String),
      lastName: expect.any(String),
      email: expect.any(String),
      altId: expect.any(String),
      altId2: null,
      classGroup: expect.any(String),
      imageUrl: null,
      hasAccount: expect.any(Boolean),
    });
    const second = await list('admin', { pageSize: 20, page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2, pageSize: 20 });
    expect(second.items).toHaveLength(10);
    expect(new Set([...first.items, ...second.items].map((s) => s.id)).size).toBe(30);
    expect((await list('admin', { page: 9 })).items).toEqual([]);
  });

  test('sorts by each column, both ways', async () => {
    for (const sortBy of ['lastName', 'firstName', 'altId', 'email', 'classGroup']) {
      const asc = await list('admin', { sortBy, pageSize: 200 });
      const desc = await list('admin', { sortBy, sortOrder: 'desc', pageSize: 200 });
      expect(asc.items).toHaveLength(30);
      expect(desc.items.map((s) => s.id)).toEqual(asc.items.map((s) => s.id).reverse());
    }
    const byNumber = await list('admin', { sortBy: 'altId', pageSize: 3 });
    expect(byNumber.items.map((s) => s.altId)).toEqual([demoAltId(0), demoAltId(1), demoAltId(2)]);
  });

  test('every word must match, in any order and case, over name, student number and e-mail', async () => {
    const byName = await list('admin', { query: 'HORVAT ana' });
    expect(byName.total).toBe(1);
    expect(byName.items[0]).toMatchObject({ firstName: 'Ana', lastName: 'Horvat' });
    expect((await list('admin', { query: 'ana horv' })).total).toBe(1);
    expect((await list('admin', { query: demoAltId(3) })).items.map((s) => s.altId)).toEqual([demoAltId(3)]);
    expect((await list('admin', { query: 'student@example.org' })).items.map((s) => s.firstName)).toEqual(['Luka']);
    expect((await list('admin', { query: 'horvat petra' })).total).toBe(0);
    expect((await list('admin', { query: '%' })).total).toBe(0);
  });

  test('filters by course, year and class group', async () => {
    // Databases: students 0–23, in the year i % 3 (the current year is the third).
    expect((await list('admin', { courseId: t.ids.databases })).total).toBe(24);
    const current = await list('admin', { courseId: t.ids.databases, academicYearId: t.ids.currentYear });
    expect(current.total).toBe(8);
    const group = await list('admin', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: 'P03' });
    expect(group.total).toBe(8);
    expect((await list('admin', { courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: 'P01' })).total).toBe(0);
    expect((await list('admin', { classGroup: 'P01' })).total).toBe(10);
    expect((await list('admin', { academicYearId: t.ids.currentYear })).total).toBeGreaterThan(8);
  });

  test('a teacher sees the students of the courses they teach, any year', async () => {
    const all = await list('teacher', { pageSize: 200 });
    expect(all.total).toBe(24);
    expect(all.items.map((s) => s.altId)).not.toContain(demoAltId(29));
    expect((await list('teacher', { query: demoAltId(29) })).total).toBe(0);
    expect((await list('teacher', { courseId: t.ids.databases, academicYearId: t.ids.oldestYear })).total).toBe(8);
    await t.createUser('no-course-teacher', 'Teacher');
    expect((await list('no-course-teacher')).total).toBe(0);
  });

  test('a course the teacher does not teach answers like an unknown one (404)', async () => {
    const res = await call('teacher', 'GET', `/api/students?courseId=${t.ids.programming}`);
    const unknown = await call('admin', 'GET', '/api/students?courseId=999999');
    expect([res.statusCode, res.json()]).toEqual([404, unknown.json()]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('createStudent and updateStudent', () => {
  test('an administrator adds a student; a repeated student number is 409 DUPLICATE', async () => {
    const res = await call('admin', 'POST', '/api/students', newStudent('0036999001'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: expect.any(Number), ...newStudent('0036999001'), hasAccount: false });
    const again = await call('admin', 'POST', '/api/students', newStudent('0036999001', { firstName: 'Druga' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'DUPLICATE', message: 'A student with the student number 0036999001 already exists.' });
    expect((await list('admin', { query: '0036999001' })).total).toBe(1);
  });

  test('updates every field; taking another student’s number is 409; unknown is 404', async () => {
    const id = (await call('admin', 'POST', '/api/students', newStudent('0036999002'))).json().data.id;
    const changed = newStudent('0036999003', { firstName: 'Promijenjena', email: null, altId2: 'X1', classGroup: null, imageUrl: 'https://example.org/a.png' });
    const res = await call('admin', 'PUT', `/api/students/${id}`, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, ...changed, hasAccount: false });
    const clash = await call('admin', 'PUT', `/api/students/${id}`, newStudent(demoAltId(1)));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'DUPLICATE', message: `A student with the student number ${demoAltId(1)} already exists.` });
    expect((await call('admin', 'PUT', '/api/students/999999', changed)).statusCode).toBe(404);
  });

  test('a bad e-mail address is 400; a teacher may not add students', async () => {
    expect((await call('admin', 'POST', '/api/students', newStudent('0036999004', { email: 'not-an-address' }))).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/api/students', newStudent('0036999006', { lastName: '  ' }))).statusCode).toBe(400);
    const res = await call('teacher', 'POST', '/api/students', newStudent('0036999005'));
    expect(res.statusCode).toBe(403);
  });
});

test('the unfiltered total (kept by a counter) equals the register’s size', async () => {
  await call('admin', 'POST', '/api/students', newStudent('0036999100'));
  const { students } = await countRows(t.db);
  expect((await list('admin')).total).toBe(students);
  expect((await list('admin', { query: ' ' })).total).toBe(students);
});

describe('getStudent', () => {
  test('an administrator sees the profile and every enrolment, newest year first', async () => {
    const id = await selectStudentId(t.db, demoAltId(7));
    const res = await call('admin', 'GET', `/api/students/${id}`);
    expect(res.statusCode).toBe(200);
    const { student, enrolments } = res.json().data;
    expect(student).toMatchObject({ id, altId: demoAltId(7), firstName: 'Ivana' });
    // Student 7: Databases in year 7 % 3 = 1 (previous), Programming in C in year 8 % 3 = 2 (current).
    expect(enrolments.map((e: { courseAcronym: string; academicYear: string }) => [e.courseAcronym, e.academicYear])).toEqual([
      ['PROGC', '2026/2027'],
      ['DB', '2025/2026'],
    ]);
    expect(enrolments[0]).toEqual({
      id: expect.any(Number),
      studentId: id,
      firstName: 'Ivana',
      lastName: student.lastName,
      altId: demoAltId(7),
      email: student.email,
      imageUrl: null,
      courseId: t.ids.programming,
      courseAcronym: 'PROGC',
      courseName: 'Programming in C',
      academicYearId: t.ids.currentYear,
      academicYear: '2026/2027',
      classGroup: 'P02',
    });
  });

  test('a teacher sees only their courses’ enrolments, and not students outside their courses (404)', async () => {
    const id = await selectStudentId(t.db, demoAltId(7));
    const res = await call('teacher', 'GET', `/api/students/${id}`);
    expect(res.json().data.enrolments.map((e: { courseAcronym: string }) => e.courseAcronym)).toEqual(['DB']);
    const outside = await selectStudentId(t.db, demoAltId(27));
    const hidden = await call('teacher', 'GET', `/api/students/${outside}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual((await call('teacher', 'GET', '/api/students/999999')).json());
  });
});

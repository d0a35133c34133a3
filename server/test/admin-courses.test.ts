import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { insertEnrolment, insertExam, insertNode, insertNodeType } from './support/admin-fixtures.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, payload?: object, username = 'admin') {
  const session = await t.sessionFor(username);
  return t.app.inject({ method, url, payload, headers: session.headers() });
}

const course = (acronym: string, courseName = `Course ${acronym}`) => ({ courseName, courseAcronym: acronym, description: null });

async function createCourse(acronym: string): Promise<number> {
  const res = await call('POST', '/api/admin/courses', course(acronym));
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function createYear(title: string, startDate = '2040-10-01', endDate = '2041-09-30'): Promise<number> {
  const res = await call('POST', '/api/admin/academic-years', { title, startDate, endDate });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe('listAdminCourses', () => {
  test('every course by name, with what uses it', async () => {
    const res = await call('GET', '/api/admin/courses');
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.map((c: { courseAcronym: string }) => c.courseAcronym)).toEqual(['DB', 'PROGC']);
    expect(data[0]).toEqual({
      id: t.ids.databases,
      courseName: 'Databases',
      courseAcronym: 'DB',
      description: 'Relational model, SQL, normalisation and transactions.',
      teacherCount: expect.any(Number),
      enrolmentCount: expect.any(Number),
      examCount: expect.any(Number),
      nodeCount: expect.any(Number),
    });
    expect(data[0].teacherCount).toBeGreaterThanOrEqual(1);
    expect(data[0].examCount).toBeGreaterThanOrEqual(1);
  });

  test('is for administrators only', async () => {
    const res = await call('GET', '/api/admin/courses', undefined, 'teacher');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('createCourse', () => {
  test('creates a course with no usage; 201', async () => {
    const res = await call('POST', '/api/admin/courses', {
      courseName: '  Operating Systems ',
      courseAcronym: 'OS',
      description: 'Processes and memory.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        courseName: 'Operating Systems',
        courseAcronym: 'OS',
        description: 'Processes and memory.',
        teacherCount: 0,
        enrolmentCount: 0,
        examCount: 0,
        nodeCount: 0,
      },
    });
    const list = (await call('GET', '/api/admin/courses')).json().data;
    expect(list.map((c: { courseAcronym: string }) => c.courseAcronym)).toContain('OS');
  });

  test.each(['DB', 'db'])('a duplicate acronym (%s) is 409 DUPLICATE', async (acronym) => {
    const res = await call('POST', '/api/admin/courses', course(acronym));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE', message: `A course with the acronym ${acronym} already exists.` });
  });

  test('validation: missing, badly formed and blank fields are 400 with details', async () => {
    const missing = await call('POST', '/api/admin/courses', { courseName: 'X', courseAcronym: 'X1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/description', message: 'is required' }] });

    const badAcronym = await call('POST', '/api/admin/courses', course('A B'));
    expect(badAcronym.statusCode).toBe(400);
    expect(badAcronym.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/courseAcronym' }] });

    const blank = await call('POST', '/api/admin/courses', course('BLANK', '   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid: body/courseName must not be blank.',
      details: [{ path: 'body/courseName', message: 'must not be blank' }],
    });

    const extra = await call('POST', '/api/admin/courses', { ...course('EXTRA'), rootNodeId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ details: [{ path: 'body/rootNodeId', message: 'is not allowed' }] });
  });
});

describe('updateCourse', () => {
  test('changes name, acronym and description', async () => {
    const id = await createCourse('UPD1');
    const res = await call('PUT', `/api/admin/courses/${id}`, { courseName: 'Renamed', courseAcronym: 'UPD2', description: 'Now described.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.objectContaining({ id, courseName: 'Renamed', courseAcronym: 'UPD2', description: 'Now described.' }),
    });
    // Keeping its own acronym is no clash.
    const same = await call('PUT', `/api/admin/courses/${id}`, { courseName: 'Renamed again', courseAcronym: 'upd2', description: null });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ courseAcronym: 'upd2', description: null });
  });

  test('another course’s acronym is 409 DUPLICATE', async () => {
    const id = await createCourse('UPD3');
    const res = await call('PUT', `/api/admin/courses/${id}`, course('PROGC'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE', message: 'A course with the acronym PROGC already exists.' });
  });

  test('an unknown course is 404', async () => {
    // Even with an acronym that is taken: the course is what is missing.
    const res = await call('PUT', '/api/admin/courses/999999', course('DB'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'This course does not exist.' });
  });
});

describe('deleteCourse', () => {
  test('deletes an unused course', async () => {
    const id = await createCourse('DEL1');
    const res = await call('DELETE', `/api/admin/courses/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/admin/courses/${id}`)).statusCode).toBe(404);
  });

  test('a used course is 409 IN_USE naming what uses it', async () => {
    const id = await createCourse('USED');
    await t.createUser('used-teacher', 'Teacher', [id]);
    let res = await call('DELETE', `/api/admin/courses/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'IN_USE', message: 'The course USED cannot be deleted: it is used by 1 teacher.' });

    await insertExam(t.db, { courseId: id, academicYearId: t.ids.currentYear, title: 'Quiz', gradingModelId: null });
    await insertEnrolment(t.db, id, t.ids.currentYear);
    const nodeTypeId = await insertNodeType(t.db, 'course-delete-type');
    await insertNode(t.db, { courseId: id, nodeTypeId, name: 'Root' });
    await insertNode(t.db, { courseId: id, nodeTypeId, name: 'Child' });
    res = await call('DELETE', `/api/admin/courses/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'IN_USE',
      message: 'The course USED cannot be deleted: it is used by 1 exam, 1 enrolment, 2 nodes and 1 teacher.',
    });
    const listed = (await call('GET', '/api/admin/courses')).json().data.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ teacherCount: 1, enrolmentCount: 1, examCount: 1, nodeCount: 2 });
  });

  test('an unknown course is 404', async () => {
    const res = await call('DELETE', '/api/admin/courses/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('createAcademicYear', () => {
  test('creates a year; 201', async () => {
    const res = await call('POST', '/api/admin/academic-years', { title: '2035/2036', startDate: '2035-10-01', endDate: '2036-09-30' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { id: expect.any(Number), title: '2035/2036', startDate: '2035-10-01', endDate: '2036-09-30', isCurrent: false, hasExams: false, hasEnrolments: false },
    });
  });

  test('an end before the start is 400 with details', async () => {
    const res = await call('POST', '/api/admin/academic-years', { title: '2036/2037', startDate: '2036-10-01', endDate: '2036-09-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid: body/endDate must be on or after startDate.',
      details: [{ path: 'body/endDate', message: 'must be on or after startDate' }],
    });
    // A one-day year is allowed.
    expect((await call('POST', '/api/admin/academic-years', { title: 'One day', startDate: '2036-10-01', endDate: '2036-10-01' })).statusCode).toBe(201);
  });

  test('a malformed date is 400', async () => {
    const res = await call('POST', '/api/admin/academic-years', { title: 'Bad', startDate: '01.10.2036', endDate: '2037-09-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/startDate' }] });
    const impossible = await call('POST', '/api/admin/academic-years', { title: 'Bad', startDate: '2036-10-01', endDate: '2037-02-30' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body/endDate' }] });
  });

  test('a duplicate title is 409 DUPLICATE', async () => {
    const res = await call('POST', '/api/admin/academic-years', { title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE', message: 'An academic year titled 2026/2027 already exists.' });
  });
});

describe('updateAcademicYear', () => {
  test('changes title and dates', async () => {
    const id = await createYear('2041/2042');
    const res = await call('PUT', `/api/admin/academic-years/${id}`, { title: '2042/2043', startDate: '2042-09-01', endDate: '2043-08-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id, title: '2042/2043', startDate: '2042-09-01', endDate: '2043-08-31', isCurrent: false, hasExams: false, hasEnrolments: false },
    });
  });

  test('end before start 400, another year’s title 409, unknown year 404', async () => {
    const id = await createYear('2043/2044');
    const backwards = await call('PUT', `/api/admin/academic-years/${id}`, { title: '2043/2044', startDate: '2044-10-01', endDate: '2043-10-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([{ path: 'body/endDate', message: 'must be on or after startDate' }]);

    const clash = await call('PUT', `/api/admin/academic-years/${id}`, { title: '2025/2026', startDate: '2043-10-01', endDate: '2044-09-30' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ code: 'DUPLICATE', message: 'An academic year titled 2025/2026 already exists.' });

    const unknown = await call('PUT', '/api/admin/academic-years/999999', { title: 'Nope', startDate: '2043-10-01', endDate: '2044-09-30' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This academic year does not exist.' });
  });
});

describe('deleteAcademicYear', () => {
  test('deletes an unused year', async () => {
    const id = await createYear('2045/2046');
    const res = await call('DELETE', `/api/admin/academic-years/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await call('DELETE', `/api/admin/academic-years/${id}`)).statusCode).toBe(404);
  });

  test('a year with exams or enrolments is 409 IN_USE', async () => {
    const id = await createYear('2046/2047');
    const listed = async () => ((await call('GET', '/api/academic-years')).json().data as Array<{ id: number; hasExams: boolean; hasEnrolments: boolean }>)
      .find((year) => year.id === id);
    expect(await listed()).toMatchObject({ hasExams: false, hasEnrolments: false });
    await insertEnrolment(t.db, t.ids.programming, id);
    expect(await listed()).toMatchObject({ hasExams: false, hasEnrolments: true });
    let res = await call('DELETE', `/api/admin/academic-years/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'IN_USE', message: 'The academic year 2046/2047 cannot be deleted: it is used by 1 enrolment.' });
    await insertExam(t.db, { courseId: t.ids.programming, academicYearId: id, title: 'Late exam', gradingModelId: null });
    await insertExam(t.db, { courseId: t.ids.databases, academicYearId: id, title: 'Late exam', gradingModelId: null });
    res = await call('DELETE', `/api/admin/academic-years/${id}`);
    expect(res.json()).toEqual({
      code: 'IN_USE',
      message: 'The academic year 2046/2047 cannot be deleted: it is used by 2 exams and 1 enrolment.',
    });
    expect(await listed()).toMatchObject({ hasExams: true, hasEnrolments: true });
  });

  test('an unknown year is 404', async () => {
    expect((await call('DELETE', '/api/admin/academic-years/999999')).statusCode).toBe(404);
  });
});

describe('setCurrentAcademicYear', () => {
  const currentTitles = async () =>
    (await call('GET', '/api/academic-years')).json().data.filter((y: { isCurrent: boolean }) => y.isCurrent).map((y: { title: string }) => y.title);

  test('exactly one year is current, the one chosen last', async () => {
    expect(await currentTitles()).toEqual(['2026/2027']);
    const res = await call('PUT', `/api/admin/academic-years/${t.ids.previousYear}/current`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { id: t.ids.previousYear, title: '2025/2026', startDate: '2025-10-01', endDate: '2026-09-30', isCurrent: true, hasExams: true, hasEnrolments: true },
    });
    expect(await currentTitles()).toEqual(['2025/2026']);

    expect((await call('PUT', `/api/admin/academic-years/${t.ids.oldestYear}/current`)).json().data.isCurrent).toBe(true);
    expect(await currentTitles()).toEqual(['2024/2025']);
    // Choosing the same year again changes nothing.
    expect((await call('PUT', `/api/admin/academic-years/${t.ids.oldestYear}/current`)).statusCode).toBe(200);
    expect(await currentTitles()).toEqual(['2024/2025']);
    // Other years report they are not current.
    const other = await call('PUT', `/api/admin/academic-years/${t.ids.currentYear}`, { title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30' });
    expect(other.json().data.isCurrent).toBe(false);
  });

  test('an unknown year is 404 and changes nothing', async () => {
    const before = await currentTitles();
    const res = await call('PUT', '/api/admin/academic-years/999999/current');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await currentTitles()).toEqual(before);
  });
});

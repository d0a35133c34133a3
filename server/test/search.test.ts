import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { searchParameters } from '../modules/lookups/service.js';
import { insertCourse, insertExam, insertStudent, insertStudentCourse } from '../seed/queries.js';
import { buildTestApp, type TestApp, type TestSession } from './support/build-test-app.js';
import { selectStudentId } from './support/queries.js';

let t: TestApp;
let admin: TestSession;
let teacher: TestSession;
let mathQuiz: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.sessionFor('admin');
  teacher = await t.sessionFor('teacher');
  // Something of every kind matching "mat": a course (at position 9), an exam and a student (at position 1).
  await insertCourse(t.db, { name: 'Applied Mathematics', acronym: 'AM', description: null });
  mathQuiz = await insertExam(t.db, { courseId: t.ids.databases, academicYearId: t.ids.currentYear, title: 'Math quiz', titleAbbrev: 'MQ' });
  const matija = await insertStudent(t.db, {
    userId: null,
    firstName: 'Matija',
    lastName: 'Horvatinčić',
    email: 'matija.h@student.example.org',
    altId: '0036999999',
    classGroup: 'P01',
  });
  await insertStudentCourse(t.db, { studentId: matija, courseId: t.ids.databases, academicYearId: t.ids.currentYear, classGroup: null });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(session: TestSession, query: string, extra: { limit?: number; academicYearId?: number } = {}) {
  const params = new URLSearchParams({ query });
  if (extra.limit !== undefined) params.set('limit', String(extra.limit));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/lookups/search-anything?${params}`,
    headers: session.headers({ academicYearId: extra.academicYearId }),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
}

const titles = (results: Array<Record<string, unknown>>) => results.map((r) => `${r.type}:${r.title}`);

describe('searchAnything', () => {
  test('results carry the contract’s fields and the SPA path of each kind', async () => {
    const [student] = await search(admin, 'ana horvat');
    expect(student).toEqual({
      type: 'Student',
      id: await selectStudentId(t.db, '0036510137'),
      title: 'Ana Horvat',
      idAcademicYear: null,
      academicYear: null,
      altId2: '0036510137',
      titleAbbrev: 'ana.horvat@student.example.org',
      path: `/student/${student.id}`,
    });
    const [course] = await search(admin, 'databases');
    expect(course).toEqual({
      type: 'Course',
      id: t.ids.databases,
      title: 'Databases',
      idAcademicYear: null,
      academicYear: null,
      altId2: null,
      titleAbbrev: 'DB',
      path: `/?courseId=${t.ids.databases}`,
    });
    const [exam] = await search(admin, 'math quiz');
    expect(exam).toEqual({
      type: 'Exam',
      id: mathQuiz,
      title: 'Math quiz',
      idAcademicYear: t.ids.currentYear,
      academicYear: '2026/2027',
      altId2: 'DB',
      titleAbbrev: 'MQ',
      path: `/exam/edit/${mathQuiz}`,
    });
  });

  test('ranks by where the first word matches, then by text (title first)', async () => {
    expect(titles(await search(admin, 'ana'))).toEqual(['Student:Ana Horvat', 'Student:Lana Radić', 'Student:Ivana Kovačić']);
  });

  test('merges the kinds by rank', async () => {
    expect(titles(await search(admin, 'mat'))).toEqual([
      'Student:Matej Matić',
      'Student:Mateo Perković',
      'Exam:Math quiz',
      'Student:Matija Horvatinčić',
      'Course:Applied Mathematics',
    ]);
  });

  test('every word must match, in any order', async () => {
    expect(titles(await search(admin, 'ana horvat'))).toEqual(['Student:Ana Horvat']);
    expect(titles(await search(admin, 'horvat ana'))).toEqual(['Student:Ana Horvat']);
    expect(await search(admin, 'ana babić')).toEqual([]);
  });

  test('more words than the indexed ones still all count', async () => {
    expect(titles(await search(admin, 'ana horvat 0036510137 student example org'))).toEqual(['Student:Ana Horvat']);
    expect(await search(admin, 'ana horvat 0036510137 student example org nope')).toEqual([]);
  });

  test('is case-insensitive, also for Croatian letters', async () => {
    expect(titles(await search(admin, 'ANA HORVAT'))).toEqual(['Student:Ana Horvat']);
    expect(titles(await search(admin, 'ŠARIĆ'))).toEqual(['Student:Sara Šarić']);
    expect(titles(await search(admin, 'đurić'))).toEqual(['Student:Iva Đurić']);
  });

  test('finds students by number and e-mail address', async () => {
    expect(titles(await search(admin, '0036510137'))).toEqual(['Student:Ana Horvat']);
    expect(titles(await search(admin, 'sara.saric@'))).toEqual(['Student:Sara Šarić']);
  });

  test('% and _ are literal characters', async () => {
    expect(await search(admin, '%')).toEqual([]);
    expect(await search(admin, '_')).toEqual([]);
    expect(await search(admin, 'a%a')).toEqual([]);
  });

  test('a blank query finds nothing', async () => {
    expect(await search(admin, '   ')).toEqual([]);
    expect(await search(admin, '')).toEqual([]);
  });

  test('an administrator sees every course, exam and student', async () => {
    expect(titles(await search(admin, 'final'))).toEqual(['Exam:Final exam', 'Exam:Final exam', 'Exam:Final exam']);
    expect(titles(await search(admin, 'programming'))).toEqual(['Course:Programming in C']);
    expect(titles(await search(admin, 'perković'))).toEqual(['Student:Mateo Perković']);
  });

  test('a teacher never sees another course’s exams, the course itself or its students', async () => {
    const finals = await search(teacher, 'final');
    expect(finals.map((r) => r.altId2)).toEqual(['DB', 'DB']);
    expect(await search(teacher, 'programming')).toEqual([]);
    expect(await search(teacher, 'progc')).toEqual([]);
    // Mateo Perković takes Programming in C only; Maja Jurić takes Databases only.
    expect(await search(teacher, 'perković')).toEqual([]);
    expect(titles(await search(teacher, 'jurić'))).toEqual(['Student:Maja Jurić']);
    expect(titles(await search(teacher, 'mat'))).toEqual(['Student:Matej Matić', 'Exam:Math quiz', 'Student:Matija Horvatinčić']);
  });

  test('a teacher sees students of their course from any academic year', async () => {
    // Luka Perić took Databases in 2024/2025.
    expect(titles(await search(teacher, 'perić'))).toEqual(['Student:Luka Perić']);
  });

  test('a teacher without courses finds nothing', async () => {
    await t.createUser('idle-teacher', 'Teacher');
    const idle = await t.sessionFor('idle-teacher');
    expect(await search(idle, 'a')).toEqual([]);
  });

  test('exams are limited to the context academic year when one is given', async () => {
    const previous = await search(admin, 'final', { academicYearId: t.ids.previousYear });
    expect(previous).toEqual([expect.objectContaining({ type: 'Exam', title: 'Final exam', academicYear: '2025/2026' })]);
    expect(await search(admin, 'final', { academicYearId: t.ids.oldestYear })).toEqual([]);
    // Courses and students are not limited by the year.
    expect(titles(await search(admin, 'databases', { academicYearId: t.ids.oldestYear }))).toEqual(['Course:Databases']);
  });

  test('the limit is shared by matches at the start and further in', async () => {
    expect(titles(await search(admin, 'ana', { limit: 1 }))).toEqual(['Student:Ana Horvat']);
    expect(titles(await search(admin, 'ana', { limit: 2 }))).toEqual(['Student:Ana Horvat', 'Student:Lana Radić']);
    expect(titles(await search(teacher, 'ana', { limit: 2 }))).toEqual(['Student:Ana Horvat', 'Student:Lana Radić']);
  });

  test('limit caps the merged list (default 20)', async () => {
    expect(await search(admin, 'a', { limit: 2 })).toHaveLength(2);
    expect(await search(admin, 'a')).toHaveLength(20);
    expect((await search(admin, 'a', { limit: 50 })).length).toBeGreaterThan(20);
  });

  test('bad parameters are validation errors', async () => {
    for (const url of [
      '/api/lookups/search-anything',
      `/api/lookups/search-anything?query=${'x'.repeat(201)}`,
      '/api/lookups/search-anything?query=a&limit=0',
      '/api/lookups/search-anything?query=a&limit=51',
      '/api/lookups/search-anything?query=a&limit=ten',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers() });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('searchParameters', () => {
  const scope = { academicYearId: null, seesAll: true, userId: 1, limit: 20 };

  test('puts the longest words in the indexed slots and keeps the first word for ranking', () => {
    expect(searchParameters('ab  Horvat ana AB 12345 x y', scope)).toEqual({
      ...scope,
      firstWord: 'ab',
      firstPrefix: 'ab%',
      word1: '%horvat%',
      word2: '%12345%',
      word3: '%ana%',
      word4: '%ab%',
      moreWords: ['%x%', '%y%'],
    });
  });

  test('escapes LIKE wildcards and the escape character', () => {
    const params = searchParameters('50%_a\\b', scope);
    expect(params?.word1).toBe('%50\\%\\_a\\\\b%');
    expect(params?.firstPrefix).toBe('50\\%\\_a\\\\b%');
  });

  test('is null for blank text', () => {
    expect(searchParameters(' \t\n', scope)).toBeNull();
  });
});

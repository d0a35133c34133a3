import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { insertAcademicYear } from '../seed/queries.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { testToday } from './support/test-database.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function get(username: string, url: string) {
  const session = await t.sessionFor(username);
  const res = await t.app.inject({ method: 'GET', url, headers: session.headers() });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('listCourses', () => {
  test('an administrator sees every course, by name', async () => {
    expect(await get('admin', '/api/courses')).toEqual({
      success: true,
      data: [
        { id: t.ids.databases, courseName: 'Databases', courseAcronym: 'DB' },
        { id: t.ids.programming, courseName: 'Programming in C', courseAcronym: 'PROGC' },
      ],
    });
  });

  test('a teacher sees the courses they teach', async () => {
    expect((await get('teacher', '/api/courses')).data).toEqual([{ id: t.ids.databases, courseName: 'Databases', courseAcronym: 'DB' }]);
    await t.createUser('both-teacher', 'Teacher', [t.ids.programming, t.ids.databases]);
    expect((await get('both-teacher', '/api/courses')).data.map((c: { courseAcronym: string }) => c.courseAcronym)).toEqual(['DB', 'PROGC']);
    await t.createUser('no-course-teacher', 'Teacher');
    expect((await get('no-course-teacher', '/api/courses')).data).toEqual([]);
  });
});

describe('listAcademicYears', () => {
  test('newest first; the current one contains today', async () => {
    expect(await get('teacher', '/api/academic-years')).toEqual({
      success: true,
      data: [
        { id: t.ids.currentYear, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: true, hasExams: true, hasEnrolments: true },
        { id: t.ids.previousYear, title: '2025/2026', startDate: '2025-10-01', endDate: '2026-09-30', isCurrent: false, hasExams: true, hasEnrolments: true },
        { id: t.ids.oldestYear, title: '2024/2025', startDate: '2024-10-01', endDate: '2025-09-30', isCurrent: false, hasExams: false, hasEnrolments: true },
      ],
    });
  });

  test('turns over on the first day of a year', async () => {
    t.clock.set(new Date(2026, 8, 30, 23, 0));
    try {
      const years = (await get('admin', '/api/academic-years')).data;
      expect(years.find((y: { isCurrent: boolean }) => y.isCurrent).title).toBe('2025/2026');
    } finally {
      t.clock.set(testToday);
    }
  });

  test('when no year contains today, the latest one is current', async () => {
    await insertAcademicYear(t.db, { title: '2030/2031', startDate: '2030-10-01', endDate: '2031-09-30' });
    const years = (await get('admin', '/api/academic-years')).data;
    expect(years.map((y: { title: string; isCurrent: boolean }) => [y.title, y.isCurrent])).toEqual([
      ['2030/2031', false],
      ['2026/2027', true],
      ['2025/2026', false],
      ['2024/2025', false],
    ]);
    t.clock.set(new Date('2029-03-01T12:00:00Z'));
    try {
      const later = (await get('admin', '/api/academic-years')).data;
      expect(later.filter((y: { isCurrent: boolean }) => y.isCurrent).map((y: { title: string }) => y.title)).toEqual(['2030/2031']);
    } finally {
      t.clock.set(testToday);
    }
  });
});

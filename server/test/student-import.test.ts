import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { countRows } from './support/queries.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const demoAltId = (i: number) => `0036${String(510000 + i * 137).padStart(6, '0')}`;

async function post(kind: 'preview' | 'apply', body: object, username = 'admin') {
  const session = await t.sessionFor(username);
  return t.app.inject({ method: 'POST', url: `/api/imports/students/${kind}`, payload: body, headers: session.headers() });
}

async function student(altId: string) {
  const session = await t.sessionFor('admin');
  const res = await t.app.inject({ method: 'GET', url: `/api/students?query=${altId}`, headers: session.headers() });
  return res.json().data.items[0];
}

async function enrolments(courseId: number, academicYearId: number) {
  const session = await t.sessionFor('admin');
  const url = `/api/enrolments?courseId=${courseId}&academicYearId=${academicYearId}&pageSize=200`;
  return (await t.app.inject({ method: 'GET', url, headers: session.headers() })).json().data;
}

describe('previewStudentImport', () => {
  test('rows are new, update, unchanged or invalid; with a course each is also an enrolment', async () => {
    const existing = await student(demoAltId(1));
    const csv = [
      'altId,firstName,lastName,email,classGroup',
      `${demoAltId(1)},${existing.firstName},${existing.lastName},${existing.email},P03`,
      `${demoAltId(4)},Marko,Promijenjen,marko@example.org,P01`,
      '0036777001,Nova,Osoba,nova@example.org,P02',
      ',Bez,Broja,,',
      '0036777002,Loš,Email,not-an-email,',
      '0036777003,,Prezime,,',
      '0036777004,Dva,Puta,,',
      '0036777004,Dva,Puta,,',
    ].join('\n');
    const res = await post('preview', { csv, courseId: t.ids.databases, academicYearId: t.ids.currentYear });
    expect(res.statusCode).toBe(200);
    const { summary, rows, truncated } = res.json().data;
    expect(summary).toEqual({ total: 8, new: 1, update: 1, unchanged: 1, invalid: 5, enrolmentsNew: 3, enrolmentsUpdate: 0 });
    expect(truncated).toBe(false);
    // Invalid rows first, then the others in file order.
    expect(rows.map((r: { line: number; status: string }) => [r.line, r.status])).toEqual([
      [5, 'invalid'], [6, 'invalid'], [7, 'invalid'], [8, 'invalid'], [9, 'invalid'],
      [2, 'unchanged'], [3, 'update'], [4, 'new'],
    ]);
    const byLine = new Map(rows.map((r: { line: number }) => [r.line, r]));
    expect(byLine.get(5)).toMatchObject({ altId: null, enrolment: 'none', errors: ['the student number (altId) is missing'] });
    expect(byLine.get(6)).toMatchObject({ errors: ['"not-an-email" is not a valid e-mail address'] });
    expect(byLine.get(7)).toMatchObject({ errors: ['the first name is missing'] });
    expect(byLine.get(8)).toMatchObject({ errors: ['the student number 0036777004 is repeated in the file (lines 8, 9)'] });
    // Student 1 takes Databases in the oldest year, student 4 in the previous one: new enrolments this year.
    expect(byLine.get(2)).toMatchObject({ status: 'unchanged', enrolment: 'new', classGroup: 'P03' });
    expect(byLine.get(3)).toMatchObject({ status: 'update', enrolment: 'new' });
    // Nothing changed.
    expect((await student('0036777001'))).toBeUndefined();
  });

  test('an unknown column is one 400 for the file; so is a missing required one', async () => {
    const res = await post('preview', { csv: 'altId,firstName,lastName,phone,jmbag\n1,a,b,c,d' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Unknown columns "phone", "jmbag" in the header; the columns are altId, firstName, lastName, email and classGroup.',
    });
    expect((await post('preview', { csv: 'altId,firstName\n1,a' })).json().message).toBe('The header lacks the required column lastName.');
    expect((await post('preview', { csv: 'altId,firstName,lastName\n1,a,b', courseId: t.ids.databases })).statusCode).toBe(400);
  });

  test('only an administrator imports', async () => {
    const res = await post('preview', { csv: 'altId,firstName,lastName\n1,a,b' }, 'teacher');
    expect(res.statusCode).toBe(403);
  });
});

describe('applyStudentImport', () => {
  const good = [
    'altId;firstName;lastName;email;classGroup',
    '0036888001;Iva;Prva;iva.prva@example.org;P01',
    '0036888002;"Ana ""Mala""";Druga;;P02',
  ];

  test('an invalid row: 422 with the rows in details, and nothing changes', async () => {
    const before = await countRows(t.db);
    const csv = [...good, '0036888003;Treća;;treca@example.org;P01', '0036888004;Četvrta;Osoba;bad@;P01'].join('\r\n');
    const res = await post('apply', { csv, courseId: t.ids.programming, academicYearId: t.ids.currentYear });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'IMPORT_INVALID',
      message: '2 rows are not valid; nothing was imported. Correct the file, or skip the invalid rows.',
      details: [
        { path: 'line 4', message: 'the last name is missing' },
        { path: 'line 5', message: '"bad@" is not a valid e-mail address' },
      ],
    });
    expect((await countRows(t.db)).students).toBe(before.students);
    expect(await student('0036888001')).toBeUndefined();
  });

  test('skipInvalid applies the valid rows; applying the same file again changes nothing', async () => {
    const csv = [...good, '0036888003;Treća;;;P01'].join('\n');
    const body = { csv, courseId: t.ids.programming, academicYearId: t.ids.currentYear, skipInvalid: true };
    const res = await post('apply', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      summary: { total: 3, new: 2, update: 0, unchanged: 0, invalid: 1, enrolmentsNew: 2, enrolmentsUpdate: 0 },
      skipped: 1,
    });
    expect(await student('0036888002')).toMatchObject({ firstName: 'Ana "Mala"', lastName: 'Druga', email: null, classGroup: 'P02' });
    const enrolled = await enrolments(t.ids.programming, t.ids.currentYear);
    expect(enrolled.items.filter((e: { altId: string }) => e.altId.startsWith('0036888'))).toHaveLength(2);

    const again = await post('apply', body);
    expect(again.json().data.summary).toEqual({ total: 3, new: 0, update: 0, unchanged: 2, invalid: 1, enrolmentsNew: 0, enrolmentsUpdate: 0 });
  });

  test('changes are updates: names and e-mail of the register, the class group of the enrolment', async () => {
    const csv = ['altId,firstName,lastName,email,classGroup', '0036888001,Iva,Prva-Nova,iva.prva@example.org,P07'].join('\n');
    const body = { csv, courseId: t.ids.programming, academicYearId: t.ids.currentYear };
    expect((await post('apply', body)).json().data.summary).toMatchObject({ update: 1, enrolmentsUpdate: 1 });
    expect(await student('0036888001')).toMatchObject({ lastName: 'Prva-Nova', classGroup: 'P01' });
    const enrolled = (await enrolments(t.ids.programming, t.ids.currentYear)).items.find((e: { altId: string }) => e.altId === '0036888001');
    expect(enrolled.classGroup).toBe('P07');
    // Without a course the class group is the register's; a column the file lacks keeps the register's value.
    const registerOnly = ['altId,firstName,lastName,classGroup', '0036888001,Iva,Prva-Nova,P05'].join('\n');
    expect((await post('apply', { csv: registerOnly })).json().data.summary).toMatchObject({ update: 1, enrolmentsNew: 0 });
    expect(await student('0036888001')).toMatchObject({ classGroup: 'P05', email: 'iva.prva@example.org' });
  });

  test('a file of 5 000 rows', async () => {
    const lines = ['altId,firstName,lastName,email,classGroup'];
    for (let i = 0; i < 5000; i++) lines.push(`0037${String(i).padStart(6, '0')},Ime${i},Prezime${i},s${i}@example.org,G${i % 20}`);
    const csv = lines.join('\n');
    const body = { csv, courseId: t.ids.databases, academicYearId: t.ids.currentYear };
    const preview = await post('preview', body);
    expect(preview.json().data).toMatchObject({ summary: { total: 5000, new: 5000, enrolmentsNew: 5000 }, truncated: true });
    expect(preview.json().data.rows).toHaveLength(1000);
    const before = (await countRows(t.db)).students;
    const res = await post('apply', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary).toMatchObject({ total: 5000, new: 5000, enrolmentsNew: 5000 });
    expect((await countRows(t.db)).students).toBe(before + 5000);
    expect((await post('apply', body)).json().data.summary).toMatchObject({ unchanged: 5000, enrolmentsNew: 0, enrolmentsUpdate: 0 });
  }, 60_000);
});

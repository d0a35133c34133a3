import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { MyInstance } from '../generated/contract-types.js';
import { writeResults } from '../modules/exports/service.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { selectInstancePoints, updateStudentNames } from './support/exports.js';

/**
 * The results export (docs/exports.md): the CSV as a spreadsheet program reads it, the XLSX as exceljs opens it, both
 * equal to the instances' scores; who may export what; the contract's bounds; a client that goes away.
 */
let t: TestApp;
let fx: Awaited<ReturnType<typeof examFixtures>>;
let examId: number;
let secondExamId: number;
let programmingExamId: number;
const instanceIds: Record<string, number> = {};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const students = [
  { username: 'exp-ana', firstName: 'Čedomira', lastName: 'Đurđević', altId: '0036000001', classGroup: 'P1' },
  { username: 'exp-ivo', firstName: 'Ivo "Ivek"', lastName: 'Horvat, ml.', altId: '0036000002', classGroup: 'P2' },
  { username: 'exp-eve', firstName: 'Eve', lastName: '=HYPERLINK("http://x")', altId: '+0036000003', classGroup: '@P3' },
];

function exportUrl(query: Record<string, string | number | boolean | (string | number)[]>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, String(item));
  return `/api/exports/results?${search}`;
}

const answerFor = (instance: MyInstance, ordinal: number, right: boolean) => {
  const kind = instance.questions.find((question) => question.ordinal === ordinal)?.view.kind;
  return kind === 'multiple-choice'
    ? { kind: 'multiple-choice' as const, choices: [right ? 'a' : 'b'] }
    : { kind: 'true-false' as const, value: right };
};

beforeAll(async () => {
  t = await buildTestApp();
  fx = await examFixtures(t, ['multiple-choice', 'true-false']);
  examId = await fx.publishedExam({ title: 'Međuispit', abbreviation: 'MI-1' });
  secondExamId = await fx.publishedExam({ title: 'Second', abbreviation: 'SE' });
  for (const student of students) {
    await fx.newStudent(student.username.slice(0, 3));
  }
  const usernames = [...fx.userIds.keys()];
  for (const [index, student] of students.entries()) {
    const { username, ...names } = student;
    await updateStudentNames(t.db, fx.userIds.get(usernames[index])!, names);
    const instance = await fx.startedInstance(usernames[index], examId);
    instanceIds[username] = instance.instanceId;
    if (index === 2) continue; // Eve's instance stays ongoing.
    const answers = instance.questions
      .filter((question) => index === 0 || question.view.kind === 'multiple-choice')
      .map((question) => ({ ordinal: question.ordinal, seq: 1, answer: answerFor(instance, question.ordinal, index === 0), clientSavedAt: null }));
    expect((await fx.call(usernames[index], 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers })).statusCode).toBe(200);
    expect((await fx.call(usernames[index], 'POST', `/api/my/instances/${instance.instanceId}/submit`)).statusCode).toBe(200);
  }
  // Ana also takes the second exam, unanswered.
  const second = await fx.startedInstance(usernames[0], secondExamId);
  expect((await fx.call(usernames[0], 'POST', `/api/my/instances/${second.instanceId}/submit`)).statusCode).toBe(200);
  const programming = await fx.call('admin', 'GET', `/api/courses/${t.ids.programming}/exams?academicYearId=${t.ids.currentYear}`);
  programmingExamId = programming.json().data[0].id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const csvOf = (payload: Buffer) => parse(payload.toString('utf8'), { bom: true, relax_column_count: false }) as string[][];

describe('CSV', () => {
  test('UTF-8 with a BOM, a header, one quoted record per submitted instance, numbers equal to the scores', async () => {
    const res = await fx.call('teacher', 'GET', exportUrl({ examIds: examId, format: 'csv' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('2');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="DB_MI-1_\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''DB_MI-1_/);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // RFC 4180: CRLF between records, quotes doubled inside a quoted cell.
    const text = res.rawPayload.toString('utf8');
    expect(text).toContain('"Horvat, ml.","Ivo ""Ivek"""');
    expect(text.split('\r\n').length).toBe(4);

    const [header, ...records] = csvOf(res.rawPayload);
    expect(header).toEqual(['Exam', 'Student number', 'Last name', 'First name', 'Class group', 'Started', 'Submitted', 'Q1', 'Q2', 'Total', 'Max', '%', 'Passed', 'Grading']);
    expect(records.map((record) => record[2])).toEqual(['Đurđević', 'Horvat, ml.']);
    const [ana, ivo] = records;
    expect(ana.slice(0, 5)).toEqual(['MI-1', '0036000001', 'Đurđević', 'Čedomira', 'P1']);
    expect(ana[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const [record, username] of [[ana, 'exp-ana'], [ivo, 'exp-ivo']] as const) {
      const expected = await selectInstancePoints(t.db, instanceIds[username]);
      expect(record.slice(7, 9).map(Number)).toEqual(expected.points);
      expect(Number(record[9])).toBe(expected.score);
      expect(Number(record[11])).toBe(expected.percent);
      expect(record[12]).toBe(expected.passed ? 'yes' : 'no');
      expect(record[13]).toBe('graded');
    }
    expect(Number(ana[9])).toBeGreaterThan(Number(ivo[9]));
  });

  test('a text cell that a spreadsheet would run as a formula gets an apostrophe; started instances on request', async () => {
    const res = await fx.call('teacher', 'GET', exportUrl({ examIds: examId, format: 'csv', instances: 'started' }));
    expect(res.headers['x-export-rows']).toBe('3');
    const records = csvOf(res.rawPayload).slice(1);
    const eve = records.find((record) => record[3] === 'Eve')!;
    expect(eve.slice(1, 5)).toEqual(["'+0036000003", '\'=HYPERLINK("http://x")', 'Eve', "'@P3"]);
    // Ongoing: no points, no total, no verdict yet.
    expect(eve.slice(6, 14)).toEqual(['', '', '', '', '', '', '', '']);
  });

  test('without per-question columns, in Croatian, several exams in one table', async () => {
    const res = await fx.call('teacher', 'GET', exportUrl({ examIds: [examId, secondExamId], format: 'csv', perQuestion: false, language: 'hr' }));
    expect(res.statusCode).toBe(200);
    const [header, ...records] = csvOf(res.rawPayload);
    expect(header).toEqual(['Ispit', 'JMBAG', 'Prezime', 'Ime', 'Grupa', 'Započeto', 'Predano', 'Ukupno', 'Najviše', '%', 'Prolaz', 'Ocjenjivanje']);
    expect(records.map((record) => record[0])).toEqual(['MI-1', 'MI-1', 'SE']);
    expect(records[0][10]).toBe('da');
    expect(records[1][10]).toBe('ne');
  });
});

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(payload).buffer);
  return workbook;
}

describe('XLSX', () => {
  test('a summary sheet and a sheet per exam, typed cells, a frozen header, values equal to the scores', async () => {
    const res = await fx.call('teacher', 'GET', exportUrl({ examIds: [examId, secondExamId], format: 'xlsx', timeZone: 'Europe/Zagreb' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['x-export-rows']).toBe('3');
    expect(Number(res.headers['x-export-bytes-estimate'])).toBeGreaterThan(0);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''DB_MI-1-SE_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'MI-1', 'SE']);
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).font?.bold).toBe(true);
    }

    const exam = workbook.getWorksheet('MI-1')!;
    expect(exam.getRow(1).values).toEqual([
      undefined, 'Student number', 'Last name', 'First name', 'Class group', 'Started', 'Submitted', 'Q1', 'Q2', 'Total', 'Max', '%', 'Passed', 'Grading',
    ]);
    expect(exam.rowCount).toBe(3);
    for (const [rowNumber, username] of [[2, 'exp-ana'], [3, 'exp-ivo']] as const) {
      const row = exam.getRow(rowNumber);
      const expected = await selectInstancePoints(t.db, instanceIds[username]);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(6).value).toBeInstanceOf(Date);
      expect([row.getCell(7).value, row.getCell(8).value]).toEqual(expected.points);
      expect(row.getCell(7).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(9).value).toBe(expected.score);
      expect(row.getCell(11).value).toBe(expected.percent);
      expect(row.getCell(12).value).toBe(expected.passed);
      expect(row.getCell(12).type).toBe(ExcelJS.ValueType.Boolean);
    }
    expect(exam.getRow(2).getCell(3).value).toBe('Čedomira');

    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getRow(1).values).toEqual([
      undefined, 'Student number', 'Last name', 'First name', 'Class group', 'MI-1 total', 'MI-1 %', 'MI-1 passed', 'SE total', 'SE %', 'SE passed',
    ]);
    const ana = summary.getRow(2);
    expect(ana.getCell(2).value).toBe('Đurđević');
    expect(ana.getCell(5).value).toBe((await selectInstancePoints(t.db, instanceIds['exp-ana'])).score);
    expect(ana.getCell(8).type).toBe(ExcelJS.ValueType.Number);
    // Ivo did not take the second exam.
    expect(summary.getRow(3).getCell(8).value).toBeNull();
  });

  test('the times are the zone\'s wall clock, and a formula-like name stays text', async () => {
    const res = await fx.call('teacher', 'GET', exportUrl({ examIds: examId, format: 'xlsx', instances: 'started', timeZone: 'Asia/Kolkata' }));
    const utc = await fx.call('teacher', 'GET', exportUrl({ examIds: examId, format: 'xlsx', instances: 'started' }));
    const sheet = (await workbookOf(res.rawPayload)).worksheets[1];
    const utcSheet = (await workbookOf(utc.rawPayload)).worksheets[1];
    const started = sheet.getRow(2).getCell(5).value as Date;
    const startedUtc = utcSheet.getRow(2).getCell(5).value as Date;
    expect(started.getTime() - startedUtc.getTime()).toBe(330 * 60_000);
    const eve = [2, 3, 4].map((row) => sheet.getRow(row)).find((row) => row.getCell(3).value === 'Eve')!;
    expect(eve.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(eve.getCell(2).value).toBe('=HYPERLINK("http://x")');
    expect(eve.getCell(9).value).toBeNull();
  });
});

describe('who may export what', () => {
  test('a student is refused, a teacher of another course and an exam of another course are not found, no session is 401', async () => {
    expect((await fx.call('exp-1', 'GET', exportUrl({ examIds: examId, format: 'csv' }))).statusCode).toBe(403);
    const otherTeacher = await fx.call('teacher2', 'GET', exportUrl({ examIds: examId, format: 'csv' }));
    expect(otherTeacher.statusCode).toBe(404);
    expect(otherTeacher.json()).toMatchObject({ code: 'NOT_FOUND' });
    const foreignExam = await fx.call('teacher', 'GET', exportUrl({ examIds: [examId, programmingExamId], format: 'csv' }));
    expect(foreignExam.statusCode).toBe(404);
    expect(foreignExam.headers['content-type']).toMatch(/application\/json/);
    // An administrator may export any course's exams, but only the context course's when one is chosen.
    expect((await fx.call('admin', 'GET', exportUrl({ examIds: programmingExamId, format: 'csv' }))).statusCode).toBe(200);
    const admin = await t.sessionFor('admin');
    const inContext = (id: number, courseId: number) =>
      t.app.inject({ method: 'GET', url: exportUrl({ examIds: id, format: 'csv' }), headers: admin.headers({ courseId }) });
    expect((await inContext(programmingExamId, t.ids.databases)).statusCode).toBe(404);
    expect((await inContext(programmingExamId, t.ids.programming)).statusCode).toBe(200);
    expect((await inContext(examId, t.ids.databases)).statusCode).toBe(200);
    expect((await fx.call('teacher', 'GET', exportUrl({ examIds: 2147483647, format: 'csv' }))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: exportUrl({ examIds: examId, format: 'csv' }) })).statusCode).toBe(401);
  });

  test('the contract bounds every parameter: no 5xx for malformed input', async () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => index + 1);
    const bad: Record<string, string | number | boolean | (string | number)[]>[] = [
      { format: 'csv' },
      { examIds: examId, format: 'pdf' },
      { examIds: examId },
      { examIds: tooMany, format: 'csv' },
      { examIds: 0, format: 'csv' },
      { examIds: 'x', format: 'csv' },
      { examIds: [examId, examId], format: 'csv' },
      { examIds: examId, format: 'csv', instances: 'everyone' },
      { examIds: examId, format: 'csv', language: 'de' },
      { examIds: examId, format: 'csv', timeZone: 'Mars/Olympus_Mons' },
      { examIds: examId, format: 'csv', timeZone: '../../etc/passwd' },
      { examIds: examId, format: 'csv', timeZone: 'x'.repeat(65) },
      { examIds: examId, format: 'csv', perQuestion: 'maybe' },
    ];
    for (const query of bad) {
      const res = await fx.call('teacher', 'GET', exportUrl(query));
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toHaveProperty('code');
    }
    // Twenty is allowed (here all missing: 404, not 400).
    const twenty = Array.from({ length: 20 }, (_, index) => 100_000 + index);
    expect((await fx.call('teacher', 'GET', exportUrl({ examIds: twenty, format: 'csv' }))).statusCode).toBe(404);
  });
});

describe('writeResults without HTTP', () => {
  test('writes the whole file to any writable stream', async () => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    const result = await writeResults(t.db, { examIds: [examId], format: 'xlsx', perQuestion: true }, sink);
    expect(result.rows).toBe(2);
    const workbook = await workbookOf(Buffer.concat(chunks));
    expect(workbook.worksheets[1].rowCount).toBe(3);
  });

  test('a reader that goes away stops the work instead of waiting for it', async () => {
    const sink = new Writable({
      highWaterMark: 1,
      write() {
        // Never reads: the writer waits for a drain that does not come, until the reader closes.
        setTimeout(() => sink.destroy(), 10);
      },
    });
    await expect(writeResults(t.db, { examIds: [examId, secondExamId], format: 'csv' }, sink)).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
  });
});

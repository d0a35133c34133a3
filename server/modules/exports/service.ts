import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Executor } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import type { components } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { csvRecord, UTF8_BOM, type CsvValue } from './csv.js';
import {
  selectExportExams,
  selectExportInstances,
  selectExportRows,
  selectExportSummary,
  type ExportExamRow,
  type ExportInstanceRow,
  type InstanceChoice,
  type NamedRow,
} from './queries.js';
import { exportWords, type ExportLanguage, type ExportWords } from './words.js';

export type ExportFormat = components['schemas']['ResultsExportFormat'];

/** What a results export holds (the contract's query parameters, with their defaults optional). */
export interface ResultsOptions {
  examIds: number[];
  format: ExportFormat;
  perQuestion?: boolean;
  instances?: InstanceChoice;
  language?: ExportLanguage;
  /** IANA zone the times are written in (default UTC). */
  timeZone?: string;
  /** The file name's date (default now). */
  now?: Date;
}

/** An export checked and counted, ready to be written. */
export interface ResultsPlan {
  exams: ExportExamRow[];
  format: ExportFormat;
  perQuestion: boolean;
  instances: InstanceChoice;
  words: ExportWords;
  zone: ZoneClock;
  /** Students in the file's order: last name, first name (the language's alphabet), student number. */
  byName: (a: NamedRow, b: NamedRow) => number;
  /** Instance rows of all exams together (X-Export-Rows). */
  rows: number;
  /** XLSX: the file's expected size (X-Export-Bytes-Estimate); the sheets are deflated, so it is an estimate. */
  bytesEstimate: number | null;
  fileName: string;
  mediaType: string;
}

/** Instances read per query: PGlite has one connection, so another request waits at most one chunk's query. */
export const EXPORT_CHUNK = 500;

const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// Deflated XLSX bytes per cell and per file, measured on generated exams (docs/exports.md); numbers and short names
// compress to about this. The client caps its bar below 100 % until the last byte, so a low guess only stalls it.
const XLSX_BYTES_PER_CELL = 6;
const XLSX_BYTES_FIXED = 6000;

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');

/** A time zone's wall clock: a Date whose UTC fields are the zone's local time (what spreadsheets show). */
export interface ZoneClock {
  local(date: Date): Date;
}

export function zoneClock(timeZone: string): ZoneClock {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new AppError(400, 'VALIDATION_FAILED', 'The time zone is not known.', [{ path: 'timeZone', message: 'is not a known time zone' }]);
  }
  return {
    local(date) {
      const parts: Record<string, number> = {};
      for (const part of format.formatToParts(date)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
      return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
    },
  };
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const isoTime = (date: Date) => `${isoDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

/** A file name part: letters (any script), digits, dot, dash and underscore. */
const namePart = (text: string) => text.normalize('NFC').replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'x';

/** `<course>_<exam>[-<exam>…]_<date>.<ext>`; more than three exams are counted instead of named. */
export function exportFileName(courseAcronym: string, abbrevs: string[], day: string, format: ExportFormat, words: ExportWords) {
  const exams = abbrevs.length <= 3 ? abbrevs.map(namePart).join('-') : `${abbrevs.length}-${namePart(words.results)}`;
  return `${namePart(courseAcronym)}_${exams}_${day}.${format}`;
}

function nameOrder(language: ExportLanguage) {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  return (a: NamedRow, b: NamedRow) =>
    collator.compare(a.lastName, b.lastName) ||
    collator.compare(a.firstName, b.firstName) ||
    (a.altId ?? '\uffff').localeCompare(b.altId ?? '\uffff') ||
    a.id - b.id;
}

/** Reads the exams (in the order asked) and counts the rows; a missing exam is a 404. */
export async function planResults(db: Executor, options: ResultsOptions): Promise<ResultsPlan> {
  const instances = options.instances ?? 'submitted';
  const language = options.language ?? 'en';
  const words = exportWords[language];
  const zone = zoneClock(options.timeZone ?? 'UTC');
  const found = await selectExportExams(db, options.examIds, instances);
  const byId = new Map(found.map((exam) => [exam.id, exam]));
  const exams = options.examIds.map((id) => {
    const exam = byId.get(id);
    if (!exam) throw examNotFound();
    return exam;
  });
  const perQuestion = options.perQuestion ?? true;
  const rows = exams.reduce((sum, exam) => sum + exam.rows, 0);
  let bytesEstimate: number | null = null;
  if (options.format === 'xlsx') {
    const sheetCells = exams.reduce((sum, exam) => sum + (exam.rows + 1) * (11 + (perQuestion ? exam.questions : 0)), 0);
    bytesEstimate = XLSX_BYTES_FIXED * (exams.length + 1) + XLSX_BYTES_PER_CELL * (sheetCells + rows * (4 + 3 * exams.length));
  }
  const day = isoDay(zone.local(options.now ?? new Date()));
  return {
    exams,
    format: options.format,
    perQuestion,
    instances,
    words,
    zone,
    byName: nameOrder(language),
    rows,
    bytesEstimate,
    fileName: exportFileName(exams[0]?.courseAcronym ?? 'export', exams.map((exam) => exam.abbrev), day, options.format, words),
    mediaType: MEDIA_TYPES[options.format],
  };
}

/** What both formats write for one instance, after the exam's own columns. */
interface RowSink {
  exam(exam: ExportExamRow): Promise<void>;
  rows(exam: ExportExamRow, rows: ExportInstanceRow[]): Promise<void>;
  end(): Promise<void>;
}

const aborted = () => new AppError(499, 'CLIENT_CLOSED', 'The client went away.');

/** Writes a planned export to `output`, exam by exam in chunks of instances; an abort stops it between chunks. */
export async function writePlannedResults(db: Executor, plan: ResultsPlan, output: Writable, signal?: AbortSignal): Promise<void> {
  const sink = plan.format === 'csv' ? csvSink(plan, output, signal) : await xlsxSink(db, plan, output);
  for (const exam of plan.exams) {
    if (signal?.aborted) throw aborted();
    await sink.exam(exam);
    const ids = (await selectExportInstances(db, exam.id, plan.instances)).sort(plan.byName).map((row) => row.id);
    for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
      if (signal?.aborted) throw aborted();
      const rows = await selectExportRows(db, ids.slice(start, start + EXPORT_CHUNK), plan.perQuestion);
      await sink.rows(exam, rows);
    }
  }
  if (signal?.aborted) throw aborted();
  await sink.end();
}

/**
 * The whole export without HTTP (the bench's entry): plan, then write. `output` is ended when the file is complete.
 * The exams are not checked against a course here; the API's service does that before calling it.
 */
export async function writeResults(db: Executor, options: ResultsOptions, output: Writable, signal?: AbortSignal) {
  const plan = await planResults(db, options);
  await writePlannedResults(db, plan, output, signal);
  return { rows: plan.rows, fileName: plan.fileName };
}

function headers(plan: ResultsPlan, questions: number): string[] {
  const w = plan.words;
  const places = plan.perQuestion ? Array.from({ length: questions }, (_, index) => w.question(index + 1)) : [];
  return [w.studentNumber, w.lastName, w.firstName, w.classGroup, w.started, w.submitted, ...places, w.total, w.max, w.percent, w.passed, w.grading];
}

function points(plan: ResultsPlan, row: ExportInstanceRow, questions: number): (number | null)[] {
  if (!plan.perQuestion) return [];
  return Array.from({ length: questions }, (_, index) => row.points?.[index] ?? null);
}

/**
 * One instance's cells in the order of headers(), for both formats: times as the sink writes them, pass as a
 * boolean (CSV writes it in words), the grading state in words (null when there is none).
 */
function instanceCells<Time>(plan: ResultsPlan, row: ExportInstanceRow, questions: number, time: (date: Date | null) => Time | null) {
  return [
    row.altId,
    row.lastName,
    row.firstName,
    row.classGroup,
    time(row.startedAt),
    time(row.submittedAt),
    ...points(plan, row, questions),
    row.score,
    row.maxScore,
    row.percent,
    row.passed,
    plan.words.gradingStates[row.gradingState] || null,
  ];
}

/** Waits until the client has read what is buffered (backpressure), or fails when it has gone. */
function drained(output: Writable, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const cleanup = () => {
      output.off('drain', done);
      output.off('close', gone);
      signal?.removeEventListener('abort', gone);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const gone = () => {
      cleanup();
      reject(aborted());
    };
    output.on('drain', done);
    output.on('close', gone);
    signal?.addEventListener('abort', gone);
  });
}

/** Resolves once the output has taken the whole file; fails when it closes before that (the client went away). */
function finishedOrGone(output: Writable) {
  return new Promise<void>((resolve, reject) => {
    if (output.writableFinished) return resolve();
    output.once('finish', resolve);
    output.once('close', () => (output.writableFinished ? resolve() : reject(aborted())));
  });
}

function csvSink(plan: ResultsPlan, output: Writable, signal?: AbortSignal): RowSink {
  const w = plan.words;
  const questions = Math.max(0, ...plan.exams.map((exam) => exam.questions));
  const write = async (text: string) => {
    if (output.destroyed) throw aborted();
    if (!output.write(text)) await drained(output, signal);
  };
  const time = (date: Date | null) => (date ? isoTime(plan.zone.local(date)) : null);
  let started = false;
  return {
    async exam() {
      if (started) return;
      started = true;
      await write(UTF8_BOM + csvRecord([w.exam, ...headers(plan, questions)]));
    },
    async rows(exam, rows) {
      let text = '';
      for (const row of rows) {
        const values = instanceCells(plan, row, questions, time).map((value) => (typeof value === 'boolean' ? (value ? w.yes : w.no) : value));
        text += csvRecord([exam.abbrev, ...values] as CsvValue[]);
      }
      await write(text);
    },
    async end() {
      if (!started) await write(UTF8_BOM + csvRecord([w.exam, ...headers(plan, questions)]));
      const done = finishedOrGone(output);
      output.end();
      await done;
    },
  };
}

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\, unique ignoring case. */
function sheetNamer(reserved: string) {
  const used = new Set([reserved.toLowerCase()]);
  return (wanted: string) => {
    const base = wanted.replace(/[[\]:*?/\\]/g, '-').replace(/^'+|'+$/g, '').trim().slice(0, 31) || 'Exam';
    let name = base;
    for (let count = 2; used.has(name.toLowerCase()); count += 1) {
      const suffix = ` (${count})`;
      name = base.slice(0, 31 - suffix.length) + suffix;
    }
    used.add(name.toLowerCase());
    return name;
  };
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const POINTS_FORMAT = '0.###';

async function xlsxSink(db: Executor, plan: ResultsPlan, output: Writable): Promise<RowSink> {
  const w = plan.words;
  // Loaded with the first XLSX export: exceljs was a sixth of every server start's module loading.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'ExamHall';
  const name = sheetNamer(w.summary);
  const headerRow = (sheet: ExcelJS.Worksheet) => {
    const row = sheet.getRow(1);
    row.font = { bold: true };
    row.commit();
  };
  const time = (date: Date | null) => (date ? plan.zone.local(date) : null);

  // The summary comes first so that it is the first tab: a zip is written entry by entry, so a sheet still open
  // would hold every later one in memory (and the client's progress) until it closes. It needs only the totals.
  const summary = workbook.addWorksheet(w.summary, { views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }] });
  summary.columns = [
    { header: w.studentNumber, key: 'altId', width: 14 },
    { header: w.lastName, key: 'lastName', width: 18 },
    { header: w.firstName, key: 'firstName', width: 14 },
    { header: w.classGroup, key: 'classGroup', width: 10 },
    ...plan.exams.flatMap((exam) => [
      { header: w.examTotal(exam.abbrev), key: `t${exam.id}`, width: 12, style: { numFmt: POINTS_FORMAT } },
      { header: w.examPercent(exam.abbrev), key: `p${exam.id}`, width: 10, style: { numFmt: '0.00' } },
      { header: w.examPassed(exam.abbrev), key: `s${exam.id}`, width: 10 },
    ]),
  ];
  summary.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: summary.columns.length } };
  headerRow(summary);
  const students = (await selectExportSummary(db, plan.exams.map((exam) => exam.id), plan.instances)).sort(plan.byName);
  for (const student of students) {
    const byExam = new Map(student.results.map((result) => [result.examId, result]));
    summary
      .addRow([
        student.altId,
        student.lastName,
        student.firstName,
        student.classGroup,
        ...plan.exams.flatMap((exam) => {
          const result = byExam.get(exam.id);
          return [result?.score ?? null, result?.percent ?? null, result?.passed ?? null];
        }),
      ])
      .commit();
  }
  summary.commit();

  let sheet: ExcelJS.Worksheet | null = null;
  return {
    async exam(exam) {
      sheet?.commit();
      const questions = plan.perQuestion ? exam.questions : 0;
      sheet = workbook.addWorksheet(name(exam.abbrev), { views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }] });
      const places = Array.from({ length: questions }, (_, index) => ({
        header: w.question(index + 1),
        key: `q${index + 1}`,
        width: 7,
        style: { numFmt: POINTS_FORMAT },
      }));
      sheet.columns = [
        { header: w.studentNumber, key: 'altId', width: 14 },
        { header: w.lastName, key: 'lastName', width: 18 },
        { header: w.firstName, key: 'firstName', width: 14 },
        { header: w.classGroup, key: 'classGroup', width: 10 },
        { header: w.started, key: 'started', width: 20, style: { numFmt: DATE_FORMAT } },
        { header: w.submitted, key: 'submitted', width: 20, style: { numFmt: DATE_FORMAT } },
        ...places,
        { header: w.total, key: 'total', width: 9, style: { numFmt: POINTS_FORMAT } },
        { header: w.max, key: 'max', width: 9, style: { numFmt: POINTS_FORMAT } },
        { header: w.percent, key: 'percent', width: 8, style: { numFmt: '0.00' } },
        { header: w.passed, key: 'passed', width: 8 },
        { header: w.grading, key: 'grading', width: 16 },
      ];
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
      headerRow(sheet);
    },
    async rows(exam, rows) {
      const target = sheet;
      if (!target) return;
      const questions = plan.perQuestion ? exam.questions : 0;
      for (const row of rows) {
        // Text cells are plain strings: exceljs writes a formula only for a { formula } value, so `=…` stays text.
        target.addRow(instanceCells(plan, row, questions, time)).commit();
      }
    },
    async end() {
      sheet?.commit();
      const done = finishedOrGone(output);
      await Promise.race([workbook.commit(), done]);
      await done;
    },
  };
}

export interface ResultsQuery {
  examIds: number[];
  format: ExportFormat;
  perQuestion?: boolean;
  instances?: InstanceChoice;
  language?: ExportLanguage;
  timeZone?: string;
}

export function createExportsService({ database, clock }: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = database;
  return {
    /**
     * Checks that every exam exists and is of one course — the context course when one is chosen — that the user may
     * work on (any other exam answers like a missing one), and counts the rows: all before the first byte, so a
     * refusal is a proper error response.
     */
    async prepareResults(user: SessionUser, contextCourseId: number | null, query: ResultsQuery) {
      const plan = await planResults(db, {
        examIds: query.examIds,
        format: query.format,
        perQuestion: query.perQuestion,
        instances: query.instances,
        language: query.language,
        timeZone: query.timeZone,
        now: clock(),
      });
      const courseId = contextCourseId ?? plan.exams[0].courseId;
      if (plan.exams.some((exam) => exam.courseId !== courseId)) throw examNotFound();
      await assertTeachesCourse(db, user, courseId, examNotFound);
      return { plan, write: (output: Writable, signal: AbortSignal) => writePlannedResults(db, plan, output, signal) };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;

import type { Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError, type ErrorDetail } from '../../errors.js';
import type { AppDeps } from '../../types.js';
import {
  selectEnrolmentsByAltIds,
  selectImportTargets,
  selectStudentsByAltIds,
  upsertEnrolments,
  upsertStudents,
} from './queries.js';
import { parseImport, type ImportRow, type ParsedImport } from './rows.js';

export interface ImportRequest {
  csv: string;
  courseId?: number | null;
  academicYearId?: number | null;
  skipInvalid?: boolean;
}

type RowStatus = 'new' | 'update' | 'unchanged' | 'invalid';
type EnrolmentStatus = 'new' | 'update' | 'unchanged' | 'none';

/** A row with what applying it would do: the contract's `StudentImportRow` as it is, so the preview returns it unchanged. */
interface ClassifiedRow extends ImportRow {
  status: RowStatus;
  enrolment: EnrolmentStatus;
}

interface Target {
  courseId: number;
  academicYearId: number;
}

/** Rows shown by a preview: every invalid one, then the others in file order, this many in all. */
const previewRows = 1000;
/** Error details listed by a refused apply. */
const maxDetails = 1000;

function summarise(rows: ClassifiedRow[]) {
  const summary = { total: rows.length, new: 0, update: 0, unchanged: 0, invalid: 0, enrolmentsNew: 0, enrolmentsUpdate: 0 };
  for (const row of rows) {
    summary[row.status]++;
    if (row.enrolment === 'new') summary.enrolmentsNew++;
    if (row.enrolment === 'update') summary.enrolmentsUpdate++;
  }
  return summary;
}

async function checkTarget(db: Executor, request: ImportRequest): Promise<Target | null> {
  const courseId = request.courseId ?? null;
  const academicYearId = request.academicYearId ?? null;
  if (courseId === null && academicYearId === null) return null;
  const fail = (message: string, path: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
  if (courseId === null || academicYearId === null) {
    throw fail('Give both a course and an academic year to enrol the students, or neither.', 'body');
  }
  const targets = await selectImportTargets(db, { courseId, academicYearId });
  if (!targets.course_exists) throw fail(`Course ${courseId} does not exist.`, 'body/courseId');
  if (!targets.academic_year_exists) throw fail(`Academic year ${academicYearId} does not exist.`, 'body/academicYearId');
  return { courseId, academicYearId };
}

/**
 * Matches the rows with the register on the student number. A row is `update` when a value the file gives
 * differs from the register: the names always, the e-mail when the file has that column, the class group when
 * the file has it and there is no course (with a course the class group is the enrolment's, and only a new
 * student also gets it as the register's default).
 */
async function classify(db: Executor, parsed: ParsedImport, target: Target | null): Promise<ClassifiedRow[]> {
  const valid = parsed.rows.filter((row) => row.errors.length === 0);
  const altIds = valid.map((row) => row.altId as string);
  const register = new Map((await selectStudentsByAltIds(db, altIds)).map((row) => [row.alt_id, row]));
  const enrolments = target
    ? new Map((await selectEnrolmentsByAltIds(db, { altIds, ...target })).map((row) => [row.alt_id, row.class_group]))
    : new Map<string, string | null>();
  const registerClassGroup = parsed.hasClassGroup && !target;

  return parsed.rows.map((row): ClassifiedRow => {
    if (row.errors.length > 0) return { ...row, status: 'invalid', enrolment: 'none' };
    const altId = row.altId as string;
    const existing = register.get(altId);
    let status: RowStatus = 'new';
    if (existing) {
      const differs =
        existing.first_name !== row.firstName ||
        existing.last_name !== row.lastName ||
        (parsed.hasEmail && existing.email !== row.email) ||
        (registerClassGroup && existing.class_group !== row.classGroup);
      status = differs ? 'update' : 'unchanged';
    }
    let enrolment: EnrolmentStatus = 'none';
    if (target) {
      if (!enrolments.has(altId)) enrolment = 'new';
      else enrolment = parsed.hasClassGroup && enrolments.get(altId) !== row.classGroup ? 'update' : 'unchanged';
    }
    return { ...row, status, enrolment };
  });
}

async function write(trx: Executor, parsed: ParsedImport, target: Target | null, rows: ClassifiedRow[]): Promise<void> {
  const students = rows.filter((row) => row.status === 'new' || row.status === 'update');
  if (students.length > 0) {
    await upsertStudents(trx, {
      altIds: students.map((row) => row.altId as string),
      firstNames: students.map((row) => row.firstName as string),
      lastNames: students.map((row) => row.lastName as string),
      emails: students.map((row) => row.email),
      classGroups: students.map((row) => row.classGroup),
      setEmail: parsed.hasEmail,
      setClassGroup: parsed.hasClassGroup && !target,
    });
  }
  const enrolments = rows.filter((row) => row.enrolment === 'new' || row.enrolment === 'update');
  if (target && enrolments.length > 0) {
    await upsertEnrolments(trx, {
      altIds: enrolments.map((row) => row.altId as string),
      classGroups: enrolments.map((row) => row.classGroup),
      hasClassGroup: parsed.hasClassGroup,
      ...target,
    });
  }
}

export function createImportsService({ database }: AppDeps) {
  const { db } = database;
  return {
    /** What applying the file would do, row by row; changes nothing. */
    async previewStudentImport(request: ImportRequest) {
      const parsed = parseImport(request.csv);
      const target = await checkTarget(db, request);
      const rows = await classify(db, parsed, target);
      const invalid = rows.filter((row) => row.status === 'invalid');
      const shown = [...invalid, ...rows.filter((row) => row.status !== 'invalid').slice(0, Math.max(0, previewRows - invalid.length))];
      return { summary: summarise(rows), rows: shown, truncated: shown.length < rows.length };
    },

    /**
     * One transaction: with an invalid row and without skipInvalid nothing changes (422 IMPORT_INVALID, the
     * rows' errors in `details`). Only new and changed rows are written, so re-applying a file changes nothing.
     */
    async applyStudentImport(request: ImportRequest) {
      const parsed = parseImport(request.csv);
      return withTransaction(db, async (trx) => {
        const target = await checkTarget(trx, request);
        const rows = await classify(trx, parsed, target);
        const invalid = rows.filter((row) => row.status === 'invalid');
        if (invalid.length > 0 && !request.skipInvalid) {
          const details: ErrorDetail[] = invalid
            .flatMap((row) => row.errors.map((message) => ({ path: `line ${row.line}`, message })))
            .slice(0, maxDetails);
          throw new AppError(
            422,
            'IMPORT_INVALID',
            `${invalid.length} row${invalid.length === 1 ? ' is' : 's are'} not valid; nothing was imported. ` +
              'Correct the file, or skip the invalid rows.',
            details,
          );
        }
        await write(trx, parsed, target, rows);
        return { summary: summarise(rows), skipped: invalid.length };
      });
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;

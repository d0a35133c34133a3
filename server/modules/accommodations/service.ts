import { withTransaction } from '../../db/transaction.js';
import type { Executor } from '../../db/connect.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { AppError } from '../../errors.js';
import type {
  ExamOverride,
  ExamOverrideInput,
  StudentAccommodationDetail,
  StudentAccommodationInput,
} from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse, isAdmin } from '../courses/access.js';
import { forgetExamAccess } from '../exams/access-service.js';
import { moveDeadlines } from '../exams/deadlines.js';
import { networksOf } from '../exams/networks.js';
import {
  deleteAccommodation,
  deleteOverride,
  insertOverride,
  lockExam,
  selectAccommodation,
  selectAccommodationHistory,
  selectExamOf,
  selectOverrideExam,
  selectOverrides,
  selectOverrideTarget,
  selectVisibleStudent,
  studentExists,
  updateOverride,
  upsertAccommodation,
  type OverrideExamRow,
  type OverrideRow,
  type OverrideValues,
} from './queries.js';

const studentNotFound = () => new AppError(404, 'NOT_FOUND', 'This student does not exist.');
const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const overrideNotFound = () => new AppError(404, 'NOT_FOUND', 'This override does not exist.');
const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `The request is not valid: body/${field} ${message}.`, [{ path: `body/${field}`, message }]);

const iso = (date: Date | null) => date?.toISOString() ?? null;
const DAY = 86_400_000;

/**
 * Accommodations (a student's extra time in every exam) and exam overrides (docs/exams.md, "Who gets which window and
 * how long"). A change that gives ongoing instances more time moves their deadlines at once, never earlier
 * (server/modules/exams/deadlines.ts); the rule itself is computed by server/modules/exams/access-rules.ts.
 */
export function createAccommodationsService({ database, clock, live }: AppDeps) {
  const { db } = database;

  async function assertStudentVisible(executor: Executor, user: SessionUser, studentId: number) {
    if (!(await selectVisibleStudent(executor, studentId, { seesAll: isAdmin(user), userId: user.id }))) throw studentNotFound();
  }

  async function accommodationOf(executor: Executor, studentId: number, movedInstances: number): Promise<StudentAccommodationDetail> {
    const [current, history] = await Promise.all([selectAccommodation(executor, studentId), selectAccommodationHistory(executor, studentId)]);
    return {
      current: current ? { ...current, updatedAt: current.updatedAt.toISOString() } : null,
      history: history.map((change) => ({ ...change, actedAt: change.actedAt.toISOString() })),
      movedInstances,
    };
  }

  async function accessibleExam(executor: Executor, user: SessionUser, examId: number): Promise<OverrideExamRow> {
    const exam = await selectExamOf(executor, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(executor, user, exam.courseId, examNotFound);
    return exam;
  }

  function overrideOf(row: OverrideRow, exam: OverrideExamRow, now: Date): ExamOverride {
    const warnings: ExamOverride['warnings'] = [];
    if (row.studentId !== null && row.students === 0) warnings.push('not-enrolled');
    if (row.emptyGroup) warnings.push('empty-group');
    const yearStart = Date.parse(`${row.yearStart}T00:00:00Z`);
    const yearEnd = Date.parse(`${row.yearEnd}T00:00:00Z`) + DAY;
    if ((row.availableFrom && row.availableFrom.getTime() >= yearEnd) || (row.availableTo && row.availableTo.getTime() <= yearStart)) {
      warnings.push('outside-year');
    }
    const settings = [row.availableFrom, row.availableTo, row.durationMinutes, row.password, row.startAllowed, row.allowedNetworks];
    if (settings.every((value) => value === null)) warnings.push('no-effect');
    if ((row.availableTo ?? exam.availableTo).getTime() <= now.getTime()) warnings.push('window-passed');
    return {
      id: row.id,
      examId: row.examId,
      studentId: row.studentId,
      studentName: row.studentName,
      studentAltId: row.studentAltId,
      classGroup: row.classGroup,
      label: row.label,
      availableFrom: iso(row.availableFrom),
      availableTo: iso(row.availableTo),
      durationMinutes: row.durationMinutes,
      password: row.password,
      startAllowed: row.startAllowed,
      allowedNetworks: row.allowedNetworks,
      students: row.students,
      warnings,
      updatedAt: row.updatedAt.toISOString(),
      updatedByName: row.updatedByName,
    };
  }

  /** The settings of an override's input, checked against the exam: the window it makes must not be empty. */
  function valuesOf(input: ExamOverrideInput, exam: OverrideExamRow, user: SessionUser, now: Date): OverrideValues {
    const date = (value: string | null, field: string) => {
      if (value === null) return null;
      const parsed = new Date(value);
      if (Number.isNaN(parsed.getTime())) throw invalid(field, 'is not a date-time');
      return parsed;
    };
    const availableFrom = date(input.availableFrom, 'availableFrom');
    const availableTo = date(input.availableTo, 'availableTo');
    if ((availableTo ?? exam.availableTo).getTime() <= (availableFrom ?? exam.availableFrom).getTime()) {
      throw invalid('availableTo', 'must be after the window opens (the override’s availableFrom, or the exam’s)');
    }
    return {
      label: input.label?.trim() || null,
      availableFrom,
      availableTo,
      durationMinutes: input.durationMinutes,
      password: input.password,
      startAllowed: input.startAllowed,
      allowedNetworks: input.allowedNetworks === undefined || input.allowedNetworks === null ? null : networksOf(input.allowedNetworks, 'allowedNetworks'),
      userId: user.id,
      now,
    };
  }

  async function overrideById(executor: Executor, exam: OverrideExamRow, overrideId: number): Promise<ExamOverride> {
    const [row] = await selectOverrides(executor, exam.id, overrideId);
    if (!row) throw overrideNotFound();
    return overrideOf(row, exam, clock());
  }

  const duplicate = (input: { studentId: number | null }) =>
    new AppError(
      409,
      'DUPLICATE',
      input.studentId !== null ? 'This student already has an override in this exam; change that one.' : 'This class group already has an override in this exam; change that one.',
    );

  return {
    async getAccommodation(user: SessionUser, studentId: number): Promise<StudentAccommodationDetail> {
      await assertStudentVisible(db, user, studentId);
      return accommodationOf(db, studentId, 0);
    },

    async setAccommodation(user: SessionUser, studentId: number, input: StudentAccommodationInput): Promise<StudentAccommodationDetail> {
      if (input.extraPercent === 0 && input.extraMinutes === 0) {
        throw invalid('extraPercent', 'or extraMinutes must be above 0 (remove the accommodation to give none)');
      }
      return withTransaction(db, async (trx) => {
        await assertStudentVisible(trx, user, studentId);
        const now = clock();
        await upsertAccommodation(trx, {
          studentId,
          extraPercent: input.extraPercent,
          extraMinutes: input.extraMinutes,
          extendWindow: input.extendWindow,
          note: input.note?.trim() || null,
          userId: user.id,
          now,
        });
        const moved = await moveDeadlines(trx, { studentId }, { kind: 'later-only', reason: 'accommodation', actedBy: user.id }, now);
        return accommodationOf(trx, studentId, moved);
      }).finally(() => live.wake());
    },

    async removeAccommodation(user: SessionUser, studentId: number): Promise<StudentAccommodationDetail> {
      return withTransaction(db, async (trx) => {
        await assertStudentVisible(trx, user, studentId);
        await deleteAccommodation(trx, studentId, user.id, clock());
        // A running attempt keeps the deadline it was promised: nothing moves.
        return accommodationOf(trx, studentId, 0);
      });
    },

    async listOverrides(user: SessionUser, examId: number): Promise<ExamOverride[]> {
      const exam = await accessibleExam(db, user, examId);
      const now = clock();
      return (await selectOverrides(db, examId)).map((row) => overrideOf(row, exam, now));
    },

    async createOverride(user: SessionUser, examId: number, input: ExamOverrideInput): Promise<ExamOverride> {
      const classGroup = input.classGroup?.trim() || null;
      if ((input.studentId === null) === (classGroup === null)) {
        throw invalid('studentId', 'or classGroup must be given, not both');
      }
      return withTransaction(db, async (trx) => {
        const exam = await accessibleExam(trx, user, examId);
        await lockExam(trx, examId);
        const now = clock();
        const values = valuesOf(input, exam, user, now);
        if (input.studentId !== null && !(await studentExists(trx, input.studentId))) throw invalid('studentId', 'names no student');
        let id: number;
        try {
          id = await insertOverride(trx, { ...values, examId, studentId: input.studentId, classGroup });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicate(input);
          throw error;
        }
        await moveDeadlines(trx, { examId }, { kind: 'later-only', reason: 'override', actedBy: user.id }, now);
        forgetExamAccess(examId);
        return overrideById(trx, exam, id);
      }).finally(() => live.wake());
    },

    async updateOverride(user: SessionUser, overrideId: number, input: ExamOverrideInput): Promise<ExamOverride> {
      return withTransaction(db, async (trx) => {
        const examId = await selectOverrideExam(trx, overrideId);
        if (examId === undefined) throw overrideNotFound();
        const exam = await accessibleExam(trx, user, examId).catch(() => {
          throw overrideNotFound();
        });
        await lockExam(trx, examId);
        const target = await selectOverrideTarget(trx, overrideId);
        if (!target) throw overrideNotFound();
        if (input.studentId !== target.studentId || (input.classGroup?.trim() || null) !== target.classGroup) {
          throw invalid(target.studentId !== null ? 'studentId' : 'classGroup', 'cannot change; delete the override and make another');
        }
        const now = clock();
        await updateOverride(trx, { ...valuesOf(input, exam, user, now), overrideId });
        await moveDeadlines(trx, { examId }, { kind: 'later-only', reason: 'override', actedBy: user.id }, now);
        forgetExamAccess(examId);
        return overrideById(trx, exam, overrideId);
      }).finally(() => live.wake());
    },

    async deleteOverride(user: SessionUser, overrideId: number): Promise<void> {
      await withTransaction(db, async (trx) => {
        const examId = await selectOverrideExam(trx, overrideId);
        if (examId === undefined) throw overrideNotFound();
        await accessibleExam(trx, user, examId).catch(() => {
          throw overrideNotFound();
        });
        await lockExam(trx, examId);
        // A running attempt keeps the deadline it was promised: nothing moves.
        await deleteOverride(trx, overrideId);
        forgetExamAccess(examId);
      });
    },
  };
}

export type AccommodationsService = ReturnType<typeof createAccommodationsService>;

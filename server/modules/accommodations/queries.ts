import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_visible_student',
  'select_accommodation',
  'select_accommodation_history',
  'upsert_accommodation',
  'delete_accommodation',
  'select_exam_of',
  'lock_exam',
  'select_override_exam',
  'select_overrides',
  'select_student_exists',
  'insert_override',
  'select_override_target',
  'update_override',
  'delete_override',
] as const);

export interface AccommodationRow {
  extraPercent: number;
  extraMinutes: number;
  extendWindow: boolean;
  note: string | null;
  updatedAt: Date;
  updatedByName: string | null;
}

export interface AccommodationChangeRow {
  id: number;
  action: 'set' | 'removed';
  extraPercent: number | null;
  extraMinutes: number | null;
  extendWindow: boolean | null;
  note: string | null;
  actedAt: Date;
  actedByName: string | null;
}

export interface AccommodationValues {
  studentId: number;
  extraPercent: number;
  extraMinutes: number;
  extendWindow: boolean;
  note: string | null;
  userId: number;
  now: Date;
}

export const selectVisibleStudent = async (db: Executor, studentId: number, scope: { seesAll: boolean; userId: number }) =>
  (await queryOptionalRow<{ id: number }>(db, sql.select_visible_student, { studentId, ...scope })) !== undefined;

export const selectAccommodation = (db: Executor, studentId: number) =>
  queryOptionalRow<AccommodationRow>(db, sql.select_accommodation, { studentId });

export const selectAccommodationHistory = (db: Executor, studentId: number) =>
  queryRows<AccommodationChangeRow>(db, sql.select_accommodation_history, { studentId });

export const upsertAccommodation = (db: Executor, values: AccommodationValues) => execute(db, sql.upsert_accommodation, { ...values });

/** Removes the accommodation; whether there was one. */
export const deleteAccommodation = async (db: Executor, studentId: number, userId: number, now: Date) =>
  (await queryRows(db, sql.delete_accommodation, { studentId, userId, now })).length > 0;

export interface OverrideExamRow {
  id: number;
  courseId: number;
  academicYearId: number;
  availableFrom: Date;
  availableTo: Date;
  durationMinutes: number;
  password: string | null;
  archivedAt: Date | null;
}

export const selectExamOf = (db: Executor, examId: number) => queryOptionalRow<OverrideExamRow>(db, sql.select_exam_of, { examId });

export const lockExam = (db: Executor, examId: number) => queryOptionalRow<{ id: number }>(db, sql.lock_exam, { examId });

export const selectOverrideExam = async (db: Executor, overrideId: number) =>
  (await queryOptionalRow<{ examId: number }>(db, sql.select_override_exam, { overrideId }))?.examId;

export interface OverrideRow {
  id: number;
  examId: number;
  studentId: number | null;
  studentName: string | null;
  studentAltId: string | null;
  classGroup: string | null;
  label: string | null;
  availableFrom: Date | null;
  availableTo: Date | null;
  durationMinutes: number | null;
  password: string | null;
  startAllowed: boolean | null;
  allowedNetworks: string[] | null;
  updatedAt: Date;
  updatedByName: string | null;
  students: number;
  emptyGroup: boolean;
  yearStart: string;
  yearEnd: string;
}

export const selectOverrides = (db: Executor, examId: number, overrideId: number | null = null) =>
  queryRows<OverrideRow>(db, sql.select_overrides, { examId, overrideId });

export const studentExists = async (db: Executor, studentId: number) =>
  (await queryOptionalRow<{ id: number }>(db, sql.select_student_exists, { studentId })) !== undefined;

export interface OverrideValues {
  label: string | null;
  availableFrom: Date | null;
  availableTo: Date | null;
  durationMinutes: number | null;
  password: string | null;
  startAllowed: boolean | null;
  allowedNetworks: string[] | null;
  userId: number;
  now: Date;
}

export const insertOverride = async (
  db: Executor,
  values: OverrideValues & { examId: number; studentId: number | null; classGroup: string | null },
) => (await queryRow<{ id: number }>(db, sql.insert_override, { ...values })).id;

export const selectOverrideTarget = (db: Executor, overrideId: number) =>
  queryOptionalRow<{ studentId: number | null; classGroup: string | null }>(db, sql.select_override_target, { overrideId });

export const updateOverride = (db: Executor, values: OverrideValues & { overrideId: number }) => execute(db, sql.update_override, { ...values });

export const deleteOverride = (db: Executor, overrideId: number) => execute(db, sql.delete_override, { overrideId });

import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./activity-fixtures.sql', import.meta.url), [
  'set_instance_score',
  'insert_bare_instance',
  'select_student_of_user',
  'enrol_student',
  'insert_manual_grade',
  'insert_regrade',
] as const);

/** A submitted instance's totals as grading would write them: `percent` of 10 points. */
export const setInstanceScore = (db: Executor, instanceId: number, percent: number | null) =>
  execute(db, sql.set_instance_score, { instanceId, percent });

/** An instance without questions: submitted with `percent` (null: generated, never started). */
export const insertBareInstance = async (db: Executor, values: { examId: number; studentId: number; percent: number | null; now: Date }) =>
  (await queryRow<{ id: number }>(db, sql.insert_bare_instance, values)).id;

export const selectStudentOfUser = async (db: Executor, userId: number) =>
  (await queryRow<{ id: number }>(db, sql.select_student_of_user, { userId })).id;

export const enrolStudent = (db: Executor, studentId: number, courseId: number, academicYearId: number) =>
  execute(db, sql.enrol_student, { studentId, courseId, academicYearId });

export const insertManualGrade = (db: Executor, values: { instanceId: number; ordinal: number; score: number; userId: number; at: Date }) =>
  execute(db, sql.insert_manual_grade, values);

/** `at` as ISO text keeps microseconds (a Date has milliseconds only). */
export const insertRegrade = (db: Executor, values: { examId: number; changed: number; userId: number; at: Date | string }) =>
  execute(db, sql.insert_regrade, values);

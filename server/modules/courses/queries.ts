import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { AcademicYear, AdminCourse, Course } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_courses',
  'select_academic_years',
  'select_context_access',
  'select_admin_courses',
  'select_course_id_by_acronym',
  'insert_course',
  'update_course',
  'lock_course',
  'delete_course',
  'select_academic_year_id_by_title',
  'insert_academic_year',
  'update_academic_year',
  'lock_academic_year',
  'delete_academic_year',
  'clear_current_academic_year',
  'set_current_academic_year',
] as const);

export function selectCourses(db: Executor, params: { seesAll: boolean; userId: number }) {
  return queryRows<Course>(db, sql.select_courses, { ...params });
}

/** `today` as YYYY-MM-DD. */
export function selectAcademicYears(db: Executor, today: string) {
  return queryRows<AcademicYear>(db, sql.select_academic_years, { today });
}

export function selectContextAccess(
  db: Executor,
  params: { userId: number; roleName: string; courseId: number | null; academicYearId: number | null },
) {
  return queryRow<{ course_allowed: boolean; academic_year_allowed: boolean }>(db, sql.select_context_access, {
    ...params,
  });
}

/** Every course, or only `courseId` when it is given. */
export function selectAdminCourses(db: Executor, courseId: number | null) {
  return queryRows<AdminCourse>(db, sql.select_admin_courses, { courseId });
}

export interface CourseFields {
  name: string;
  acronym: string;
  description: string | null;
}

export async function selectOptionalCourseIdByAcronym(db: Executor, acronym: string, exceptId: number | null) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_course_id_by_acronym, { acronym, exceptId }))?.id;
}

export async function insertCourse(db: Executor, course: CourseFields): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql.insert_course, { ...course })).id;
}

export function updateCourse(db: Executor, courseId: number, course: CourseFields) {
  return execute(db, sql.update_course, { courseId, ...course });
}

export function selectOptionalCourseForUpdate(db: Executor, courseId: number) {
  return queryOptionalRow<{ id: number; acronym: string }>(db, sql.lock_course, { courseId });
}

export function deleteCourse(db: Executor, courseId: number) {
  return execute(db, sql.delete_course, { courseId });
}

export interface AcademicYearFields {
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export async function selectOptionalAcademicYearIdByTitle(db: Executor, title: string, exceptId: number | null) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_academic_year_id_by_title, { title, exceptId }))?.id;
}

export async function insertAcademicYear(db: Executor, year: AcademicYearFields): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql.insert_academic_year, { ...year })).id;
}

export function updateAcademicYear(db: Executor, academicYearId: number, year: AcademicYearFields) {
  return execute(db, sql.update_academic_year, { academicYearId, ...year });
}

/** The year, locked, with what uses it. */
export function selectOptionalAcademicYearForUpdate(db: Executor, academicYearId: number) {
  return queryOptionalRow<{ id: number; title: string; exam_count: number; enrolment_count: number }>(
    db,
    sql.lock_academic_year,
    { academicYearId },
  );
}

export function deleteAcademicYear(db: Executor, academicYearId: number) {
  return execute(db, sql.delete_academic_year, { academicYearId });
}

/** Marks the year current and every other one not; run both in one transaction. */
export async function updateCurrentAcademicYear(db: Executor, academicYearId: number): Promise<number> {
  await execute(db, sql.clear_current_academic_year, { academicYearId });
  return execute(db, sql.set_current_academic_year, { academicYearId });
}

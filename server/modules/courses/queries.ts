import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRow, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_courses',
  'select_academic_years',
  'select_context_access',
] as const);

export interface CourseRow {
  id: number;
  name: string;
  acronym: string;
}

export function selectCourses(db: Executor, params: { seesAll: boolean; userId: number }) {
  return queryRows<CourseRow>(db, sql.select_courses, { ...params });
}

export interface AcademicYearRow {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
}

/** `today` as YYYY-MM-DD. */
export function selectAcademicYears(db: Executor, today: string) {
  return queryRows<AcademicYearRow>(db, sql.select_academic_years, { today });
}

export function selectContextAccess(
  db: Executor,
  params: { userId: number; roleName: string; courseId: number | null; academicYearId: number | null },
) {
  return queryRow<{ course_allowed: boolean; academic_year_allowed: boolean }>(db, sql.select_context_access, {
    ...params,
  });
}

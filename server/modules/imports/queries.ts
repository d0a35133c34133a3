import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_import_targets',
  'select_students_by_alt_ids',
  'select_enrolments_by_alt_ids',
  'upsert_students',
  'upsert_enrolments',
] as const);

export const selectImportTargets = (db: Executor, params: { courseId: number; academicYearId: number }) =>
  queryRow<{ course_exists: boolean; academic_year_exists: boolean }>(db, sql.select_import_targets, { ...params });

export interface RegisterRow {
  alt_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  class_group: string | null;
}

export const selectStudentsByAltIds = (db: Executor, altIds: string[]) =>
  queryRows<RegisterRow>(db, sql.select_students_by_alt_ids, { altIds });

export const selectEnrolmentsByAltIds = (db: Executor, params: { altIds: string[]; courseId: number; academicYearId: number }) =>
  queryRows<{ alt_id: string; class_group: string | null }>(db, sql.select_enrolments_by_alt_ids, { ...params });

export const upsertStudents = (
  db: Executor,
  params: {
    altIds: string[];
    firstNames: string[];
    lastNames: string[];
    emails: Array<string | null>;
    classGroups: Array<string | null>;
    setEmail: boolean;
    setClassGroup: boolean;
  },
) => execute(db, sql.upsert_students, { ...params });

export const upsertEnrolments = (
  db: Executor,
  params: { altIds: string[]; classGroups: Array<string | null>; hasClassGroup: boolean; courseId: number; academicYearId: number },
) => execute(db, sql.upsert_enrolments, { ...params });

import type { Executor } from '../../db/connect.js';
import type { WordPatterns } from '../../db/search-words.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows, withOrder, type SortOrder, type SqlBlock } from '../../db/sql-blocks.js';
import type { WithDates } from '../../db/row-types.js';
import type { Enrolment, Student, StudentExam, StudentInput } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'order_students_last_name',
  'order_students_first_name',
  'order_students_alt_id',
  'order_students_email',
  'order_students_class_group',
  'select_register_total',
  'count_students',
  'select_student_page',
  'select_student',
  'insert_student',
  'update_student',
  'select_student_enrolments',
  'order_enrolments_last_name',
  'order_enrolments_alt_id',
  'order_enrolments_class_group',
  'order_enrolments_course',
  'order_enrolments_academic_year',
  'count_enrolments',
  'select_enrolment_page',
  'select_enrolment',
  'select_enrolment_targets',
  'insert_enrolment',
  'update_enrolment',
  'delete_enrolment',
  'select_student_exams',
] as const);

export type StudentSort = 'lastName' | 'firstName' | 'altId' | 'email' | 'classGroup';
export type EnrolmentSort = 'lastName' | 'altId' | 'classGroup' | 'course' | 'academicYear';

const studentOrders: Record<StudentSort, SqlBlock> = {
  lastName: sql.order_students_last_name,
  firstName: sql.order_students_first_name,
  altId: sql.order_students_alt_id,
  email: sql.order_students_email,
  classGroup: sql.order_students_class_group,
};

const enrolmentOrders: Record<EnrolmentSort, SqlBlock> = {
  lastName: sql.order_enrolments_last_name,
  altId: sql.order_enrolments_alt_id,
  classGroup: sql.order_enrolments_class_group,
  course: sql.order_enrolments_course,
  academicYear: sql.order_enrolments_academic_year,
};

export interface Scope {
  seesAll: boolean;
  userId: number;
}

export interface StudentFilter extends Scope, WordPatterns {
  courseId: number | null;
  academicYearId: number | null;
  classGroup: string | null;
}

export interface PageParams {
  limit: number;
  offset: number;
}

const unfiltered = (filter: StudentFilter) =>
  filter.seesAll &&
  filter.courseId === null &&
  filter.academicYearId === null &&
  filter.classGroup === null &&
  filter.word1 === null &&
  filter.moreWords.length === 0;

/** How many students the filter matches; the whole register's size is read from its counter. */
export async function countStudents(db: Executor, filter: StudentFilter): Promise<number> {
  const block = unfiltered(filter) ? sql.select_register_total : sql.count_students;
  return (await queryRow<{ total: number }>(db, block, { ...filter })).total;
}

export function selectStudentPage(db: Executor, filter: StudentFilter, page: PageParams, sortBy: StudentSort, sortOrder: SortOrder) {
  return queryRows<Student>(db, withOrder(sql.select_student_page, studentOrders[sortBy], sortOrder), { ...filter, ...page });
}

/** The statements listStudents runs, for the benchmark to EXPLAIN them. */
export function studentListStatements(filter: StudentFilter, page: PageParams, sortBy: StudentSort, sortOrder: SortOrder) {
  return [
    { block: unfiltered(filter) ? sql.select_register_total : sql.count_students, params: { ...filter } },
    { block: withOrder(sql.select_student_page, studentOrders[sortBy], sortOrder), params: { ...filter, ...page } },
  ];
}

export function selectOptionalStudent(db: Executor, studentId: number, scope: Scope) {
  return queryOptionalRow<Student>(db, sql.select_student, { studentId, ...scope });
}

/** A student's own fields, as the contract's input has them (after the route's trimming). */
export type StudentValues = StudentInput;

export function insertStudent(db: Executor, values: StudentValues) {
  return queryRow<Student>(db, sql.insert_student, { ...values });
}

export function updateStudent(db: Executor, studentId: number, values: StudentValues) {
  return queryOptionalRow<Student>(db, sql.update_student, { studentId, ...values });
}

export function selectStudentEnrolments(db: Executor, studentId: number, scope: Scope) {
  return queryRows<Enrolment>(db, sql.select_student_enrolments, { studentId, ...scope });
}

export interface EnrolmentFilter extends Scope, WordPatterns {
  studentId: number | null;
  courseId: number | null;
  academicYearId: number | null;
  classGroup: string | null;
}

export async function countEnrolments(db: Executor, filter: EnrolmentFilter): Promise<number> {
  return (await queryRow<{ total: number }>(db, sql.count_enrolments, { ...filter })).total;
}

export function selectEnrolmentPage(db: Executor, filter: EnrolmentFilter, page: PageParams, sortBy: EnrolmentSort, sortOrder: SortOrder) {
  return queryRows<Enrolment>(db, withOrder(sql.select_enrolment_page, enrolmentOrders[sortBy], sortOrder), { ...filter, ...page });
}

export function selectOptionalEnrolment(db: Executor, enrolmentId: number) {
  return queryOptionalRow<Enrolment>(db, sql.select_enrolment, { enrolmentId });
}

export function selectEnrolmentTargets(db: Executor, params: { studentId: number; academicYearId: number }) {
  return queryRow<{ student_exists: boolean; academic_year_exists: boolean }>(db, sql.select_enrolment_targets, { ...params });
}

/** The new enrolment's id, or undefined when the student is already enrolled in the course that year. */
export async function insertEnrolment(
  db: Executor,
  values: { studentId: number; courseId: number; academicYearId: number; classGroup: string | null },
): Promise<number | undefined> {
  return (await queryOptionalRow<{ id: number }>(db, sql.insert_enrolment, { ...values }))?.id;
}

export function updateEnrolment(db: Executor, enrolmentId: number, classGroup: string | null) {
  return execute(db, sql.update_enrolment, { enrolmentId, classGroup });
}

export function deleteEnrolment(db: Executor, enrolmentId: number) {
  return execute(db, sql.delete_enrolment, { enrolmentId });
}

export type StudentExamRow = WithDates<StudentExam, 'generatedAt' | 'startedAt' | 'submittedAt'>;

/** The student's instances with score and percentile rank, as the scope may see them (at most 500, newest first). */
export const selectStudentExams = (db: Executor, studentId: number, scope: Scope) =>
  queryRows<StudentExamRow>(db, sql.select_student_exams, { studentId, ...scope });

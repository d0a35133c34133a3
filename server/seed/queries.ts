import type { Executor } from '../db/connect.js';
import { execute, loadSqlBlocks, queryRow } from '../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'insert_academic_year',
  'insert_course',
  'insert_teacher_course',
  'insert_student',
  'insert_student_course',
  'insert_exam',
  'insert_node_type',
  'insert_node',
  'insert_node_parent',
  'insert_grading_model',
] as const);

async function insertReturningId(db: Executor, block: (typeof sql)[keyof typeof sql], params: Record<string, unknown>) {
  return (await queryRow<{ id: number }>(db, block, params)).id;
}

export function insertAcademicYear(db: Executor, year: { title: string; startDate: string; endDate: string }) {
  return insertReturningId(db, sql.insert_academic_year, { ...year });
}

export function insertCourse(db: Executor, course: { name: string; acronym: string; description: string | null }) {
  return insertReturningId(db, sql.insert_course, { ...course });
}

export function insertTeacherCourse(db: Executor, userId: number, courseId: number) {
  return execute(db, sql.insert_teacher_course, { userId, courseId });
}

export interface NewStudent {
  userId: number | null;
  firstName: string;
  lastName: string;
  email: string | null;
  altId: string | null;
  classGroup: string | null;
}

export function insertStudent(db: Executor, student: NewStudent) {
  return insertReturningId(db, sql.insert_student, { ...student });
}

export function insertStudentCourse(
  db: Executor,
  enrolment: { studentId: number; courseId: number; academicYearId: number; classGroup: string | null },
) {
  return execute(db, sql.insert_student_course, { ...enrolment });
}

export function insertExam(
  db: Executor,
  exam: { courseId: number; academicYearId: number; title: string; titleAbbrev: string | null; gradingModelId?: number | null },
) {
  return insertReturningId(db, sql.insert_exam, { gradingModelId: null, ...exam });
}

export function insertNodeType(db: Executor, nodeType: { name: string; color: string }) {
  return insertReturningId(db, sql.insert_node_type, { ...nodeType });
}

export function insertNode(
  db: Executor,
  node: { courseId: number; nodeTypeId: number; name: string; description: string | null },
) {
  return insertReturningId(db, sql.insert_node, { ...node });
}

export function insertNodeParent(db: Executor, nodeId: number, parentId: number) {
  return execute(db, sql.insert_node_parent, { nodeId, parentId });
}

export function insertGradingModel(
  db: Executor,
  model: { name: string; correctScore: number; incorrectScore: number; unansweredScore: number; threshold: number | null },
) {
  return insertReturningId(db, sql.insert_grading_model, { ...model });
}

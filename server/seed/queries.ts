import type { Executor } from '../db/connect.js';
import { execute, loadSqlBlocks, queryRow, queryRows } from '../db/sql-blocks.js';
import type { QuestionContent, QuestionTemplate } from '../generated/contract-types.js';

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
  'select_demo_ids',
  'select_question_ids_by_title',
  'select_demo_exam_ids',
  'set_exam_published_for_demo',
  'select_instance_questions_for_demo',
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

export interface DemoIds {
  adminId: number;
  databases: number;
  currentYear: number;
  demoStudentId: number;
  models: Map<string, number>;
  currentYearStudentIds: number[];
}

export async function selectDemoIds(db: Executor): Promise<DemoIds> {
  const row = await queryRow<Omit<DemoIds, 'models'> & { models: Record<string, number> }>(db, sql.select_demo_ids);
  return { ...row, models: new Map(Object.entries(row.models)) };
}

export const selectQuestionIdsByTitle = async (db: Executor, courseId: number) =>
  new Map((await queryRows<{ title: string; id: number }>(db, sql.select_question_ids_by_title, { courseId })).map((row) => [row.title, row.id]));

export const selectDemoExamIds = async (db: Executor, courseId: number, academicYearId: number) =>
  new Map(
    (await queryRows<{ abbreviation: string; id: number }>(db, sql.select_demo_exam_ids, { courseId, academicYearId })).map((row) => [row.abbreviation, row.id]),
  );

export const setExamPublishedForDemo = (db: Executor, examId: number, now: Date) => execute(db, sql.set_exam_published_for_demo, { examId, now });

export const selectInstanceQuestionsForDemo = (db: Executor, instanceId: number) =>
  queryRows<{ ordinal: number; seed: number; text: string; content: QuestionContent; template: QuestionTemplate | null }>(
    db,
    sql.select_instance_questions_for_demo,
    { instanceId },
  );

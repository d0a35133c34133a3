import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./question-imports.sql', import.meta.url), [
  'count_course_questions',
  'count_course_attachments',
  'create_failing_function',
  'create_failing_trigger',
  'drop_failing_trigger',
] as const);

export const countCourseQuestions = async (db: Executor, courseId: number) =>
  (await queryRow<{ count: number }>(db, sql.count_course_questions, { courseId })).count;

export const countCourseAttachments = async (db: Executor, courseId: number) =>
  (await queryRow<{ count: number }>(db, sql.count_course_attachments, { courseId })).count;

/** From now on, inserting a question titled "Explodes" fails in the database. */
export async function refuseExplodingQuestions(db: Executor): Promise<void> {
  await execute(db, sql.create_failing_function);
  await execute(db, sql.create_failing_trigger);
}

export const allowExplodingQuestions = (db: Executor) => execute(db, sql.drop_failing_trigger);

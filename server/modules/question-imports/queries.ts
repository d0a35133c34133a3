import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';
import type { Question } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['select_export_questions', 'select_course_attachments'] as const);

export type ExportQuestionRow = Pick<Question, 'id' | 'title' | 'text' | 'content' | 'template' | 'feedback' | 'tags'>;

export const selectExportQuestions = (db: Executor, courseId: number, questionIds: number[]) =>
  queryRows<ExportQuestionRow>(db, sql.select_export_questions, { courseId, questionIds });

export const selectCourseAttachments = (db: Executor, courseId: number, attachmentIds: number[]) =>
  queryRows<{ id: number; file_name: string; data: Buffer }>(db, sql.select_course_attachments, { courseId, attachmentIds });

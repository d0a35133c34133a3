import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow } from '../../db/sql-blocks.js';
import { hashToken } from '../../modules/auth/tokens.js';

const sql = loadSqlBlocks(new URL('./admin-fixtures.sql', import.meta.url), [
  'insert_node_type',
  'insert_node',
  'insert_exam',
  'insert_enrolment',
  'select_session_presence',
] as const);

const idOf = async (promise: Promise<{ id: number }>) => (await promise).id;

export const insertNodeType = (db: Executor, name: string) => idOf(queryRow(db, sql.insert_node_type, { name }));

export const insertNode = (db: Executor, node: { courseId: number; nodeTypeId: number; name: string }) =>
  idOf(queryRow(db, sql.insert_node, { ...node }));

export const insertExam = (
  db: Executor,
  exam: { courseId: number; academicYearId: number; title: string; gradingModelId: number | null },
) => idOf(queryRow(db, sql.insert_exam, { ...exam }));

/** Enrols the first student in the course and year. */
export const insertEnrolment = (db: Executor, courseId: number, academicYearId: number) =>
  execute(db, sql.insert_enrolment, { courseId, academicYearId });

export const selectSessionPresence = (db: Executor, token: string) =>
  queryOptionalRow<{ last_seen_at: Date; current_route: string | null; current_course_id: number | null; revoked_at: Date | null }>(
    db,
    sql.select_session_presence,
    { tokenHash: hashToken(token) },
  );

import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, prepared, queryRow } from '../../db/sql-blocks.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../types.js';

const sql = loadSqlBlocks(new URL('./access.sql', import.meta.url), ['select_course_access'] as const);
// Nearly every staff request of a course asks it: kept prepared.
prepared(sql.select_course_access);

export const isAdmin = (user: SessionUser) => user.roleName === 'Admin';

/** Whether the course exists and the user may work on it (an administrator: any; a teacher: one they teach). */
export function selectCourseAccess(db: Executor, user: SessionUser, courseId: number) {
  return queryRow<{ exists: boolean; allowed: boolean }>(db, sql.select_course_access, {
    courseId,
    userId: user.id,
    roleName: user.roleName,
  });
}

export const courseNotFound = () => new AppError(404, 'NOT_FOUND', 'This course does not exist.');

/**
 * Refuses a user who may not work on the course with the same 404 whether it does not exist or they are neither
 * an administrator nor one of its teachers: the answer does not tell which courses exist.
 */
export async function assertCourseAccess(db: Executor, user: SessionUser, courseId: number): Promise<void> {
  const access = await selectCourseAccess(db, user, courseId);
  if (!access.exists || !access.allowed) throw courseNotFound();
}

/**
 * Like assertCourseAccess for the course of a row just read (a question, a node, an enrolment): a user who may
 * not work on that course gets the row's own not-found error, exactly what a missing row answers.
 */
export async function assertTeachesCourse(
  db: Executor,
  user: SessionUser,
  courseId: number,
  notFound: () => AppError,
): Promise<void> {
  if (isAdmin(user)) return;
  const access = await selectCourseAccess(db, user, courseId);
  if (!access.allowed) throw notFound();
}

import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRow } from '../../db/sql-blocks.js';
import { AppError, forbidden } from '../../errors.js';
import type { SessionUser } from '../../types.js';

const sql = loadSqlBlocks(new URL('./access.sql', import.meta.url), ['select_course_access'] as const);

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
 * Refuses a user who may not work on the course: 404 when it does not exist, 403 FORBIDDEN when it exists but
 * the user is neither an administrator nor one of its teachers.
 */
export async function assertCourseAccess(db: Executor, user: SessionUser, courseId: number): Promise<void> {
  const access = await selectCourseAccess(db, user, courseId);
  if (!access.exists) throw courseNotFound();
  if (!access.allowed) throw forbidden();
}

/** Like assertCourseAccess for a course known to exist (e.g. the course of a row just read). */
export async function assertTeachesCourse(db: Executor, user: SessionUser, courseId: number): Promise<void> {
  if (isAdmin(user)) return;
  const access = await selectCourseAccess(db, user, courseId);
  if (!access.allowed) throw forbidden();
}

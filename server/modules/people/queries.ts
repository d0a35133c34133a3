import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { StaffUser } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_staff_users_page',
  'select_staff_user_for_update',
  'select_user_id_by_username',
  'select_user_id_by_email',
  'update_staff_user',
  'revoke_user_sessions',
  'select_course_exists',
  'insert_teacher_course',
  'delete_teacher_course',
  'select_online_sessions',
  'update_session_presence',
] as const);

export type StaffRole = 'Admin' | 'Teacher';
export type StaffSortBy = 'lastName' | 'username' | 'roleName' | 'email';

export interface StaffUserFilter {
  /** Only this user (a single staff user's record). */
  userId: number | null;
  words: string[];
  roleName: StaffRole | null;
  courseId: number | null;
  sortBy: StaffSortBy;
  descending: boolean;
  pageLimit: number;
  pageOffset: number;
}

export interface StaffUserRow {
  total: number;
  /** NULL on the one row of a page past the end, which carries only the total. */
  id: number | null;
  username: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  role_name: StaffRole;
  is_active: boolean;
  has_password: boolean;
  last_seen_at: Date | null;
  identities: StaffUser['identities'];
  courses: StaffUser['courses'];
}

export function selectStaffUsersPage(db: Executor, filter: StaffUserFilter) {
  return queryRows<StaffUserRow>(db, sql.select_staff_users_page, { ...filter });
}

export interface StaffUserLockRow {
  id: number;
  username: string | null;
  role_name: StaffRole;
  is_active: boolean;
}

/** The staff user, locked for a change; undefined for an unknown user or a student. */
export function selectOptionalStaffUserForUpdate(db: Executor, userId: number) {
  return queryOptionalRow<StaffUserLockRow>(db, sql.select_staff_user_for_update, { userId });
}

export async function selectOptionalUserIdByUsername(db: Executor, username: string) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_user_id_by_username, { username }))?.id;
}

export async function selectOptionalUserIdByEmail(db: Executor, email: string, exceptId: number | null) {
  return (await queryOptionalRow<{ id: number }>(db, sql.select_user_id_by_email, { email, exceptId }))?.id;
}

export interface StaffUserChange {
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: StaffRole;
  isActive: boolean;
}

export function updateStaffUser(db: Executor, userId: number, change: StaffUserChange) {
  return execute(db, sql.update_staff_user, { userId, ...change });
}

export function updateUserSessionsRevoked(db: Executor, userId: number, now: Date, exceptSessionId: number | null = null) {
  return execute(db, sql.revoke_user_sessions, { userId, now, exceptSessionId });
}

export async function selectCourseExists(db: Executor, courseId: number): Promise<boolean> {
  return (await queryRow<{ found: boolean }>(db, sql.select_course_exists, { courseId })).found;
}

export function insertTeacherCourse(db: Executor, userId: number, courseId: number) {
  return execute(db, sql.insert_teacher_course, { userId, courseId });
}

export function deleteTeacherCourse(db: Executor, userId: number, courseId: number) {
  return execute(db, sql.delete_teacher_course, { userId, courseId });
}

export interface OnlineSessionRow {
  session_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  username: string | null;
  role_name: string;
  current_course_id: number | null;
  course_acronym: string | null;
  current_route: string | null;
  last_seen_at: Date;
  created_at: Date;
  ip: string | null;
}

export function selectOnlineSessions(db: Executor, now: Date, since: Date) {
  return queryRows<OnlineSessionRow>(db, sql.select_online_sessions, { now, since });
}

export function updateSessionPresence(
  db: Executor,
  presence: { sessionId: number; route: string; courseId: number | null; now: Date },
) {
  return execute(db, sql.update_session_presence, { ...presence });
}

import { duplicate, invalid, notFound } from '../../conflicts.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { AppDeps, AuthSession, RequestContext, SessionUser } from '../../types.js';
import { createAccountWithoutPassword, createLocalAccount, setPasswordHash, toUserNames } from '../auth/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import {
  deleteTeacherCourse,
  insertTeacherCourse,
  selectCourseExists,
  selectOnlineSessions,
  selectOptionalStaffUserForUpdate,
  selectOptionalUserIdByEmail,
  selectOptionalUserIdByUsername,
  selectStaffUsersPage,
  updateSessionPresence,
  updateStaffUser,
  updateUserSessionsRevoked,
  type StaffRole,
  type StaffSortBy,
  type StaffUserFilter,
  type StaffUserRow,
} from './queries.js';

/** A session counts as online while it was seen within this window (the SPA reports every 60 s). */
export const onlineWindowMs = 5 * 60_000;

/** The query of `listStaffUsers`, with the contract's defaults applied by validation. */
export interface StaffUserQuery {
  query?: string;
  page: number;
  pageSize: number;
  sortBy: StaffSortBy;
  sortOrder: 'asc' | 'desc';
  roleName?: StaffRole;
  courseId?: number;
}

/** The contract's `StaffUserCreate`. */
export interface StaffUserCreate {
  username: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: StaffRole;
  password?: string;
}

/** The contract's `StaffUserUpdate`. */
export interface StaffUserUpdate {
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: StaffRole;
  isActive: boolean;
  password?: string;
}

function toStaffUser(row: StaffUserRow & { id: number }) {
  return {
    ...toUserNames(row),
    isActive: row.is_active,
    hasPassword: row.has_password,
    identities: row.identities,
    courses: row.courses,
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
  };
}

const noFilter: Omit<StaffUserFilter, 'userId'> = {
  words: [],
  roleName: null,
  courseId: null,
  sortBy: 'lastName',
  descending: false,
  pageLimit: 1,
  pageOffset: 0,
};

function names(input: { firstName: string; lastName: string }) {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '') throw invalid('body/firstName', 'must not be blank');
  if (lastName === '') throw invalid('body/lastName', 'must not be blank');
  return { firstName, lastName };
}

function optionalEmail(email: string | null): string | null {
  return email?.trim() ? email.trim() : null;
}

const staffUserNotFound = () => notFound('This staff user');
const duplicateUsername = (username: string) => duplicate(`A user with the username ${username} already exists.`);
const duplicateEmail = (email: string) => duplicate(`A user with the e-mail address ${email} already exists.`);

export function createPeopleService({ config, database, clock }: AppDeps) {
  const { db } = database;

  async function getStaffUser(userId: number) {
    const [row] = await selectStaffUsersPage(db, { ...noFilter, userId });
    if (!row || row.id === null) throw staffUserNotFound();
    return toStaffUser({ ...row, id: row.id });
  }

  return {
    async listStaffUsers(query: StaffUserQuery) {
      const rows = await selectStaffUsersPage(db, {
        userId: null,
        words: (query.query ?? '').split(/\s+/).filter(Boolean),
        roleName: query.roleName ?? null,
        courseId: query.courseId ?? null,
        sortBy: query.sortBy,
        descending: query.sortOrder === 'desc',
        pageLimit: query.pageSize,
        pageOffset: (query.page - 1) * query.pageSize,
      });
      const items = rows.flatMap((row) => (row.id === null ? [] : [toStaffUser({ ...row, id: row.id })]));
      return { items, total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** With a password a local account (needs a user name); without, the person signs in through OpenID Connect. */
    async createStaffUser(input: StaffUserCreate) {
      const { firstName, lastName } = names(input);
      const username = input.username?.trim() || null;
      const email = optionalEmail(input.email);
      if (input.password !== undefined && username === null) {
        throw invalid('body/username', 'is required for a local account (one with a password)');
      }
      if (username !== null && (await selectOptionalUserIdByUsername(db, username))) throw duplicateUsername(username);
      if (email !== null && (await selectOptionalUserIdByEmail(db, email, null))) throw duplicateEmail(email);
      // No transaction: hashing takes a good part of a second and must not hold PGlite's only connection; the
      // unique indexes catch a race with another create.
      let userId: number;
      try {
        userId =
          input.password !== undefined && username !== null
            ? await createLocalAccount(db, { username, firstName, lastName, email, roleName: input.roleName, password: input.password })
            : await createAccountWithoutPassword(db, { username, firstName, lastName, email, roleName: input.roleName });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate('A user with this username or e-mail address already exists.');
        throw error;
      }
      return getStaffUser(userId);
    },

    /**
     * An administrator cannot demote or deactivate themselves, so there is always one left who can undo a
     * mistake. Deactivation and a role change end every session of the user at once; a new password ends every
     * session but the caller's own (an administrator changing their own password stays signed in here).
     */
    async updateStaffUser(caller: SessionUser, callerSessionId: number, userId: number, input: StaffUserUpdate) {
      const { firstName, lastName } = names(input);
      const email = optionalEmail(input.email);
      const passwordHash = input.password === undefined ? null : await hashPassword(input.password, config.passwordHashLogN);
      try {
        await withTransaction(db, async (trx) => {
          const user = await selectOptionalStaffUserForUpdate(trx, userId);
          if (!user) throw staffUserNotFound();
          if (userId === caller.id && (input.roleName !== 'Admin' || !input.isActive)) {
            throw new AppError(409, 'SELF_CHANGE', 'You cannot remove your own administrator role or deactivate yourself.');
          }
          if (passwordHash !== null && user.username === null) {
            throw invalid('body/password', 'needs a username: this user signs in through an identity provider only');
          }
          if (email !== null && (await selectOptionalUserIdByEmail(trx, email, userId))) throw duplicateEmail(email);
          await updateStaffUser(trx, userId, { firstName, lastName, email, roleName: input.roleName, isActive: input.isActive });
          if (passwordHash !== null) await setPasswordHash(trx, userId, passwordHash);
          if (!input.isActive || input.roleName !== user.role_name) await updateUserSessionsRevoked(trx, userId, clock());
          else if (passwordHash !== null) await updateUserSessionsRevoked(trx, userId, clock(), callerSessionId);
        });
      } catch (error) {
        throw isUniqueViolation(error) && email !== null ? duplicateEmail(email) : error;
      }
      return getStaffUser(userId);
    },

    async addTeacherCourse(userId: number, courseId: number) {
      await withTransaction(db, async (trx) => {
        if (!(await selectOptionalStaffUserForUpdate(trx, userId))) throw staffUserNotFound();
        if (!(await selectCourseExists(trx, courseId))) throw notFound('This course');
        await insertTeacherCourse(trx, userId, courseId);
      });
      return getStaffUser(userId);
    },

    async removeTeacherCourse(userId: number, courseId: number) {
      await withTransaction(db, async (trx) => {
        if (!(await selectOptionalStaffUserForUpdate(trx, userId))) throw staffUserNotFound();
        if (!(await selectCourseExists(trx, courseId))) throw notFound('This course');
        await deleteTeacherCourse(trx, userId, courseId);
      });
      return getStaffUser(userId);
    },

    async listOnlineUsers() {
      const now = clock();
      const rows = await selectOnlineSessions(db, now, new Date(now.getTime() - onlineWindowMs));
      return rows.map((row) => ({
        sessionId: row.session_id,
        userId: row.user_id,
        fullName: `${row.first_name} ${row.last_name}`.trim(),
        username: row.username,
        roleName: row.role_name,
        courseId: row.current_course_id,
        courseAcronym: row.course_acronym,
        route: row.current_route,
        lastSeenAt: row.last_seen_at.toISOString(),
        signedInAt: row.created_at.toISOString(),
        ip: row.ip,
      }));
    },

    /**
     * The caller's session shows this route in the context course, seen now. This is the one write of
     * last_seen_at for the call: the route is marked so that authentication does not touch it as well.
     */
    async reportPresence(session: AuthSession, context: RequestContext, route: string): Promise<void> {
      await updateSessionPresence(db, { sessionId: session.sessionId, route, courseId: context.courseId, now: clock() });
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;

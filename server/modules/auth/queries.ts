import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, prepared, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { Role } from '../../contract.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_user_by_username',
  'select_user_by_id',
  'select_user_by_identity',
  'select_user_by_email',
  'insert_user',
  'update_user_password_hash',
  'insert_identity',
  'insert_session',
  'select_active_sessions',
  'touch_session',
  'revoke_session',
  'delete_stale_sessions',
  'delete_expired_login_codes',
  'delete_expired_oidc_login_requests',
  'insert_oidc_login_request',
  'take_oidc_login_request',
  'insert_login_code',
  'use_login_code',
  'select_login_failures',
  'record_login_failure',
  'clear_login_failures',
  'delete_stale_login_failures',
  'clear_account_login_failures',
  'select_signed_in_from',
  'touch_known_device',
  'insert_known_device',
  'delete_stale_known_devices',
] as const);

export interface UserRow {
  id: number;
  username: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  role_name: Role;
  image_url: string | null;
  password_hash: string | null;
  is_active: boolean;
}

export function selectOptionalUserByUsername(db: Executor, username: string) {
  return queryOptionalRow<UserRow>(db, sql.select_user_by_username, { username });
}

export function selectOptionalUserById(db: Executor, userId: number) {
  return queryOptionalRow<UserRow>(db, sql.select_user_by_id, { userId });
}

export function selectOptionalUserByIdentity(db: Executor, issuer: string, subject: string) {
  return queryOptionalRow<UserRow>(db, sql.select_user_by_identity, { issuer, subject });
}

export function selectOptionalUserByEmail(db: Executor, email: string) {
  return queryOptionalRow<UserRow>(db, sql.select_user_by_email, { email });
}

export interface NewUser {
  username: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: Role;
  passwordHash: string | null;
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const row = await queryRow<{ id: number }>(db, sql.insert_user, { ...user });
  return row.id;
}

export function updateUserPasswordHash(db: Executor, userId: number, passwordHash: string) {
  return execute(db, sql.update_user_password_hash, { userId, passwordHash });
}

export function insertIdentity(db: Executor, identity: { userId: number; provider: string; issuer: string; subject: string }) {
  return execute(db, sql.insert_identity, { ...identity });
}

export interface NewSession {
  tokenHash: string;
  csrfHash: string;
  userId: number;
  provider: string;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<number> {
  const row = await queryRow<{ id: number }>(db, sql.insert_session, { ...session });
  return row.id;
}

/** Who a user is: what a session carries of its user. */
export type UserIdentityRow = Pick<UserRow, 'id' | 'username' | 'first_name' | 'last_name' | 'email' | 'role_name' | 'image_url'>;

export type ActiveSessionRow = UserIdentityRow & {
  session_id: number;
  csrf_hash: string;
  provider: string;
  last_seen_at: Date;
};

/** The active session of each token hash (as of its time), or undefined; in their order. */
/** Every request looks its session up (in batches): kept prepared on each connection. */
const activeSessions = prepared(sql.select_active_sessions);

export async function selectActiveSessions(db: Executor, lookups: Array<{ tokenHash: string; now: Date }>): Promise<Array<ActiveSessionRow | undefined>> {
  const rows = await queryRows<ActiveSessionRow & { req: string }>(db, activeSessions, {
    tokenHashes: lookups.map((lookup) => lookup.tokenHash),
    nows: lookups.map((lookup) => lookup.now),
  });
  const found: Array<ActiveSessionRow | undefined> = lookups.map(() => undefined);
  // WITH ORDINALITY counts from 1 (a bigint, read as a string).
  for (const { req, ...row } of rows) found[Number(req) - 1] = row;
  return found;
}

export function updateSessionLastSeen(db: Executor, sessionId: number, now: Date) {
  return execute(db, sql.touch_session, { sessionId, now });
}

export function updateSessionRevoked(db: Executor, tokenHash: string, now: Date) {
  return execute(db, sql.revoke_session, { tokenHash, now });
}

export async function deleteExpiredSignInRows(db: Executor, now: Date, keepSessionsUntil: Date): Promise<void> {
  await execute(db, sql.delete_stale_sessions, { before: keepSessionsUntil });
  await execute(db, sql.delete_expired_login_codes, { now });
  await execute(db, sql.delete_expired_oidc_login_requests, { now });
}

export interface LoginFailureRow {
  throttle_key: string;
  failures: number;
  window_started_at: Date;
}

/** The failure windows of these keys that are still open at `windowStart` + the window length. */
export function selectLoginFailures(db: Executor, keys: string[], windowStart: Date) {
  return queryRows<LoginFailureRow>(db, sql.select_login_failures, { keys, windowStart });
}

export function recordLoginFailure(db: Executor, key: string, now: Date, windowStart: Date) {
  return execute(db, sql.record_login_failure, { key, now, windowStart });
}

export function clearLoginFailures(db: Executor, key: string) {
  return execute(db, sql.clear_login_failures, { key });
}

export function deleteStaleLoginFailures(db: Executor, windowStart: Date) {
  return execute(db, sql.delete_stale_login_failures, { windowStart });
}

/** Clears the account's own key and every key that starts with it and a tab (per address, per browser). */
export function clearAccountLoginFailures(db: Executor, accountKey: string) {
  return execute(db, sql.clear_account_login_failures, { accountKey });
}

export async function selectSignedInFrom(db: Executor, userId: number, ip: string): Promise<boolean> {
  return (await queryRow<{ signed_in: boolean }>(db, sql.select_signed_in_from, { userId, ip })).signed_in;
}

/** Whether the token is a known browser of this user (and marks it used). */
export async function touchKnownDevice(db: Executor, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  return (await queryOptionalRow<{ user_id: number }>(db, sql.touch_known_device, { tokenHash, userId, now })) !== undefined;
}

export function insertKnownDevice(db: Executor, tokenHash: string, userId: number, now: Date) {
  return execute(db, sql.insert_known_device, { tokenHash, userId, now });
}

export function deleteStaleKnownDevices(db: Executor, before: Date) {
  return execute(db, sql.delete_stale_known_devices, { before });
}

export interface NewOidcLoginRequest {
  state: string;
  browserHash: string;
  provider: string;
  nonce: string;
  codeVerifier: string;
  now: Date;
  expiresAt: Date;
}

export function insertOidcLoginRequest(db: Executor, request: NewOidcLoginRequest) {
  return execute(db, sql.insert_oidc_login_request, { ...request });
}

export interface OidcLoginRequestRow {
  browser_hash: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  expires_at: Date;
}

export function deleteOidcLoginRequestReturning(db: Executor, state: string) {
  return queryOptionalRow<OidcLoginRequestRow>(db, sql.take_oidc_login_request, { state });
}

export function insertLoginCode(
  db: Executor,
  code: { codeHash: string; browserHash: string; userId: number; provider: string; now: Date; expiresAt: Date },
) {
  return execute(db, sql.insert_login_code, { ...code });
}

export function updateLoginCodeUsedReturning(db: Executor, codeHash: string, now: Date) {
  return queryOptionalRow<{ user_id: number; provider: string; browser_hash: string }>(db, sql.use_login_code, {
    codeHash,
    now,
  });
}

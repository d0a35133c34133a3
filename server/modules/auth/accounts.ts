import type { Role } from '../../contract.js';
import type { Executor } from '../../db/connect.js';
import { hashPassword } from './passwords.js';
import { insertUser, updateUserPasswordHash } from './queries.js';

export interface LocalAccount {
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roleName: Role;
  password: string;
}

/** Creates a user who signs in with a user name and password; returns the new user's id. */
export async function createLocalAccount(db: Executor, account: LocalAccount): Promise<number> {
  return insertUser(db, {
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    roleName: account.roleName,
    passwordHash: await hashPassword(account.password),
  });
}

/** Creates a user without a password (signs in through an identity provider); returns the new user's id. */
export async function createAccountWithoutPassword(
  db: Executor,
  account: Omit<LocalAccount, 'username' | 'password'> & { username: string | null },
): Promise<number> {
  return insertUser(db, { ...account, passwordHash: null });
}

/** Replaces a user's password by one hashed beforehand (hashing is slow: keep it out of transactions). */
export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await updateUserPasswordHash(db, userId, passwordHash);
}

/** The columns that name a user, as every user row read from `users` carries them. */
export interface UserNameRow<R extends Role = Role> {
  id: number;
  username: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  role_name: R;
}

/** A user row's names in the contract's (camelCase) spelling: the common part of every user the API returns. */
export function toUserNames<R extends Role>(row: UserNameRow<R>) {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    roleName: row.role_name,
  };
}

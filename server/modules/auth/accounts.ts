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

import type { Role } from '../../contract.js';
import type { Executor } from '../../db/connect.js';
import { hashPassword } from './passwords.js';
import { insertUser } from './queries.js';

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

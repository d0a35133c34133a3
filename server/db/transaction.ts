import type { Db } from './connect.js';

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Inside, use only the
 * `trx` it receives: PGlite has a single connection, so a query on `db` would wait for this very transaction.
 */
export function withTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

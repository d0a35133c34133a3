import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRow, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['select_database_ping', 'select_applied_versions'] as const);

export function selectDatabasePing(db: Executor) {
  return queryRow<{ ok: number }>(db, sql.select_database_ping);
}

export function selectAppliedVersions(db: Executor) {
  return queryRows<{ version: string }>(db, sql.select_applied_versions);
}

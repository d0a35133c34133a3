import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['select_database_ping'] as const);

export function selectDatabasePing(db: Executor) {
  return queryRow<{ ok: number }>(db, sql.select_database_ping);
}

import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_user_settings',
  'upsert_user_settings',
] as const);

export function selectOptionalUserSettings(db: Executor, userId: number) {
  return queryOptionalRow<{ settings: unknown }>(db, sql.select_user_settings, { userId });
}

export function upsertUserSettings(db: Executor, userId: number, settings: unknown, now: Date) {
  return execute(db, sql.upsert_user_settings, { userId, settings: JSON.stringify(settings), now });
}

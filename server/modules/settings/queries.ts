import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow } from '../../db/sql-blocks.js';
import type { UserSettings } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_user_settings',
  'upsert_user_settings',
] as const);

export function selectOptionalUserSettings(db: Executor, userId: number) {
  // Stored only by saveUserSettings, after the contract's validation.
  return queryOptionalRow<{ settings: UserSettings }>(db, sql.select_user_settings, { userId });
}

export function upsertUserSettings(db: Executor, userId: number, settings: UserSettings, now: Date) {
  return execute(db, sql.upsert_user_settings, { userId, settings: JSON.stringify(settings), now });
}

import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./tickets.sql', import.meta.url), ['select_live_events'] as const);

/** The live channel's outbox rows of an exam, oldest first. */
export const selectLiveEvents = (db: Executor, examId: number) =>
  queryRows<{ instanceId: number | null; audience: string; kind: string; refId: number | null }>(db, sql.select_live_events, { examId });

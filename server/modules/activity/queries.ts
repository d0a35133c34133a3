import type { Executor } from '../../db/connect.js';
import type { WithDates } from '../../db/row-types.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';
import type { ActivityEvent, ActivityKind } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['select_my_activity'] as const);

/** An event as the query gives it: its time as a `Date` and, for the cursor, exactly in microseconds. */
export type ActivityRow = WithDates<ActivityEvent, 'at'> & { atMicros: string };

export interface ActivityFilter {
  userId: number;
  kinds: ActivityKind[];
  courseId: number | null;
  /** The cursor: strictly older than this time (with microseconds, as ISO text) and key; null from the newest. */
  beforeAt: string | null;
  beforeKey: string | null;
  /** Rows to read: the page size plus one. */
  fetch: number;
}

export const selectMyActivity = (db: Executor, filter: ActivityFilter) =>
  queryRows<ActivityRow>(db, sql.select_my_activity, { ...filter });

import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, prepared } from '../../db/sql-blocks.js';

export const liveSql = loadSqlBlocks(new URL('./live.sql', import.meta.url), [
  'publish',
  'select_newest',
  'forget_foreign_xids',
  'select_after',
  'select_position',
  'select_missed',
  'delete_old',
]);
// Every start, submit, ticket and message publishes, and every publish wakes each process's read: kept prepared.
prepared(liveSql.publish);
prepared(liveSql.select_after);

export type LiveAudience = 'student' | 'staff';
export type LiveKind = 'instance' | 'message' | 'ticket';

/** What changed, for whom: a student audience with no instance is every student of the exam. */
export interface LiveChange {
  examId: number;
  instanceId: number | null;
  audience: LiveAudience;
  kind: LiveKind;
  refId?: number | null;
}

/**
 * Records changes for the live channel in the caller's transaction (so they exist exactly when the change does);
 * connected pages learn of them within about a second (server/modules/live/hub.ts). Call `LiveHub.wake()` after
 * the transaction to tell this process's own clients at once.
 */
export async function publishLive(executor: Executor, changes: LiveChange[], now: Date): Promise<void> {
  if (changes.length === 0) return;
  await execute(executor, liveSql.publish, {
    now,
    examIds: changes.map((change) => change.examId),
    instanceIds: changes.map((change) => change.instanceId),
    audiences: changes.map((change) => change.audience),
    kinds: changes.map((change) => change.kind),
    refIds: changes.map((change) => change.refId ?? null),
  });
}

/** The staff's and the student's event for a change of one instance (state, deadline, contact). */
export const instanceChanged = (examId: number, instanceId: number, forStudent = true): LiveChange[] => [
  { examId, instanceId, audience: 'staff', kind: 'instance' },
  ...(forStudent ? [{ examId, instanceId, audience: 'student' as const, kind: 'instance' as const }] : []),
];

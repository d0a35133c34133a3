import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { AnswerHistoryEntry, ExamActivitySummary, ExamEvent, ExamEventKind, QuestionAnswer } from '../../generated/contract-types.js';

export const eventsSql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_my_instance',
  'select_exam_course',
  'select_instance_course',
  'insert_events',
  'update_last_seen_client',
  'touch_contact',
  'mark_contact_lost',
  'select_events',
  'count_events',
  'select_activity',
  'select_answer_history',
  'instance_has_question',
]);

/** One entry of an instance's event log as written (docs/live.md, Event log). */
export interface InstanceEvent {
  kind: ExamEventKind;
  clientAt?: Date | null;
  ordinal?: number | null;
  seq?: number | null;
  /** offlineSeconds, since, address, userAgent, minutes, messageId, ticketId … */
  detail?: Record<string, unknown> | null;
}

/**
 * Appends to an instance's event log, in the caller's transaction; times are the server's (`now`). Other modules
 * log their events through this (staff actions, submits, tickets, message receipts).
 */
export async function logInstanceEvents(executor: Executor, instanceId: number, events: InstanceEvent[], now: Date, actedBy: number | null = null): Promise<void> {
  if (events.length === 0) return;
  await execute(executor, eventsSql.insert_events, {
    instanceId,
    now,
    actedBy,
    kinds: events.map((event) => event.kind),
    clientAts: events.map((event) => event.clientAt ?? null),
    ordinals: events.map((event) => event.ordinal ?? null),
    seqs: events.map((event) => event.seq ?? null),
    details: events.map((event) => (event.detail ? JSON.stringify(event.detail) : null)),
  });
}

type EventRow = Omit<ExamEvent, 'at' | 'clientAt' | 'since'> & { at: Date; clientAt: Date | null; since: Date | null };

export async function selectEvents(executor: Executor, values: { instanceId: number; kinds: ExamEventKind[]; from: Date | null; limit: number }): Promise<ExamEvent[]> {
  const rows = await queryRows<EventRow>(executor, eventsSql.select_events, values);
  return rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    clientAt: row.clientAt?.toISOString() ?? null,
    since: row.since?.toISOString() ?? null,
  }));
}

export const countEvents = async (executor: Executor, instanceId: number, kinds: ExamEventKind[]) =>
  (await queryRow<{ total: number }>(executor, eventsSql.count_events, { instanceId, kinds })).total;

type ActivityRow = Omit<ExamActivitySummary, 'lastContactAt' | 'contactLostSince'> & { instanceId: number; lastContactAt: Date | null; contactLostSince: Date | null };

/** The activity summary of each instance asked for (focus losses, contact gaps, address changes, last contact). */
export async function selectActivity(executor: Executor, instanceIds: number[]): Promise<Map<number, ExamActivitySummary>> {
  if (instanceIds.length === 0) return new Map();
  const rows = await queryRows<ActivityRow>(executor, eventsSql.select_activity, { instanceIds });
  return new Map(rows.map(({ instanceId, lastContactAt, contactLostSince, ...counts }) => [
    instanceId,
    { ...counts, lastContactAt: lastContactAt?.toISOString() ?? null, contactLostSince: contactLostSince?.toISOString() ?? null },
  ]));
}

export async function selectAnswerHistory(executor: Executor, instanceId: number, ordinal: number): Promise<AnswerHistoryEntry[]> {
  const rows = await queryRows<{ seq: number; at: Date; clientAt: Date | null; late: boolean; answer: QuestionAnswer }>(executor, eventsSql.select_answer_history, { instanceId, ordinal });
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), clientAt: row.clientAt?.toISOString() ?? null }));
}

import type { Executor } from '../../db/connect.js';
import { logInstanceEvents } from '../live/events.js';
import { instanceChanged, publishLive } from '../live/publish.js';
import { deadlineOf, ruleOfRow } from './access-rules.js';
import { lockOngoingWithRules, setDeadlines } from './taking-queries.js';

/**
 * Ongoing instances' deadlines after a rule changed, in the caller's transaction (instances locked in id order first,
 * the house's lock order):
 * - `follow` (the exam's own duration or window changed): every ongoing instance takes the deadline its rule gives
 *   now, earlier or later, except those staff unsubmitted (their deadline is the one staff gave them);
 * - `later-only` (an accommodation or an override changed): a deadline moves only later, never earlier than what
 *   the student was promised; each move is written to the instance's event log as an extension with its reason.
 * Each moved instance's student and staff get a live event, so the student's timer moves at once. Returns how many
 * moved.
 */
export async function moveDeadlines(
  trx: Executor,
  filter: { examId?: number; studentId?: number },
  mode: { kind: 'follow' } | { kind: 'later-only'; reason: 'accommodation' | 'override'; actedBy: number },
  now: Date,
): Promise<number> {
  const rows = await lockOngoingWithRules(trx, filter);
  const moves = rows.flatMap((row) => {
    if (mode.kind === 'follow' && row.unsubmitted) return [];
    const deadline = deadlineOf(ruleOfRow(row), row.startedAt, row.extensionMinutes);
    const later = deadline.getTime() > row.deadlineAt.getTime();
    const moved = mode.kind === 'follow' ? deadline.getTime() !== row.deadlineAt.getTime() : later;
    return moved ? [{ row, deadline }] : [];
  });
  if (moves.length === 0) return 0;
  await setDeadlines(trx, moves.map(({ row, deadline }) => ({ instanceId: row.instanceId, deadline })));
  if (mode.kind === 'later-only') {
    for (const { row, deadline } of moves) {
      const minutes = Math.round((deadline.getTime() - row.deadlineAt.getTime()) / 60_000);
      await logInstanceEvents(trx, row.instanceId, [{ kind: 'extended', detail: { minutes, reason: mode.reason, deadline: deadline.toISOString() } }], now, mode.actedBy);
    }
  }
  await publishLive(trx, moves.flatMap(({ row }) => instanceChanged(row.examId, row.instanceId)), now);
  return moves.length;
}

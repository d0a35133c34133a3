import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBatcher } from '../../db/batcher.js';
import type { Executor } from '../../db/connect.js';
import { execute, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { AnswerHistoryEntry, ExamEventKind, MyEventInput } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { countEvents, eventsSql, logInstanceEvents, selectActivity, selectAnswerHistory, selectEvents, type InstanceEvent } from './events.js';
import { instanceChanged, publishLive } from './publish.js';
import { openLiveStream } from './stream.js';

const instanceNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam instance does not exist.');
const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');

/** Contact is written at most this often per instance (the last contact is known to this many seconds). */
const CONTACT_RESOLUTION_SECONDS = 10;

/** The longest user agent kept in the log. */
const USER_AGENT_MAX = 400;

export interface ClientInfo {
  address: string | null;
  userAgent: string | null;
}

interface MyInstanceRow {
  id: number;
  examId: number;
  ongoing: boolean;
  address: string | null;
  userAgent: string | null;
}

/** What a change of address or browser since the page was last heard from adds to the log. */
function clientChanges(row: MyInstanceRow, client: ClientInfo): InstanceEvent[] {
  const events: InstanceEvent[] = [];
  if (client.address && row.address && client.address !== row.address) {
    events.push({ kind: 'address-changed', detail: { address: client.address, previous: row.address } });
  }
  const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
  if (userAgent && row.userAgent && userAgent !== row.userAgent.slice(0, USER_AGENT_MAX)) {
    events.push({ kind: 'browser-changed', detail: { userAgent, previous: row.userAgent } });
  }
  return events;
}

/**
 * The live channel's operations, contact and the event log (docs/live.md). Contact: opening the channel and each
 * heartbeat count; the sweeper marks instances silent for LOST_CONTACT_SECONDS.
 */
export function createLiveService({ config, database, clock, live }: AppDeps) {
  const { db } = database;

  // Heartbeats of many students at once: one statement (group commit).
  const touch = createBatcher(async (instanceIds: number[]) => {
    const now = clock();
    const unique = [...new Set(instanceIds)];
    const regained = await withTransaction(db, async (trx) => {
      const rows = await queryRows<{ instanceId: number; examId: number }>(trx, eventsSql.touch_contact, { instanceIds: unique, now, resolutionSeconds: Math.min(CONTACT_RESOLUTION_SECONDS, Math.floor(config.lostContactSeconds / 4)) });
      await publishLive(trx, rows.flatMap((row) => instanceChanged(row.examId, row.instanceId, false)), now);
      return rows;
    });
    if (regained.length > 0) live.wake();
    return instanceIds.map(() => undefined);
  }, { maxSize: 500, concurrency: 1 });

  async function myInstance(user: SessionUser, instanceId: number): Promise<MyInstanceRow> {
    const row = await queryOptionalRow<MyInstanceRow>(db, eventsSql.select_my_instance, { instanceId, userId: user.id });
    if (!row) throw instanceNotFound();
    return row;
  }

  async function staffInstance(user: SessionUser, instanceId: number) {
    const row = await queryOptionalRow<{ id: number; examId: number; courseId: number }>(db, eventsSql.select_instance_course, { instanceId });
    if (!row) throw instanceNotFound();
    await assertTeachesCourse(db, user, row.courseId, instanceNotFound);
    return row;
  }

  /**
   * A change of address or browser to log, and whether the instance's last seen address and browser are to be
   * written (a change, or one not known yet): most heartbeats write nothing.
   */
  function clientUpdate(row: MyInstanceRow, client: ClientInfo) {
    const changes = clientChanges(row, client);
    const userAgent = client.userAgent?.slice(0, USER_AGENT_MAX) ?? null;
    const learnt = (row.address === null && client.address !== null) || (row.userAgent === null && userAgent !== null);
    return { changes, write: changes.length > 0 || learnt, seen: { address: client.address ?? row.address, userAgent: userAgent ?? row.userAgent } };
  }

  /** Logs a change of address or browser and remembers the new ones. */
  async function noteClient(executor: Executor, row: MyInstanceRow, update: ReturnType<typeof clientUpdate>, now: Date): Promise<void> {
    if (update.write) await execute(executor, eventsSql.update_last_seen_client, { instanceId: row.id, ...update.seen });
    await logInstanceEvents(executor, row.id, update.changes, now);
  }

  return {
    touch: (instanceId: number) => touch(instanceId).catch(() => {}),

    /** The student's channel for their instance. */
    async openMyStream(request: FastifyRequest, reply: FastifyReply, user: SessionUser, instanceId: number, after: number, client: ClientInfo) {
      const mine = await myInstance(user, instanceId);
      if (mine.ongoing) {
        const now = clock();
        const update = clientUpdate(mine, client);
        if (update.write) {
          await withTransaction(db, async (trx) => {
            await noteClient(trx, mine, update, now);
            if (update.changes.length > 0) await publishLive(trx, instanceChanged(mine.examId, mine.id, false), now);
          });
          if (update.changes.length > 0) live.wake();
        }
        void touch(instanceId).catch(() => {});
      }
      // An open stream is not proof of contact afterwards: over a connection the network has silently dropped the
      // server's writes still succeed for minutes. The page's heartbeats are.
      await openLiveStream(request, reply, live, { examId: mine.examId, audience: 'student', instanceId }, after);
    },

    /** The staff's channel for an exam. */
    async openExamStream(request: FastifyRequest, reply: FastifyReply, user: SessionUser, examId: number, after: number) {
      const exam = await queryOptionalRow<{ id: number; courseId: number }>(db, eventsSql.select_exam_course, { examId });
      if (!exam) throw examNotFound();
      await assertTeachesCourse(db, user, exam.courseId, examNotFound);
      await openLiveStream(request, reply, live, { examId, audience: 'staff', instanceId: null }, after);
    },

    async recordMyEvents(user: SessionUser, instanceId: number, events: MyEventInput[], client: ClientInfo) {
      const mine = await myInstance(user, instanceId);
      if (!mine.ongoing) throw new AppError(409, 'NOT_ONGOING', 'This exam is not in progress.');
      const now = clock();
      const logged: InstanceEvent[] = events
        .filter((event) => event.kind !== 'heartbeat')
        .map((event) => ({
          kind: event.kind as Exclude<MyEventInput['kind'], 'heartbeat'>,
          clientAt: event.clientAt ? new Date(event.clientAt) : null,
          detail: event.kind === 'reconnected' ? { offlineSeconds: event.offlineSeconds ?? null } : null,
        }));
      const update = clientUpdate(mine, client);
      const changes = update.changes.length + logged.length;
      // A heartbeat from where the page was last seen writes nothing here (contact goes through `touch`).
      if (update.write || changes > 0) {
        await withTransaction(db, async (trx) => {
          await noteClient(trx, mine, update, now);
          await logInstanceEvents(trx, instanceId, logged, now);
          if (changes > 0) await publishLive(trx, instanceChanged(mine.examId, mine.id, false), now);
        });
        if (changes > 0) live.wake();
      }
      await touch(instanceId);
      return { logged: changes, serverNow: now.toISOString() };
    },

    async listEvents(user: SessionUser, instanceId: number, query: { from?: string; limit?: number; kinds?: ExamEventKind[] }) {
      await staffInstance(user, instanceId);
      const kinds = query.kinds ?? [];
      const [items, total, activity] = await Promise.all([
        selectEvents(db, { instanceId, kinds, from: query.from ? new Date(query.from) : null, limit: query.limit ?? 200 }),
        countEvents(db, instanceId, kinds),
        selectActivity(db, [instanceId]),
      ]);
      return { items, total, summary: activity.get(instanceId)! };
    },

    async answerHistory(user: SessionUser, instanceId: number, ordinal: number): Promise<AnswerHistoryEntry[]> {
      await staffInstance(user, instanceId);
      const { found } = await queryRow<{ found: boolean }>(db, eventsSql.instance_has_question, { instanceId, ordinal });
      if (!found) throw new AppError(404, 'NOT_FOUND', 'This instance has no such question.');
      return selectAnswerHistory(db, instanceId, ordinal);
    },

    /** Marks the ongoing instances not heard from for LOST_CONTACT_SECONDS (the sweeper's turn). */
    async sweepLostContact(): Promise<number> {
      const now = clock();
      const lost = await withTransaction(db, async (trx) => {
        const rows = await queryRows<{ instanceId: number; examId: number }>(trx, eventsSql.mark_contact_lost, {
          now,
          before: new Date(now.getTime() - config.lostContactSeconds * 1000),
        });
        await publishLive(trx, rows.flatMap((row) => instanceChanged(row.examId, row.instanceId, false)), now);
        return rows;
      });
      if (lost.length > 0) live.wake();
      return lost.length;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.js';
import { queryRow, queryRows } from '../../db/sql-blocks.js';
import { liveSql, type LiveAudience, type LiveKind } from './publish.js';

/** One row of the outbox as the hub hands it on; `id` is a bigint, kept as a string. */
export interface LiveRow {
  id: string;
  examId: number;
  instanceId: number | null;
  audience: LiveAudience;
  kind: LiveKind;
  refId: number | null;
  at: Date;
}

/** Whose events a connection gets: staff, every event of the exam's staff audience; a student, their instance's. */
export interface LiveFilter {
  examId: number;
  audience: LiveAudience;
  instanceId: number | null;
}

interface Subscriber {
  filter: LiveFilter;
  onEvent: (row: LiveRow) => void;
  /** Ends the connection (the server is stopping). */
  end: () => void;
}

export interface LiveHubOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** How often the outbox is read without a wake-up (a NOTIFY, or a change made in this process). */
  pollMs: number;
}

const READ_LIMIT = 1_000;
export const MISSED_LIMIT = 500;

export const matches = (filter: LiveFilter, row: Pick<LiveRow, 'examId' | 'audience' | 'instanceId'>) =>
  row.examId === filter.examId &&
  row.audience === filter.audience &&
  (filter.instanceId === null || row.instanceId === null || row.instanceId === filter.instanceId);

/**
 * This process's end of the live channel (docs/live.md). It reads the outbox past the highest id it has seen — on a
 * NOTIFY from any process (PostgreSQL), when this process made a change (`wake`), and every `pollMs` in case a
 * wake-up was lost — and hands each row to the connections it is for. Nothing is kept but the connections: what
 * a client missed while away it reads from the outbox (`missed`).
 *
 * It starts at the first connection, so a server nobody watches reads nothing.
 */
export function createLiveHub({ database, log, pollMs }: LiveHubOptions) {
  const { db } = database;
  const byExam = new Map<number, Set<Subscriber>>();
  let watermark = -1n;
  let starting: Promise<void> | null = null;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | null = null;
  let reading: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function readNew(): Promise<void> {
    for (;;) {
      const rows = await queryRows<LiveRow>(db, liveSql.select_after, { after: watermark.toString(), limit: READ_LIMIT });
      for (const row of rows) {
        watermark = BigInt(row.id);
        for (const subscriber of byExam.get(row.examId) ?? []) {
          if (matches(subscriber.filter, row)) subscriber.onEvent(row);
        }
      }
      if (rows.length < READ_LIMIT) return;
    }
  }

  /** Reads the outbox now (once at a time; a wake-up during a read reads again after it). */
  function wake(): void {
    if (watermark < 0n || stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = readNew()
      .catch((error: unknown) => log.warn({ err: error }, 'reading the live channel failed'))
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  function start(): Promise<void> {
    starting ??= (async () => {
      watermark = BigInt((await queryRow<{ id: string }>(db, liveSql.select_newest_id)).id);
      if (database.listen) {
        try {
          unlisten = await database.listen('examhall_live', wake, wake);
        } catch (error) {
          log.warn({ err: error }, 'the live channel cannot LISTEN; it polls the outbox only');
        }
      }
      poll = setInterval(wake, pollMs);
      poll.unref();
    })();
    return starting;
  }

  return {
    wake,

    /** The highest outbox id this process has handed on (a fresh connection starts after it). */
    async position(): Promise<bigint> {
      await start();
      return watermark;
    },

    /** Hands the filter's future events to `onEvent` until the returned function is called. */
    async subscribe(filter: LiveFilter, onEvent: (row: LiveRow) => void, end: () => void): Promise<() => void> {
      await start();
      const subscriber: Subscriber = { filter, onEvent, end };
      let set = byExam.get(filter.examId);
      if (!set) byExam.set(filter.examId, (set = new Set()));
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && byExam.get(filter.examId) === set) byExam.delete(filter.examId);
      };
    },

    /** The filter's events after `after`, oldest first, at most MISSED_LIMIT (more: the client starts over). */
    missed(filter: LiveFilter, after: bigint): Promise<LiveRow[]> {
      return queryRows<LiveRow>(db, liveSql.select_missed, {
        examId: filter.examId,
        audience: filter.audience,
        instanceId: filter.instanceId,
        after: after.toString(),
        limit: MISSED_LIMIT,
      });
    },

    /** The instances whose students have a live channel open here now. */
    connectedInstanceIds(): number[] {
      const ids = new Set<number>();
      for (const set of byExam.values()) {
        for (const { filter } of set) if (filter.audience === 'student' && filter.instanceId !== null) ids.add(filter.instanceId);
      }
      return [...ids];
    },

    connectionCount(): number {
      let count = 0;
      for (const set of byExam.values()) count += set.size;
      return count;
    },

    /** Ends every connection and stops reading. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      for (const set of byExam.values()) for (const subscriber of set) subscriber.end();
      byExam.clear();
      await unlisten?.();
      await reading;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

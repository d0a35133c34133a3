import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../../db/connect.js';
import { execute, queryOptionalRow, queryRows } from '../../db/sql-blocks.js';
import { liveSql, type LiveAudience, type LiveKind } from './publish.js';

/** A place in the outbox: rows are read in (xid, id) order (live.sql). */
export interface LivePosition {
  xid: bigint;
  id: bigint;
}

export const START: LivePosition = { xid: 0n, id: 0n };

/** Whether `a` comes after `b` in the outbox's order. */
export const isAfter = (a: LivePosition, b: LivePosition) => a.xid > b.xid || (a.xid === b.xid && a.id > b.id);

/** One row of the outbox as the hub hands it on; `id` and `xid` are bigints, kept as strings. */
export interface LiveRow {
  id: string;
  xid: string;
  examId: number;
  instanceId: number | null;
  audience: LiveAudience;
  kind: LiveKind;
  refId: number | null;
  at: Date;
}

export const positionOf = (row: Pick<LiveRow, 'xid' | 'id'>): LivePosition => ({ xid: BigInt(row.xid), id: BigInt(row.id) });

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
  /** The application's clock (the outbox's `at`), for dropping old rows. */
  clock?: () => Date;
}

const READ_LIMIT = 1_000;
export const MISSED_LIMIT = 500;
/** How soon rows held back by a transaction still running are read again. */
const HELD_BACK_RETRY_MS = 25;
/** How long the outbox keeps a row (a client away longer starts over), and how often old rows are dropped. */
const KEEP_MS = 24 * 3_600_000;
const CLEAN_EVERY_MS = 3_600_000;

export const matches = (filter: LiveFilter, row: Pick<LiveRow, 'examId' | 'audience' | 'instanceId'>) =>
  row.examId === filter.examId &&
  row.audience === filter.audience &&
  (filter.instanceId === null || row.instanceId === null || row.instanceId === filter.instanceId);

/**
 * This process's end of the live channel (docs/live.md). It reads the outbox past the last row it has handed on —
 * when another process says it wrote (NOTIFY, PostgreSQL), when this process wrote (`wake`, which also tells the
 * others), and every `pollMs` in case a wake-up was lost — and hands each row to the connections it is for. It
 * hands on only rows below the oldest transaction still running, and reads again shortly when it meets a row above
 * it, so a transaction that commits late is never skipped and no writer waits for another (live.sql). Nothing is
 * kept but the connections: what a client missed while away it reads from the outbox (`missed`).
 *
 * It starts at the first connection, so a server nobody watches reads nothing.
 */
export function createLiveHub({ database, log, pollMs, clock = () => new Date() }: LiveHubOptions) {
  const { db } = database;
  const byExam = new Map<number, Set<Subscriber>>();
  let watermark: LivePosition | null = null;
  let starting: Promise<void> | null = null;
  let poll: NodeJS.Timeout | undefined;
  let clean: NodeJS.Timeout | undefined;
  let heldBack: NodeJS.Timeout | undefined;
  let listener: Listener | null = null;
  let reading: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function readNew(): Promise<void> {
    for (;;) {
      const from = watermark!;
      const rows = await queryRows<LiveRow & { settled: boolean }>(db, liveSql.select_after, { xid: from.xid.toString(), after: from.id.toString(), limit: READ_LIMIT });
      for (const { settled, ...row } of rows) {
        if (!settled) {
          // A transaction below this row may still commit rows before it: read again soon.
          heldBack ??= setTimeout(() => {
            heldBack = undefined;
            read();
          }, HELD_BACK_RETRY_MS);
          return;
        }
        watermark = positionOf(row);
        for (const subscriber of byExam.get(row.examId) ?? []) {
          if (matches(subscriber.filter, row)) subscriber.onEvent(row);
        }
      }
      if (rows.length < READ_LIMIT) return;
    }
  }

  /** Reads the outbox now (once at a time; a call during a read reads again after it). */
  function read(): void {
    if (!watermark || stopped) return;
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
          read();
        }
      });
  }

  async function dropOld(): Promise<void> {
    try {
      await execute(db, liveSql.delete_old, { before: new Date(clock().getTime() - KEEP_MS) });
    } catch (error) {
      log.warn({ err: error }, 'dropping old live events failed');
    }
  }

  function start(): Promise<void> {
    starting ??= (async () => {
      await execute(db, liveSql.forget_foreign_xids);
      const newest = await queryOptionalRow<{ xid: string; id: string }>(db, liveSql.select_newest);
      watermark = newest ? positionOf(newest) : START;
      if (database.listen) {
        try {
          listener = await database.listen('examhall_live', read, read);
        } catch (error) {
          log.warn({ err: error }, 'the live channel cannot LISTEN; it polls the outbox only');
        }
      }
      poll = setInterval(read, pollMs);
      poll.unref();
      void dropOld();
      clean = setInterval(() => void dropOld(), CLEAN_EVERY_MS);
      clean.unref();
    })();
    return starting;
  }

  return {
    /** After a transaction that published has committed: reads now, and tells the other API processes. */
    wake(): void {
      read();
      listener?.notify();
    },

    /** The last row this process has handed on (a fresh connection starts after it). */
    async position(): Promise<LivePosition> {
      await start();
      return watermark!;
    },

    /** Where the event `id` stands in the outbox; null when the outbox no longer has it (or never had). */
    async positionOfEvent(id: bigint): Promise<LivePosition | null> {
      const row = await queryOptionalRow<{ xid: string; id: string }>(db, liveSql.select_position, { id: id.toString() });
      return row ? positionOf(row) : null;
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
    missed(filter: LiveFilter, after: LivePosition): Promise<LiveRow[]> {
      return queryRows<LiveRow>(db, liveSql.select_missed, {
        examId: filter.examId,
        audience: filter.audience,
        instanceId: filter.instanceId,
        xid: after.xid.toString(),
        after: after.id.toString(),
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
      clearInterval(clean);
      clearTimeout(heldBack);
      for (const set of byExam.values()) for (const subscriber of set) subscriber.end();
      byExam.clear();
      await listener?.stop();
      await reading;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { holdDataDir } from './data-dir-lock.js';

/**
 * The query layer. Queries are SQL blocks from `.sql` files run through `executeQuery`, so Kysely's table
 * typing is not used; Kysely provides the dialect, the connection handling and transactions.
 */
export type Db = Kysely<Record<string, never>>;

/** Either the database or a transaction: every query function takes one. */
export type Executor = Db;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The connection pool under `db`, for the metrics (PGlite's has one connection). */
  pool?: pg.Pool;
  /**
   * PostgreSQL: calls `onNotify` on every NOTIFY of `channel` from another process, over a connection of its own that
   * comes back after a drop (`onReconnect` then, as notifications may have been missed); `notify` tells the other
   * processes over that connection. PGlite is one process: none (the caller wakes itself).
   */
  listen?: (channel: string, onNotify: () => void, onReconnect: () => void) => Promise<Listener>;
  close(): Promise<void>;
}

/** A channel this process listens on. */
export interface Listener {
  /**
   * Sends a NOTIFY on the channel to every other process that listens, outside any transaction. Calls that come
   * while one is on its way make one more after it; while the connection is down, nothing (the others poll).
   */
  notify(): void;
  stop(): Promise<void>;
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** Pool size for PostgreSQL; PGlite has exactly one connection. */
  maxConnections?: number;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`. Both go through the same
 * dialect over a `pg.Pool`, so query results have identical types on both.
 */
/**
 * A connection the server ends while it waits in the pool (a restart, a dropped database) is taken out of the
 * pool; without a listener node-postgres would raise it as an unhandled error and end the process.
 */
function keepIdleErrorsOut(pool: pg.Pool): pg.Pool {
  pool.on('error', (error) => process.emitWarning(`A database connection was closed: ${error.message}`));
  return pool;
}

/** Statement texts kept prepared on every connection, by text: their names and where (sql-blocks.ts, `prepared`). */
const preparedStatements = new Map<string, { name: string; onPglite: boolean }>();

/**
 * Keeps a statement prepared on each connection that runs it: parsed and planned once per connection, not on every
 * run. For the statements that run hundreds or thousands of times a second (an answer save's batch, the session
 * lookups, a start's statements): planning save_answers_batch alone takes ~0.4 ms on PostgreSQL, and PGlite's
 * WebAssembly planner takes 1–2 ms for a start's point lookups that then run in 0.3 ms (bench/README.md). The name
 * must be unique to the text. `onPglite: false` keeps a statement unnamed on PGlite, where its generic plan measured
 * slower than planning it each time (the save's batch: 2 800 instead of 4 700 saves a second).
 */
export function keepPrepared(text: string, name: string, options: { onPglite?: boolean } = {}): void {
  const known = [...preparedStatements].find(([other, kept]) => kept.name === name && other !== text);
  if (known) throw new Error(`prepared statement ${name} is already another text`);
  preparedStatements.set(text, { name, onPglite: options.onPglite ?? true });
}

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Kysely runs a query as `client.query(text, values)`; on the pool's connections a text kept prepared runs as a
 * named statement instead (node-postgres prepares it on the connection's first run and reuses it after).
 */
function runPreparedByName(pool: pg.Pool, kind: DatabaseKind): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    const byName: QueryFunction = (config, values, callback) => {
      if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
        const kept = preparedStatements.get(config);
        if (kept && (kind === 'postgresql' || kept.onPglite)) return query({ name: kept.name, text: config, values });
      }
      return query(config, values, callback);
    };
    (client as unknown as { query: QueryFunction }).query = byName;
  });
  return pool;
}

const LISTEN_RETRY_MS = 1_000;

/** A dedicated connection that LISTENs on a channel and comes back after a drop; resolves once it listens. */
async function listenOn(databaseUrl: string, channel: string, onNotify: () => void, onReconnect: () => void): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let notifying = false;
  let notifyAgain = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      // This connection's own NOTIFY comes back to it as well: this process knows already.
      if (message.channel === channel && message.processId !== (next as unknown as { processID: number }).processID) onNotify();
    });
    next.on('error', (error) => {
      process.emitWarning(`The live channel's database connection was closed: ${error.message}`);
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void reconnect(), LISTEN_RETRY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onReconnect();
    } catch {
      if (!stopped) retry = setTimeout(() => void reconnect(), LISTEN_RETRY_MS);
    }
  };
  const notify = (): void => {
    if (!client || stopped) return;
    if (notifying) {
      notifyAgain = true;
      return;
    }
    notifying = true;
    client
      .query(`NOTIFY ${channel}`)
      .catch(() => {})
      .finally(() => {
        notifying = false;
        if (notifyAgain) {
          notifyAgain = false;
          notify();
        }
      });
  };
  await connect();
  return {
    notify,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = runPreparedByName(keepIdleErrorsOut(new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 })), 'postgresql');
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const databaseUrl = options.databaseUrl;
    return { db, kind: 'postgresql', pool, listen: (channel, onNotify, onReconnect) => listenOn(databaseUrl, channel, onNotify, onReconnect), close: () => db.destroy() };
  }
  if (!options.dataDir) throw new Error('connectDatabase needs databaseUrl or dataDir');
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  // PGlite itself does not stop a second process from opening the folder; `npm run db:move` reads this mark.
  const release = holdDataDir(options.dataDir);
  const pool = runPreparedByName(keepIdleErrorsOut(new pg.Pool(createPgConfig(pglite))), 'pglite');
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pool,
    close: async () => {
      await db.destroy();
      // node-postgres does not own the PGlite instance, so it is closed here.
      await pglite.close();
      release();
    },
  };
}

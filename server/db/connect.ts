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
  /**
   * PostgreSQL: calls `onNotify` on every NOTIFY of `channel` from any process, over a connection of its own that
   * comes back after a drop (`onReconnect` then, as notifications may have been missed). PGlite is one process:
   * none (the caller wakes itself).
   */
  listen?: (channel: string, onNotify: () => void, onReconnect: () => void) => Promise<() => Promise<void>>;
  close(): Promise<void>;
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

/** Statement texts kept prepared on every connection, by text: their names (sql-blocks.ts, `prepared`). */
const preparedStatements = new Map<string, string>();

/**
 * Keeps a statement prepared on each PostgreSQL connection that runs it: parsed and planned once per connection, not
 * on every run. For the few statements that run thousands of times a second (an answer save's batch, the session
 * lookups): planning save_answers_batch alone takes ~0.4 ms on PostgreSQL. The name must be unique to the text.
 * Not on PGlite: there the saves got slower with them (2 800 instead of 4 700 a second, bench/README.md).
 */
export function keepPrepared(text: string, name: string): void {
  const known = [...preparedStatements].find(([other, otherName]) => otherName === name && other !== text);
  if (known) throw new Error(`prepared statement ${name} is already another text`);
  preparedStatements.set(text, name);
}

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Kysely runs a query as `client.query(text, values)`; on the pool's connections a text kept prepared runs as a
 * named statement instead (node-postgres prepares it on the connection's first run and reuses it after).
 */
function runPreparedByName(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    const byName: QueryFunction = (config, values, callback) => {
      if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
        const name = preparedStatements.get(config);
        if (name) return query({ name, text: config, values });
      }
      return query(config, values, callback);
    };
    (client as unknown as { query: QueryFunction }).query = byName;
  });
  return pool;
}

const LISTEN_RETRY_MS = 1_000;

/** A dedicated connection that LISTENs on a channel and comes back after a drop; resolves once it listens. */
async function listenOn(databaseUrl: string, channel: string, onNotify: () => void, onReconnect: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
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
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = runPreparedByName(keepIdleErrorsOut(new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 })));
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    const databaseUrl = options.databaseUrl;
    return { db, kind: 'postgresql', listen: (channel, onNotify, onReconnect) => listenOn(databaseUrl, channel, onNotify, onReconnect), close: () => db.destroy() };
  }
  if (!options.dataDir) throw new Error('connectDatabase needs databaseUrl or dataDir');
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  // PGlite itself does not stop a second process from opening the folder; `npm run db:move` reads this mark.
  const release = holdDataDir(options.dataDir);
  const pool = keepIdleErrorsOut(new pg.Pool(createPgConfig(pglite)));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      // node-postgres does not own the PGlite instance, so it is closed here.
      await pglite.close();
      release();
    },
  };
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

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

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = keepIdleErrorsOut(new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 }));
    const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgresql', close: () => db.destroy() };
  }
  if (!options.dataDir) throw new Error('connectDatabase needs databaseUrl or dataDir');
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const pool = keepIdleErrorsOut(new pg.Pool(createPgConfig(pglite)));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      // node-postgres does not own the PGlite instance, so it is closed here.
      await pglite.close();
    },
  };
}

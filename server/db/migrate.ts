import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { execute, loadSqlBlocks, queryRows } from './sql-blocks.js';
import { splitStatements } from './sql-text.js';
import { withTransaction } from './transaction.js';

const queries = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'create_schema_migrations',
  'add_migration_checksums',
  'lock_migrations',
  'select_applied_migrations',
  'insert_applied_migration',
  'update_migration_checksum',
  'select_one',
] as const);

/** The runner's own table, as a new database gets it (`npm run db:move` creates it on its target). */
export const createMigrationsTable = queries.create_schema_migrations.text;

export const migrationsDir = fileURLToPath(new URL('../migrations/', import.meta.url));

export interface Migration {
  version: string;
  name: string;
  statements: string[];
}

/** `NNNN_name.sql` files in version order. Migrations are forward-only and never edited once landed. */
export function readMigrations(dir: string = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
      return {
        version: match[1],
        name: match[2],
        // PGlite's extended protocol refuses several statements in one string, so they run one by one.
        statements: splitStatements(readFileSync(`${dir}/${file}`, 'utf8')),
      };
    });
}

/**
 * What a migration runs, as recorded when it was applied: a later edit of its statements is refused at start-up.
 * Line endings are left out, so a checkout with CRLF has the same checksums.
 */
export function migrationChecksum(migration: Migration): string {
  const hash = createHash('sha256');
  for (const statement of migration.statements) hash.update(statement.replace(/\r\n/g, '\n')).update('\0');
  return hash.digest('hex');
}

export interface MigrationResult {
  applied: string[];
  /** True when this run created the schema from nothing: the database is new. */
  createdDatabase: boolean;
}

interface AppliedRow {
  version: string;
  checksum: string | null;
}

interface Comparison {
  pending: Migration[];
  /** Applied before checksums were recorded. */
  unrecorded: Migration[];
}

/**
 * The known migrations against the applied ones. A version applied but no longer known (a database that a newer
 * release migrated) is left alone; an applied migration whose statements differ from the file's is refused.
 */
function compare(rows: AppliedRow[], migrations: Migration[], checksums: Map<string, string>): Comparison {
  const applied = new Map(rows.map((row) => [row.version, row.checksum]));
  const pending: Migration[] = [];
  const unrecorded: Migration[] = [];
  for (const migration of migrations) {
    if (!applied.has(migration.version)) {
      pending.push(migration);
      continue;
    }
    const recorded = applied.get(migration.version);
    if (recorded === null || recorded === undefined) unrecorded.push(migration);
    else if (recorded !== checksums.get(migration.version)) {
      throw new Error(
        `Migration ${migration.version}_${migration.name} was changed after it was applied to this database. ` +
          'Migrations are forward-only: restore the file as it was and put the change in a new migration.',
      );
    }
  }
  return { pending, unrecorded };
}

/** The start-up check: what schema_migrations holds, or null when the table (or its checksum column) is missing. */
async function appliedOrNull(db: Db): Promise<AppliedRow[] | null> {
  try {
    return await queryRows<AppliedRow>(db, queries.select_applied_migrations);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // undefined_table: a new database; undefined_column: one migrated before checksums were recorded.
    if (code === '42P01' || code === '42703') return null;
    throw error;
  }
}

/**
 * Brings the schema up to date. When everything is applied and unchanged — every start but the first after a
 * release — that takes one query and no lock. Otherwise, under an advisory lock that makes concurrent start-ups
 * against one PostgreSQL database take turns (the second one finds the work done), the runner's own table is
 * created or completed, and each pending migration is applied in its own transaction.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<MigrationResult> {
  const checksums = new Map(migrations.map((migration) => [migration.version, migrationChecksum(migration)]));
  const rows = await appliedOrNull(db);
  if (rows) {
    const { pending, unrecorded } = compare(rows, migrations, checksums);
    if (pending.length === 0 && unrecorded.length === 0) return { applied: [], createdDatabase: false };
  }

  const { wasEmpty, pending } = await withTransaction(db, async (trx) => {
    await queryRows(trx, queries.lock_migrations);
    await execute(trx, queries.create_schema_migrations);
    await execute(trx, queries.add_migration_checksums);
    const locked = await queryRows<AppliedRow>(trx, queries.select_applied_migrations);
    const comparison = compare(locked, migrations, checksums);
    for (const migration of comparison.unrecorded) {
      await execute(trx, queries.update_migration_checksum, { version: migration.version, checksum: checksums.get(migration.version) });
    }
    return { wasEmpty: locked.length === 0, pending: comparison.pending };
  });

  const applied: string[] = [];
  for (const migration of pending) {
    await withTransaction(db, async (trx) => {
      await queryRows(trx, queries.lock_migrations);
      // Another process may have applied it since.
      const current = await queryRows<AppliedRow>(trx, queries.select_applied_migrations);
      if (current.some((row) => row.version === migration.version)) return;
      for (const statement of migration.statements) {
        try {
          await trx.executeQuery(CompiledQuery.raw(statement));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`Migration ${migration.version}_${migration.name} failed: ${reason}\n${statement}`, {
            cause: error,
          });
        }
      }
      await execute(trx, queries.insert_applied_migration, {
        version: migration.version,
        name: migration.name,
        checksum: checksums.get(migration.version),
      });
      applied.push(migration.version);
    });
  }
  return { applied, createdDatabase: wasEmpty && applied.length > 0 };
}

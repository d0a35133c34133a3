import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { execute, loadSqlBlocks, queryRows } from './sql-blocks.js';
import { splitStatements } from './sql-text.js';
import { withTransaction } from './transaction.js';

const queries = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'create_schema_migrations',
  'lock_migrations',
  'select_applied_migrations',
  'insert_applied_migration',
  'select_one',
] as const);

export { queries as databaseQueries };

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

export interface MigrationResult {
  applied: string[];
  /** True when this run created the schema from nothing: the database is new. */
  createdDatabase: boolean;
}

async function appliedVersions(trx: Db): Promise<Set<string>> {
  const rows = await queryRows<{ version: string }>(trx, queries.select_applied_migrations);
  return new Set(rows.map((row) => row.version));
}

/**
 * Applies the pending migrations, each in its own transaction. An advisory lock makes concurrent start-ups
 * against one PostgreSQL database take turns; the second one finds the work done.
 */
export async function migrate(db: Db, migrations: Migration[] = readMigrations()): Promise<MigrationResult> {
  const wasEmpty = await withTransaction(db, async (trx) => {
    await queryRows(trx, queries.lock_migrations);
    await execute(trx, queries.create_schema_migrations);
    return (await appliedVersions(trx)).size === 0;
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    await withTransaction(db, async (trx) => {
      await queryRows(trx, queries.lock_migrations);
      if ((await appliedVersions(trx)).has(migration.version)) return;
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
      await execute(trx, queries.insert_applied_migration, { version: migration.version, name: migration.name });
      applied.push(migration.version);
    });
  }
  return { applied, createdDatabase: wasEmpty && applied.length > 0 };
}

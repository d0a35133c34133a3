import { CompiledQuery } from 'kysely';
import type { Db } from './connect.js';
import { loadSqlBlocks, queryRow, queryRows } from './sql-blocks.js';

const sql = loadSqlBlocks(new URL('./admin.sql', import.meta.url), [
  'select_database_exists',
  'format_create_database',
  'format_rename_database',
  'select_database_names_like',
  'format_drop_database',
] as const);

async function run(db: Db, statement: { statement: string }): Promise<void> {
  await db.executeQuery(CompiledQuery.raw(statement.statement));
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function databaseExists(db: Db, name: string): Promise<boolean> {
  return (await queryRow<{ exists: boolean }>(db, sql.select_database_exists, { name })).exists;
}

/** Copies `template`; PostgreSQL refuses while someone else is connected to it, so that is retried briefly. */
export async function createDatabaseFromTemplate(db: Db, name: string, template: string): Promise<void> {
  const statement = await queryRow<{ statement: string }>(db, sql.format_create_database, { name, template });
  for (let attempt = 1; ; attempt++) {
    try {
      await run(db, statement);
      return;
    } catch (error) {
      const objectInUse = (error as { code?: string }).code === '55006';
      if (!objectInUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function renameDatabase(db: Db, name: string, newName: string): Promise<void> {
  await run(db, await queryRow<{ statement: string }>(db, sql.format_rename_database, { name, newName }));
}

/** Names of the databases matching a LIKE pattern. */
export async function databaseNamesLike(db: Db, pattern: string): Promise<string[]> {
  return (await queryRows<{ name: string }>(db, sql.select_database_names_like, { pattern })).map((row) => row.name);
}

/** Drops a database; `force` disconnects its sessions first, otherwise a database in use is not dropped. */
export async function dropDatabase(db: Db, name: string, options: { force: boolean } = { force: true }): Promise<void> {
  await run(db, await queryRow<{ statement: string }>(db, sql.format_drop_database, { name, force: options.force }));
}

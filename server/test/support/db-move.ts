import { CompiledQuery } from 'kysely';
import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks } from '../../db/sql-blocks.js';
import { quoteIdent } from '../../db/move.js';

const sql = loadSqlBlocks(new URL('./db-move.sql', import.meta.url), ['insert_attachment', 'insert_settings'] as const);

export const insertAttachment = (db: Executor, fileName: string, data: Buffer) => execute(db, sql.insert_attachment, { fileName, data });
export const insertSettings = (db: Executor, settings: string) => execute(db, sql.insert_settings, { settings });

async function rows<Row>(db: Executor, text: string): Promise<Row[]> {
  return (await db.executeQuery<Row>(CompiledQuery.raw(text))).rows;
}

/**
 * Every table of the public schema with its row count and a digest of all its rows' text (in UTC, in byte order,
 * so that PGlite and PostgreSQL agree), and every sequence's state: equal on both sides means the same data.
 * Run on a single connection, as it sets the time zone of its session.
 */
export async function databaseFingerprint(db: Executor): Promise<{ tables: Record<string, string>; sequences: Record<string, string> }> {
  await rows(db, "SET TIME ZONE 'UTC'");
  const names = await rows<{ name: string }>(db, "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  const tables: Record<string, string> = {};
  for (const { name } of names) {
    const [row] = await rows<{ n: number; digest: string }>(
      db,
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, chr(10) ORDER BY t::text COLLATE "C"), '')) AS digest FROM ${quoteIdent(name)} t`,
    );
    tables[name] = `${row.n} rows ${row.digest}`;
  }
  const sequences: Record<string, string> = {};
  for (const row of await rows<{ name: string; last_value: string | null }>(
    db,
    "SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  )) {
    sequences[row.name] = row.last_value ?? 'unused';
  }
  return { tables, sequences };
}

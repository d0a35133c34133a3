import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { dataDirHolder, holdDataDir } from './data-dir-lock.js';
import { createMigrationsTable, readMigrations, type Migration } from './migrate.js';
import { loadSqlBlocks } from './sql-blocks.js';

const queries = loadSqlBlocks(new URL('./move.sql', import.meta.url), [
  'select_public_tables',
  'select_target_relations',
  'select_public_sequences',
  'select_foreign_keys',
  'select_applied_versions',
  'set_utc',
] as const);

/** A move that must not start: the message says why and what to do. */
export class MoveRefused extends Error {}

/** Double quotes an identifier (a name read from the catalogue, never from input). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Bytes of a table read per COPY, TOASTed values (attachments) included: bounds the memory a move takes. */
const bytesPerChunk = 16 * 1024 * 1024;

/**
 * Pages per COPY for a table of `pages` pages whose data, TOAST included, takes `bytes`: large values live outside
 * the table's pages, so a table of few pages may hold hundreds of megabytes of attachments.
 */
export function pagesPerChunk(pages: number, bytes: number, chunkBytes = bytesPerChunk): number {
  return Math.max(1, Math.floor((pages * chunkBytes) / Math.max(bytes, 1)));
}

/**
 * The COPY statements that read a table in chunks of whole pages (a TID range scan each), so that no chunk holds
 * more than `pagesPerChunk` pages of rows. The last range is open-ended: rows added past the measured size are
 * still read.
 */
export function chunkedCopies(table: string, columns: string[], pages: number, perChunk: number): string[] {
  const list = columns.map(quoteIdent).join(', ');
  const name = quoteIdent(table);
  if (pages <= perChunk) return [`COPY ${name} (${list}) TO '/dev/blob'`];
  const statements: string[] = [];
  for (let start = 0; start < pages; start += perChunk) {
    const lower = start === 0 ? '' : `ctid >= '(${start},0)'::tid`;
    const upper = start + perChunk >= pages ? '' : `ctid < '(${start + perChunk},0)'::tid`;
    const where = [lower, upper].filter(Boolean).join(' AND ');
    statements.push(`COPY (SELECT ${list} FROM ${name} WHERE ${where}) TO '/dev/blob'`);
  }
  return statements;
}

interface TableInfo {
  name: string;
  columns: string[];
  pages: number;
  bytes: number;
}

export interface MovedTable {
  name: string;
  rows: number;
}

export interface MoveSummary {
  tables: MovedTable[];
  rows: number;
  sequences: number;
  ms: number;
}

export interface MoveOptions {
  /** The embedded database's folder (DATA_DIR). */
  dataDir: string;
  /** An empty PostgreSQL database. */
  targetUrl: string;
  log?: (line: string) => void;
  migrations?: Migration[];
  /** Pages of a table read per COPY (tests make it small to read tables in many chunks). */
  pagesPerChunk?: number;
}

/** What the target holds that makes it not empty, in words; null when it is empty. */
export function describeNonEmpty(relations: { name: string; kind: string }[]): string | null {
  if (relations.length === 0) return null;
  const kinds: Record<string, string> = { r: 'table', p: 'table', v: 'view', m: 'materialized view', S: 'sequence', f: 'foreign table' };
  const listed = relations.slice(0, 10).map((relation) => `${kinds[relation.kind] ?? 'relation'} ${relation.name}`);
  const more = relations.length > 10 ? ` and more` : '';
  return `${listed.join(', ')}${more}`;
}

/** Versions the source has applied against the migrations this release knows: they must be the same. */
export function compareVersions(source: string[], known: string[]): string | null {
  const missing = known.filter((version) => !source.includes(version));
  const unknown = source.filter((version) => !known.includes(version));
  if (unknown.length > 0) {
    return `the embedded database was migrated by a newer release (migrations ${unknown.join(', ')}): move it with that release`;
  }
  if (missing.length > 0) {
    return `the embedded database lacks migrations ${missing.join(', ')}: start the server once on it with this release, stop it, then move it`;
  }
  return null;
}

async function countRows(query: (text: string) => Promise<{ rows: Array<{ n: string | number }> }>, table: string): Promise<number> {
  const result = await query(`SELECT count(*) AS n FROM ${quoteIdent(table)}`);
  return Number(result.rows[0].n);
}

async function writeChunk(stream: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  if (chunk.length === 0) return;
  if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

/**
 * Copies an embedded database (PGlite in `dataDir`) into an empty PostgreSQL database, in one transaction on the
 * target: the schema from this release's migrations, then every table's rows with COPY, the foreign keys checked
 * once at the end, every sequence set to the source's value, and every table's row count compared. Any failure
 * rolls the target back to empty.
 */
export async function moveDatabase(options: MoveOptions): Promise<MoveSummary> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const migrations = options.migrations ?? readMigrations();
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    throw new MoveRefused(`${options.dataDir} holds no embedded database (no PG_VERSION file)`);
  }
  const holder = dataDirHolder(options.dataDir);
  if (holder !== null) {
    throw new MoveRefused(`the server (process ${holder}) has ${options.dataDir} open: stop it first, then move the database`);
  }

  const target = new pg.Client({ connectionString: options.targetUrl });
  // A server that drops the connection mid-move surfaces as the failing query; without a listener it would end the process.
  target.on('error', () => {});
  try {
    await target.connect();
  } catch (error) {
    throw new MoveRefused(`cannot connect to the target database: ${(error as Error).message}`);
  }
  let source: PGlite | null = null;
  const release = holdDataDir(options.dataDir);
  try {
    const found = await target.query<{ name: string; kind: string }>(queries.select_target_relations.text);
    const nonEmpty = describeNonEmpty(found.rows);
    if (nonEmpty) {
      throw new MoveRefused(`the target database is not empty: its public schema holds ${nonEmpty}. Move into a new, empty database`);
    }
    const version = await target.query<{ server_version_num: string }>('SHOW server_version_num');
    if (Number(version.rows[0].server_version_num) < 150000) {
      throw new MoveRefused('the target must be PostgreSQL 15 or newer');
    }

    log(`opening ${options.dataDir}`);
    source = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    const pglite = source;
    await pglite.query(queries.set_utc.text);
    const applied = (await pglite.query<{ version: string }>(queries.select_applied_versions.text)).rows.map((row) => row.version);
    const mismatch = compareVersions(
      applied,
      migrations.map((migration) => migration.version),
    );
    if (mismatch) throw new MoveRefused(mismatch);
    const tables = (await pglite.query<TableInfo>(queries.select_public_tables.text)).rows.map((row) => ({
      ...row,
      pages: Number(row.pages),
      bytes: Number(row.bytes),
    }));
    const sequences = (await pglite.query<{ name: string }>(queries.select_public_sequences.text)).rows.map((row) => row.name);

    await target.query('BEGIN');
    await target.query(queries.set_utc.text);
    await target.query("SET client_encoding = 'UTF8'");
    log(`creating the schema (${migrations.length} migrations)`);
    await target.query(createMigrationsTable);
    for (const migration of migrations) {
      for (const statement of migration.statements) {
        try {
          await target.query(statement);
        } catch (error) {
          throw new Error(`Migration ${migration.version}_${migration.name} failed on the target: ${(error as Error).message}`, { cause: error });
        }
      }
    }
    const targetTables = (await target.query<TableInfo>(queries.select_public_tables.text)).rows.map((row) => row.name);
    const sourceNames = tables.map((table) => table.name);
    const onlyTarget = targetTables.filter((name) => !sourceNames.includes(name));
    const onlySource = sourceNames.filter((name) => !targetTables.includes(name));
    if (onlyTarget.length > 0 || onlySource.length > 0) {
      throw new Error(`the schemas differ: only in the source ${onlySource.join(', ') || '-'}; only in the target ${onlyTarget.join(', ') || '-'}`);
    }

    // Triggers keep derived rows (the search copy of questions, register counts, analytics sums): those rows are
    // copied too, so the triggers must not add them a second time.
    for (const table of tables) await target.query(`ALTER TABLE ${quoteIdent(table.name)} DISABLE TRIGGER USER`);
    // Rows the migrations themselves insert (counters, schema_migrations) are replaced by the source's.
    await target.query(`TRUNCATE ${tables.map((table) => quoteIdent(table.name)).join(', ')}`);
    const foreignKeys = (await target.query<{ table_name: string; name: string; definition: string }>(queries.select_foreign_keys.text)).rows;
    for (const key of foreignKeys) await target.query(`ALTER TABLE ${key.table_name} DROP CONSTRAINT ${quoteIdent(key.name)}`);

    const moved: MovedTable[] = [];
    let total = 0;
    for (const table of tables) {
      const tableStarted = performance.now();
      const list = table.columns.map(quoteIdent).join(', ');
      const stream = target.query(copyFrom(`COPY ${quoteIdent(table.name)} (${list}) FROM STDIN`));
      const done = new Promise<void>((resolve, reject) => {
        stream.on('finish', () => resolve());
        stream.on('error', reject);
      });
      try {
        for (const statement of chunkedCopies(table.name, table.columns, table.pages, options.pagesPerChunk ?? pagesPerChunk(table.pages, table.bytes))) {
          const result = await pglite.query(statement);
          if (result.blob) await writeChunk(stream, Buffer.from(await result.blob.arrayBuffer()));
        }
      } finally {
        stream.end();
      }
      await done;
      const rows = Number(stream.rowCount);
      moved.push({ name: table.name, rows });
      total += rows;
      log(`  ${table.name}: ${rows} rows (${Math.round(performance.now() - tableStarted)} ms)`);
    }

    log(`checking ${foreignKeys.length} foreign keys`);
    for (const key of foreignKeys) await target.query(`ALTER TABLE ${key.table_name} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
    for (const table of tables) await target.query(`ALTER TABLE ${quoteIdent(table.name)} ENABLE TRIGGER USER`);

    // Identity columns and serials alike: the next value on the target is the one the source would have given.
    for (const sequence of sequences) {
      const state = await pglite.query<{ last_value: string; is_called: boolean }>(`SELECT last_value, is_called FROM ${quoteIdent(sequence)}`);
      const { last_value: lastValue, is_called: isCalled } = state.rows[0];
      await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoteIdent(sequence), lastValue, isCalled]);
    }

    log('comparing row counts');
    const mismatches: string[] = [];
    for (const table of tables) {
      const expected = await countRows((text) => pglite.query<{ n: string | number }>(text), table.name);
      const actual = await countRows((text) => target.query<{ n: string | number }>(text), table.name);
      if (expected !== actual) mismatches.push(`${table.name}: ${expected} in the source, ${actual} in the target`);
    }
    if (mismatches.length > 0) throw new Error(`row counts differ after the copy: ${mismatches.join('; ')}`);

    await target.query('COMMIT');
    return { tables: moved, rows: total, sequences: sequences.length, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await target.end().catch(() => {});
    await source?.close().catch(() => {});
    release();
  }
}

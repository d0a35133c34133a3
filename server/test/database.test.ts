import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { KyselyPlugin } from 'kysely';
import { loadConfig } from '../config.js';
import { openAppDatabase } from '../database.js';
import type { Db } from '../db/connect.js';
import { migrate, readMigrations, type Migration } from '../db/migrate.js';
import { loadSqlBlocks, queryRows } from '../db/sql-blocks.js';
import { compileNamedParameters, splitStatements } from '../db/sql-text.js';
import { withTransaction } from '../db/transaction.js';
import { insertCourse } from '../seed/queries.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { countRows, dropMigrationChecksums } from './support/queries.js';
import { createTestDatabase } from './support/test-database.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('splitStatements', () => {
  test('splits on semicolons outside literals, identifiers, dollar quotes and comments', () => {
    const script = `
      -- a comment; with a semicolon
      CREATE TABLE "odd;name" (x text DEFAULT 'a;b''c');
      /* block; /* nested; */ still comment */
      CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;
      SELECT E'it\\'s;' ;;
      SELECT $$;$$`;
    expect(splitStatements(script)).toEqual([
      `-- a comment; with a semicolon\n      CREATE TABLE "odd;name" (x text DEFAULT 'a;b''c')`,
      `/* block; /* nested; */ still comment */\n      CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$`,
      `SELECT E'it\\'s;'`,
      `SELECT $$;$$`,
    ]);
  });

  test('every migration splits into statements', () => {
    for (const migration of readMigrations()) expect(migration.statements.length).toBeGreaterThan(0);
  });
});

describe('compileNamedParameters', () => {
  test('numbers names in order of first use and leaves casts, strings and comments alone', () => {
    expect(compileNamedParameters("SELECT :a::int, ':b', :b, :a -- :c\n, \"x:y\", $$:d$$")).toEqual({
      text: "SELECT $1::int, ':b', $2, $1 -- :c\n, \"x:y\", $$:d$$",
      names: ['a', 'b'],
    });
  });
});

describe('SQL blocks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'examhall-sql-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return pathToFileURL(join(dir, name));
  };

  test('a missing, duplicate or unused block fails when loaded', () => {
    expect(() => loadSqlBlocks(file('a.sql', '-- BLOCK one\nSELECT 1'), ['one', 'two'])).toThrow(/block two is missing/);
    expect(() => loadSqlBlocks(file('b.sql', '-- BLOCK one\nSELECT 1\n-- BLOCK one\nSELECT 2'), ['one'])).toThrow(/defined twice/);
    expect(() => loadSqlBlocks(file('c.sql', '-- BLOCK one\nSELECT 1\n-- BLOCK two\nSELECT 2'), ['one'])).toThrow(/not used/);
  });

  test('-- INCLUDE name stands for another block, parameters numbered across both', async () => {
    const blocks = loadSqlBlocks(file('e.sql', [
      '-- BLOCK shared',
      '-- a comment with the filter\'s apostrophe',
      'n > :min',
      '-- BLOCK count',
      'SELECT count(*)::int AS c FROM generate_series(1, :max) n WHERE', '-- INCLUDE shared',
      '-- BLOCK page',
      'SELECT n FROM generate_series(1, :max) n WHERE', '  -- INCLUDE shared', 'ORDER BY n DESC LIMIT :limit',
    ].join('\n')), ['count', 'page']);
    expect(await queryRows(t.db, blocks.count, { min: 7, max: 10 })).toEqual([{ c: 3 }]);
    expect(await queryRows(t.db, blocks.page, { min: 7, max: 10, limit: 2 })).toEqual([{ n: 10 }, { n: 9 }]);
    expect(() => loadSqlBlocks(file('f.sql', '-- BLOCK one\nSELECT\n-- INCLUDE two'), ['one'])).toThrow(/includes two, which is missing/);
    expect(() => loadSqlBlocks(file('g.sql', '-- BLOCK one\nSELECT\n-- INCLUDE one'), ['one'])).toThrow(/includes itself/);
  });

  test('a missing or undefined parameter is a programming error; unused ones are ignored', async () => {
    const blocks = loadSqlBlocks(file('d.sql', '-- BLOCK echo\nSELECT :value::text AS value'), ['echo']);
    expect(await queryRows(t.db, blocks.echo, { value: 'x' })).toEqual([{ value: 'x' }]);
    expect(await queryRows(t.db, blocks.echo, { value: null })).toEqual([{ value: null }]);
    await expect(queryRows(t.db, blocks.echo, {})).rejects.toThrow(/needs parameter value/);
    await expect(queryRows(t.db, blocks.echo, { value: undefined })).rejects.toThrow(/is undefined/);
    expect(await queryRows(t.db, blocks.echo, { value: 'x', other: 1 })).toEqual([{ value: 'x' }]);
  });
});

/** `db` with a count of the statements run through it (transactions included). */
function counted(db: Db): { db: Db; count: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => statements };
}

describe('migrations', () => {
  test('a migrated database has nothing to apply and is not new', async () => {
    expect(await migrate(t.db)).toEqual({ applied: [], createdDatabase: false });
  });

  test('when nothing is pending, the check is one query', async () => {
    await migrate(t.db);
    const probe = counted(t.db);
    expect(await migrate(probe.db)).toEqual({ applied: [], createdDatabase: false });
    expect(probe.count()).toBe(1);
  });

  test('a migration changed after it was applied is refused before anything runs; line endings are no change', async () => {
    const original: Migration = { version: '9101', name: 'checked', statements: ['CREATE TABLE checked_probe\n  (id int)'] };
    const pending: Migration = { version: '9102', name: 'after', statements: ['CREATE TABLE after_probe (id int)'] };
    expect(await migrate(t.db, [...readMigrations(), original])).toEqual({ applied: ['9101'], createdDatabase: false });

    const edited = { ...original, statements: ['CREATE TABLE checked_probe\n  (id bigint)'] };
    const probe = counted(t.db);
    await expect(migrate(probe.db, [...readMigrations(), edited, pending])).rejects.toThrow(
      /Migration 9101_checked was changed after it was applied/,
    );
    expect(probe.count()).toBe(1);

    const crlf = { ...original, statements: ['CREATE TABLE checked_probe\r\n  (id int)'] };
    // 9102 was not applied by the refused run.
    expect(await migrate(t.db, [...readMigrations(), crlf, pending])).toEqual({ applied: ['9102'], createdDatabase: false });
  });

  test('a database migrated before checksums were recorded gets them once, then is checked in one query', async () => {
    await migrate(t.db);
    await dropMigrationChecksums(t.db);
    const backfill = counted(t.db);
    expect(await migrate(backfill.db)).toEqual({ applied: [], createdDatabase: false });
    // The missing column fails the quick check; the locked pass completes the table and records every checksum.
    expect(backfill.count()).toBeGreaterThan(readMigrations().length);
    const probe = counted(t.db);
    expect(await migrate(probe.db)).toEqual({ applied: [], createdDatabase: false });
    expect(probe.count()).toBe(1);
  });

  test('a new migration is applied once, in a transaction', async () => {
    const migrations = [
      ...readMigrations(),
      { version: '9001', name: 'test', statements: ['CREATE TABLE migration_probe (id int)', 'INSERT INTO migration_probe VALUES (1)'] },
    ];
    expect(await migrate(t.db, migrations)).toEqual({ applied: ['9001'], createdDatabase: false });
    expect(await migrate(t.db, migrations)).toEqual({ applied: [], createdDatabase: false });
    const failing = [...migrations, { version: '9002', name: 'broken', statements: ['CREATE TABLE half_done (id int)', 'SELECT nope'] }];
    await expect(migrate(t.db, failing)).rejects.toThrow(/Migration 9002_broken failed/);
    // The failed migration left nothing behind and may be fixed and rerun.
    const fixed = [...migrations, { version: '9002', name: 'broken', statements: ['CREATE TABLE half_done (id int)'] }];
    expect(await migrate(t.db, fixed)).toEqual({ applied: ['9002'], createdDatabase: false });
  });
});

describe('withTransaction', () => {
  test('rolls back when the work throws', async () => {
    const before = await countRows(t.db);
    await expect(
      withTransaction(t.db, async (trx) => {
        await insertCourse(trx, { name: 'Ghost', acronym: 'GHOST', description: null });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await countRows(t.db)).courses).toBe(before.courses);
  });
});

describe('opening the app database', () => {
  test('an existing database is migrated but never seeded again', async () => {
    const copy = await createTestDatabase();
    const before = await countRows(copy.database.db);
    await copy.database.close();
    const silent = { info: () => undefined } as never;
    // Reopen through the start-up path: on PostgreSQL the copy's URL, on PGlite its folder.
    const reopened = await openAppDatabase(
      loadConfig({ DEMO_DATA: 'true', DATA_DIR: copy.location.dataDir ?? '', DATABASE_URL: copy.location.databaseUrl ?? '' }),
      () => new Date(),
      silent,
    );
    try {
      expect(await countRows(reopened.db)).toEqual(before);
    } finally {
      await reopened.close();
      await copy.dispose();
    }
  });
});

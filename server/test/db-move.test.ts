import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase } from '../db/admin.js';
import { connectDatabase } from '../db/connect.js';
import { dataDirHolder, dataDirLockFile, holdDataDir } from '../db/data-dir-lock.js';
import { migrate } from '../db/migrate.js';
import { chunkedCopies, compareVersions, describeNonEmpty, MoveRefused, moveDatabase, pagesPerChunk } from '../db/move.js';
import { seedDemoData } from '../seed/demo.js';
import { databaseFingerprint, insertAttachment, insertSettings } from './support/db-move.js';
import { testToday } from './support/test-database.js';

const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
const describeServer = serverUrl === undefined ? describe.skip : describe;

const scratch = mkdtempSync(join(tmpdir(), 'examhall-move-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('reading the source in chunks', () => {
  test('a chunk holds about 16 MB, TOASTed values counted', () => {
    // 10 pages of 8 kB: all of it in one chunk.
    expect(pagesPerChunk(10, 80 * 1024)).toBe(2048);
    // 10 pages pointing to 160 MB of attachments: one page a chunk.
    expect(pagesPerChunk(10, 160 * 1024 * 1024)).toBe(1);
    expect(pagesPerChunk(1000, 64 * 1024 * 1024)).toBe(250);
  });

  test('a small table is one COPY of its columns', () => {
    expect(chunkedCopies('exams', ['id', 'title'], 3, 2048)).toEqual([`COPY "exams" ("id", "title") TO '/dev/blob'`]);
  });

  test('a large table is read in page ranges that cover it without gaps, the last one open-ended', () => {
    const copies = chunkedCopies('attachments', ['id', 'data'], 5, 2);
    expect(copies).toEqual([
      `COPY (SELECT "id", "data" FROM "attachments" WHERE ctid < '(2,0)'::tid) TO '/dev/blob'`,
      `COPY (SELECT "id", "data" FROM "attachments" WHERE ctid >= '(2,0)'::tid AND ctid < '(4,0)'::tid) TO '/dev/blob'`,
      `COPY (SELECT "id", "data" FROM "attachments" WHERE ctid >= '(4,0)'::tid) TO '/dev/blob'`,
    ]);
  });
});

describe('what the move refuses', () => {
  test('a target with tables is described by what it holds', () => {
    expect(describeNonEmpty([])).toBeNull();
    expect(describeNonEmpty([{ name: 'courses', kind: 'r' }, { name: 'courses_id_seq', kind: 'S' }])).toBe(
      'table courses, sequence courses_id_seq',
    );
  });

  test('a source migrated by another release', () => {
    expect(compareVersions(['0001', '0002'], ['0001', '0002'])).toBeNull();
    expect(compareVersions(['0001'], ['0001', '0002'])).toMatch(/lacks migrations 0002: start the server once/);
    expect(compareVersions(['0001', '0002', '0003'], ['0001', '0002'])).toMatch(/newer release \(migrations 0003\)/);
  });

  test('a folder without a database', async () => {
    const empty = join(scratch, 'empty');
    mkdirSync(empty);
    await expect(moveDatabase({ dataDir: empty, targetUrl: 'postgres://127.0.0.1:1/none' })).rejects.toThrow(
      new MoveRefused(`${empty} holds no embedded database (no PG_VERSION file)`),
    );
  });

  test('a folder another live process holds, but not one whose holder has died', async () => {
    const held = join(scratch, 'held');
    mkdirSync(held);
    writeFileSync(join(held, 'PG_VERSION'), '18\n');
    // The parent process (jest's) is alive and is not this one.
    writeFileSync(join(held, dataDirLockFile), `${process.ppid}\n`);
    expect(dataDirHolder(held)).toBe(process.ppid);
    await expect(moveDatabase({ dataDir: held, targetUrl: 'postgres://127.0.0.1:1/none' })).rejects.toThrow(/has .* open: stop it first/);

    writeFileSync(join(held, dataDirLockFile), '999999999\n');
    expect(dataDirHolder(held)).toBeNull();
    const release = holdDataDir(held);
    expect(dataDirHolder(held)).toBeNull();
    release();
  });
});

describeServer('moving a seeded embedded database into PostgreSQL', () => {
  const source = join(scratch, 'source');
  const targetName = `examhall_move_${process.pid}_${randomBytes(4).toString('hex')}`;
  const attachment = Buffer.from(Array.from({ length: 256 * 64 }, (_, index) => index % 256));
  let targetUrl = '';

  beforeAll(async () => {
    const database = await connectDatabase({ dataDir: source });
    try {
      await migrate(database.db);
      await seedDemoData(database.db, testToday);
      await insertAttachment(database.db, 'every-byte.bin', attachment);
      await insertSettings(database.db, JSON.stringify({ note: 'tab\t, quote ", backslash \\, newline \n, ščćžđ 📚', nested: { n: 1.5e-7 } }));
    } finally {
      await database.close();
    }
    const admin = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
    try {
      await createDatabaseFromTemplate(admin.db, targetName, 'template0');
    } finally {
      await admin.close();
    }
    targetUrl = databaseUrlFor(serverUrl ?? '', targetName);
  }, 180_000);

  afterAll(async () => {
    const admin = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
    try {
      await dropDatabase(admin.db, targetName);
    } finally {
      await admin.close();
    }
  });

  test('every table arrives with the same rows and every sequence at the same value', async () => {
    const lines: string[] = [];
    // Two pages a COPY: the larger tables are read in many chunks.
    const summary = await moveDatabase({ dataDir: source, targetUrl, pagesPerChunk: 2, log: (line) => lines.push(line) });
    expect(summary.rows).toBeGreaterThan(0);
    expect(lines).toContain('comparing row counts');

    const from = await connectDatabase({ dataDir: source });
    const to = await connectDatabase({ databaseUrl: targetUrl, maxConnections: 1 });
    try {
      const expected = await databaseFingerprint(from.db);
      const actual = await databaseFingerprint(to.db);
      expect(Object.keys(actual.tables)).toEqual(Object.keys(expected.tables));
      expect(actual).toEqual(expected);
      expect(summary.tables.map((table) => `${table.rows} rows`)).toEqual(
        summary.tables.map((table) => expected.tables[table.name].split(' rows')[0] + ' rows'),
      );
      expect(expected.tables.attachments.startsWith('1 rows')).toBe(true);
    } finally {
      await from.close();
      await to.close();
    }
  }, 180_000);

  test('a target that is no longer empty is refused and left as it was', async () => {
    const before = await connectDatabase({ databaseUrl: targetUrl, maxConnections: 1 });
    const fingerprint = await databaseFingerprint(before.db);
    await before.close();

    await expect(moveDatabase({ dataDir: source, targetUrl })).rejects.toThrow(
      /the target database is not empty: its public schema holds table academic_years, sequence academic_years_id_seq/,
    );

    const after = await connectDatabase({ databaseUrl: targetUrl, maxConnections: 1 });
    try {
      expect(await databaseFingerprint(after.db)).toEqual(fingerprint);
    } finally {
      await after.close();
    }
  }, 120_000);
});

import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createDatabaseFromTemplate,
  databaseExists,
  databaseNamesLike,
  databaseUrlFor,
  dropDatabase,
  renameDatabase,
} from '../../db/admin.js';
import { connectDatabase, type Database } from '../../db/connect.js';
import { migrate } from '../../db/migrate.js';
import { seedDemoData } from '../../seed/demo.js';

/** Tests run on this day (the seed's current academic year is 2026/2027). */
export const testToday = new Date('2026-11-22T10:00:00Z');

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A template is valid as long as what builds it is unchanged: migrations, seed, the query layer, the auth
 * module (password hashing) and this support code.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql)$/.test(entry.name)) hash.update(path.slice(serverDir.length)).update(readFileSync(path));
    }
  };
  for (const dir of ['migrations', 'seed', 'db', 'modules/auth', 'test/support']) walk(join(serverDir, dir));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(database: Database): Promise<void> {
  try {
    await migrate(database.db);
    await seedDemoData(database.db, testToday);
  } finally {
    await database.close();
  }
}

export interface TestDatabase {
  database: Database;
  /** Where the copy lives, to open it again the way the app does. */
  location: { dataDir?: string; databaseUrl?: string };
  /** Closes (unless closed already) and deletes this test file's copy. */
  dispose(): Promise<void>;
}

/** Lets a test close the database itself before disposing of it. */
function closingOnce(database: Database): Database {
  let closed: Promise<void> | undefined;
  return { ...database, close: () => (closed ??= database.close()) };
}

const staleAfterMs = 3600_000;

/** Old templates of code that has since changed would pile up in the temp folder. */
function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('examhall-test-tpl-') || name === current) continue;
    const path = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(path).mtimeMs > staleAfterMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * A fresh PGlite database with the schema and the demo data: migrated and seeded once into a template folder
 * (shared by all workers and runs while the code is unchanged), then copied for every test file, which takes
 * a fraction of the ~5 s a new PGlite folder costs.
 */
async function pgliteTestDatabase(): Promise<TestDatabase> {
  const name = `examhall-test-tpl-${templateKey()}`;
  const template = join(tmpdir(), name);
  if (!existsSync(template)) {
    const building = `${template}.build-${process.pid}-${randomBytes(4).toString('hex')}`;
    await buildTemplate(await connectDatabase({ dataDir: building }));
    try {
      // Atomic: a worker that loses the race keeps using the winner's template.
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
    removeStaleTemplates(name);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'examhall-test-db-'));
  cpSync(template, dataDir, { recursive: true });
  const database = closingOnce(await connectDatabase({ dataDir }));
  return {
    database,
    location: { dataDir },
    dispose: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database per test file, created from a template database that is migrated and seeded
 * once per code version; dropped when the file is done.
 */
async function postgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const admin = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
  try {
    const template = `examhall_tpl_${templateKey()}`;
    if (!(await databaseExists(admin.db, template))) {
      const building = `${template}_build_${randomBytes(4).toString('hex')}`;
      await createDatabaseFromTemplate(admin.db, building, 'template0');
      await buildTemplate(await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), maxConnections: 1 }));
      try {
        await renameDatabase(admin.db, building, template);
      } catch {
        await dropDatabase(admin.db, building);
      }
      // Templates of code that has since changed; one being copied right now is in use and stays.
      for (const stale of await databaseNamesLike(admin.db, 'examhall\\_tpl\\_%')) {
        if (stale === template || stale.includes('_build_')) continue;
        await dropDatabase(admin.db, stale, { force: false }).catch(() => undefined);
      }
    }
    const name = `examhall_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await createDatabaseFromTemplate(admin.db, name, template);
    const databaseUrl = databaseUrlFor(serverUrl, name);
    const database = closingOnce(await connectDatabase({ databaseUrl, maxConnections: 5 }));
    return {
      database,
      location: { databaseUrl },
      dispose: async () => {
        await database.close();
        const cleanup = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
        try {
          await dropDatabase(cleanup.db, name);
        } finally {
          await cleanup.close();
        }
      },
    };
  } finally {
    await admin.close();
  }
}

/** PostgreSQL when DATABASE_URL is set (it names the server; databases are created on it), else PGlite. */
export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  return serverUrl ? postgresTestDatabase(serverUrl) : pgliteTestDatabase();
}

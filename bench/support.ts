// What the benchmark scripts share: a deterministic PRNG, timing and percentiles, signing in through the app,
// and running a measurement on a freshly seeded PGlite database and, when asked, on a PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase } from '../server/db/admin.js';
import { connectDatabase, type Database } from '../server/db/connect.js';
import { migrate } from '../server/db/migrate.js';
import { seedBulkData, type BulkData } from '../server/seed/bulk.js';

/** A small deterministic PRNG (mulberry32), so every run asks the same questions. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds the work took, and its result. */
export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint();
  const result = await work();
  return [Number(process.hrtime.bigint() - start) / 1e6, result];
}

/** Signs in through the real app; the bearer token and the user's id. */
export async function signIn(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`bench sign-in failed: ${res.body}`);
  const { token, user } = res.json().data;
  return { token: token as string, userId: user.dbUser.id as number };
}

export type BulkSize = Parameters<typeof seedBulkData>[1];
type Measure<Row> = (engine: string, database: Database, bulk: BulkData) => Promise<Row[]>;

async function seed(engine: string, database: Database, size: BulkSize): Promise<BulkData> {
  const started = Date.now();
  await migrate(database.db);
  const bulk = await seedBulkData(database.db, size, new Date().getFullYear() - 2);
  console.info(`  ${engine}: seeded ${size.students} students, ${size.courses} courses in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return bulk;
}

async function onPglite<Row>(size: BulkSize, measure: Measure<Row>): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'examhall-bench-'));
  const database = await connectDatabase({ dataDir });
  try {
    return await measure('PGlite', database, await seed('PGlite', database, size));
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres<Row>(serverUrl: string, size: BulkSize, measure: Measure<Row>): Promise<Row[]> {
  const name = `examhall_bench_${Date.now()}`;
  const admin = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
  await createDatabaseFromTemplate(admin.db, name, 'template0');
  try {
    const database = await connectDatabase({ databaseUrl: databaseUrlFor(serverUrl, name), maxConnections: 5 });
    try {
      return await measure('PostgreSQL', database, await seed('PostgreSQL', database, size));
    } finally {
      await database.close();
    }
  } finally {
    await dropDatabase(admin.db, name);
    await admin.close();
  }
}

/**
 * Seeds `size` into a new PGlite database (unless BENCH_SKIP_PGLITE) and, with BENCH_DATABASE_URL or
 * DATABASE_URL, into a new database on that PostgreSQL server, and measures each; the rows of both.
 */
export async function onEachEngine<Row>(size: BulkSize, measure: Measure<Row>): Promise<Row[]> {
  const rows = process.env.BENCH_SKIP_PGLITE ? [] : await onPglite(size, measure);
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (serverUrl) rows.push(...(await onPostgres(serverUrl, size, measure)));
  return rows;
}

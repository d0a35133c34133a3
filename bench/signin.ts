/**
 * npm run bench:signin — a lab signing in at once: N students with local passwords (scrypt N=2^15, r=8, p=1, as in
 * production) post their user name and password from one address, all at once, through the real HTTP API of
 * `npm run serve` in its own process. Prints the rate, the p99 latency and the machine's speed (one scrypt hash
 * here, in ms).
 *
 *   BENCH_STUDENTS (default 300), BENCH_SIGNIN_ENV (e.g. "PASSWORD_HASH_CONCURRENCY=2 UV_THREADPOOL_SIZE=8")
 *
 * The pieces another bench needs for a sign-in wave are exported: `setLocalPasswords` and `signInWave`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../server/db/connect.js';
import { execute, loadSqlBlocks, queryRows } from '../server/db/sql-blocks.js';
import { DEFAULT_LOG_N, hashPassword } from '../server/modules/auth/passwords.js';
import { ApiClient, BenchServer, benchDatabase, envInt, machine, percentile, prepareData } from './exam-support.js';
import { speedReference } from './speed-reference';

const sql = loadSqlBlocks(new URL('./signin.sql', import.meta.url), ['set_bench_passwords', 'select_bench_usernames'] as const);

export const benchPassword = 'bench-password';

/** One scrypt hash of the production cost, timed: the machine's speed for sign-ins. */
export async function scryptMs(): Promise<{ hash: string; ms: number }> {
  const started = performance.now();
  const hash = await hashPassword(benchPassword, DEFAULT_LOG_N);
  return { hash, ms: performance.now() - started };
}

/** Gives these users the bench password (one real hash, reused); returns their user names in the given order. */
export async function setLocalPasswords(db: Db, userIds: number[], passwordHash: string): Promise<string[]> {
  await execute(db, sql.set_bench_passwords, { passwordHash, userIds });
  const rows = await queryRows<{ id: number; username: string }>(db, sql.select_bench_usernames, { userIds });
  const byId = new Map(rows.map((row) => [row.id, row.username]));
  return userIds.map((id) => byId.get(id)!);
}

export interface SignInWave {
  perSecond: number;
  p99Ms: number;
  errors: number;
  latencies: number[];
}

/** Everyone signs in at once (spread over `spreadMs`) from this process's one address, as a lab behind NAT. */
export async function signInWave(api: ApiClient, usernames: string[], password = benchPassword, spreadMs = 0): Promise<SignInWave> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    usernames.map(async (username, i) => {
      if (spreadMs > 0) await new Promise((res) => setTimeout(res, (spreadMs * i) / usernames.length));
      try {
        const res = await api.call(null, 'POST', '/api/auth/login', { username, password }, 300_000);
        latencies.push(res.ms);
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: usernames.length / seconds, p99Ms: percentile(latencies, 99), errors, latencies };
}

async function main(): Promise<void> {
  const count = envInt('BENCH_STUDENTS', 300);
  const extraEnv = Object.fromEntries(
    (process.env.BENCH_SIGNIN_ENV ?? '').split(/\s+/).filter(Boolean).map((pair) => pair.split('=') as [string, string]),
  );
  console.info(`machine: ${machine()}`);
  await speedReference();
  const speed = await scryptMs();
  console.info(`  one scrypt hash (N=2^${DEFAULT_LOG_N}, r=8, p=1) in this process: ${speed.ms.toFixed(0)} ms`);
  const bench = await benchDatabase();
  const server = await BenchServer.create(bench, extraEnv);
  try {
    const prepared = await prepareData(bench, count);
    const database = await bench.open();
    let usernames: string[];
    try {
      usernames = await setLocalPasswords(database.db, prepared.students.map((s) => s.userId), speed.hash);
    } finally {
      await database.close();
    }
    await server.start();
    const api = new ApiClient(server.url);
    const cpuBefore = server.cpuMs();
    const wave = await signInWave(api, usernames);
    const cpuAfter = server.cpuMs();
    if (cpuBefore !== null && cpuAfter !== null) console.info(`  server CPU ${((cpuAfter - cpuBefore) / count).toFixed(1)} ms a sign-in`);
    console.info(`  settings: ${JSON.stringify(extraEnv)}`);
    console.info(
      `RESULT signin students=${count} per_s=${wave.perSecond.toFixed(1)} p99_ms=${Math.round(wave.p99Ms)} errors=${wave.errors} scrypt_ms=${speed.ms.toFixed(0)}`,
    );
    // The goal: a lab of 300 in within a minute, that is 5 sign-ins a second whatever the lab's size.
    const ok = wave.perSecond >= 5 && wave.errors === 0;
    console.info(`  goal: at least 5 sign-ins a second (300 within 60 s), 0 errors: ${ok ? 'PASS' : 'FAIL'}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
    await bench.dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

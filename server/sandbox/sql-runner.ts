import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { SqlQueryOutcome, SqlRunBatch, SqlRunner } from '../grading/runner-types.js';
import { CHILD_SHARED_MODULE_READS, lineChildPoolHooks, startLineChild, type LineChild } from './child.js';
import {
  CHILD_HEAP_MB,
  clamp,
  MAX_SQL_RESULT_CHARS,
  MAX_SQL_VALUE_CHARS,
  SANDBOX_NICENESS,
  SQL_CHILD_ESTIMATE_MB,
  SQL_MAX_BATCHES_PER_CHILD,
  SQL_SANDBOX_IDLE_MS,
  SQL_STARTUP_ALLOWANCE_MS,
  SQL_WASM_MEMORY_PAGES,
  TIME_LIMIT_MS,
} from './limits.js';
import { SandboxUnavailableError } from './local-code-runner.js';
import { SandboxPool, type PoolStats } from './pool.js';
import { runProcess, parseJsonLine } from './process.js';
import { sandboxFile } from './files.js';

const SQL_CHILD = sandboxFile('sql-child.mjs');
const MAX_ROWS = { min: 1, max: 10_000 } as const;

type ChildMessage =
  | { type: 'starting' }
  | { type: 'ready' }
  | { type: 'fixture'; id: number; error: string | null; reused: boolean }
  | { type: 'result'; id: number; index: number; outcome: SqlQueryOutcome }
  | { type: 'done'; id: number; recycle: boolean };

function pgliteDirectory(): string {
  // The package's main file is in dist/; the child may read the whole package (its WebAssembly and data files).
  return realpathSync(dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))));
}

function childArgs(snapshotFile?: string): string[] {
  return [
    `--max-old-space-size=${CHILD_HEAP_MB}`,
    `--wasm-max-mem-pages=${SQL_WASM_MEMORY_PAGES}`,
    '--experimental-permission',
    `--allow-fs-read=${pgliteDirectory()}/`,
    `--allow-fs-read=${SQL_CHILD}`,
    ...CHILD_SHARED_MODULE_READS,
    ...(snapshotFile === undefined ? [] : [`--allow-fs-read=${snapshotFile}`]),
    '--no-warnings',
    SQL_CHILD,
  ];
}

/**
 * Where the snapshot is kept: in the package folder's cache (node_modules/.cache, which only whoever installed the
 * server can write), named by PGlite's version and the child's source (which makes the database and its role), so
 * that an upgrade or a change of the set-up makes a new one.
 */
function snapshotCacheFile(): string | null {
  try {
    const pglite = pgliteDirectory();
    const version = (JSON.parse(readFileSync(join(pglite, 'package.json'), 'utf8')) as { version: string }).version;
    const digest = createHash('sha256').update(version).update(readFileSync(SQL_CHILD)).digest('hex').slice(0, 16);
    return join(dirname(dirname(pglite)), '.cache', 'examhall', `sql-sandbox-${version}-${digest}.tar`);
  } catch {
    return null;
  }
}

/** Writes `data` to `file` whole or not at all. */
function writeWhole(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, data, { mode: 0o644 });
  renameSync(partial, file);
}

let snapshot: Promise<string | undefined> | undefined;

/**
 * The file of a snapshot (a plain tar) of a freshly initialised database with the sandbox's role, made by a child
 * of its own the first time and kept, so that a sandbox restores it (a few hundred milliseconds) instead of running
 * initdb (seconds). A read-only installation keeps it in a private temporary folder for the life of the process.
 * Without one (the child failed) sandboxes run initdb.
 */
export function pristineSnapshot(): Promise<string | undefined> {
  snapshot ??= (async () => {
    const cacheFile = snapshotCacheFile();
    if (cacheFile !== null && existsSync(cacheFile)) return cacheFile;
    let data: string | undefined;
    await runProcess({
      command: process.execPath,
      args: childArgs(),
      env: {},
      niceness: SANDBOX_NICENESS,
      input: `${JSON.stringify({ mode: 'snapshot' })}\n`,
      timeLimitMs: SQL_STARTUP_ALLOWANCE_MS,
      maxStdoutBytes: 256 * 1024 * 1024,
      onLine(line) {
        data = parseJsonLine<{ type: 'snapshot'; data: string }>(line)?.data ?? data;
      },
    });
    if (data === undefined) {
      snapshot = undefined;
      return undefined;
    }
    const tar = Buffer.from(data, 'base64');
    if (cacheFile !== null) {
      try {
        writeWhole(cacheFile, tar);
        // Snapshots of other versions are of no more use.
        for (const name of readdirSync(dirname(cacheFile))) {
          if (name.startsWith('sql-sandbox-') && name !== basename(cacheFile)) rmSync(join(dirname(cacheFile), name), { force: true });
        }
        return cacheFile;
      } catch {
        // Not writable: a folder of this process's own below.
      }
    }
    const folder = mkdtempSync(join(tmpdir(), 'examhall-sql-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const file = join(folder, 'sandbox.tar');
    writeWhole(file, tar);
    return file;
  })();
  return snapshot;
}

const failed = (error: string): SqlQueryOutcome => ({ columns: [], rows: [], rowCount: 0, truncated: false, error });

async function startSandbox(urgent: boolean, retry = true): Promise<LineChild> {
  const snapshotFile = await pristineSnapshot();
  // When no sandbox is up (an answer may be waiting for this one) it starts at the server's priority: starting
  // PostgreSQL is the sandbox's own work, and a first answer should not wait for a niced start on a busy machine.
  // Others start niced, behind the sandbox that serves. Either way, once it is up and before it is given anything
  // of a question's, every thread of it is at SANDBOX_NICENESS.
  const child = startLineChild({ command: process.execPath, args: childArgs(snapshotFile), niceness: urgent ? undefined : SANDBOX_NICENESS });
  child.arm(SQL_STARTUP_ALLOWANCE_MS);
  const ready = new Promise<boolean>((resolve) => {
    child.listen((message) => {
      if ((message as ChildMessage).type === 'ready') resolve(true);
    });
    void child.exited.then(() => resolve(false));
  });
  child.send({ snapshotFile });
  if (!(await ready)) {
    const exit = await child.exited;
    // A snapshot that cannot be restored (damaged, or written by a PGlite this one cannot read) is made again,
    // once.
    if (retry && !exit.timedOut && exit.spawnError === null && snapshotFile !== undefined) {
      snapshot = undefined;
      rmSync(snapshotFile, { force: true });
      return startSandbox(urgent, false);
    }
    const reason = exit.spawnError ?? (exit.timedOut ? 'it did not start in time' : child.stderr().trim().split('\n').pop() || `it exited (${exit.code ?? exit.signal})`);
    throw new SandboxUnavailableError(`The SQL sandbox cannot start: ${reason}`);
  }
  if (!child.renice(SANDBOX_NICENESS)) {
    child.kill();
    await child.exited;
    throw new SandboxUnavailableError('The SQL sandbox cannot start: its CPU priority could not be lowered');
  }
  child.disarm();
  child.listen(() => {});
  return child;
}

export interface SqlRunnerOptions {
  /** Sandbox processes at most (default: one per core, as many as `memoryMb` holds). */
  size?: number;
  /**
   * Processes kept started while nothing runs, from `warm()` or the first batch on (default: all, `size`; 0 starts
   * one for a batch when none is there). Those beyond stop after a minute without work.
   */
  spares?: number;
  /**
   * Memory of all the SQL sandboxes together (MB, default 1 024): the default size fits in it, and a process whose
   * resident memory after a batch passes its share (`memoryMb / size`) is recycled.
   */
  memoryMb?: number;
  /** Batches one process serves before it is recycled (default 1 000): PostgreSQL's catalogues do not shrink. */
  maxBatches?: number;
}

export interface PooledSqlRunner extends SqlRunner {
  /** Starts the spares now, so that the first answer does not wait for PostgreSQL to start. */
  warm(): void;
  close(): Promise<void>;
  /** Processes by state, and how many were started in all (tests, logs). */
  stats(): PoolStats;
  /** Resident memory of the processes that are up, together (MB). */
  residentMb(): number;
}

/** The default number of SQL sandbox processes: one per core, as many as the memory budget holds. */
export function defaultSqlSandboxes(memoryMb: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(memoryMb / SQL_CHILD_ESTIMATE_MB)));
}

/**
 * Runs every batch in a long-lived child Node process holding an in-memory PGlite (see sql-child.mjs), never in
 * the API's process nor against the application's database. Inside, everything runs as a role without superuser
 * rights and with no way back to one; outside, Node's permission model lets the process read only PGlite's own
 * files (no writes, no child processes, no network addons), its WebAssembly memory is capped, and the parent
 * kills it at the wall clock — a runaway query blocks the child's thread, never the server's.
 *
 * A small pool of such processes serves the batches one at a time each. A batch goes to a process that holds its
 * fixture already when one is free. The clock runs per phase: the fixture, then each query, get `timeLimitMs`
 * each (a rebuild of the database after a query that ended our transaction has the start-up allowance). A
 * process is recycled — killed and replaced — after a timeout, a crash, a query that ended our transaction, more
 * than its share of memory, or `maxBatches`.
 */
export function createSqlRunner(options: SqlRunnerOptions = {}): PooledSqlRunner {
  const memoryMb = options.memoryMb ?? 1_024;
  const size = Math.max(1, options.size ?? defaultSqlSandboxes(memoryMb));
  const spares = Math.min(size, Math.max(0, options.spares ?? size));
  const memoryShareMb = memoryMb / size;
  const maxBatches = options.maxBatches ?? SQL_MAX_BATCHES_PER_CHILD;
  let batchIds = 0;

  const pool = new SandboxPool<LineChild>({
    name: 'sql',
    size,
    spares,
    idleMs: SQL_SANDBOX_IDLE_MS,
    defaultKey: '',
    start: (_key, urgent) => startSandbox(urgent),
    ...lineChildPoolHooks,
  });

  return {
    warm: () => pool.warm(),
    close: () => pool.close(),
    stats: () => pool.stats(),
    residentMb: () => pool.children().reduce((sum, child) => sum + (child.rssMb() ?? 0), 0),

    async run(request): Promise<SqlRunBatch> {
      const timeLimitMs = clamp(request.timeLimitMs, TIME_LIMIT_MS);
      const fixtureKey = createHash('sha256').update(request.fixture).digest('base64');
      // Answers keep coming while the pool fills: a batch after the first keeps the spares in place.
      pool.warm();
      const lease = await pool.acquire('', fixtureKey);
      const child = lease.child;
      const id = ++batchIds;
      let fixtureError: string | null = null;
      let fixtureDone = false;
      const results = new Map<number, SqlQueryOutcome>();
      let lastEventAt = performance.now();
      let finish: (message: { recycle: boolean }) => void = () => {};
      const done = new Promise<{ recycle: boolean }>((resolve) => {
        finish = resolve;
      });
      child.listen((raw) => {
        const message = raw as ChildMessage;
        lastEventAt = performance.now();
        if (message.type === 'starting') {
          // A fresh database again, after a query that ended our transaction: it has the start-up allowance.
          child.arm(SQL_STARTUP_ALLOWANCE_MS);
          return;
        }
        if (message.type === 'ready') {
          child.arm(timeLimitMs);
          return;
        }
        if (message.id !== id) return;
        if (message.type === 'fixture') {
          fixtureError = message.error;
          fixtureDone = true;
          child.arm(timeLimitMs);
        } else if (message.type === 'result') {
          results.set(message.index, message.outcome);
          child.arm(timeLimitMs);
        } else {
          child.disarm();
          finish({ recycle: message.recycle });
        }
      });
      child.clearStderr();
      child.allowOutput((request.queries.length + 1) * 8 * MAX_SQL_RESULT_CHARS);
      child.arm(timeLimitMs);
      child.send({
        id,
        fixture: request.fixture,
        queries: request.queries,
        maxRows: clamp(request.maxRows, MAX_ROWS),
        maxValueChars: MAX_SQL_VALUE_CHARS,
        maxResultChars: MAX_SQL_RESULT_CHARS,
      });
      const ended = await Promise.race([done, child.exited.then(() => null)]);
      child.listen(() => {});

      if (ended !== null) {
        const rss = child.rssMb();
        lease.affinity = fixtureError === null ? fixtureKey : null;
        lease.release({ recycle: ended.recycle || lease.runs >= maxBatches || (rss !== null && rss > memoryShareMb) });
        if (fixtureError !== null) return { fixtureError, results: [], timedOut: false };
        return { fixtureError: null, results: request.queries.map((_query, index) => results.get(index) ?? failed('Not run')), timedOut: false };
      }

      // The process ended within the batch: killed at the time limit, past its output, or crashed.
      const exit = await child.exited;
      lease.release({ recycle: true });
      if (!fixtureDone) {
        const reason = exit.timedOut ? 'The fixture exceeded the time limit' : 'The SQL sandbox stopped before the fixture ran';
        return { fixtureError: reason, results: [], timedOut: exit.timedOut };
      }
      if (fixtureError !== null) return { fixtureError, results: [], timedOut: false };
      const stopped = exit.timedOut ? 'Time limit exceeded' : 'The query stopped the SQL sandbox';
      const stoppedAfterMs = performance.now() - lastEventAt;
      const outcomes = request.queries.map((_query, index) => {
        const outcome = results.get(index);
        if (outcome !== undefined) return outcome;
        // The first missing result is the query that was running; those after it never ran.
        if (results.size === index) return { ...failed(stopped), timeMs: stoppedAfterMs };
        return failed('Not run: an earlier query stopped the SQL sandbox');
      });
      return { fixtureError: null, results: outcomes, timedOut: exit.timedOut };
    },
  };
}

import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlQueryOutcome, SqlRunBatch, SqlRunner } from '../grading/runner-types.js';
import {
  CHILD_HEAP_MB,
  clamp,
  MAX_SQL_RESULT_CHARS,
  MAX_SQL_VALUE_CHARS,
  SANDBOX_NICENESS,
  SQL_STARTUP_ALLOWANCE_MS,
  SQL_WASM_MEMORY_PAGES,
  TIME_LIMIT_MS,
} from './limits.js';
import { parseJsonLine, runProcess, startProcess, type ProcessControl, type ProcessHandle } from './process.js';
import { SandboxUnavailableError } from './local-code-runner.js';

const SQL_CHILD = fileURLToPath(new URL('./sql-child.mjs', import.meta.url));
const MAX_ROWS = { min: 1, max: 10_000 } as const;

type ChildMessage =
  | { type: 'starting' }
  | { type: 'ready' }
  | { type: 'fixture'; error: string | null }
  | { type: 'result'; index: number; outcome: SqlQueryOutcome };

function pgliteDirectory(): string {
  // The package's main file is in dist/; the child may read the whole package (its WebAssembly and data files).
  return realpathSync(dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))));
}

function childArgs(): string[] {
  return [
    `--max-old-space-size=${CHILD_HEAP_MB}`,
    `--wasm-max-mem-pages=${SQL_WASM_MEMORY_PAGES}`,
    '--experimental-permission',
    `--allow-fs-read=${pgliteDirectory()}/`,
    `--allow-fs-read=${SQL_CHILD}`,
    '--no-warnings',
    SQL_CHILD,
  ];
}

let snapshot: Promise<string | undefined> | undefined;

/**
 * A gzip snapshot (base64) of a freshly initialised database, made once per process by a child of its own: each
 * batch restores it instead of running initdb again. Without one (the child failed) batches run initdb.
 */
function pristineSnapshot(): Promise<string | undefined> {
  snapshot ??= (async () => {
    let data: string | undefined;
    await runProcess({
      command: process.execPath,
      args: childArgs(),
      env: {},
      niceness: SANDBOX_NICENESS,
      input: `${JSON.stringify({ mode: 'snapshot' })}\n`,
      timeLimitMs: SQL_STARTUP_ALLOWANCE_MS,
      maxStdoutBytes: 64 * 1024 * 1024,
      onLine(line) {
        data = parseJsonLine<{ type: 'snapshot'; data: string }>(line)?.data ?? data;
      },
    });
    if (data === undefined) snapshot = undefined;
    return data;
  })();
  return snapshot;
}

const failed = (error: string): SqlQueryOutcome => ({ columns: [], rows: [], rowCount: 0, truncated: false, error });

type Listener = (message: ChildMessage, control: ProcessControl) => void;

/** One sandbox process: started with its database, then given one batch. */
interface Sandbox {
  handle: ProcessHandle;
  /** True once the database is up and the child waits for its batch; false when it died first. */
  ready: Promise<boolean>;
  /** Who hears the child's events from now on. */
  listen(listener: Listener): void;
}

async function startSandbox(): Promise<Sandbox> {
  const setup = JSON.stringify({ snapshot: await pristineSnapshot() });
  let listener: Listener = () => {};
  let signalReady: (ready: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    signalReady = resolve;
  });
  const handle = startProcess({
    command: process.execPath,
    args: childArgs(),
    env: {},
    niceness: SANDBOX_NICENESS,
    input: `${setup}\n`,
    holdInput: true,
    // Start-up has its own allowance; a started child waits for its batch without a clock (see `ready`).
    timeLimitMs: SQL_STARTUP_ALLOWANCE_MS,
    maxStdoutBytes: 4 * 1024,
    onLine(line, control) {
      const message = parseJsonLine<ChildMessage>(line);
      if (message === null) return;
      if (message.type === 'ready') {
        control.disarm();
        signalReady(true);
      }
      listener(message, control);
    },
  });
  void handle.done.then(() => signalReady(false));
  return {
    handle,
    ready,
    listen(next) {
      listener = next;
      handle.keepAlive(true);
    },
  };
}

export interface SqlRunnerOptions {
  /**
   * Sandboxes kept started and waiting, so that a batch does not wait seconds for PostgreSQL to start (default 1;
   * 0 starts each one for its batch). Kept from the first batch on; each one is used once and replaced.
   */
  spares?: number;
}

/**
 * Runs every batch in a child Node process on a fresh in-memory PGlite (see sql-child.mjs), never in the API's
 * process nor against the application's database. PGlite is PostgreSQL with superuser rights inside, so the child
 * is what confines it: Node's permission model lets it read only PGlite's own files (no writes, no child
 * processes, no network addons), its WebAssembly memory is capped, and the parent kills it at the wall clock —
 * a runaway query blocks the child's thread, never the server's.
 *
 * The clock starts per phase: start-up (PGlite's initdb or snapshot restore, seconds) has its own allowance and
 * usually happened before the batch came (a spare); the fixture and then each query get `timeLimitMs` each.
 * A spare has run nothing and holds nothing but an empty database, so every batch still gets a fresh one.
 */
export function createSqlRunner(options: SqlRunnerOptions = {}): SqlRunner & { close(): Promise<void> } {
  const spareCount = Math.max(0, options.spares ?? 1);
  const spares: Promise<Sandbox>[] = [];
  let closed = false;

  const refill = (): void => {
    while (!closed && spares.length < spareCount) {
      spares.push(startSandbox().then((sandbox) => {
        // Waiting spares do not keep a process alive that has nothing else to do (a script, a test run).
        sandbox.handle.keepAlive(false);
        return sandbox;
      }));
    }
  };

  /** A started sandbox: a spare that came up, else a new one (a spare that died is dropped). */
  const takeSandbox = async (): Promise<Sandbox> => {
    const spare = spares.shift();
    if (spare !== undefined) {
      const sandbox = await spare;
      // A spare that is still starting is as good as a new one; one that died is not.
      if ((await Promise.race([sandbox.ready, Promise.resolve(null)])) !== false) return sandbox;
    }
    return startSandbox();
  };

  return {
    async run(request): Promise<SqlRunBatch> {
      const timeLimitMs = clamp(request.timeLimitMs, TIME_LIMIT_MS);
      let fixtureError: string | null = null;
      let started = false;
      let fixtureDone = false;
      const results = new Map<number, SqlQueryOutcome>();
      let lastEventAt = performance.now();
      const sandbox = await takeSandbox();
      // The replacement starts once this batch is done: starting PostgreSQL takes both cores for a second, and
      // the batch that is waiting for its grade comes first.
      void sandbox.handle.done.then(refill);
      const batch = JSON.stringify({
        fixture: request.fixture,
        queries: request.queries,
        maxRows: clamp(request.maxRows, MAX_ROWS),
        maxValueChars: MAX_SQL_VALUE_CHARS,
        maxResultChars: MAX_SQL_RESULT_CHARS,
      });
      const begin = (control: ProcessControl) => {
        started = true;
        control.allowOutput((request.queries.length + 1) * 8 * MAX_SQL_RESULT_CHARS);
        control.rearm(timeLimitMs);
        sandbox.handle.write(`${batch}\n`);
        sandbox.handle.endInput();
      };
      sandbox.listen((message, control) => {
        lastEventAt = performance.now();
        if (message.type === 'starting') {
          // A fresh database again, when a query broke the previous one: that start-up has its own allowance.
          control.rearm(SQL_STARTUP_ALLOWANCE_MS);
        } else if (message.type === 'ready') {
          if (started) control.rearm(timeLimitMs);
          else begin(control);
        } else if (message.type === 'fixture') {
          // Only the first run of the fixture can fail: a rebuild runs the same script on a fresh database.
          if (!fixtureDone) fixtureError = message.error;
          fixtureDone = true;
          control.rearm(timeLimitMs);
        } else {
          results.set(message.index, message.outcome);
          control.rearm(timeLimitMs);
        }
      });
      // A spare that is already up has announced itself to the pool, not to this batch.
      if (await Promise.race([sandbox.ready, Promise.resolve(null)])) begin(sandbox.handle.control);
      const child = await sandbox.handle.done;
      if (child.spawnError !== null) throw new SandboxUnavailableError(`The SQL sandbox cannot start: ${child.spawnError}`);
      if (!fixtureDone) {
        let reason = 'The SQL sandbox stopped before the fixture ran';
        if (child.timedOut) reason = started ? 'The fixture exceeded the time limit' : 'The SQL sandbox did not start in time';
        return { fixtureError: reason, results: [], timedOut: child.timedOut };
      }
      if (fixtureError !== null) return { fixtureError, results: [], timedOut: false };
      const stopped = child.timedOut ? 'Time limit exceeded' : 'The query stopped the SQL sandbox';
      const stoppedAfterMs = performance.now() - lastEventAt;
      const outcomes = request.queries.map((_query, index) => {
        const outcome = results.get(index);
        if (outcome !== undefined) return outcome;
        // The first missing result is the query that was running; those after it never ran.
        if (results.size === index) return { ...failed(stopped), timeMs: stoppedAfterMs };
        return failed('Not run: an earlier query stopped the SQL sandbox');
      });
      return { fixtureError: null, results: outcomes, timedOut: child.timedOut };
    },

    async close() {
      closed = true;
      const waiting = await Promise.all(spares.splice(0));
      for (const sandbox of waiting) {
        // Held again until it has exited, so that whoever awaits this is not left behind by an empty event loop.
        sandbox.handle.keepAlive(true);
        sandbox.handle.kill();
      }
      await Promise.all(waiting.map((sandbox) => sandbox.handle.done));
    },
  };
}

import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { sandboxFile } from './files.js';
import type { PoolOptions } from './pool.js';
import { parseJsonLine } from './process.js';

/**
 * The permission flags that let a child process (js-child.mjs, sql-child.mjs, each allowed to read its own file)
 * read the modules the children share.
 */
export const CHILD_SHARED_MODULE_READS = ['stdin-lines.mjs'].map((name) => `--allow-fs-read=${sandboxFile(name)}`);

/**
 * A long-lived sandbox process that talks in JSON lines: requests on standard input, events on standard output.
 * Unlike `runProcess`, nothing of its output is kept beyond the line being read (a child serves thousands of runs),
 * only the tail of standard error since the current run began (to tell a crash by memory from another), and its
 * clock is set per phase by whoever drives it. Killing it kills its whole process group (SIGKILL).
 */
export interface LineChild {
  readonly pid: number | undefined;
  /** Writes one request line (ignored once the child is gone). */
  send(message: object): void;
  /** Who hears the child's events (one listener at a time: the run that holds the child). */
  listen(listener: (message: unknown) => void): void;
  /** Starts (or restarts) the clock: at its end the child is killed and `exited` reports `timedOut`. */
  arm(ms: number): void;
  disarm(): void;
  /**
   * Standard output allowed from now on; past it the child is killed and `exited` reports `outputTruncated`.
   * Counted per run, so a long life does not add up.
   */
  allowOutput(bytes: number): void;
  /** Forget the standard error seen so far (a new run starts). */
  clearStderr(): void;
  /** Standard error since the last `clearStderr` (the last 16 kB). */
  stderr(): string;
  /** Whether the child keeps this process's event loop alive (an idle child must not keep a script running). */
  keepAlive(alive: boolean): void;
  kill(): void;
  /** Resident memory (MB) of the child process, from /proc; null when it cannot be read. */
  rssMb(): number | null;
  /**
   * Lowers the CPU priority of every thread of the child (nice is per thread on Linux; threads it starts later
   * inherit it) and checks that each has it; false when that could not be done.
   */
  renice(niceness: number): boolean;
  readonly exited: Promise<ChildExit>;
  readonly alive: boolean;
}

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  outputTruncated: boolean;
  /** The process could not be started at all. */
  spawnError: string | null;
}

export interface LineChildOptions {
  command: string;
  args: string[];
  niceness?: number;
  /** Standard output allowed before the first `allowOutput` (start-up messages). */
  startupOutputBytes?: number;
}

const NICE = '/usr/bin/nice';
const STDERR_TAIL_BYTES = 16 * 1024;

/**
 * How a sandbox pool of line children stops them (killed with their group, awaited), sees one end by itself and lets
 * one keep this process alive only while it is held.
 */
export const lineChildPoolHooks: Pick<PoolOptions<LineChild>, 'stop' | 'exited' | 'hold'> = {
  async stop(child) {
    child.keepAlive(true);
    child.kill();
    await child.exited;
  },
  exited: (child) => child.exited,
  hold: (child, held) => child.keepAlive(held),
};

export function startLineChild(options: LineChildOptions): LineChild {
  const [command, args] =
    options.niceness === undefined ? [options.command, options.args] : [NICE, ['-n', String(options.niceness), options.command, ...options.args]];
  const child = spawn(command, args, { env: {}, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  let listener: (message: unknown) => void = () => {};
  let timer: NodeJS.Timeout | undefined;
  let timedOut = false;
  let outputTruncated = false;
  let alive = true;
  let spawnError: string | null = null;
  let outputLeft = options.startupOutputBytes ?? 64 * 1024;
  let stderrTail = '';
  const pending: string[] = [];
  let pendingBytes = 0;

  const kill = () => {
    if (child.pid === undefined || !alive) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };

  child.stdout.on('data', (chunk: Buffer) => {
    outputLeft -= chunk.length;
    if (outputLeft < 0) {
      outputTruncated = true;
      kill();
      return;
    }
    // Lines are joined from their pieces once, at their end (a result can be megabytes in many chunks).
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end).toString('utf8'));
      const line = pending.join('');
      pending.length = 0;
      pendingBytes = 0;
      start = end + 1;
      const message = parseJsonLine<unknown>(line);
      if (message !== null) listener(message);
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start).toString('utf8'));
      pendingBytes += chunk.length - start;
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
  });
  child.stdin.on('error', () => {});
  child.on('error', (error) => {
    spawnError = error.message;
  });

  const exited = new Promise<ChildExit>((resolve) => {
    child.on('close', (code, signal) => {
      alive = false;
      clearTimeout(timer);
      resolve({ code, signal, timedOut, outputTruncated, spawnError });
    });
  });

  return {
    get pid() {
      return child.pid;
    },
    get alive() {
      return alive;
    },
    send(message) {
      if (alive && child.stdin.writable) child.stdin.write(`${JSON.stringify(message)}\n`);
    },
    listen(next) {
      listener = next;
    },
    arm(ms) {
      clearTimeout(timer);
      if (!alive) return;
      timer = setTimeout(() => {
        timedOut = true;
        kill();
      }, ms);
    },
    disarm() {
      clearTimeout(timer);
    },
    allowOutput(bytes) {
      outputLeft = bytes + pendingBytes;
    },
    clearStderr() {
      stderrTail = '';
    },
    stderr: () => stderrTail,
    keepAlive(keep) {
      // The pipes are sockets at run time, though typed as plain streams.
      for (const target of [child, child.stdin, child.stdout, child.stderr] as unknown as { ref(): void; unref(): void }[]) {
        if (keep) target.ref();
        else target.unref();
      }
    },
    kill,
    rssMb() {
      if (child.pid === undefined || !alive) return null;
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
        return kb === undefined ? null : Number(kb) / 1024;
      } catch {
        return null;
      }
    },
    renice(niceness) {
      if (child.pid === undefined || !alive) return false;
      try {
        const threads = readdirSync(`/proc/${child.pid}/task`).map(Number);
        for (const thread of threads) setPriority(thread, niceness);
        return threads.every((thread) => {
          // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not: nice is
          // field 19.
          const stat = readFileSync(`/proc/${child.pid}/task/${thread}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === niceness;
        });
      } catch {
        return false;
      }
    },
    exited,
  };
}

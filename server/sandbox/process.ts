import { spawn, type ChildProcess } from 'node:child_process';
import { MAX_STDERR_BYTES, MAX_STDOUT_BYTES } from './limits.js';
import { runCapped } from './run-capped.mjs';
import { sandboxFile } from './files.js';

export interface ProcessRequest {
  command: string;
  args: string[];
  /** Written to standard input, which is then closed. */
  input?: string;
  /** Wall clock from spawn to SIGKILL of the whole process group. */
  timeLimitMs: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /**
   * Lower CPU priority (1–19) for the process and everything it starts, so that runaway programs yield the CPU
   * to the server that runs them.
   */
  niceness?: number;
  maxStdoutBytes?: number;
  maxStderrBytes?: number;
  /** Called with each complete line of standard output (for children that report as JSON lines). */
  onLine?: (line: string) => void;
}

export interface ProcessResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  outputTruncated: boolean;
  timeMs: number;
  /** The process could not be started at all (missing binary): then nothing ran. */
  spawnError: string | null;
}

/** A line a child reports on, or null when it is not JSON (a stray write must not crash the server). */
export function parseJsonLine<T>(line: string): T | null {
  try {
    return JSON.parse(line) as T;
  } catch {
    return null;
  }
}

/** The spawner child process (spawner-child.mjs), started with the first run that needs it. */
interface Spawner {
  child: ChildProcess;
  pending: Map<number, (result: ProcessResult) => void>;
}

const SPAWNER = sandboxFile('spawner-child.mjs');
let spawner: Spawner | null = null;
let nextId = 1;

function failedRun(reason: string): ProcessResult {
  return { stdout: '', stderr: '', exitCode: null, signal: null, timedOut: false, outputTruncated: false, timeMs: 0, spawnError: reason };
}

function startSpawner(): Spawner {
  const child = spawn(process.execPath, [SPAWNER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: {} });
  const started: Spawner = { child, pending: new Map() };
  child.on('message', (message: { id: number; result?: ProcessResult; error?: string }) => {
    const settle = started.pending.get(message.id);
    if (!settle) return;
    started.pending.delete(message.id);
    settle(message.result ?? failedRun(message.error ?? 'the sandbox spawner failed'));
    // Nothing in flight: the spawner must not keep the server's process alive.
    if (started.pending.size === 0) idle(started);
  });
  const gone = () => {
    if (spawner === started) spawner = null;
    for (const settle of started.pending.values()) settle(failedRun('the sandbox spawner exited'));
    started.pending.clear();
  };
  child.on('exit', gone);
  child.on('error', gone);
  return started;
}

function idle(running: Spawner) {
  running.child.unref();
  running.child.channel?.unref();
}

function busy(running: Spawner) {
  running.child.ref();
  running.child.channel?.ref();
}

/**
 * Runs a process in its own process group and kills the whole group (SIGKILL) at the wall-clock limit or as soon
 * as its output passes the caps, so neither a runaway loop nor a flood of output can outlive its budget
 * (run-capped.mjs). The caller's event loop never waits on it: everything here is asynchronous. The process is
 * started by the spawner child, not by the server's own process, whose size made every start cost tens of
 * milliseconds of its CPU; a run that reports line by line (`onLine`) is started here. (Long-lived sandbox
 * processes, which serve run after run, are driven by child.ts instead.)
 */
export function runProcess(request: ProcessRequest): Promise<ProcessResult> {
  const capped = {
    ...request,
    maxStdoutBytes: request.maxStdoutBytes ?? MAX_STDOUT_BYTES,
    maxStderrBytes: request.maxStderrBytes ?? MAX_STDERR_BYTES,
  };
  if (request.onLine !== undefined) return runCapped(capped);
  spawner ??= startSpawner();
  const running = spawner;
  const id = nextId++;
  return new Promise<ProcessResult>((resolve) => {
    running.pending.set(id, resolve);
    busy(running);
    const { onLine: _onLine, ...message } = capped;
    running.child.send({ id, request: message }, (error) => {
      if (!error) return;
      running.pending.delete(id);
      resolve(failedRun(`the sandbox spawner cannot be reached: ${error.message}`));
    });
  });
}

import { spawn } from 'node:child_process';
import { MAX_STDERR_BYTES, MAX_STDOUT_BYTES } from './limits.js';

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

const NICE = '/usr/bin/nice';

/** A line a child reports on, or null when it is not JSON (a stray write must not crash the server). */
export function parseJsonLine<T>(line: string): T | null {
  try {
    return JSON.parse(line) as T;
  } catch {
    return null;
  }
}

/** Keeps the first `limit` bytes of a stream; reports when more arrived. */
class CappedBuffer {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  overflowed = false;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): boolean {
    const room = this.limit - this.size;
    if (chunk.length > room) {
      this.overflowed = true;
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limit;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  toString(): string {
    // A cut may fall inside a multi-byte character; the decoder then ends with U+FFFD, which is honest.
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Runs a process in its own process group and kills the whole group (SIGKILL) at the wall-clock limit or as soon
 * as its output passes the caps, so neither a runaway loop nor a flood of output can outlive its budget. The
 * caller's event loop never waits on it: everything here is asynchronous. (Long-lived sandbox processes, which
 * serve run after run, are driven by child.ts instead.)
 */
export function runProcess(request: ProcessRequest): Promise<ProcessResult> {
  const stdout = new CappedBuffer(request.maxStdoutBytes ?? MAX_STDOUT_BYTES);
  const stderr = new CappedBuffer(request.maxStderrBytes ?? MAX_STDERR_BYTES);
  const started = performance.now();

  return new Promise<ProcessResult>((resolve) => {
    const [command, args] =
      request.niceness === undefined
        ? [request.command, request.args]
        : [NICE, ['-n', String(request.niceness), request.command, ...request.args]];
    const child = spawn(command, args, {
      env: request.env ?? {},
      cwd: request.cwd,
      uid: request.uid,
      gid: request.gid,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let timedOut = false;
    let outputTruncated = false;
    let spawnError: string | null = null;
    let pendingLine = '';

    const killGroup = () => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, request.timeLimitMs);

    child.stdout.on('data', (chunk: Buffer) => {
      if (!stdout.push(chunk)) {
        outputTruncated = true;
        killGroup();
      }
      if (request.onLine !== undefined) {
        const lines = (pendingLine + chunk.toString('utf8')).split('\n');
        pendingLine = lines.pop() ?? '';
        for (const line of lines) request.onLine(line);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (!stderr.push(chunk)) {
        outputTruncated = true;
        killGroup();
      }
    });
    // A program that exits without reading its input closes the pipe under us: not an error of the run.
    child.stdin.on('error', () => {});
    child.stdin.end(request.input ?? '');

    child.on('error', (error) => {
      spawnError = error.message;
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({
        stdout: stdout.toString(),
        stderr: stderr.toString(),
        exitCode,
        signal,
        timedOut,
        outputTruncated,
        timeMs: performance.now() - started,
        spawnError,
      });
    });
  });
}

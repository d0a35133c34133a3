// One process run with its limits: its own process group, killed whole (SIGKILL) at the wall clock or as soon as its
// output passes the caps. Plain JavaScript, so that the spawner child (spawner-child.mjs) runs it without a loader;
// process.ts runs it too, in the server's process, for runs that report line by line. Types in run-capped.d.mts.
import { spawn } from 'node:child_process';

const NICE = '/usr/bin/nice';

/** Keeps the first `limit` bytes of a stream; reports when more arrived. */
class CappedBuffer {
  constructor(limit) {
    this.limit = limit;
    this.chunks = [];
    this.size = 0;
  }

  push(chunk) {
    const room = this.limit - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limit;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  toString() {
    // A cut may fall inside a multi-byte character; the decoder then ends with U+FFFD, which is honest.
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** Process groups of the runs in progress, so that whoever runs them can kill them all when it must stop. */
export const runningGroups = new Set();

/** The caps come with the request (process.ts fills in limits.ts's defaults). */
export function runCapped(request) {
  const stdout = new CappedBuffer(request.maxStdoutBytes);
  const stderr = new CappedBuffer(request.maxStderrBytes);
  const started = performance.now();

  return new Promise((resolve) => {
    const [command, args] =
      request.niceness === undefined || request.niceness === null
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
    const group = child.pid;
    if (group !== undefined) runningGroups.add(group);
    let timedOut = false;
    let outputTruncated = false;
    let spawnError = null;
    let pendingLine = '';

    const killGroup = () => {
      if (group === undefined) return;
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, request.timeLimitMs);

    child.stdout.on('data', (chunk) => {
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
    child.stderr.on('data', (chunk) => {
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
      if (group !== undefined) runningGroups.delete(group);
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

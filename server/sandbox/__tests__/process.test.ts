import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { runProcess } from '../process.js';

/** Whether the process runs: a zombie (killed, not yet reaped by whoever inherited it) does not. */
const isRunning = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('runProcess', () => {
  it('kills the whole process group at the wall clock, descendants included', async () => {
    const started = performance.now();
    const result = await runProcess({ command: '/bin/sh', args: ['-c', 'sleep 30 & echo $!; wait'], timeLimitMs: 300 });
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    // `sleep 30` would hold it for half a minute; a loaded machine may add a few seconds to the kill.
    expect(performance.now() - started).toBeLessThan(10_000);
    const descendant = Number(result.stdout.trim());
    expect(descendant).toBeGreaterThan(0);
    expect(isRunning(descendant)).toBe(false);
  });

  it('cuts output at the cap and kills the writer', async () => {
    const result = await runProcess({ command: '/usr/bin/yes', args: [], timeLimitMs: 10_000, maxStdoutBytes: 1_000 });
    expect(result).toMatchObject({ outputTruncated: true, timedOut: false, signal: 'SIGKILL' });
    expect(result.stdout).toHaveLength(1_000);
  });

  it('passes standard input, an empty environment unless given one, and reports the exit code', async () => {
    const result = await runProcess({ command: '/bin/sh', args: ['-c', 'read line; echo "$line:${HOME:-none}"; exit 3'], input: 'hi\n', timeLimitMs: 5_000 });
    expect(result).toMatchObject({ stdout: 'hi:none\n', exitCode: 3, timedOut: false, spawnError: null });
  });

  it('starts processes from the spawner child, not from the server’s own (large) process', async () => {
    const result = await runProcess({ command: '/bin/sh', args: ['-c', 'echo $PPID'], timeLimitMs: 5_000 });
    const parent = Number(result.stdout.trim());
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
    expect(readFileSync(`/proc/${parent}/cmdline`, 'utf8')).toContain('spawner-child.mjs');
  });

  it('a spawner that died fails its runs in flight as not started, and the next run starts a new one', async () => {
    const first = Number((await runProcess({ command: '/bin/sh', args: ['-c', 'echo $PPID'], timeLimitMs: 5_000 })).stdout.trim());
    const inFlight = runProcess({ command: '/bin/sleep', args: ['5'], timeLimitMs: 10_000 });
    // Let the request reach the spawner, then end it as a crash would.
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(first, 'SIGKILL');
    expect((await inFlight).spawnError).toMatch(/spawner/);
    const second = Number((await runProcess({ command: '/bin/sh', args: ['-c', 'echo $PPID'], timeLimitMs: 5_000 })).stdout.trim());
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
  });

  it('reports a command that cannot start', async () => {
    const result = await runProcess({ command: '/nonexistent/binary', args: [], timeLimitMs: 1_000 });
    expect(result.spawnError).toMatch(/ENOENT/);
  });
});

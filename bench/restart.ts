// Time from starting the server on an existing embedded database to its first API answer. The first start
// creates the database and the demo data; the server is then killed with SIGKILL (no graceful close, as after a
// crash or a power cut) and started again on the same folder, several times, each time timing spawn → the first
// 200 from GET /api/health. The command is `npm run serve`'s own (read from package.json), run without npm's
// start-up in front of it. Target: median ≤ 5 000 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { freePort } from '../e2e/support/app-server';
import { percentile } from './support';
import { speedReference } from './speed-reference';

const root = resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const targetMs = 5000;
const serve = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve;

// The server does not need a build to answer its API; an existing one is served as it would be in production.
const built = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : join(root, 'dist');
const emptyStatic = existsSync(join(built, 'index.html')) ? null : mkdtempSync(join(tmpdir(), 'examhall-bench-static-'));
const staticDir = emptyStatic ?? built;
const dataDir = mkdtempSync(join(tmpdir(), 'examhall-bench-restart-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;

interface Started {
  child: ChildProcess;
  ms: number;
  /** CPU time (user + system) the server's processes had used by then; null where /proc is missing. */
  cpuMs: number | null;
  output: () => string;
}

interface GroupStat {
  /** Members not yet dead (a zombie whose parent died may wait for a reaper that never comes). */
  alive: number;
  /** CPU time (user + system) used so far, in milliseconds. */
  cpuMs: number;
}

/**
 * The processes of a process group, from /proc (Linux); null elsewhere. Unlike the wall clock the CPU time
 * hardly moves when other work shares the machine, so it shows whether start-up itself got cheaper.
 */
function groupStat(pgid: number): GroupStat | null {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksPerSecond = 100;
  const stat: GroupStat = { alive: 0, cpuMs: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      // fields[0] is the state (field 3): pgrp is field 5, utime 14, stime 15.
      if (Number(fields[2]) !== pgid) continue;
      if (fields[0] !== 'Z' && fields[0] !== 'X') stat.alive++;
      stat.cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
    } catch {
      // The process ended meanwhile.
    }
  }
  return stat;
}

/** Spawns the server on `dataDir` and resolves once /api/health answers 200, with the time it took. */
async function start(): Promise<Started> {
  let log = '';
  const started = process.hrtime.bigint();
  // Its own process group, so that SIGKILL reaches whatever the command starts (a shell, tsx's child node).
  const child = spawn(serve, {
    cwd: root,
    shell: true,
    detached: true,
    env: {
      ...process.env,
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill(child);
      throw new Error(`server did not answer within 120 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { child, ms, cpuMs: child.pid === undefined ? null : (groupStat(child.pid)?.cpuMs ?? null), output: () => log };
}

const cpu = (started: Started) => (started.cpuMs === null ? '' : ` (CPU ${Math.round(started.cpuMs)} ms)`);

function kill(child: ChildProcess) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

/** Kills the whole group and waits until none of it is left, so the next start finds the port free. */
async function killed(child: ChildProcess): Promise<void> {
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((res) => child.once('exit', () => res()));
  kill(child);
  await exited;
  const pgid = child.pid;
  const deadline = Date.now() + 10_000;
  while (pgid !== undefined && Date.now() < deadline) {
    const stat = groupStat(pgid);
    if (stat ? stat.alive === 0 : !groupExists(pgid)) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

function groupExists(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

let running: ChildProcess | null = null;
try {
  console.info(`Restart on an existing embedded database: \`${serve}\`, ${rounds} restarts after SIGKILL`);
  await speedReference();
  const first = await start();
  running = first.child;
  console.info(`  first start (new database, demo data): ${Math.round(first.ms)} ms${cpu(first)}`);
  await killed(first.child);
  const times: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const again = await start();
    running = again.child;
    times.push(again.ms);
    console.info(`  restart ${round}: ${Math.round(again.ms)} ms${cpu(again)}`);
    if (round === rounds && process.argv.includes('--verbose')) console.info(again.output());
    await killed(again.child);
  }
  const median = percentile(times, 50);
  console.info(`  median ${Math.round(median)} ms, min ${Math.round(Math.min(...times))} ms, max ${Math.round(Math.max(...times))} ms (target ≤ ${targetMs} ms)`);
  console.log(`RESULT restart db=pglite ms=${Math.round(median)}`);
  process.exitCode = median <= targetMs ? 0 : 1;
} finally {
  if (running) await killed(running);
  rmSync(dataDir, { recursive: true, force: true });
  if (emptyStatic) rmSync(emptyStatic, { recursive: true, force: true });
}

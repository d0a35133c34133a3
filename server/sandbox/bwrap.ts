import { lstatSync, readlinkSync } from 'node:fs';
import { runProcess } from './process.js';
import { MAX_FILE_BYTES, MAX_OPEN_FILES, MAX_PROCESSES } from './limits.js';

export const BWRAP = '/usr/bin/bwrap';
export const PRLIMIT = '/usr/bin/prlimit';

/** Where the program's directory appears inside the sandbox. */
export const BOX_DIR = '/box';

/**
 * The sandbox's user when the server runs as root: RLIMIT_NPROC does not apply to root (not even inside a user
 * namespace, whose root maps back to it), so a fork bomb would only stop at the wall clock. 65534 is `nobody`.
 */
export const SANDBOX_ID = 65534;

export interface BwrapStatus {
  available: boolean;
  reason: string | null;
}

let status: Promise<BwrapStatus> | undefined;

/** Whether bubblewrap can create a sandbox here (installed, and user namespaces allowed); checked once. */
export function bwrapStatus(): Promise<BwrapStatus> {
  status ??= runProcess({
    command: BWRAP,
    args: [...systemBinds(), '--unshare-all', '--die-with-parent', '--', PRLIMIT, '--nproc=8', '--', '/usr/bin/true'],
    timeLimitMs: 10_000,
    ...sandboxIdentity(),
  }).then((result) => {
    if (result.spawnError !== null) {
      return { available: false, reason: `bubblewrap is not installed (${BWRAP}): ${result.spawnError}` };
    }
    if (result.exitCode !== 0) {
      return { available: false, reason: `bubblewrap cannot create a sandbox here: ${result.stderr.trim()}` };
    }
    return { available: true, reason: null };
  });
  return status;
}

export function sandboxIdentity(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? { uid: SANDBOX_ID, gid: SANDBOX_ID } : {};
}

let binds: string[] | undefined;

/**
 * /usr read-only; /bin, /lib… as the symlinks into /usr they are on merged-/usr systems, else read-only too. Read
 * once: the system's layout does not change under a running server.
 */
function systemBinds(): string[] {
  binds ??= readSystemBinds();
  return binds;
}

function readSystemBinds(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const path of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/etc/alternatives']) {
    try {
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
      else if (stat.isDirectory()) args.push('--ro-bind', path, path);
    } catch {
      // Not present on this system.
    }
  }
  return args;
}

export interface SandboxSpec {
  /** Host directory shown at /box: writable while compiling, read-only while running. */
  boxDir: string;
  writableBox: boolean;
  command: string[];
  cpuSeconds: number;
  memoryLimitMb: number;
  env?: Record<string, string>;
}

/**
 * The argument list of `bwrap` for one sandboxed command: no network, IPC, PID or UTS sharing with the host, a
 * new session (no TIOCSTI into the server's terminal), killed with its parent, an empty environment, no /etc
 * (so no /etc/passwd, no resolver configuration), no writable place but /box while compiling, and rlimits set
 * by prlimit on the program itself: CPU seconds, address space, processes, file size, open files, no core dumps.
 */
export function bwrapArgs(spec: SandboxSpec): string[] {
  const env = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: BOX_DIR, TMPDIR: BOX_DIR, ...spec.env };
  return [
    ...systemBinds(),
    spec.writableBox ? '--bind' : '--ro-bind', spec.boxDir, BOX_DIR,
    '--proc', '/proc',
    '--dev', '/dev',
    // bubblewrap 0.8 cannot size a tmpfs, and a writable one is a way to fill the host's memory: the root, /tmp
    // and /dev (all tmpfs) are made read-only; writing to the device nodes in /dev still works.
    '--tmpfs', '/tmp',
    '--remount-ro', '/tmp',
    '--remount-ro', '/dev',
    '--remount-ro', '/',
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--chdir', BOX_DIR,
    '--clearenv',
    ...Object.entries(env).flatMap(([name, value]) => ['--setenv', name, value]),
    '--',
    PRLIMIT,
    `--cpu=${spec.cpuSeconds}`,
    `--as=${spec.memoryLimitMb * 1024 * 1024}`,
    `--nproc=${MAX_PROCESSES}`,
    `--fsize=${MAX_FILE_BYTES}`,
    `--nofile=${MAX_OPEN_FILES}`,
    '--core=0',
    '--',
    ...spec.command,
  ];
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CodeLanguage } from '../generated/contract-types.js';
import type { CodeRunBatch, CodeRunner, CodeRunnerInfo, CodeRunOutcome, CodeRunRequest } from '../grading/runner-types.js';
import { countNativeRun } from '../metrics.js';
import { BWRAP, bwrapArgs, bwrapStatus, PRLIMIT, sandboxIdentity } from './bwrap.js';
import {
  CHILD_HEAP_MB,
  clamp,
  COMPILE_MEMORY_LIMIT_MB,
  COMPILE_TIME_LIMIT_MS,
  javascriptDataLimitMb,
  JS_MAX_BATCHES_PER_CHILD,
  JS_SANDBOX_IDLE_MS,
  JS_STARTUP_ALLOWANCE_MS,
  MAX_STDERR_BYTES,
  MAX_STDOUT_BYTES,
  MEMORY_LIMIT_MB,
  SANDBOX_NICENESS,
  TIME_LIMIT_MS,
} from './limits.js';
import { CHILD_SHARED_MODULE_READS, lineChildPoolHooks, startLineChild, type LineChild } from './child.js';
import { SandboxPool, Semaphore, type PoolStats } from './pool.js';
import { runProcess, type ProcessResult } from './process.js';
import { sandboxFile } from './files.js';

/** A language the runner cannot run safely here: the request is refused, never run without a sandbox. */
export class SandboxUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxUnavailableError';
  }
}

/**
 * Time for bubblewrap to set up the namespaces and mounts before the program starts; part of the wall clock,
 * not of the CPU limit.
 */
const SANDBOX_SETUP_MS = 150;

/** Address space the runtime needs before the program allocates anything (interpreter, libc, stack). */
const RUNTIME_MEMORY_MB: Record<NativeLanguage, number> = { c: 16, cpp: 32, python: 48 };

type NativeLanguage = 'c' | 'cpp' | 'python';

interface NativeToolchain {
  file: string;
  binaries: string[];
  compile: string[] | null;
  run: string[];
}

const TOOLCHAINS: Record<NativeLanguage, NativeToolchain> = {
  c: {
    file: 'main.c',
    binaries: ['/usr/bin/gcc'],
    compile: ['/usr/bin/gcc', '-std=gnu17', '-O2', '-pipe', '-o', 'main', 'main.c', '-lm'],
    run: ['./main'],
  },
  cpp: {
    file: 'main.cpp',
    binaries: ['/usr/bin/g++'],
    compile: ['/usr/bin/g++', '-std=gnu++20', '-O2', '-pipe', '-o', 'main', 'main.cpp'],
    run: ['./main'],
  },
  python: {
    file: 'main.py',
    // Debian's interpreter, not a version manager's shim that needs the user's home.
    binaries: ['/usr/bin/python3'],
    compile: null,
    // -I: no user site-packages, no PYTHON* variables, no script directory import shadowing.
    run: ['/usr/bin/python3', '-I', 'main.py'],
  },
};

const JS_CHILD = sandboxFile('js-child.mjs');

const SIGNAL_ERRORS: Partial<Record<NodeJS.Signals, string>> = {
  SIGSEGV: 'Segmentation fault',
  SIGBUS: 'Bus error',
  SIGFPE: 'Arithmetic exception (e.g. division by zero)',
  SIGABRT: 'Aborted',
  SIGILL: 'Illegal instruction',
  SIGKILL: 'Killed',
  SIGXFSZ: 'File size limit exceeded',
};

let isolatedVm: string | null | undefined;

function isolatedVmDirectory(): string | null {
  if (isolatedVm === undefined) {
    try {
      isolatedVm = dirname(createRequire(import.meta.url).resolve('isolated-vm/package.json'));
    } catch {
      isolatedVm = null;
    }
  }
  return isolatedVm;
}

function javaInfo(): CodeRunnerInfo {
  return {
    language: 'java',
    runner: 'none',
    available: false,
    reason: 'Java runs on Judge0 (CODE_RUNNER=judge0); the local runner has no Java sandbox',
  };
}

const nativeInfos = new Map<NativeLanguage, Promise<CodeRunnerInfo>>();

/** Whether a language can run here: bubblewrap works and its toolchain is installed (checked once). */
function nativeInfo(language: NativeLanguage): Promise<CodeRunnerInfo> {
  let info = nativeInfos.get(language);
  if (info === undefined) {
    info = (async (): Promise<CodeRunnerInfo> => {
      const sandbox = await bwrapStatus();
      if (!sandbox.available) return { language, runner: 'none', available: false, reason: sandbox.reason };
      const missing = TOOLCHAINS[language].binaries.find((binary) => !existsSync(binary));
      if (missing !== undefined) return { language, runner: 'none', available: false, reason: `${missing} is not installed` };
      return { language, runner: 'local', available: true, reason: null };
    })();
    nativeInfos.set(language, info);
  }
  return info;
}

function javascriptInfo(): CodeRunnerInfo {
  if (isolatedVmDirectory() === null) return { language: 'javascript', runner: 'none', available: false, reason: 'isolated-vm is not installed' };
  if (!existsSync(PRLIMIT)) return { language: 'javascript', runner: 'none', available: false, reason: `${PRLIMIT} is not installed` };
  return { language: 'javascript', runner: 'local', available: true, reason: null };
}

const emptyOutcome = (error: string, fields: Partial<CodeRunOutcome> = {}): CodeRunOutcome => ({
  stdout: '',
  stderr: '',
  exitCode: null,
  timedOut: false,
  memoryExceeded: false,
  outputTruncated: false,
  timeMs: 0,
  error,
  ...fields,
});

/**
 * How a JavaScript sandbox that died during a run ran out of memory: V8 reports its heap's end on standard error
 * and aborts; a failed allocation past the data-segment limit (ICU, BigInt arithmetic) aborts (`std::bad_alloc`)
 * or dereferences the null it got.
 */
const OUT_OF_MEMORY_REPORT = /out of memory|Last few GCs|bad_alloc|allocation failed|Fatal process/i;
const CRASH_SIGNALS: ReadonlySet<NodeJS.Signals> = new Set(['SIGABRT', 'SIGSEGV', 'SIGBUS', 'SIGTRAP', 'SIGILL']);

/** The JavaScript sandbox's command: Node under an OS limit on its data segment, at a lower CPU priority. */
function javascriptCommand(moduleDirectory: string, memoryLimitMb: number): { command: string; args: string[] } {
  return {
    command: PRLIMIT,
    args: [
      `--data=${javascriptDataLimitMb(memoryLimitMb) * 1024 * 1024}`,
      '--core=0',
      '--',
      process.execPath,
      // Memory the isolate's limit would not count (see js-child.mjs): no WebAssembly, no resizable or growable
      // ArrayBuffers.
      '--no-expose-wasm',
      '--no-harmony-rab-gsab',
      '--no-node-snapshot',
      `--max-old-space-size=${CHILD_HEAP_MB}`,
      '--experimental-permission',
      '--allow-addons',
      `--allow-fs-read=${moduleDirectory}/`,
      `--allow-fs-read=${JS_CHILD}`,
      ...CHILD_SHARED_MODULE_READS,
      '--no-warnings',
      JS_CHILD,
    ],
  };
}

interface ReachedRuns {
  runs: CodeRunOutcome[];
  /** Whether the inputs after them are worth another process (not after a hang). */
  resumable: boolean;
  /** Whether the process must not serve another batch. */
  recycle: boolean;
}

let javascriptBatchIds = 0;

/**
 * One sandbox process running `inputs` in turn: the outcomes of the runs it reached (a run that killed the process
 * included, as the last one), and whether the inputs after them are worth a new process (not after a hang).
 */
async function runOnJavascriptChild(
  child: LineChild,
  request: CodeRunRequest,
  inputs: string[],
  timeLimitMs: number,
  memoryLimitMb: number,
): Promise<ReachedRuns> {
  // The isolate stops a run at its limit; this is the backstop should the process itself hang.
  const backstopMs = Math.round(timeLimitMs * 1.5) + 100;
  const id = ++javascriptBatchIds;
  const runs: CodeRunOutcome[] = [];
  let running: { index: number; startedAt: number } | null = null;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  child.listen((raw) => {
    const message = raw as { type: 'start' | 'run' | 'done'; id: number; index: number; outcome: CodeRunOutcome };
    if (message.id !== id) return;
    if (message.type === 'start') {
      running = { index: message.index, startedAt: performance.now() };
      child.clearStderr();
      child.arm(backstopMs);
    } else if (message.type === 'run') {
      if (message.index === runs.length) {
        running = null;
        runs.push(message.outcome);
      }
    } else {
      child.disarm();
      finish();
    }
  });
  // JSON escaping may grow every byte of output sixfold (control characters as \u0000).
  child.allowOutput(inputs.length * 6 * (MAX_STDOUT_BYTES + MAX_STDERR_BYTES) + 64 * 1024);
  child.arm(backstopMs);
  child.send({
    id,
    source: request.source,
    inputs,
    timeLimitMs,
    memoryLimitMb,
    maxStdoutBytes: MAX_STDOUT_BYTES,
    maxStderrBytes: MAX_STDERR_BYTES,
  });
  const finished = await Promise.race([done.then(() => true), child.exited.then(() => false)]);
  child.listen(() => {});
  if (finished) return { runs, resumable: true, recycle: false };

  const result = await child.exited;
  const died = running as { index: number; startedAt: number } | null;
  if (died === null || died.index !== runs.length) return { runs, resumable: false, recycle: true };
  const timeMs = performance.now() - died.startedAt;
  if (result.timedOut) {
    // The process itself hung (an operation the isolate's timeout cannot interrupt): as before, the rest is not
    // run, so a batch cannot take its backstop once per test.
    runs.push(emptyOutcome('Time limit exceeded', { timedOut: true, timeMs: backstopMs }));
    return { runs, resumable: false, recycle: true };
  }
  if ((result.signal !== null && CRASH_SIGNALS.has(result.signal)) || OUT_OF_MEMORY_REPORT.test(child.stderr())) {
    runs.push(emptyOutcome('Memory limit exceeded', { memoryExceeded: true, timeMs }));
    return { runs, resumable: true, recycle: true };
  }
  runs.push(emptyOutcome('The program stopped the sandbox', { timeMs }));
  return { runs, resumable: false, recycle: true };
}

/** Starts a JavaScript sandbox process for one memory limit; resolves once isolated-vm is loaded. */
async function startJavascriptChild(memoryLimitMb: number): Promise<LineChild> {
  const moduleDirectory = isolatedVmDirectory();
  if (moduleDirectory === null) throw new SandboxUnavailableError('isolated-vm is not installed');
  const { command, args } = javascriptCommand(moduleDirectory, memoryLimitMb);
  const child = startLineChild({ command, args, niceness: SANDBOX_NICENESS });
  child.arm(JS_STARTUP_ALLOWANCE_MS);
  const ready = await new Promise<boolean>((resolve) => {
    child.listen((message) => {
      if ((message as { type: string }).type === 'ready') resolve(true);
    });
    void child.exited.then(() => resolve(false));
  });
  child.disarm();
  child.listen(() => {});
  if (!ready) {
    const exit = await child.exited;
    throw new SandboxUnavailableError(`The JavaScript sandbox cannot start: ${exit.spawnError ?? (child.stderr().trim() || `it exited (${exit.code ?? exit.signal})`)}`);
  }
  return child;
}

export interface LocalCodeRunnerOptions {
  /** JavaScript sandbox processes at most (default: one per core). */
  javascriptSandboxes?: number;
  /** Python, C and C++ sandboxes (compiles and runs) at once (default: one per core). */
  nativeConcurrency?: number;
  /** Batches one JavaScript process serves before it is replaced (default 2 000). */
  maxJavascriptBatches?: number;
}

export interface LocalCodeRunner extends CodeRunner {
  /** Stops the JavaScript processes. */
  close(): Promise<void>;
  /** JavaScript processes by state, and how many were started in all (tests, logs). */
  javascriptStats(): PoolStats;
}
function lastLine(text: string): string | null {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return lines.length === 0 ? null : lines[lines.length - 1];
}

/**
 * bubblewrap's init reports a program killed by a signal as exit status 128 + the signal's number, the shell's
 * convention; a program that itself exits with such a status is taken for killed too.
 */
function signalOf(result: ProcessResult): NodeJS.Signals | null {
  if (result.signal !== null) return result.signal;
  if (result.exitCode === null || result.exitCode <= 128) return null;
  const entry = Object.entries(constants.signals).find(([, number]) => number === (result.exitCode as number) - 128);
  return entry === undefined ? null : (entry[0] as NodeJS.Signals);
}

function nativeOutcome(language: NativeLanguage, result: ProcessResult): CodeRunOutcome {
  const signal = signalOf(result);
  const timedOut = result.timedOut || signal === 'SIGXCPU';
  const memoryExceeded =
    !timedOut &&
    ((language === 'python' && /^MemoryError\b/m.test(result.stderr)) || (language === 'cpp' && result.stderr.includes('std::bad_alloc')));
  let error: string | null = null;
  if (timedOut) error = 'Time limit exceeded';
  else if (result.outputTruncated) error = 'Output limit exceeded';
  else if (memoryExceeded) error = 'Memory limit exceeded';
  else if (signal !== null) error = SIGNAL_ERRORS[signal] ?? `Killed by ${signal}`;
  else if (result.exitCode !== 0) {
    const detail = language === 'python' ? lastLine(result.stderr) : null;
    error = detail ?? `Exited with code ${result.exitCode}`;
  }
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    exitCode: signal === null ? result.exitCode : null,
    timedOut,
    memoryExceeded,
    outputTruncated: result.outputTruncated,
    timeMs: result.timeMs,
    error,
  };
}

/** A program's folder, compiled once and shared by every batch of the same source while it is kept. */
interface Box {
  dir: string;
  compileError: string | null;
  /** Batches using it now: it is not removed under them. */
  users: number;
  lastUsed: number;
}

/** Compiled programs kept: identical sources (a reference check, a resubmitted answer) compile once. */
const KEPT_BOXES = 32;

/**
 * Python, C and C++ under bubblewrap: the program's folder (/box) is written and compiled once per distinct source,
 * in a sandbox of its own, then each test runs in a sandbox of its own with the folder read-only; the tests of a
 * batch run side by side, and at most `slots` compiles and runs of all batches run at once (one per core), so
 * that a program's wall-clock limit is not eaten by others sharing its core.
 */
function createNativeRunner(slots: Semaphore) {
  const boxes = new Map<string, Promise<Box>>();

  async function makeBox(language: NativeLanguage, source: string): Promise<Box> {
    const toolchain = TOOLCHAINS[language];
    const identity = sandboxIdentity();
    const dir = await mkdtemp(join(tmpdir(), 'examhall-box-'));
    try {
      if (identity.uid !== undefined && identity.gid !== undefined) await chown(dir, identity.uid, identity.gid);
      await writeFile(join(dir, toolchain.file), source, { mode: 0o644 });
      let compileError: string | null = null;
      if (toolchain.compile !== null) {
        const compile = toolchain.compile;
        const compiled = await slots.use(() => countNativeRun(() =>
          runProcess({
            command: BWRAP,
            args: bwrapArgs({
              boxDir: dir,
              writableBox: true,
              command: compile,
              cpuSeconds: Math.ceil(COMPILE_TIME_LIMIT_MS / 1000),
              memoryLimitMb: COMPILE_MEMORY_LIMIT_MB,
            }),
            timeLimitMs: COMPILE_TIME_LIMIT_MS,
            niceness: SANDBOX_NICENESS,
            ...identity,
          })),
        );
        if (compiled.spawnError !== null) throw new SandboxUnavailableError(`bubblewrap cannot start: ${compiled.spawnError}`);
        if (compiled.exitCode !== 0) {
          compileError = compiled.timedOut ? 'Compilation exceeded its time limit' : compiled.stderr.trim() || 'Compilation failed';
        }
      }
      return { dir, compileError, users: 0, lastUsed: performance.now() };
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** The source's folder, made when it is not kept; the oldest unused folders beyond KEPT_BOXES are removed. */
  async function takeBox(language: NativeLanguage, source: string): Promise<Box> {
    const key = createHash('sha256').update(language).update('\0').update(source).digest('base64');
    let made = boxes.get(key);
    if (made === undefined) {
      made = makeBox(language, source);
      boxes.set(key, made);
      // A compile that could not run (no bubblewrap, a crash) is not kept.
      made.catch(() => boxes.delete(key));
    }
    const box = await made;
    box.users++;
    box.lastUsed = performance.now();
    if (boxes.size > KEPT_BOXES) void evict();
    return box;
  }

  async function evict(): Promise<void> {
    const settled = await Promise.all([...boxes.entries()].map(async ([key, made]) => [key, await made.catch(() => null)] as const));
    const unused = settled.filter(([, box]) => box !== null && box.users === 0).sort(([, a], [, b]) => (a as Box).lastUsed - (b as Box).lastUsed);
    for (const [key, box] of unused.slice(0, Math.max(0, boxes.size - KEPT_BOXES))) {
      boxes.delete(key);
      await rm((box as Box).dir, { recursive: true, force: true });
    }
  }

  return {
    async run(language: NativeLanguage, request: CodeRunRequest, timeLimitMs: number, memoryLimitMb: number): Promise<CodeRunBatch> {
      const info = await nativeInfo(language);
      if (!info.available) throw new SandboxUnavailableError(`${language} cannot run here: ${info.reason}`);
      const toolchain = TOOLCHAINS[language];
      const identity = sandboxIdentity();
      const box = await takeBox(language, request.source);
      try {
        if (box.compileError !== null) return { compileError: box.compileError, runs: [] };
        const args = (input: string) => ({
          command: BWRAP,
          args: bwrapArgs({
            boxDir: box.dir,
            writableBox: false,
            command: toolchain.run,
            cpuSeconds: Math.ceil(timeLimitMs / 1000) + 1,
            memoryLimitMb: memoryLimitMb + RUNTIME_MEMORY_MB[language],
            env: language === 'python' ? { PYTHONDONTWRITEBYTECODE: '1', PYTHONIOENCODING: 'utf-8' } : {},
          }),
          input,
          timeLimitMs: timeLimitMs + SANDBOX_SETUP_MS,
          niceness: SANDBOX_NICENESS,
          ...identity,
        });
        const results = await Promise.all(request.inputs.map((input) => slots.use(() => countNativeRun(() => runProcess(args(input))))));
        const unavailable = results.find((result) => result.spawnError !== null);
        if (unavailable !== undefined) throw new SandboxUnavailableError(`bubblewrap cannot start: ${unavailable.spawnError}`);
        return { compileError: null, runs: results.map((result) => nativeOutcome(language, result)) };
      } finally {
        box.users--;
        box.lastUsed = performance.now();
      }
    },
    async close() {
      const all = await Promise.all([...boxes.values()].map((made) => made.catch(() => null)));
      boxes.clear();
      await Promise.all(all.map((box) => (box === null ? undefined : rm(box.dir, { recursive: true, force: true }))));
    },
  };
}

/**
 * Runs programs on this machine, never in the API's process: JavaScript in isolated-vm inside long-lived child
 * Node processes (a fresh isolate per run); Python, C and C++ under bubblewrap with rlimits, a process per run.
 * Without bubblewrap those languages are reported unavailable and `run` refuses them (SandboxUnavailableError).
 * Java is left to Judge0.
 *
 * JavaScript: a pool of processes (one per core by default), each started for one memory limit — its OS limit on
 * the data segment depends on it — and serving one batch at a time. Each process runs under Node's permission
 * model (it may read isolated-vm and its own file, and nothing else — no writes, no child processes, no workers —
 * should an isolate ever be escaped) and under an OS limit on its data segment, which bounds what the isolate's own
 * limit does not see. A run that takes the process down by memory (an allocation too large for the isolate to
 * refuse in time, the data limit) ends "Memory limit exceeded", and the inputs after it run in another process;
 * after a hang (the backstop clock) or another crash the rest is not run. A process that died, hung or served
 * its share of batches is replaced.
 */
export function createLocalCodeRunner(options: LocalCodeRunnerOptions = {}): LocalCodeRunner {
  const cores = availableParallelism();
  const maxBatches = options.maxJavascriptBatches ?? JS_MAX_BATCHES_PER_CHILD;
  const javascript = new SandboxPool<LineChild>({
    name: 'javascript',
    size: Math.max(1, options.javascriptSandboxes ?? cores),
    spares: 0,
    idleMs: JS_SANDBOX_IDLE_MS,
    defaultKey: '',
    start: (key) => startJavascriptChild(Number(key)),
    ...lineChildPoolHooks,
  });
  const native = createNativeRunner(new Semaphore(Math.max(1, options.nativeConcurrency ?? cores)));

  async function runJavascript(request: CodeRunRequest, timeLimitMs: number, memoryLimitMb: number): Promise<CodeRunBatch> {
    if (isolatedVmDirectory() === null) throw new SandboxUnavailableError('isolated-vm is not installed');
    if (!existsSync(PRLIMIT)) throw new SandboxUnavailableError(`${PRLIMIT} is not installed`);
    const runs: CodeRunOutcome[] = [];
    while (runs.length < request.inputs.length) {
      const lease = await javascript.acquire(String(memoryLimitMb));
      let reached: ReachedRuns;
      try {
        reached = await runOnJavascriptChild(lease.child, request, request.inputs.slice(runs.length), timeLimitMs, memoryLimitMb);
      } catch (error) {
        lease.release({ recycle: true });
        throw error;
      }
      lease.release({ recycle: reached.recycle || lease.runs >= maxBatches });
      runs.push(...reached.runs);
      if (!reached.resumable) break;
    }
    return { compileError: null, runs };
  }

  return {
    async languages() {
      return [javascriptInfo(), await nativeInfo('python'), await nativeInfo('c'), await nativeInfo('cpp'), javaInfo()];
    },
    async run(request) {
      const timeLimitMs = clamp(request.timeLimitMs, TIME_LIMIT_MS);
      const memoryLimitMb = clamp(request.memoryLimitMb, MEMORY_LIMIT_MB);
      const language: CodeLanguage = request.language;
      switch (language) {
        case 'javascript':
          return runJavascript(request, timeLimitMs, memoryLimitMb);
        case 'python':
        case 'c':
        case 'cpp':
          return native.run(language, request, timeLimitMs, memoryLimitMb);
        case 'java':
          throw new SandboxUnavailableError(javaInfo().reason as string);
      }
    },
    async close() {
      await Promise.all([javascript.close(), native.close()]);
    },
    javascriptStats: () => javascript.stats(),
  };
}

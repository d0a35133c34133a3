import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { constants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeLanguage } from '../generated/contract-types.js';
import type { CodeRunBatch, CodeRunner, CodeRunnerInfo, CodeRunOutcome, CodeRunRequest } from '../grading/runner-types.js';
import { BWRAP, bwrapArgs, bwrapStatus, PRLIMIT, sandboxIdentity } from './bwrap.js';
import {
  CHILD_HEAP_MB,
  clamp,
  COMPILE_MEMORY_LIMIT_MB,
  COMPILE_TIME_LIMIT_MS,
  javascriptDataLimitMb,
  JS_STARTUP_ALLOWANCE_MS,
  MAX_STDERR_BYTES,
  MAX_STDOUT_BYTES,
  MEMORY_LIMIT_MB,
  SANDBOX_NICENESS,
  TIME_LIMIT_MS,
} from './limits.js';
import { parseJsonLine, runProcess, type ProcessResult } from './process.js';

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

const JS_CHILD = fileURLToPath(new URL('./js-child.mjs', import.meta.url));

const SIGNAL_ERRORS: Partial<Record<NodeJS.Signals, string>> = {
  SIGSEGV: 'Segmentation fault',
  SIGBUS: 'Bus error',
  SIGFPE: 'Arithmetic exception (e.g. division by zero)',
  SIGABRT: 'Aborted',
  SIGILL: 'Illegal instruction',
  SIGKILL: 'Killed',
  SIGXFSZ: 'File size limit exceeded',
};

function isolatedVmDirectory(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('isolated-vm/package.json'));
  } catch {
    return null;
  }
}

function javaInfo(): CodeRunnerInfo {
  return {
    language: 'java',
    runner: 'none',
    available: false,
    reason: 'Java runs on Judge0 (CODE_RUNNER=judge0); the local runner has no Java sandbox',
  };
}

async function nativeInfo(language: NativeLanguage): Promise<CodeRunnerInfo> {
  const sandbox = await bwrapStatus();
  if (!sandbox.available) return { language, runner: 'none', available: false, reason: sandbox.reason };
  const missing = TOOLCHAINS[language].binaries.find((binary) => !existsSync(binary));
  if (missing !== undefined) return { language, runner: 'none', available: false, reason: `${missing} is not installed` };
  return { language, runner: 'local', available: true, reason: null };
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
      '--no-warnings',
      JS_CHILD,
    ],
  };
}

/**
 * One Node child running `inputs` in turn: the outcomes of the runs it reached (a run that killed the child
 * included, as the last one), and whether the inputs after them are worth a new child (not after a hang).
 */
async function runJavascriptChild(
  moduleDirectory: string,
  request: CodeRunRequest,
  inputs: string[],
  timeLimitMs: number,
  memoryLimitMb: number,
): Promise<{ runs: CodeRunOutcome[]; resumable: boolean }> {
  // The isolate stops a run at its limit; this is the backstop should the child itself hang.
  const backstopMs = Math.round(timeLimitMs * 1.5) + 100;
  const runs: CodeRunOutcome[] = [];
  let running: { index: number; startedAt: number } | null = null;
  const result = await runProcess({
    ...javascriptCommand(moduleDirectory, memoryLimitMb),
    env: {},
    niceness: SANDBOX_NICENESS,
    input: JSON.stringify({
      source: request.source,
      inputs,
      timeLimitMs,
      memoryLimitMb,
      maxStdoutBytes: MAX_STDOUT_BYTES,
      maxStderrBytes: MAX_STDERR_BYTES,
    }),
    timeLimitMs: JS_STARTUP_ALLOWANCE_MS + backstopMs,
    // JSON escaping may grow every byte of output sixfold (control characters as \u0000).
    maxStdoutBytes: inputs.length * 6 * (MAX_STDOUT_BYTES + MAX_STDERR_BYTES) + 64 * 1024,
    onLine(line, control) {
      const message = parseJsonLine<{ type: 'start'; index: number } | { type: 'run'; index: number; outcome: CodeRunOutcome }>(line);
      if (message === null) return;
      if (message.type === 'start') {
        running = { index: message.index, startedAt: performance.now() };
        control.rearm(backstopMs);
      } else if (message.index === runs.length) {
        running = null;
        runs.push(message.outcome);
      }
    },
  });
  if (result.spawnError !== null) throw new SandboxUnavailableError(`The JavaScript sandbox cannot start: ${result.spawnError}`);
  const died = running as { index: number; startedAt: number } | null;
  if (died === null || died.index !== runs.length) return { runs, resumable: false };
  const timeMs = performance.now() - died.startedAt;
  if (result.timedOut) {
    // The child itself hung (an operation the isolate's timeout cannot interrupt): as before, the rest is not run,
    // so a batch cannot take its backstop once per test.
    runs.push(emptyOutcome('Time limit exceeded', { timedOut: true, timeMs: backstopMs }));
    return { runs, resumable: false };
  }
  if ((result.signal !== null && CRASH_SIGNALS.has(result.signal)) || OUT_OF_MEMORY_REPORT.test(result.stderr)) {
    runs.push(emptyOutcome('Memory limit exceeded', { memoryExceeded: true, timeMs }));
    return { runs, resumable: true };
  }
  runs.push(emptyOutcome('The program stopped the sandbox', { timeMs }));
  return { runs, resumable: false };
}

/**
 * JavaScript: a Node child per batch, each input in a fresh isolate (see js-child.mjs). The child runs under
 * Node's permission model (it may read isolated-vm and its own file, and nothing else — no writes, no child
 * processes, no workers — should the isolate ever be escaped) and under an OS limit on its data segment, which
 * bounds what the isolate's own limit does not see. A run that takes the child down by memory (an allocation too
 * large for the isolate to refuse in time, the data limit) ends "Memory limit exceeded", and the inputs after it
 * run in a new child; after a hang (the backstop clock) or another crash the rest is not run.
 */
async function runJavascript(request: CodeRunRequest, timeLimitMs: number, memoryLimitMb: number): Promise<CodeRunBatch> {
  const moduleDirectory = isolatedVmDirectory();
  if (moduleDirectory === null) throw new SandboxUnavailableError('isolated-vm is not installed');
  if (!existsSync(PRLIMIT)) throw new SandboxUnavailableError(`${PRLIMIT} is not installed`);
  const runs: CodeRunOutcome[] = [];
  while (runs.length < request.inputs.length) {
    const reached = await runJavascriptChild(moduleDirectory, request, request.inputs.slice(runs.length), timeLimitMs, memoryLimitMb);
    runs.push(...reached.runs);
    if (!reached.resumable) break;
  }
  return { compileError: null, runs };
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

/** Python, C and C++: each compile and each run in its own bubblewrap sandbox, the program's files in /box. */
async function runNative(
  language: NativeLanguage,
  request: CodeRunRequest,
  timeLimitMs: number,
  memoryLimitMb: number,
): Promise<CodeRunBatch> {
  const info = await nativeInfo(language);
  if (!info.available) throw new SandboxUnavailableError(`${language} cannot run here: ${info.reason}`);
  const toolchain = TOOLCHAINS[language];
  const identity = sandboxIdentity();
  const boxDir = await mkdtemp(join(tmpdir(), 'examhall-box-'));
  try {
    if (identity.uid !== undefined && identity.gid !== undefined) await chown(boxDir, identity.uid, identity.gid);
    await writeFile(join(boxDir, toolchain.file), request.source, { mode: 0o644 });
    if (toolchain.compile !== null) {
      const compiled = await runProcess({
        command: BWRAP,
        args: bwrapArgs({
          boxDir,
          writableBox: true,
          command: toolchain.compile,
          cpuSeconds: Math.ceil(COMPILE_TIME_LIMIT_MS / 1000),
          memoryLimitMb: COMPILE_MEMORY_LIMIT_MB,
        }),
        timeLimitMs: COMPILE_TIME_LIMIT_MS,
        niceness: SANDBOX_NICENESS,
        ...identity,
      });
      if (compiled.spawnError !== null) throw new SandboxUnavailableError(`bubblewrap cannot start: ${compiled.spawnError}`);
      if (compiled.exitCode !== 0) {
        const reason = compiled.timedOut ? 'Compilation exceeded its time limit' : compiled.stderr.trim() || 'Compilation failed';
        return { compileError: reason, runs: [] };
      }
    }
    const runs: CodeRunOutcome[] = [];
    for (const input of request.inputs) {
      const result = await runProcess({
        command: BWRAP,
        args: bwrapArgs({
          boxDir,
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
      if (result.spawnError !== null) throw new SandboxUnavailableError(`bubblewrap cannot start: ${result.spawnError}`);
      runs.push(nativeOutcome(language, result));
    }
    return { compileError: null, runs };
  } finally {
    await rm(boxDir, { recursive: true, force: true });
  }
}

/**
 * Runs programs on this machine, never in the API's process: JavaScript in isolated-vm inside a child Node
 * process; Python, C and C++ under bubblewrap with rlimits. Without bubblewrap those languages are reported
 * unavailable and `run` refuses them (SandboxUnavailableError). Java is left to Judge0.
 */
export function createLocalCodeRunner(): CodeRunner {
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
          return runNative(language, request, timeLimitMs, memoryLimitMb);
        case 'java':
          throw new SandboxUnavailableError(javaInfo().reason as string);
      }
    },
  };
}

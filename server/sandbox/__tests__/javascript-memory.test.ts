import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import type { CodeRunOutcome } from '../../grading/runner-types.js';
import { javascriptDataLimitMb } from '../limits.js';
import { createLocalCodeRunner } from '../local-code-runner.js';

/**
 * Every way a JavaScript answer can ask for memory ends at the memory limit: isolated-vm counts the isolate's heap
 * and the ArrayBuffers its allocator hands out (typed arrays, SharedArrayBuffer); WebAssembly and resizable or
 * growable buffers, which it would not count, do not exist in the sandbox; and what still escapes it (ICU objects,
 * BigInt arithmetic, one allocation too large for the isolate to refuse in time) stops at the OS limit on the
 * sandbox process's data segment. Without these, the same programs took 0.5–2.6 GB.
 */

const runner = createLocalCodeRunner();
const MEMORY_LIMIT_MB = 64;
const MB = 1024 * 1024;
/** The programs below try 512 MB or more; a few would take gigabytes. */
const ATTEMPT_MB = 512;

/**
 * Peak resident memory the sandbox process may reach: its data-segment limit (128 MB for Node and isolated-vm,
 * plus twice the memory limit, as the isolate's heap may hold twice its limit while the collector runs) and the
 * pages of the Node binary's code it touches (file-backed, outside the data segment; ~30 MB).
 */
const PEAK_LIMIT_MB = javascriptDataLimitMb(MEMORY_LIMIT_MB) + 64;

/**
 * The highest VmHWM of this process's JavaScript sandbox children (the sandbox is nice → prlimit → node, each
 * exec'ing the next, so the Node process is a direct child), read every few milliseconds. A read may miss the
 * last moments of a process that dies, never overstate: the bound is also the kernel's (RLIMIT_DATA).
 */
class PeakSampler {
  private peakKb = 0;
  private readonly timer: NodeJS.Timeout;

  constructor() {
    // At once as well: a reused sandbox process is there before the run, and a run may end it within milliseconds.
    this.sample();
    this.timer = setInterval(() => this.sample(), 2);
  }

  private sample(): void {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const status = readFileSync(`/proc/${name}/status`, 'utf8');
        if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
        if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('js-child.mjs')) continue;
        this.peakKb = Math.max(this.peakKb, Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      } catch {
        // The process ended between the listing and the read.
      }
    }
  }

  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return this.peakKb / 1024;
  }
}

async function runAll(source: string, inputs = [''], timeLimitMs = 10_000) {
  const sampler = new PeakSampler();
  const batch = await runner.run({ language: 'javascript', source, inputs, timeLimitMs, memoryLimitMb: MEMORY_LIMIT_MB });
  const peakMb = sampler.stop();
  expect(batch.compileError).toBeNull();
  expect(batch.runs).toHaveLength(inputs.length);
  console.info(`peak ${peakMb.toFixed(0)} MB: ${source.slice(0, 60)}`);
  // The sampler saw the sandbox at all, and its peak stayed within the bound.
  expect(peakMb).toBeGreaterThan(10);
  expect(peakMb).toBeLessThan(PEAK_LIMIT_MB);
  return batch.runs as CodeRunOutcome[];
}

async function runOne(source: string, timeLimitMs?: number) {
  return (await runAll(source, [''], timeLimitMs))[0];
}

const memoryLimitOutcome = { memoryExceeded: true, timedOut: false, error: 'Memory limit exceeded' };

describe('the JavaScript sandbox counts all the memory a program can take', () => {
  it('has no WebAssembly, and no way back to it', async () => {
    const run = await runOne(`
      const seen = [
        typeof WebAssembly,
        typeof globalThis.WebAssembly,
        Reflect.ownKeys(globalThis).includes('WebAssembly'),
        (function () { try { return typeof Function('return WebAssembly')(); } catch (e) { return e.name; } })(),
        Object.getOwnPropertyNames(Object.getPrototypeOf(globalThis)).includes('WebAssembly'),
      ];
      print(seen.join(' '));
      new WebAssembly.Memory({ initial: ${(ATTEMPT_MB * MB) / 65536} });`);
    expect(run.stdout).toBe('undefined undefined false ReferenceError false\n');
    expect(run.error).toMatch(/^ReferenceError: WebAssembly is not defined/);
  }, 60_000);

  it('refuses a 512 MB SharedArrayBuffer and has no growable ones; Atomics.wait ends at the time limit', async () => {
    expect(await runOne(`new Uint8Array(new SharedArrayBuffer(${ATTEMPT_MB * MB})).fill(1);`)).toMatchObject(memoryLimitOutcome);
    const growable = await runOne(`const b = new SharedArrayBuffer(1, { maxByteLength: ${2 * ATTEMPT_MB * MB} }); print(b.growable, typeof b.grow);`);
    expect(growable.stdout).toBe('undefined undefined\n');
    const waiting = await runOne('Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);', 500);
    expect(waiting).toMatchObject({ timedOut: true, error: 'Time limit exceeded' });
  }, 60_000);

  it('refuses a big ArrayBuffer and many small ones kept, with the line that asked', async () => {
    const big = await runOne('const buffer = new ArrayBuffer(1e9);');
    expect(big).toMatchObject(memoryLimitOutcome);
    expect(big.stderr).toBe('RangeError: Array buffer allocation failed (main.js:1:16)\n');
    const many = await runOne(`const kept = []; for (;;) { const b = new ArrayBuffer(${8 * MB}); new Uint8Array(b).fill(1); kept.push(b); }`);
    expect(many).toMatchObject(memoryLimitOutcome);
  }, 60_000);

  it('has no resizable ArrayBuffers: maxByteLength is ignored and there is no resize or transfer', async () => {
    const run = await runOne(`
      const b = new ArrayBuffer(1, { maxByteLength: ${2 * ATTEMPT_MB * MB} });
      print(b.resizable, b.maxByteLength, typeof b.resize, typeof b.transfer);
      b.resize(${ATTEMPT_MB * MB});`);
    expect(run.stdout).toBe('undefined undefined undefined undefined\n');
    expect(run.error).toMatch(/^TypeError: b\.resize is not a function/);
  }, 60_000);

  it('refuses a 512 MB typed array', async () => {
    expect(await runOne(`new Float64Array(${(ATTEMPT_MB * MB) / 8}).fill(1);`)).toMatchObject(memoryLimitOutcome);
  }, 60_000);

  it('stops strings: one of 256 M characters made flat, strings doubled until the limit, one printed past the output cap', async () => {
    // V8's strings end just short of 512 M characters: past that, 'x'.repeat is the RangeError "Invalid string
    // length" before anything is allocated. repeat builds a rope; indexOf makes it one flat string.
    expect(await runOne(`const s = 'x'.repeat(${(ATTEMPT_MB / 2) * MB}); print(s.indexOf('y'));`)).toMatchObject(memoryLimitOutcome);
    expect(await runOne("let s = 'xy'; for (;;) s = (s + s).slice(1) + 'z';")).toMatchObject(memoryLimitOutcome);
    // Cut inside the isolate to just past the cap, so the host never receives the 40 MB.
    const printed = await runOne(`print('xy'.repeat(${20 * MB}));`);
    expect(printed).toMatchObject({ outputTruncated: true, error: 'Output limit exceeded' });
  }, 60_000);

  it('stops arrays: one of 512 MB filled at once, and one grown element by element', async () => {
    expect(await runOne(`new Array(${(ATTEMPT_MB * MB) / 8}).fill(1.5);`)).toMatchObject(memoryLimitOutcome);
    expect(await runOne('const kept = []; for (;;) kept.push({ at: kept.length });')).toMatchObject(memoryLimitOutcome);
  }, 60_000);

  it('stops memory outside the heap: ICU objects and BigInt arithmetic', async () => {
    expect(await runOne("const kept = []; for (;;) kept.push(new Intl.Segmenter('en', { granularity: 'word' }));")).toMatchObject(memoryLimitOutcome);
    // A BigInt multiplication cannot be interrupted, so the time limit is the largest a question may set: the data
    // limit, not the clock, has to end this one.
    expect(await runOne('let x = 3n; for (let i = 0; i < 40; i++) x *= x;', 30_000)).toMatchObject(memoryLimitOutcome);
  }, 120_000);

  it('runs the inputs after a run that took the sandbox down', async () => {
    const runs = await runAll(`if (input() === 'big') new Array(${(ATTEMPT_MB * MB) / 8}).fill(1.5); else print('small');`, ['small\n', 'big\n', 'small\n']);
    expect(runs.map((run) => [run.stdout, run.error])).toEqual([
      ['small\n', null],
      ['', 'Memory limit exceeded'],
      ['small\n', null],
    ]);
  }, 60_000);
});

import { afterAll, describe, expect, it } from '@jest/globals';
import { createLocalCodeRunner } from '../local-code-runner.js';

/**
 * JavaScript sandbox processes serve batch after batch, each run in a fresh isolate and context. Nothing a run
 * does to its world may reach the next run, in the same batch or the next, and a process that failed is replaced.
 */

// One process, so that every run below runs where the one before it ran.
const runner = createLocalCodeRunner({ javascriptSandboxes: 1 });
afterAll(() => runner.close());

const TIME_LIMIT_MS = 1_000;
const MEMORY_LIMIT_MB = 64;
/** Long enough for the process to run out of memory however slow the machine: the backstop must not come first. */
const GENEROUS_TIME_LIMIT_MS = 20_000;

const run = (source: string, inputs = [''], timeLimitMs = TIME_LIMIT_MS) =>
  runner.run({ language: 'javascript', source, inputs, timeLimitMs, memoryLimitMb: MEMORY_LIMIT_MB });

describe('a reused JavaScript sandbox', () => {
  it('leaves nothing of a run for the next: globals, patched built-ins, pending promises', async () => {
    const source = `
      const seen = [
        typeof globalThis.leak, typeof globalThis.leakVar, typeof globalThis.leakFunction, typeof Array.prototype.evil, typeof ({}).polluted,
        [3, 1, 2].sort().join(''), JSON.stringify([1, 2].map((x) => x * 2)), Math.max(1, 2), String(Symbol.for('mark').description),
      ];
      print(seen.join(' '));
      globalThis.leak = 1;
      globalThis.leakVar = 1;
      globalThis.leakFunction = () => {};
      Array.prototype.evil = 'evil';
      Array.prototype.sort = function () { return ['patched']; };
      Array.prototype.map = () => 'patched';
      Object.prototype.polluted = 'polluted';
      Math.max = () => -1;
      JSON.stringify = () => 'patched';
      // Work left for later: a promise resolved from outside, and a continuation that would print.
      new Promise((resolve) => { globalThis.later = resolve; }).then(() => print('late'));
      Promise.resolve().then(() => { globalThis.leakLater = 1; });
    `;
    const clean = 'undefined undefined undefined undefined undefined 123 [2,4] 2 mark\n';
    const first = await run(source, ['', '', '']);
    expect(first.runs.map((outcome) => [outcome.stdout, outcome.error])).toEqual([
      [clean, null],
      [clean, null],
      [clean, null],
    ]);
    const probe = await run('var leakVar; print(typeof leak, typeof leakLater, typeof later, typeof leakFunction, leakVar, Object.keys(Array.prototype).length, ({}).polluted)');
    expect(probe.runs[0]).toMatchObject({ stdout: 'undefined undefined undefined undefined undefined 0 undefined\n', error: null });
    expect(runner.javascriptStats().started).toBe(1);
  }, 60_000);

  it('has no timers to keep alive, and a run that keeps its promises busy ends at its limit', async () => {
    const timers = await run("print(typeof setTimeout, typeof setInterval, typeof setImmediate, typeof queueMicrotask)");
    expect(timers.runs[0].stdout).toBe('undefined undefined undefined undefined\n');
    const busy = await run('(async () => { for (;;) await null; })(); print("scheduled");');
    expect(busy.runs[0]).toMatchObject({ timedOut: true, error: 'Time limit exceeded' });
    const next = await run('print("next")');
    expect(next.runs[0]).toMatchObject({ stdout: 'next\n', error: null, timedOut: false });
  }, 60_000);

  // How soon a runaway is stopped is the isolate's own timeout (bench:grading measures the time); asserted here is
  // that the isolate stopped it, not the backstop that replaces the process.
  it('stops a runaway at its limit and keeps serving from the same process', async () => {
    const started = runner.javascriptStats().started;
    for (const source of ['for (;;) {}', 'while (true) { try { for (;;) {} } catch {} }']) {
      const batch = await run(source, ['', '']);
      expect(batch.runs.map((outcome) => outcome.error)).toEqual(['Time limit exceeded', 'Time limit exceeded']);
    }
    expect((await run('print(1 + 1)')).runs[0].stdout).toBe('2\n');
    // The isolate's own limit stopped them: the process itself was fine.
    expect(runner.javascriptStats().started).toBe(started);
  }, 60_000);

  it('replaces a process that a run took down, and runs the rest of the batch in the new one', async () => {
    const started = runner.javascriptStats().started;
    // An array grown past the process's data limit ends the process before the isolate's own limit can refuse it. The
    // time limit is generous so that on a slow machine, too, the memory limit and not the clock ends the run.
    const batch = await run(
      "if (input() === 'big') { const a = []; for (;;) a.push(1.5); } else print('small');",
      ['small\n', 'big\n', 'small\n'],
      GENEROUS_TIME_LIMIT_MS,
    );
    expect(batch.runs.map((outcome) => [outcome.stdout, outcome.error])).toEqual([
      ['small\n', null],
      ['', 'Memory limit exceeded'],
      ['small\n', null],
    ]);
    expect(runner.javascriptStats().started).toBe(started + 1);
    expect((await run('print(typeof globalThis.leak)')).runs[0].stdout).toBe('undefined\n');
  }, 60_000);

  // How fast a reused process serves a batch is measured by bench:grading, not here: a test must not depend on the
  // machine's speed. What makes it fast is asserted: no process is started for these batches.
  it('serves many batches from one process', async () => {
    const started = runner.javascriptStats().started;
    for (let i = 0; i < 50; i++) {
      const batch = await run(`print(${i} * 2)`, ['', '', '']);
      expect(batch.runs.map((outcome) => outcome.stdout)).toEqual([`${i * 2}\n`, `${i * 2}\n`, `${i * 2}\n`]);
    }
    expect(runner.javascriptStats().started).toBe(started);
  }, 60_000);

  it('keeps processes per memory limit: a batch of another limit gets a process of its own', async () => {
    const other = await runner.run({ language: 'javascript', source: 'print("other")', inputs: [''], timeLimitMs: TIME_LIMIT_MS, memoryLimitMb: 128 });
    expect(other.runs[0].stdout).toBe('other\n');
    expect((await run('print("back")')).runs[0].stdout).toBe('back\n');
  }, 60_000);
});

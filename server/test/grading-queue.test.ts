import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { GradeResult } from '../generated/contract-types.js';
import { claimNext, complete, enqueue, fail, maxAttempts, renewLeases, requeueStuck, selectOptionalGradingJob, type GradingPayload } from '../grading/queue.js';
import type { CodeRunner, CodeRunRequest, SqlRunner } from '../grading/runner-types.js';
import { startGradingWorker } from '../grading/worker.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';

let t: TestApp;
let codeQuestionId: number;
let sqlQuestionId: number;

const silentLog = { info: () => undefined, error: () => undefined };

let app: FastifyInstance | undefined;

async function call(username: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const session = await t.sessionFor(username);
  return (app ?? t.app).inject({ method, url, payload, headers: session.headers() });
}

/** Polls getGradingJob until the job leaves the queue. */
async function settled(jobId: number, username = 'teacher') {
  for (let i = 0; i < 1000; i++) {
    const job = (await call(username, 'GET', `/api/grading-jobs/${jobId}`)).json().data;
    if (job.status === 'graded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`grading job ${jobId} did not finish`);
}

beforeAll(async () => {
  // No worker in this app: the queue tests below take jobs by hand. The API tests use a second app on the same
  // database with the default in-process worker.
  t = await buildTestApp({ env: { GRADING_WORKERS: '0' } });
  const create = async (kind: 'code' | 'sql') =>
    (await call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: `Queue ${kind}`, content: contentOfKind(kind) }))).json().data.id as number;
  codeQuestionId = await create('code');
  sqlQuestionId = await create('sql');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('through the API, graded by the in-process worker', () => {
  // The real local sandboxes (JavaScript and SQL, out of process), as buildApp makes them by default.
  beforeAll(async () => {
    app = await buildApp({ config: { ...t.config, gradingWorkers: 2 }, database: t.database, clock: t.clock, logger: false });
  });

  afterAll(async () => {
    await app?.close();
    app = undefined;
  });

  test('a JavaScript answer runs every test in the sandbox', async () => {
    const trial = { seed: 1, gradingModelId: null };
    const right = await call('teacher', 'POST', `/api/questions/${codeQuestionId}/trials`, { ...trial, answer: { kind: 'code', source: 'function double(x) { return x * 2; }' } });
    expect(right.json().data).toMatchObject({ status: 'queued', jobId: expect.any(Number) });
    const wrong = await call('teacher', 'POST', `/api/questions/${codeQuestionId}/trials`, { ...trial, answer: { kind: 'code', source: 'function double(x) { return x + 2; }' } });

    const graded = await settled(right.json().data.jobId);
    expect(graded).toMatchObject({ status: 'graded', error: null, result: { outcome: 'correct', score: 1 } });
    expect(graded.result.tests.map((test: { id: string; passed: boolean }) => [test.id, test.passed])).toEqual([
      ['t1', true],
      ['t2', true],
    ]);
    // 2 + 2 = 4 passes the public test by chance; the hidden one (21 → 42) catches it.
    const half = await settled(wrong.json().data.jobId);
    expect(half.result).toMatchObject({ outcome: 'partial', fraction: 0.5 });
    expect(half.result.tests.find((test: { id: string }) => test.id === 't2')).toMatchObject({ passed: false, actualOutput: '23\n' });
  }, 60_000);

  test('an SQL answer is compared on the visible and the hidden data set', async () => {
    const post = (query: string) => call('teacher', 'POST', `/api/questions/${sqlQuestionId}/trials`, { seed: 1, gradingModelId: null, answer: { kind: 'sql', query } });
    // Both at once: each run starts a fresh database in its own process, which takes seconds.
    const [rightJob, hardCodedJob] = await Promise.all([
      post('SELECT name FROM city WHERE population >= 100000'),
      post("SELECT name FROM city WHERE name IN ('Zagreb', 'Split')"),
    ]);
    const right = await settled(rightJob.json().data.jobId);
    expect(right.result).toMatchObject({ outcome: 'correct' });
    expect(right.result.sqlRuns.map((run: { fixture: string; matches: boolean }) => [run.fixture, run.matches])).toEqual([
      ['visible', true],
      ['hidden', true],
    ]);
    const hardCoded = await settled(hardCodedJob.json().data.jobId);
    expect(hardCoded.result.outcome).toBe('incorrect');
    expect(hardCoded.result.sqlRuns.map((run: { matches: boolean }) => run.matches)).toEqual([true, false]);
  }, 120_000);
});

describe('the in-process worker starts', () => {
  test('once the server listens, not before: jobs left in the queue wait until then', async () => {
    const jobId = await enqueue(t.db, payload(codeQuestionId), null);
    const listening = await buildApp({ config: { ...t.config, gradingWorkers: 1 }, database: t.database, clock: t.clock, logger: false });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'queued' });
      await listening.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 600 && (await selectOptionalGradingJob(t.db, jobId))?.status !== 'done'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'done', error: null });
    } finally {
      await listening.close();
    }
  }, 60_000);
});

const payload = (questionId: number): GradingPayload => ({
  questionId,
  seed: 1,
  answer: { kind: 'code', source: 'function double(x) { return 2 * x; }' },
  scores: { correct: 1, incorrect: 0, unanswered: 0 },
});

describe('the queue', () => {
  test('jobs are taken oldest first, each by one worker; only the holder may finish it', async () => {
    {
      const first = await enqueue(t.db, payload(codeQuestionId), null);
      const second = await enqueue(t.db, payload(codeQuestionId), null);
      const a = await claimNext(t.db, 'worker-a');
      const b = await claimNext(t.db, 'worker-b');
      expect([a?.id, b?.id]).toEqual([first, second]);
      expect(a?.attempts).toBe(1);
      expect(await claimNext(t.db, 'worker-c')).toBeUndefined();

      const result: GradeResult = { outcome: 'correct', score: 1, scorePercent: 100, fraction: 1, maxScore: 1, tests: [], sqlRuns: [], parts: [], message: null };
      expect(await complete(t.db, first, 'worker-b', result)).toBe(false);
      expect(await complete(t.db, first, 'worker-a', result)).toBe(true);
      expect(await fail(t.db, second, 'worker-b', 'broken')).toBe(true);
      expect(await selectOptionalGradingJob(t.db, first)).toMatchObject({ status: 'done', result, error: null });
      expect(await selectOptionalGradingJob(t.db, second)).toMatchObject({ status: 'failed', error: 'broken' });
    }
  });

  test('a job whose lease lapsed is queued again, and failed after its attempts', async () => {
    {
      const jobId = await enqueue(t.db, payload(codeQuestionId), null);
      const leaseMs = 60_000;
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        const claimedAt = t.clock().getTime();
        expect((await claimNext(t.db, `dying-${attempt}`, { leaseMs, now: new Date(claimedAt) }))?.id).toBe(jobId);
        // Within its lease a job stays with its worker.
        expect((await requeueStuck(t.db, new Date(claimedAt + leaseMs - 1))).filter((job) => job.id === jobId)).toEqual([]);
        const requeued = (await requeueStuck(t.db, new Date(claimedAt + leaseMs + 1))).filter((job) => job.id === jobId);
        expect(requeued).toEqual([{ id: jobId, status: attempt < maxAttempts ? 'queued' : 'failed' }]);
      }
      expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'failed', error: expect.stringContaining('several times') });
      // The dead worker's late answer does not overwrite the outcome.
      expect(await fail(t.db, jobId, `dying-${maxAttempts}`, 'late')).toBe(false);
    }
  });

  test('a worker that renews its lease keeps a slow job; one that stopped renewing loses it', async () => {
    {
      const leaseMs = 15_000;
      const start = t.clock().getTime();
      const at = (ms: number) => new Date(start + ms);
      const slow = await enqueue(t.db, payload(codeQuestionId), null);
      const orphan = await enqueue(t.db, payload(codeQuestionId), null);
      expect((await claimNext(t.db, 'alive', { leaseMs, now: at(0) }))?.id).toBe(slow);
      expect((await claimNext(t.db, 'killed', { leaseMs, now: at(0) }))?.id).toBe(orphan);
      // The living worker renews every third of the lease, long after the job's first lease would have ended.
      for (let ms = 5_000; ms <= 60_000; ms += 5_000) {
        expect(await renewLeases(t.db, [slow], 'alive', { leaseMs, now: at(ms) })).toEqual([slow]);
        const requeued = (await requeueStuck(t.db, at(ms))).map((job) => job.id);
        expect(requeued.includes(slow)).toBe(false);
        expect(requeued.includes(orphan)).toBe(ms > leaseMs);
        if (ms > leaseMs) break;
      }
      // The killed worker, back from the dead, renews nothing and cannot finish the job it lost.
      expect(await renewLeases(t.db, [orphan], 'killed', { leaseMs, now: at(25_000) })).toEqual([]);
      expect(await fail(t.db, orphan, 'killed', 'late')).toBe(false);
      expect(await selectOptionalGradingJob(t.db, orphan)).toMatchObject({ status: 'queued' });
      expect(await selectOptionalGradingJob(t.db, slow)).toMatchObject({ status: 'running' });
      // Leave the queue as the other tests expect it.
      expect(await fail(t.db, slow, 'alive', 'done with')).toBe(true);
      expect((await claimNext(t.db, 'cleanup', { leaseMs, now: at(30_000) }))?.id).toBe(orphan);
      expect(await fail(t.db, orphan, 'cleanup', 'done with')).toBe(true);
    }
  });
});

describe('startGradingWorker', () => {
  test('runs at most `concurrency` jobs at once and stops cleanly', async () => {
    let running = 0;
    let most = 0;
    const code: CodeRunner = {
      languages: async () => [],
      async run(request: CodeRunRequest) {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        return {
          compileError: null,
          runs: request.inputs.map((input) => ({
            stdout: String(2 * Number(input.trim())),
            stderr: '',
            exitCode: 0,
            timedOut: false,
            memoryExceeded: false,
            outputTruncated: false,
            timeMs: 1,
            error: null,
          })),
        };
      },
    };
    const sql: SqlRunner = { run: async () => ({ fixtureError: 'unused', results: [], timedOut: false }) };
    {
      const jobs = await Promise.all(Array.from({ length: 5 }, () => enqueue(t.db, payload(codeQuestionId), null)));
      const worker = startGradingWorker({ db: t.db, runners: { code, sql }, concurrency: 2, pollMs: 20, log: silentLog });
      for (let i = 0; i < 200; i++) {
        const states = await Promise.all(jobs.map((id) => selectOptionalGradingJob(t.db, id)));
        if (states.every((job) => job?.status === 'done')) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await worker.stop();
      const states = await Promise.all(jobs.map((id) => selectOptionalGradingJob(t.db, id)));
      expect(states.map((job) => job?.result?.outcome)).toEqual(['correct', 'correct', 'correct', 'correct', 'correct']);
      expect(most).toBe(2);
    }
  });

  test("takes over a killed worker's job once its lease lapses, not before", async () => {
    const code: CodeRunner = {
      languages: async () => [],
      run: async (request: CodeRunRequest) => ({
        compileError: null,
        runs: request.inputs.map((input) => ({
          stdout: String(2 * Number(input.trim())),
          stderr: '',
          exitCode: 0,
          timedOut: false,
          memoryExceeded: false,
          outputTruncated: false,
          timeMs: 1,
          error: null,
        })),
      }),
    };
    const sql: SqlRunner = { run: async () => ({ fixtureError: 'unused', results: [], timedOut: false }) };
    {
      const leaseMs = 15_000;
      const jobId = await enqueue(t.db, payload(codeQuestionId), null);
      // Claimed by a worker that is then killed: nobody renews its lease.
      expect((await claimNext(t.db, 'killed-worker', { leaseMs, now: t.clock() }))?.id).toBe(jobId);
      const worker = startGradingWorker({ db: t.db, runners: { code, sql }, pollMs: 10, leaseMs, clock: t.clock, log: silentLog, name: 'survivor' });
      try {
        // Several rounds of the survivor's loop within the lease: the job stays where it is.
        for (let polls = 0; polls < 5; polls++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          t.clock.advance(leaseMs / 10);
          expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'running' });
        }
        t.clock.advance(leaseMs);
        for (let i = 0; i < 500 && (await selectOptionalGradingJob(t.db, jobId))?.status !== 'done'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await worker.stop();
      }
      expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'done', result: { outcome: 'correct' } });
      // Only the holder may complete a job: done means the survivor took it over from the killed worker.
      expect(await complete(t.db, jobId, 'killed-worker', { outcome: 'incorrect', score: 0, scorePercent: 0, fraction: 0, maxScore: 1, tests: [], sqlRuns: [], parts: [], message: null })).toBe(false);
    }
  });

  test('a job of a question that no longer exists fails with a message, not a crash', async () => {
    const errors: unknown[] = [];
    {
      const jobId = await enqueue(t.db, payload(999_999), null);
      const never: CodeRunner = { languages: async () => [], run: async () => Promise.reject(new Error('not called')) };
      const worker = startGradingWorker({
        db: t.db,
        runners: { code: never, sql: { run: never.run as unknown as SqlRunner['run'] } },
        pollMs: 20,
        log: { info: () => undefined, error: (object) => errors.push(object) },
      });
      for (let i = 0; i < 100 && (await selectOptionalGradingJob(t.db, jobId))?.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await worker.stop();
      expect(await selectOptionalGradingJob(t.db, jobId)).toMatchObject({ status: 'failed', error: expect.stringContaining('could not be graded') });
      expect(errors).toHaveLength(1);
    }
  });
});

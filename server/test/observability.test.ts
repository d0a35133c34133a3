import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type pg from 'pg';
import { buildApp } from '../app.js';
import type { MyInstance } from '../generated/contract-types.js';
import { selectOptionalGradingJob } from '../grading/queue.js';
import type { CodeRunner, CodeRunRequest, SqlRunner } from '../grading/runner-types.js';
import { startGradingWorker } from '../grading/worker.js';
import { countNativeRun, startMetricsServer } from '../metrics.js';
import { SandboxPool } from '../sandbox/pool.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { openTestStream } from './support/live-stream.js';
import { contentOfKind, questionInput } from './support/question-fixtures.js';

/** What an operator watches (docs/operations.md): /metrics, the request id in the logs, what the logs never carry. */
const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;
let f: Awaited<ReturnType<typeof examFixtures>>;
let base: string;
const lines: string[] = [];

/** Runners that double the input, as the code fixture's tests expect, without a sandbox. */
const code: CodeRunner = {
  languages: async () => [],
  run: async (request: CodeRunRequest) => ({
    compileError: null,
    runs: request.inputs.map((input) => ({
      stdout: String(2 * Number(input.trim())), stderr: '', exitCode: 0, timedOut: false, memoryExceeded: false, outputTruncated: false, timeMs: 1, error: null,
    })),
  }),
};
const sql: SqlRunner = { run: async () => ({ fixtureError: 'unused', results: [], timedOut: false }) };

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ env: { GRADING_WORKERS: '0', LIVE_POLL_MS: '200', METRICS_TOKEN: TOKEN }, logger: { level: 'info', stream } });
  f = await examFixtures(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The sum of a metric's series that carry these labels, in the text format; 0 when there is none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(',') : [];
    if (wanted.every((label) => present.includes(label))) sum += Number(match[3]);
  }
  return sum;
}

describe('/metrics', () => {
  test('is closed to anyone without the metrics token, a signed-in admin too', async () => {
    const admin = await t.sessionFor('admin');
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }, admin.headers(), { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect([res.statusCode, res.json()]).toEqual([401, { code: 'UNAUTHENTICATED', message: expect.any(String) }]);
      expect(res.body).not.toContain('examhall_');
    }
  });

  test('is not served at all without METRICS_TOKEN', async () => {
    const app = await buildApp({ config: { ...t.config, metricsToken: undefined }, database: t.database, clock: t.clock, logger: false, runners: { code, sql } });
    try {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect([res.statusCode, res.json()]).toEqual([404, { code: 'NOT_FOUND', message: expect.any(String) }]);
    } finally {
      await app.close();
    }
  });

  test('HTTP requests count per operationId and status class, never per URL', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/courses' })).statusCode).toBe(401);
    const after = await scrape();
    const ok = { operation: 'getHealth', status_class: '2xx' };
    expect(sample(after, 'examhall_http_requests_total', ok) - sample(before, 'examhall_http_requests_total', ok)).toBe(3);
    expect(sample(after, 'examhall_http_request_duration_seconds_count', ok) - sample(before, 'examhall_http_request_duration_seconds_count', ok)).toBe(3);
    const refused = { operation: 'listCourses', status_class: '4xx' };
    expect(sample(after, 'examhall_http_requests_total', refused) - sample(before, 'examhall_http_requests_total', refused)).toBe(1);
    expect(after).not.toContain('/api/courses');
  });

  test('answer saves, live channels and their events', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent('metrics');
    const instance: MyInstance = await f.startedInstance(student, examId);
    const before = await scrape();
    // No sign-in is hashing now: the bounded queue of password hashes reads empty.
    expect(before).toMatch(/^examhall_password_hashes\{state="running"\} 0$/m);
    expect(before).toMatch(/^examhall_password_hashes\{state="waiting"\} 0$/m);

    const saved = await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, {
      answers: [
        { ordinal: 1, seq: 1, answer: { kind: 'multiple-choice', choices: ['a'] }, clientSavedAt: null },
        { ordinal: 2, seq: 1, answer: { kind: 'true-false', value: true }, clientSavedAt: null },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const stream = await openTestStream(base, await t.sessionFor(student), `/my/instances/${instance.instanceId}/live`);
    await stream.waitFor((event) => event.event === 'ready');
    const open = await scrape();
    expect((await f.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/extension`, { minutes: 5 })).statusCode).toBe(200);
    await stream.waitFor((event) => event.event === 'instance');
    await stream.close();
    const after = await scrape();

    // One per answer sent, whatever the server acknowledged it as.
    expect(sample(open, 'examhall_answer_saves_total') - sample(before, 'examhall_answer_saves_total')).toBe(2);
    const acks = saved.json().data.acks as Array<{ status: string }>;
    expect(sample(open, 'examhall_answer_saves_total', { status: acks[0].status }) - sample(before, 'examhall_answer_saves_total', { status: acks[0].status })).toBeGreaterThanOrEqual(1);
    expect(sample(open, 'examhall_answer_save_batch_duration_seconds_count') - sample(before, 'examhall_answer_save_batch_duration_seconds_count')).toBe(1);
    expect(sample(open, 'examhall_answer_save_batch_size_sum') - sample(before, 'examhall_answer_save_batch_size_sum')).toBe(1);
    const saves = { operation: 'saveMyAnswers', status_class: '2xx' };
    expect(sample(open, 'examhall_http_request_duration_seconds_count', saves) - sample(before, 'examhall_http_request_duration_seconds_count', saves)).toBe(1);
    expect(sample(open, 'examhall_live_clients') - sample(before, 'examhall_live_clients')).toBe(1);
    expect(sample(after, 'examhall_live_events_sent_total') - sample(open, 'examhall_live_events_sent_total')).toBeGreaterThanOrEqual(1);
  });

  test('the grading queue, its jobs by kind, and the request id from the API to the worker’s log', async () => {
    const created = await f.call('teacher', 'POST', `/api/courses/${t.ids.databases}/questions`, questionInput({ title: 'Metrics code', content: contentOfKind('code') }));
    const questionId = created.json().data.id as number;
    const before = await scrape();
    const trial = await f.call('teacher', 'POST', `/api/questions/${questionId}/trials`, {
      seed: 1,
      gradingModelId: null,
      answer: { kind: 'code', source: 'function double(x) { return x * 2; } // the student’s secret answer' },
    });
    const jobId = trial.json().data.jobId as number;
    const queued = await scrape();
    expect(sample(queued, 'examhall_grading_queue_depth') - sample(before, 'examhall_grading_queue_depth')).toBe(1);

    // The request's id, from its own log line.
    const requestLine = lines.map((line) => JSON.parse(line)).find((entry) => entry.req?.url === `/api/questions/${questionId}/trials`);
    expect(requestLine.reqId).toEqual(expect.any(String));
    const job = await selectOptionalGradingJob(t.db, jobId);
    expect(job?.request_id).toBe(requestLine.reqId);

    const workerLines: Array<Record<string, unknown>> = [];
    const log = { info: (object: object, msg: string) => workerLines.push({ ...object, msg }), error: (object: object, msg: string) => workerLines.push({ ...object, msg }) };
    const worker = startGradingWorker({ db: t.db, runners: { code, sql }, concurrency: 1, pollMs: 20, log });
    try {
      for (let i = 0; i < 400 && (await selectOptionalGradingJob(t.db, jobId))?.status !== 'done'; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await worker.stop();
    }
    expect((await selectOptionalGradingJob(t.db, jobId))?.status).toBe('done');
    const about = workerLines.filter((line) => line.jobId === jobId);
    expect(about.map((line) => line.msg)).toEqual(['grading job started', 'grading job done']);
    for (const line of about) expect(line.requestId).toBe(requestLine.reqId);
    expect(JSON.stringify(workerLines)).not.toContain('secret answer');
    expect(lines.join('\n')).not.toContain('secret answer');

    const after = await scrape();
    const done = { kind: 'code', outcome: 'done' };
    expect(sample(after, 'examhall_grading_job_duration_seconds_count', done) - sample(queued, 'examhall_grading_job_duration_seconds_count', done)).toBe(1);
    expect(sample(queued, 'examhall_grading_queue_depth') - sample(after, 'examhall_grading_queue_depth')).toBe(1);
  });

  test('sandbox pools, their restarts and native runs', async () => {
    let stopped = 0;
    const pool = new SandboxPool<{ id: number }>({
      name: 'metrics-test',
      size: 2,
      spares: 0,
      idleMs: 60_000,
      defaultKey: '',
      start: async () => ({ id: Math.random() }),
      stop: async () => {
        stopped++;
      },
      exited: () => new Promise(() => undefined),
      hold: () => undefined,
    });
    try {
      const lease = await pool.acquire('');
      const busy = await scrape();
      expect(sample(busy, 'examhall_sandbox_processes', { pool: 'metrics-test', state: 'busy' })).toBe(1);
      expect(sample(busy, 'examhall_sandbox_processes_started_total', { pool: 'metrics-test' })).toBe(1);
      lease.release({ recycle: true });
      const recycled = await scrape();
      expect(sample(recycled, 'examhall_sandbox_restarts_total', { pool: 'metrics-test' })).toBe(1);
      expect(stopped).toBe(1);

      const before = await scrape();
      let finish: () => void = () => undefined;
      const running = countNativeRun(() => new Promise<void>((resolve) => {
        finish = resolve;
      }));
      const during = await scrape();
      finish();
      await running;
      expect(sample(during, 'examhall_sandbox_native_runs_active') - sample(before, 'examhall_sandbox_native_runs_active')).toBe(1);
      expect(sample(during, 'examhall_sandbox_native_runs_total') - sample(before, 'examhall_sandbox_native_runs_total')).toBe(1);
      expect(sample(await scrape(), 'examhall_sandbox_native_runs_active')).toBe(sample(before, 'examhall_sandbox_native_runs_active'));
    } finally {
      await pool.close();
    }
  });

  test('the database pool: connections in use and requests waiting; a saturated pool is not queried by a scrape', async () => {
    const pool = t.database.pool as pg.Pool;
    const max = pool.options.max ?? 10;
    const held = await Promise.all(Array.from({ length: max }, () => pool.connect()));
    const waiting = [pool.query('SELECT 1'), pool.query('SELECT 1')];
    try {
      const text = await scrape();
      expect(sample(text, 'examhall_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(max);
      expect(sample(text, 'examhall_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(2);
    } finally {
      for (const client of held) client.release();
      await Promise.all(waiting);
    }
    const text = await scrape();
    // The scrape's own count of queued jobs may be in line at that moment.
    expect(sample(text, 'examhall_db_pool_connections', { state: 'waiting' })).toBeLessThanOrEqual(1);
    expect(sample(text, 'examhall_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
  });

  test('the process: memory and event-loop lag (prom-client’s defaults)', async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \S+$/m);
  });

  test('a worker serves the same metrics on a port of its own, to the token only', async () => {
    const server = await startMetricsServer(0, '127.0.0.1', TOKEN);
    try {
      const address = server.address() as { port: number };
      const url = `http://127.0.0.1:${address.port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('examhall_grading_job_duration_seconds');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the logs', () => {
  test('a sign-in’s line carries the request id and never the password', async () => {
    const password = 'Unguessable-Passw0rd-in-a-log';
    const from = lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password },
      headers: { authorization: 'Bearer some-session-token-value', cookie: 'session=some-cookie-value' },
    });
    expect([401, 400, 429]).toContain(res.statusCode);
    const logged = lines.slice(from);
    const entries = logged.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.req?.url === '/api/auth/login')?.reqId).toEqual(expect.any(String));
    const text = logged.join('\n');
    expect(text).not.toContain(password);
    expect(text).not.toContain('some-session-token-value');
    expect(text).not.toContain('some-cookie-value');
  });

  test('headers, cookies and passwords are redacted from anything that carries them into a line', async () => {
    const from = lines.length;
    t.app.log.info({ req: { headers: { authorization: 'Bearer abc-secret', cookie: 'c=abc-secret' } }, password: 'abc-secret', user: { token: 'abc-secret' } }, 'careless line');
    const line = lines.slice(from).find((entry) => entry.includes('careless line'));
    expect(line).toBeDefined();
    expect(line).not.toContain('abc-secret');
    expect(line).toContain('[redacted]');
  });
});

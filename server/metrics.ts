/**
 * What an operator watches (docs/operations.md): Prometheus metrics of this process. One registry per process,
 * shared by every app and worker it runs; values that belong to an app (its database pool, its live channels, its
 * queue) come from the sources it registers while it is open, summed at scrape time, so a scrape costs a few
 * counters and one count of queued jobs.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import client from 'prom-client';
import type pg from 'pg';
import { passwordHashLoad } from './modules/auth/passwords.js';
import { sandboxPools } from './sandbox/pool.js';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

/** Request durations: from the answer saves' few milliseconds to a slow export. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Grading jobs: a choice question's milliseconds to a program's compile and tests. */
const jobBuckets = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const httpRequests = new client.Counter({
  name: 'examhall_http_requests_total',
  help: 'HTTP requests answered, by operationId of the contract (or "other") and status class.',
  labelNames: ['operation', 'status_class'] as const,
  registers: [registry],
});

export const httpRequestDuration = new client.Histogram({
  name: 'examhall_http_request_duration_seconds',
  help: 'Time from a request’s arrival to its answer, by operationId and status class.',
  labelNames: ['operation', 'status_class'] as const,
  buckets: requestBuckets,
  registers: [registry],
});

export const answerSaves = new client.Counter({
  name: 'examhall_answer_saves_total',
  help: 'Answers sent by students (saveMyAnswers), by what the server answered for each.',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const answerSaveBatches = new client.Histogram({
  name: 'examhall_answer_save_batch_duration_seconds',
  help: 'Time of one group-committed batch of answer saves in the database.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});

export const answerSaveBatchSize = new client.Histogram({
  name: 'examhall_answer_save_batch_size',
  help: 'Save requests in one batch of answer saves.',
  buckets: [1, 2, 5, 10, 25, 50, 100, 200],
  registers: [registry],
});

export const liveEventsSent = new client.Counter({
  name: 'examhall_live_events_sent_total',
  help: 'Events written to open live channels (server-sent events).',
  registers: [registry],
});

export const gradingJobDuration = new client.Histogram({
  name: 'examhall_grading_job_duration_seconds',
  help: 'Time a grading worker spent on one job, by answer kind and outcome (done, failed).',
  labelNames: ['kind', 'outcome'] as const,
  buckets: jobBuckets,
  registers: [registry],
});

export const nativeRuns = new client.Counter({
  name: 'examhall_sandbox_native_runs_total',
  help: 'Python, C and C++ compiles and test runs started under bubblewrap.',
  registers: [registry],
});

let nativeActive = 0;
/** Counts a native run while it runs (the gauge below reads it). */
export async function countNativeRun<T>(run: () => Promise<T>): Promise<T> {
  nativeRuns.inc();
  nativeActive++;
  try {
    return await run();
  } finally {
    nativeActive--;
  }
}

new client.Gauge({
  name: 'examhall_sandbox_native_runs_active',
  help: 'Python, C and C++ compiles and test runs running now.',
  registers: [registry],
  collect() {
    this.set(nativeActive);
  },
});

/** What an open app or worker adds to a scrape. */
export interface MetricsSource {
  pool?: pg.Pool;
  liveClients?: () => number;
  /** Queued grading jobs; one count, at scrape time. */
  queuedJobs?: () => Promise<number>;
}

const sources = new Set<MetricsSource>();

/** Adds a source until the returned function is called (an app's close). */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

new client.Gauge({
  name: 'examhall_live_clients',
  help: 'Live channels (server-sent events) open now.',
  registers: [registry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.liveClients?.() ?? 0;
    this.set(open);
  },
});

/** Whether every connection of the pool is taken and requests wait: a scrape then does not add to the wait. */
function saturated(pool: pg.Pool | undefined): boolean {
  if (!pool) return false;
  return pool.waitingCount > 0 || (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10));
}

const lastQueued = new WeakMap<MetricsSource, number>();

new client.Gauge({
  name: 'examhall_grading_queue_depth',
  help: 'Grading jobs waiting for a worker (queued), as the database holds them at scrape time (the last count while the database pool is saturated).',
  registers: [registry],
  async collect() {
    const counts = await Promise.all([...sources].map(async (source) => {
      if (!source.queuedJobs) return 0;
      if (!saturated(source.pool)) lastQueued.set(source, await source.queuedJobs().catch(() => lastQueued.get(source) ?? 0));
      return lastQueued.get(source) ?? 0;
    }));
    // Every process of an installation counts the one queue.
    this.set(counts.length === 0 ? 0 : Math.max(...counts));
  },
});

new client.Gauge({
  name: 'examhall_db_pool_connections',
  help: 'Connections of the database pool: total open, idle, and requests waiting for one (PGlite: one connection).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const totals = { total: 0, idle: 0, waiting: 0 };
    for (const { pool } of sources) {
      if (!pool) continue;
      totals.total += pool.totalCount;
      totals.idle += pool.idleCount;
      totals.waiting += pool.waitingCount;
    }
    for (const [state, value] of Object.entries(totals)) this.set({ state }, value);
  },
});

new client.Gauge({
  name: 'examhall_sandbox_processes',
  help: 'Sandbox processes of the SQL and JavaScript pools, by state (starting, idle, busy, stopping).',
  labelNames: ['pool', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of sandboxStats()) {
      for (const state of ['starting', 'idle', 'busy', 'stopping'] as const) this.inc({ pool, state }, stats[state]);
    }
  },
});

new client.Counter({
  name: 'examhall_sandbox_processes_started_total',
  help: 'Sandbox processes started by the SQL and JavaScript pools.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of sandboxStats()) this.inc({ pool }, stats.started);
  },
});

new client.Counter({
  name: 'examhall_sandbox_restarts_total',
  help: 'Sandbox processes replaced after a run that may have left something behind (time limit, crash) or that died while idle.',
  labelNames: ['pool'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [pool, stats] of sandboxStats()) this.inc({ pool }, stats.restarts);
  },
});

/** Pools of one name (several apps in one process) add up. */
function sandboxStats() {
  const byName = new Map<string, { starting: number; idle: number; busy: number; stopping: number; started: number; restarts: number }>();
  for (const pool of sandboxPools) {
    const stats = pool.stats();
    const sum = byName.get(pool.name) ?? { starting: 0, idle: 0, busy: 0, stopping: 0, started: 0, restarts: 0 };
    sum.starting += stats.starting;
    sum.idle += stats.idle;
    sum.busy += stats.busy;
    sum.stopping += stats.stopping;
    sum.started += stats.started;
    sum.restarts += pool.restarts;
    byName.set(pool.name, sum);
  }
  return byName;
}

export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token. Compared as digests, so that neither the token's
 * length nor its characters show in the time the comparison takes.
 */
export function metricsAuthorized(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  const offered = digest(match ? match[1] : '');
  return timingSafeEqual(offered, digest(token)) && match !== null;
}

export const metricsUnauthorized = {
  code: 'UNAUTHENTICATED',
  message: 'The metrics need the metrics token (Authorization: Bearer).',
} as const;

/**
 * /metrics on a port of its own, for processes without an HTTP server (`npm run worker`); the same token as the
 * API's. Anything else there is a 404.
 */
export function startMetricsServer(port: number, host: string, token: string): Promise<Server> {
  const server = createServer((request, response) => {
    const send = (status: number, contentType: string, body: string) => {
      response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = 'application/json; charset=utf-8';
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      send(404, json, JSON.stringify({ code: 'NOT_FOUND', message: 'Not found.' }));
      return;
    }
    if (!metricsAuthorized(request.headers.authorization, token)) {
      send(401, json, JSON.stringify(metricsUnauthorized));
      return;
    }
    registry.metrics().then(
      (body) => send(200, registry.contentType, body),
      () => send(500, json, JSON.stringify({ code: 'INTERNAL_ERROR', message: 'The metrics could not be read.' })),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// Sign-ins waiting for their password hash (the bounded queue of passwords.ts): a lab signing in at once shows here.
new client.Gauge({
  name: 'examhall_password_hashes',
  help: 'Password hashes (scrypt) of sign-ins, running and waiting for a slot.',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const load = passwordHashLoad();
    this.set({ state: 'running' }, load.running);
    this.set({ state: 'waiting' }, load.waiting);
  },
});

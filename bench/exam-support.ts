// What the exam benches share: a fresh database (embedded PGlite in a new folder, or a new database on the
// PostgreSQL server that BENCH_DATABASE_URL or DATABASE_URL names), students and sessions prepared directly in
// it, the real server started with `npm run serve`'s command on it, an HTTP client for the API, and a course with
// question pools and an exam of 20 questions made through the API.
//
// Only the preparation writes to the database directly (1 000 sign-ins would be 1 000 password hashes); every
// measured request goes over HTTP to the server process with a bearer session and the CSRF token and cookie, and
// passes all of the API's checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { createDatabaseFromTemplate, databaseUrlFor, dropDatabase } from '../server/db/admin.js';
import { connectDatabase, type Database, type Db } from '../server/db/connect.js';
import { migrate } from '../server/db/migrate.js';
import { execute, loadSqlBlocks, queryRow, queryRows } from '../server/db/sql-blocks.js';
import type { ExamInput, QuestionAnswer, QuestionContent, QuestionInput, QuestionView } from '../server/generated/contract-types.js';
import { csrfCookie } from '../server/modules/auth/cookies.js';
import { hashToken, randomToken } from '../server/modules/auth/tokens.js';
import { freePort } from '../e2e/support/app-server';

export const sql = loadSqlBlocks(new URL('./exams.sql', import.meta.url), [
  'insert_bench_year',
  'insert_bench_course',
  'insert_bench_teacher',
  'insert_bench_teacher_course',
  'insert_bench_grading_model',
  'insert_bench_node_type',
  'insert_bench_students',
  'insert_bench_sessions',
  'analyze',
  'select_instances_of_exam',
  'count_duplicate_instances',
  'select_exam_answers',
  'upsert_answer',
] as const);

const root = resolve(import.meta.dirname, '..');

/** A whole number from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not ${raw}`);
  return value;
}

export const sleep = (ms: number) => new Promise<void>((res) => setTimeout(res, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function latencySummary(values: number[]): string {
  const f = (n: number) => n.toFixed(1);
  return `n ${values.length}, p50 ${f(percentile(values, 50))} ms, p95 ${f(percentile(values, 95))} ms, p99 ${f(percentile(values, 99))} ms, max ${f(percentile(values, 100))} ms`;
}

/**
 * The command line of the API's own process (`npm run serve`: node server/launch.mjs, which runs server/server.ts in
 * that process; or server/server.ts itself through tsx), as against the shell in front of it, its sandboxes and
 * `npm run worker`'s processes.
 */
export const SERVER_COMMAND = /^\S*node\S* (?!.*worker-main).*server\/(launch\.mjs|server\.ts)/;
/** The command line of an `npm run worker` process (node server/launch.mjs server/worker-main.ts). */
export const WORKER_COMMAND = /^\S*node\S* .*server\/worker-main\.ts/;

/** The machine and its load, printed with the figures (other work on a 2-core machine changes them a lot). */
export function machine(): string {
  const [one, five] = loadavg();
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${one.toFixed(2)} (1 min) ${five.toFixed(2)} (5 min)`;
}

// ---------------------------------------------------------------------------------------------------------------
// The database

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** What the server's environment needs to open this database. */
  serverEnv: Record<string, string>;
  /** Opens it in this process (PGlite: only while the server is not running, it takes the folder alone). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A new, empty database: on the PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL, else a PGlite folder. */
export async function benchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    const name = `examhall_bench_${Date.now()}`;
    const admin = await connectDatabase({ databaseUrl: serverUrl, maxConnections: 1 });
    await createDatabaseFromTemplate(admin.db, name, 'template0');
    const url = databaseUrlFor(serverUrl, name);
    return {
      engine: 'postgres',
      serverEnv: { DATABASE_URL: url },
      open: () => connectDatabase({ databaseUrl: url, maxConnections: 10 }),
      async dispose() {
        try {
          if (process.env.BENCH_KEEP_DATA) console.info(`  kept the database ${url}`);
          // Without force first: PostgreSQL waits (up to 5 s) for the sessions of pools just closed to end, where
          // force would kill them while their clients still listen, an error event nobody handles.
          else await dropDatabase(admin.db, name, { force: false }).catch(() => dropDatabase(admin.db, name));
        } finally {
          await admin.close();
        }
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'examhall-bench-exams-'));
  return {
    engine: 'pglite',
    serverEnv: { DATABASE_URL: '', DATA_DIR: dataDir },
    open: () => connectDatabase({ dataDir }),
    async dispose() {
      if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
      else console.info(`  kept the data folder ${dataDir}`);
    },
  };
}

export interface Session {
  userId: number;
  token: string;
  csrfToken: string;
}

export interface BenchStudent {
  studentId: number;
  userId: number;
  session: Session;
}

export interface Prepared {
  courseId: number;
  academicYearId: number;
  gradingModelId: number;
  nodeTypeId: number;
  teacher: Session;
  students: BenchStudent[];
}

/** Sessions as a sign-in leaves them (hashes of the bearer and CSRF tokens), made without a password round trip. */
async function insertSessions(db: Db, userIds: number[]): Promise<Session[]> {
  const sessions = userIds.map((userId) => ({ userId, token: randomToken(), csrfToken: randomToken() }));
  const now = new Date();
  for (let start = 0; start < sessions.length; start += 5_000) {
    const batch = sessions.slice(start, start + 5_000);
    await execute(db, sql.insert_bench_sessions, {
      now,
      expiresAt: new Date(now.getTime() + 24 * 3600_000),
      tokenHashes: batch.map((s) => hashToken(s.token)),
      csrfHashes: batch.map((s) => hashToken(s.csrfToken)),
      userIds: batch.map((s) => s.userId),
    });
  }
  return sessions;
}

/**
 * Migrates the new database and fills it: this academic year, one course with its teacher, a grading model, a node
 * type, `studentCount` students with accounts, enrolments and sessions.
 */
export async function prepareData(bench: BenchDatabase, studentCount: number): Promise<Prepared> {
  const database = await bench.open();
  try {
    const { db } = database;
    await migrate(db);
    const { id: academicYearId } = await queryRow<{ id: number }>(db, sql.insert_bench_year);
    const { id: courseId } = await queryRow<{ id: number }>(db, sql.insert_bench_course);
    const { id: teacherId } = await queryRow<{ id: number }>(db, sql.insert_bench_teacher);
    await execute(db, sql.insert_bench_teacher_course, { userId: teacherId, courseId });
    const { id: gradingModelId } = await queryRow<{ id: number }>(db, sql.insert_bench_grading_model);
    const { id: nodeTypeId } = await queryRow<{ id: number }>(db, sql.insert_bench_node_type);
    const rows = await queryRows<{ studentId: number; userId: number }>(db, sql.insert_bench_students, { count: studentCount, courseId, academicYearId });
    const [teacher, ...studentSessions] = await insertSessions(db, [teacherId, ...rows.map((row) => row.userId)]);
    await queryRows(db, sql.analyze);
    return {
      courseId,
      academicYearId,
      gradingModelId,
      nodeTypeId,
      teacher,
      students: rows.map((row, i) => ({ ...row, session: studentSessions[i] })),
    };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server process

/** `npm run serve`'s own command, run without npm in front of it. */
export const serveCommand = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.serve;

/** The built SPA when there is one (STATIC_DIR or dist/), else an empty folder: the API needs no build. */
function staticFolder(): { dir: string; dispose: () => void } {
  const built = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : join(root, 'dist');
  if (existsSync(join(built, 'index.html'))) return { dir: built, dispose: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'examhall-bench-static-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  startMs: number;
  output(): string;
}

/**
 * Members of a process group still alive and the CPU time (user + system, ms) they have used, from /proc (Linux);
 * null elsewhere.
 */
function groupStat(pgid: number): { alive: number; cpuMs: number } | null {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = { alive: 0, cpuMs: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not. fields[0] is
      // the state (field 3): pgrp is field 5, utime 14, stime 15, in clock ticks of 10 ms.
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      if (fields[0] !== 'Z' && fields[0] !== 'X') stat.alive++;
      stat.cpuMs += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // ended meanwhile
    }
  }
  return stat;
}

export interface MachineCpu {
  busyMs: number;
  allMs: number;
  /** Per process named `postgres`: its CPU time so far. */
  postgres: Map<string, number>;
}

/**
 * The whole machine's CPU so far (Linux, /proc): busy and all time over every core, and the time of each process
 * named `postgres` (a local PostgreSQL server's backends), in ms; null elsewhere. Two readings give a phase's
 * account (`postgresBetween`).
 */
export function machineCpu(): MachineCpu | null {
  if (!existsSync('/proc/stat')) return null;
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  // cpu user nice system idle iowait irq softirq steal …, in ticks of 10 ms.
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const all = ticks.reduce((sum, value) => sum + value, 0);
  const postgres = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!text.includes('(postgres)')) continue;
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      postgres.set(entry, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // ended meanwhile
    }
  }
  return { busyMs: (all - idle) * 10, allMs: all * 10, postgres };
}

/** PostgreSQL's CPU between two readings, over the processes alive at the second (a backend that ended is left out). */
export function postgresBetween(a: MachineCpu, b: MachineCpu): number {
  let ms = 0;
  for (const [pid, used] of b.postgres) ms += used - (a.postgres.get(pid) ?? 0);
  return ms;
}

/**
 * Runs the server the way `npm run serve` does, on a port of its own, with the grading worker off (no bench here
 * grades) and warnings only in its log. The same port and data are used again by each restart.
 */
export class BenchServer {
  readonly url: string;
  private running: ServerProcess | null = null;
  private readonly staticDir = staticFolder();

  private constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async create(database: BenchDatabase, env: Record<string, string> = {}): Promise<BenchServer> {
    return new BenchServer(await freePort(), { ...database.serverEnv, ...env });
  }

  get process(): ServerProcess | null {
    return this.running;
  }

  /**
   * CPU time the running server has used so far (ms), or null: a figure that other work on the machine changes
   * far less than the wall clock.
   */
  cpuMs(): number | null {
    const pid = this.running?.child.pid;
    return pid === undefined ? null : (groupStat(pid)?.cpuMs ?? null);
  }

  async start(): Promise<ServerProcess> {
    let log = '';
    const started = process.hrtime.bigint();
    // Its own process group, so that a kill reaches whatever the command starts.
    const child = spawn(serveCommand, {
      cwd: root,
      shell: true,
      detached: true,
      env: {
        ...process.env,
        PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
        // BENCH_SERVER_NODE_OPTIONS passes e.g. --cpu-prof to the server for profiling (written at a graceful stop).
        NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        STATIC_DIR: this.staticDir.dir,
        DEMO_DATA: 'false',
        GRADING_WORKERS: '0',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (log += d));
    child.stderr?.on('data', (d) => (log += d));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited early:\n${log}`);
      try {
        const res = await fetch(`${this.url}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        this.signal(child, 'SIGKILL');
        throw new Error(`the server did not answer within 120 s:\n${log}`);
      }
      await sleep(20);
    }
    this.running = { url: this.url, child, startMs: Number(process.hrtime.bigint() - started) / 1e6, output: () => log };
    return this.running;
  }

  private signal(child: ChildProcess, signal: NodeJS.Signals) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // gone already
    }
  }

  /** SIGKILL to the whole group (no graceful close: a crash or a power cut), then waits until none of it is left. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** SIGTERM: the server closes gracefully (lets requests finish, closes the database). */
  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = null;
    const { child } = running;
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((res) => child.once('exit', () => res()));
    // SIGTERM goes to the server (the shell may be in front of it); SIGKILL to everything in the group.
    this.signal(child, signal);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((res) => (timer = setTimeout(res, 30_000)))]);
    clearTimeout(timer);
    const pgid = child.pid;
    const deadline = Date.now() + (signal === 'SIGKILL' ? 10_000 : 30_000);
    while (pgid !== undefined && Date.now() < deadline) {
      const alive = groupStat(pgid)?.alive ?? 0;
      if (alive === 0) return;
      await sleep(20);
    }
    if (pgid !== undefined) this.signal(child, 'SIGKILL');
  }

  async dispose(): Promise<void> {
    if (this.running) await this.kill();
    this.staticDir.dispose();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The HTTP client

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  ms: number;
}

/**
 * Calls the API over HTTP/1.1 with keep-alive connections, one per request in flight (like browsers, each with
 * its own connection). Lighter than fetch, so that the load generator leaves the CPU to the server.
 */
export class ApiClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 2_000 });
  private readonly host: string;
  private readonly port: number;

  constructor(baseUrl: string) {
    const url = new URL(baseUrl);
    this.host = url.hostname;
    this.port = Number(url.port);
  }

  /** A call as the SPA makes it: bearer token, and for state changes the CSRF header and cookie. */
  call(session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, timeoutMs = 30_000): Promise<ApiResponse> {
    const body = payload === undefined ? null : Buffer.from(JSON.stringify(payload));
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = body.length;
    }
    if (session) {
      headers.authorization = `Bearer ${session.token}`;
      if (method !== 'GET') {
        headers['x-csrf-token'] = session.csrfToken;
        headers.cookie = `${csrfCookie}=${session.csrfToken}`;
      }
    }
    const started = process.hrtime.bigint();
    return new Promise((res, rej) => {
      const req = httpRequest({ host: this.host, port: this.port, method, path, headers, agent: this.agent, timeout: timeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', rej);
        response.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: kept as text
          }
          res({ status: response.statusCode ?? 0, body: parsed, ms });
        });
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timed out after ${timeoutMs} ms`)));
      req.on('error', rej);
      if (body) req.write(body);
      req.end();
    });
  }

  /** Like call, but anything but the expected status throws with the body. */
  async expect(status: number, session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) {
    const res = await this.call(session, method, path, payload);
    if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 500)}`);
    return res.body;
  }

  /** A GET of a file: its status and size in bytes, the body read to its end and dropped. */
  download(session: Session, path: string, timeoutMs = 60_000): Promise<{ status: number; bytes: number; ms: number }> {
    const headers = { authorization: `Bearer ${session.token}` };
    const started = process.hrtime.bigint();
    return new Promise((res, rej) => {
      const req = httpRequest({ host: this.host, port: this.port, method: 'GET', path, headers, agent: this.agent, timeout: timeoutMs }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('error', rej);
        response.on('end', () => res({ status: response.statusCode ?? 0, bytes, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      });
      req.on('timeout', () => req.destroy(new Error(`GET ${path}: timed out after ${timeoutMs} ms`)));
      req.on('error', rej);
      req.end();
    });
  }

  close() {
    this.agent.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Questions and the exam, made through the API by the course's teacher

const kinds = ['multiple-choice', 'true-false', 'free-text', 'scale', 'ordered-elements'] as const;

function benchContent(kind: (typeof kinds)[number], n: number): QuestionContent {
  switch (kind) {
    case 'multiple-choice':
      return {
        kind,
        multipleCorrect: false,
        shuffle: true,
        options: ['a', 'b', 'c', 'd'].map((id, i) => ({ id, text: `Option ${id} of question ${n}`, correct: i === 0, penalty: i === 0 ? 0 : 25 })),
      };
    case 'true-false':
      return { kind, correct: n % 2 === 0 };
    case 'free-text':
      return { kind, modelAnswer: `A model answer of question ${n}: a relation is a set of tuples over a heading.`, maxLength: 4000 };
    case 'scale':
      return { kind, labels: [1, 2, 3, 4, 5].map((value) => ({ value, label: `Level ${value}` })), correctValue: 3 };
    case 'ordered-elements':
      return { kind, elements: ['e1', 'e2', 'e3', 'e4'].map((id, i) => ({ id, text: `Step ${i + 1} of question ${n}` })) };
  }
}

export const QUESTIONS_PER_NODE = 20;
export const QUESTIONS_PER_PART = 10;

/** Two nodes of 20 questions each (five kinds), made through the API; their ids. */
export async function createQuestionPools(api: ApiClient, prepared: Prepared): Promise<number[]> {
  const nodeIds: number[] = [];
  let n = 0;
  for (const name of ['Relational model', 'SQL queries']) {
    const node = await api.expect(201, prepared.teacher, 'POST', `/api/courses/${prepared.courseId}/nodes`, {
      name,
      description: null,
      nodeTypeId: prepared.nodeTypeId,
      parentIds: [],
    });
    const nodeId = node.data.id as number;
    nodeIds.push(nodeId);
    for (let i = 0; i < QUESTIONS_PER_NODE; i++) {
      n += 1;
      const input: QuestionInput = {
        title: `${name} ${i + 1}`,
        text: `Question ${n} about **${name.toLowerCase()}**: answer as well as you can.`,
        content: benchContent(kinds[n % kinds.length], n),
        template: null,
        isActive: true,
        timeLimitSeconds: null,
        comment: null,
        tags: ['bench'],
        nodeIds: [nodeId],
      };
      await api.expect(201, prepared.teacher, 'POST', `/api/courses/${prepared.courseId}/questions`, input);
    }
  }
  return nodeIds;
}

/**
 * An exam of 20 questions (two parts, each drawing 10 of its node's 20), open from ten minutes ago for three
 * hours, 150 minutes long; published unless asked not to be. Its id.
 */
export async function createExam(
  api: ApiClient, prepared: Prepared, nodeIds: number[], abbreviation: string, publish = true, questionsPerPart = QUESTIONS_PER_PART,
): Promise<number> {
  const now = Date.now();
  const input: ExamInput = {
    academicYearId: prepared.academicYearId,
    title: `Bench exam ${abbreviation}`,
    abbreviation,
    ordinal: 1,
    description: null,
    password: null,
    availableFrom: new Date(now - 10 * 60_000).toISOString(),
    availableTo: new Date(now + 180 * 60_000).toISOString(),
    durationMinutes: 150,
    maxScore: null,
    passPercentage: 50,
    showSolutions: false,
    reviewMinutes: 60,
    forwardOnly: false,
    asyncGrading: true,
    scoreIgnored: false,
    allowAnonymousStalk: false,
    maxCodeRuns: 3,
    parts: nodeIds.map((nodeId, i) => ({
      id: null,
      ordinal: i + 1,
      title: `Part ${i + 1}`,
      source: 'node',
      nodeId,
      minQuestions: questionsPerPart,
      maxQuestions: questionsPerPart,
      gradingModelId: prepared.gradingModelId,
      questionIds: [],
    })),
  };
  const exam = await api.expect(201, prepared.teacher, 'POST', `/api/courses/${prepared.courseId}/exams`, input);
  const examId = exam.data.id as number;
  if (publish) await api.expect(200, prepared.teacher, 'PUT', `/api/exams/${examId}/published`, { published: true });
  return examId;
}

/** Starts a pre-generation run of every enrolled student through the API and polls until it ends; the run. */
export async function pregenerate(api: ApiClient, teacher: Session, examId: number, pollMs = 50) {
  const started = await api.expect(202, teacher, 'POST', `/api/exams/${examId}/generation-runs`, { classGroup: null });
  const runId = started.data.id as number;
  for (;;) {
    const runs = await api.expect(200, teacher, 'GET', `/api/exams/${examId}/generation-runs`);
    const run = (runs.data as Array<{ id: number; status: string; total: number; generated: number; existing: number; failed: number; startedAt: string; finishedAt: string | null; failures: unknown[] }>).find(
      (r) => r.id === runId,
    );
    if (!run) throw new Error(`generation run ${runId} is not listed`);
    if (run.status !== 'running') return run;
    await sleep(pollMs);
  }
}

/**
 * An answer of the question's kind, different for each sequence number; free text grows like an essay being
 * written and names the student, place and sequence, so a check can tell whose save it is.
 */
export function answerFor(view: QuestionView, seq: number, tag: string): QuestionAnswer {
  switch (view.kind) {
    case 'multiple-choice': {
      const options = (view.body as { options: Array<{ id: string }> }).options;
      return { kind: 'multiple-choice', choices: [options[seq % options.length].id] };
    }
    case 'true-false':
      return { kind: 'true-false', value: seq % 2 === 0 };
    case 'scale':
      return { kind: 'scale', value: 1 + (seq % 5) };
    case 'ordered-elements': {
      const ids = (view.body as { elements: Array<{ id: string }> }).elements.map((element) => element.id);
      const shift = seq % ids.length;
      return { kind: 'ordered-elements', order: [...ids.slice(shift), ...ids.slice(0, shift)] };
    }
    case 'free-text':
      return { kind: 'free-text', text: `${tag} seq ${seq}: ${'A relation is a set of tuples that share a heading. '.repeat(1 + (seq % 6))}`.trim() };
    default:
      throw new Error(`the benches do not answer ${view.kind}`);
  }
}

/** JSON with object keys sorted, to compare an answer sent with the one stored (jsonb reorders keys). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Students taking the exam

export interface Taker extends BenchStudent {
  instanceId: number;
  views: QuestionView[];
  /** The next sequence number per place (1-based ordinal → seq). */
  seqs: number[];
  /** Saves made so far (picks the next question). */
  count: number;
}

/** Each student starts the exam (one after another) and reads their instance. */
export async function startTakers(api: ApiClient, students: BenchStudent[], examId: number): Promise<Taker[]> {
  const takers: Taker[] = [];
  for (const student of students) {
    const started = await api.expect(200, student.session, 'POST', `/api/my/exams/${examId}/start`, { password: null });
    const instance = await api.expect(200, student.session, 'GET', `/api/my/instances/${started.data.instanceId}`);
    const views = (instance.data.questions as Array<{ view: QuestionView }>).map((q) => q.view);
    takers.push({ ...student, instanceId: started.data.instanceId, views, seqs: views.map(() => 1).concat(1), count: 0 });
  }
  return takers;
}

/** The next question's answer for a taker, with its place and sequence number (as the exam page's queue sends it). */
export function nextSave(taker: Taker): { ordinal: number; seq: number; answer: QuestionAnswer } {
  const ordinal = 1 + (taker.count++ % taker.views.length);
  const seq = taker.seqs[ordinal]++;
  return { ordinal, seq, answer: answerFor(taker.views[ordinal - 1], seq, `student ${taker.studentId} place ${ordinal}`) };
}

export interface LiveStream {
  /** Resolves at the stream's `ready` event with its id: where the stream stands, the `?after=` of a reconnection. */
  ready: Promise<number>;
  close(): void;
}

/**
 * A live channel read as the browser reads it (docs/live.md): a long GET of text/event-stream with the bearer token,
 * each event handed to `onEvent` with its name and data. `onEnd` is called if the server ends or drops it.
 */
export function openLiveStream(baseUrl: string, session: Session, path: string, onEvent: (event: string, data: string) => void, onEnd: (reason: string) => void): LiveStream {
  const url = new URL(path, baseUrl);
  let resolveReady!: (id: number) => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<number>((res, rej) => {
    resolveReady = res;
    rejectReady = rej;
  });
  let closed = false;
  const req = httpRequest(
    { host: url.hostname, port: Number(url.port), path: url.pathname + url.search, method: 'GET', headers: { accept: 'text/event-stream', authorization: `Bearer ${session.token}` } },
    (response) => {
      if (response.statusCode !== 200) {
        rejectReady(new Error(`live channel ${path}: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = '';
          let data = '';
          let id = 0;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data = line.slice(6);
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
          }
          if (event === 'ready') resolveReady(id);
          else if (event) onEvent(event, data);
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('end', () => {
        if (!closed) onEnd('ended by the server');
      });
      response.on('error', (error) => {
        if (!closed) onEnd(String(error));
      });
    },
  );
  req.on('error', (error) => {
    rejectReady(error);
    if (!closed) onEnd(String(error));
  });
  req.end();
  return {
    ready,
    close() {
      closed = true;
      req.destroy();
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { SqlQueryOutcome, SqlRunBatch, SqlRunner } from '../grading/runner-types.js';
import { loadSqlBlocks, type SqlBlock, type SqlParams } from '../db/sql-blocks.js';
import {
  clamp,
  MAX_SQL_RESULT_CHARS,
  MAX_SQL_VALUE_CHARS,
  SQL_SERVER_IDLE_IN_TRANSACTION_MS,
  SQL_SERVER_KILL_FACTOR,
  SQL_SERVER_TEMP_FILE_LIMIT,
  SQL_SERVER_WIRE_BYTES,
  SQL_SERVER_WORK_MEM,
  TIME_LIMIT_MS,
} from './limits.js';
import { SandboxUnavailableError } from './local-code-runner.js';
import { CappedQuery } from './sql-result.js';

const sql = loadSqlBlocks(new URL('./sql-server.sql', import.meta.url), [
  'admin_server',
  'admin_lock',
  'admin_unlock',
  'admin_role_settings',
  'admin_roles',
  'admin_role_problems',
  'admin_database',
  'admin_create_database',
  'admin_drop_database',
  'admin_grant_create',
  'admin_revoke_create',
  'admin_seal_template',
  'admin_base_grants',
  'admin_orphan_copies',
  'admin_terminate',
  'session_begin',
  'session_rewind',
  'session_rollback',
  'session_discard',
  'session_commit_open',
  'session_commit',
  'session_identity',
  'session_state',
  'session_sequences',
  'session_restore_sequences',
]);

/**
 * Version of what the runner makes on the server (roles, the base database, how a template is loaded): part of
 * every template's name, so that a change makes new templates instead of reusing ones made the old way.
 */
const LAYOUT_VERSION = 'v1';
const BASE_DATABASE = `examhall_sandbox_base_${LAYOUT_VERSION}`;
const SANDBOX_ROLE = 'examhall_sandbox';
const runRole = (n: number) => `examhall_sandbox_run_${n}`;
const MAX_ROWS = { min: 1, max: 10_000 } as const;
/** Copies without a connection a process keeps for later batches of their fixtures, per session it keeps. */
const PARKED_PER_SESSION = 2;
/** How long a session waits for a free login role (all taken by other processes) before the batch fails. */
const ROLE_WAIT_MS = 30_000;

export interface ServerSqlRunnerOptions {
  /** Administrative connection to the sandboxes' PostgreSQL server (SQL_SANDBOX_URL). */
  url: string;
  /** Password of the login roles (every process of an installation must use the same one). */
  runPassword: string;
  /** Login roles examhall_sandbox_run_1..n on the server: sessions at once across every process that shares it. */
  roles: number;
  /** Batches of this process at once. */
  size: number;
  /**
   * Sessions this process keeps open (each a copy of one fixture and a login role), at least `size` (default: twice
   * `size`): batches of the few fixtures being graded find their copy ready instead of making one.
   */
  sessions?: number;
  /**
   * `copy` (default): a session keeps a copy of its fixture's template and runs each query in a transaction that
   * is rolled back; `clone`: every batch gets a fresh copy, dropped after it (measured by the bench).
   */
  isolation?: 'copy' | 'clone';
  /** Where a problem that does not stop the runner is told (default: console.warn). */
  warn?: (message: string) => void;
}

export interface ServerSqlRunnerStats {
  sessions: number;
  busy: number;
  /** Templates this process loaded a fixture into. */
  templatesBuilt: number;
  /** Copies made from a template, and of those after a query that ended our transaction or was killed. */
  copiesMade: number;
  rebuilds: number;
}

export interface ServerSqlRunner extends SqlRunner {
  warm(): void;
  /** Checks the server and sets up roles and the base database; rejects when the server may not be used. */
  verify(): Promise<void>;
  close(): Promise<void>;
  stats(): ServerSqlRunnerStats;
}

interface Template {
  name: string;
  /** The fixture left session state (settings, temporary tables…): its copies are empty and it runs per query. */
  sessionBound: boolean;
}

interface Session {
  client: pg.Client;
  role: number;
  pid: number;
  copy: string;
  fixtureKey: string;
  template: Template;
  fixture: string;
  /** The fixture's sequences as it left them. */
  sequences: { names: string[]; values: string[]; called: boolean[] };
}

interface Slot {
  session: Session | null;
  busy: boolean;
  lastUsed: number;
}

type FixtureOutcome = { template: Template; error: null } | { template: null; error: string; timedOut: boolean };

const failed = (error: string, timeMs?: number): SqlQueryOutcome => ({
  columns: [],
  rows: [],
  rowCount: 0,
  truncated: false,
  error,
  ...(timeMs === undefined ? {} : { timeMs }),
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const pgCode = (error: unknown) => (error as { code?: string } | null)?.code;

async function query(client: pg.ClientBase | pg.Pool, block: SqlBlock, params: SqlParams = {}): Promise<pg.QueryResult> {
  const values = block.names.map((name) => {
    if (!(name in params)) throw new Error(`SQL block ${block.name} needs parameter ${name}`);
    return params[name];
  });
  return values.length === 0 ? client.query(block.text) : client.query(block.text, values);
}

/** The last statement's first value of a block (a multi-statement block returns a result per statement). */
async function scalar(client: pg.ClientBase, block: SqlBlock, params: SqlParams = {}): Promise<unknown> {
  const result = (await query(client, block, params)) as pg.QueryResult | pg.QueryResult[];
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  const row = last.rows[0] as Record<string, unknown> | undefined;
  return row === undefined ? undefined : Object.values(row)[0];
}

/** Runs the DDL statement(s) a block formats (identifiers are quoted by the server's format()). */
async function formatted(admin: pg.ClientBase | pg.Pool, block: SqlBlock, params: SqlParams): Promise<void> {
  const row = (await query(admin, block, params)).rows[0] as Record<string, string>;
  for (const statement of Object.values(row)) await admin.query(statement);
}

/** The URL of the same server as another user, on another database. */
function urlFor(adminUrl: string, user: string, password: string, database: string): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/**
 * Runs SQL batches on a dedicated PostgreSQL server instead of the embedded PGlite pool, with the same interface
 * and results (see docs/operations.md, "A dedicated PostgreSQL for SQL sandboxes").
 *
 * Per fixture a template database `examhall_fx_<hash>` owned by the NOLOGIN role examhall_sandbox_owner holds the
 * fixture, loaded once (by whichever process needs it first; the others wait on an advisory lock). A session of this
 * process is a copy of that template (`examhall_cp_…`, CREATE DATABASE … TEMPLATE) with a connection as one of the
 * login roles, acting as examhall_sandbox: each query runs in a transaction of ours that is rolled back, then the
 * fixture's sequences are set back and DISCARD ALL clears the session. A query that ended our transaction, or was
 * ended by the clock, makes the session be rebuilt from the template (and its login role be put back as designed)
 * before the next query. statement_timeout ends a runaway in the server at the limit; a watchdog terminates the
 * backend at SQL_SERVER_KILL_FACTOR times it (an answer may turn the timeout off).
 */
export function createServerSqlRunner(options: ServerSqlRunnerOptions): ServerSqlRunner {
  const size = Math.max(1, options.size);
  const keep = Math.max(size, options.sessions ?? 2 * size);
  const isolation = options.isolation ?? 'copy';
  const warn = options.warn ?? ((message: string) => console.warn(message));
  // A template being built holds a connection (its lock) per batch at most: two more stay free for the watchdog's
  // terminations and the copies' creation.
  const admin = new pg.Pool({ connectionString: options.url, max: size + 2, application_name: 'examhall-sandbox-admin' });
  admin.on('error', () => {
    // An idle administrative connection that the server closed: the pool makes a new one.
  });
  const slots: Slot[] = [];
  let busy = 0;
  const waiters: { key: string; resolve: (slot: Slot) => void }[] = [];
  /** Copies being dropped in the background (close waits for them). */
  const drops = new Set<Promise<void>>();
  /** Pristine copies without a connection, oldest first, for later batches of their fixtures. */
  const parked: { key: string; copy: string }[] = [];
  const templates = new Map<string, Template>();
  const building = new Map<string, Promise<FixtureOutcome>>();
  const stats = { templatesBuilt: 0, copiesMade: 0, rebuilds: 0 };
  let setup: Promise<void> | undefined;
  let closed = false;
  let nextRole = Math.floor(Math.random() * options.roles);

  async function putRolesBack(first: number, last: number): Promise<void> {
    const client = await admin.connect();
    try {
      await client.query('BEGIN');
      await query(client, sql.admin_role_settings, { first, last, password: options.runPassword, tempFileLimit: SQL_SERVER_TEMP_FILE_LIMIT });
      await query(client, sql.admin_roles);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function prepareServer(): Promise<void> {
    const server = (await query(admin, sql.admin_server)).rows[0] as { database: string; application_tables: boolean; superuser: boolean; version: number };
    if (server.application_tables) {
      throw new SandboxUnavailableError(
        `SQL_SANDBOX_URL points at the application's database (${server.database} has ExamHall's tables): the SQL sandboxes need a PostgreSQL server, or at least a database, of their own`,
      );
    }
    if (server.version < 150_000) throw new SandboxUnavailableError('The SQL sandboxes need PostgreSQL 15 or later (SQL_SANDBOX_URL)');
    await putRolesBack(1, options.roles);
    const problems = (await query(admin, sql.admin_role_problems)).rows as { role: string }[];
    if (problems.length > 0) {
      throw new SandboxUnavailableError(
        `The SQL sandbox roles may do more than the design allows (attributes or memberships): ${problems.map((row) => row.role).join(', ')}`,
      );
    }
    if (!server.superuser) {
      warn('SQL_SANDBOX_URL is not a superuser: set temp_file_limit in the sandbox server’s postgresql.conf (docs/operations.md)');
    }
    await ensureBase();
    for (const row of (await query(admin, sql.admin_orphan_copies)).rows as { name: string }[]) {
      await formatted(admin, sql.admin_drop_database, { name: row.name }).catch(() => {});
    }
  }

  /** The empty database every template starts from: the sandbox's role may create in its public schema. */
  async function ensureBase(): Promise<void> {
    await withLock(BASE_DATABASE, async (client) => {
      const state = (await query(client, sql.admin_database, { name: BASE_DATABASE })).rows[0] as { template: boolean } | undefined;
      if (state?.template) return;
      await formatted(client, sql.admin_drop_database, { name: BASE_DATABASE });
      await formatted(client, sql.admin_create_database, { name: BASE_DATABASE, template: 'template0' });
      const inside = new pg.Client({ connectionString: databaseUrl(options.url, BASE_DATABASE) });
      await inside.connect();
      try {
        await query(inside, sql.admin_base_grants);
      } finally {
        await inside.end();
      }
      await formatted(client, sql.admin_seal_template, { name: BASE_DATABASE, note: JSON.stringify({ base: true }) });
    });
  }

  async function withLock<T>(key: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await admin.connect();
    try {
      await query(client, sql.admin_lock, { key });
      try {
        return await work(client);
      } finally {
        await query(client, sql.admin_unlock, { key });
      }
    } finally {
      client.release();
    }
  }

  function ready(): Promise<void> {
    setup ??= prepareServer().catch((error: unknown) => {
      setup = undefined;
      throw error instanceof SandboxUnavailableError ? error : new SandboxUnavailableError(`The SQL sandbox server cannot be used: ${messageOf(error)}`);
    });
    return setup;
  }

  /** A connection as one of the login roles (each admits one connection), acting as the sandbox's role. */
  async function connectAs(database: string, statementTimeoutMs: number): Promise<{ client: pg.Client; role: number; pid: number }> {
    const started = performance.now();
    for (let attempt = 0; ; attempt++) {
      const role = (nextRole++ % options.roles) + 1;
      const client = new pg.Client({
        connectionString: urlFor(options.url, runRole(role), options.runPassword, database),
        application_name: 'examhall-sandbox',
        options: [
          `-c role=${SANDBOX_ROLE}`,
          `-c statement_timeout=${statementTimeoutMs}`,
          `-c idle_in_transaction_session_timeout=${SQL_SERVER_IDLE_IN_TRANSACTION_MS}`,
          `-c work_mem=${SQL_SERVER_WORK_MEM}`,
        ].join(' '),
      });
      client.on('error', () => {
        // A terminated backend: the query that was running reports it.
      });
      try {
        await client.connect();
        const pid = Number(((await client.query('SELECT pg_catalog.pg_backend_pid() AS pid')).rows[0] as { pid: number }).pid);
        return { client, role, pid };
      } catch (error) {
        await client.end().catch(() => {});
        const code = pgCode(error);
        // 53300: the role's one connection is taken (by this or another process); 28P01: its password was changed
        // (by an answer that ended our transaction in a process that died before putting it back).
        if (code === '28P01') await putRolesBack(role, role);
        else if (code !== '53300') throw error;
        if (attempt % options.roles === options.roles - 1) {
          if (performance.now() - started > ROLE_WAIT_MS) throw new SandboxUnavailableError('No SQL sandbox role is free on the sandbox server');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }
  }

  /** Ends the backend of a session from the administrative connection (it may have turned its timeout off). */
  function watchdog(pid: number, limitMs: number): { stop(): void; fired(): boolean } {
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      query(admin, sql.admin_terminate, { pid }).catch(() => {});
    }, limitMs * SQL_SERVER_KILL_FACTOR);
    return {
      stop: () => clearTimeout(timer),
      fired: () => fired,
    };
  }

  /** Loads the fixture into a new template database, or finds the one loaded already (by any process). */
  function ensureTemplate(key: string, fixture: string, timeLimitMs: number): Promise<FixtureOutcome> {
    const known = templates.get(key);
    if (known !== undefined) return Promise.resolve({ template: known, error: null });
    let pending = building.get(key);
    if (pending === undefined) {
      pending = buildTemplate(key, fixture, timeLimitMs).finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  }

  async function buildTemplate(key: string, fixture: string, timeLimitMs: number): Promise<FixtureOutcome> {
    const name = `examhall_fx_${key}`;
    const outcome = await withLock(name, async (client): Promise<FixtureOutcome> => {
      const state = (await query(client, sql.admin_database, { name })).rows[0] as { template: boolean; note: string | null } | undefined;
      if (state?.template && state.note !== null) {
        return { template: { name, sessionBound: (JSON.parse(state.note) as { sessionBound: boolean }).sessionBound }, error: null };
      }
      await formatted(client, sql.admin_drop_database, { name });
      await formatted(client, sql.admin_create_database, { name, template: BASE_DATABASE });
      await formatted(client, sql.admin_grant_create, { name });
      const loaded = await loadFixture(name, fixture, timeLimitMs);
      if (loaded.error !== null) {
        await formatted(client, sql.admin_drop_database, { name });
        return { template: null, error: loaded.error, timedOut: loaded.timedOut };
      }
      if (loaded.sessionBound) {
        // Loaded again before every query instead: the template stays empty.
        await formatted(client, sql.admin_drop_database, { name });
        await formatted(client, sql.admin_create_database, { name, template: BASE_DATABASE });
      } else {
        await formatted(client, sql.admin_revoke_create, { name });
      }
      await formatted(client, sql.admin_seal_template, { name, note: JSON.stringify({ sessionBound: loaded.sessionBound }) });
      stats.templatesBuilt++;
      return { template: { name, sessionBound: loaded.sessionBound }, error: null };
    });
    if (outcome.error === null) templates.set(key, outcome.template);
    return outcome;
  }

  async function loadFixture(database: string, fixture: string, timeLimitMs: number) {
    const { client, pid } = await connectAs(database, timeLimitMs);
    const dog = watchdog(pid, timeLimitMs);
    try {
      let error: string | null = null;
      let timedOut = false;
      try {
        await client.query(fixture);
      } catch (caught) {
        timedOut = dog.fired() || pgCode(caught) === '57014';
        error = timedOut ? 'The fixture exceeded the time limit' : messageOf(caught);
      }
      dog.stop();
      if (dog.fired()) return { error: 'The fixture exceeded the time limit', timedOut: true, sessionBound: false };
      // A fixture that opened a transaction and left it open is taken as written up to there (as the embedded one).
      try {
        if ((await scalar(client, sql.session_commit_open)) === true) await query(client, sql.session_commit);
      } catch {
        await query(client, sql.session_rollback).catch(() => {});
      }
      if (error !== null) return { error, timedOut, sessionBound: false };
      const sessionBound = Number(await scalar(client, sql.session_state)) > 0;
      return { error: null, timedOut: false, sessionBound };
    } finally {
      dog.stop();
      await client.end().catch(() => {});
    }
  }

  async function openSession(key: string, fixture: string, template: Template, timeLimitMs: number): Promise<Session> {
    // A copy this process parked (pristine: its last query was rolled back) is reconnected: far cheaper than a new
    // one, whose drop later costs the server a checkpoint.
    for (let copy = unpark(key); copy !== undefined; copy = unpark(key)) {
      try {
        return await connectSession(copy, key, fixture, template, timeLimitMs);
      } catch (error) {
        // Dropped meanwhile (another process's clean-up of copies older than a day): make a new one.
        if (pgCode(error) !== '3D000') throw error;
      }
    }
    const copy = `examhall_cp_${key.slice(0, 16)}_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
    await formatted(admin, sql.admin_create_database, { name: copy, template: template.name });
    stats.copiesMade++;
    try {
      if (template.sessionBound) await formatted(admin, sql.admin_grant_create, { name: copy });
      return await connectSession(copy, key, fixture, template, timeLimitMs);
    } catch (error) {
      dropCopy(copy);
      throw error;
    }
  }

  async function connectSession(copy: string, key: string, fixture: string, template: Template, timeLimitMs: number): Promise<Session> {
    const { client, role, pid } = await connectAs(copy, timeLimitMs);
    try {
      const rows = template.sessionBound ? [] : ((await query(client, sql.session_sequences)).rows as { name: string; value: string; called: boolean }[]);
      return {
        client,
        role,
        pid,
        copy,
        fixtureKey: key,
        template,
        fixture,
        sequences: { names: rows.map((row) => row.name), values: rows.map((row) => row.value), called: rows.map((row) => row.called) },
      };
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  function unpark(key: string): string | undefined {
    const index = parked.findIndex((entry) => entry.key === key);
    return index < 0 ? undefined : parked.splice(index, 1)[0].copy;
  }

  /** Drops a copy in the background: nothing waits for it (it has no connection, and a new copy has another name). */
  function dropCopy(copy: string): void {
    const drop = formatted(admin, sql.admin_drop_database, { name: copy })
      .catch((error: unknown) => warn(`The SQL sandbox copy ${copy} could not be dropped: ${messageOf(error)}`))
      .finally(() => drops.delete(drop));
    drops.add(drop);
  }

  /**
   * Ends a session. Its copy is parked for a later batch of its fixture when `park` (the session is pristine: its
   * last query was rolled back), else dropped; after a query that may have changed its role, the role is put back
   * first.
   */
  async function endSession(slot: Slot, suspect: boolean, park = false): Promise<void> {
    const session = slot.session;
    if (session === null) return;
    slot.session = null;
    // While the connection is open no other process can log in as its role, so the role is put back before.
    if (suspect) await putRolesBack(session.role, session.role).catch((error: unknown) => warn(`The SQL sandbox role ${runRole(session.role)} could not be put back: ${messageOf(error)}`));
    await session.client.end().catch(() => {});
    if (park && !suspect && !closed) {
      parked.push({ key: session.fixtureKey, copy: session.copy });
      if (parked.length > PARKED_PER_SESSION * keep) dropCopy(parked.splice(0, 1)[0].copy);
    } else {
      dropCopy(session.copy);
    }
  }

  /**
   * One query in a transaction of ours, rolled back; whether the session can still be trusted to hold the fixture
   * as it was (our transaction survived, the identity is the sandbox's), and whether the clock ended it.
   */
  async function runQuery(session: Session, text: string, timeLimitMs: number, caps: { maxRows: number }) {
    const { client } = session;
    await client.query(`SET statement_timeout = ${Math.round(timeLimitMs)}`);
    if (session.template.sessionBound) {
      await client.query('BEGIN');
      await client.query(session.fixture);
    }
    const transaction = await scalar(client, sql.session_begin);
    const dog = watchdog(session.pid, timeLimitMs);
    // The bytes of the answer's result on the wire: past the cap the backend is ended (a single huge value would
    // otherwise be buffered whole before any cap on rows applies).
    let received = 0;
    let tooLarge = false;
    const stream = client.connection.stream;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > SQL_SERVER_WIRE_BYTES && !tooLarge) {
        tooLarge = true;
        query(admin, sql.admin_terminate, { pid: session.pid }).catch(() => {});
      }
    };
    stream.on('data', count);
    const started = performance.now();
    let outcome: SqlQueryOutcome;
    let timedOut = false;
    const capped = new CappedQuery(text, { maxRows: caps.maxRows, maxValueChars: MAX_SQL_VALUE_CHARS, maxResultChars: MAX_SQL_RESULT_CHARS });
    try {
      client.query(capped);
      outcome = await capped.done;
    } catch (error) {
      timedOut = dog.fired() || (pgCode(error) === '57014' && /statement timeout/.test(messageOf(error)));
      outcome = failed(
        timedOut ? 'Time limit exceeded' : tooLarge ? `The result passed ${SQL_SERVER_WIRE_BYTES / 1024 / 1024} MB: the query was stopped` : messageOf(error),
      );
    } finally {
      dog.stop();
      stream.off('data', count);
    }
    outcome.timeMs = performance.now() - started;
    if (dog.fired() || tooLarge) return { outcome, timedOut, intact: false };
    let intact = false;
    try {
      const same = (await scalar(client, sql.session_rewind)) === transaction;
      await query(client, sql.session_rollback);
      if (session.sequences.names.length > 0) await query(client, sql.session_restore_sequences, session.sequences);
      await query(client, sql.session_discard);
      intact = same && (await scalar(client, sql.session_identity, { role: runRole(session.role), tempFileLimit: SQL_SERVER_TEMP_FILE_LIMIT })) === true;
    } catch {
      intact = false;
    }
    return { outcome, timedOut, intact };
  }

  /**
   * A slot for a batch of the fixture `key` when fewer than `size` batches run: an idle session of that fixture, a
   * new one while fewer than `keep` are open, else the idle session used least recently (its copy is replaced).
   */
  function choose(key: string): Slot | undefined {
    if (busy >= size) return undefined;
    const idle = slots.filter((slot) => !slot.busy);
    let slot = idle.find((candidate) => candidate.session?.fixtureKey === key);
    if (slot === undefined && slots.length < keep) {
      slot = { session: null, busy: false, lastUsed: 0 };
      slots.push(slot);
    }
    slot ??= idle.find((candidate) => candidate.session === null) ?? idle.sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (slot !== undefined) {
      slot.busy = true;
      busy++;
    }
    return slot;
  }

  function acquire(key: string): Promise<Slot> {
    const slot = waiters.length === 0 ? choose(key) : undefined;
    if (slot !== undefined) return Promise.resolve(slot);
    return new Promise((resolve) => waiters.push({ key, resolve }));
  }

  function release(slot: Slot): void {
    slot.busy = false;
    busy--;
    slot.lastUsed = performance.now();
    if (closed) {
      void endSession(slot, false);
      return;
    }
    // The first waiter whose fixture has an idle session goes first, else the first in line.
    const index = Math.max(0, waiters.findIndex((waiter) => slots.some((candidate) => !candidate.busy && candidate.session?.fixtureKey === waiter.key)));
    const waiter = waiters[index];
    if (waiter === undefined) return;
    const next = choose(waiter.key);
    if (next === undefined) return;
    waiters.splice(index, 1);
    waiter.resolve(next);
  }

  async function runBatch(slot: Slot, request: { fixture: string; queries: string[]; timeLimitMs: number; maxRows: number }, key: string): Promise<SqlRunBatch> {
    const timeLimitMs = clamp(request.timeLimitMs, TIME_LIMIT_MS);
    const caps = { maxRows: clamp(request.maxRows, MAX_ROWS) };
    if (slot.session !== null && slot.session.fixtureKey !== key) await endSession(slot, false, true);
    for (let attempt = 0; slot.session === null; attempt++) {
      const loaded = await ensureTemplate(key, request.fixture, timeLimitMs);
      if (loaded.error !== null) return { fixtureError: loaded.error, results: [], timedOut: loaded.timedOut };
      try {
        slot.session = await openSession(key, request.fixture, loaded.template, timeLimitMs);
      } catch (error) {
        // The template was dropped on the server (by an operator clearing old ones): it is loaded again, once.
        if (pgCode(error) !== '3D000' || attempt > 0) throw error;
        templates.delete(key);
      }
    }
    const results: SqlQueryOutcome[] = [];
    let timedOut = false;
    for (const text of request.queries) {
      if (slot.session === null) {
        stats.rebuilds++;
        const template = templates.get(key);
        if (template === undefined) throw new SandboxUnavailableError('The fixture’s template is gone');
        slot.session = await openSession(key, request.fixture, template, timeLimitMs);
      }
      let ran;
      try {
        ran = await runQuery(slot.session, text, timeLimitMs, caps);
      } catch (error) {
        // Before the answer ran (runQuery reports what the answer does in its outcome): a session that the server
        // ended while it waited (a restart, an administrator) is replaced once, and the query run on the new one.
        await endSession(slot, true);
        const template = templates.get(key);
        if (template === undefined) throw error;
        slot.session = await openSession(key, request.fixture, template, timeLimitMs);
        ran = await runQuery(slot.session, text, timeLimitMs, caps);
      }
      results.push(ran.outcome);
      timedOut ||= ran.timedOut;
      if (!ran.intact) await endSession(slot, true);
    }
    if (isolation === 'clone') await endSession(slot, false);
    return { fixtureError: null, results, timedOut };
  }

  return {
    warm() {
      ready().catch((error: unknown) => warn(messageOf(error)));
    },
    verify: () => ready(),
    stats: () => ({
      sessions: slots.filter((slot) => slot.session !== null).length,
      busy,
      ...stats,
    }),

    async run(request) {
      if (closed) throw new SandboxUnavailableError('The SQL sandbox runner is closed');
      await ready();
      const key = createHash('sha256').update(LAYOUT_VERSION).update('\0').update(request.fixture).digest('hex').slice(0, 32);
      const slot = await acquire(key);
      try {
        return await runBatch(slot, request, key);
      } catch (error) {
        // The session's state is unknown after a failure of the server or the connection: start afresh.
        await endSession(slot, true).catch(() => {});
        throw error instanceof SandboxUnavailableError ? error : new SandboxUnavailableError(`The SQL sandbox server failed: ${messageOf(error)}`);
      } finally {
        release(slot);
      }
    },

    async close() {
      closed = true;
      await Promise.all(slots.filter((slot) => !slot.busy).map((slot) => endSession(slot, false)));
      // Busy sessions end as their batches finish (release), after which the pool may close.
      while (slots.some((slot) => slot.busy || slot.session !== null)) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const { copy } of parked.splice(0)) dropCopy(copy);
      await Promise.all([...drops]);
      await admin.end();
    },
  };
}

/** The administrative URL on another database of the same server. */
function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

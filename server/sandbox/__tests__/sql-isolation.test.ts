import { afterAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import type { SqlQueryOutcome, SqlRunBatch } from '../../grading/runner-types.js';
import { SANDBOX_NICENESS } from '../limits.js';
import { createSqlRunner } from '../sql-runner.js';

/**
 * SQL sandbox processes serve batch after batch. What one batch does must be invisible to the next, answers run
 * without any way to a superuser, and a process that cannot vouch for its database is replaced.
 */

// One process, so that every batch below runs where the one before it ran.
const runner = createSqlRunner({ size: 1, spares: 1 });
afterAll(() => runner.close());

const FIXTURE = `
  CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL);
  INSERT INTO t (name) VALUES ('Ana'), ('Ivan');
`;

/** A process may have to start (under a second alone, far longer on a loaded machine). */
const BATCH_TIMEOUT_MS = 180_000;
/** What a loaded 2-core CI machine may add to a kill: the timer's delivery and the process's exit. */
const KILL_ALLOWANCE_MS = 5_000;

const run = (queries: string[], fixture = FIXTURE, timeLimitMs = 5_000): Promise<SqlRunBatch> =>
  runner.run({ fixture, queries, timeLimitMs, maxRows: 100 });

const rowsOf = (outcome: SqlQueryOutcome) => {
  expect(outcome.error).toBeNull();
  return outcome.rows;
};

/** Everything a run could leave behind, as one row. */
const PROBE = `SELECT
  (SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relname LIKE 'made%') AS relations,
  (SELECT count(*) FROM pg_proc WHERE proname LIKE 'made%') AS functions,
  (SELECT count(*) FROM pg_type WHERE typname LIKE 'made%') AS types,
  (SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'made%') AS schemas,
  (SELECT count(*) FROM pg_roles) AS roles,
  (SELECT count(*) FROM pg_extension) AS extensions,
  current_setting('work_mem') AS work_mem,
  current_setting('search_path') AS search_path,
  current_setting('default_transaction_read_only') AS read_only,
  (SELECT count(*) FROM pg_prepared_statements) AS prepared,
  (SELECT count(*) FROM pg_cursors) AS cursors,
  (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory') AS advisory_locks,
  (SELECT count(*) FROM pg_listening_channels()) AS channels,
  (SELECT count(*) FROM pg_largeobject_metadata) AS large_objects,
  (SELECT count(*) FROM pg_description WHERE objoid = 't'::regclass) AS comments,
  (SELECT string_agg(id || ':' || name, ',' ORDER BY id) FROM t) AS fixture_rows,
  (SELECT string_agg(attname, ',' ORDER BY attnum) FROM pg_attribute WHERE attrelid = 't'::regclass AND attnum > 0) AS fixture_columns,
  nextval('t_id_seq') AS next_id`;

describe('a reused SQL sandbox', () => {
  it('leaves nothing of a run for the next: objects, settings, session state, changes to the fixture', async () => {
    const before = await run([PROBE]);
    const baseline = rowsOf(before.results[0]);
    const changes = [
      'CREATE TABLE made_table (x int); INSERT INTO made_table VALUES (1)',
      'CREATE TEMP TABLE made_temp (x int)',
      "CREATE SEQUENCE made_seq; SELECT nextval('made_seq')",
      "CREATE FUNCTION made_fn() RETURNS int LANGUAGE sql AS 'SELECT 1'",
      'CREATE TYPE made_type AS (a int)',
      'CREATE SCHEMA made_schema; CREATE TABLE made_schema.made_inner (x int)',
      'CREATE VIEW made_view AS SELECT 1 AS one',
      "SET work_mem = '77MB'; SET search_path = pg_catalog; SET default_transaction_read_only = on",
      "SELECT set_config('work_mem', '66MB', false)",
      'PREPARE made_statement AS SELECT 1',
      'DECLARE made_cursor CURSOR WITH HOLD FOR SELECT 1',
      'SELECT pg_advisory_lock(42)',
      'LISTEN made_channel',
      'SELECT lo_create(4242)',
      "COMMENT ON TABLE t IS 'changed'",
      "UPDATE t SET name = 'changed'",
      'DELETE FROM t',
      'TRUNCATE t',
      'ALTER TABLE t ADD COLUMN extra int',
      'DROP TABLE t CASCADE',
      "INSERT INTO t (name) VALUES ('x'), ('y')",
      "SELECT nextval('t_id_seq'), nextval('t_id_seq')",
      "SELECT setval('t_id_seq', 1000)",
      'ALTER SEQUENCE t_id_seq RESTART WITH 500',
    ];
    // Refused outright: no roles, no extensions.
    const refused = ['CREATE ROLE made_role', 'CREATE EXTENSION hstore', 'CREATE EXTENSION IF NOT EXISTS pg_trgm'];
    // Each query of a batch sees the fixture as it was too.
    const batch = await run([...changes, ...refused, PROBE]);
    expect(batch.fixtureError).toBeNull();
    const outcomes = batch.results;
    changes.forEach((query, index) => expect([query, outcomes[index].error]).toEqual([query, null]));
    refused.forEach((query, index) => expect([query, outcomes[changes.length + index].error]).toEqual([query, expect.any(String)]));
    expect(rowsOf(outcomes[outcomes.length - 1])).toEqual(baseline);
    // And the next batch, in the same process.
    const after = await run([PROBE]);
    expect(rowsOf(after.results[0])).toEqual(baseline);
    expect(baseline[0]).toEqual([null, '0', '0', '0', expect.any(String), '1', '4MB', 'public', 'off', '0', '0', '0', '0', '0', '0', '1:Ana,2:Ivan', 'id,name', '3']);
    expect(runner.stats().started).toBe(1);
  }, BATCH_TIMEOUT_MS);

  it('runs every answer as a role with no way to a superuser', async () => {
    const WHO = "SELECT current_user::text, session_user::text, current_setting('is_superuser'), (SELECT count(*) FROM pg_roles WHERE rolsuper)";
    const who = [['examhall_sandbox', 'examhall_sandbox', 'off', '0']];
    // Accepted, but they lead nowhere: the session's user is the sandbox's role.
    const harmless = [
      'RESET ROLE',
      'SET ROLE NONE',
      'SET SESSION AUTHORIZATION DEFAULT',
      'RESET SESSION AUTHORIZATION',
      'RESET ALL',
      "DO $$ BEGIN EXECUTE 'RESET ROLE'; END $$",
      // The superuser's row is gone, so its name is NULL: the setting's default, which changes nothing.
      "SELECT set_config('session_authorization', (SELECT rolname FROM pg_roles WHERE oid = 10), false)",
    ];
    const refused = [
      'SET ROLE postgres',
      'SET SESSION AUTHORIZATION postgres',
      'SET SESSION AUTHORIZATION examhall_sandbox',
      "SELECT set_config('session_authorization', 'postgres', false)",
      "SELECT set_config('role', 'postgres', false)",
      'DISCARD ALL',
      "ALTER SYSTEM SET work_mem = '1GB'",
      "COPY (SELECT 1) TO PROGRAM 'id'",
      "COPY t (name) FROM PROGRAM 'cat /etc/passwd'",
      "COPY t TO '/tmp/examhall-leak'",
      "COPY t FROM '/etc/passwd'",
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_read_binary_file('PG_VERSION')",
      "SELECT pg_ls_dir('.')",
      "SELECT lo_import('/etc/passwd')",
      'SELECT pg_reload_conf()',
      'CREATE EXTENSION dblink',
      "SELECT dblink_connect('host=127.0.0.1 dbname=postgres')",
      "LOAD 'plpgsql'",
      "LOAD '$libdir/plugins/evil'",
      'CREATE ROLE evil SUPERUSER',
      'ALTER ROLE examhall_sandbox SUPERUSER',
      'GRANT pg_read_server_files TO examhall_sandbox',
      'GRANT pg_execute_server_program TO examhall_sandbox',
      'UPDATE pg_authid SET rolsuper = true',
      "INSERT INTO pg_authid (oid, rolname, rolsuper) VALUES (99999, 'evil', true)",
      "CREATE FUNCTION evil() RETURNS void LANGUAGE sql SET role = 'postgres' AS 'SELECT 1'; SELECT evil()",
      'CREATE EVENT TRIGGER evil ON ddl_command_start EXECUTE FUNCTION pg_catalog.now()',
      "CREATE LANGUAGE plpython3u",
      'CREATE DATABASE evil',
      'DROP DATABASE postgres',
    ];
    const batch = await run([...harmless.map((query) => `${query}; ${WHO}`), ...refused.map((query) => `${query}; ${WHO}`), WHO]);
    expect(batch.fixtureError).toBeNull();
    harmless.forEach((query, index) => expect([query, batch.results[index].error, batch.results[index].rows]).toEqual([query, null, who]));
    refused.forEach((query, index) => {
      const outcome = batch.results[harmless.length + index];
      expect([query, outcome.error]).toEqual([query, expect.any(String)]);
      expect(outcome.rows).toEqual([]);
    });
    expect(rowsOf(batch.results[batch.results.length - 1])).toEqual(who);
  }, BATCH_TIMEOUT_MS);

  it('is not damaged by an answer that ends the transaction it runs in: the process is replaced', async () => {
    const started = runner.stats().started;
    const batch = await run([
      'COMMIT; DROP TABLE t',
      'SELECT count(*) FROM t',
      "ROLLBACK; DELETE FROM t; CREATE TABLE made_left (x int); SET work_mem = '9MB'",
      "SELECT count(*), (SELECT count(*) FROM pg_class WHERE relname = 'made_left'), current_setting('work_mem') FROM t",
      'RELEASE SAVEPOINT examhall_sandbox_start; COMMIT; TRUNCATE t',
      'SELECT count(*) FROM t',
    ]);
    expect(batch.results.map((outcome) => [outcome.error, outcome.rows])).toEqual([
      [null, []],
      [null, [['2']]],
      [null, []],
      [null, [['2', '0', '4MB']]],
      [null, []],
      [null, [['2']]],
    ]);
    const next = await run(["SELECT count(*), (SELECT count(*) FROM pg_class WHERE relname = 'made_left') FROM t"]);
    expect(rowsOf(next.results[0])).toEqual([['2', '0']]);
    expect(runner.stats().started).toBe(started + 1);
  }, BATCH_TIMEOUT_MS);

  it('kills a runaway query within twice its limit and serves the next batch from a fresh process', async () => {
    const started = runner.stats().started;
    const timeLimitMs = 1_000;
    const begun = performance.now();
    const batch = await run(['SELECT count(*) FROM generate_series(1, 1e10)', 'SELECT 1'], FIXTURE, timeLimitMs);
    const elapsedMs = performance.now() - begun;
    expect(batch.timedOut).toBe(true);
    expect(batch.results[0].error).toBe('Time limit exceeded');
    expect(batch.results[1].error).toMatch(/^Not run/);
    // Left alone the query would run for minutes: a bound generous enough for a loaded machine proves the kill.
    expect(elapsedMs).toBeLessThan(2 * timeLimitMs + KILL_ALLOWANCE_MS);
    const next = await run(['SELECT count(*) FROM t']);
    expect(rowsOf(next.results[0])).toEqual([['2']]);
    expect(runner.stats().started).toBe(started + 1);
  }, BATCH_TIMEOUT_MS);

  it('gives batches of other fixtures only their own, in turn and at once', async () => {
    const mine = (n: number) => `CREATE TABLE mine_${n} (n int); INSERT INTO mine_${n} VALUES (${n});`;
    const others = "SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relname LIKE 'mine%' OR relname = 't'";
    for (const n of [1, 2, 1]) {
      const batch = await run([others, `SELECT n FROM mine_${n}`], mine(n));
      expect(batch.results.map(rowsOf)).toEqual([[[`mine_${n}`]], [[String(n)]]]);
    }
    const wider = createSqlRunner({ size: 2, spares: 0 });
    try {
      const batches = await Promise.all([1, 2, 3, 1, 2, 3].map((n) =>
        wider.run({ fixture: mine(n), queries: [others, `SELECT n FROM mine_${n}`], timeLimitMs: 5_000, maxRows: 10 })));
      expect(batches.map((batch) => batch.results.map(rowsOf))).toEqual(
        [1, 2, 3, 1, 2, 3].map((n) => [[[`mine_${n}`]], [[String(n)]]]),
      );
    } finally {
      await wider.close();
    }
  }, BATCH_TIMEOUT_MS);

  it('keeps what a fixture leaves in the session (a setting, a temporary table) for every query', async () => {
    const fixture = 'CREATE SCHEMA shop; CREATE TABLE shop.item (n int); INSERT INTO shop.item VALUES (1); SET search_path = shop, public; CREATE TEMP TABLE seen (n int);';
    const batch = await run(
      ['SELECT n FROM item', 'INSERT INTO seen VALUES (1); SET search_path = public; SELECT count(*) FROM seen', 'SELECT count(*) FROM seen, item'],
      fixture,
    );
    expect(batch.results.map(rowsOf)).toEqual([[['1']], [['1']], [['0']]]);
    const again = await run(['SELECT count(*) FROM seen, item'], fixture);
    expect(again.results.map(rowsOf)).toEqual([[['0']]]);
  }, BATCH_TIMEOUT_MS);

  it('keeps the waiting processes within the memory budget', async () => {
    const pooled = createSqlRunner({ size: 2, spares: 2 });
    try {
      pooled.warm();
      for (let i = 0; i < 600 && pooled.stats().idle < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      await Promise.all([1, 2].map(() => pooled.run({ fixture: FIXTURE, queries: ['SELECT count(*) FROM t'], timeLimitMs: 5_000, maxRows: 10 })));
      const residentMb = pooled.residentMb();
      console.info(`two waiting SQL sandboxes: ${residentMb.toFixed(0)} MB resident`);
      expect(pooled.stats()).toMatchObject({ idle: 2, busy: 0 });
      expect(residentMb).toBeGreaterThan(100);
      expect(residentMb).toBeLessThanOrEqual(1_024);
    } finally {
      await pooled.close();
    }
  }, BATCH_TIMEOUT_MS);

  it('recycles a process whose memory after a batch passes its share of the budget', async () => {
    // A budget smaller than any process: each one is replaced after its batch.
    const tight = createSqlRunner({ size: 1, spares: 0, memoryMb: 256 });
    try {
      for (let i = 0; i < 2; i++) {
        const batch = await tight.run({ fixture: FIXTURE, queries: ['SELECT count(*) FROM t'], timeLimitMs: 5_000, maxRows: 10 });
        expect(rowsOf(batch.results[0])).toEqual([['2']]);
      }
      const next = tight.run({ fixture: FIXTURE, queries: ['SELECT 1'], timeLimitMs: 5_000, maxRows: 10 });
      expect(tight.stats().started).toBe(3);
      await next;
    } finally {
      await tight.close();
    }
  }, BATCH_TIMEOUT_MS);

  it('runs every thread of a sandbox at the sandboxes’ lower CPU priority before it takes any work', async () => {
    await run(['SELECT 1']);
    const niceness: number[] = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        if (Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1]) !== process.pid) continue;
        if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('sql-child.mjs')) continue;
        for (const thread of readdirSync(`/proc/${name}/task`)) {
          const stat = readFileSync(`/proc/${name}/task/${thread}/stat`, 'utf8');
          niceness.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
        }
      } catch {
        // The process ended meanwhile.
      }
    }
    expect(niceness.length).toBeGreaterThan(1);
    expect(new Set(niceness)).toEqual(new Set([SANDBOX_NICENESS]));
  }, BATCH_TIMEOUT_MS);
});

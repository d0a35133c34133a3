import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { GradeResult, QuestionAnswer } from '../../generated/contract-types.js';
import type { SqlQueryOutcome, SqlRunBatch, SqlRunRequest } from '../../grading/runner-types.js';
import { DEFAULT_SCORES, gradeAnswer, instantiate } from '../../grading/index.js';
import { demoQuestions } from '../../seed/demo-questions.js';
import { MAX_SQL_VALUE_CHARS } from '../limits.js';
import { createSqlRunner } from '../sql-runner.js';
import { createServerSqlRunner, type ServerSqlRunner } from '../sql-server-runner.js';
import { buildTestApp } from '../../test/support/build-test-app.js';

/**
 * The SQL runner on a PostgreSQL server (SQL_SANDBOX_URL): the same results as the embedded pool, the escape
 * corpus refused, nothing of a run visible to the next, runaways ended in time. Needs a server: `.ci/run` points
 * SQL_SANDBOX_URL at its PostgreSQL (a database of its own); without one these tests are skipped.
 */

const url = process.env.SQL_SANDBOX_URL?.trim() || undefined;
const runPassword = process.env.SQL_SANDBOX_RUN_PASSWORD ?? 'examhall-test';
if (url === undefined) {
  if (process.env.REQUIRE_SQL_SANDBOX_URL === '1') throw new Error('REQUIRE_SQL_SANDBOX_URL=1 but SQL_SANDBOX_URL is not set');
  console.info('SQL sandbox server tests skipped: set SQL_SANDBOX_URL to a PostgreSQL server for sandboxes (see docs/operations.md)');
}
const describeServer = url === undefined ? describe.skip : describe;

// Enough login roles for every session the tests below hold at once (a session keeps its role until it ends).
const ROLES = 16;
const runners: ServerSqlRunner[] = [];
function serverRunner(size = 1, isolation: 'copy' | 'clone' = 'copy', sessions?: number): ServerSqlRunner {
  const runner = createServerSqlRunner({ url: url ?? '', runPassword, roles: ROLES, size, isolation, sessions, warn: () => {} });
  runners.push(runner);
  return runner;
}
/** Closes the runners a test made for itself, so that their roles are free for the next. */
async function closeRunners(...list: ServerSqlRunner[]) {
  await Promise.all(list.map((runner) => runner.close()));
  for (const runner of list) runners.splice(runners.indexOf(runner), 1);
}
afterAll(async () => {
  await closeRunners(...runners);
});

const FIXTURE = `
  CREATE TABLE t (id serial PRIMARY KEY, name text NOT NULL);
  INSERT INTO t (name) VALUES ('Ana'), ('Ivan');
`;
const TIMEOUT_MS = 120_000;
/** What a loaded 2-core CI machine may add to a kill: the timer's delivery and the termination. */
const KILL_ALLOWANCE_MS = 3_000;

const request = (queries: string[], fixture = FIXTURE, timeLimitMs = 5_000): SqlRunRequest => ({ fixture, queries, timeLimitMs, maxRows: 100 });

const rowsOf = (outcome: SqlQueryOutcome) => {
  expect(outcome.error).toBeNull();
  return outcome.rows;
};

/** Work on the administrative connection (the test's own, beside the runners'). */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A batch without its times, which differ from run to run. */
const comparable = (batch: SqlRunBatch) => JSON.parse(JSON.stringify(batch, (key, value: unknown) => (key === 'timeMs' ? undefined : value))) as unknown;

describeServer('the SQL sandbox on a PostgreSQL server', () => {
  const runner = serverRunner(1);

  it('gives the embedded sandbox’s results: values as PostgreSQL text, errors, counts, caps', async () => {
    const fixture = `
      CREATE TABLE t (id int PRIMARY KEY, name text, price numeric(6, 2), born date, active boolean, tags int[], doc jsonb, seen timestamp);
      INSERT INTO t VALUES (1, 'Ana', 1.50, '2001-02-03', true, '{1,2}', '{"a": [1, 2]}', '2020-01-02 03:04:05.5'),
                           (2, 'NULL', 10, '1999-12-31', false, NULL, NULL, NULL);
    `;
    const queries = [
      'SELECT * FROM t ORDER BY id',
      'SELECT 1; SELECT id, id FROM t ORDER BY id DESC',
      'UPDATE t SET name = upper(name)',
      "INSERT INTO t (id) VALUES (3), (4)",
      'CREATE TABLE made (x int)',
      'SELECT 1/0',
      'SELECT nope FROM t',
      'SELECT generate_series(1, 150)',
      'SELECT 0.1::float8 + 0.2, 1e100::float8, 2::real / 3, 7::numeric / 3, interval \'1 day 2 hours\', \'a\' || NULL',
      "SELECT repeat('x', 20000)",
      '',
    ];
    const embedded = createSqlRunner({ size: 1, spares: 0 });
    try {
      const [mine, theirs] = await Promise.all([runner.run(request(queries, fixture)), embedded.run(request(queries, fixture))]);
      expect(mine.fixtureError).toBeNull();
      expect(comparable(mine)).toEqual(comparable(theirs));
      expect(mine.results[7]).toMatchObject({ rowCount: 150, truncated: true });
      expect(mine.results[9].rows[0][0]).toHaveLength(MAX_SQL_VALUE_CHARS);
    } finally {
      await embedded.close();
    }
  }, TIMEOUT_MS);

  it('reports a failing fixture as the question’s problem and runs no query', async () => {
    const batch = await runner.run(request(['SELECT 1'], 'CREATE TABLE t (id int); INSERT INTO nope VALUES (1);'));
    expect(batch.fixtureError).toMatch(/relation "nope" does not exist/);
    expect(batch.results).toEqual([]);
  }, TIMEOUT_MS);

  /** Everything a run could leave behind, as one row. */
  const PROBE = `SELECT
    (SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relname LIKE 'made%') AS relations,
    (SELECT count(*) FROM pg_proc WHERE proname LIKE 'made%') AS functions,
    (SELECT count(*) FROM pg_type WHERE typname LIKE 'made%') AS types,
    (SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'made%') AS schemas,
    (SELECT count(*) FROM pg_roles) AS roles,
    (SELECT count(*) FROM pg_extension) AS extensions,
    (SELECT count(*) FROM pg_db_role_setting s JOIN pg_roles r ON r.oid = s.setrole WHERE r.rolname LIKE 'examhall%') AS role_settings,
    current_setting('work_mem') AS work_mem,
    current_setting('search_path') AS search_path,
    current_setting('default_transaction_read_only') AS read_only,
    current_setting('statement_timeout') AS statement_timeout,
    current_user::text AS acting_as,
    (SELECT count(*) FROM pg_prepared_statements) AS prepared,
    (SELECT count(*) FROM pg_cursors) AS cursors,
    (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS advisory_locks,
    (SELECT count(*) FROM pg_listening_channels()) AS channels,
    (SELECT count(*) FROM pg_largeobject_metadata) AS large_objects,
    (SELECT count(*) FROM pg_description WHERE objoid = 't'::regclass) AS comments,
    (SELECT string_agg(id || ':' || name, ',' ORDER BY id) FROM t) AS fixture_rows,
    (SELECT string_agg(attname, ',' ORDER BY attnum) FROM pg_attribute WHERE attrelid = 't'::regclass AND attnum > 0) AS fixture_columns,
    nextval('t_id_seq') AS next_id`;

  it('leaves nothing of a run for the next: objects, settings, role settings, session state, changes to the fixture', async () => {
    const baseline = rowsOf((await runner.run(request([PROBE]))).results[0]);
    const changes = [
      'CREATE TABLE made_table (x int); INSERT INTO made_table VALUES (1)',
      'CREATE TEMP TABLE made_temp (x int)',
      "CREATE SEQUENCE made_seq; SELECT nextval('made_seq')",
      "CREATE FUNCTION made_fn() RETURNS int LANGUAGE sql AS 'SELECT 1'",
      'CREATE TYPE made_type AS (a int)',
      'CREATE VIEW made_view AS SELECT 1 AS one',
      "SET work_mem = '77MB'; SET search_path = pg_catalog; SET default_transaction_read_only = on; SET statement_timeout = 0",
      "SELECT set_config('work_mem', '66MB', false)",
      "ALTER ROLE CURRENT_USER SET work_mem = '55MB'",
      "SET ROLE NONE; ALTER ROLE CURRENT_USER SET search_path = pg_catalog",
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
    // Refused outright: no roles, no extensions, no schemas (CREATE on the database is the fixture's alone).
    const refused = [
      'CREATE ROLE made_role',
      'CREATE EXTENSION hstore',
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      'CREATE SCHEMA made_schema',
    ];
    const batch = await runner.run(request([...changes, ...refused, PROBE]));
    expect(batch.fixtureError).toBeNull();
    changes.forEach((query, index) => expect([query, batch.results[index].error]).toEqual([query, null]));
    refused.forEach((query, index) => expect([query, batch.results[changes.length + index].error]).toEqual([query, expect.any(String)]));
    expect(rowsOf(batch.results[batch.results.length - 1])).toEqual(baseline);
    const after = await runner.run(request([PROBE]));
    expect(rowsOf(after.results[0])).toEqual(baseline);
    expect(baseline[0]).toEqual([
      null, '0', '0', '0', expect.any(String), '1', expect.any(String), '4MB', '"$user", public', 'off', '5s', 'examhall_sandbox',
      '0', '0', '0', '0', '0', '0', '1:Ana,2:Ivan', 'id,name', '3',
    ]);
    // No copy was rebuilt: every change was rolled back.
    expect(runner.stats().rebuilds).toBe(0);
  }, TIMEOUT_MS);

  it('refuses the escape corpus: no superuser, no files, programs, extensions, libraries or other sessions', async () => {
    const WHO = "SELECT current_setting('is_superuser'), (SELECT count(*) FROM pg_roles r WHERE r.rolsuper AND pg_has_role(current_user, r.oid, 'MEMBER'))";
    const harmless = [
      'RESET ROLE',
      'SET ROLE NONE',
      'SET SESSION AUTHORIZATION DEFAULT',
      'RESET SESSION AUTHORIZATION',
      'RESET ALL',
      "DO $$ BEGIN EXECUTE 'RESET ROLE'; END $$",
    ];
    const refused = [
      'SET ROLE postgres',
      'SET SESSION AUTHORIZATION postgres',
      "SELECT set_config('session_authorization', 'postgres', false)",
      "SELECT set_config('session_authorization', (SELECT rolname FROM pg_roles WHERE oid = 10), false)",
      "SELECT set_config('role', 'postgres', false)",
      'SET ROLE examhall_sandbox_owner',
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
      'ALTER ROLE CURRENT_USER CONNECTION LIMIT 100',
      'GRANT pg_read_server_files TO examhall_sandbox',
      'GRANT pg_execute_server_program TO examhall_sandbox',
      'UPDATE pg_authid SET rolsuper = true',
      "CREATE FUNCTION evil() RETURNS void LANGUAGE sql SET role = 'postgres' AS 'SELECT 1'; SELECT evil()",
      'CREATE EVENT TRIGGER evil ON ddl_command_start EXECUTE FUNCTION pg_catalog.now()',
      'CREATE LANGUAGE plpython3u',
      'CREATE DATABASE evil',
      'DROP DATABASE postgres',
      'SET temp_file_limit = -1',
    ];
    const batch = await runner.run(request([...harmless.map((query) => `${query}; ${WHO}`), ...refused.map((query) => `${query}; ${WHO}`), WHO]));
    expect(batch.fixtureError).toBeNull();
    harmless.forEach((query, index) => expect([query, batch.results[index].error, batch.results[index].rows]).toEqual([query, null, [['off', '0']]]));
    refused.forEach((query, index) => {
      const outcome = batch.results[harmless.length + index];
      expect([query, outcome.error]).toEqual([query, expect.any(String)]);
      expect(outcome.rows).toEqual([]);
    });
    expect(rowsOf(batch.results[batch.results.length - 1])).toEqual([['off', '0']]);
  }, TIMEOUT_MS);

  it('is not damaged by an answer that ends the transaction it runs in: the copy is rebuilt and its role put back', async () => {
    const rebuilds = runner.stats().rebuilds;
    const batch = await runner.run(request([
      'COMMIT; DROP TABLE t',
      'SELECT count(*) FROM t',
      "ROLLBACK; DELETE FROM t; CREATE TABLE made_left (x int); SET work_mem = '9MB'",
      "SELECT count(*), (SELECT count(*) FROM pg_class WHERE relname = 'made_left'), current_setting('work_mem') FROM t",
      'RELEASE SAVEPOINT examhall_sandbox_start; COMMIT; TRUNCATE t',
      'SELECT count(*) FROM t',
      'COMMIT; DELETE FROM t; BEGIN',
      'SELECT count(*) FROM t',
      // The role's own settings and password outlive a committed transaction: they are put back.
      "COMMIT; ALTER ROLE CURRENT_USER SET search_path = pg_catalog; SET ROLE NONE; ALTER ROLE CURRENT_USER SET statement_timeout = 0; ALTER ROLE CURRENT_USER PASSWORD 'taken'",
      "SELECT count(*), current_setting('search_path'), current_setting('statement_timeout') FROM t",
    ]));
    expect(batch.results.map((outcome) => [outcome.error, outcome.rows])).toEqual([
      [null, []],
      [null, [['2']]],
      [null, []],
      [null, [['2', '0', '4MB']]],
      [null, []],
      [null, [['2']]],
      [null, []],
      [null, [['2']]],
      [null, []],
      [null, [['2', '"$user", public', '5s']]],
    ]);
    expect(runner.stats().rebuilds).toBe(rebuilds + 5);
    // New sessions of every login role still log in and see the defaults.
    const wide = serverRunner(4);
    const batches = await Promise.all([1, 2, 3, 4].map(() => wide.run(request(["SELECT count(*), current_setting('search_path') FROM t"]))));
    expect(batches.map((one) => rowsOf(one.results[0]))).toEqual([1, 2, 3, 4].map(() => [['2', '"$user", public']]));
    await closeRunners(wide);
  }, TIMEOUT_MS);

  it('takes back memberships lent between its run roles (PostgreSQL before 16 let an answer grant its own role)', async () => {
    // As an answer that committed could have left them on a server that allows it (this one may refuse it).
    await withAdmin(async (admin) => {
      await admin.query('GRANT examhall_sandbox_run_2 TO examhall_sandbox_run_3');
      await admin.query('GRANT examhall_sandbox_run_3 TO examhall_sandbox_run_4');
    });
    const lent = "SELECT count(*) FROM pg_auth_members a JOIN pg_roles g ON g.oid = a.roleid JOIN pg_roles m ON m.oid = a.member "
      + "WHERE g.rolname LIKE 'examhall\\_sandbox\\_run\\_%' AND m.rolname LIKE 'examhall\\_sandbox\\_run\\_%'";
    expect((await withAdmin((admin) => admin.query(lent))).rows).toEqual([{ count: '2' }]);
    // The roles are put back when a runner starts (and after every answer that ended its transaction): it runs.
    const fresh = serverRunner(1);
    expect(rowsOf((await fresh.run(request([lent]))).results[0])).toEqual([['0']]);
    await closeRunners(fresh);
  }, TIMEOUT_MS);

  it('ends a runaway within twice its limit, also one that turned the timeout off, and goes on', async () => {
    const timeLimitMs = 1_000;
    for (const runaway of ['DO $$ BEGIN LOOP END LOOP; END $$', 'SET statement_timeout = 0; DO $$ BEGIN LOOP END LOOP; END $$', 'COMMIT; SELECT pg_sleep(60)']) {
      const begun = performance.now();
      const batch = await runner.run(request([runaway, 'SELECT count(*) FROM t'], FIXTURE, timeLimitMs));
      const elapsedMs = performance.now() - begun;
      expect([runaway, batch.timedOut, batch.results[0].error]).toEqual([runaway, true, 'Time limit exceeded']);
      expect(batch.results[0].timeMs).toBeLessThan(2 * timeLimitMs);
      expect(elapsedMs).toBeLessThan(2 * timeLimitMs + KILL_ALLOWANCE_MS);
      expect(rowsOf(batch.results[1])).toEqual([['2']]);
    }
    // A query that fills the disk with temporary files stops at temp_file_limit (set on the login roles when the
    // administrative role is a superuser, else in postgresql.conf), or else at its time limit.
    const spill = await runner.run(request(['SELECT count(*) FROM generate_series(1, 1e10)'], FIXTURE, 3_000));
    expect(spill.results[0].error).toMatch(/temp_file_limit|Time limit exceeded/);
  }, TIMEOUT_MS);

  it('cuts huge results at the caps without holding them, and stops one past the wire cap', async () => {
    const batch = await runner.run(request([
      "SELECT n, repeat('x', 9000) FROM generate_series(1, 100) n",
      'SELECT generate_series(1, 300000)',
      "SELECT repeat('x', 100000000) FROM generate_series(1, 3)",
      'SELECT count(*) FROM t',
    ], FIXTURE, 20_000));
    const [whole, many, huge, after] = batch.results;
    expect(whole).toMatchObject({ error: null, truncated: false, rowCount: 100 });
    expect(whole.rows[99]).toEqual(['100', 'x'.repeat(9000)]);
    expect(many).toMatchObject({ error: null, truncated: true, rowCount: 300_000 });
    expect(many.rows).toHaveLength(100);
    expect(huge.error).toMatch(/passed 64 MB/);
    expect(rowsOf(after)).toEqual([['2']]);
  }, TIMEOUT_MS);

  it('keeps what a fixture leaves in the session (a setting, a temporary table) for every query', async () => {
    const fixture = 'CREATE SCHEMA shop; CREATE TABLE shop.item (n int); INSERT INTO shop.item VALUES (1); SET search_path = shop, public; CREATE TEMP TABLE seen (n int);';
    const batch = await runner.run(request(
      ['SELECT n FROM item', 'INSERT INTO seen VALUES (1); SET search_path = public; SELECT count(*) FROM seen', 'SELECT count(*) FROM seen, item'],
      fixture,
    ));
    expect(batch.results.map(rowsOf)).toEqual([[['1']], [['1']], [['0']]]);
    const again = await runner.run(request(['SELECT count(*) FROM seen, item'], fixture));
    expect(again.results.map(rowsOf)).toEqual([[['0']]]);
  }, TIMEOUT_MS);

  it('gives batches of other fixtures only their own, in turn and at once, across processes', async () => {
    const mine = (n: number) => `CREATE TABLE mine_${n} (n int); INSERT INTO mine_${n} VALUES (${n});`;
    const others = "SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class WHERE relname LIKE 'mine%' OR relname = 't'";
    for (const n of [1, 2, 1]) {
      const batch = await runner.run(request([others, `SELECT n FROM mine_${n}`], mine(n)));
      expect(batch.results.map(rowsOf)).toEqual([[[`mine_${n}`]], [[String(n)]]]);
    }
    // Two runners stand for two worker processes sharing the server (and the templates).
    const [a, b] = [serverRunner(2), serverRunner(2)];
    const ns = [3, 4, 5, 3, 4, 5, 6, 6];
    const batches = await Promise.all(ns.map((n, index) => (index % 2 === 0 ? a : b).run(request([others, `SELECT n FROM mine_${n}`], mine(n)))));
    expect(batches.map((batch) => batch.results.map(rowsOf))).toEqual(ns.map((n) => [[[`mine_${n}`]], [[String(n)]]]));
    await closeRunners(a, b);
  }, TIMEOUT_MS);

  it('lets no answer end, disturb or read another session’s run', async () => {
    const [victim, attacker] = [serverRunner(1), serverRunner(1)];
    const killAll = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND usename LIKE 'examhall%'`;
    const [slow, attack] = await Promise.all([
      victim.run(request(['SELECT pg_sleep(1.5), count(*) FROM t'])),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return attacker.run(request([
          killAll,
          'SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()',
          // Nor does it read another session's answer.
          "SELECT count(*) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND query LIKE '%pg_sleep(1.5)%'",
        ]));
      })(),
    ]);
    expect(attack.results.map((outcome) => outcome.error)).toEqual([expect.stringMatching(/must be a (member|superuser)/), expect.stringMatching(/must be a (member|superuser)/), null]);
    expect(attack.results[2].rows).toEqual([['0']]);
    expect(rowsOf(slow.results[0])).toEqual([['', '2']]);
    await closeRunners(victim, attacker);
  }, TIMEOUT_MS);

  it('replaces a session that the server ended while it waited (a restart, an administrator)', async () => {
    expect(rowsOf((await runner.run(request(['SELECT count(*) FROM t']))).results[0])).toEqual([['2']]);
    const ended = await withAdmin(async (admin) =>
      (await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'examhall-sandbox'")).rowCount);
    expect(ended).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const batch = await runner.run(request(['SELECT count(*) FROM t', 'SELECT 1']));
    expect(batch.results.map(rowsOf)).toEqual([[['2']], [['1']]]);
  }, TIMEOUT_MS);

  it('parks the pristine copy of a fixture it turns away from, and takes it up again for that fixture', async () => {
    const one = serverRunner(1, 'copy', 1);
    const fixture = (n: number) => `CREATE TABLE p (n int); INSERT INTO p VALUES (${n});`;
    for (const n of [1, 2, 1, 2, 1]) {
      const batch = await one.run(request(['INSERT INTO p VALUES (0); SELECT sum(n), count(*) FROM p'], fixture(n)));
      expect(rowsOf(batch.results[0])).toEqual([[String(n), '2']]);
    }
    expect(one.stats()).toMatchObject({ sessions: 1, copiesMade: 2, rebuilds: 0 });
    await closeRunners(one);
  }, TIMEOUT_MS);

  it('gives every batch a fresh clone when asked to (the bench compares the two)', async () => {
    const clones = serverRunner(1, 'clone');
    for (let i = 0; i < 2; i++) {
      const batch = await clones.run(request(["INSERT INTO t (name) VALUES ('x'); SELECT count(*) FROM t", 'COMMIT; DELETE FROM t']));
      expect(batch.results.map((outcome) => outcome.error)).toEqual([null, null]);
      expect(batch.results[0].rows).toEqual([['3']]);
    }
    // One copy per batch: the answer that ended our transaction was the batch's last, so nothing was rebuilt for it.
    expect(clones.stats()).toMatchObject({ sessions: 0, copiesMade: 2, rebuilds: 0 });
    // An operator drops the fixture's template (as docs/operations.md says): the next batch loads it again.
    const template = `examhall_fx_${createHash('sha256').update('v1\0').update(FIXTURE).digest('hex').slice(0, 32)}`;
    await withAdmin(async (admin) => {
      await admin.query(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await admin.query(`DROP DATABASE ${template} WITH (FORCE)`);
    });
    const again = await clones.run(request(['SELECT count(*) FROM t']));
    expect(rowsOf(again.results[0])).toEqual([['2']]);
    expect(clones.stats()).toMatchObject({ templatesBuilt: 1, copiesMade: 3 });
    await closeRunners(clones);
  }, TIMEOUT_MS);
});

/** Per demo SQL question: answers and the score each must get (as in pooled-grading.test.ts). */
const answers: Record<string, [string, number][]> = {
  'Students enrolled in DB': [
    ['SELECT name FROM student ORDER BY name', 0],
    ["SELECT s.name FROM student s JOIN enrolment e ON e.student_id = s.id WHERE e.course = 'DB' ORDER BY s.name DESC", 0],
    ['COMMIT; DROP TABLE enrolment', 0],
    ["DELETE FROM enrolment; SELECT s.name FROM student s JOIN enrolment e ON e.student_id = s.id WHERE e.course = 'DB' ORDER BY s.name", 0],
    ['RESET ROLE; SET SESSION AUTHORIZATION postgres; SELECT 1', 0],
    ["SELECT s.name AS who FROM enrolment e JOIN student s ON s.id = e.student_id WHERE e.course = 'DB' ORDER BY 1", 100],
  ],
  'Turnover per city': [
    ['SELECT c.city, SUM(o.amount) AS total FROM customer c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0],
    ['SELECT c.city, SUM(o.amount) AS amount FROM customer c JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0],
    ["UPDATE orders SET amount = 0; CREATE TABLE made (x int); SELECT 'x' AS city, 0 AS total", 0],
    // A runaway (a pg_sleep past the grading's 5 s) is left to the runner's tests: it costs 10 s in each sandbox.
    ['SELECT city, total FROM (SELECT c.city, SUM(o.amount) AS total FROM orders o JOIN customer c ON c.id = o.customer_id GROUP BY 1) s ORDER BY total', 100],
  ],
};

describeServer('grading on the SQL sandbox server', () => {
  const graded = demoQuestions.filter(({ input }) => input.content.kind === 'sql');
  // The embedded sandbox has no superuser left to name, a real server has one (refused either way).
  const refusal = /role "postgres" does not exist|permission denied to set session authorization "postgres"/;
  const strip = (result: GradeResult) =>
    JSON.parse(JSON.stringify(result, (key, value: unknown) => (key === 'timeMs' ? undefined : typeof value === 'string' ? value.replace(refusal, 'refused') : value))) as unknown;

  it('gives every demo SQL question’s answers the scores and results of the embedded sandbox', async () => {
    expect(graded.map(({ input }) => input.title).sort()).toEqual(Object.keys(answers).sort());
    const cases = graded.flatMap((question) => {
      const { content } = instantiate({ ...question.input }, 1);
      if (content.kind !== 'sql') return [];
      const list: [string, number][] = [[content.referenceSolution, 100], ...answers[question.input.title].flatMap(([text, score]) => [[text, score], [content.referenceSolution, 100]] as [string, number][])];
      return list.map(([text, score]) => ({ content, answer: { kind: 'sql', query: text } as QuestionAnswer, score }));
    });
    const server = serverRunner(2);
    const embedded = createSqlRunner({ size: 1, spares: 0 });
    try {
      const onServer = await Promise.all(cases.map((item) => gradeAnswer(item.content, item.answer, DEFAULT_SCORES, { sql: server })));
      const inEmbedded: GradeResult[] = [];
      for (const item of cases) inEmbedded.push(await gradeAnswer(item.content, item.answer, DEFAULT_SCORES, { sql: embedded }));
      expect(onServer.map((result) => result.scorePercent)).toEqual(cases.map((item) => item.score));
      expect(onServer.map(strip)).toEqual(inEmbedded.map(strip));
    } finally {
      await Promise.all([embedded.close(), closeRunners(server)]);
    }
  }, 300_000);
});

describeServer('the API with SQL_SANDBOX_URL', () => {
  it('grades SQL answers of the question test page on the sandbox server, and refuses to start on the application’s database', async () => {
    const t = await buildTestApp({ env: { SQL_SANDBOX_URL: url ?? '', SQL_SANDBOX_RUN_PASSWORD: runPassword } });
    try {
      const session = await t.sessionFor('teacher');
      const list = await t.app.inject({ method: 'GET', url: `/api/courses/${t.ids.databases}/questions?kind=sql&pageSize=50`, headers: session.headers() });
      const body = list.json().data as { items?: { id: number; title: string }[] } | { id: number; title: string }[];
      const question = (Array.isArray(body) ? body : body.items ?? []).find((item) => item.title === 'Turnover per city');
      expect(question).toBeDefined();
      const trial = async (query: string) => {
        const posted = await t.app.inject({
          method: 'POST',
          url: `/api/questions/${question?.id}/trials`,
          payload: { seed: 1, gradingModelId: null, answer: { kind: 'sql', query } },
          headers: session.headers(),
        });
        const jobId = posted.json().data.jobId as number;
        for (let i = 0; i < 600; i++) {
          const job = (await t.app.inject({ method: 'GET', url: `/api/grading-jobs/${jobId}`, headers: session.headers() })).json().data;
          if (job.status === 'graded' || job.status === 'failed') return job as { status: string; result: GradeResult | null };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`grading job ${jobId} did not finish`);
      };
      const before = await withAdmin(async (admin) => Number((await admin.query("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'examhall-sandbox'")).rows[0].count));
      const [right, hostile] = await Promise.all([
        trial('SELECT c.city, SUM(o.amount) AS total FROM customer c JOIN orders o ON o.customer_id = c.id GROUP BY c.city'),
        trial("COMMIT; DROP TABLE orders; SELECT 'x' AS city, 0 AS total"),
      ]);
      expect([right.status, right.result?.scorePercent, hostile.status, hostile.result?.scorePercent]).toEqual(['graded', 100, 'graded', 0]);
      // The runs were the sandbox server's sessions, not an embedded process's.
      const during = await withAdmin(async (admin) => Number((await admin.query("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'examhall-sandbox'")).rows[0].count));
      expect(during).toBeGreaterThan(before);
    } finally {
      await t.close();
    }
    const databaseUrl = t.location.databaseUrl;
    if (databaseUrl !== undefined) {
      await expect(buildTestApp({ env: { DATABASE_URL: databaseUrl, SQL_SANDBOX_URL: databaseUrl, SQL_SANDBOX_RUN_PASSWORD: runPassword } })).rejects.toThrow(/must not name the application's database/);
    }
  }, TIMEOUT_MS);
});

describeServer('the SQL sandbox server at start-up', () => {
  it('refuses a URL whose database holds the application’s tables', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `examhall_sandbox_app_${process.pid}`;
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url ?? '');
      target.pathname = `/${name}`;
      const inside = new pg.Client({ connectionString: target.toString() });
      await inside.connect();
      await inside.query('CREATE TABLE schema_migrations (version text)');
      await inside.end();
      const runner = createServerSqlRunner({ url: target.toString(), runPassword, roles: ROLES, size: 1 });
      await expect(runner.verify()).rejects.toThrow(/application's database/);
      await runner.close();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

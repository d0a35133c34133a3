import { afterAll, describe, expect, it } from '@jest/globals';
import { createSqlRunner } from '../sql-runner.js';
import { MAX_SQL_VALUE_CHARS } from '../limits.js';

// One started sandbox waits for the next batch (the default), as in the server; batches share the pool's processes.
const runner = createSqlRunner({ spares: 1 });
afterAll(() => runner.close());

const FIXTURE = `
  CREATE TABLE t (id int PRIMARY KEY, name text, price numeric(6, 2), born date, active boolean, tags int[]);
  INSERT INTO t VALUES (1, 'Ana', 1.50, '2001-02-03', true, '{1,2}'), (2, NULL, 10, '1999-12-31', false, NULL);
`;

// A process starts PostgreSQL (under a second alone, tens of seconds on a busy shared machine) before its first
// batch, and after a batch that made it be replaced.
const BATCH_TIMEOUT_MS = 180_000;
/** What a loaded 2-core CI machine may add to a kill: the timer's delivery and the child's exit. */
const KILL_ALLOWANCE_MS = 5_000;

describe('the SQL sandbox', () => {
  it('runs the fixture and each query, returning the last statement’s result as PostgreSQL text', async () => {
    const batch = await runner.run({
      fixture: FIXTURE,
      queries: [
        'SELECT * FROM t ORDER BY id',
        'SELECT 1; SELECT id, id FROM t ORDER BY id DESC',
        'UPDATE t SET name = upper(name)',
        'SELECT 1/0',
        'SELECT generate_series(1, 50)',
      ],
      timeLimitMs: 5_000,
      maxRows: 20,
    });
    expect(batch.fixtureError).toBeNull();
    expect(batch.timedOut).toBe(false);
    const [all, last, update, error, many] = batch.results;
    expect(all).toMatchObject({
      columns: ['id', 'name', 'price', 'born', 'active', 'tags'],
      rows: [
        ['1', 'Ana', '1.50', '2001-02-03', 't', '{1,2}'],
        ['2', null, '10.00', '1999-12-31', 'f', null],
      ],
      rowCount: 2,
      truncated: false,
      error: null,
    });
    expect(last).toMatchObject({ columns: ['id', 'id'], rows: [['2', '2'], ['1', '1']], error: null });
    expect(update).toMatchObject({ columns: [], rows: [], rowCount: 2, error: null });
    expect(error.error).toBe('division by zero');
    expect(many).toMatchObject({ rowCount: 50, truncated: true });
    expect(many.rows).toHaveLength(20);
  }, BATCH_TIMEOUT_MS);

  it('reports a failing fixture as the question’s problem and runs no query', async () => {
    const batch = await runner.run({ fixture: 'CREATE TABLE t (id int); INSERT INTO nope VALUES (1);', queries: ['SELECT 1'], timeLimitMs: 5_000, maxRows: 10 });
    expect(batch.fixtureError).toMatch(/relation "nope" does not exist/);
    expect(batch.results).toEqual([]);
  }, BATCH_TIMEOUT_MS);

  it('contains the escape corpus: no host files, no programs, every query on the pristine fixture', async () => {
    const count = 'SELECT count(*) FROM t';
    const batch = await runner.run({
      fixture: FIXTURE,
      queries: [
        count,
        "SELECT pg_read_file('/etc/passwd')",
        "COPY (SELECT 1) TO PROGRAM 'id'",
        count,
        "COPY t (name) FROM PROGRAM 'cat /etc/passwd'",
        count,
        'COMMIT; DELETE FROM t; BEGIN',
        count,
        'ROLLBACK; DROP TABLE t',
        count,
      ],
      timeLimitMs: 5_000,
      maxRows: 100,
    });
    expect(batch.fixtureError).toBeNull();
    const [reference, readFile, copyTo, afterCopyTo, copyFrom, afterCopyFrom, commit, afterCommit, rollback, afterRollback] =
      batch.results;
    expect(reference.rows).toEqual([['2']]);
    // Answers run as a role without superuser rights, which may not read files at all (and the sandbox's file
    // system is PGlite's in-memory one: the host's /etc/passwd is not there either).
    expect(readFile.error).toMatch(/permission denied for function pg_read_file/);
    expect(copyTo.error).not.toBeNull();
    expect(copyTo.rows).toEqual([]);
    expect(copyFrom.error).not.toBeNull();
    expect(commit.error).toBeNull();
    expect(rollback.error).toBeNull();
    for (const after of [afterCopyTo, afterCopyFrom, afterCommit, afterRollback]) {
      expect(after).toMatchObject({ rows: [['2']], error: null });
    }
  }, BATCH_TIMEOUT_MS * 2);

  it('kills a runaway query at the time limit and reports the rest as not run', async () => {
    const timeLimitMs = 1_000;
    const batch = await runner.run({
      fixture: FIXTURE,
      queries: ['SELECT count(*) FROM t', 'SELECT count(*) FROM generate_series(1, 1e10)', 'SELECT 1'],
      timeLimitMs,
      maxRows: 10,
    });
    expect(batch.timedOut).toBe(true);
    const [reference, runaway, after] = batch.results;
    expect(reference.rows).toEqual([['2']]);
    expect(runaway.error).toBe('Time limit exceeded');
    // The clock of a query starts when the previous one reports; the kill is a timer in the parent, so only its
    // delivery and the child's exit can add to the limit. Left alone the query would run for minutes, so a
    // bound generous enough for a loaded CI machine still proves the kill.
    expect(runaway.timeMs).toBeGreaterThanOrEqual(timeLimitMs - 50);
    expect(runaway.timeMs).toBeLessThan(timeLimitMs + KILL_ALLOWANCE_MS);
    expect(after.error).toMatch(/^Not run/);
  }, BATCH_TIMEOUT_MS);

  it('gives every batch a database of its own, also when a started sandbox was waiting for it', async () => {
    const first = await runner.run({ fixture: 'CREATE TABLE left_behind (id int); INSERT INTO left_behind VALUES (1);', queries: ['SELECT count(*) FROM left_behind'], timeLimitMs: 5_000, maxRows: 10 });
    expect(first.results[0].rows).toEqual([['1']]);
    const batches = await Promise.all([1, 2, 3].map((n) => runner.run({
      fixture: `CREATE TABLE mine (n int); INSERT INTO mine VALUES (${n});`,
      queries: ["SELECT to_regclass('left_behind') IS NULL AS clean, (SELECT n FROM mine) AS n"],
      timeLimitMs: 5_000,
      maxRows: 10,
    })));
    expect(batches.map((batch) => batch.results[0].rows)).toEqual([[['t', '1']], [['t', '2']], [['t', '3']]]);
  }, BATCH_TIMEOUT_MS * 2);

  it('delivers a large last result whole (the sandbox waits for its output before it exits)', async () => {
    const batch = await runner.run({
      fixture: '',
      queries: ["SELECT n, repeat('x', 9000) FROM generate_series(1, 100) n"],
      timeLimitMs: 10_000,
      maxRows: 1_000,
    });
    const [big] = batch.results;
    expect(big).toMatchObject({ error: null, truncated: false, rowCount: 100 });
    expect(big.rows).toHaveLength(100);
    expect(big.rows[99]).toEqual(['100', 'x'.repeat(9000)]);
  }, BATCH_TIMEOUT_MS);

  it('cuts huge results at the value and row caps, or stops at the memory cap', async () => {
    const batch = await runner.run({
      fixture: FIXTURE,
      queries: ["SELECT repeat('x', 1000000)", "SELECT repeat('x', 400000000) FROM generate_series(1, 3)", 'SELECT 2'],
      timeLimitMs: 10_000,
      maxRows: 10,
    });
    const [big, huge] = batch.results;
    expect(big.truncated).toBe(true);
    expect(big.rows[0][0]).toHaveLength(MAX_SQL_VALUE_CHARS);
    // 1.2 GB of text cannot be built inside the sandbox's capped WebAssembly memory.
    expect(huge.error).toMatch(/out of memory|stopped|Time limit/);
  }, BATCH_TIMEOUT_MS);
});

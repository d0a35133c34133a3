// The SQL sandbox, run as its own long-lived Node process (plain .mjs so that it starts the same under tsx, Jest
// and compiled builds): one in-memory PGlite, never the application's database, reused batch after batch.
//
// Standard input brings JSON lines: first the set-up ({snapshotFile}: a tar of the data folder the process may read
// — or {mode:'snapshot'} to make one, written to standard output in base64, and exit),
// then batches ({id, fixture, queries, maxRows, maxValueChars, maxResultChars}), one at a time. Standard output
// gets one JSON line per event: {type:'starting'} before a database starts, {type:'ready'} when it is up,
// {type:'fixture', id, error, reused} once the batch's fixture is there, {type:'result', id, index, outcome}
// after each query and {type:'done', id, recycle} after the batch (recycle: this process should not serve
// another). It exits when its input ends.
//
// Who runs what. PGlite is PostgreSQL in single-user mode: its session always starts as the bootstrap superuser
// (OID 10), and SET SESSION AUTHORIZATION may always return to that user. So once the database is up, the
// session becomes the role examhall_sandbox (NOSUPERUSER, NOCREATEROLE, NOCREATEDB; it owns the database, so it
// may create tables, schemas and temporary tables), and a security-definer function of the superuser's deletes
// the superuser's own row from pg_authid. From then on no superuser exists: SET SESSION AUTHORIZATION needs the
// session's original user to be a superuser (or names it, and it has no name), SET ROLE needs membership, and
// the role owns nothing of the catalogue. Fixtures, reference solutions and answers all run as examhall_sandbox.
//
// Isolation. A batch's fixture is loaded once and committed; a later batch with the same fixture reuses it. Each
// query runs in a transaction of ours (with a savepoint) that is rolled back; then the fixture's sequences are
// set back (nextval is not transactional) and DISCARD ALL clears what a rollback leaves (prepared statements,
// advisory locks, sequence caches, temporary objects, settings). A fixture that leaves session state of its own
// (temporary tables, settings, prepared statements…) is loaded again for every query instead. A query that ends
// our transaction (COMMIT, ROLLBACK, RELEASE) may have changed what the next one sees: the database is rebuilt
// from the snapshot before the next query of the batch, and the process asks to be recycled after it.
import { readFileSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { stdinLines } from './stdin-lines.mjs';

const START_MARKER = 'examhall_sandbox_start';
const ROLE = 'examhall_sandbox';

// PGlite's own start parameters, with PostgreSQL's memory for shared buffers and WAL cut from 128 MB and 4 MB:
// a sandbox's databases are small, and every waiting process holds these.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

// WAL segments of 1 MB instead of 16: the data folder, which every process holds in memory, is 15 MB smaller.
const INITDB_PARAMS = ['--wal-segsize=1'];

// Made once into the snapshot, as the superuser.
const SNAPSHOT_SETUP = `
  CREATE ROLE ${ROLE} NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOLOGIN;
  ALTER DATABASE postgres OWNER TO ${ROLE};
`;

const lines = stdinLines();

async function readMessage() {
  const line = await lines.next();
  if (line === null) finish();
  return line === null ? new Promise(() => {}) : JSON.parse(line);
}

function emit(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

// Writes to a pipe are asynchronous: exiting at once would cut off what is still queued (a snapshot, a large
// result). An empty write's callback runs once everything before it has been handed over.
function finish() {
  process.stdout.write('', () => process.exit(0));
}

const messageOf = (error) => (error instanceof Error ? error.message : String(error));

// PGlite turns values into JavaScript ones by type; graders compare PostgreSQL's text output, so every known
// type is given the identity parser (types without a parser already stay text).
function textParsers(db) {
  const identity = (value) => value;
  return Object.fromEntries(Object.keys({ ...types.parsers, ...db.parsers }).map((oid) => [oid, identity]));
}

async function scalar(db, sql) {
  const results = await db.exec(sql, { rowMode: 'array' });
  return results[results.length - 1]?.rows[0]?.[0] ?? null;
}

async function rows(db, sql) {
  const results = await db.exec(sql, { rowMode: 'array' });
  return results[results.length - 1]?.rows ?? [];
}

const quoteLiteral = (text) => `'${String(text).replaceAll("'", "''")}'`;

// The session gives up the superuser for good (see the top of this file), and proves it.
async function dropSuperuser(db) {
  await db.exec(`
    CREATE FUNCTION pg_temp.examhall_drop_superuser() RETURNS void LANGUAGE sql SECURITY DEFINER
      SET search_path = pg_catalog, pg_temp AS $$ DELETE FROM pg_catalog.pg_authid WHERE oid = 10 $$`);
  await db.exec(`SET SESSION AUTHORIZATION ${ROLE}`);
  await db.exec('SELECT pg_temp.examhall_drop_superuser()');
  // Drops the function (and every other temporary object) with the rest of the session's state.
  await db.exec('DISCARD ALL');
  const [check] = await rows(db, `
    SELECT session_user::text, current_user::text, current_setting('is_superuser'),
           (SELECT count(*) FROM pg_catalog.pg_roles WHERE rolsuper OR oid = 10)::int,
           (SELECT count(*) FROM pg_catalog.pg_proc WHERE prosecdef)::int`);
  if (JSON.stringify(check) !== JSON.stringify([ROLE, ROLE, 'off', 0, 0])) {
    throw new Error(`the sandbox could not drop the superuser: ${JSON.stringify(check)}`);
  }
}

// A fresh instance is slow at first: its caches are empty, and PostgreSQL's WebAssembly starts in V8's baseline
// compiler and is recompiled, function by function, as it gets hot — the first few hundred batches of a process
// cost several times what later ones do. A started process that has nothing to do runs this many rounds of a
// batch's work (each rolled back, so nothing is left), one at a time, and stops as soon as a batch comes; a batch
// that comes first is not kept waiting for them.
const IDLE_WARM_ROUNDS = 120;

async function warmRound(db) {
  await db.exec(`BEGIN;
    CREATE TABLE examhall_warm_a (id int PRIMARY KEY, city text NOT NULL);
    CREATE TABLE examhall_warm_b (id int PRIMARY KEY, a_id int REFERENCES examhall_warm_a (id), amount numeric(8, 2) NOT NULL);
    INSERT INTO examhall_warm_a VALUES (1, 'Zagreb'), (2, 'Split'), (3, 'Zagreb'), (4, 'Rijeka');
    INSERT INTO examhall_warm_b VALUES (1, 1, 100.00), (2, 1, 50.00), (3, 2, 80.00), (4, 3, 20.00);
    SAVEPOINT warm;
    SELECT a.city, SUM(b.amount) AS total FROM examhall_warm_a a JOIN examhall_warm_b b ON b.a_id = a.id GROUP BY a.city;
    SELECT a.city, count(*) FROM examhall_warm_a a LEFT JOIN examhall_warm_b b ON b.a_id = a.id WHERE a.city LIKE 'Z%' GROUP BY 1 ORDER BY 2 DESC, 1;
    ROLLBACK TO SAVEPOINT warm;
    UPDATE examhall_warm_b SET amount = amount * 2 WHERE id IN (SELECT id FROM examhall_warm_a);
    DELETE FROM examhall_warm_b WHERE amount > 100;
    ROLLBACK`, { rowMode: 'array', parsers: textParsers(db) });
  await db.exec('DISCARD ALL');
}

// Restoring the snapshot, a plain tar read from its file, takes a fraction of initdb's time (and of a gzip one's).
async function startDatabase(snapshotFile) {
  emit({ type: 'starting' });
  const options = { startParams: START_PARAMS, initDbStartParams: INITDB_PARAMS };
  const db = snapshotFile === undefined
    ? await PGlite.create(options)
    : await PGlite.create({ ...options, loadDataDir: new Blob([readFileSync(snapshotFile)]) });
  // Without a snapshot (making one failed) the role is created here.
  if (snapshotFile === undefined) await db.exec(SNAPSHOT_SETUP);
  await dropSuperuser(db);
  emit({ type: 'ready' });
  return db;
}

function outcomeOf(result, request) {
  const columns = result.fields.map((field) => field.name);
  const kept = [];
  let truncated = result.rows.length > request.maxRows;
  let chars = 0;
  for (const row of result.rows.slice(0, request.maxRows)) {
    const values = row.map((value) => {
      if (value === null) return null;
      const text = String(value);
      if (text.length <= request.maxValueChars) return text;
      truncated = true;
      return text.slice(0, request.maxValueChars);
    });
    chars += values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    if (chars > request.maxResultChars) {
      truncated = true;
      break;
    }
    kept.push(values);
  }
  return { columns, rows: kept, rowCount: result.rowCount ?? result.rows.length, truncated, error: null };
}

/** What the process holds: the database and the fixture loaded into it. */
const state = {
  db: null,
  snapshotFile: undefined,
  /** The fixture's text while it is loaded and committed; null when the database holds none. */
  fixture: null,
  /** The fixture left session state of its own: it is loaded again for every query. */
  sessionBound: false,
  /** The fixture's sequences as it left them: [regclass text, last_value, is_called]. */
  sequences: [],
  /** Whether a query of this process's life ended our transaction (then it asks to be recycled). */
  tainted: false,
};

/** Drops everything the role owns (the fixture, whatever survived) and the session's state: an empty database. */
async function wipe(db) {
  await db.exec('ROLLBACK');
  await db.exec('DISCARD ALL');
  await db.exec('DROP OWNED BY CURRENT_USER');
  state.fixture = null;
  state.sessionBound = false;
  state.sequences = [];
}

/** Whether the fixture left anything in the session that DISCARD ALL would take away. */
async function leavesSessionState(db) {
  const count = await scalar(db, `
    SELECT (SELECT count(*) FROM pg_catalog.pg_class WHERE relnamespace = pg_catalog.pg_my_temp_schema())
         + (SELECT count(*) FROM pg_catalog.pg_settings WHERE source = 'session'
              AND name NOT IN ('session_authorization', 'role', 'is_superuser'))
         + (SELECT count(*) FROM pg_catalog.pg_prepared_statements)
         + (SELECT count(*) FROM pg_catalog.pg_cursors)
         + (SELECT count(*) FROM pg_catalog.pg_listening_channels())
         + (SELECT count(*) FROM pg_catalog.pg_locks WHERE locktype = 'advisory' AND pid = pg_catalog.pg_backend_pid())`);
  return Number(count) > 0;
}

async function loadFixture(db, fixture) {
  let error = null;
  try {
    await db.exec(fixture);
  } catch (caught) {
    error = messageOf(caught);
  }
  // A fixture that opened a transaction and left it open is taken as written up to there.
  try {
    if ((await scalar(db, "SELECT pg_catalog.txid_current_if_assigned() IS NOT NULL OR pg_catalog.now() <> pg_catalog.statement_timestamp()")) === true) {
      await db.exec('COMMIT');
    }
  } catch {
    await db.exec('ROLLBACK').catch(() => {});
  }
  if (error !== null) {
    await wipe(db);
    return error;
  }
  state.fixture = fixture;
  state.sessionBound = await leavesSessionState(db);
  state.sequences = await rows(db, `
    SELECT pg_catalog.format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value)::text, last_value IS NOT NULL
    FROM pg_catalog.pg_sequences WHERE sequenceowner = current_user`);
  return null;
}

/** The fixture ready for a query: loaded (again, when it must be) on a clean database. */
async function ensureFixture(db, fixture) {
  if (state.fixture === fixture && !state.sessionBound) return { error: null, reused: true };
  if (state.fixture !== null || state.sessionBound) await wipe(db);
  return { error: await loadFixture(db, fixture), reused: false };
}

/** Sets the fixture's sequences back (nextval and setval are not undone by a rollback). */
async function restoreSequences(db) {
  if (state.sequences.length === 0) return;
  const values = state.sequences.map(([name, last, called]) => `(${quoteLiteral(name)}, ${last}::bigint, ${called})`).join(', ');
  await db.exec(`SELECT pg_catalog.setval(name::regclass, last, called) FROM (VALUES ${values}) AS s(name, last, called)`);
}

// Runs one query inside a transaction of ours and reports whether that same transaction was still open
// afterwards, and whether the database still answers as the sandbox role; if not, it can no longer be trusted
// to hold the fixture.
async function runQuery(db, query, request) {
  const transaction = await scalar(db, `BEGIN; SAVEPOINT ${START_MARKER}; SELECT pg_catalog.txid_current()::text`);
  let outcome;
  const started = performance.now();
  try {
    const results = await db.exec(query, { rowMode: 'array', parsers: textParsers(db) });
    const last = results[results.length - 1];
    outcome = last === undefined
      ? { columns: [], rows: [], rowCount: 0, truncated: false, error: null }
      : outcomeOf(last, request);
  } catch (error) {
    outcome = { columns: [], rows: [], rowCount: 0, truncated: false, error: messageOf(error) };
  }
  outcome.timeMs = performance.now() - started;
  let sameTransaction = false;
  try {
    sameTransaction = (await scalar(db, `ROLLBACK TO SAVEPOINT ${START_MARKER}; SELECT pg_catalog.txid_current()::text`)) === transaction;
  } catch {
    // Not in a transaction any more (the query committed or rolled back ours).
  }
  let intact = false;
  try {
    await db.exec('ROLLBACK');
    await restoreSequences(db);
    if (!state.sessionBound) await db.exec('DISCARD ALL');
    intact = sameTransaction && (await scalar(db, `
      SELECT session_user = '${ROLE}' AND current_user = '${ROLE}' AND current_setting('is_superuser') = 'off'`)) === true;
  } catch {
    intact = false;
  }
  return { outcome, intact };
}

async function runBatch(request) {
  state.db ??= await startDatabase(state.snapshotFile);
  let db = state.db;
  const fixture = await ensureFixture(db, request.fixture);
  emit({ type: 'fixture', id: request.id, error: fixture.error, reused: fixture.reused });
  if (fixture.error === null) {
    for (const [index, query] of request.queries.entries()) {
      if (db === null) {
        // The previous query may have changed the database for good: a new one from the snapshot.
        db = state.db = await startDatabase(state.snapshotFile);
        await loadFixture(db, request.fixture);
      } else if (index > 0 && state.sessionBound) {
        await ensureFixture(db, request.fixture);
      }
      const { outcome, intact } = await runQuery(db, query, request);
      emit({ type: 'result', id: request.id, index, outcome });
      if (!intact) {
        state.tainted = true;
        state.fixture = null;
        // A broken instance may not close cleanly.
        db.close().catch(() => {});
        db = state.db = null;
      }
    }
  }
  emit({ type: 'done', id: request.id, recycle: state.tainted });
}

const setup = await readMessage();
if (setup.mode === 'snapshot') {
  const db = await PGlite.create({ initDbStartParams: INITDB_PARAMS });
  await db.exec(SNAPSHOT_SETUP);
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir('none');
  emit({ type: 'snapshot', data: Buffer.from(await dump.arrayBuffer()).toString('base64') });
  finish();
} else {
  state.snapshotFile = setup.snapshotFile;
  state.db = await startDatabase(state.snapshotFile);
  let warmRounds = IDLE_WARM_ROUNDS;
  for (;;) {
    // Not over a fixture whose session state DISCARD ALL would take away.
    while (warmRounds > 0 && !lines.waiting() && state.db !== null && !state.sessionBound) {
      warmRounds--;
      try {
        await warmRound(state.db);
      } catch {
        // A fixture of the same names: warm enough.
        await state.db.exec('ROLLBACK').catch(() => {});
        warmRounds = 0;
      }
      // Lets a batch that came meanwhile in before the next round.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const request = await readMessage();
    await runBatch(request);
  }
}

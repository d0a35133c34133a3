// The SQL sandbox, run as its own Node process (plain .mjs so that it starts the same under tsx, Jest and
// compiled builds): a fresh in-memory PGlite per batch, never the application's database. Standard input brings
// two JSON lines: the set-up ({snapshot} — or {mode:'snapshot'} to make one) and, once the database is up, the
// batch. The set-up can come long before the batch: a runner keeps a started sandbox waiting so that a batch does
// not wait for PostgreSQL to start. Standard output gets one JSON line per event: {type:'starting'} before a
// database starts, {type:'ready'} when it is up, {type:'fixture', error} after the fixture, {type:'result', index,
// outcome} after each query. One batch per process; it exits after it, or when its input ends without one.
//
// Each query runs in a transaction that is rolled back, so every query sees the fixture as it was. A query can
// end that transaction itself (COMMIT, ROLLBACK) or break the database (COPY … TO PROGRAM); then the database is
// rebuilt before the next query, so a student's query can never change what a later one sees.
import { PGlite, types } from '@electric-sql/pglite';

const START_MARKER = 'examhall_sandbox_start';

// The lines of standard input, one at a time; null once it has ended.
const lines = (() => {
  const queue = [];
  const waiting = [];
  // The pieces of a line not yet ended: a snapshot's line is megabytes in many chunks, joined once.
  let pending = [];
  let ended = false;
  const deliver = (line) => {
    if (waiting.length > 0) waiting.shift()(line);
    else queue.push(line);
  };
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const parts = chunk.split('\n');
    if (parts.length === 1) {
      pending.push(chunk);
      return;
    }
    deliver(pending.join('') + parts[0]);
    for (const line of parts.slice(1, -1)) deliver(line);
    pending = [parts[parts.length - 1]];
  });
  process.stdin.on('end', () => {
    ended = true;
    for (const resolve of waiting.splice(0)) resolve(null);
  });
  return {
    next: () => new Promise((resolve) => {
      if (queue.length > 0) resolve(queue.shift());
      else if (ended) resolve(null);
      else waiting.push(resolve);
    }),
  };
})();

async function readMessage() {
  const line = await lines.next();
  if (line === null) process.exit(0);
  return JSON.parse(line);
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

// initdb takes seconds; restoring a fresh database's snapshot (made once per server process) takes about half.
async function startDatabase(snapshot) {
  emit({ type: 'starting' });
  const db = snapshot === undefined
    ? await PGlite.create()
    : await PGlite.create({ loadDataDir: new Blob([Buffer.from(snapshot, 'base64')]) });
  emit({ type: 'ready' });
  return db;
}

async function runFixture(db, fixture) {
  let error = null;
  try {
    await db.exec(fixture);
  } catch (caught) {
    error = messageOf(caught);
  }
  emit({ type: 'fixture', error });
  return error;
}

function outcomeOf(result, request) {
  const columns = result.fields.map((field) => field.name);
  const rows = [];
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
    rows.push(values);
  }
  return { columns, rows, rowCount: result.rowCount ?? result.rows.length, truncated, error: null };
}

async function scalar(db, sql) {
  const [result] = await db.exec(sql, { rowMode: 'array' });
  return result?.rows[0]?.[0] ?? null;
}

// Runs one query inside a transaction of ours and reports whether that same transaction is still open afterwards
// and the database still answers; if not, the database can no longer be trusted to be the fixture.
async function runQuery(db, query, request) {
  await db.exec(`BEGIN; SAVEPOINT ${START_MARKER}`);
  const transaction = await scalar(db, 'SELECT txid_current()::text');
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
    await db.exec(`ROLLBACK TO SAVEPOINT ${START_MARKER}`);
    sameTransaction = (await scalar(db, 'SELECT txid_current()::text')) === transaction;
  } catch {
    // Not in a transaction any more (the query committed or rolled back ours).
  }
  let alive = false;
  try {
    await db.exec('ROLLBACK');
    alive = (await scalar(db, 'SELECT 1')) === 1;
  } catch {
    alive = false;
  }
  if (!alive && outcome.error === null) {
    // COPY … TO PROGRAM leaves PGlite answering nothing, without an error: the query's result was lost with it.
    outcome = { ...outcome, columns: [], rows: [], rowCount: 0, error: 'The statement ended the database session' };
  }
  const intact = alive && sameTransaction;
  return { outcome, intact };
}

const setup = await readMessage();
if (setup.mode === 'snapshot') {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('gzip');
  emit({ type: 'snapshot', data: Buffer.from(await dump.arrayBuffer()).toString('base64') });
  finish();
} else {
  let db = await startDatabase(setup.snapshot);
  const request = await readMessage();
  if ((await runFixture(db, request.fixture)) === null) {
    for (const [index, query] of request.queries.entries()) {
      if (db === null) {
        db = await startDatabase(setup.snapshot);
        await runFixture(db, request.fixture);
      }
      const { outcome, intact } = await runQuery(db, query, request);
      emit({ type: 'result', index, outcome });
      if (!intact) {
        // A broken instance may not close cleanly; the process exits soon anyway.
        db.close().catch(() => {});
        db = null;
      }
    }
  }
  finish();
}

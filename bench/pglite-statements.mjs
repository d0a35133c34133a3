// Where the embedded database's time goes, per statement: loaded into the server process, it times every call into
// PGlite (a synchronous run of PostgreSQL's WebAssembly, so its wall time is the CPU it took, unless the machine is
// busy elsewhere) and adds it to the statement the call belongs to, by its text. Written when the process is asked to
// stop (SIGTERM, as the exam benches stop their server) to SQLTIME_FILE (default /tmp/sqltime.txt), slowest first:
// total ms, calls into PGlite (several per statement: parse, bind, execute, sync), ms a call, the statement's start.
//
//   BENCH_SERVER_NODE_OPTIONS="--import ./bench/pglite-statements.mjs" SQLTIME_FILE=/tmp/start.txt npm run bench:start
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** Prepared statements' texts by name, from their Parse messages. */
const names = new Map();
/** Per statement text: [calls, milliseconds]. */
const stats = new Map();
/** The statement of the last write that named one: Execute and Sync come in writes of their own. */
let current = null;
const decoder = new TextDecoder();

/** A zero-terminated string at `pos`, and the position after it. */
function cString(buffer, pos) {
  let end = pos;
  while (buffer[end] !== 0) end++;
  return [decoder.decode(buffer.subarray(pos, end)), end + 1];
}

/** The statement of one write of protocol messages: Parse (name, text), Bind (portal, statement) or Query (text). */
function statementOf(message) {
  let found = null;
  for (let pos = 0; pos + 5 <= message.length; ) {
    const type = message[pos];
    const length = ((message[pos + 1] << 24) | (message[pos + 2] << 16) | (message[pos + 3] << 8) | message[pos + 4]) >>> 0;
    const body = pos + 5;
    if (type === 0x50) {
      const [name, next] = cString(message, body);
      const [text] = cString(message, next);
      if (name) names.set(name, text);
      found ??= text;
    } else if (type === 0x42) {
      const [, next] = cString(message, body);
      const [statement] = cString(message, next);
      if (statement) found ??= names.get(statement) ?? statement;
    } else if (type === 0x51) {
      found ??= cString(message, body)[0];
    }
    pos += 1 + length;
  }
  return found;
}

const run = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function (message) {
  const found = statementOf(message);
  if (found) current = found;
  const key = (found ?? current ?? '(other)').replace(/\s+/g, ' ').slice(0, 140);
  const started = performance.now();
  try {
    return run.call(this, message);
  } finally {
    const entry = stats.get(key) ?? [0, 0];
    entry[0]++;
    entry[1] += performance.now() - started;
    stats.set(key, entry);
  }
};

process.once('SIGTERM', () => {
  const rows = [...stats].sort((a, b) => b[1][1] - a[1][1]);
  const lines = rows.map(([text, [calls, ms]]) => `${ms.toFixed(0).padStart(7)} ms ${String(calls).padStart(6)}x ${(ms / calls).toFixed(3).padStart(7)}  ${text}`);
  writeFileSync(process.env.SQLTIME_FILE ?? '/tmp/sqltime.txt', `${lines.join('\n')}\n`);
});

/**
 * Moves the embedded database (PGlite in DATA_DIR) into an empty PostgreSQL database, so that a course that grew
 * keeps its data when it moves to a database server:
 *
 *   npm run db:move -- --to postgres://user:password@host:5432/examhall [--from ./data]
 *
 * Stop the server first. The target must be empty; it gets this release's schema and every row, in one
 * transaction: a failure leaves it empty. Then start the server with DATABASE_URL set to the target.
 */
import { parseArgs } from 'node:util';
import { loadSettings } from '../config.js';
import { MoveRefused, moveDatabase } from '../db/move.js';

function fail(message: string): never {
  console.error(`db:move: ${message}`);
  process.exit(1);
}

/** The URL without its password, for the progress lines. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(the given URL)';
  }
}

const { values } = (() => {
  try {
    return parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } }, strict: true });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (!values.to) fail('give the target database: npm run db:move -- --to postgres://user:password@host:5432/database [--from DATA_DIR]');
if (!/^postgres(ql)?:\/\//.test(values.to)) fail('--to must be a postgres:// URL');
const dataDir = values.from ?? loadSettings(process.env).DATA_DIR;

console.log(`db:move: ${dataDir} → ${shown(values.to)}`);
try {
  const summary = await moveDatabase({ dataDir, targetUrl: values.to, log: (line) => console.log(`db:move: ${line}`) });
  console.log(
    `db:move: done: ${summary.tables.length} tables, ${summary.rows} rows, ${summary.sequences} sequences in ${(summary.ms / 1000).toFixed(1)} s; row counts match`,
  );
  console.log('db:move: start the server with DATABASE_URL set to the target (DATA_DIR is no longer used then)');
} catch (error) {
  if (error instanceof MoveRefused) fail(`refused: ${error.message}`);
  fail(`failed, the target is left as it was: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Makes, ahead of the first SQL answer, what that answer would otherwise wait for: the SQL sandbox's snapshot of a
 * fresh database (node_modules/.cache/examhall, see docs/operations.md, "Sandboxes"). The server makes it on its first
 * start anyway; this does it when nothing else competes for the CPU — the test run's global setup calls it before
 * its workers start, and an installation may run it right after `npm install`.
 *
 *   npx tsx server/cli/prepare-sandboxes.ts
 */
import { pristineSnapshot } from '../sandbox/sql-runner.js';

const file = await pristineSnapshot();
if (file === undefined) {
  console.error('The SQL sandbox could not make its snapshot: SQL answers will initialise a database each (slower).');
  process.exit(1);
}
console.info(`SQL sandbox snapshot: ${file}`);

/**
 * SQL grading latency: how long one SQL answer's batch takes from request to result in the SQL sandbox, in one
 * run: with a process started for the batch (no spares, each process used once), with one started ahead and
 * waiting but still used once (as the sandbox worked before its processes were reused), and with the pool's
 * processes reused (the default). Answers arrive a second apart, as in an exam.
 *
 *   npm run bench:sql-sandbox
 *
 * Target: reused, p95 ≤ 100 ms, and p50 at most a tenth of the p50 with a process started per batch.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createSqlRunner, type SqlRunnerOptions } from '../server/sandbox/sql-runner.js';
import { percentile, timed } from './support';

const batches = 12;
const gapMs = 1_000;
const targetReusedP95Ms = 100;

// A grader's batch: the question's fixture, then the student's query and the reference.
const request = {
  fixture: `
    CREATE TABLE student (id int PRIMARY KEY, name text NOT NULL, year int NOT NULL);
    CREATE TABLE enrolment (student_id int REFERENCES student, course text, grade int);
    INSERT INTO student SELECT g, 'Student ' || g, 2020 + g % 5 FROM generate_series(1, 200) g;
    INSERT INTO enrolment SELECT 1 + g % 200, 'C' || g % 7, 1 + g % 5 FROM generate_series(1, 1000) g;
  `,
  queries: [
    'SELECT s.year, avg(e.grade) FROM student s JOIN enrolment e ON e.student_id = s.id GROUP BY s.year ORDER BY 1',
    'SELECT year, avg(grade) FROM student JOIN enrolment ON student_id = id GROUP BY year ORDER BY year',
  ],
  timeLimitMs: 5_000,
  maxRows: 1_000,
};

async function measure(options: SqlRunnerOptions) {
  const runner = createSqlRunner(options);
  const times: number[] = [];
  try {
    runner.warm();
    for (let i = 0; i < batches; i++) {
      const [ms, batch] = await timed(() => runner.run(request));
      if (batch.fixtureError !== null || batch.results.some((result) => result.error !== null)) {
        throw new Error(`batch failed: ${JSON.stringify(batch)}`);
      }
      // The first batch may find nothing started yet.
      if (i > 0) times.push(ms);
      await sleep(gapMs);
    }
  } finally {
    await runner.close();
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

const modes: [string, SqlRunnerOptions][] = [
  ['a process started for each batch', { size: 1, spares: 0, maxBatches: 1 }],
  ['one started ahead, used once', { size: 1, spares: 1, maxBatches: 1 }],
  ['processes reused (default)', {}],
];
console.info(`SQL sandbox: ${batches - 1} measured batches per mode (fixture + 2 queries), ${gapMs / 1000} s apart`);
const results = [];
for (const [name, options] of modes) {
  const result = await measure(options);
  results.push(result);
  console.info(`  ${name}: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`);
}
const [cold, , reused] = results;
const ratio = reused.p50 / cold.p50;
console.info(`  p50 reused / started per batch: ${ratio.toFixed(3)}`);
console.info(`RESULT sql-sandbox cold_p50_ms=${cold.p50.toFixed(0)} spare_p50_ms=${results[1].p50.toFixed(0)} reused_p50_ms=${reused.p50.toFixed(0)} reused_p95_ms=${reused.p95.toFixed(0)}`);
const pass = reused.p95 <= targetReusedP95Ms && ratio <= 0.1;
console.info(`\n${pass ? 'PASS' : 'FAIL'} (target: reused p95 ≤ ${targetReusedP95Ms} ms and p50 ≤ a tenth of the p50 started per batch)`);
process.exitCode = pass ? 0 : 1;

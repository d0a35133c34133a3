/**
 * SQL grading latency: how long one SQL answer's batch takes from request to result in the SQL sandbox, in one
 * run: with a process started for the batch (no spares, each process used once), with one started ahead and
 * waiting but still used once (as the sandbox worked before its processes were reused), and with the pool's
 * processes reused (the default). Answers arrive a second apart, as in an exam.
 *
 *   npm run bench:sql-sandbox
 *
 * Target: reused, p95 ≤ 100 ms, and p50 at most a tenth of the p50 with a process started per batch.
 *
 * With SQL_SANDBOX_URL (a PostgreSQL server for sandboxes, docs/operations.md) it then measures SQL answers graded
 * per second (gradeAnswer on two demo SQL questions, correct and wrong answers alternating, each answer two batches:
 * the visible and the hidden data set) with BENCH_SQL_CONCURRENCY answers in flight (default 4) for
 * BENCH_SQL_SECONDS each (default 8): on the embedded pool (its default size), on the server with a long-lived copy
 * per session (the runner's isolation) and with a fresh clone per batch (the alternative). Target: copies ≥ 20
 * answers/s and ≥ the clones'.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../server/config.js';
import type { QuestionAnswer } from '../server/generated/contract-types.js';
import type { SqlRunner } from '../server/grading/runner-types.js';
import { DEFAULT_SCORES, gradeAnswer, instantiate } from '../server/grading/index.js';
import { demoQuestions } from '../server/seed/demo-questions.js';
import { createSqlRunner, type SqlRunnerOptions } from '../server/sandbox/sql-runner.js';
import { createServerSqlRunner } from '../server/sandbox/sql-server-runner.js';
import { percentile, timed } from './support';
import { speedReference } from './speed-reference';

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
await speedReference();
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
let pass = reused.p95 <= targetReusedP95Ms && ratio <= 0.1;
console.info(`\n${pass ? 'PASS' : 'FAIL'} (target: reused p95 ≤ ${targetReusedP95Ms} ms and p50 ≤ a tenth of the p50 started per batch)`);

const sqlServer = loadConfig().sandbox.sqlServer;
if (sqlServer !== undefined) {
  const concurrency = Number(process.env.BENCH_SQL_CONCURRENCY ?? 4);
  const seconds = Number(process.env.BENCH_SQL_SECONDS ?? 8);
  const targetAnswersPerSecond = 20;
  /** Correct and wrong answers per demo SQL question, with the score each must get. */
  const answers: Record<string, [string, number][]> = {
    'Students enrolled in DB': [['SELECT name FROM student ORDER BY name', 0]],
    'Turnover per city': [['SELECT c.city, SUM(o.amount) AS total FROM customer c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0]],
  };
  const cases = demoQuestions.flatMap(({ input }) => {
    const { content } = instantiate({ ...input }, 1);
    if (content.kind !== 'sql') return [];
    return [[content.referenceSolution, 100] as [string, number], ...(answers[input.title] ?? [])].map(([query, score]) => ({
      content,
      answer: { kind: 'sql', query } as QuestionAnswer,
      score,
    }));
  });

  const throughput = async (runner: SqlRunner & { close(): Promise<void> }) => {
    const latencies: number[] = [];
    let wrong = 0;
    let next = 0;
    try {
      // Warm up: every fixture loaded (a template made, the embedded processes started and hot), untimed.
      for (const item of cases) await gradeAnswer(item.content, item.answer, DEFAULT_SCORES, { sql: runner });
      const started = performance.now();
      const deadline = started + seconds * 1_000;
      await Promise.all(Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const item = cases[next++ % cases.length];
          const [ms, result] = await timed(() => gradeAnswer(item.content, item.answer, DEFAULT_SCORES, { sql: runner }));
          latencies.push(ms);
          if (result.scorePercent !== item.score) wrong++;
        }
      }));
      const elapsed = (performance.now() - started) / 1_000;
      return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), wrong };
    } finally {
      await runner.close();
    }
  };

  console.info(`\nSQL answers graded per second, ${concurrency} in flight, ${seconds} s each (${cases.length} answers of ${Object.keys(answers).length} demo questions in turn)`);
  const embedded = await throughput(createSqlRunner({}));
  const copies = await throughput(createServerSqlRunner({ ...sqlServer, size: concurrency }));
  const clones = await throughput(createServerSqlRunner({ ...sqlServer, size: concurrency, isolation: 'clone' }));
  for (const [name, result] of [
    ['embedded pool (default size)', embedded],
    ['SQL_SANDBOX_URL, a copy per session (default)', copies],
    ['SQL_SANDBOX_URL, a clone per batch', clones],
  ] as const) {
    console.info(`  ${name}: ${result.perSecond.toFixed(1)}/s, p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, wrong ${result.wrong}`);
  }
  console.info(
    `RESULT sql-sandbox-server concurrency=${concurrency} embedded_per_s=${embedded.perSecond.toFixed(1)} copy_per_s=${copies.perSecond.toFixed(1)} clone_per_s=${clones.perSecond.toFixed(1)} copy_p50_ms=${copies.p50.toFixed(0)} copy_p95_ms=${copies.p95.toFixed(0)} wrong=${embedded.wrong + copies.wrong + clones.wrong}`,
  );
  const serverPass = copies.perSecond >= targetAnswersPerSecond && copies.perSecond >= clones.perSecond && embedded.wrong + copies.wrong + clones.wrong === 0;
  console.info(`${serverPass ? 'PASS' : 'FAIL'} (target: copies ≥ ${targetAnswersPerSecond} answers/s and ≥ clones, no wrong grades)`);
  pass &&= serverPass;
}
process.exitCode = pass ? 0 : 1;

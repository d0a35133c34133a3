/**
 * Answer saves under an exam: 300 students, each with a real session, enrolled, with a started instance of a
 * published open exam of 20 questions, saving answers through saveMyAnswers over HTTP to `npm run serve`'s
 * command, in one run:
 *
 *   1. paced (BENCH_SECONDS, default 60): each student saves one answer every 2–5 s (uniformly at random, a fixed
 *      PRNG), working through the questions, as the exam page's save queue does while someone types. Latency and
 *      errors are measured here.
 *   2. as fast as it goes (BENCH_MAX_SECONDS, default 15, after 2 s of warm-up): every student saves again as soon
 *      as the previous save is answered, 300 saves in flight: the API's maximum save throughput.
 *   3. the floor (BENCH_RAW_SECONDS, default 15, after 1 s of warm-up): with the server stopped, this process opens
 *      the same database through the same query layer (Kysely over a pg Pool; PGlite in-process) and upserts single
 *      answer rows (`INSERT … ON CONFLICT DO UPDATE … WHERE seq < excluded.seq`, the statement a save ends with)
 *      one after another on as many connections as the server's pool has (PGlite 1, PostgreSQL 10;
 *      BENCH_RAW_CONCURRENCY), each on its own row, as node-postgres runs a query by default (unnamed: parsed and
 *      planned every time). On PostgreSQL, then the same again with the statement kept prepared on each connection,
 *      as the server keeps its few hottest statements there (server/db/connect.ts, keepPrepared): printed beside the
 *      ratio, not in it.
 *
 * ratio = the API's saves/s in phase 2 ÷ raw upserts/s in phase 3 (the default, unnamed loop). Before phase 3 every save the API acknowledged
 * is checked in the database (held sequence ≥ acknowledged, the same answer when equal).
 *
 *   npm run bench:answers      (BENCH_STUDENTS=50 BENCH_SECONDS=10 BENCH_MAX_SECONDS=5 for a quick check)
 *
 * Goal: ratio ≥ 0.5 and 0 errors (a failed request, an acknowledgement other than `saved` of the sequence sent, or
 * an acknowledged answer not held); the paced phase's p99 is reported beside them.
 */
import type { Database } from '../server/db/connect.js';
import { execute, prepared, queryRows, type SqlBlock } from '../server/db/sql-blocks.js';
import {
  ApiClient,
  BenchServer,
  benchDatabase,
  canonical,
  createExam,
  createQuestionPools,
  envInt,
  latencySummary,
  machine,
  nextSave,
  percentile,
  pregenerate,
  prepareData,
  sleep,
  sql,
  startTakers,
  type Taker,
} from './exam-support';
import { speedReference } from './speed-reference';
import { random } from './support';

const students = envInt('BENCH_STUDENTS', 300);
const pacedSeconds = envInt('BENCH_SECONDS', 60);
const maxSeconds = envInt('BENCH_MAX_SECONDS', 15);
const rawSeconds = envInt('BENCH_RAW_SECONDS', 15);
const goalRatio = 0.5;

interface Ack {
  instanceId: number;
  ordinal: number;
  seq: number;
  answer: string;
}

const acknowledged = new Map<string, Ack>();
let errors = 0;
const errorSamples: string[] = [];

function recordError(text: string) {
  errors++;
  if (errorSamples.length < 5) errorSamples.push(text);
}

/** One save of the next question's answer; its latency, or null when it failed. */
async function saveOne(api: ApiClient, taker: Taker): Promise<number | null> {
  const { ordinal, seq, answer } = nextSave(taker);
  try {
    const res = await api.call(taker.session, 'POST', `/api/my/instances/${taker.instanceId}/answers`, {
      answers: [{ ordinal, seq, answer, clientSavedAt: new Date().toISOString() }],
    });
    const ack = res.status === 200 ? res.body.data.acks[0] : null;
    if (!ack || ack.status !== 'saved' || ack.seq !== seq) {
      recordError(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      return null;
    }
    const key = `${taker.instanceId}:${ordinal}`;
    const known = acknowledged.get(key);
    if (!known || known.seq < seq) acknowledged.set(key, { instanceId: taker.instanceId, ordinal, seq, answer: canonical(answer) });
    return res.ms;
  } catch (error) {
    recordError(String(error));
    return null;
  }
}

/** Phase 1: each student saves every 2–5 s, starting at a random moment of the first 5 s. */
async function paced(api: ApiClient, takers: Taker[]): Promise<number[]> {
  const next = random(21);
  const times: number[] = [];
  const end = Date.now() + pacedSeconds * 1000;
  await Promise.all(
    takers.map(async (taker) => {
      await sleep(next() * 5_000);
      while (Date.now() < end) {
        const ms = await saveOne(api, taker);
        if (ms !== null) times.push(ms);
        await sleep(2_000 + next() * 3_000);
      }
    }),
  );
  return times;
}

/** Phase 2: every student saves back to back; the saves completed per second after the warm-up. */
async function flatOut(api: ApiClient, server: BenchServer, takers: Taker[]): Promise<{ rate: number; times: number[]; cpuMsPerSave: number | null; clientCpuMsPerSave: number | null }> {
  const warmUpEnd = Date.now() + 2_000;
  const end = warmUpEnd + maxSeconds * 1000;
  let completed = 0;
  let cpuAtWarmUpEnd: number | null = null;
  const times: number[] = [];
  let clientCpu: NodeJS.CpuUsage | null = null;
  const cpuTimer = setTimeout(() => {
    cpuAtWarmUpEnd = server.cpuMs();
    clientCpu = process.cpuUsage();
  }, 2_000);
  await Promise.all(
    takers.map(async (taker) => {
      while (Date.now() < end) {
        const ms = await saveOne(api, taker);
        const now = Date.now();
        if (ms !== null && now > warmUpEnd && now <= end) {
          completed++;
          times.push(ms);
        }
      }
    }),
  );
  clearTimeout(cpuTimer);
  const cpuAtEnd = server.cpuMs();
  const clientUsed = clientCpu === null ? null : process.cpuUsage(clientCpu);
  const cpuMsPerSave = cpuAtWarmUpEnd === null || cpuAtEnd === null || completed === 0 ? null : (cpuAtEnd - cpuAtWarmUpEnd) / completed;
  // The load generator's own CPU (this process: 300 HTTP clients), which shares the cores with the server.
  const clientCpuMsPerSave = clientUsed === null || completed === 0 ? null : (clientUsed.user + clientUsed.system) / 1000 / completed;
  return { rate: completed / maxSeconds, times, cpuMsPerSave, clientCpuMsPerSave };
}

/** Every acknowledged save is held (sequence at least as new; the same answer when equal); the ones that are not. */
async function lostAnswers(database: Database, examId: number): Promise<number> {
  const rows = await queryRows<{ instanceId: number; ordinal: number; seq: number; answer: unknown }>(database.db, sql.select_exam_answers, { examId });
  const held = new Map(rows.map((row) => [`${row.instanceId}:${row.ordinal}`, row]));
  let lost = 0;
  for (const [key, ack] of acknowledged) {
    const row = held.get(key);
    if (!row || row.seq < ack.seq || (row.seq === ack.seq && canonical(row.answer) !== ack.answer)) lost++;
  }
  return lost;
}

/**
 * Phase 3: single-row upserts on `concurrency` connections, each on its own answer row; upserts per second. The raw
 * loop of the ratio runs the statement as node-postgres runs any query by default (unnamed: parsed and planned each
 * time); the same loop is then run with the statement kept prepared on each connection, as the server keeps its save
 * statements (server/db/connect.ts, keepPrepared), and printed beside it.
 */
// Kept prepared by its text (connect.ts): a comment makes it another text than the unnamed loop's statement.
const preparedUpsert = prepared({ ...sql.upsert_answer, name: 'bench_upsert_answer_prepared', text: `${sql.upsert_answer.text}\n-- prepared` });

async function rawUpserts(database: Database, takers: Taker[], concurrency: number, block: SqlBlock): Promise<{ rate: number; cpuMsPerUpsert: number }> {
  const answer = JSON.stringify({ kind: 'true-false', value: true });
  let seq = 1_000_000;
  const loop = async (until: number, lane: number) => {
    let done = 0;
    const taker = takers[lane % takers.length];
    while (Date.now() < until) {
      await execute(database.db, block, { instanceId: taker.instanceId, ordinal: 1 + (lane % 20), answer, seq: seq++ });
      done++;
    }
    return done;
  };
  await Promise.all(Array.from({ length: concurrency }, (_, lane) => loop(Date.now() + 1_000, lane)));
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const counts = await Promise.all(Array.from({ length: concurrency }, (_, lane) => loop(Date.now() + rawSeconds * 1000, lane)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  const total = counts.reduce((a, b) => a + b, 0);
  // This process's CPU: for PGlite the database's too (it runs in-process), for PostgreSQL only the client's.
  return { rate: total / seconds, cpuMsPerUpsert: (used.user + used.system) / 1000 / total };
}

console.info(`Answer saves: ${students} students; paced ${pacedSeconds} s (one save every 2–5 s each), flat out ${maxSeconds} s, raw upserts ${rawSeconds} s`);
console.info(`  machine: ${machine()}`);
await speedReference();
const bench = await benchDatabase();
const rawConcurrency = envInt('BENCH_RAW_CONCURRENCY', bench.engine === 'pglite' ? 1 : 10);
let server: BenchServer | null = null;
let api: ApiClient | null = null;
try {
  const prepared = await prepareData(bench, students);
  server = await BenchServer.create(bench);
  await server.start();
  api = new ApiClient(server.url);
  const nodeIds = await createQuestionPools(api, prepared);
  const examId = await createExam(api, prepared, nodeIds, 'ANS');
  await pregenerate(api, prepared.teacher, examId);
  const takers = await startTakers(api, prepared.students, examId);
  console.info(`  ${bench.engine}: ${takers.length} instances started`);

  const pacedTimes = await paced(api, takers);
  const pacedErrors = errors;
  console.info(`  paced: ${(pacedTimes.length / pacedSeconds).toFixed(1)} saves/s; ${latencySummary(pacedTimes)}; ${pacedErrors} errors`);
  const max = await flatOut(api, server, takers);
  const cpuPerSave = (max.cpuMsPerSave === null ? '' : `; server CPU ${max.cpuMsPerSave.toFixed(3)} ms a save`)
    + (max.clientCpuMsPerSave === null ? '' : `, load generator CPU ${max.clientCpuMsPerSave.toFixed(3)} ms a save`);
  console.info(`  flat out (${takers.length} in flight): ${max.rate.toFixed(1)} saves/s; ${latencySummary(max.times)}; ${errors - pacedErrors} errors${cpuPerSave}`);
  for (const sample of errorSamples) console.error(`    ${sample}`);
  await server.stop();

  const database = await bench.open();
  let lost: number;
  let raw: number;
  try {
    lost = await lostAnswers(database, examId);
    console.info(`  ${acknowledged.size} answers acknowledged (the newest of each question), ${lost} not held as acknowledged`);
    const floor = await rawUpserts(database, takers, rawConcurrency, sql.upsert_answer);
    raw = floor.rate;
    const whose = bench.engine === 'pglite' ? 'client and database' : 'client only';
    const connections = `${rawConcurrency} connection${rawConcurrency === 1 ? '' : 's'}`;
    console.info(`  raw single-row upserts (${connections}): ${raw.toFixed(1)} upserts/s; this process's CPU (${whose}) ${floor.cpuMsPerUpsert.toFixed(3)} ms an upsert`);
    if (database.kind === 'postgresql') {
      const kept = await rawUpserts(database, takers, rawConcurrency, preparedUpsert);
      console.info(`  the same kept prepared (${connections}): ${kept.rate.toFixed(1)} upserts/s, ${kept.cpuMsPerUpsert.toFixed(3)} ms an upsert; the API's rate is ${(max.rate / kept.rate).toFixed(2)} of it`);
    }
  } finally {
    await database.close();
  }
  const ratio = max.rate / raw;
  const p99 = percentile(pacedTimes, 99);
  const totalErrors = errors + lost;
  const ok = ratio >= goalRatio && totalErrors === 0;
  console.info(`  ratio ${ratio.toFixed(2)} (API ${max.rate.toFixed(1)} saves/s ÷ raw ${raw.toFixed(1)} upserts/s; goal ≥ ${goalRatio}), paced p99 ${p99.toFixed(1)} ms, ${totalErrors} errors: ${ok ? 'PASS' : 'FAIL'}`);
  console.log(`RESULT answer-save db=${bench.engine} ratio=${ratio.toFixed(2)} p99_ms=${Math.round(p99)} errors=${totalErrors}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  api?.close();
  await server?.dispose();
  await bench.dispose();
}

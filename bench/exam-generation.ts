/**
 * Pre-generation of an exam's instances: 1 000 students enrolled in a course, an exam of 20 questions (two parts,
 * each drawing 10 of its node's 20 questions of five kinds), and the course's teacher starting a pre-generation
 * run through the API (startExamGeneration) and polling it (listExamGenerationRuns, every 25 ms) until it is done.
 * Timed from the start request to the first poll that sees it done; the run's own startedAt → finishedAt is printed
 * beside it. The server is `npm run serve`'s command on a fresh embedded database (PGlite), or on a new database on
 * the PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL.
 *
 *   npm run bench:generate            (BENCH_STUDENTS=200 for a quick check)
 *
 * Goal: under 10 s on the embedded default.
 */
import {
  ApiClient,
  BenchServer,
  benchDatabase,
  createExam,
  createQuestionPools,
  envInt,
  machine,
  pregenerate,
  prepareData,
  QUESTIONS_PER_PART,
} from './exam-support';
import { speedReference } from './speed-reference';

const students = envInt('BENCH_STUDENTS', 1_000);
const goalMs = 10_000;

console.info(`Exam pre-generation: ${students} students, ${2 * QUESTIONS_PER_PART} questions each`);
console.info(`  machine: ${machine()}`);
await speedReference();
const bench = await benchDatabase();
let server: BenchServer | null = null;
let api: ApiClient | null = null;
try {
  const prepareStarted = Date.now();
  const prepared = await prepareData(bench, students);
  server = await BenchServer.create(bench);
  const started = await server.start();
  api = new ApiClient(server.url);
  const nodeIds = await createQuestionPools(api, prepared);
  const examId = await createExam(api, prepared, nodeIds, 'GEN');
  console.info(`  ${bench.engine}: prepared in ${((Date.now() - prepareStarted) / 1000).toFixed(1)} s (server up in ${Math.round(started.startMs)} ms)`);

  const t0 = process.hrtime.bigint();
  const run = await pregenerate(api, prepared.teacher, examId, 25);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const serverMs = new Date(run.finishedAt ?? run.startedAt).getTime() - new Date(run.startedAt).getTime();

  const list = await api.expect(200, prepared.teacher, 'GET', `/api/exams/${examId}/instances?state=generated&pageSize=1`);
  const sample = await api.expect(200, prepared.teacher, 'GET', `/api/exam-instances/${list.data.items[0].instanceId}`);
  const ok = run.status === 'done' && run.generated === students && run.failed === 0 && list.data.total === students && sample.data.questions.length === 2 * QUESTIONS_PER_PART;
  console.info(`  run ${run.status}: total ${run.total}, generated ${run.generated}, existing ${run.existing}, failed ${run.failed}; ${list.data.total} instances listed as generated, one has ${sample.data.questions.length} questions`);
  console.info(`  start → done seen by the client: ${Math.round(ms)} ms; the run's own startedAt → finishedAt: ${serverMs} ms (${((students / ms) * 1000).toFixed(0)} instances/s); goal < ${goalMs} ms`);
  if (!ok) console.error(`  the run did not generate every instance: ${JSON.stringify(run.failures).slice(0, 500)}`);
  console.log(`RESULT exam-generation db=${bench.engine} instances=${run.generated} questions=${2 * QUESTIONS_PER_PART} ms=${Math.round(ms)}`);
  process.exitCode = ok && ms < goalMs ? 0 : 1;
  await server.stop();
} finally {
  api?.close();
  await server?.dispose();
  await bench.dispose();
}

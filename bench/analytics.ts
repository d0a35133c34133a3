/**
 * After the exam, at the size of a large course: 2 000 students take an exam of 40 questions (two parts drawing all
 * 20 questions of their node, five closed kinds and free text), each saving answers of mixed quality in two saves and
 * submitting, all through the API (8 students at a time). Then, measured on the server:
 *   - exam_ms: the exam's analytics computed in SQL (examAnalytics, what getExamAnalytics computes when its kept copy
 *     is out of date), the median of 5 after one warm-up; the API's first and later answers are printed beside it;
 *   - xlsx_ms: the results exported as XLSX with every question's points (exportResults), from the request to the
 *     file's last byte, the median of 3.
 * The server is `npm run serve`'s command on a fresh embedded database (PGlite), or on a new database on the
 * PostgreSQL server of BENCH_DATABASE_URL or DATABASE_URL.
 *
 *   npm run bench:analytics            (BENCH_STUDENTS=300 for a quick check)
 *
 * Goals: exam_ms < 300, xlsx_ms < 3 000.
 */
import {
  ApiClient,
  BenchServer,
  benchDatabase,
  createExam,
  createQuestionPools,
  envInt,
  machine,
  percentile,
  prepareData,
  QUESTIONS_PER_NODE,
  answerFor,
  type BenchStudent,
} from './exam-support';
import { speedReference } from './speed-reference';
import type { QuestionAnswer, QuestionView } from '../server/generated/contract-types.js';
import { examAnalytics } from '../server/modules/analytics/service.js';
import { random } from './support';

const students = envInt('BENCH_STUDENTS', 2_000);
const concurrency = envInt('BENCH_CONCURRENCY', 8);
const goals = { examMs: 300, xlsxMs: 3_000 };

/**
 * A right or a wrong answer of the bench's questions (bench/exam-support.ts benchContent: option `a` is the key, true
 * is right for even question numbers, the scale's key is 3, elements in their written order), so that scores follow
 * the students' skill as in a real exam; free text is left to a teacher.
 */
function answerOf(view: QuestionView, right: boolean, next: () => number): QuestionAnswer {
  const pick = <T,>(items: T[]) => items[Math.floor(next() * items.length)];
  switch (view.kind) {
    case 'multiple-choice': {
      const ids = (view.body as { options: Array<{ id: string }> }).options.map((option) => option.id);
      return { kind: 'multiple-choice', choices: [right ? 'a' : pick(ids.filter((id) => id !== 'a'))] };
    }
    case 'true-false': {
      const n = Number(/Question (\d+) about/.exec(view.text)?.[1] ?? 0);
      return { kind: 'true-false', value: right === (n % 2 === 0) };
    }
    case 'scale':
      return { kind: 'scale', value: right ? 3 : pick([1, 2, 4, 5]) };
    case 'ordered-elements': {
      const ids = (view.body as { elements: Array<{ id: string }> }).elements.map((element) => element.id).sort();
      return { kind: 'ordered-elements', order: right ? ids : [ids[1], ids[0], ...ids.slice(2)] };
    }
    default:
      return answerFor(view, 1 + Math.floor(next() * 5), 'bench');
  }
}

/** One student, two saves of answers (a student's skill decides how many are right), submit. */
async function take(api: ApiClient, student: BenchStudent, examId: number, next: () => number): Promise<void> {
  const started = await api.expect(200, student.session, 'POST', `/api/my/exams/${examId}/start`, { password: null });
  const instanceId = started.data.instanceId as number;
  const instance = await api.expect(200, student.session, 'GET', `/api/my/instances/${instanceId}`);
  const views = (instance.data.questions as Array<{ view: QuestionView }>).map((q) => q.view);
  const skill = 0.2 + 0.75 * next();
  const answers = views
    .map((view, i) => ({ view, ordinal: i + 1 }))
    // A few questions left unanswered by the weaker students.
    .filter(() => next() < 0.6 + 0.4 * skill)
    .map(({ view, ordinal }) => ({ ordinal, seq: 1, answer: answerOf(view, next() < skill, next), clientSavedAt: new Date().toISOString() }));
  const half = Math.ceil(answers.length / 2);
  for (const part of [answers.slice(0, half), answers.slice(half)]) {
    if (part.length > 0) await api.expect(200, student.session, 'POST', `/api/my/instances/${instanceId}/answers`, { answers: part });
  }
  await api.expect(200, student.session, 'POST', `/api/my/instances/${instanceId}/submit`);
}

async function timedRequest(work: () => Promise<unknown>): Promise<number> {
  const t0 = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

console.info(`Analytics and export: ${students} students, ${2 * QUESTIONS_PER_NODE} questions each`);
console.info(`  machine: ${machine()}`);
await speedReference();
const bench = await benchDatabase();
let server: BenchServer | null = null;
let api: ApiClient | null = null;
try {
  const prepareStarted = Date.now();
  const prepared = await prepareData(bench, students);
  server = await BenchServer.create(bench);
  await server.start();
  api = new ApiClient(server.url);
  const nodeIds = await createQuestionPools(api, prepared);
  // Two parts drawing every question of their node: 40 questions per instance.
  const examId = await createExam(api, prepared, nodeIds, 'ANA', true, QUESTIONS_PER_NODE);
  const next = random(14);
  const queue = [...prepared.students];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let student = queue.shift(); student; student = queue.shift()) await take(api!, student, examId, next);
    }),
  );
  console.info(`  ${bench.engine}: ${students} instances taken and submitted in ${((Date.now() - prepareStarted) / 1000).toFixed(1)} s`);

  const teacher = prepared.teacher;
  // Through the API: the first request computes and keeps the result (exam_analytics_cache), the next ones read it.
  const analytics = () => api!.expect(200, teacher, 'GET', `/api/exams/${examId}/analytics`);
  let first: Awaited<ReturnType<typeof analytics>> | null = null;
  const firstMs = await timedRequest(async () => (first = await analytics()));
  const summary = first!.data as { submitted: number; questions: unknown[]; score: { mean: number | null }; cronbachAlpha: number | null };
  const cachedTimes: number[] = [];
  for (let i = 0; i < 5; i++) cachedTimes.push(await timedRequest(analytics));

  const exportXlsx = async () => {
    const res = await api!.download(teacher, `/api/exports/results?examIds=${examId}&format=xlsx&perQuestion=true`);
    if (res.status !== 200 || res.bytes < 1_000) throw new Error(`the export answered ${res.status} with ${res.bytes} bytes`);
    return res.bytes;
  };
  const bytes = await exportXlsx();
  const xlsxTimes: number[] = [];
  for (let i = 0; i < 3; i++) xlsxTimes.push(await timedRequest(exportXlsx));
  await server.stop();

  // The computation itself, never the kept copy: examAnalytics on the same database through the same query layer as
  // the server (the server stopped: PGlite lets one process open the folder), one warm-up, then the median of 5.
  const database = await bench.open();
  const examTimes: number[] = [];
  try {
    await examAnalytics(database.db, examId);
    for (let i = 0; i < 5; i++) examTimes.push(await timedRequest(() => examAnalytics(database.db, examId)));
  } finally {
    await database.close();
  }

  const examMs = Math.round(percentile(examTimes, 50));
  const xlsxMs = Math.round(percentile(xlsxTimes, 50));
  const ok = summary.submitted === students && summary.questions.length === 2 * QUESTIONS_PER_NODE;
  const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');
  console.info(`  analytics: ${summary.submitted} submitted, ${summary.questions.length} questions, mean score ${summary.score.mean?.toFixed(2)}, α ${summary.cronbachAlpha?.toFixed(3)}`);
  console.info(`    computed (examAnalytics, in SQL): ${list(examTimes)} ms (goal < ${goals.examMs})`);
  console.info(`    through the API: first request ${firstMs.toFixed(0)} ms (computed and kept), then ${list(cachedTimes)} ms (the kept copy)`);
  console.info(`  XLSX with every question's points: ${(bytes / 1024).toFixed(0)} kB; ${list(xlsxTimes)} ms (goal < ${goals.xlsxMs})`);
  console.log(`RESULT analytics instances=${summary.submitted} questions=${summary.questions.length} exam_ms=${examMs} xlsx_ms=${xlsxMs}`);
  process.exitCode = ok && examMs < goals.examMs && xlsxMs < goals.xlsxMs ? 0 : 1;
} finally {
  api?.close();
  await server?.dispose();
  await bench.dispose();
}

/**
 * Grading throughput through the real API on the embedded default: the server (`npm run serve`'s command, its
 * in-process grading worker at its default concurrency, the default sandboxes) in its own process, a teacher who
 * submits bursts of answers on the question test page (tryQuestion) and polls each job (getGradingJob).
 *
 *   npm run bench:grading
 *
 * Per kind, a burst of answers to one demo question, correct and wrong alternating (SQL 100, JavaScript 200, Python
 * and C 40 each when bubblewrap is there), sent as fast as the server takes them with 8 submits in flight (a class
 * clicking at once; all of them at the same instant would only measure the embedded database's one connection):
 * answers graded per second from the first submit to the last result, each answer's latency from its submit to its
 * result (p50, p99; the polling adds up to ~10 ms), and the answers whose score is not the expected one. Before
 * them, the first SQL answer after a restart (the server started on the existing database, the answer sent as soon
 * as it answers its health check). During them an unrelated request (getMe, every 20 ms) whose p99 shows whether
 * the API stays responsive: in all, while answers are being submitted (they queue with the submits at the embedded
 * database's one connection) and while they are being graded (the sandboxes saturated; the target).
 *
 * Sizes: BENCH_SQL_ANSWERS, BENCH_JS_ANSWERS, BENCH_NATIVE_ANSWERS, BENCH_SUBMIT_CONCURRENCY; BENCH_GRADING_WORKERS
 * overrides the server's GRADING_WORKERS; BENCH_COLD_DELAY_MS waits that long after the restart before the first
 * SQL answer (what remains is the answer's own time, without the sandbox's start). Targets: SQL ≥ 20/s,
 * JavaScript ≥ 50/s, first SQL answer < 1 000 ms, API p99 while grading < 100 ms, no wrong grades.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadConfig } from '../server/config.js';
import type { GradeResult, QuestionAnswer, QuestionInput } from '../server/generated/contract-types.js';
import { demoQuestions } from '../server/seed/demo-questions.js';
import { ApiClient, BenchServer, benchDatabase, envInt, machine, percentile, prepareData, SERVER_COMMAND, sleep, type Session } from './exam-support';
import { speedReference } from './speed-reference';

type Kind = 'sql' | 'javascript' | 'python' | 'c';

interface Burst {
  kind: Kind;
  title: string;
  answers: number;
  /** Correct and wrong answers with the score each must get. */
  variants: [string, number][];
}

const bursts: Burst[] = [
  {
    kind: 'sql',
    title: 'Turnover per city',
    answers: envInt('BENCH_SQL_ANSWERS', 100),
    variants: [
      ['SELECT c.city, SUM(o.amount) AS total FROM customer c JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 100],
      ['SELECT c.city, SUM(o.amount) AS total FROM customer c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.city', 0],
      ['SELECT city, sum(amount) AS total FROM orders JOIN customer ON customer.id = customer_id GROUP BY 1 ORDER BY 2', 100],
      ["UPDATE orders SET amount = 0; SELECT 'x' AS city, 0 AS total", 0],
    ],
  },
  {
    kind: 'javascript',
    title: 'Count distinct keys (JavaScript)',
    answers: envInt('BENCH_JS_ANSWERS', 200),
    variants: [
      ["const lines = readAll().split('\\n').filter(Boolean);\nconsole.log(new Set(lines).size);\n", 100],
      ["console.log(readAll().split('\\n').filter(Boolean).length);\n", 30],
    ],
  },
  {
    kind: 'python',
    title: 'Natural join of two relations (Python)',
    answers: envInt('BENCH_NATIVE_ANSWERS', 40),
    variants: [
      [String((demoQuestions.find((q) => q.input.title === 'Natural join of two relations (Python)')?.input.content as { referenceSolution: string }).referenceSolution), 100],
      ['import sys\nlines = sys.stdin.read().split("\\n")\nprint(lines[1])\n', 0],
    ],
  },
  {
    kind: 'c',
    title: 'Sum of a column (C)',
    answers: envInt('BENCH_NATIVE_ANSWERS', 40),
    variants: [
      ['long sum_column(const long *values, int n) {\n  long sum = 0;\n  for (int i = 0; i < n; i++) sum += values[i];\n  return sum;\n}\n', 100],
      ['long sum_column(const long *values, int n) {\n  long sum = 0;\n  for (int i = 1; i < n; i++) sum += values[i];\n  return sum;\n}\n', 40],
    ],
  },
];

const targets = { sqlPerS: 20, javascriptPerS: 50, firstSqlMs: 1_000, apiP99Ms: 100 };
/** Submits in flight at once while a burst is sent. */
const submitConcurrency = envInt('BENCH_SUBMIT_CONCURRENCY', 8);

function answerOf(kind: Kind, text: string): QuestionAnswer {
  return kind === 'sql' ? { kind: 'sql', query: text } : { kind: 'code', source: text };
}

interface Pending {
  jobId: number;
  sentAt: number;
  expected: number;
}

interface Graded {
  ms: number;
  wrong: boolean;
  doneAt: number;
}

/**
 * Polls the jobs until each is graded or failed. Jobs finish roughly in the order they were queued, so the oldest
 * pending job is asked about every 10 ms and, as soon as it is done, the next one at once: about one request per
 * answer, so that the polling does not load the server it measures. A job that finished before an older one is
 * seen when its turn comes, which can only make its latency look longer.
 */
async function settle(api: ApiClient, teacher: Session, pending: Pending[]): Promise<Graded[]> {
  const graded: Graded[] = [];
  for (const job of pending) {
    for (;;) {
      const body = await api.expect(200, teacher, 'GET', `/api/grading-jobs/${job.jobId}`);
      const data = body.data as { status: string; result: GradeResult | null; error: string | null };
      if (data.status === 'graded' || data.status === 'failed') {
        const now = performance.now();
        const wrong = data.status === 'failed' || data.result?.scorePercent !== job.expected;
        if (wrong) console.info(`    job ${job.jobId}: expected ${job.expected} %, got ${data.status} ${data.result?.scorePercent ?? data.error}`);
        graded.push({ ms: now - job.sentAt, wrong, doneAt: now });
        break;
      }
      await sleep(10);
    }
  }
  return graded;
}

async function submit(api: ApiClient, teacher: Session, questionId: number, answer: QuestionAnswer): Promise<number> {
  const body = await api.expect(200, teacher, 'POST', `/api/questions/${questionId}/trials`, { seed: 1, gradingModelId: null, answer });
  return body.data.jobId as number;
}

interface ProcessInfo {
  pid: number;
  parent: number;
  command: string;
  rssKb: number;
  /** User + system CPU time so far (ms). */
  cpuMs: number;
}

/** The processes that descend from `pid` (itself included), from /proc. */
function descendants(pid: number): ProcessInfo[] {
  const all: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.push({
        pid: Number(entry),
        parent: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        command: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '),
        rssKb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0),
        // utime and stime (fields 14 and 15) in clock ticks of 10 ms.
        cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
      });
    } catch {
      // ended meanwhile
    }
  }
  const byPid = new Map(all.map((info) => [info.pid, info]));
  const descends = (info: ProcessInfo) => {
    for (let at: ProcessInfo | undefined = info; at !== undefined; at = byPid.get(at.parent)) if (at.pid === pid) return true;
    return false;
  };
  return all.filter(descends);
}

/** CPU time (ms) of the server's own process and of its sandboxes, and the SQL sandboxes' resident memory (MB). */
function serverUsage(pid: number) {
  const tree = descendants(pid);
  const sandboxes = tree.filter((info) => /sql-child|js-child|bwrap/.test(info.command));
  const server = tree.filter((info) => SERVER_COMMAND.test(info.command));
  const sum = (infos: ProcessInfo[], field: 'cpuMs' | 'rssKb') => infos.reduce((total, info) => total + info[field], 0);
  return {
    serverCpuMs: sum(server, 'cpuMs'),
    sandboxCpuMs: sum(sandboxes, 'cpuMs'),
    sqlResidentMb: sum(tree.filter((info) => info.command.includes('sql-child.mjs')), 'rssKb') / 1024,
  };
}

console.info(`Grading bench on ${machine()}`);
await speedReference();
const bench = await benchDatabase();
const prepared = await prepareData(bench, 0);
const gradingWorkers = process.env.BENCH_GRADING_WORKERS ?? String(loadConfig({}).gradingWorkers);
const server = await BenchServer.create(bench, { GRADING_WORKERS: gradingWorkers });
const api = new ApiClient(server.url);
let failed = false;
try {
  await server.start();
  const { teacher, courseId } = prepared;
  const runners = (await api.expect(200, teacher, 'GET', '/api/code-runners')).data as { language: string; available: boolean }[];
  const runnable = bursts.filter((burst) => burst.kind === 'sql' || runners.some((runner) => runner.language === burst.kind && runner.available));
  const node = await api.expect(201, teacher, 'POST', `/api/courses/${courseId}/nodes`, { name: 'Grading', description: null, nodeTypeId: prepared.nodeTypeId, parentIds: [] });
  const questionIds = new Map<Kind, number>();
  for (const burst of runnable) {
    const demo = demoQuestions.find((question) => question.input.title === burst.title);
    if (demo === undefined) throw new Error(`no demo question "${burst.title}"`);
    const input: QuestionInput = { ...demo.input, nodeIds: [node.data.id as number] };
    // Saving runs the reference solution in the sandboxes (the reference check).
    const created = await api.expect(201, teacher, 'POST', `/api/courses/${courseId}/questions`, input);
    questionIds.set(burst.kind, created.data.id as number);
  }

  // The first SQL answer after a start: the server is restarted on its database and asked as soon as it answers.
  await server.stop();
  const restarted = await server.start();
  if (process.env.BENCH_COLD_DELAY_MS) await sleep(Number(process.env.BENCH_COLD_DELAY_MS));
  const coldSent = performance.now();
  const coldJob = await submit(api, teacher, questionIds.get('sql') as number, answerOf('sql', bursts[0].variants[0][0]));
  const [cold] = await settle(api, teacher, [{ jobId: coldJob, sentAt: coldSent, expected: 100 }]);
  console.info(`  restart: health after ${restarted.startMs.toFixed(0)} ms; first SQL answer graded ${cold.ms.toFixed(0)} ms after it was sent`);

  // An unrelated request, over and over, while the bursts run.
  const apiTimes: number[] = [];
  /** The API's answer times while answers were being submitted, and while they were being graded. */
  const apiByPhase: Record<'submitting' | 'grading', number[]> = { submitting: [], grading: [] };
  type Phase = 'submitting' | 'grading' | null;
  let phase = null as Phase;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const during: Phase = phase;
      const { ms } = await api.call(teacher, 'GET', '/api/auth/me');
      apiTimes.push(ms);
      if (during !== null && during === phase) apiByPhase[during].push(ms);
      await sleep(20);
    }
  })();

  const lines: string[] = [];
  for (const burst of runnable) {
    const questionId = questionIds.get(burst.kind) as number;
    const answers = Array.from({ length: burst.answers }, (_, index) => burst.variants[index % burst.variants.length]);
    const pid = restarted.child.pid as number;
    const usageBefore = serverUsage(pid);
    const started = performance.now();
    phase = 'submitting';
    // As many submits in flight as a class of students clicking at the same moment keeps busy.
    const pending: Pending[] = new Array(answers.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(submitConcurrency, answers.length) }, async () => {
        for (let index = next++; index < answers.length; index = next++) {
          const [text, expected] = answers[index];
          const sentAt = performance.now();
          pending[index] = { jobId: await submit(api, teacher, questionId, answerOf(burst.kind, text)), sentAt, expected };
        }
      }),
    );
    phase = 'grading';
    const graded = await settle(api, teacher, pending);
    phase = null;
    const seconds = (Math.max(...graded.map((answer) => answer.doneAt)) - started) / 1000;
    const times = graded.map((answer) => answer.ms);
    const perS = burst.answers / seconds;
    const wrong = graded.filter((answer) => answer.wrong).length;
    const line = `RESULT grading kind=${burst.kind} answers=${burst.answers} per_s=${perS.toFixed(1)} p50_ms=${percentile(times, 50).toFixed(0)} p99_ms=${percentile(times, 99).toFixed(0)} wrong_grades=${wrong}`;
    const usage = serverUsage(pid);
    // Sandboxes that ended during the burst (recycled, or a process per run) are missing from the CPU time.
    console.info(
      `  ${burst.kind}: ${burst.answers} answers in ${seconds.toFixed(2)} s; CPU: server ${((usage.serverCpuMs - usageBefore.serverCpuMs) / 1000).toFixed(2)} s, ` +
        `sandboxes still running ${((usage.sandboxCpuMs - usageBefore.sandboxCpuMs) / 1000).toFixed(2)} s`,
    );
    if (burst.kind === 'sql') console.info(`  SQL sandboxes after the burst: ${usage.sqlResidentMb.toFixed(0)} MB resident`);
    lines.push(line);
    if (wrong > 0) failed = true;
    if (burst.kind === 'sql' && perS < targets.sqlPerS) failed = true;
    if (burst.kind === 'javascript' && perS < targets.javascriptPerS) failed = true;
  }
  sampling = false;
  await sampler;
  const apiP99 = percentile(apiTimes, 99);
  for (const [name, times] of Object.entries(apiByPhase)) {
    console.info(`  getMe while answers were ${name}: n ${times.length}, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, max ${percentile(times, 100).toFixed(0)} ms`);
  }

  console.info('');
  for (const line of lines) console.info(line);
  console.info(`RESULT grading-cold kind=sql first_ms=${cold.ms.toFixed(0)}`);
  const phaseP99 = (times: number[]) => percentile(times, 99).toFixed(0);
  console.info(
    `RESULT grading-api p99_ms=${apiP99.toFixed(0)} submitting_p99_ms=${phaseP99(apiByPhase.submitting)} grading_p99_ms=${phaseP99(apiByPhase.grading)}`,
  );
  // The target is the API's while the sandboxes are saturated; while answers are being submitted its requests
  // queue with the submits at the embedded database's one connection, which grading does not change.
  if (cold.ms >= targets.firstSqlMs || cold.wrong || percentile(apiByPhase.grading, 99) >= targets.apiP99Ms) failed = true;
  console.info(
    `\n${failed ? 'FAIL' : 'PASS'} (targets: SQL ≥ ${targets.sqlPerS}/s, JavaScript ≥ ${targets.javascriptPerS}/s, first SQL answer < ${targets.firstSqlMs} ms, API p99 while grading < ${targets.apiP99Ms} ms, no wrong grades)`,
  );
} finally {
  api.close();
  await server.stop();
  await bench.dispose();
}
process.exitCode = failed ? 1 : 0;

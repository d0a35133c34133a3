/**
 * Durability of acknowledged answers through crashes: 20 students with started instances of a 20-question exam
 * save answers one after another through saveMyAnswers over HTTP, while the server (`npm run serve`'s command) is
 * killed with SIGKILL 20 times — every 0.5–2 s of load, at a random moment (a fixed PRNG) — and started again on the
 * same data. A student's client does what the exam page's save queue does: it replays a save until it is answered
 * (same sequence number, so a replay is idempotent), then moves on with a newer sequence. Every save the API
 * acknowledged as `saved` with the sequence sent is recorded; afterwards, each student's instance is read through
 * getMyInstance and every acknowledged save must be held: the question's sequence at least the acknowledged one,
 * and the very answer sent when equal. An acknowledged save not held is lost.
 *
 *   npm run bench:durability      (BENCH_KILLS=3 for a quick check)
 *
 * Goal: lost = 0. Runs on PGlite (the embedded database's folder survives the kills), or on PostgreSQL with
 * BENCH_DATABASE_URL or DATABASE_URL (a new database there; the server process dies, PostgreSQL does not).
 */
import type { QuestionView } from '../server/generated/contract-types.js';
import {
  ApiClient,
  BenchServer,
  answerFor,
  benchDatabase,
  canonical,
  createExam,
  createQuestionPools,
  envInt,
  machine,
  pregenerate,
  prepareData,
  sleep,
  type BenchStudent,
} from './exam-support';
import { speedReference } from './speed-reference';
import { random } from './support';

const students = envInt('BENCH_STUDENTS', 20);
const kills = envInt('BENCH_KILLS', 20);
const minLoadMs = 500;
const maxLoadMs = 2_000;

interface Writer extends BenchStudent {
  instanceId: number;
  views: QuestionView[];
  /** Per place (1-based ordinal): the newest acknowledged sequence and its answer, and how many acknowledgements. */
  acked: Map<number, { seq: number; answer: string; count: number }>;
}

let acknowledged = 0;
let retries = 0;
const unexpected: string[] = [];

/** One student's client: each save replayed until answered, then the next question with a newer sequence. */
async function write(api: ApiClient, writer: Writer, stop: () => boolean) {
  const seqs = new Map<number, number>();
  let n = 0;
  while (!stop()) {
    const ordinal = 1 + (n++ % writer.views.length);
    const seq = (seqs.get(ordinal) ?? 0) + 1;
    seqs.set(ordinal, seq);
    const answer = answerFor(writer.views[ordinal - 1], seq, `student ${writer.studentId} place ${ordinal}`);
    const payload = { answers: [{ ordinal, seq, answer, clientSavedAt: new Date().toISOString() }] };
    for (;;) {
      try {
        const res = await api.call(writer.session, 'POST', `/api/my/instances/${writer.instanceId}/answers`, payload, 5_000);
        const ack = res.status === 200 ? res.body.data.acks[0] : null;
        if (ack && ack.status === 'saved' && ack.seq === seq) {
          acknowledged++;
          const held = writer.acked.get(ordinal);
          writer.acked.set(ordinal, { seq, answer: canonical(answer), count: (held?.count ?? 0) + 1 });
          break;
        }
        // Anything else but a connection failure is not what a crash explains.
        if (unexpected.length < 10) unexpected.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      } catch {
        // The server is down or was killed mid-request: replay the same save.
      }
      retries++;
      if (stop()) return;
      await sleep(50);
    }
  }
}

console.info(`Durability: ${students} students saving while the server is killed with SIGKILL ${kills} times`);
console.info(`  machine: ${machine()}`);
await speedReference();
const bench = await benchDatabase();
let server: BenchServer | null = null;
let api: ApiClient | null = null;
try {
  const prepared = await prepareData(bench, students);
  server = await BenchServer.create(bench);
  await server.start();
  api = new ApiClient(server.url);
  const nodeIds = await createQuestionPools(api, prepared);
  const examId = await createExam(api, prepared, nodeIds, 'DUR');
  await pregenerate(api, prepared.teacher, examId);
  const writers: Writer[] = [];
  for (const student of prepared.students) {
    const started = await api.expect(200, student.session, 'POST', `/api/my/exams/${examId}/start`, { password: null });
    const instance = await api.expect(200, student.session, 'GET', `/api/my/instances/${started.data.instanceId}`);
    writers.push({ ...student, instanceId: started.data.instanceId, views: instance.data.questions.map((q: { view: QuestionView }) => q.view), acked: new Map() });
  }
  console.info(`  ${bench.engine}: ${writers.length} instances started`);

  let stopping = false;
  const client = api;
  const load = Promise.all(writers.map((writer) => write(client, writer, () => stopping)));
  const next = random(31);
  const restarts: number[] = [];
  for (let k = 1; k <= kills; k++) {
    await sleep(minLoadMs + next() * (maxLoadMs - minLoadMs));
    const before = acknowledged;
    await server.kill();
    const again = await server.start();
    restarts.push(again.startMs);
    console.info(`  kill ${k}: ${before} saves acknowledged so far; restarted in ${Math.round(again.startMs)} ms`);
  }
  await sleep(1_000);
  stopping = true;
  await load;

  let lost = 0;
  let slots = 0;
  for (const writer of writers) {
    const instance = await api.expect(200, writer.session, 'GET', `/api/my/instances/${writer.instanceId}`);
    const held = new Map((instance.data.questions as Array<{ ordinal: number; seq: number; answer: unknown }>).map((q) => [q.ordinal, q]));
    for (const [ordinal, ack] of writer.acked) {
      slots++;
      const question = held.get(ordinal);
      const heldSeq = question?.seq ?? 0;
      if (heldSeq < ack.seq) {
        // Every acknowledged save newer than what is held is lost; sequences go 1, 2, 3 … per question.
        lost += Math.min(ack.count, ack.seq - heldSeq);
        console.error(`    lost: instance ${writer.instanceId} place ${ordinal} holds seq ${heldSeq}, seq ${ack.seq} was acknowledged`);
      } else if (heldSeq === ack.seq && canonical(question?.answer) !== ack.answer) {
        lost++;
        console.error(`    lost: instance ${writer.instanceId} place ${ordinal} holds another answer under seq ${ack.seq}`);
      }
    }
  }
  await server.stop();
  const meanRestart = restarts.reduce((a, b) => a + b, 0) / Math.max(1, restarts.length);
  console.info(`  ${acknowledged} saves acknowledged over ${slots} questions, ${retries} replays after failures, restarts ${Math.round(meanRestart)} ms on average`);
  for (const text of unexpected) console.error(`    unexpected answer: ${text}`);
  console.info(`  ${lost} acknowledged saves lost (goal 0): ${lost === 0 ? 'PASS' : 'FAIL'}`);
  console.log(`RESULT durability db=${bench.engine} kills=${kills} acknowledged=${acknowledged} lost=${lost}`);
  process.exitCode = lost === 0 && acknowledged > 0 ? 0 : 1;
} finally {
  api?.close();
  await server?.dispose();
  await bench.dispose();
}

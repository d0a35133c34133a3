/**
 * The live channel under a room's load: BENCH_CLIENTS (1 000) students, each with a started instance and its live
 * channel open (docs/live.md) as the exam page keeps it, a heartbeat every 30 s each (spread over the 30 s), while
 * BENCH_SAVERS (300) of them save an answer every 2–5 s as in bench:answers, for BENCH_SECONDS (60). Meanwhile the
 * teacher sends BENCH_MESSAGES (3) messages to all takers, spread over the run; each client's delay is the time
 * from the send's request to the `message` event of that message on its channel.
 *
 *   npm run bench:live      (BENCH_CLIENTS=200 BENCH_SAVERS=60 BENCH_SECONDS=20 for a quick check)
 *
 * Goals: message p99 < 2 000 ms, every message on every channel, answer-save p99 < 50 ms, 0 errors (failed saves
 * or heartbeats, channels that could not open or were dropped). Runs on PGlite, or on PostgreSQL with
 * BENCH_DATABASE_URL or DATABASE_URL.
 */
import {
  ApiClient,
  BenchServer,
  benchDatabase,
  createExam,
  createQuestionPools,
  envInt,
  latencySummary,
  machine,
  nextSave,
  openLiveStream,
  percentile,
  pregenerate,
  prepareData,
  sleep,
  startTakers,
  type LiveStream,
  type Taker,
} from './exam-support';
import { speedReference } from './speed-reference';
import { random } from './support';

const clients = envInt('BENCH_CLIENTS', 1_000);
const savers = Math.min(clients, envInt('BENCH_SAVERS', 300));
const seconds = envInt('BENCH_SECONDS', 60);
const messageCount = envInt('BENCH_MESSAGES', 3);
const heartbeatMs = 30_000;
const goals = { messageP99: 2_000, saveP99: 50 };

let errors = 0;
const errorSamples: string[] = [];
function recordError(text: string) {
  errors++;
  if (errorSamples.length < 5) errorSamples.push(text);
}

console.info(`Live channel: ${clients} clients with their channel open, heartbeats every 30 s, ${savers} saving every 2–5 s for ${seconds} s, ${messageCount} messages to all`);
console.info(`  machine: ${machine()}`);
await speedReference();
const bench = await benchDatabase();
let server: BenchServer | null = null;
let api: ApiClient | null = null;
const streams: LiveStream[] = [];
try {
  const prepared = await prepareData(bench, clients);
  server = await BenchServer.create(bench);
  await server.start();
  api = new ApiClient(server.url);
  const nodeIds = await createQuestionPools(api, prepared);
  const examId = await createExam(api, prepared, nodeIds, 'LIVE');
  await pregenerate(api, prepared.teacher, examId);
  const takers: Taker[] = await startTakers(api, prepared.students, examId);
  console.info(`  ${bench.engine}: ${takers.length} instances started`);

  // Every channel open; a message's arrival time per client.
  const sentAt = new Map<number, number>();
  const arrivals = new Map<number, Map<number, number>>();
  let dropped = 0;
  const opened = Date.now();
  for (const taker of takers) {
    const stream = openLiveStream(server.url, taker.session, `/api/my/instances/${taker.instanceId}/live`, (event, data) => {
      if (event !== 'message') return;
      const { refId } = JSON.parse(data) as { refId: number | null };
      if (refId === null) return;
      const byClient = arrivals.get(refId) ?? new Map<number, number>();
      arrivals.set(refId, byClient);
      if (!byClient.has(taker.instanceId)) byClient.set(taker.instanceId, Date.now());
    }, (reason) => {
      dropped++;
      recordError(`channel of instance ${taker.instanceId}: ${reason}`);
    });
    streams.push(stream);
  }
  const readiness = await Promise.allSettled(streams.map((stream) => stream.ready));
  for (const outcome of readiness) if (outcome.status === 'rejected') recordError(`channel did not open: ${String(outcome.reason)}`);
  console.info(`  ${readiness.filter((o) => o.status === 'fulfilled').length} channels open in ${((Date.now() - opened) / 1000).toFixed(1)} s`);

  const end = Date.now() + seconds * 1000;
  const next = random(31);
  const saveTimes: number[] = [];
  const heartbeats = Promise.all(takers.map(async (taker) => {
    await sleep(next() * heartbeatMs);
    while (Date.now() < end) {
      try {
        const res = await api!.call(taker.session, 'POST', `/api/my/instances/${taker.instanceId}/events`, { events: [{ kind: 'heartbeat', clientAt: new Date().toISOString() }] });
        if (res.status !== 200) recordError(`heartbeat ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      } catch (error) {
        recordError(`heartbeat: ${String(error)}`);
      }
      await sleep(heartbeatMs);
    }
  }));
  const saving = Promise.all(takers.slice(0, savers).map(async (taker) => {
    await sleep(next() * 5_000);
    while (Date.now() < end) {
      const { ordinal, seq, answer } = nextSave(taker);
      try {
        const res = await api!.call(taker.session, 'POST', `/api/my/instances/${taker.instanceId}/answers`, {
          answers: [{ ordinal, seq, answer, clientSavedAt: new Date().toISOString() }],
        });
        const ack = res.status === 200 ? res.body.data.acks[0] : null;
        if (!ack || ack.status !== 'saved' || ack.seq !== seq) recordError(`save ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        else saveTimes.push(res.ms);
      } catch (error) {
        recordError(`save: ${String(error)}`);
      }
      await sleep(2_000 + next() * 3_000);
    }
  }));
  const messages = (async () => {
    for (let i = 1; i <= messageCount; i++) {
      await sleep((seconds * 1000) / (messageCount + 1));
      const started = Date.now();
      const res = await api!.call(prepared.teacher, 'POST', `/api/exams/${examId}/messages`, {
        audience: 'all', classGroup: null, studentId: null, text: `Message ${i}: question 4 has a typo, read "relation" for "relaton".`,
      });
      if (res.status !== 201) {
        recordError(`message ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        continue;
      }
      sentAt.set(res.body.data.id as number, started);
    }
  })();
  await Promise.all([heartbeats, saving, messages]);
  await sleep(3_000); // the last message's stragglers

  const delays: number[] = [];
  let delivered = 0;
  for (const [messageId, started] of sentAt) {
    const byClient = arrivals.get(messageId) ?? new Map<number, number>();
    delivered += byClient.size;
    for (const at of byClient.values()) delays.push(at - started);
  }
  const expected = sentAt.size * takers.length;
  const messageP99 = delays.length === 0 ? Number.NaN : percentile(delays, 99);
  const saveP99 = percentile(saveTimes, 99);
  console.info(`  messages: ${sentAt.size} sent, ${delivered} of ${expected} deliveries; ${latencySummary(delays)}`);
  console.info(`  answer saves: ${(saveTimes.length / seconds).toFixed(1)} saves/s; ${latencySummary(saveTimes)}`);
  console.info(`  ${errors} errors (${dropped} channels dropped)`);
  for (const sample of errorSamples) console.error(`    ${sample}`);
  const ok = messageP99 < goals.messageP99 && delivered === expected && expected > 0 && saveP99 < goals.saveP99 && errors === 0;
  console.info(`  goals: message p99 < ${goals.messageP99} ms, all delivered, answer-save p99 < ${goals.saveP99} ms, 0 errors: ${ok ? 'PASS' : 'FAIL'}`);
  console.log(`RESULT live clients=${takers.length} message_p99_ms=${Math.round(messageP99)} delivered=${delivered}/${expected} answer_save_p99_ms=${Math.round(saveP99)} errors=${errors}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  for (const stream of streams) stream.close();
  api?.close();
  await server?.dispose();
  await bench.dispose();
}

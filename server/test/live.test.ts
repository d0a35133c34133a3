import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { ExamEvent, LiveEvent, MyInstance } from '../generated/contract-types.js';
import { buildApp } from '../app.js';
import { connectDatabase } from '../db/connect.js';
import { publishLive } from '../modules/live/publish.js';
import { buildTestApp, type TestApp } from './support/build-test-app.js';
import { examFixtures } from './support/exam-fixtures.js';
import { openTestStream } from './support/live-stream.js';

/**
 * The live channel over real connections (Server-Sent Events), contact and the event log (docs/live.md). The
 * grading worker is off.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof examFixtures>>;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { GRADING_WORKERS: '0', LIVE_POLL_MS: '200', LOST_CONTACT_SECONDS: '60' } });
  f = await examFixtures(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const openStream = async (username: string, path: string, after = 0) => openTestStream(base, await t.sessionFor(username), path, after);

async function events(instanceId: number, query = '') {
  const res = await f.call('teacher', 'GET', `/api/exam-instances/${instanceId}/events${query}`);
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  return res.json().data as { items: ExamEvent[]; total: number; summary: Record<string, unknown> };
}

describe('the live channel', () => {
  test('the student hears of an extension within 2 s, and a reconnect after its last event gets what it missed', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent();
    const instance: MyInstance = await f.startedInstance(student, examId);
    const stream = await openStream(student, `/my/instances/${instance.instanceId}/live`);
    const ready = await stream.waitFor((event) => event.event === 'ready');

    const extended = await f.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/extension`, { minutes: 5 });
    expect(extended.statusCode).toBe(200);
    const event = await stream.waitFor((e) => e.event === 'instance');
    expect(event.data).toMatchObject({ kind: 'instance', examId, instanceId: instance.instanceId, refId: null });
    expect(BigInt(event.id)).toBeGreaterThan(BigInt(ready.id));
    await stream.close();

    // Away: another extension; back with the last id it had.
    await f.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/extension`, { minutes: 5 });
    const again = await openStream(student, `/my/instances/${instance.instanceId}/live`, Number(event.id));
    const missed = await again.waitFor((e) => e.event === 'instance');
    expect(BigInt(missed.id)).toBeGreaterThan(BigInt(event.id));
    expect(again.received.findIndex((e) => e.event === 'instance')).toBeLessThan(again.received.findIndex((e) => e.event === 'ready'));
    await again.close();
  });

  test('a client coming back with an event the outbox does not have is told to start over', async () => {
    const examId = await f.publishedExam();
    const stream = await openStream('teacher', `/exams/${examId}/live`, 987_654_321);
    await stream.waitFor((e) => e.event === 'ready');
    expect(stream.received.map((e) => e.event)).toEqual(['reset', 'ready']);
    await stream.close();
  });

  test('a student hears only of their own instance; staff of the exam hear of every start', async () => {
    const examId = await f.publishedExam();
    const [a, b] = [await f.newStudent(), await f.newStudent()];
    const ia = await f.startedInstance(a, examId);
    const staff = await openStream('teacher', `/exams/${examId}/live`);
    const mine = await openStream(a, `/my/instances/${ia.instanceId}/live`);
    await staff.waitFor((e) => e.event === 'ready');
    await mine.waitFor((e) => e.event === 'ready');
    const ib = await f.startedInstance(b, examId);
    await staff.waitFor((e) => e.event === 'instance' && (e.data as LiveEvent).instanceId === ib.instanceId);
    await f.call('teacher', 'POST', `/api/exam-instances/${ib.instanceId}/extension`, { minutes: 1 });
    await staff.waitFor((e) => e.event === 'instance' && (e.data as LiveEvent).instanceId === ib.instanceId && e !== staff.received.find((x) => x.event === 'instance'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine.received.filter((e) => e.event !== 'ready')).toEqual([]);
    await Promise.all([staff.close(), mine.close()]);

    // Someone else's instance, and a teacher of another course, get the 404 of a missing one.
    const session = await t.sessionFor(b);
    const other = await fetch(`${base}/api/my/instances/${ia.instanceId}/live`, { headers: session.headers() });
    expect([other.status, ((await other.json()) as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('the event log', () => {
  test('the page\'s events are logged with the server\'s time beside the client\'s; heartbeats only count as contact', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent();
    const instance = await f.startedInstance(student, examId);
    const res = await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/events`, {
      events: [
        { kind: 'focus-lost', clientAt: '2020-01-01T10:00:00.000Z' },
        { kind: 'focus-regained', clientAt: null },
        { kind: 'reconnected', clientAt: null, offlineSeconds: 65 },
        { kind: 'heartbeat', clientAt: null },
      ],
    });
    expect(res.json().data).toEqual({ logged: 3, serverNow: t.clock().toISOString() });
    const log = await events(instance.instanceId);
    expect(log.items.map((item) => item.kind)).toEqual(['started', 'focus-lost', 'focus-regained', 'reconnected']);
    expect(log.items[1]).toMatchObject({ at: t.clock().toISOString(), clientAt: '2020-01-01T10:00:00.000Z' });
    expect(log.items[3].offlineSeconds).toBe(65);
    expect(log.summary).toMatchObject({ focusLosses: 1, contactGaps: 0, lastContactAt: t.clock().toISOString(), contactLostSince: null });

    // A filter by kind; the last n; from a moment.
    expect((await events(instance.instanceId, '?kinds=focus-lost&kinds=reconnected')).items.map((item) => item.kind)).toEqual(['focus-lost', 'reconnected']);
    expect((await events(instance.instanceId, '?limit=2')).items.map((item) => item.kind)).toEqual(['focus-regained', 'reconnected']);
    expect((await events(instance.instanceId, `?from=${encodeURIComponent(t.clock().toISOString())}&limit=1`)).items.map((item) => item.kind)).toEqual(['started']);

    // Only the owner, only while ongoing.
    const intruder = await f.newStudent();
    expect((await f.call(intruder, 'POST', `/api/my/instances/${instance.instanceId}/events`, { events: [{ kind: 'focus-lost', clientAt: null }] })).statusCode).toBe(404);
    await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/submit`);
    const late = await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/events`, { events: [{ kind: 'focus-lost', clientAt: null }] });
    expect([late.statusCode, late.json().code]).toEqual([409, 'NOT_ONGOING']);
    expect((await events(instance.instanceId)).items.map((item) => item.kind).slice(-1)).toEqual(['submitted']);
  });

  test('a change of address is logged; saved answers make the question\'s history', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent();
    const instance = await f.startedInstance(student, examId);
    const ordinal = instance.questions.find((q) => q.view.kind === 'true-false')!.ordinal;
    for (const [seq, value] of [[1, true], [2, false]] as const) {
      const saved = await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers: [{ ordinal, seq, answer: { kind: 'true-false', value }, clientSavedAt: null }] });
      expect(saved.json().data.acks[0].status).toBe('saved');
    }
    const history = (await f.call('teacher', 'GET', `/api/exam-instances/${instance.instanceId}/questions/${ordinal}/history`)).json().data;
    expect(history.map((entry: { seq: number; answer: unknown; late: boolean }) => [entry.seq, entry.answer, entry.late])).toEqual([
      [1, { kind: 'true-false', value: true }, false],
      [2, { kind: 'true-false', value: false }, false],
    ]);
    expect((await f.call('teacher', 'GET', `/api/exam-instances/${instance.instanceId}/questions/999/history`)).statusCode).toBe(404);

    await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/events`, { events: [{ kind: 'heartbeat', clientAt: null }] }, { remoteAddress: '10.1.2.3' });
    const log = await events(instance.instanceId);
    expect(log.items.find((item) => item.kind === 'address-changed')).toMatchObject({ address: '10.1.2.3' });
    expect(log.items.filter((item) => item.kind === 'answer-saved').map((item) => [item.ordinal, item.seq, item.size])).toEqual([[ordinal, 1, 37], [ordinal, 2, 38]]);
    expect(log.summary.addressChanges).toBe(1);
    // Staff of another course do not see it.
    await t.createUser('teacher-other-live', 'Teacher', [t.ids.programming]);
    expect((await f.call('teacher-other-live', 'GET', `/api/exam-instances/${instance.instanceId}/events`)).statusCode).toBe(404);
  });
});

describe('contact', () => {
  test('an instance silent for LOST_CONTACT_SECONDS is marked once; the next heartbeat logs the gap', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent();
    const instance = await f.startedInstance(student, examId);
    const lostAt = t.clock().getTime();
    t.clock.advance(61_000);
    expect(await t.app.sweepLostContact()).toBeGreaterThanOrEqual(1);
    await t.app.sweepLostContact();
    let log = await events(instance.instanceId);
    expect(log.items.filter((item) => item.kind === 'contact-lost')).toHaveLength(1);
    expect(log.summary.contactLostSince).toBe(new Date(lostAt).toISOString());

    t.clock.advance(120_000);
    await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/events`, { events: [{ kind: 'heartbeat', clientAt: null }] });
    log = await events(instance.instanceId);
    const regained = log.items.find((item) => item.kind === 'contact-regained')!;
    expect(regained).toMatchObject({ since: new Date(lostAt).toISOString(), at: t.clock().toISOString() });
    expect(log.summary).toMatchObject({ contactGaps: 1, contactLostSince: null, lastContactAt: t.clock().toISOString() });
  });
});

describe('contact: a save counts', () => {
  test('the last contact is the last save when it came after the last heartbeat', async () => {
    const examId = await f.publishedExam();
    const student = await f.newStudent();
    const instance = await f.startedInstance(student, examId);
    const startedAt = t.clock().toISOString();
    expect((await events(instance.instanceId)).summary.lastContactAt).toBe(startedAt);
    t.clock.advance(40_000);
    try {
      const ordinal = instance.questions.find((q) => q.view.kind === 'true-false')!.ordinal;
      const saved = await f.call(student, 'POST', `/api/my/instances/${instance.instanceId}/answers`, { answers: [{ ordinal, seq: 1, answer: { kind: 'true-false', value: true }, clientSavedAt: null }] });
      expect(saved.json().data.acks[0].status).toBe('saved');
      expect((await events(instance.instanceId)).summary.lastContactAt).toBe(t.clock().toISOString());
      // The instance list's summary says the same.
      const list = (await f.call('teacher', 'GET', `/api/exams/${examId}/instances?state=ongoing&pageSize=100`)).json().data.items as Array<{ instanceId: number; activity: { lastContactAt: string } }>;
      expect(list.find((row) => row.instanceId === instance.instanceId)?.activity.lastContactAt).toBe(t.clock().toISOString());
    } finally {
      t.clock.advance(-40_000);
    }
  });
});

describe('several API processes on one PostgreSQL', () => {
  // PGlite is one process; on PostgreSQL a second app on the same database stands for another API process.
  const onPostgres = () => t.database.kind === 'postgresql';

  test('an event of a transaction that commits late is neither skipped nor overtaken by a later one', async () => {
    if (!onPostgres()) return;
    const examId = await f.publishedExam();
    const instance = await f.startedInstance(await f.newStudent(), examId);
    const path = `/exams/${examId}/live`;
    const staff = await openStream('teacher', path);
    await staff.waitFor((e) => e.event === 'ready');

    // A transaction publishes and stays open; meanwhile an extension publishes and commits.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let published!: () => void;
    const inserted = new Promise<void>((resolve) => (published = resolve));
    const slow = t.database.db.transaction().execute(async (trx) => {
      await publishLive(trx, [{ examId, instanceId: null, audience: 'staff', kind: 'ticket', refId: 4242 }], t.clock());
      published();
      await committed;
    });
    await inserted;
    expect((await f.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/extension`, { minutes: 1 })).statusCode).toBe(200);
    // The extension's event waits behind the open transaction (several polls of 200 ms pass)...
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(staff.events()).toEqual([]);
    // ...and both arrive, the earlier transaction's first, once it commits.
    commit();
    await slow;
    await staff.waitFor((e) => e.event === 'instance');
    expect(staff.events().map((e) => [e.kind, e.refId])).toEqual([['ticket', 4242], ['instance', null]]);

    // Coming back after the late event gets the one after it; after the last, nothing.
    const [late, last] = staff.received.filter((e) => e.event !== 'ready');
    await staff.close();
    const resumed = await openStream('teacher', path, Number(late!.id));
    await resumed.waitFor((e) => e.event === 'ready');
    expect(resumed.events().map((e) => e.kind)).toEqual(['instance']);
    const current = await openStream('teacher', path, Number(last!.id));
    const ready = await current.waitFor((e) => e.event === 'ready');
    expect([current.events(), ready.id]).toEqual([[], last!.id]);
    await Promise.all([resumed.close(), current.close()]);
  });

  test('a change made through one process reaches a channel open on another within 2 s (NOTIFY, not the poll)', async () => {
    if (!onPostgres()) return;
    const database = await connectDatabase({ databaseUrl: t.location.databaseUrl!, maxConnections: 3 });
    // The other process polls only every minute: the event has to come by NOTIFY.
    const other = await buildApp({ config: { ...t.config, livePollMs: 60_000 }, database, clock: t.clock, logger: false });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const examId = await f.publishedExam();
      const student = await f.newStudent();
      const instance = await f.startedInstance(student, examId);
      const session = await t.sessionFor('teacher');
      const controller = new AbortController();
      const res = await fetch(`${otherBase}/api/exams/${examId}/live`, { headers: session.headers(), signal: controller.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      const until = Date.now() + 2_000;
      let extended = false;
      while (Date.now() < until && !text.includes('event: instance')) {
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
        if (chunk && !chunk.done) text += new TextDecoder().decode(chunk.value);
        if (!extended && text.includes('event: ready')) {
          extended = true;
          await f.call('teacher', 'POST', `/api/exam-instances/${instance.instanceId}/extension`, { minutes: 1 });
        }
      }
      controller.abort();
      expect(text).toContain('event: instance');
    } finally {
      await other.close();
      await database.close();
    }
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { QuestionAnswer } from '../../../api/exam-api';
import { openAnswerStore, resetAnswerStoreForTests, type AnswerStore } from '../answer-store';
import { AnswerSync, ExamUnavailableError, type SyncChannel, type SyncOptions } from '../answer-sync';
import type { AnswerRecord } from '../save-queue';
import { fakeExamServer, type FakeExamServer } from '../__fixtures__/fake-exam-server';

const tf = (value: boolean): QuestionAnswer => ({ kind: 'true-false', value });
const text = (value: string): QuestionAnswer => ({ kind: 'free-text', text: value });

let store: AnswerStore;
let server: FakeExamServer;
let online: boolean;
const opened: AnswerSync[] = [];

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetAnswerStoreForTests();
  store = await openAnswerStore();
  server = fakeExamServer({ kinds: ['true-false', 'free-text', 'true-false'] });
  online = true;
});

afterEach(() => {
  for (const sync of opened.splice(0)) sync.dispose();
});

async function open(overrides: Partial<SyncOptions> = {}) {
  const result = await AnswerSync.open({
    instanceId: 7, api: server.api, store, debounceMs: 20, maxWaitMs: 60, backoff: () => 40, isOnline: () => online, ...overrides,
  });
  opened.push(result.sync);
  return result;
}

/** Waits until `check` holds (real timers: the debounce and backoff are a few milliseconds here). */
async function until(check: () => boolean, what: string, ms = 3000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const stateOf = (sync: AnswerSync, ordinal: number) => sync.getSnapshot().questions.get(ordinal)?.state;
const answerOf = (sync: AnswerSync, ordinal: number) => sync.getSnapshot().questions.get(ordinal)?.answer;

describe('AnswerSync', () => {
  it('writes a change to IndexedDB before anything is sent, and says saved only after the acknowledgement', async () => {
    const { sync } = await open({ debounceMs: 1000, maxWaitMs: 2000 });
    sync.change(1, tf(true));
    expect(stateOf(sync, 1)).toBe('saving');
    expect(answerOf(sync, 1)).toEqual(tf(true));
    let stored: AnswerRecord | undefined;
    while (!stored) stored = (await store.loadAnswers(7)).find((record) => record.ordinal === 1 && record.seq === 1);
    expect(stored).toMatchObject({ seq: 1, ackedSeq: 0, answer: tf(true) });
    expect(server.requests).toHaveLength(0);
    expect(stateOf(sync, 1)).toBe('saving');
    await until(() => stateOf(sync, 1) === 'saved', 'the acknowledgement');
    expect(server.held.get(1)).toEqual({ seq: 1, answer: tf(true) });
    expect((await store.loadAnswers(7)).find((record) => record.ordinal === 1)).toMatchObject({ seq: 1, ackedSeq: 1 });
  });

  it('batches a burst of changes: one request, each question’s newest sequence', async () => {
    const { sync } = await open({ debounceMs: 50, maxWaitMs: 500 });
    for (const word of ['S', 'SE', 'SEL', 'SELECT']) sync.change(2, text(word));
    sync.change(1, tf(false));
    await until(() => sync.getSnapshot().waiting === 0, 'everything saved');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].map((save) => save.ordinal)).toEqual([1, 2]);
    expect(server.held.get(2)?.answer).toEqual(text('SELECT'));
    // Sequences grow with every change written (changes typed while a write was under way coalesce).
    expect(server.held.get(2)!.seq).toBeGreaterThanOrEqual(2);
  });

  it('offline: answers wait on this computer, retries back off, and go out when the connection returns', async () => {
    const { sync } = await open();
    server.offline = true;
    online = false;
    sync.change(1, tf(true));
    sync.change(3, tf(false));
    await until(() => sync.getSnapshot().failing, 'a failed attempt');
    expect(sync.getSnapshot()).toMatchObject({ offline: true, waiting: 2 });
    expect(stateOf(sync, 1)).toBe('waiting');
    expect(sync.getSnapshot().retryAt).not.toBeNull();
    // It keeps trying on its own.
    const before = server.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.requests.length).toBe(before);
    server.offline = false;
    online = true;
    sync.connectivityChanged();
    await until(() => sync.getSnapshot().waiting === 0, 'the replay');
    expect(stateOf(sync, 1)).toBe('saved');
    expect(sync.getSnapshot().offline).toBe(false);
    expect([...server.held.keys()].sort()).toEqual([1, 3]);
  });

  it('a server failure (5xx) is retried with backoff until it answers', async () => {
    const backoff = jest.fn((_attempt: number) => 30);
    const { sync } = await open({ backoff });
    server.failWith = 503;
    sync.change(1, tf(true));
    await until(() => backoff.mock.calls.length >= 2, 'two retries');
    expect(backoff.mock.calls.map(([attempt]) => attempt).slice(0, 2)).toEqual([1, 2]);
    expect(stateOf(sync, 1)).toBe('waiting');
    expect(sync.getSnapshot().offline).toBe(false);
    server.failWith = null;
    await until(() => stateOf(sync, 1) === 'saved', 'the retry that works');
  });

  it('a reload offline opens from the kept copy with the unsent answers, and sends them when back online', async () => {
    const first = await open();
    server.offline = true;
    online = false;
    first.sync.change(1, tf(true));
    first.sync.change(2, text('kept'));
    await until(() => first.sync.getSnapshot().failing, 'the failed send');
    first.sync.dispose();

    const again = await open();
    expect(again.fromCache).toBe(true);
    expect(again.instance.questions).toHaveLength(3);
    expect(answerOf(again.sync, 1)).toEqual(tf(true));
    expect(answerOf(again.sync, 2)).toEqual(text('kept'));
    expect(again.sync.getSnapshot()).toMatchObject({ offline: true, waiting: 2 });

    server.offline = false;
    online = true;
    again.sync.connectivityChanged();
    await until(() => again.sync.getSnapshot().waiting === 0, 'the replay after the reload');
    expect(server.held.get(2)?.answer).toEqual(text('kept'));
  });

  it('without a kept copy, an exam cannot open offline', async () => {
    server.offline = true;
    await expect(open()).rejects.toEqual(expect.any(ExamUnavailableError));
    await expect(open()).rejects.toMatchObject({ reason: 'offline' });
  });

  it('merges on load: the server’s newer answer replaces a local one, a newer local one is queued again', async () => {
    server.held.set(1, { seq: 5, answer: tf(false) });
    server.held.set(3, { seq: 1, answer: tf(false) });
    await store.update(7, 1, () => ({ instanceId: 7, ordinal: 1, answer: tf(true), seq: 2, ackedSeq: 0, rejected: null, supersededBy: 0, changedAt: null }));
    await store.update(7, 3, () => ({ instanceId: 7, ordinal: 3, answer: tf(true), seq: 4, ackedSeq: 1, rejected: null, supersededBy: 0, changedAt: null }));
    const { sync } = await open();
    expect(answerOf(sync, 1)).toEqual(tf(false));
    expect(stateOf(sync, 1)).toBe('saved');
    expect(answerOf(sync, 3)).toEqual(tf(true));
    await until(() => stateOf(sync, 3) === 'saved', 'the re-queued answer');
    expect(server.held.get(3)).toEqual({ seq: 4, answer: tf(true) });
  });

  it('two tabs converge: one store, sequences that never go back, the server keeps the newest', async () => {
    const listeners = new Set<(record: AnswerRecord) => void>();
    const bus = (): SyncChannel => {
      let mine: ((record: AnswerRecord) => void) | null = null;
      return {
        post: (record) => {
          for (const listener of listeners) if (listener !== mine) listener(structuredClone(record));
        },
        listen: (onRecord) => {
          mine = onRecord;
          listeners.add(onRecord);
          return () => listeners.delete(onRecord);
        },
      };
    };
    const a = await open({ channel: bus() });
    const b = await open({ channel: bus() });
    a.sync.change(2, text('from tab A'));
    await until(() => answerOf(b.sync, 2)?.kind === 'free-text', 'tab B hearing of it');
    b.sync.change(2, text('from tab B'));
    a.sync.change(1, tf(true));
    await until(() => a.sync.getSnapshot().waiting === 0 && b.sync.getSnapshot().waiting === 0, 'both tabs saved');
    expect(server.held.get(2)?.answer).toEqual(text('from tab B'));
    expect(answerOf(a.sync, 2)).toEqual(text('from tab B'));
    expect(answerOf(b.sync, 1)).toEqual(tf(true));
    const seqs = (await store.loadAnswers(7)).find((record) => record.ordinal === 2)!;
    expect(seqs.seq).toBe(server.held.get(2)!.seq);
  });

  it('another computer’s newer answer (stale) is fetched and shown instead of overwritten', async () => {
    const { sync } = await open();
    sync.change(1, tf(true));
    await until(() => stateOf(sync, 1) === 'saved', 'the first save');
    // Elsewhere, the same student answered again with a higher sequence.
    server.held.set(1, { seq: 9, answer: tf(false) });
    // This browser's next change started from seq 1: it gets 2, which the server finds stale.
    await store.update(7, 1, (stored) => ({ ...stored!, answer: tf(true), seq: 2 }));
    await sync.reloadFromStore();
    await sync.flush();
    await until(() => (answerOf(sync, 1) as { value: boolean }).value === false, 'the server’s answer');
    expect(stateOf(sync, 1)).toBe('saved');
    // A change here now goes above the server's sequence, so it wins.
    sync.change(1, tf(true));
    await until(() => server.held.get(1)?.seq === 10, 'the next save');
  });

  it('late and refused answers are never called saved nor sent again', async () => {
    const { sync } = await open();
    sync.change(1, tf(true));
    sync.change(2, tf(true)); // the wrong kind for a free-text question
    await until(() => stateOf(sync, 2) === 'refused', 'the refusal');
    expect(stateOf(sync, 1)).toBe('saved');
    server.now = server.deadline + 31_000;
    sync.change(3, tf(true));
    await until(() => stateOf(sync, 3) === 'late', 'the late ack');
    expect(server.late).toHaveLength(1);
    expect(sync.getSnapshot().state).toBe('submitted');
    const count = server.requests.length;
    expect(await sync.flush()).toBe(true);
    expect(server.requests.length).toBe(count);
  });

  it('flush resolves once every answer is acknowledged, and false when the attempt fails', async () => {
    const { sync } = await open({ debounceMs: 10_000, maxWaitMs: 10_000 });
    sync.change(1, tf(true));
    expect(await sync.flush()).toBe(true);
    expect(stateOf(sync, 1)).toBe('saved');
    server.offline = true;
    sync.change(3, tf(true));
    expect(await sync.flush()).toBe(false);
    expect(stateOf(sync, 3)).toBe('waiting');
  });

  it('the clock follows each acknowledgement’s serverNow, and the deadline an extension', async () => {
    const { sync } = await open();
    expect(Math.abs(sync.serverNow() - server.now)).toBeLessThan(1000);
    server.now += 3600_000;
    server.deadline += 3600_000;
    sync.change(1, tf(true));
    await until(() => stateOf(sync, 1) === 'saved', 'the save');
    expect(Math.abs(sync.serverNow() - server.now)).toBeLessThan(1000);
    expect(sync.getSnapshot().deadlineAt).toBe(new Date(server.deadline).toISOString());
  });

  it('forward-only: the position is kept here at once and sent after the answers before it', async () => {
    server.forwardOnly = true;
    const { sync } = await open();
    sync.change(1, tf(true));
    sync.moveTo(2);
    expect(sync.getSnapshot().position).toBe(2);
    await until(() => server.position === 2, 'the position');
    expect(server.held.get(1)?.seq).toBe(1);
    expect(stateOf(sync, 1)).toBe('saved');
  });
});

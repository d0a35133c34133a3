import type { QuestionAnswer } from '../../../api/exam-api';
import {
  applyAck, backoffDelay, batchOf, emptyRecord, isRetryable, isSaved, MAX_BATCH, mergeWithServer, needsSending, newerRecord,
  recordChange, saveStateOf, type AnswerRecord,
} from '../save-queue';

const tf = (value: boolean): QuestionAnswer => ({ kind: 'true-false', value });
const text = (value: string): QuestionAnswer => ({ kind: 'free-text', text: value });
const at = '2026-11-25T10:00:00.000Z';
const online = { online: true, failing: false };

function record(overrides: Partial<AnswerRecord> = {}): AnswerRecord {
  return { ...emptyRecord(7, 1), ...overrides };
}

describe('sequence numbers', () => {
  it('grow with every change of a question, from whatever is highest: stored, acknowledged, held elsewhere, known', () => {
    const first = recordChange(undefined, tf(true), at, 7, 1);
    expect(first).toMatchObject({ instanceId: 7, ordinal: 1, seq: 1, ackedSeq: 0, answer: tf(true), changedAt: at });
    const second = recordChange(first, tf(false), at, 7, 1);
    expect(second.seq).toBe(2);
    // Another tab's view was further on: the next is above it.
    expect(recordChange(second, tf(true), at, 7, 1, 9).seq).toBe(10);
    // The server holds a newer one from another computer: a change here goes above it, so it wins.
    expect(recordChange(record({ seq: 3, supersededBy: 6 }), tf(true), at, 7, 1).seq).toBe(7);
    expect(recordChange(record({ seq: 3, ackedSeq: 5 }), tf(true), at, 7, 1).seq).toBe(6);
  });

  it('a change clears what the server said of an older one', () => {
    const refused = record({ answer: tf(true), seq: 2, rejected: { seq: 2, status: 'refused' }, supersededBy: 0 });
    expect(needsSending(refused)).toBe(false);
    const changed = recordChange(refused, tf(false), at, 7, 1);
    expect(needsSending(changed)).toBe(true);
  });
});

describe('what is sent', () => {
  it('only answers newer than the acknowledged sequence, not rejected, not superseded, by question', () => {
    const records = [
      record({ ordinal: 3, answer: tf(true), seq: 2, ackedSeq: 1 }),
      record({ ordinal: 1, answer: tf(true), seq: 4, ackedSeq: 4 }),
      record({ ordinal: 2, answer: text('a'), seq: 5, ackedSeq: 2, changedAt: at }),
      record({ ordinal: 4, answer: tf(false), seq: 3, rejected: { seq: 3, status: 'late' } }),
      record({ ordinal: 5, answer: tf(false), seq: 3, supersededBy: 4 }),
      record({ ordinal: 6 }),
    ];
    expect(batchOf(records)).toEqual([
      { ordinal: 2, seq: 5, answer: text('a'), clientSavedAt: at },
      { ordinal: 3, seq: 2, answer: tf(true), clientSavedAt: null },
    ]);
  });

  it('at most the contract’s batch size', () => {
    const many = Array.from({ length: MAX_BATCH + 5 }, (_, i) => record({ ordinal: i + 1, answer: tf(true), seq: 1 }));
    expect(batchOf(many)).toHaveLength(MAX_BATCH);
  });
});

describe('merging this browser with the server on load', () => {
  const server = (seq: number, answer: QuestionAnswer | null) => ({ ordinal: 1, seq, answer });

  it('takes the server’s answer when it is newer or there is none here', () => {
    expect(mergeWithServer(undefined, server(3, tf(true)), 7)).toMatchObject({ answer: tf(true), seq: 3, ackedSeq: 3 });
    expect(mergeWithServer(record({ answer: tf(false), seq: 2, ackedSeq: 1 }), server(3, tf(true)), 7))
      .toMatchObject({ answer: tf(true), seq: 3, ackedSeq: 3 });
  });

  it('keeps a newer local answer and queues it again', () => {
    const merged = mergeWithServer(record({ answer: tf(false), seq: 5, ackedSeq: 2 }), server(3, tf(true)), 7);
    expect(merged).toMatchObject({ answer: tf(false), seq: 5, ackedSeq: 3 });
    expect(needsSending(merged)).toBe(true);
    expect(batchOf([merged])).toEqual([{ ordinal: 1, seq: 5, answer: tf(false), clientSavedAt: null }]);
  });

  it('an equal sequence is the same answer, saved', () => {
    const merged = mergeWithServer(record({ answer: tf(false), seq: 4, ackedSeq: 1 }), server(4, tf(false)), 7);
    expect(isSaved(merged)).toBe(true);
    expect(needsSending(merged)).toBe(false);
  });

  it('a question never answered anywhere stays empty', () => {
    const merged = mergeWithServer(undefined, server(0, null), 7);
    expect(saveStateOf(merged, online)).toBe('empty');
    expect(needsSending(merged)).toBe(false);
  });
});

describe('acknowledgements', () => {
  it('saved: the record is saved when the acknowledged sequence reaches its own', () => {
    const sent = record({ answer: tf(true), seq: 3, ackedSeq: 1 });
    const { record: after, fetchServerAnswer } = applyAck(sent, 3, { ordinal: 1, seq: 3, status: 'saved' });
    expect(isSaved(after)).toBe(true);
    expect(fetchServerAnswer).toBe(false);
  });

  it('saved for an older sequence than the one typed since: still waiting, and sent again', () => {
    const typedOn = record({ answer: tf(false), seq: 5, ackedSeq: 1 });
    const { record: after } = applyAck(typedOn, 3, { ordinal: 1, seq: 3, status: 'saved' });
    expect(after.ackedSeq).toBe(3);
    expect(isSaved(after)).toBe(false);
    expect(saveStateOf(after, online)).toBe('saving');
    expect(batchOf([after])[0]).toMatchObject({ seq: 5 });
  });

  it('stale: a newer answer is held elsewhere; it is fetched instead of being overwritten', () => {
    const mine = record({ answer: tf(false), seq: 3, ackedSeq: 1 });
    const { record: after, fetchServerAnswer } = applyAck(mine, 3, { ordinal: 1, seq: 6, status: 'stale' });
    expect(fetchServerAnswer).toBe(true);
    expect(needsSending(after)).toBe(false);
    // The fetched answer then replaces it.
    expect(mergeWithServer(after, { ordinal: 1, seq: 6, answer: tf(true) }, 7)).toMatchObject({ answer: tf(true), seq: 6, ackedSeq: 6 });
  });

  it('stale for an old sequence while a newer one waits here: nothing to fetch, the newer one goes next', () => {
    const mine = record({ answer: tf(false), seq: 9, ackedSeq: 1 });
    const outcome = applyAck(mine, 3, { ordinal: 1, seq: 5, status: 'stale' });
    expect(outcome.fetchServerAnswer).toBe(false);
    expect(needsSending(outcome.record)).toBe(true);
  });

  it('late and refused: never called saved, never sent again until the answer changes', () => {
    for (const status of ['late', 'refused'] as const) {
      const mine = record({ answer: tf(true), seq: 2 });
      const { record: after } = applyAck(mine, 2, { ordinal: 1, seq: 0, status });
      expect(isSaved(after)).toBe(false);
      expect(needsSending(after)).toBe(false);
      expect(saveStateOf(after, online)).toBe(status);
    }
  });
});

describe('the state shown per question', () => {
  it('saving while connected, waiting when offline or failing, saved only after the acknowledgement', () => {
    const pending = record({ answer: tf(true), seq: 2, ackedSeq: 1 });
    expect(saveStateOf(pending, online)).toBe('saving');
    expect(saveStateOf(pending, { online: false, failing: false })).toBe('waiting');
    expect(saveStateOf(pending, { online: true, failing: true })).toBe('waiting');
    expect(saveStateOf({ ...pending, ackedSeq: 2 }, { online: false, failing: true })).toBe('saved');
    expect(saveStateOf(undefined, online)).toBe('empty');
  });
});

describe('two tabs', () => {
  it('converge on the newer record and on the most the server confirmed', () => {
    const a = record({ answer: tf(true), seq: 4, ackedSeq: 2 });
    const b = record({ answer: tf(false), seq: 5, ackedSeq: 0 });
    expect(newerRecord(a, b)).toEqual(b);
    expect(newerRecord(b, a)).toEqual({ ...b, ackedSeq: 2 });
    const acked = { ...b, ackedSeq: 5 };
    expect(newerRecord(b, acked).ackedSeq).toBe(5);
    expect(newerRecord(acked, b).ackedSeq).toBe(5);
    // Whichever order the messages arrive in, both end at the same record.
    expect(newerRecord(newerRecord(a, b), acked)).toEqual(newerRecord(newerRecord(a, acked), b));
  });
});

describe('retries', () => {
  it('repeats what got no answer or a server failure, not what the server refused', () => {
    expect(isRetryable({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(true);
    expect(isRetryable({ status: 'TIMEOUT_ERROR', error: '' })).toBe(true);
    expect(isRetryable({ status: 503, data: null })).toBe(true);
    expect(isRetryable({ status: 429, data: null })).toBe(true);
    expect(isRetryable({ status: 400, data: null })).toBe(false);
    expect(isRetryable({ status: 404, data: null })).toBe(false);
  });

  it('back off from about a second, doubling, to at most 30 s, with jitter', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(2, () => 1)).toBe(2000);
    expect(backoffDelay(4, () => 1)).toBe(8000);
    expect(backoffDelay(12, () => 1)).toBe(30_000);
    expect(backoffDelay(12, () => 0)).toBe(15_000);
  });
});

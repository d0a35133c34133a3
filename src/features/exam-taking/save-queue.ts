import type { AnswerAck, AnswerSave, MyInstanceQuestion, QuestionAnswer } from '../../api/exam-api';

/**
 * The save protocol's rules on the client, as pure functions (docs/exams.md, "The student's exam page"). Every
 * change of an answer gets the next sequence number of its question; the record keeps the newest answer, its
 * sequence, and the highest sequence the server has acknowledged holding. An answer is "saved" only when the server
 * has acknowledged a sequence at least as new as the record's.
 */

/** One question's answer as this browser holds it (IndexedDB and memory alike). */
export interface AnswerRecord {
  instanceId: number;
  ordinal: number;
  /** The newest answer; null while the question was never answered. */
  answer: QuestionAnswer | null;
  /** Its sequence number (0 = no answer). Grows with every change, in every tab of this browser. */
  seq: number;
  /** The highest sequence the server acknowledged as held (saved); 0 = none. */
  ackedSeq: number;
  /**
   * The server would not count the answer of this sequence: `late` (after the deadline plus the grace), `refused`
   * (behind a forward-only position, or not accepted). Sending it again would change nothing, so it is not resent.
   */
  rejected: { seq: number; status: 'late' | 'refused' } | null;
  /** The server holds a newer sequence than this record's (another tab or computer): its answer is to be fetched. */
  supersededBy: number;
  /** The client's own time of the change (sent as clientSavedAt). */
  changedAt: string | null;
}

/** The most answers one save may carry (the contract's maxItems). */
export const MAX_BATCH = 200;

export function emptyRecord(instanceId: number, ordinal: number): AnswerRecord {
  return { instanceId, ordinal, answer: null, seq: 0, ackedSeq: 0, rejected: null, supersededBy: 0, changedAt: null };
}

/**
 * A change of the answer: the next sequence is one above the highest this browser knows for the question (the
 * stored record, which another tab may have moved on, and the caller's own view of it).
 */
export function recordChange(stored: AnswerRecord | undefined, answer: QuestionAnswer, changedAt: string, instanceId: number, ordinal: number, knownSeq = 0): AnswerRecord {
  const base = stored ?? emptyRecord(instanceId, ordinal);
  return { ...base, answer, seq: Math.max(base.seq, base.ackedSeq, base.supersededBy, knownSeq) + 1, supersededBy: 0, changedAt };
}

/** Whether the record holds a change the server has not acknowledged and might still take. */
export function needsSending(record: AnswerRecord): boolean {
  if (record.answer === null || record.seq <= record.ackedSeq) return false;
  if (record.rejected && record.rejected.seq >= record.seq) return false;
  return record.supersededBy < record.seq;
}

/** Whether the server holds this record's answer (or a newer one of ours). */
export function isSaved(record: AnswerRecord): boolean {
  return record.answer !== null && record.ackedSeq >= record.seq;
}

/**
 * The record after loading: the local one (IndexedDB) against what the server holds. The higher sequence wins;
 * a local answer newer than the server's stays to be sent again; equal sequences are the same answer, saved.
 */
export function mergeWithServer(local: AnswerRecord | undefined, server: Pick<MyInstanceQuestion, 'ordinal' | 'seq' | 'answer'>, instanceId: number): AnswerRecord {
  const fromServer: AnswerRecord = {
    ...emptyRecord(instanceId, server.ordinal),
    answer: server.answer,
    seq: server.seq,
    ackedSeq: server.seq,
  };
  if (!local || local.seq < server.seq) return fromServer;
  if (local.seq === server.seq) return { ...local, answer: local.answer ?? server.answer, ackedSeq: server.seq, supersededBy: 0 };
  // Newer here. What the server holds is the truth about what it acknowledged.
  return { ...local, ackedSeq: server.seq, supersededBy: 0 };
}

/** Two views of one record (another tab's, a stored one): the newer answer, and the most the server has confirmed. */
export function newerRecord(mine: AnswerRecord | undefined, theirs: AnswerRecord): AnswerRecord {
  if (!mine || theirs.seq > mine.seq) return theirs;
  if (theirs.seq < mine.seq) return { ...mine, ackedSeq: Math.max(mine.ackedSeq, Math.min(theirs.ackedSeq, mine.seq)) };
  return {
    ...mine,
    ackedSeq: Math.max(mine.ackedSeq, theirs.ackedSeq),
    rejected: mine.rejected ?? theirs.rejected,
    supersededBy: Math.max(mine.supersededBy, theirs.supersededBy),
  };
}

/** The next request's answers: every record still to be sent, by question, at most MAX_BATCH. */
export function batchOf(records: Iterable<AnswerRecord>, max = MAX_BATCH): AnswerSave[] {
  return [...records]
    .filter(needsSending)
    .sort((a, b) => a.ordinal - b.ordinal)
    .slice(0, max)
    .map((record) => ({ ordinal: record.ordinal, seq: record.seq, answer: record.answer!, clientSavedAt: record.changedAt }));
}

export interface AckOutcome {
  record: AnswerRecord;
  /** The server holds a newer answer than any this browser has: fetch the instance to take it. */
  fetchServerAnswer: boolean;
}

/**
 * The record after the server's acknowledgement of the sequence `sentSeq`. The record may have moved on while
 * the request was under way (the student kept typing): a newer local sequence stays to be sent.
 */
export function applyAck(record: AnswerRecord, sentSeq: number, ack: AnswerAck): AckOutcome {
  switch (ack.status) {
    case 'saved':
      return { record: { ...record, ackedSeq: Math.max(record.ackedSeq, ack.seq, sentSeq) }, fetchServerAnswer: false };
    case 'stale': {
      // A newer sequence than the one sent is held: from another tab (then usually ours already) or computer.
      const held = Math.max(ack.seq, sentSeq);
      if (held < record.seq) return { record, fetchServerAnswer: false };
      return { record: { ...record, supersededBy: Math.max(record.supersededBy, held) }, fetchServerAnswer: true };
    }
    case 'late':
    case 'refused':
      return { record: { ...record, rejected: { seq: sentSeq, status: ack.status } }, fetchServerAnswer: false };
  }
}

/** How the page describes one question's answer. */
export type SaveState =
  | 'empty'
  /** Acknowledged by the server at this sequence or newer. */
  | 'saved'
  /** Waiting for the debounce or under way, with the connection up. */
  | 'saving'
  /** Kept on this computer only: offline, or the last attempt failed and a retry waits. */
  | 'waiting'
  /** Written after the deadline plus the grace: kept for staff, not counted. */
  | 'late'
  /** Refused by the server (behind a forward-only position, or not accepted). */
  | 'refused';

export function saveStateOf(record: AnswerRecord | undefined, connection: { online: boolean; failing: boolean }): SaveState {
  if (!record || record.answer === null) return 'empty';
  if (isSaved(record)) return 'saved';
  if (record.rejected && record.rejected.seq >= record.seq) return record.rejected.status;
  if (record.supersededBy >= record.seq) return 'saving';
  return connection.online && !connection.failing ? 'saving' : 'waiting';
}

/** Whether a failed request is worth repeating: no answer at all, a timeout, the server busy or failing. */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const { status } = error as { status: unknown };
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/** Whether a failure means no answer came at all (offline, DNS, refused connection). */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/** The wait before retry `attempt` (1, 2, …): doubling from 1 s up to 30 s, with jitter so tabs and rooms spread. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

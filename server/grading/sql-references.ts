import { createHash } from 'node:crypto';
import type { SqlQueryOutcome } from './runner-types.js';

/**
 * The reference query's result per data set, kept by a grading process between answers. Every answer to an SQL
 * question is compared with the same reference result on the same fixture; running the reference again for each
 * answer doubled the sandbox's work (each query is a transaction rolled back, its sequences reset and its session
 * discarded). Only results without an error are kept, so a reference that fails is tried again with the next answer.
 *
 * The key is the fixture's and the reference's text with the limits they ran under: an edited question (either
 * text) is a new key. Bounded by entries and by the size of the kept rows; the least recently used go first.
 */
export interface SqlReferenceResults {
  get(fixture: string, reference: string, limits: { timeLimitMs: number; maxRows: number }): SqlQueryOutcome | undefined;
  set(fixture: string, reference: string, limits: { timeLimitMs: number; maxRows: number }, outcome: SqlQueryOutcome): void;
  /** Entries kept now (for tests and metrics). */
  readonly size: number;
}

export function createSqlReferenceResults({ maxEntries = 256, maxChars = 8_000_000 } = {}): SqlReferenceResults {
  const entries = new Map<string, { outcome: SqlQueryOutcome; chars: number }>();
  let chars = 0;
  const keyOf = (fixture: string, reference: string, limits: { timeLimitMs: number; maxRows: number }) =>
    createHash('sha256').update(JSON.stringify([fixture, reference, limits.timeLimitMs, limits.maxRows])).digest('base64');

  return {
    get(fixture, reference, limits) {
      const key = keyOf(fixture, reference, limits);
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.outcome;
    },
    set(fixture, reference, limits, outcome) {
      if (outcome.error !== null) return;
      const size = outcome.rows.reduce((sum, row) => row.reduce((rowSum, value) => rowSum + (value?.length ?? 0) + 1, sum), 0);
      if (size > maxChars / 4) return;
      const key = keyOf(fixture, reference, limits);
      const old = entries.get(key);
      if (old) {
        chars -= old.chars;
        entries.delete(key);
      }
      entries.set(key, { outcome, chars: size });
      chars += size;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        entries.delete(oldest);
        chars -= entry.chars;
      }
    },
    get size() {
      return entries.size;
    },
  };
}

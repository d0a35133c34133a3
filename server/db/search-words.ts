/**
 * Typed search text as the LIKE patterns of the search queries (the header search, the student register and
 * enrolments): every whitespace-separated word must occur, case-insensitively, with `%` and `_` literal. The
 * queries give the longest words indexed slots (they narrow a trigram search the most) and check the rest as a
 * filter; unused slots are NULL and drop out when the plan is made for the actual values.
 */

/** How many words get an indexed slot; see the queries' `:word1` … `:word4`. */
const indexedSlots = 4;

export interface WordPatterns {
  word1: string | null;
  word2: string | null;
  word3: string | null;
  word4: string | null;
  /** Patterns of the words past the indexed slots. */
  moreWords: string[];
}

/** `%` and `_` (and the escape itself) as literal characters of a LIKE pattern. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function likePattern(word: string): string {
  return `%${escapeLike(word)}%`;
}

/** The distinct words of the text, lowercased, in the order typed. */
export function searchWords(query: string | undefined): string[] {
  return [...new Set((query ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
}

/** `%word%` patterns of the words, the longest in the indexed slots. */
export function wordPatterns(words: string[]): WordPatterns {
  const bySelectivity = [...words].sort((a, b) => b.length - a.length);
  const slots = bySelectivity.slice(0, indexedSlots).map(likePattern);
  return {
    word1: slots[0] ?? null,
    word2: slots[1] ?? null,
    word3: slots[2] ?? null,
    word4: slots[3] ?? null,
    moreWords: bySelectivity.slice(indexedSlots).map(likePattern),
  };
}

/** How many words get an indexed slot in the register queries; see queries.sql. */
const indexedSlots = 4;

export interface WordPatterns {
  word1: string | null;
  word2: string | null;
  word3: string | null;
  word4: string | null;
  moreWords: string[];
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every whitespace-separated word must occur (case-insensitively, `%` and `_` literal). The longest words take
 * the indexed slots because they narrow the trigram search the most.
 */
export function wordPatterns(query: string | undefined): WordPatterns {
  const words = [...new Set((query ?? '').toLowerCase().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  const slots = words.slice(0, indexedSlots).map(likePattern);
  return {
    word1: slots[0] ?? null,
    word2: slots[1] ?? null,
    word3: slots[2] ?? null,
    word4: slots[3] ?? null,
    moreWords: words.slice(indexedSlots).map(likePattern),
  };
}

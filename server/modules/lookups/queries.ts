import type { Executor } from '../../db/connect.js';
import type { WordPatterns } from '../../db/search-words.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'search_prefix_matches',
  'search_matches',
] as const);

/** The word patterns: word1 is always set (a search without words is not made). */
export interface SearchParams extends WordPatterns {
  /** The first typed word, for ranking by where it matches. */
  firstWord: string;
  /** LIKE pattern of text starting with the first word (`word%`, escaped). */
  firstPrefix: string;
  /** Limits exams to this academic year; null = any. */
  academicYearId: number | null;
  /** Administrators see everything; others what their courses reach. */
  seesAll: boolean;
  userId: number;
  limit: number;
}

export interface SearchRow {
  type: 'Exam' | 'Course' | 'Student';
  id: number;
  title: string;
  id_academic_year: number | null;
  academic_year: string | null;
  alt_id2: string | null;
  title_abbrev: string | null;
  sort_text: string;
  rank: number;
}

/** Results whose text starts with the first word, by text. */
export function selectSearchPrefixMatches(db: Executor, params: SearchParams) {
  return queryRows<SearchRow>(db, sql.search_prefix_matches, { ...params });
}

/** Results by position of the first word, then text; only those not starting with it unless `prefixMatches`. */
export function selectSearchMatches(db: Executor, params: SearchParams & { prefixMatches: boolean }) {
  return queryRows<SearchRow>(db, sql.search_matches, { ...params });
}

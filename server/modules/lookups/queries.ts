import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryRows } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), ['search_anything'] as const);

export interface SearchParams {
  /** The first typed word, for ranking by where it matches. */
  firstWord: string;
  /** LIKE patterns (`%word%`, escaped); word1 is always set, word2–4 may be null. */
  word1: string;
  word2: string | null;
  word3: string | null;
  word4: string | null;
  /** Patterns of any further words. */
  moreWords: string[];
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
  rank: number;
}

export function selectSearchResults(db: Executor, params: SearchParams) {
  return queryRows<SearchRow>(db, sql.search_anything, { ...params });
}

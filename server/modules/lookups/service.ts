import type { AppDeps, RequestContext, SessionUser } from '../../types.js';
import type { Executor } from '../../db/connect.js';
import { escapeLike, searchWords, wordPatterns } from '../../db/search-words.js';
import { selectSearchMatches, selectSearchPrefixMatches, type SearchParams, type SearchRow } from './queries.js';

export interface SearchResult {
  type: SearchRow['type'];
  id: number;
  title: string;
  idAcademicYear: number | null;
  academicYear: string | null;
  altId2: string | null;
  titleAbbrev: string | null;
  path: string;
}

/**
 * Turns typed text into query parameters, or null when there is nothing to search for. Repeated words are
 * dropped; the longest words take the indexed slots because they narrow the trigram search the most.
 */
export function searchParameters(
  query: string,
  scope: Pick<SearchParams, 'academicYearId' | 'seesAll' | 'userId' | 'limit'>,
): SearchParams | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  return { firstWord: words[0], firstPrefix: `${escapeLike(words[0])}%`, ...wordPatterns(words), ...scope };
}

/**
 * Over everything (an administrator), rank 1 (text starts with the first word) is looked up first, from an
 * ordered index range; it usually fills the limit, because people type the beginning of a name, and the
 * costlier search for the first word further in is skipped. Over a teacher's few courses one query is cheaper.
 */
export async function selectSearchResults(db: Executor, params: SearchParams): Promise<SearchRow[]> {
  if (!params.seesAll) return selectSearchMatches(db, { ...params, prefixMatches: true });
  const prefixMatches = await selectSearchPrefixMatches(db, params);
  if (prefixMatches.length >= params.limit) return prefixMatches;
  const otherMatches = await selectSearchMatches(db, {
    ...params,
    prefixMatches: false,
    limit: params.limit - prefixMatches.length,
  });
  return [...prefixMatches, ...otherMatches];
}

function pathOf(row: SearchRow): string {
  switch (row.type) {
    case 'Exam':
      return `/exam/edit/${row.id}`;
    case 'Course':
      return `/?courseId=${row.id}`;
    case 'Student':
      return `/student/${row.id}`;
  }
}

export function createLookupsService({ database }: AppDeps) {
  const { db } = database;
  return {
    /**
     * Exams of the context academic year (any year without one) in the user's courses, the user's courses,
     * and students enrolled in them (every one for an administrator).
     */
    async searchAnything(user: SessionUser, context: RequestContext, query: string, limit: number): Promise<SearchResult[]> {
      const params = searchParameters(query, {
        academicYearId: context.academicYearId,
        seesAll: user.roleName === 'Admin',
        userId: user.id,
        limit,
      });
      if (!params) return [];
      const rows = await selectSearchResults(db, params);
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        title: row.title,
        idAcademicYear: row.id_academic_year,
        academicYear: row.academic_year,
        altId2: row.alt_id2,
        titleAbbrev: row.title_abbrev,
        path: pathOf(row),
      }));
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;

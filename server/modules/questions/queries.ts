import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, prepared, queryOptionalRow, queryRow, queryRows, withOrder, type SortOrder, type SqlBlock } from '../../db/sql-blocks.js';
import type { Question, QuestionContent, QuestionFeedback, QuestionKind, QuestionSummary, QuestionTemplate } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'lock_question',
  'select_question',
  'insert_question',
  'update_question',
  'unset_latest',
  'select_max_version',
  'insert_question_nodes',
  'delete_question_nodes',
  'update_question_active',
  'select_question_versions',
  'select_question_tags',
  'select_nodes_outside_course',
  'order_questions_updated_at',
  'order_questions_title',
  'order_questions_kind',
  'order_questions_id',
  'order_questions_relevance',
  'count_questions',
  'select_question_page',
  'select_grading_model_scores',
  'insert_attachment',
  'select_attachment_course',
  'select_attachment_data',
  'student_sees_attachment',
] as const);
// A question by id: the editor, the test page and every answer tried on it ask for it (kept prepared).
prepared(sql.select_question);

export type QuestionSort = 'updatedAt' | 'title' | 'kind' | 'id' | 'relevance';

const questionOrders: Record<QuestionSort, SqlBlock> = {
  updatedAt: sql.order_questions_updated_at,
  title: sql.order_questions_title,
  kind: sql.order_questions_kind,
  id: sql.order_questions_id,
  relevance: sql.order_questions_relevance,
};

export interface QuestionRef {
  id: number;
  course_id: number;
  root_id: number;
  version: number;
  is_latest: boolean;
}

export interface QuestionRow {
  id: number;
  course_id: number;
  root_id: number;
  version: number;
  is_latest: boolean;
  kind: QuestionKind;
  title: string;
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  is_active: boolean;
  time_limit_seconds: number | null;
  comment: string | null;
  feedback: QuestionFeedback | null;
  tags: string[];
  created_by: number | null;
  created_by_name: string | null;
  updated_by_name: string | null;
  created_at: Date;
  updated_at: Date;
  version_count: number;
  nodes: Question['nodes'];
}

/** What a saved version consists of; `answerText` feeds the search vector only. */
export interface QuestionValues {
  kind: QuestionKind;
  title: string;
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  isActive: boolean;
  timeLimitSeconds: number | null;
  comment: string | null;
  feedback: QuestionFeedback | null;
  tags: string[];
  answerText: string;
}

function rowParams(values: QuestionValues) {
  return {
    ...values,
    content: JSON.stringify(values.content),
    template: values.template === null ? null : JSON.stringify(values.template),
    feedback: values.feedback === null ? null : JSON.stringify(values.feedback),
  };
}

export const lockQuestion = (db: Executor, questionId: number) =>
  queryOptionalRow<QuestionRef>(db, sql.lock_question, { questionId });

export const selectOptionalQuestion = (db: Executor, questionId: number) =>
  queryOptionalRow<QuestionRow>(db, sql.select_question, { questionId });

export const insertQuestionRow = async (
  db: Executor,
  values: QuestionValues & { courseId: number; rootId: number | null; version: number; userId: number; now: Date },
) => (await queryRow<{ id: number }>(db, sql.insert_question, { ...rowParams(values), courseId: values.courseId, rootId: values.rootId, version: values.version, userId: values.userId, now: values.now })).id;

export const updateQuestionRow = (db: Executor, questionId: number, values: QuestionValues & { userId: number; now: Date }) =>
  execute(db, sql.update_question, { ...rowParams(values), questionId, userId: values.userId, now: values.now });

export const unsetLatest = (db: Executor, questionId: number) => execute(db, sql.unset_latest, { questionId });

export const selectMaxVersion = async (db: Executor, rootId: number) =>
  (await queryRow<{ version: number }>(db, sql.select_max_version, { rootId })).version;

export const insertQuestionNodes = (db: Executor, questionId: number, nodeIds: number[]) =>
  execute(db, sql.insert_question_nodes, { questionId, nodeIds });

export const deleteQuestionNodes = (db: Executor, questionId: number) => execute(db, sql.delete_question_nodes, { questionId });

export const updateQuestionActive = (db: Executor, questionId: number, values: { isActive: boolean; userId: number; now: Date }) =>
  execute(db, sql.update_question_active, { questionId, ...values });

export const selectQuestionVersions = (db: Executor, rootId: number) =>
  queryRows<{
    id: number;
    version: number;
    is_latest: boolean;
    title: string;
    kind: QuestionKind;
    is_active: boolean;
    updated_at: Date;
    updated_by_name: string | null;
  }>(db, sql.select_question_versions, { rootId });

export const selectQuestionTags = (db: Executor, courseId: number) =>
  queryRows<{ tag: string; count: number }>(db, sql.select_question_tags, { courseId });

export const selectNodesOutsideCourse = async (db: Executor, courseId: number, nodeIds: number[]) =>
  (await queryRows<{ id: number }>(db, sql.select_nodes_outside_course, { courseId, nodeIds })).map((row) => row.id);

/** The list's filters as the SQL takes them; null = not filtered. */
export interface QuestionFilter {
  courseId: number;
  ids: number[] | null;
  kinds: string[] | null;
  tags: string[] | null;
  isActive: boolean | null;
  authorId: number | null;
  /** A tsquery built from the words only (see words.ts), never from raw input. */
  tsquery: string | null;
  nodeId: number | null;
  descendants: boolean;
}

export interface QuestionPage {
  limit: number;
  offset: number;
  sortBy: QuestionSort;
  sortOrder: SortOrder;
}

export interface QuestionSummaryRow {
  id: number;
  root_id: number;
  version: number;
  kind: QuestionKind;
  title: string;
  text: string;
  is_active: boolean;
  tags: string[];
  created_by: number | null;
  created_by_name: string | null;
  updated_at: Date;
  nodes: QuestionSummary['nodes'];
  snippet: string | null;
}

/** Up to this many matches of a text query, the page is built from the text index's matches (see the SQL). */
const fewMatches = 2_000;

/**
 * The two statements of a list call: the count, then the page, which is planned knowing the total (for
 * running, and for EXPLAIN in the benchmark).
 */
export function questionListStatements(filter: QuestionFilter, page: QuestionPage, total: number) {
  const byRank = page.sortBy === 'relevance' && filter.tsquery !== null;
  return [
    { block: sql.count_questions, params: { ...filter } },
    {
      block: withOrder(sql.select_question_page, questionOrders[page.sortBy], page.sortOrder),
      params: { ...filter, byRank, fewMatches: filter.tsquery !== null && total <= fewMatches, limit: page.limit, offset: page.offset },
    },
  ];
}

export async function selectQuestionList(db: Executor, filter: QuestionFilter, page: QuestionPage) {
  const [{ total }] = await queryRows<{ total: number }>(db, sql.count_questions, { ...filter });
  // Past the last row there is nothing to fetch.
  if (page.offset >= total) return { total, items: [] };
  const [, list] = questionListStatements(filter, page, total);
  return { total, items: await queryRows<QuestionSummaryRow>(db, list.block, list.params) };
}

export const selectOptionalGradingModelScores = (db: Executor, gradingModelId: number) =>
  queryOptionalRow<{ correct: number; incorrect: number; unanswered: number }>(db, sql.select_grading_model_scores, {
    gradingModelId,
  });

export interface AttachmentRow {
  id: number;
  file_name: string;
  media_type: string;
  byte_size: number;
}

export const insertAttachment = (
  db: Executor,
  values: { courseId: number; fileName: string; mediaType: string; byteSize: number; sha256: string; data: Buffer; userId: number; now: Date },
) => queryRow<AttachmentRow>(db, sql.insert_attachment, values);

export const selectOptionalAttachmentCourse = (db: Executor, attachmentId: number) =>
  queryOptionalRow<{ id: number; course_id: number }>(db, sql.select_attachment_course, { attachmentId });

export const studentSeesAttachment = async (db: Executor, userId: number, attachmentId: number) =>
  (await queryRow<{ allowed: boolean }>(db, sql.student_sees_attachment, { userId, attachmentId })).allowed;

export const selectAttachmentData = (db: Executor, attachmentId: number) =>
  queryRow<{ media_type: string; file_name: string; data: Buffer }>(db, sql.select_attachment_data, { attachmentId });

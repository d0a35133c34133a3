import type { Executor } from '../../db/connect.js';
import { loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type {
  AnalyticsStats, ClassGroupAnalytics, ExamQuestionAnalytics, OutcomeCount, QuestionContent, QuestionKind, QuestionUse,
} from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_exam',
  'exam_summary',
  'exam_duration_buckets',
  'exam_items',
  'select_question',
  'question_uses',
  'question_answers',
] as const);

export interface AnalyticsExam {
  id: number;
  courseId: number;
  academicYearId: number;
  title: string;
  passPercentage: number;
}

export const selectOptionalExam = (db: Executor, examId: number) => queryOptionalRow<AnalyticsExam>(db, sql.select_exam, { examId });

export interface ExamSummaryRow {
  instances: number;
  submitted: number;
  passed: number;
  score: AnalyticsStats;
  scorePercent: AnalyticsStats;
  duration: AnalyticsStats;
  scoreBuckets: Array<{ bucket: number; count: number }>;
  classGroups: Array<Omit<ClassGroupAnalytics, 'passRate'> & { passed: number }>;
}

export const selectExamSummary = (db: Executor, examId: number) => queryRow<ExamSummaryRow>(db, sql.exam_summary, { examId });

export const selectDurationBuckets = (db: Executor, examId: number) =>
  queryRows<{ bucket: number; width: number; count: number }>(db, sql.exam_duration_buckets, { examId });

export interface ExamItemsRow {
  alphaQuestions: number;
  cronbachAlpha: number | null;
  questions: Array<Omit<ExamQuestionAnalytics, 'flags'>>;
}

export const selectExamItems = (db: Executor, examId: number) => queryRow<ExamItemsRow>(db, sql.exam_items, { examId });

export interface AnalyticsQuestion {
  id: number;
  rootId: number;
  courseId: number;
  latestId: number;
  title: string;
  kind: QuestionKind;
  version: number;
  content: QuestionContent;
}

export const selectOptionalQuestion = (db: Executor, questionId: number) =>
  queryOptionalRow<AnalyticsQuestion>(db, sql.select_question, { questionId });

export async function selectQuestionUses(db: Executor, rootId: number, courseId: number): Promise<QuestionUse[]> {
  const rows = await queryRows<Omit<QuestionUse, 'availableFrom'> & { availableFrom: Date }>(db, sql.question_uses, { rootId, courseId });
  return rows.map((row) => ({ ...row, availableFrom: row.availableFrom.toISOString() }));
}

export interface QuestionAnswersRow {
  count: number;
  answered: number;
  outcomes: OutcomeCount[];
  choices: Array<{ id: string; count: number }>;
}

export const selectQuestionAnswers = (db: Executor, rootId: number, courseId: number) =>
  queryRow<QuestionAnswersRow>(db, sql.question_answers, { rootId, courseId });

import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type {
  AnalyticsStats, ClassGroupAnalytics, ExamAnalytics, ExamQuestionAnalytics, OutcomeCount, QuestionContent, QuestionKind, QuestionTemplate, QuestionUse,
} from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_exam',
  'exam_summary',
  'exam_duration_buckets',
  'exam_items',
  'exam_alpha_of',
  'exam_times',
  'exam_fingerprint',
  'select_cached',
  'upsert_cached',
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

export type ExamItemRow = Omit<ExamQuestionAnalytics, 'flags' | 'timeCount' | 'timeMedianSeconds' | 'timeMeanSeconds'> & { variance: number | null };

export const selectExamItems = (db: Executor, examId: number) => queryRows<ExamItemRow>(db, sql.exam_items, { examId });

export const selectAlphaOf = (db: Executor, examId: number, questionIds: number[]) =>
  queryRow<{ itemVariance: number | null; totalVariance: number | null }>(db, sql.exam_alpha_of, { examId, questionIds });

export const selectExamTimes = (db: Executor, examId: number) =>
  queryRows<{ questionId: number; count: number; median: number | null; mean: number | null }>(db, sql.exam_times, { examId });

export const selectFingerprint = async (db: Executor, examId: number) =>
  (await queryOptionalRow<{ fingerprint: string }>(db, sql.exam_fingerprint, { examId }))?.fingerprint;

export const selectCached = async (db: Executor, examId: number, fingerprint: string) =>
  (await queryOptionalRow<{ data: ExamAnalytics }>(db, sql.select_cached, { examId, fingerprint }))?.data;

export const upsertCached = (db: Executor, values: { examId: number; fingerprint: string; data: ExamAnalytics; now: Date }) =>
  execute(db, sql.upsert_cached, { ...values, data: JSON.stringify(values.data) });

export interface AnalyticsQuestion {
  id: number;
  rootId: number;
  courseId: number;
  latestId: number;
  title: string;
  kind: QuestionKind;
  version: number;
  content: QuestionContent;
  template: QuestionTemplate | null;
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
  /** Numerical answers as typed: each text and unit once, with how many gave it. */
  typed: Array<{ value: string; unit: string | null; count: number }>;
}

export const selectQuestionAnswers = (db: Executor, rootId: number, courseId: number) =>
  queryRow<QuestionAnswersRow>(db, sql.question_answers, { rootId, courseId });

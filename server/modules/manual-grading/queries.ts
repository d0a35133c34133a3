import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type {
  GradeResult, GraderStatistic, ManualGradesApplyInstance, ManualGradingInstance, ManualGradingQuestion, QuestionAnswer,
  QuestionContent, QuestionKind, QuestionTemplate, QuestionView, RubricItem,
} from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_exam',
  'select_questions',
  'select_instances',
  'select_answers',
  'select_class_groups',
  'count_unapplied',
  'lock_answer',
  'select_grade',
  'select_rubric_points',
  'upsert_grade',
  'replace_ticks',
  'exam_has_question',
  'select_rubric_items',
  'select_rubric_item',
  'insert_rubric_item',
  'lock_rubric_item',
  'update_rubric_item',
  'archive_rubric_item',
  'lock_rescored_grades',
  'rescore_grades',
  'apply_preview',
  'lock_unapplied',
  'apply_grades',
  'recompute_instances',
  'select_instance_totals',
  'grader_statistics',
] as const);

export interface ExamRow {
  id: number;
  title: string;
  courseId: number;
  passPercentage: number;
}

export const selectExam = (db: Executor, examId: number) => queryOptionalRow<ExamRow>(db, sql.select_exam, { examId });

export const selectQuestions = (db: Executor, examId: number) =>
  queryRows<ManualGradingQuestion & { first_ordinal: number }>(db, sql.select_questions, { examId });

export const selectInstances = (db: Executor, examId: number) => queryRows<ManualGradingInstance>(db, sql.select_instances, { examId });

export const selectClassGroups = async (db: Executor, examId: number) =>
  (await queryRows<{ classGroup: string }>(db, sql.select_class_groups, { examId })).map((row) => row.classGroup);

export const countUnapplied = async (db: Executor, examId: number) =>
  (await queryRow<{ count: number }>(db, sql.count_unapplied, { examId })).count;

/** One answer with its question, student and shadow grade, as the database gives it. */
export interface AnswerRow {
  instance_id: number;
  ordinal: number;
  root_id: number;
  question_id: number;
  title: string;
  kind: QuestionKind;
  text: string;
  content: QuestionContent;
  template: QuestionTemplate | null;
  seed: number;
  view: QuestionView;
  max_points: number;
  min_points: number;
  answer: QuestionAnswer;
  applied_score: number | null;
  result: GradeResult | null;
  manual: boolean;
  applied_comment: string | null;
  student_id: number;
  first_name: string;
  last_name: string;
  alt_id: string | null;
  class_group: string | null;
  grade_score: number | null;
  grade_adjustment: number | null;
  score_typed: boolean | null;
  grade_comment: string | null;
  grade_version: number | null;
  graded_by: number | null;
  graded_at: Date | null;
  applied_at: Date | null;
  graded_by_name: string | null;
  rubric_item_ids: number[];
}

export interface AnswerFilter {
  rootId: number | null;
  instanceId: number | null;
  ungraded: boolean;
  minScore: number | null;
  maxScore: number | null;
  classGroup: string | null;
  lastNameFrom: string | null;
  lastNameTo: string | null;
}

export const selectAnswers = (db: Executor, examId: number, filter: AnswerFilter) =>
  queryRows<AnswerRow>(db, sql.select_answers, { examId, ...filter });

export interface LockedAnswer {
  instanceId: number;
  ordinal: number;
  rootId: number;
  maxPoints: number;
  minPoints: number;
}

export const lockAnswer = (db: Executor, values: { examId: number; instanceId: number; ordinal: number }) =>
  queryOptionalRow<LockedAnswer>(db, sql.lock_answer, values);

export const selectGrade = (db: Executor, instanceId: number, ordinal: number) =>
  queryOptionalRow<{ version: number; gradedByName: string | null }>(db, sql.select_grade, { instanceId, ordinal });

export const selectRubricPoints = (db: Executor, rootId: number, ids: number[]) =>
  queryRows<{ id: number; points: number }>(db, sql.select_rubric_points, { rootId, ids });

export const upsertGrade = (db: Executor, values: {
  instanceId: number; ordinal: number; score: number; adjustment: number; scoreTyped: boolean; comment: string | null; userId: number; now: Date;
}) => execute(db, sql.upsert_grade, values);

export const replaceTicks = (db: Executor, instanceId: number, ordinal: number, ids: number[]) =>
  execute(db, sql.replace_ticks, { instanceId, ordinal, ids });

export const examHasQuestion = async (db: Executor, examId: number, rootId: number) =>
  (await queryRow<{ found: boolean }>(db, sql.exam_has_question, { examId, rootId })).found;

type RubricRow = Omit<RubricItem, 'updatedAt'> & { updatedAt: Date };
const toRubricItem = (row: RubricRow): RubricItem => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export const selectRubricItems = async (db: Executor, rootId: number) =>
  (await queryRows<RubricRow>(db, sql.select_rubric_items, { rootId })).map(toRubricItem);

export async function selectRubricItem(db: Executor, id: number): Promise<RubricItem | null> {
  const row = await queryOptionalRow<RubricRow>(db, sql.select_rubric_item, { id });
  return row ? toRubricItem(row) : null;
}

/** The most live rubric items one question may have. */
export const MAX_RUBRIC_ITEMS = 100;

/** The new item's id; null when the question has MAX_RUBRIC_ITEMS items already. */
export const insertRubricItem = async (db: Executor, values: { rootId: number; points: number; description: string; userId: number; now: Date }) =>
  (await queryOptionalRow<{ id: number }>(db, sql.insert_rubric_item, { ...values, maxItems: MAX_RUBRIC_ITEMS }))?.id ?? null;

export const lockRubricItem = (db: Executor, id: number) =>
  queryOptionalRow<{ id: number; rootId: number; points: number }>(db, sql.lock_rubric_item, { id });

export const updateRubricItem = (db: Executor, values: {
  id: number; points: number | null; description: string | null; ordinal: number | null; userId: number; now: Date;
}) => execute(db, sql.update_rubric_item, values);

export const archiveRubricItem = (db: Executor, values: { id: number; userId: number; now: Date }) =>
  queryRows<{ instanceId: number; ordinal: number }>(db, sql.archive_rubric_item, values);

/** Re-scores the rubric-following grades that tick `itemId` or are listed; returns the instances of those that changed. */
export async function rescoreGrades(db: Executor, values: { itemId: number | null; keys: Array<{ instanceId: number; ordinal: number }> }) {
  const params = {
    itemId: values.itemId,
    instanceIds: values.keys.map((key) => key.instanceId),
    ordinals: values.keys.map((key) => key.ordinal),
  };
  await queryRows(db, sql.lock_rescored_grades, params);
  return queryRows<{ instanceId: number }>(db, sql.rescore_grades, params);
}

export const selectApplyPreview = (db: Executor, examId: number) =>
  queryRows<ManualGradesApplyInstance>(db, sql.apply_preview, { examId });

/** Locks the instances with grades not yet applied; their ids. */
export const lockUnapplied = async (db: Executor, examId: number) =>
  (await queryRows<{ instanceId: number }>(db, sql.lock_unapplied, { examId })).map((row) => row.instanceId);

export const applyGrades = (db: Executor, values: { examId: number; instanceIds: number[]; userId: number; now: Date }) =>
  queryRows<{ instanceId: number; answers: number }>(db, sql.apply_grades, values);

/** Recomputes the exam's instances (locked already by the caller). */
export const recomputeInstances = (db: Executor, examId: number, instanceIds: number[]) =>
  queryRows(db, sql.recompute_instances, { examId, instanceIds });

export const selectInstanceTotals = (db: Executor, instanceIds: number[]) =>
  queryRows<{ instanceId: number; score: number | null; passed: boolean | null }>(db, sql.select_instance_totals, { instanceIds });

export const selectGraderStatistics = (db: Executor, examId: number) => queryRows<GraderStatistic>(db, sql.grader_statistics, { examId });

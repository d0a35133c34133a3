import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { GradeResult, Question, QuestionAnswer, QuestionView, RegradeOptions } from '../../generated/contract-types.js';
import type { PreviewDiff, RegradePlan, RegradeRow } from './plan.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_exam',
  'lock_submitted_instances',
  'select_rows',
  'select_grading_models',
  'select_question_versions',
  'select_regrade_questions',
  'select_busy_preview',
  'insert_preview',
  'delete_old_previews',
  'select_preview',
  'lock_preview',
  'select_jobs',
  'finish_preview',
  'mark_applied',
  'write_answers',
  'unapply_manual_grades',
  'move_questions',
  'recompute_totals',
  'insert_regrade',
  'select_regrades',
] as const);

export type QuestionVersionRow = Pick<Question, 'id' | 'version' | 'kind' | 'title' | 'text' | 'content' | 'template' | 'timeLimitSeconds'>;
export interface ModelRow { id: number; correct: number; incorrect: number; unanswered: number }
export type PreviewStatus = 'grading' | 'ready' | 'applied';

export interface PreviewRow {
  id: string;
  examId: number;
  createdAt: Date;
  createdByName: string;
  options: RegradeOptions;
  fingerprint: string;
  status: PreviewStatus;
  jobIds: number[];
  plan: RegradePlan;
  diff: PreviewDiff | null;
}

export interface RegradeRecordRow {
  id: number;
  examId: number;
  reason: string;
  options: RegradeOptions;
  appliedAt: Date;
  appliedBy: number | null;
  appliedByName: string | null;
  changedAnswers: number;
  changedInstances: number;
  newlyPassed: number;
  newlyFailed: number;
}

export const selectExam = (db: Executor, examId: number) =>
  queryOptionalRow<{ id: number; courseId: number }>(db, sql.select_exam, { examId });

export const lockSubmittedInstances = (db: Executor, examId: number) => queryRows<{ id: number }>(db, sql.lock_submitted_instances, { examId });

export const selectRows = (db: Executor, examId: number) =>
  queryRows<Omit<RegradeRow, 'answer'> & { answer: QuestionAnswer | null }>(db, sql.select_rows, { examId });

export const selectGradingModels = (db: Executor, ids: number[]) => queryRows<ModelRow>(db, sql.select_grading_models, { ids });

export const selectQuestionVersions = (db: Executor, ids: number[]) => queryRows<QuestionVersionRow>(db, sql.select_question_versions, { ids });

export const selectRegradeQuestions = (db: Executor, examId: number) =>
  queryRows<{
    rootId: number; title: string; kind: string; questionIds: number[]; latestId: number; latestVersion: number;
    outdated: boolean; instances: number; manual: number;
  }>(db, sql.select_regrade_questions, { examId });

/** Whether a preview of the exam still has answers in the grading queue. */
export const hasBusyPreview = async (db: Executor, examId: number) =>
  (await queryOptionalRow<{ id: string }>(db, sql.select_busy_preview, { examId })) !== undefined;

export const insertPreview = (
  db: Executor,
  values: { id: string; examId: number; userId: number; now: Date; options: RegradeOptions; fingerprint: string; status: PreviewStatus; jobIds: number[]; plan: RegradePlan; diff: PreviewDiff | null },
) => execute(db, sql.insert_preview, {
  ...values,
  options: JSON.stringify(values.options),
  plan: JSON.stringify(values.plan),
  diff: values.diff === null ? null : JSON.stringify(values.diff),
});

export const deleteOldPreviews = (db: Executor, before: Date) => execute(db, sql.delete_old_previews, { before });

export const selectPreview = (db: Executor, examId: number, id: string) => queryOptionalRow<PreviewRow>(db, sql.select_preview, { examId, id });

export const lockPreview = (db: Executor, examId: number, id: string) =>
  queryOptionalRow<{ status: PreviewStatus }>(db, sql.lock_preview, { examId, id });

export const selectJobs = (db: Executor, ids: number[]) =>
  queryRows<{ id: number; status: string; result: GradeResult | null; error: string | null }>(db, sql.select_jobs, { ids });

export const finishPreview = (db: Executor, id: string, plan: RegradePlan, diff: PreviewDiff) =>
  execute(db, sql.finish_preview, { id, plan: JSON.stringify(plan), diff: JSON.stringify(diff) });

export const markApplied = (db: Executor, id: string, regradeId: number) => execute(db, sql.mark_applied, { id, regradeId });

export async function writeAnswers(db: Executor, writes: Array<{ instanceId: number; ordinal: number; score: number; result: GradeResult }>, now: Date) {
  if (writes.length === 0) return;
  await execute(db, sql.write_answers, {
    now,
    instanceIds: writes.map((w) => w.instanceId),
    ordinals: writes.map((w) => w.ordinal),
    scores: writes.map((w) => w.score),
    results: writes.map((w) => JSON.stringify(w.result)),
  });
}

export async function unapplyManualGrades(db: Executor, places: Array<{ instanceId: number; ordinal: number }>) {
  if (places.length === 0) return;
  await execute(db, sql.unapply_manual_grades, { instanceIds: places.map((p) => p.instanceId), ordinals: places.map((p) => p.ordinal) });
}

export async function moveQuestions(
  db: Executor,
  moves: Array<{ instanceId: number; ordinal: number; questionId: number; modelId: number; maxPoints: number; view: QuestionView | null }>,
) {
  if (moves.length === 0) return;
  await execute(db, sql.move_questions, {
    instanceIds: moves.map((m) => m.instanceId),
    ordinals: moves.map((m) => m.ordinal),
    questionIds: moves.map((m) => m.questionId),
    modelIds: moves.map((m) => m.modelId),
    maxPoints: moves.map((m) => m.maxPoints),
    views: moves.map((m) => (m.view === null ? null : JSON.stringify(m.view))),
  });
}

/** Recomputes the exam's instances (locked already by the caller). */
export async function recomputeTotals(db: Executor, examId: number, instanceIds: number[]) {
  if (instanceIds.length > 0) await queryRows(db, sql.recompute_totals, { examId, instanceIds });
}

export const insertRegrade = async (
  db: Executor,
  values: { examId: number; reason: string; options: RegradeOptions; changes: unknown; changedAnswers: number; changedInstances: number; userId: number; now: Date },
) => (await queryRow<{ id: number }>(db, sql.insert_regrade, { ...values, options: JSON.stringify(values.options), changes: JSON.stringify(values.changes) })).id;

export const selectRegrades = (db: Executor, examId: number, regradeId: number | null = null) =>
  queryRows<RegradeRecordRow>(db, sql.select_regrades, { examId, regradeId });

import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryRow, queryRows, queryOptionalRow } from '../../db/sql-blocks.js';
import type { QuestionView } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./regrades.sql', import.meta.url), [
  'insert_busy_preview',
  'finish_busy_job',
  'set_manual_grade',
  'insert_applied_shadow_grade',
  'select_shadow_applied',
  'recompute_totals',
  'set_part_model',
  'select_answers',
  'select_instances',
  'select_regrade_rows',
  'count_live_events',
] as const);

/** Marks an answer graded by hand with this score (its shadow grade applied) and recomputes its instance's totals. */
export async function setManualGrade(db: Executor, instanceId: number, ordinal: number, score: number) {
  await execute(db, sql.set_manual_grade, { instanceId, ordinal, score });
  await execute(db, sql.insert_applied_shadow_grade, { instanceId, ordinal, score });
  await queryRows(db, sql.recompute_totals, { instanceId });
}

export const setPartModel = (db: Executor, examId: number, modelId: number) => execute(db, sql.set_part_model, { examId, modelId });

export const selectAnswers = (db: Executor, examId: number) =>
  queryRows<{ instanceId: number; ordinal: number; questionId: number; modelId: number; maxPoints: number; view: QuestionView; score: number | null; manual: boolean | null; outcome: string | null }>(
    db, sql.select_answers, { examId },
  );

export const selectInstanceTotals = (db: Executor, examId: number) =>
  queryRows<{ id: number; score: number | null; scorePercent: number | null; passed: boolean | null }>(db, sql.select_instances, { examId });

export const selectRegradeRows = (db: Executor, examId: number) =>
  queryRows<{ examId: number; reason: string; options: object; changes: unknown[]; changedAnswers: number; changedInstances: number; appliedBy: number | null; appliedAt: Date }>(
    db, sql.select_regrade_rows, { examId },
  );

export const countLiveEvents = async (db: Executor, examId: number) => (await queryRow<{ n: number }>(db, sql.count_live_events, { examId })).n;

/** Whether the shadow grade of an answer is applied (what students see). */
/** Whether the answer's shadow grade is applied; null when it has none. */
export const isShadowApplied = async (db: Executor, instanceId: number, ordinal: number) =>
  (await queryOptionalRow<{ applied: boolean }>(db, sql.select_shadow_applied, { instanceId, ordinal }))?.applied ?? null;

/** A preview of the exam with a grading job still running; the job's id. */
export const insertBusyPreview = async (db: Executor, examId: number) =>
  (await queryRow<{ jobId: number }>(db, sql.insert_busy_preview, { examId })).jobId;

/** The busy preview's job ends (failed: no answer waits for it). */
export const finishBusyJob = (db: Executor, jobId: number) => execute(db, sql.finish_busy_job, { jobId });

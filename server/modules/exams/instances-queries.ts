import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows, withOrder, type SortOrder, type SqlBlock } from '../../db/sql-blocks.js';
import type { ExamInstanceSummary, QuestionAnswer, StaffInstanceQuestion } from '../../generated/contract-types.js';
import type { WithDates } from '../../db/row-types.js';
import type { BuiltQuestion } from './pools.js';

const sql = loadSqlBlocks(new URL('./instances.sql', import.meta.url), [
  'select_generation_targets',
  'insert_instances',
  'insert_instance_questions',
  'insert_generation_run',
  'select_exams_to_generate_ahead',
  'select_running_generation',
  'update_generation_progress',
  'finish_generation_run',
  'select_generation_runs',
  'count_instances',
  'select_instances',
  'order_instances_name',
  'order_instances_alt_id',
  'order_instances_class_group',
  'order_instances_started_at',
  'order_instances_submitted_at',
  'order_instances_score',
  'select_instance',
  'lock_instance',
  'select_instance_questions',
  'select_late_answers',
  'select_instance_actions',
  'insert_action',
  'unsubmit_instance',
  'extend_instance',
  'delete_instance',
  'delete_generated_instances',
  'select_student_user_id',
] as const);

export const selectGenerationTargets = (db: Executor, examId: number, classGroup: string | null) =>
  queryRows<{ studentId: number; name: string; hasInstance: boolean }>(db, sql.select_generation_targets, { examId, classGroup });

/** Inserts the instances that do not exist yet; returns those inserted (a student who has one keeps it). */
export const insertInstances = (
  db: Executor,
  values: { examId: number; studentIds: number[]; seeds: number[]; userId: number | null; now: Date },
) => queryRows<{ id: number; studentId: number; seed: number }>(db, sql.insert_instances, values);

export async function insertInstanceQuestions(db: Executor, rows: Array<{ instanceId: number; question: BuiltQuestion }>): Promise<void> {
  if (rows.length === 0) return;
  await execute(db, sql.insert_instance_questions, {
    instanceIds: rows.map((row) => row.instanceId),
    ordinals: rows.map((row) => row.question.ordinal),
    partIds: rows.map((row) => row.question.partId),
    questionIds: rows.map((row) => row.question.questionId),
    seeds: rows.map((row) => row.question.seed),
    gradingModelIds: rows.map((row) => row.question.gradingModelId),
    maxPoints: rows.map((row) => row.question.maxPoints),
    views: rows.map((row) => JSON.stringify(row.question.view)),
  });
}

/** The new run's id; null when it is automatic and the exam had one already (another process claimed it). */
export const insertGenerationRun = async (
  db: Executor,
  values: { examId: number; classGroup: string | null; total: number; existing: number; userId: number | null; now: Date; automatic: boolean },
) => (await queryOptionalRow<{ id: number }>(db, sql.insert_generation_run, values))?.id ?? null;

/** Published exams that open within the lead and were not generated ahead by the server yet. */
export const selectExamsToGenerateAhead = (db: Executor, values: { now: Date; until: Date }) =>
  queryRows<{ id: number }>(db, sql.select_exams_to_generate_ahead, values);

export const selectRunningGeneration = (db: Executor, examId: number, staleBefore: Date) =>
  queryOptionalRow<{ id: number }>(db, sql.select_running_generation, { examId, staleBefore });

export type GenerationFailure = { studentId: number; studentName: string; reason: string };

export const updateGenerationProgress = (
  db: Executor,
  values: { runId: number; generated: number; existing: number; failed: number; failures: GenerationFailure[]; now: Date },
) => execute(db, sql.update_generation_progress, { ...values, failures: JSON.stringify(values.failures) });

export const finishGenerationRun = (
  db: Executor,
  values: { runId: number; status: 'done' | 'failed'; failed: number; failures: GenerationFailure[]; now: Date },
) => execute(db, sql.finish_generation_run, { ...values, failures: JSON.stringify(values.failures) });

export interface GenerationRunRow {
  id: number;
  examId: number;
  classGroup: string | null;
  status: 'running' | 'done' | 'failed';
  total: number;
  generated: number;
  existing: number;
  failed: number;
  failures: GenerationFailure[];
  requestedByName: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  automatic: boolean;
}

export const selectGenerationRuns = (db: Executor, examId: number, staleBefore: Date) =>
  queryRows<GenerationRunRow>(db, sql.select_generation_runs, { examId, staleBefore });

export interface InstanceFilter {
  examId: number;
  instanceId: number | null;
  state: string;
  classGroup: string | null;
  words: string[] | null;
}

export const countInstances = async (db: Executor, filter: InstanceFilter) =>
  (await queryRow<{ total: number }>(db, sql.count_instances, { ...filter })).total;

type InstanceSummaryRow = WithDates<ExamInstanceSummary, 'generatedAt' | 'startedAt' | 'deadlineAt' | 'submittedAt'>;

export type InstanceSort = 'name' | 'altId' | 'classGroup' | 'startedAt' | 'submittedAt' | 'score';

const instanceOrders: Record<InstanceSort, SqlBlock> = {
  name: sql.order_instances_name,
  altId: sql.order_instances_alt_id,
  classGroup: sql.order_instances_class_group,
  startedAt: sql.order_instances_started_at,
  submittedAt: sql.order_instances_submitted_at,
  score: sql.order_instances_score,
};

export const selectInstances = (
  db: Executor,
  filter: InstanceFilter & { sortBy: InstanceSort; sortOrder: SortOrder; limit: number; offset: number },
) => queryRows<InstanceSummaryRow>(db, withOrder(sql.select_instances, instanceOrders[filter.sortBy], filter.sortOrder), { ...filter });

export interface InstanceRow {
  id: number;
  examId: number;
  courseId: number;
  studentId: number;
  seed: number;
  startedAt: Date | null;
  deadlineAt: Date | null;
  submittedAt: Date | null;
  extensionMinutes: number;
}

export const selectOptionalInstance = (db: Executor, instanceId: number) => queryOptionalRow<InstanceRow>(db, sql.select_instance, { instanceId });

/** The account a student signs in with, if they have one. */
export const selectStudentUserId = async (db: Executor, studentId: number) =>
  (await queryOptionalRow<{ user_id: number | null }>(db, sql.select_student_user_id, { studentId }))?.user_id ?? null;

export const lockInstance = (db: Executor, instanceId: number) => queryOptionalRow<{ id: number }>(db, sql.lock_instance, { instanceId });

/** A question of an instance as stored: the staff view's fields but the solution (made from the version), its seed. */
export type InstanceQuestionRow = WithDates<Omit<StaffInstanceQuestion, 'solution' | 'answer' | 'grade'>, 'savedAt'> & {
  seed: number;
  answer: QuestionAnswer | null;
  /** The stored grade (jsonb), a GradeResult once graded. */
  grade: unknown;
};

export const selectInstanceQuestions = (db: Executor, instanceId: number) =>
  queryRows<InstanceQuestionRow>(db, sql.select_instance_questions, { instanceId });

export const selectLateAnswers = (db: Executor, instanceId: number) =>
  queryRows<{ ordinal: number; seq: number; receivedAt: Date; clientSavedAt: Date | null; answer: QuestionAnswer; refused: 'network' | 'seb' | null }>(db, sql.select_late_answers, {
    instanceId,
  });

export const selectInstanceActions = (db: Executor, instanceId: number) =>
  queryRows<{ action: 'unsubmit' | 'extend' | 'delete' | 'delete-not-started' | 'submit'; actedByName: string | null; actedAt: Date; detail: Record<string, string | number> }>(
    db,
    sql.select_instance_actions,
    { instanceId },
  );

export const insertAction = (
  db: Executor,
  values: {
    examId: number;
    instanceId: number | null;
    studentId: number | null;
    action: string;
    detail: Record<string, string | number>;
    userId: number | null;
    now: Date;
  },
) => execute(db, sql.insert_action, { ...values, detail: JSON.stringify(values.detail) });

export const unsubmitInstance = (db: Executor, instanceId: number, deadline: Date) => execute(db, sql.unsubmit_instance, { instanceId, deadline });

export const extendInstance = (db: Executor, instanceId: number, minutes: number) => execute(db, sql.extend_instance, { instanceId, minutes });

export const deleteInstance = (db: Executor, instanceId: number) => execute(db, sql.delete_instance, { instanceId });

export const deleteGeneratedInstances = (db: Executor, examId: number) => execute(db, sql.delete_generated_instances, { examId });

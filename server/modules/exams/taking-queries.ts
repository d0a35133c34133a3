import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, prepared, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { QuestionAnswer, QuestionView } from '../../generated/contract-types.js';
import type { RuleInputRow } from './access-rules.js';

const sql = loadSqlBlocks(new URL('./taking.sql', import.meta.url), [
  'select_student_of_user',
  'select_my_exams',
  'select_exam_for_student',
  'start_instance',
  'select_my_instance',
  'lock_my_instance',
  'select_my_questions',
  'reserve_run',
  'save_answers',
  'advance_position',
  'mark_submitted',
  'select_grading_inputs',
  'set_answer_grade',
  'set_answer_job',
  'recompute_totals',
  'select_expired_instances',
  'select_password_failures',
  'record_password_failure',
  'save_answers_batch',
  'lock_instances_for_save',
  'lock_instances_for_start',
  'start_instances_batch',
  'select_rule_inputs',
  'lock_ongoing_with_rules',
  'set_deadlines',
] as const);

// What every student does at the start of an exam and on every load of its page, a few hundred times a second on
// exam day: point lookups by key, kept prepared (on PGlite planning them cost several times running them).
for (const name of [
  'select_student_of_user',
  'select_my_exams',
  'select_exam_for_student',
  'start_instance',
  'select_my_instance',
  'lock_my_instance',
  'select_my_questions',
  'mark_submitted',
  'lock_instances_for_start',
  'start_instances_batch',
] as const) {
  prepared(sql[name]);
}

export interface ResultColumns {
  gradingState: 'none' | 'pending' | 'manual' | 'graded';
  score: number | null;
  maxScore: number | null;
  scorePercent: number | null;
  passed: boolean | null;
  correct: number;
  incorrect: number;
  partial: number;
  unanswered: number;
  questionCount: number;
}

export interface MyExamRow extends ResultColumns, RuleInputRow {
  examId: number;
  title: string;
  courseName: string;
  academicYearTitle: string;
  description: string | null;
  scoreIgnored: boolean;
  sebRequired: boolean;
  reviewMinutes: number;
  instanceId: number | null;
  startedAt: Date | null;
  deadlineAt: Date | null;
  submittedAt: Date | null;
}

export interface MyInstanceRow extends ResultColumns {
  id: number;
  examId: number;
  studentId: number;
  startedAt: Date | null;
  deadlineAt: Date | null;
  submittedAt: Date | null;
  furthestOrdinal: number;
  examTitle: string;
  courseName: string;
  durationMinutes: number;
  forwardOnly: boolean;
  asyncGrading: boolean;
  reviewMinutes: number;
  showSolutions: boolean;
  showFeedback: boolean;
  maxCodeRuns: number;
}

export interface MyQuestionRow {
  ordinal: number;
  maxPoints: number;
  view: QuestionView;
  answer: QuestionAnswer | null;
  seq: number;
  savedAt: Date | null;
  score: number | null;
  grade: unknown;
  questionId: number;
  seed: number;
  runsUsed: number;
  /** The teacher's comment, written by Apply of manual grades (never the shadow set's). */
  comment: string | null;
  /** The points an unanswered question counts in the instance's score (its grading model's). */
  unansweredScore: number;
}

/** Counts a run of the question against its public tests; undefined when none is left (or not ongoing). */
export const reserveRun = (db: Executor, values: { instanceId: number; ordinal: number; studentId: number; now: Date }) =>
  queryOptionalRow<{ runsUsed: number; maxRuns: number }>(db, sql.reserve_run, values);

export const selectStudentOfUser = async (db: Executor, userId: number) =>
  (await queryOptionalRow<{ id: number }>(db, sql.select_student_of_user, { userId }))?.id ?? null;

export const selectMyExams = (db: Executor, studentId: number) => queryRows<MyExamRow>(db, sql.select_my_exams, { studentId });

/** The exam the signed-in student may start, with their student id and their instance of it (or none: not theirs). */
export const selectExamForStudent = (db: Executor, examId: number, userId: number) =>
  queryOptionalRow<RuleInputRow & {
    studentId: number; id: number; courseId: number; instanceId: number | null; startedAt: Date | null; submittedAt: Date | null;
  }>(db, sql.select_exam_for_student, { examId, userId });

/** Starts the instance if it is not started; the instance when it was started now. */
export const startInstance = (
  db: Executor,
  values: { instanceId: number; now: Date; address: string | null; userAgent: string | null },
) => queryOptionalRow<{ id: number; examId: number }>(db, sql.start_instance, values);

/** A batch of starts' instances (by exam and student), locked in id order in the caller's transaction. */
export const lockInstancesForStart = (db: Executor, starts: Array<{ examId: number; studentId: number }>) =>
  queryRows<{ id: number; examId: number; studentId: number; startedAt: Date | null; submittedAt: Date | null }>(db, sql.lock_instances_for_start, {
    examIds: starts.map((start) => start.examId),
    studentIds: starts.map((start) => start.studentId),
  });

/** Starts the locked instances not started yet, each as of its own moment; the instances it started. */
export const startInstancesBatch = (
  db: Executor,
  starts: Array<{ instanceId: number; now: Date; address: string | null; userAgent: string | null; durationMinutes: number; windowEnd: Date }>,
) =>
  queryRows<{ id: number; examId: number }>(db, sql.start_instances_batch, {
    instanceIds: starts.map((start) => start.instanceId),
    nows: starts.map((start) => start.now),
    addresses: starts.map((start) => start.address),
    userAgents: starts.map((start) => start.userAgent),
    durations: starts.map((start) => start.durationMinutes),
    windowEnds: starts.map((start) => start.windowEnd),
  });

/** The rule's inputs for some students of one exam (access-rules.ts). */
export const selectRuleInputs = (db: Executor, examId: number, studentIds: number[]) =>
  queryRows<RuleInputRow & { studentId: number }>(db, sql.select_rule_inputs, { examId, studentIds });

export interface OngoingWithRule extends RuleInputRow {
  instanceId: number;
  examId: number;
  studentId: number;
  startedAt: Date;
  deadlineAt: Date;
  extensionMinutes: number;
  unsubmitted: boolean;
}

/** Ongoing instances of an exam and/or a student, locked in id order, with their rule's inputs. */
export const lockOngoingWithRules = (db: Executor, filter: { examId?: number; studentId?: number }) =>
  queryRows<OngoingWithRule>(db, sql.lock_ongoing_with_rules, { examId: filter.examId ?? null, studentId: filter.studentId ?? null });

export const setDeadlines = (db: Executor, moves: Array<{ instanceId: number; deadline: Date }>) =>
  execute(db, sql.set_deadlines, { instanceIds: moves.map((m) => m.instanceId), deadlines: moves.map((m) => m.deadline) });

export const selectMyInstance = (db: Executor, instanceId: number, studentId: number) =>
  queryOptionalRow<MyInstanceRow>(db, sql.select_my_instance, { instanceId, studentId });

export const lockMyInstance = (db: Executor, instanceId: number, studentId: number) =>
  queryOptionalRow<{ id: number }>(db, sql.lock_my_instance, { instanceId, studentId });

export const selectMyQuestions = (db: Executor, instanceId: number) => queryRows<MyQuestionRow>(db, sql.select_my_questions, { instanceId });

export interface AnswerRows {
  ordinals: number[];
  answers: string[];
  seqs: number[];
  clientSavedAt: (Date | null)[];
}

export const saveAnswers = (db: Executor, values: AnswerRows & { instanceId: number; now: Date; graceSeconds: number }) =>
  queryRows<{ ordinal: number; seq: number }>(db, sql.save_answers, { ...values });

export const advancePosition = (db: Executor, instanceId: number, studentId: number, ordinal: number) =>
  queryOptionalRow<{ furthestOrdinal: number }>(db, sql.advance_position, { instanceId, studentId, ordinal });

/** Submits the instance if it is ongoing; the instance when it was submitted now. */
export const markSubmitted = (db: Executor, instanceId: number, now: Date, submittedBy: 'student' | 'server' | 'staff') =>
  queryOptionalRow<{ id: number; examId: number }>(db, sql.mark_submitted, { instanceId, now, submittedBy });

export const selectGradingInputs = (db: Executor, instanceId: number) =>
  queryRows<{ ordinal: number; answer: QuestionAnswer; seed: number; questionId: number; correct: number; incorrect: number; unanswered: number }>(
    db,
    sql.select_grading_inputs,
    { instanceId },
  );

export const setAnswerGrade = (db: Executor, values: { instanceId: number; ordinal: number; score: number; result: unknown; now: Date }) =>
  execute(db, sql.set_answer_grade, { ...values, result: JSON.stringify(values.result) });

export const setAnswerJob = (db: Executor, values: { instanceId: number; ordinal: number; jobId: number }) => execute(db, sql.set_answer_job, values);

export const recomputeTotals = (db: Executor, instanceId: number) => queryRows(db, sql.recompute_totals, { instanceId });

export const selectExpiredInstances = async (db: Executor, now: Date, graceSeconds: number) =>
  (await queryRows<{ id: number }>(db, sql.select_expired_instances, { now, graceSeconds })).map((row) => row.id);

export const selectPasswordFailures = async (db: Executor, key: string, windowStart: Date) =>
  (await queryOptionalRow<{ failures: number }>(db, sql.select_password_failures, { key, windowStart }))?.failures ?? 0;

export const recordPasswordFailure = async (db: Executor, key: string, now: Date, windowStart: Date) =>
  (await queryRow<{ windowStartedAt: Date }>(db, sql.record_password_failure, { key, now, windowStart })).windowStartedAt;

export interface SaveOutcome {
  startedAt: Date | null;
  submittedAt: Date | null;
  deadlineAt: Date | null;
  inTime: boolean;
  items: Array<{ ordinal: number; seq: number; valid: boolean; saved: boolean; held: number }>;
}

/** Locks the instances of a batch of saves (in id order) in the caller's transaction. */
// An answer save's two statements run thousands of times a second under load: kept prepared on each connection.
const lockForSave = prepared(sql.lock_instances_for_save, { onPglite: false });
const saveBatch = prepared(sql.save_answers_batch, { onPglite: false });

export const lockInstancesForSave = (db: Executor, instanceIds: number[]) =>
  queryRows(db, lockForSave, { instanceIds: [...new Set(instanceIds)].sort((a, b) => a - b) });

/** One request's save: answers of one instance, as of `now` (see save_answers_batch in taking.sql). */
export interface SaveRequest extends AnswerRows {
  instanceId: number;
  userId: number;
  now: Date;
  /** The access rule the request broke: its answers are kept as refused. */
  refused: 'network' | 'seb' | null;
}

/**
 * The saves of several requests in one statement, one request per instance; per request its outcome, or
 * undefined when the instance is not the user's.
 */
export async function saveAnswersBatch(db: Executor, requests: SaveRequest[], graceSeconds: number): Promise<Array<SaveOutcome | undefined>> {
  const columns = {
    reqs: [] as number[], instanceIds: [] as number[], userIds: [] as number[], nows: [] as Date[], ordinals: [] as number[], answers: [] as string[],
    seqs: [] as number[], clientSavedAt: [] as (Date | null)[], refused: [] as (string | null)[],
  };
  requests.forEach((request, req) => {
    // The contract asks for at least one answer a request; without one, a request would match no row.
    request.ordinals.forEach((ordinal, i) => {
      columns.reqs.push(req);
      columns.instanceIds.push(request.instanceId);
      columns.userIds.push(request.userId);
      columns.nows.push(request.now);
      columns.ordinals.push(ordinal);
      columns.answers.push(request.answers[i]);
      columns.seqs.push(request.seqs[i]);
      columns.clientSavedAt.push(request.clientSavedAt[i]);
      columns.refused.push(request.refused);
    });
  });
  const rows = await queryRows<SaveOutcome & { req: number }>(db, saveBatch, { ...columns, graceSeconds });
  const outcomes: Array<SaveOutcome | undefined> = requests.map(() => undefined);
  for (const { req, ...outcome } of rows) outcomes[req] = outcome;
  return outcomes;
}

import type { Executor } from '../db/connect.js';
import { currentRequestId } from '../logging.js';
import { execute, loadSqlBlocks, prepared, queryOptionalRow, queryRow, queryRows } from '../db/sql-blocks.js';
import type { GradeResult, QuestionAnswer, QuestionContent, QuestionTemplate } from '../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queue.sql', import.meta.url), [
  'insert_grading_job',
  'claim_grading_job',
  'claim_grading_jobs',
  'complete_grading_job',
  'fail_grading_job',
  'requeue_stuck_grading_jobs',
  'release_grading_jobs',
  'select_grading_job',
  'select_job_question',
  'count_queued_grading_jobs',
] as const);
// Every code and SQL answer goes through these, and a page polls its job: kept prepared (lookups by key).
for (const name of ['insert_grading_job', 'claim_grading_jobs', 'complete_grading_job', 'select_grading_job', 'select_job_question'] as const) {
  prepared(sql[name]);
}

/** What a worker needs to grade an answer: the question version, the seed of its variant, the scores. */
export interface GradingPayload {
  questionId: number;
  seed: number;
  answer: QuestionAnswer;
  scores: { correct: number; incorrect: number; unanswered: number };
}

export type GradingJobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ClaimedJob {
  id: number;
  payload: GradingPayload;
  attempts: number;
  /** The request that queued it (its id in the API's log); null when none did. */
  requestId: string | null;
}

export interface GradingJobRow {
  id: number;
  status: GradingJobStatus;
  payload: GradingPayload;
  result: GradeResult | null;
  error: string | null;
  requested_by: number | null;
  request_id: string | null;
}

/** A job taken more often than this by workers that then stopped answering is failed, not retried. */
export const maxAttempts = 3;

const gaveUpMessage = 'The grader stopped while running this answer several times; it was not graded.';

/** The job carries the id of the request it is queued in, when there is one, for the worker's log. */
export async function enqueue(db: Executor, payload: GradingPayload, requestedBy: number | null): Promise<number> {
  return (await queryRow<{ id: number }>(db, sql.insert_grading_job, { payload: JSON.stringify(payload), requestedBy, requestId: currentRequestId() })).id;
}

/** Jobs waiting for a worker (the metrics' queue depth). */
export async function countQueued(db: Executor): Promise<number> {
  return Number((await queryRow<{ queued: string | number }>(db, sql.count_queued_grading_jobs)).queued);
}

/** The oldest queued job, now running under `worker`; none when the queue is empty (or every job is taken). */
export function claimNext(db: Executor, worker: string): Promise<ClaimedJob | undefined> {
  return queryOptionalRow<ClaimedJob>(db, sql.claim_grading_job, { worker });
}

/** Up to `limit` of the oldest queued jobs, now running under `worker`, oldest first. */
export async function claimBatch(db: Executor, worker: string, limit: number): Promise<ClaimedJob[]> {
  const jobs = await queryRows<ClaimedJob>(db, sql.claim_grading_jobs, { worker, limit });
  return jobs.sort((a, b) => a.id - b.id);
}

/** False when the job is no longer this worker's (it was requeued meanwhile). */
export async function complete(db: Executor, jobId: number, worker: string, result: GradeResult): Promise<boolean> {
  return (await execute(db, sql.complete_grading_job, { jobId, worker, result: JSON.stringify(result) })) === 1;
}

/** `error` is shown to whoever asked for the grading: say what failed, never how the sandbox works. */
export async function fail(db: Executor, jobId: number, worker: string, error: string): Promise<boolean> {
  return (await execute(db, sql.fail_grading_job, { jobId, worker, error })) === 1;
}

/** Jobs running longer than `stuckAfterMs` (their worker died) are queued again, or failed after maxAttempts. */
export function requeueStuck(db: Executor, stuckAfterMs: number) {
  return queryRows<{ id: number; status: GradingJobStatus }>(db, sql.requeue_stuck_grading_jobs, {
    stuckAfterSeconds: stuckAfterMs / 1000,
    maxAttempts,
    gaveUpMessage,
  });
}

/** Hands the worker's unfinished jobs back to the queue (a worker that is stopping). */
export function release(db: Executor, jobIds: number[], worker: string): Promise<number> {
  return execute(db, sql.release_grading_jobs, { jobIds, worker });
}

export const selectOptionalGradingJob = (db: Executor, jobId: number) =>
  queryOptionalRow<GradingJobRow>(db, sql.select_grading_job, { jobId });

export const selectOptionalJobQuestion = (db: Executor, questionId: number) =>
  queryOptionalRow<{ text: string; content: QuestionContent; template: QuestionTemplate | null }>(db, sql.select_job_question, {
    questionId,
  });

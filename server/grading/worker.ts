import { hostname } from 'node:os';
import type { Db } from '../db/connect.js';
import { gradingJobDuration } from '../metrics.js';
import type { Clock } from '../types.js';
import { AnswerKindError, gradeAnswer, instantiate, QuestionGradingError } from './index.js';
import { claimBatch, complete, fail, release, renewLeases, requeueStuck, selectOptionalJobQuestion, type ClaimedJob, type LeaseOptions } from './queue.js';
import type { CodeRunner, SqlRunner } from './runner-types.js';

export interface WorkerLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface GradingWorkerOptions {
  db: Db;
  runners: { code: CodeRunner; sql: SqlRunner };
  /**
   * Jobs graded at the same time (default 2). Each waits for a process of the sandbox pools while it runs, so more
   * jobs than pooled processes keep the processes busy while others read and write the queue.
   */
  concurrency?: number;
  /** How long an idle worker waits before asking the queue again (default 1 s). */
  pollMs?: number;
  /**
   * How long a claimed job stays this worker's without a renewal (default 15 s). The worker renews its jobs'
   * leases every third of it while it grades them, so a slow job of a living worker is never taken away; when a
   * worker dies (SIGKILL, a lost machine), any other worker queues its jobs again once their leases lapse.
   */
  leaseMs?: number;
  /**
   * The time for leases; default the database's own, which every worker on every machine shares. Tests pass
   * their clock and move it instead of waiting.
   */
  clock?: Clock;
  log: WorkerLog;
  /** Names this worker in grading_jobs.worker; default host, process id and a counter. */
  name?: string;
}

export interface GradingWorker {
  /**
   * Takes no new job and waits up to `graceMs` (default 8 s, inside Fastify's 10 s for a close hook) for the
   * running ones; those still running then are handed back to the queue, and their results dropped.
   */
  stop(graceMs?: number): Promise<void>;
  /** Ask the queue now instead of at the next poll (after an enqueue in this process). */
  wake(): void;
}

let workerCounter = 0;

/** What a student may read when grading itself broke; the details go to the log. */
const failureMessage = 'The answer could not be graded because of an error in the grader. Please try again later.';
/** How often a grading result is written before a deadlock or serialization failure counts as the job's failure. */
const COMPLETE_ATTEMPTS = 5;

async function grade(db: Db, runners: GradingWorkerOptions['runners'], job: ClaimedJob) {
  const { questionId, seed, answer, scores } = job.payload;
  const question = await selectOptionalJobQuestion(db, questionId);
  if (!question) throw new Error(`question ${questionId} no longer exists`);
  const variant = instantiate(question, seed);
  return gradeAnswer(variant.content, answer, scores, runners);
}

/**
 * Polls the grading queue and grades up to `concurrency` jobs at once with the sandboxed runners, taking as many
 * jobs as it has room for in one claim, and renewing the leases of the jobs it runs. Jobs whose lease lapsed (their
 * worker died) are requeued by whichever worker notices first. Starting it starts the SQL runner's waiting sandboxes, so that the first SQL answer does
 * not wait for PostgreSQL to start.
 */
export function startGradingWorker(options: GradingWorkerOptions): GradingWorker {
  const { db, runners, log } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 15_000;
  const renewEveryMs = leaseMs / 3;
  const clock = options.clock;
  const lease = (): LeaseOptions => ({ leaseMs, now: clock ? clock() : null });
  const elapsedClock = clock ?? (() => new Date());
  const name = options.name ?? `${hostname()}:${process.pid}:${++workerCounter}`;

  let stopped = false;
  const running = new Map<Promise<void>, number>();
  let wakeUp: (() => void) | null = null;
  let lastLeaseCheck = -Infinity;

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  /**
   * Writes a job's result. Writing it also recomputes the instance's totals and the analytics' kept sums, which other
   * changes of the exam (a submit, Apply, a regrade) may hold at that moment: should PostgreSQL end one side of such
   * a wait as a deadlock or a serialization failure, the write is tried again — the answer is graded already, and
   * a passing conflict must not leave it to a teacher as "could not be graded".
   */
  async function completeWithRetry(jobId: number, result: Awaited<ReturnType<typeof grade>>, about: object): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await complete(db, jobId, name, result);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (attempt >= COMPLETE_ATTEMPTS || (code !== '40P01' && code !== '40001')) throw error;
        log.info({ ...about, attempt, code }, 'writing a grading result met a concurrent change; trying again');
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  }

  async function run(job: ClaimedJob): Promise<void> {
    // Every line about the job names it and the request that queued it; never the answer it grades.
    const about = { jobId: job.id, requestId: job.requestId };
    const kind = job.payload.answer.kind;
    const timer = gradingJobDuration.startTimer({ kind });
    log.info({ ...about, kind, attempt: job.attempts }, 'grading job started');
    try {
      const result = await grade(db, runners, job);
      timer({ outcome: 'done' });
      if (await completeWithRetry(job.id, result, about)) log.info(about, 'grading job done');
      else log.info(about, 'grading job was requeued meanwhile; result dropped');
    } catch (error) {
      timer({ outcome: 'failed' });
      // The question's own faults (a fixture that fails, a missing runner) and a wrong answer kind are worth
      // telling; anything else is the grader's problem and stays in the log.
      const known = error instanceof QuestionGradingError || error instanceof AnswerKindError;
      if (known) log.info(about, 'grading job failed on the question');
      else log.error({ err: error, ...about }, 'grading job failed');
      await fail(db, job.id, name, known ? error.message : failureMessage).catch((failError: unknown) => log.error({ err: failError, ...about }, 'could not mark grading job failed'));
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      try {
        if (elapsedClock().getTime() - lastLeaseCheck >= renewEveryMs) {
          lastLeaseCheck = elapsedClock().getTime();
          // Renew first: a worker that was slow to get here must not take its own jobs for a dead worker's.
          const held = [...running.values()];
          const kept = new Set(await renewLeases(db, held, name, lease()));
          const lost = held.filter((id) => !kept.has(id));
          if (lost.length > 0) log.info({ jobIds: lost }, 'grading jobs were taken over after their lease lapsed; their results will be dropped');
          const requeued = await requeueStuck(db, clock ? clock() : null);
          if (requeued.length > 0) log.info({ jobs: requeued }, 'requeued grading jobs whose worker stopped renewing their lease');
        }
        let claimed = false;
        while (!stopped && running.size < concurrency) {
          const jobs = await claimBatch(db, name, concurrency - running.size, lease());
          if (jobs.length === 0) break;
          claimed = true;
          for (const job of jobs) {
            const task = run(job).finally(() => {
              running.delete(task);
              wakeUp?.();
            });
            running.set(task, job.id);
          }
        }
        if (stopped) break;
        // A full worker waits for a slot; an idle one for the next poll. Either wakes early when told.
        if (!claimed || running.size >= concurrency) await sleep(Math.min(pollMs, renewEveryMs));
      } catch (error) {
        log.error({ err: error }, 'grading worker could not reach the queue');
        await sleep(pollMs);
      }
    }
  }

  runners.sql.warm?.();
  const looping = loop();
  return {
    async stop(graceMs = 8000) {
      stopped = true;
      wakeUp?.();
      await looping;
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.allSettled([...running.keys()]), grace]);
      clearTimeout(timer);
      if (running.size > 0) {
        const jobIds = [...running.values()];
        await release(db, jobIds, name).catch((error: unknown) => log.error({ err: error, jobIds }, 'could not hand grading jobs back'));
        log.info({ jobIds }, 'grading worker stopped before these jobs finished; they are queued again');
      }
    },
    wake() {
      wakeUp?.();
    },
  };
}

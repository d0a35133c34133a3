import type { Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type {
  ExamGenerationRun,
  ExamInstanceDetail,
  ExamInstanceState,
  AccessRule,
  ExamActivitySummary,
  ExamInstanceSummary,
  GradeResult,
} from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { logInstanceEvents, selectActivity } from '../live/events.js';
import { instanceChanged, publishLive } from '../live/publish.js';
import { accessRuleOf, ruleOfRow } from './access-rules.js';
import { selectRuleInputs } from './taking-queries.js';
import { assertTeachesCourse } from '../courses/access.js';
import { DrawError, newInstanceSeed } from './draw.js';
import {
  countInstances,
  deleteGeneratedInstances,
  deleteInstance,
  extendInstance,
  finishGenerationRun,
  insertAction,
  insertGenerationRun,
  insertInstanceQuestions,
  insertInstances,
  lockInstance,
  selectExamsToGenerateAhead,
  selectGenerationRuns,
  selectGenerationTargets,
  selectInstanceActions,
  selectInstanceQuestions,
  selectInstances,
  selectLateAnswers,
  selectOptionalInstance,
  selectRunningGeneration,
  selectStudentUserId,
  unsubmitInstance,
  updateGenerationProgress,
  type GenerationFailure,
  type InstanceRow,
  type InstanceSort,
} from './instances-queries.js';
import type { SortOrder } from '../../db/sql-blocks.js';
import { buildInstance, loadPools, staffQuestionOf, type ExamPools } from './pools.js';
import { lockExam, selectExamParts, selectOptionalExam, selectPartQuestions, selectQuestionVersions, type ExamRow } from './queries.js';
import { examNotFound } from './service.js';
import { instanceState } from './timing.js';

const instanceNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam instance does not exist.');

/** Students generated per transaction of a pre-generation run (and per progress update). */
const GENERATION_BATCH = 100;

/**
 * Students per transaction of the server's own run before a window opens: smaller, since another exam may be running
 * then, and on the embedded database a transaction holds its only connection (20 instances: ~0.1–0.3 s).
 */
const AHEAD_BATCH = 20;

/** A running pre-generation that has not moved for this long is taken to have died with its process. */
const STALE_RUN_MS = 120_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Every whitespace-separated word must occur, case-insensitively; `%` and `_` are literal. */
function likeWords(query: string | undefined): string[] | null {
  const words = [...new Set((query ?? '').toLowerCase().split(/\s+/).filter(Boolean))];
  return words.length === 0 ? null : words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** The pools of an exam's saved parts. */
export async function poolsOfExam(executor: Executor, exam: Pick<ExamRow, 'id' | 'courseId'>): Promise<ExamPools> {
  const [parts, partQuestions] = await Promise.all([selectExamParts(executor, [exam.id]), selectPartQuestions(executor, [exam.id])]);
  return loadPools(executor, exam.courseId, parts, partQuestions);
}

/**
 * Generates the instances of these students that do not exist yet (docs/exams.md, Generation), in the caller's
 * transaction. The UNIQUE (exam, student) constraint decides races: a student who has one keeps it.
 */
export async function generateInstances(
  executor: Executor,
  values: { examId: number; pools: ExamPools; studentIds: number[]; userId: number | null; now: Date },
): Promise<Array<{ id: number; studentId: number }>> {
  const planned = values.studentIds.map((studentId) => {
    const seed = newInstanceSeed();
    return { studentId, seed, questions: buildInstance(values.pools, seed) };
  });
  const inserted = await insertInstances(executor, {
    examId: values.examId,
    studentIds: planned.map((plan) => plan.studentId),
    seeds: planned.map((plan) => plan.seed),
    userId: values.userId,
    now: values.now,
  });
  const byStudent = new Map(planned.map((plan) => [plan.studentId, plan]));
  await insertInstanceQuestions(
    executor,
    inserted.flatMap((row) => (byStudent.get(row.studentId)?.questions ?? []).map((question) => ({ instanceId: row.id, question }))),
  );
  return inserted;
}

export function createExamInstancesService({ config, database, clock, live }: AppDeps) {
  const { db } = database;
  const running = new Set<Promise<void>>();
  const aheadMs = config.generateAheadMinutes * 60_000;

  /** Runs a generation in the background; idle() waits for it. */
  function inBackground(task: Promise<void>): void {
    const tracked = task.finally(() => running.delete(tracked));
    running.add(tracked);
  }

  async function accessibleExam(executor: Executor, user: SessionUser, examId: number): Promise<ExamRow> {
    const exam = await selectOptionalExam(executor, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(executor, user, exam.courseId, examNotFound);
    return exam;
  }

  async function accessibleInstance(executor: Executor, user: SessionUser, instanceId: number): Promise<InstanceRow> {
    const instance = await selectOptionalInstance(executor, instanceId);
    if (!instance) throw instanceNotFound();
    await assertTeachesCourse(executor, user, instance.courseId, instanceNotFound);
    return instance;
  }

  const toRun = (row: Awaited<ReturnType<typeof selectGenerationRuns>>[number]): ExamGenerationRun => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  });

  /** The background part of a pre-generation run: batches of students, each in its own transaction. */
  async function runGeneration(
    runId: number,
    exam: ExamRow,
    studentIds: Array<{ studentId: number; name: string }>,
    userId: number | null,
    batchSize = GENERATION_BATCH,
  ) {
    let pools: ExamPools;
    try {
      pools = await poolsOfExam(db, exam);
    } catch (error) {
      await finishGenerationRun(db, { runId, status: 'failed', failed: 0, failures: [{ studentId: 0, studentName: '', reason: String(error) }], now: clock() });
      return;
    }
    for (let start = 0; start < studentIds.length; start += batchSize) {
      const batch = studentIds.slice(start, start + batchSize);
      try {
        await withTransaction(db, async (trx) => {
          const inserted = await generateInstances(trx, { examId: exam.id, pools, studentIds: batch.map((s) => s.studentId), userId, now: clock() });
          await updateGenerationProgress(trx, { runId, generated: inserted.length, existing: batch.length - inserted.length, failed: 0, failures: [], now: clock() });
        });
      } catch (error) {
        const reason = error instanceof DrawError ? error.message : 'The instance could not be generated.';
        const failures: GenerationFailure[] = batch.map((student) => ({ studentId: student.studentId, studentName: student.name, reason }));
        if (error instanceof DrawError) {
          // The exam cannot give anyone an instance: the rest would fail the same way.
          const rest = studentIds.slice(start).map((student) => ({ studentId: student.studentId, studentName: student.name, reason }));
          await finishGenerationRun(db, { runId, status: 'failed', failed: rest.length, failures: rest, now: clock() });
          return;
        }
        await updateGenerationProgress(db, { runId, generated: 0, existing: 0, failed: batch.length, failures, now: clock() });
      }
    }
    await finishGenerationRun(db, { runId, status: 'done', failed: 0, failures: [], now: clock() });
  }

  type SummaryRow = Awaited<ReturnType<typeof selectInstances>>[number];

  /** Rows with their activity summaries (one query for the page). */
  /** The rows with their event log's summary and the rule in force for each student (access-rules.ts). */
  async function summariesOf(executor: Executor, examId: number, rows: SummaryRow[]): Promise<ExamInstanceSummary[]> {
    const [activity, ruleInputs] = await Promise.all([
      selectActivity(executor, rows.flatMap((row) => (row.instanceId !== null && row.startedAt ? [row.instanceId] : []))),
      rows.length === 0 ? [] : selectRuleInputs(executor, examId, [...new Set(rows.map((row) => row.studentId))]),
    ]);
    const rules = new Map(ruleInputs.map((inputs) => [inputs.studentId, accessRuleOf(ruleOfRow(inputs))]));
    return rows.map((row) => summaryOf(row, row.instanceId === null ? null : activity.get(row.instanceId) ?? null, rules.get(row.studentId)!));
  }

  function summaryOf(row: SummaryRow, activity: ExamActivitySummary | null, rule: AccessRule): ExamInstanceSummary {
    return {
      ...row,
      activity,
      rule,
      generatedAt: iso(row.generatedAt),
      startedAt: iso(row.startedAt),
      deadlineAt: iso(row.deadlineAt),
      submittedAt: iso(row.submittedAt),
    };
  }

  async function detailOf(executor: Executor, instance: InstanceRow): Promise<ExamInstanceDetail> {
    const exam = (await selectOptionalExam(executor, instance.examId))!;
    const [questions, late, actions, summaries] = await Promise.all([
      selectInstanceQuestions(executor, instance.id),
      selectLateAnswers(executor, instance.id),
      selectInstanceActions(executor, instance.id),
      selectInstances(executor, { examId: instance.examId, instanceId: instance.id, state: 'all', classGroup: null, words: null, sortBy: 'name', sortOrder: 'asc', limit: 1, offset: 0 }),
    ]);
    const versions = new Map((await selectQuestionVersions(executor, [...new Set(questions.map((q) => q.questionId))])).map((row) => [row.id, row]));
    const summary = summaries.find((row) => row.instanceId === instance.id)!;
    const points = questions.reduce((sum, question) => sum + question.maxPoints, 0);
    return {
      summary: (await summariesOf(executor, instance.examId, [summary]))[0],
      examId: exam.id,
      examTitle: exam.title,
      durationMinutes: exam.durationMinutes,
      maxScore: exam.maxScore ?? points,
      passPercentage: exam.passPercentage,
      serverNow: clock().toISOString(),
      questions: questions.map((question) => staffQuestionOf(question, versions.get(question.questionId)!, {
        answer: question.answer,
        seq: question.seq,
        savedAt: iso(question.savedAt),
        score: question.score,
        grade: (question.grade as GradeResult | null) ?? null,
      })),
      lateAnswers: late.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString(), clientSavedAt: iso(row.clientSavedAt) })),
      actions: actions.map((row) => ({ ...row, actedAt: row.actedAt.toISOString() })),
    };
  }

  return {
    /** Resolves when the pre-generation runs this process started have ended (tests, shutdown). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },

    async listGenerationRuns(
      user: SessionUser,
      examId: number,
    ): Promise<{ runs: ExamGenerationRun[]; generateAheadAt: string | null; generateAheadMinutes: number }> {
      const exam = await accessibleExam(db, user, examId);
      const runs = (await selectGenerationRuns(db, examId, new Date(clock().getTime() - STALE_RUN_MS))).map(toRun);
      // When the server will generate by itself: a published exam that has not opened and had no automatic run.
      const planned = aheadMs > 0 && exam.publishedAt !== null && exam.archivedAt === null && exam.availableFrom > clock()
        && !runs.some((run) => run.automatic);
      return {
        runs,
        generateAheadAt: planned ? new Date(exam.availableFrom.getTime() - aheadMs).toISOString() : null,
        generateAheadMinutes: config.generateAheadMinutes,
      };
    },

    /**
     * The server's own pre-generation (docs/exams.md, "Generated ahead"): every published exam whose window opens
     * within GENERATE_AHEAD_MINUTES gets one run for all its enrolled students, in the background, once. Called by
     * every API process's sweep; the exam's row lock and the run's unique index make one of them do it. A teacher's
     * run that is going on is left to finish (the next sweep starts this one, which then finds their instances).
     * Resolves with the runs started.
     */
    async generateAhead(): Promise<number[]> {
      if (aheadMs === 0) return [];
      const now = clock();
      const due = await selectExamsToGenerateAhead(db, { now, until: new Date(now.getTime() + aheadMs) });
      const started: number[] = [];
      for (const { id } of due) {
        const claimed = await withTransaction(db, async (trx) => {
          await lockExam(trx, id);
          const exam = await selectOptionalExam(trx, id);
          if (!exam || (await selectRunningGeneration(trx, id, new Date(clock().getTime() - STALE_RUN_MS)))) return null;
          const all = await selectGenerationTargets(trx, id, null);
          const targets = all.filter((target) => !target.hasInstance);
          const runId = await insertGenerationRun(trx, {
            examId: id, classGroup: null, total: all.length, existing: all.length - targets.length, userId: null, now: clock(), automatic: true,
          });
          return runId === null ? null : { runId, exam, targets };
        });
        if (claimed === null) continue;
        inBackground(runGeneration(claimed.runId, claimed.exam, claimed.targets, null, AHEAD_BATCH));
        started.push(claimed.runId);
      }
      return started;
    },

    async startGeneration(user: SessionUser, examId: number, classGroup: string | null): Promise<ExamGenerationRun> {
      const { runId, exam, targets } = await withTransaction(db, async (trx) => {
        const exam = await accessibleExam(trx, user, examId);
        // Runs of one exam start one at a time, so two at once cannot both see none running.
        await lockExam(trx, examId);
        const now = clock();
        if (await selectRunningGeneration(trx, examId, new Date(now.getTime() - STALE_RUN_MS))) {
          throw new AppError(409, 'GENERATION_RUNNING', 'Instances of this exam are being generated already; wait for that run to finish.');
        }
        const all = await selectGenerationTargets(trx, examId, classGroup?.trim() || null);
        const targets = all.filter((target) => !target.hasInstance);
        const runId = (await insertGenerationRun(trx, {
          examId,
          classGroup: classGroup?.trim() || null,
          total: all.length,
          existing: all.length - targets.length,
          userId: user.id,
          now,
          automatic: false,
        }))!;
        return { runId, exam, targets };
      });
      inBackground(runGeneration(runId, exam, targets, user.id));
      const runs = await selectGenerationRuns(db, examId, new Date(clock().getTime() - STALE_RUN_MS));
      return toRun(runs.find((run) => run.id === runId)!);
    },

    async listInstances(
      user: SessionUser,
      examId: number,
      query: { state?: string; query?: string; page?: number; pageSize?: number; sortBy?: InstanceSort; sortOrder?: SortOrder; classGroup?: string },
    ) {
      await accessibleExam(db, user, examId);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 20;
      const filter = { examId, instanceId: null, state: query.state ?? 'all', classGroup: query.classGroup?.trim() || null, words: likeWords(query.query) };
      const [total, rows] = await Promise.all([
        countInstances(db, filter),
        selectInstances(db, { ...filter, sortBy: query.sortBy ?? 'name', sortOrder: query.sortOrder ?? 'asc', limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { total, page, pageSize, items: await summariesOf(db, examId, rows), serverNow: clock().toISOString() };
    },

    async deleteGenerated(user: SessionUser, examId: number): Promise<number> {
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        const deleted = await deleteGeneratedInstances(trx, examId);
        await insertAction(trx, { examId, instanceId: null, studentId: null, action: 'delete-not-started', detail: { deleted }, userId: user.id, now: clock() });
        return deleted;
      });
    },

    async getInstance(user: SessionUser, instanceId: number): Promise<ExamInstanceDetail> {
      return detailOf(db, await accessibleInstance(db, user, instanceId));
    },

    async deleteInstance(user: SessionUser, instanceId: number): Promise<void> {
      await withTransaction(db, async (trx) => {
        const instance = await accessibleInstance(trx, user, instanceId);
        await lockInstance(trx, instanceId);
        const state: ExamInstanceState = instanceState(instance);
        await insertAction(trx, { examId: instance.examId, instanceId, studentId: instance.studentId, action: 'delete', detail: { state }, userId: user.id, now: clock() });
        await deleteInstance(trx, instanceId);
        // The event names no instance, so nothing of it goes with the deleted one; staff lists and the student's page
        // refetch.
        await publishLive(trx, [{ examId: instance.examId, instanceId: null, audience: 'staff', kind: 'instance' }], clock());
      });
      live.wake();
    },

    async unsubmit(user: SessionUser, instanceId: number, minutes: number): Promise<ExamInstanceDetail> {
      return withTransaction(db, async (trx) => {
        const instance = await accessibleInstance(trx, user, instanceId);
        await lockInstance(trx, instanceId);
        const now = clock();
        const deadline = new Date(now.getTime() + minutes * 60_000);
        if ((await unsubmitInstance(trx, instanceId, deadline)) === 0) {
          throw new AppError(409, 'NOT_SUBMITTED', 'This instance is not submitted, so there is nothing to unsubmit.');
        }
        await insertAction(trx, { examId: instance.examId, instanceId, studentId: instance.studentId, action: 'unsubmit', detail: { minutes, deadline: deadline.toISOString() }, userId: user.id, now });
        await logInstanceEvents(trx, instanceId, [{ kind: 'unsubmitted', detail: { minutes, deadline: deadline.toISOString() } }], now, user.id);
        await publishLive(trx, instanceChanged(instance.examId, instanceId), now);
        return detailOf(trx, (await selectOptionalInstance(trx, instanceId))!);
      }).finally(() => live.wake());
    },

    async extend(user: SessionUser, instanceId: number, minutes: number): Promise<ExamInstanceDetail> {
      return withTransaction(db, async (trx) => {
        const instance = await accessibleInstance(trx, user, instanceId);
        await lockInstance(trx, instanceId);
        if (instance.submittedAt) throw new AppError(409, 'ALREADY_SUBMITTED', 'This instance is submitted; unsubmit it to give more time.');
        if ((await extendInstance(trx, instanceId, minutes)) === 0) {
          throw new AppError(409, 'EXTENSION_TOO_LONG', 'An instance can be extended by at most 1440 minutes in all.');
        }
        const now = clock();
        await insertAction(trx, { examId: instance.examId, instanceId, studentId: instance.studentId, action: 'extend', detail: { minutes }, userId: user.id, now });
        if (instance.startedAt) await logInstanceEvents(trx, instanceId, [{ kind: 'extended', detail: { minutes } }], now, user.id);
        await publishLive(trx, instanceChanged(instance.examId, instanceId), now);
        return detailOf(trx, (await selectOptionalInstance(trx, instanceId))!);
      }).finally(() => live.wake());
    },

    /**
     * Staff letting the instance's student sign in now: checks the caller teaches the course and records who did it;
     * the caller clears the account's sign-in throttle with the returned user id (null: the student has no account).
     */
    async recordLetIn(user: SessionUser, instanceId: number): Promise<number | null> {
      return withTransaction(db, async (trx) => {
        const instance = await accessibleInstance(trx, user, instanceId);
        const userId = await selectStudentUserId(trx, instance.studentId);
        await insertAction(trx, { examId: instance.examId, instanceId, studentId: instance.studentId, action: 'let-in', detail: {}, userId: user.id, now: clock() });
        return userId;
      });
    },
  };
}

export type ExamInstancesService = ReturnType<typeof createExamInstancesService>;

import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { ExamRegrade, GradeResult, RegradeOptions, RegradePreview, RegradeQuestion } from '../../generated/contract-types.js';
import { gradeAnswer, needsRunner } from '../../grading/grade.js';
import { enqueue } from '../../grading/queue.js';
import { instantiate } from '../../grading/template.js';
import { toView } from '../../grading/view.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { instanceChanged, publishLive } from '../live/publish.js';
import {
  changesGrade, diffOf, fingerprintOf, inScope, movesQuestion, planInstances, round3, targetOf, writesAnswer,
  type PlanItem, type RegradePlan, type RegradeRow, type Scores,
} from './plan.js';
import {
  deleteOldPreviews, finishPreview, hasBusyPreview, insertPreview, insertRegrade, lockPreview, lockSubmittedInstances, markApplied, moveQuestions,
  recomputeTotals, selectExam, selectGradingModels, selectJobs, selectPreview, selectQuestionVersions, selectRegradeQuestions,
  selectRegrades, selectRows, unapplyManualGrades, writeAnswers, type PreviewRow, type QuestionVersionRow, type RegradeRecordRow,
} from './queries.js';

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const previewNotFound = () => new AppError(404, 'NOT_FOUND', 'This regrade preview does not exist (previews are kept for a day).');

/** Dry runs not applied are deleted after this long. */
const PREVIEW_KEPT_MS = 24 * 3600_000;

/** A grade for an answer the grader cannot take (a kind that no longer matches), as grading at submit gives it. */
const teacherGrades = (maxScore: number): GradeResult => ({
  outcome: 'pending', score: 0, scorePercent: 0, fraction: 0, maxScore, tests: [], sqlRuns: [], parts: [], message: 'A teacher grades this answer.',
});

export interface RegradeGrading {
  /** Called after grading jobs are queued, so that a worker in this process takes them at once. */
  onEnqueued?: () => void;
}

/**
 * Regrades (docs/grading.md, Regrade): a dry run grades the exam's stored answers again and keeps what would change
 * as a preview; Apply writes exactly that preview in one transaction when nothing it was computed from has changed,
 * and records who did it and why.
 */
export function createRegradesService({ database, clock, live }: AppDeps, grading: RegradeGrading = {}) {
  const { db } = database;

  async function accessibleExam(executor: Executor, user: SessionUser, examId: number) {
    const exam = await selectExam(executor, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(executor, user, exam.courseId, examNotFound);
    return exam;
  }

  /** The rows, the grading models they name and the fingerprint of both. */
  async function readState(executor: Executor, examId: number) {
    const rows = (await selectRows(executor, examId)) as RegradeRow[];
    const modelIds = [...new Set(rows.flatMap((row) => (row.partModelId === null ? [row.modelId] : [row.modelId, row.partModelId])))];
    const models = new Map<number, Scores>((await selectGradingModels(executor, modelIds)).map((model) => [model.id, model]));
    return { rows, models, fingerprint: fingerprintOf(rows, models) };
  }

  function toPreview(row: PreviewRow, jobsDone: number): RegradePreview {
    const diff = row.diff;
    return {
      id: row.id,
      examId: row.examId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      createdByName: row.createdByName,
      options: row.options,
      progress: { graded: row.status === 'grading' ? jobsDone : row.jobIds.length, total: row.jobIds.length },
      counts: diff?.counts ?? {
        instances: row.plan.instances.length, answers: row.plan.items.length, changedAnswers: 0, changedInstances: 0, newlyPassed: 0,
        newlyFailed: 0, keptManual: 0, overriddenManual: 0, waiting: 0, notGraded: 0, movedQuestions: 0,
      },
      answers: diff?.answers ?? [],
      instances: diff?.instances ?? [],
      message: diff?.message ?? null,
    };
  }

  const toRegrade = (row: RegradeRecordRow): ExamRegrade => ({ ...row, appliedAt: row.appliedAt.toISOString() });

  /**
   * A preview still grading: when its jobs have all ended, their grades go into the plan and the diff is kept
   * (whoever asks first does it; the update is conditional, so two at once agree). Returns the jobs ended so far.
   */
  async function settle(row: PreviewRow): Promise<{ row: PreviewRow; done: number }> {
    if (row.status !== 'grading') return { row, done: row.jobIds.length };
    const jobs = new Map((await selectJobs(db, row.jobIds)).map((job) => [job.id, job]));
    const ended = (id: number) => ['done', 'failed'].includes(jobs.get(id)?.status ?? 'failed');
    const done = row.jobIds.filter(ended).length;
    if (done < row.jobIds.length) return { row, done };
    const items = row.plan.items.map((item): PlanItem => {
      if (item.status !== 'job') return item;
      const job = item.jobId === null ? undefined : jobs.get(item.jobId);
      if (job?.status === 'done' && job.result) return { ...item, status: 'graded', result: job.result };
      return { ...item, status: 'not-graded', error: job?.error ?? 'The grading job is gone.' };
    });
    const plan: RegradePlan = { ...row.plan, items };
    const diff = diffOf(plan);
    await finishPreview(db, row.id, plan, diff);
    return { row: { ...row, status: 'ready', plan, diff }, done };
  }

  async function previewOf(examId: number, id: string): Promise<PreviewRow> {
    const row = await selectPreview(db, examId, id);
    if (!row) throw previewNotFound();
    return row;
  }

  return {
    async listQuestions(user: SessionUser, examId: number): Promise<RegradeQuestion[]> {
      await accessibleExam(db, user, examId);
      return selectRegradeQuestions(db, examId);
    },

    async preview(user: SessionUser, examId: number, options: RegradeOptions): Promise<RegradePreview> {
      await accessibleExam(db, user, examId);
      if (await hasBusyPreview(db, examId)) {
        throw new AppError(409, 'REGRADE_BUSY', 'A preview of this exam is still grading code and SQL answers in the sandboxes; wait until it is ready, then preview again.');
      }
      const now = clock();
      const { rows, models, fingerprint } = await readState(db, examId);
      const roots = new Set(rows.map((row) => row.rootId));
      const unknown = (options.questionRootIds ?? []).filter((rootId) => !roots.has(rootId));
      if (unknown.length > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Some of the questions chosen are not questions of this exam\'s submitted instances.', [
          { path: 'body/questionRootIds', message: `not questions of this exam: ${unknown.slice(0, 10).join(', ')}` },
        ]);
      }
      const scoped = rows.filter((row) => inScope(options, row));
      const targets = scoped.map((row) => targetOf(row, options, models));
      const versions = new Map<number, QuestionVersionRow>(
        (await selectQuestionVersions(db, [...new Set(targets.map((target) => target.questionId))])).map((version) => [version.id, version]),
      );
      const runnerJobs: Array<{ index: number; payload: Parameters<typeof enqueue>[1] }> = [];
      const items: PlanItem[] = [];
      for (const [index, row] of scoped.entries()) {
        const target = targets[index];
        const model = models.get(target.modelId)!;
        const item: PlanItem = {
          instanceId: row.instanceId, ordinal: row.ordinal, questionTitle: target.title, status: 'graded', answered: row.answered,
          manual: row.manual, oldQuestionId: row.questionId, questionId: target.questionId, oldModelId: row.modelId, modelId: target.modelId,
          oldMaxPoints: row.maxPoints, maxPoints: target.maxPoints, oldContribution: row.answered ? round3(row.score ?? 0) : models.get(row.modelId)!.unanswered,
          oldScore: row.score, oldOutcome: row.outcome, newUnanswered: model.unanswered, jobId: null, result: null, view: null, error: null,
        };
        if (row.queued) item.status = 'waiting';
        else if (row.manual && options.keepManual) item.status = 'kept-manual';
        if (item.status !== 'graded') {
          items.push({ ...item, questionId: row.questionId, modelId: row.modelId, maxPoints: row.maxPoints, questionTitle: row.title });
          continue;
        }
        const version = versions.get(target.questionId)!;
        let content: ReturnType<typeof instantiate>['content'] | null = null;
        try {
          if (target.questionId !== row.questionId) item.view = toView({ ...version, id: version.id }, row.seed);
          if (row.answered && row.answer) content = instantiate(version, row.seed).content;
        } catch (error) {
          // A templated version that cannot be made for this variant's seed: the answer keeps its question and grade.
          items.push({
            ...item, status: 'not-graded', questionId: row.questionId, modelId: row.modelId, maxPoints: row.maxPoints, questionTitle: row.title, view: null,
            error: `Version ${version.version} of “${version.title}” cannot be made for this variant: ${error instanceof Error ? error.message : String(error)}`,
          });
          continue;
        }
        if (row.answered && row.answer && content) {
          const scores = { correct: model.correct, incorrect: model.incorrect, unanswered: model.unanswered };
          if (needsRunner(content)) {
            // Code and SQL run in the sandboxes through the grading queue, never in the API's process.
            item.status = 'job';
            runnerJobs.push({ index: items.length, payload: { questionId: target.questionId, seed: row.seed, answer: row.answer, scores } });
          } else {
            try {
              item.result = await gradeAnswer(content, row.answer, scores);
            } catch {
              item.result = teacherGrades(model.correct);
            }
          }
        }
        items.push(item);
      }
      const plan: RegradePlan = {
        examMaxScore: rows[0]?.examMaxScore ?? null,
        passPercentage: rows[0]?.passPercentage ?? 0,
        instances: planInstances(rows, options, models),
        items,
      };
      const id = randomUUID();
      await withTransaction(db, async (trx) => {
        for (const job of runnerJobs) items[job.index].jobId = await enqueue(trx, job.payload, user.id);
        await deleteOldPreviews(trx, new Date(now.getTime() - PREVIEW_KEPT_MS));
        await insertPreview(trx, {
          id, examId, userId: user.id, now, options, fingerprint, status: runnerJobs.length > 0 ? 'grading' : 'ready',
          jobIds: runnerJobs.map((job) => items[job.index].jobId!), plan, diff: runnerJobs.length > 0 ? null : diffOf(plan),
        });
      });
      if (runnerJobs.length > 0) grading.onEnqueued?.();
      const { row, done } = await settle(await previewOf(examId, id));
      return toPreview(row, done);
    },

    async getPreview(user: SessionUser, examId: number, id: string): Promise<RegradePreview> {
      await accessibleExam(db, user, examId);
      const { row, done } = await settle(await previewOf(examId, id));
      return toPreview(row, done);
    },

    async list(user: SessionUser, examId: number): Promise<ExamRegrade[]> {
      await accessibleExam(db, user, examId);
      return (await selectRegrades(db, examId)).map(toRegrade);
    },

    async apply(user: SessionUser, examId: number, previewId: string, reason: string): Promise<ExamRegrade> {
      await accessibleExam(db, user, examId);
      await settle(await previewOf(examId, previewId));
      const now = clock();
      const regrade = await withTransaction(db, async (trx) => {
        const locked = await lockPreview(trx, examId, previewId);
        if (!locked) throw previewNotFound();
        if (locked.status === 'applied') throw new AppError(409, 'REGRADE_APPLIED', 'This preview has been applied already.');
        if (locked.status === 'grading') {
          throw new AppError(409, 'REGRADE_NOT_READY', 'Code and SQL answers of this preview are still being graded; apply it when it is ready.');
        }
        await lockSubmittedInstances(trx, examId);
        const preview = (await selectPreview(trx, examId, previewId))!;
        if ((await readState(trx, examId)).fingerprint !== preview.fingerprint) {
          throw new AppError(409, 'REGRADE_STALE', 'Answers, grades, question versions or grading models of this exam have changed since the preview. Preview the regrade again.');
        }
        const { plan, diff } = preview;
        const written = plan.items.filter(writesAnswer);
        await writeAnswers(trx, written.map((item) => ({ instanceId: item.instanceId, ordinal: item.ordinal, score: round3(item.result!.score), result: item.result! })), now);
        await unapplyManualGrades(trx, written.filter((item) => item.manual));
        const moved = plan.items.filter(movesQuestion);
        if (written.length === 0 && moved.length === 0) throw new AppError(409, 'REGRADE_EMPTY', 'This regrade changes nothing, so there is nothing to apply.');
        await moveQuestions(trx, moved.map((item) => ({
          instanceId: item.instanceId, ordinal: item.ordinal, questionId: item.questionId, modelId: item.modelId, maxPoints: item.maxPoints,
          view: item.view,
        })));
        const touched = [...new Set([...written, ...moved].map((item) => item.instanceId))].sort((a, b) => a - b);
        await recomputeTotals(trx, examId, touched);
        const changedItems = plan.items.filter(changesGrade);
        const changes = (diff?.instances ?? []).map((instance) => ({
          instanceId: instance.instanceId, oldScore: instance.oldScore, newScore: instance.newScore, oldPercent: instance.oldPercent,
          newPercent: instance.newPercent, oldPassed: instance.oldPassed, newPassed: instance.newPassed,
          answers: (diff?.answers ?? []).filter((answer) => answer.instanceId === instance.instanceId).map((answer) => ({
            ordinal: answer.ordinal, questionId: answer.questionId, oldQuestionId: answer.oldQuestionId, oldScore: answer.oldScore,
            newScore: answer.newScore, oldOutcome: answer.oldOutcome, newOutcome: answer.newOutcome, manual: answer.manual,
          })),
        }));
        const regradeId = await insertRegrade(trx, {
          examId, reason: reason.trim(), options: preview.options, changes, changedAnswers: changedItems.length,
          changedInstances: changes.length, userId: user.id, now,
        });
        await markApplied(trx, previewId, regradeId);
        await publishLive(trx, touched.flatMap((instanceId) => instanceChanged(examId, instanceId)), now);
        return (await selectRegrades(trx, examId, regradeId))[0];
      });
      live.wake();
      return toRegrade(regrade);
    },
  };
}

export type RegradesService = ReturnType<typeof createRegradesService>;

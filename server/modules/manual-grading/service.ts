import type { Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type {
  GraderStatistic, ManualGradeInput, ManualGradesApplyInstance, ManualGradesApplySummary, ManualGradingAnswer,
  ManualGradingOverview, QuestionAnswer, RubricItem, RubricItemCreate, RubricItemUpdate,
} from '../../generated/contract-types.js';
import { solutionOf } from '../../grading/solution.js';
import { instantiate } from '../../grading/template.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { instanceChanged, publishLive } from '../live/publish.js';
import {
  applyGrades, archiveRubricItem, countUnapplied, examHasQuestion, insertRubricItem, lockAnswer, lockRubricItem, lockUnapplied, MAX_RUBRIC_ITEMS,
  recomputeInstances, replaceTicks, rescoreGrades, selectAnswers, selectApplyPreview, selectClassGroups, selectExam, selectGrade,
  selectGraderStatistics, selectInstances, selectInstanceTotals, selectQuestions, selectRubricItem, selectRubricItems,
  selectRubricPoints, updateRubricItem, upsertGrade, type AnswerFilter, type AnswerRow, type ExamRow,
} from './queries.js';

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const answerNotFound = () => new AppError(404, 'NOT_FOUND', 'This answer does not exist, or its exam instance is not submitted.');
const questionNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam has no such question.');
const rubricItemNotFound = () => new AppError(404, 'NOT_FOUND', 'This rubric item does not exist.');

/** Scores are kept to three decimals (numeric(10, 3)): compare and send them so. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface AnswerQuery {
  questionRootId?: number;
  instanceId?: number;
  ungraded?: boolean;
  minScore?: number;
  maxScore?: number;
  classGroup?: string;
  lastNameFrom?: string;
  lastNameTo?: string;
}

/** The question's solution for the instance's variant, for the grader's reference; none when the template fails. */
function modelAnswerOf(row: AnswerRow): QuestionAnswer | null {
  try {
    return solutionOf(instantiate({ text: row.text, content: row.content, template: row.template }, row.seed).content);
  } catch {
    return null;
  }
}

function toAnswer(row: AnswerRow): ManualGradingAnswer {
  return {
    instanceId: row.instance_id,
    ordinal: row.ordinal,
    questionRootId: row.root_id,
    questionId: row.question_id,
    title: row.title,
    studentId: row.student_id,
    firstName: row.first_name,
    lastName: row.last_name,
    altId: row.alt_id,
    classGroup: row.class_group,
    maxPoints: row.max_points,
    minPoints: row.min_points,
    view: row.view,
    answer: row.answer,
    modelAnswer: modelAnswerOf(row),
    autoScore: row.applied_score,
    autoGrade: row.result,
    appliedScore: row.manual ? row.applied_score : null,
    appliedComment: row.applied_comment,
    manual: row.manual,
    grade: row.grade_version === null ? null : {
      score: row.grade_score ?? 0,
      adjustment: row.grade_adjustment ?? 0,
      scoreTyped: row.score_typed ?? false,
      comment: row.grade_comment,
      rubricItemIds: row.rubric_item_ids,
      version: row.grade_version,
      gradedBy: row.graded_by,
      gradedByName: row.graded_by_name,
      gradedAt: (row.graded_at ?? new Date(0)).toISOString(),
      appliedAt: row.applied_at ? row.applied_at.toISOString() : null,
    },
  };
}

const noFilter: AnswerFilter = {
  rootId: null, instanceId: null, ungraded: false, minScore: null, maxScore: null, classGroup: null, lastNameFrom: null, lastNameTo: null,
};

/**
 * Manual grading (docs/grading.md, Manual grading): graders save grades of answers into a shadow set
 * (manual_grades) that students never see; Apply copies the set into the answers, recomputes the instances and
 * tells the live channel. Every operation is for the staff of the exam's course (another course's exam answers as
 * a missing one).
 */
export function createManualGradingService({ database, clock, live }: AppDeps) {
  const { db } = database;

  async function accessibleExam(executor: Executor, user: SessionUser, examId: number): Promise<ExamRow> {
    const exam = await selectExam(executor, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(executor, user, exam.courseId, examNotFound);
    return exam;
  }

  async function examQuestion(executor: Executor, examId: number, rootId: number) {
    if (!(await examHasQuestion(executor, examId, rootId))) throw questionNotFound();
  }

  /** A rubric item of one of the exam's questions, locked for its change. */
  async function lockedItem(executor: Executor, examId: number, itemId: number) {
    const item = await lockRubricItem(executor, itemId);
    if (!item || !(await examHasQuestion(executor, examId, item.rootId))) throw rubricItemNotFound();
    return item;
  }

  /** The summary of Apply: before from the preview rows, after from `after` when given (the recomputed totals). */
  function summaryOf(rows: ManualGradesApplyInstance[], after?: Map<number, { score: number | null; passed: boolean | null }>): ManualGradesApplySummary {
    const instances = rows.map((row) => {
      const recomputed = after?.get(row.instanceId);
      return {
        ...row,
        scoreBefore: row.scoreBefore === null ? null : round3(row.scoreBefore),
        scoreAfter: recomputed ? (recomputed.score === null ? null : round3(recomputed.score)) : row.scoreAfter === null ? null : round3(row.scoreAfter),
        passedAfter: recomputed ? recomputed.passed : row.passedAfter,
      };
    });
    const scoreChanged = instances.filter((row) => row.scoreBefore !== row.scoreAfter);
    const passChanged = instances.filter((row) => row.passedBefore !== row.passedAfter);
    return {
      answers: rows.reduce((sum, row) => sum + row.answers, 0),
      instances: rows.length,
      scoreChanged: scoreChanged.length,
      passChanged: passChanged.length,
      changes: instances.filter((row) => row.scoreBefore !== row.scoreAfter || row.passedBefore !== row.passedAfter),
    };
  }

  return {
    async overview(user: SessionUser, examId: number): Promise<ManualGradingOverview> {
      const exam = await accessibleExam(db, user, examId);
      const questions = await selectQuestions(db, examId);
      return {
        examId: exam.id,
        examTitle: exam.title,
        courseId: exam.courseId,
        passPercentage: exam.passPercentage,
        questions: questions.map(({ first_ordinal: _first, ...question }) => question),
        instances: await selectInstances(db, examId),
        classGroups: await selectClassGroups(db, examId),
        unapplied: await countUnapplied(db, examId),
      };
    },

    async listAnswers(user: SessionUser, examId: number, query: AnswerQuery): Promise<ManualGradingAnswer[]> {
      await accessibleExam(db, user, examId);
      if (query.questionRootId === undefined && query.instanceId === undefined) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Name a question or a student’s instance.', [
          { path: 'query/questionRootId', message: 'questionRootId or instanceId is required' },
        ]);
      }
      const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
      const rows = await selectAnswers(db, examId, {
        rootId: query.questionRootId ?? null,
        instanceId: query.instanceId ?? null,
        ungraded: query.ungraded ?? false,
        minScore: query.minScore ?? null,
        maxScore: query.maxScore ?? null,
        classGroup: text(query.classGroup),
        lastNameFrom: text(query.lastNameFrom),
        lastNameTo: text(query.lastNameTo),
      });
      return rows.map(toAnswer);
    },

    async saveGrade(user: SessionUser, examId: number, instanceId: number, ordinal: number, input: ManualGradeInput): Promise<ManualGradingAnswer> {
      const now = clock();
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        const answer = await lockAnswer(trx, { examId, instanceId, ordinal });
        if (!answer) throw answerNotFound();
        const current = await selectGrade(trx, instanceId, ordinal);
        if ((current?.version ?? null) !== (input.baseVersion ?? null)) {
          const by = current?.gradedByName ?? 'another grader';
          throw new AppError(409, 'GRADE_CONFLICT', current
            ? `${by} saved a grade of this answer meanwhile (version ${current.version}); yours was not saved. Reload the answer and grade it again.`
            : 'This answer has no grade any more; yours was not saved. Reload the answer and grade it again.', [
            { path: 'body/baseVersion', message: current ? `the grade is at version ${current.version}` : 'there is no grade yet' },
          ]);
        }
        const ids = input.rubricItemIds;
        const items = ids.length === 0 ? [] : await selectRubricPoints(trx, answer.rootId, ids);
        if (items.length !== ids.length) {
          throw new AppError(400, 'VALIDATION_FAILED', 'Only this question’s rubric items can be ticked.', [
            { path: 'body/rubricItemIds', message: 'must be rubric items of this question' },
          ]);
        }
        const adjustment = round3(input.adjustment ?? 0);
        const typed = input.score !== undefined && input.score !== null;
        let score: number;
        if (typed) {
          score = round3(input.score as number);
          if (score < answer.minPoints || score > answer.maxPoints) {
            throw new AppError(400, 'VALIDATION_FAILED', `The score must be between ${answer.minPoints} and ${answer.maxPoints}.`, [
              { path: 'body/score', message: `must be between ${answer.minPoints} and ${answer.maxPoints}` },
            ]);
          }
        } else {
          score = round3(clamp(items.reduce((sum, item) => sum + item.points, 0) + adjustment, answer.minPoints, answer.maxPoints));
        }
        const comment = input.comment === null || input.comment.trim() === '' ? null : input.comment.trim();
        await upsertGrade(trx, { instanceId, ordinal, score, adjustment, scoreTyped: typed, comment, userId: user.id, now });
        await replaceTicks(trx, instanceId, ordinal, ids);
        const rows = await selectAnswers(trx, examId, { ...noFilter, instanceId });
        return toAnswer(rows.find((one) => one.ordinal === ordinal)!);
      });
    },

    async listRubric(user: SessionUser, examId: number, rootId: number): Promise<RubricItem[]> {
      await accessibleExam(db, user, examId);
      await examQuestion(db, examId, rootId);
      return selectRubricItems(db, rootId);
    },

    async createRubricItem(user: SessionUser, examId: number, input: RubricItemCreate): Promise<RubricItem> {
      const now = clock();
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        await examQuestion(trx, examId, input.questionRootId);
        const description = input.description.trim();
        if (description === '') {
          throw new AppError(400, 'VALIDATION_FAILED', 'A rubric item needs a description.', [{ path: 'body/description', message: 'must not be blank' }]);
        }
        const id = await insertRubricItem(trx, { rootId: input.questionRootId, points: round3(input.points), description, userId: user.id, now });
        if (id === null) {
          throw new AppError(409, 'RUBRIC_FULL', `A question can have at most ${MAX_RUBRIC_ITEMS} rubric items; change or remove one instead.`);
        }
        return (await selectRubricItem(trx, id))!;
      });
    },

    /** Changed points re-score every grade that ticks the item (in every exam using the question). */
    async updateRubricItem(user: SessionUser, examId: number, itemId: number, input: RubricItemUpdate): Promise<{ item: RubricItem | null; rescored: number }> {
      const now = clock();
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        await lockedItem(trx, examId, itemId);
        const description = input.description === undefined ? null : input.description.trim();
        if (description === '') {
          throw new AppError(400, 'VALIDATION_FAILED', 'A rubric item needs a description.', [{ path: 'body/description', message: 'must not be blank' }]);
        }
        await updateRubricItem(trx, {
          id: itemId,
          points: input.points === undefined ? null : round3(input.points),
          description,
          ordinal: input.ordinal ?? null,
          userId: user.id,
          now,
        });
        const rescored = input.points === undefined ? [] : await rescoreGrades(trx, { itemId, keys: [] });
        return { item: await selectRubricItem(trx, itemId), rescored: rescored.length };
      });
    },

    async deleteRubricItem(user: SessionUser, examId: number, itemId: number): Promise<{ item: RubricItem | null; rescored: number }> {
      const now = clock();
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        await lockedItem(trx, examId, itemId);
        const untick = await archiveRubricItem(trx, { id: itemId, userId: user.id, now });
        const rescored = untick.length === 0 ? [] : await rescoreGrades(trx, { itemId: null, keys: untick });
        return { item: null, rescored: rescored.length };
      });
    },

    async previewApply(user: SessionUser, examId: number): Promise<ManualGradesApplySummary> {
      await accessibleExam(db, user, examId);
      return summaryOf(await selectApplyPreview(db, examId));
    },

    /** One transaction: the grades into the answers, the instances recomputed and announced, the grades marked applied. */
    async apply(user: SessionUser, examId: number): Promise<ManualGradesApplySummary> {
      const now = clock();
      const result = await withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        const locked = await lockUnapplied(trx, examId);
        const before = await selectApplyPreview(trx, examId);
        const applied = await applyGrades(trx, { examId, instanceIds: locked, userId: user.id, now });
        const instanceIds = applied.map((row) => row.instanceId);
        if (instanceIds.length === 0) return summaryOf([]);
        await recomputeInstances(trx, examId, instanceIds);
        const totals = await selectInstanceTotals(trx, instanceIds);
        await publishLive(trx, instanceIds.flatMap((instanceId) => instanceChanged(examId, instanceId)), now);
        return summaryOf(before, new Map(totals.map((row) => [row.instanceId, row])));
      });
      if (result.instances > 0) live.wake();
      return result;
    },

    async statistics(user: SessionUser, examId: number): Promise<GraderStatistic[]> {
      await accessibleExam(db, user, examId);
      return (await selectGraderStatistics(db, examId)).map((row) => ({
        ...row,
        mean: round3(row.mean),
        stdDev: round3(row.stdDev),
      }));
    },
  };
}

export type ManualGradingService = ReturnType<typeof createManualGradingService>;

import type { Executor } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import type {
  AnalyticsBin, AnalyticsFlag, AnswerOptionCount, ExamAnalytics, ExamQuestionAnalytics, OutcomeCount, QuestionAnalytics,
} from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { numericalValues } from './numerical-values.js';
import {
  selectAlphaOf, selectCached, selectDurationBuckets, selectExamItems, selectExamSummary, selectExamTimes, selectFingerprint,
  selectOptionalExam, selectOptionalQuestion, selectQuestionAnswers, selectQuestionUses, upsertCached, type AnalyticsExam,
  type ExamItemRow,
} from './queries.js';

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const questionNotFound = () => new AppError(404, 'NOT_FOUND', 'This question does not exist.');

/** The thresholds of the flags (docs/analytics.md, Flags). */
export const FLAG_LIMITS = { tooHardFacility: 10, tooEasyFacility: 95 } as const;

/** Flags of a question that looks wrong; none while some of its answers wait for grading (its figures are not final). */
export function flagsOf(question: Pick<ExamQuestionAnalytics, 'facility' | 'discrimination' | 'pending'>): AnalyticsFlag[] {
  const flags: AnalyticsFlag[] = [];
  if (question.pending > 0) return flags;
  if (question.discrimination !== null && question.discrimination < 0) flags.push('negative-discrimination');
  if (question.facility !== null && question.facility <= FLAG_LIMITS.tooHardFacility) flags.push('too-hard');
  if (question.facility !== null && question.facility >= FLAG_LIMITS.tooEasyFacility) flags.push('too-easy');
  return flags;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : null);

/** Bars of 10 score points from the lowest one that has an instance (0 at most) to 90–100, empty ones included. */
function scoreHistogram(buckets: Array<{ bucket: number; count: number }>): AnalyticsBin[] {
  if (buckets.length === 0) return [];
  const counts = new Map(buckets.map((b) => [b.bucket, b.count]));
  const lowest = Math.min(0, ...buckets.map((b) => b.bucket));
  const bins: AnalyticsBin[] = [];
  for (let bucket = lowest; bucket <= 9; bucket += 1) bins.push({ from: bucket * 10, to: bucket * 10 + 10, count: counts.get(bucket) ?? 0 });
  return bins;
}

function durationHistogram(buckets: Array<{ bucket: number; width: number; count: number }>): AnalyticsBin[] {
  if (buckets.length === 0) return [];
  const { width } = buckets[0];
  const counts = new Map(buckets.map((b) => [b.bucket, b.count]));
  const highest = Math.max(...buckets.map((b) => b.bucket));
  const bins: AnalyticsBin[] = [];
  for (let bucket = 0; bucket <= highest; bucket += 1) bins.push({ from: bucket * width, to: (bucket + 1) * width, count: counts.get(bucket) ?? 0 });
  return bins;
}

/** Bumped when what the analytics contain changes, so that analytics kept by an older version are computed again. */
const ANALYTICS_VERSION = 4;

/**
 * Cronbach's α = k / (k − 1) · (1 − Σ item variances / variance of the totals), over the k questions every submitted
 * instance has and that are `counted` (sample variances throughout). When those are all the exam's questions, the totals are the instances'
 * scores, whose variance the summary has; otherwise their sums are computed for these questions alone.
 */
async function cronbachAlpha(
  db: Executor,
  examId: number,
  items: ExamItemRow[],
  submitted: number,
  scoreSd: number | null,
  counted: (item: ExamItemRow) => boolean = () => true,
) {
  const common = items.filter((item) => item.count === submitted && counted(item));
  if (common.length < 2) return { alpha: null, questions: common.length };
  let itemVariance = common.reduce((sum, item) => sum + (item.variance ?? 0), 0);
  let totalVariance = scoreSd === null ? null : scoreSd ** 2;
  if (common.length < items.length) {
    const sums = await selectAlphaOf(db, examId, common.map((item) => item.questionId));
    itemVariance = sums.itemVariance ?? 0;
    totalVariance = sums.totalVariance;
  }
  const alpha = totalVariance !== null && totalVariance > 0 ? (common.length / (common.length - 1)) * (1 - itemVariance / totalVariance) : null;
  return { alpha, questions: common.length };
}

/**
 * The item analysis of an exam's submitted instances (docs/analytics.md), computed now, without any check of who
 * asks: the API checks first (and keeps the result, see cachedExamAnalytics); the bench (bench/analytics.ts) can call
 * it directly. A handful of statements in SQL: aggregates over the instances (2 000 rows for 2 000 students), the
 * per-question figures from the sums kept as grades change (exam_item_stats, one row per question), the times from
 * the seconds kept per question at submit.
 */
export async function examAnalytics(db: Executor, examId: number, given?: AnalyticsExam): Promise<ExamAnalytics> {
  const exam = given ?? (await selectOptionalExam(db, examId));
  if (!exam) throw examNotFound();
  // Independent statements: on PostgreSQL they run side by side on the pool's connections (PGlite takes them in turn).
  const [summary, durations, items, timeRows] = await Promise.all([
    selectExamSummary(db, examId), selectDurationBuckets(db, examId), selectExamItems(db, examId), selectExamTimes(db, examId),
  ]);
  const times = new Map(timeRows.map((row) => [row.questionId, row]));
  // A question whose every answer waits for a teacher has no facility or discrimination yet (its answers count 0
  // until graded, which would read as "nobody got it"), and stays out of α until it is graded.
  const notGradedYet = (item: Pick<ExamItemRow, 'answered' | 'pending'>) => item.answered > 0 && item.pending >= item.answered;
  const alpha = await cronbachAlpha(db, examId, items, summary.submitted, summary.score.sd, (item) => !notGradedYet(item));
  return {
    examId: exam.id,
    title: exam.title,
    courseId: exam.courseId,
    academicYearId: exam.academicYearId,
    passPercentage: exam.passPercentage,
    instances: summary.instances,
    submitted: summary.submitted,
    passed: summary.passed,
    passRate: percentOf(summary.passed, summary.submitted),
    score: summary.score,
    scorePercent: summary.scorePercent,
    histogram: scoreHistogram(summary.scoreBuckets),
    duration: summary.duration,
    durationHistogram: durationHistogram(durations),
    cronbachAlpha: alpha.alpha,
    alphaQuestions: alpha.questions,
    classGroups: summary.classGroups.map(({ passed, ...group }) => ({ ...group, passRate: percentOf(passed, group.score.count) })),
    questions: items.map(({ variance: _variance, ...item }) => {
      const time = times.get(item.questionId);
      const figures = notGradedYet(item) ? { facility: null, discrimination: null } : {};
      const question = { ...item, ...figures, timeCount: time?.count ?? 0, timeMedianSeconds: time?.median ?? null, timeMeanSeconds: time?.mean ?? null };
      return { ...question, flags: flagsOf(question) };
    }),
  };
}

/**
 * The exam's analytics, kept with a fingerprint of the rows they come from (exam_analytics_cache, migration 0014):
 * while the fingerprint is the same they are read back, otherwise computed again and kept.
 */
export async function cachedExamAnalytics(db: Executor, exam: AnalyticsExam, now: Date): Promise<ExamAnalytics> {
  const fingerprint = `${ANALYTICS_VERSION}:${await selectFingerprint(db, exam.id)}`;
  const cached = await selectCached(db, exam.id, fingerprint);
  if (cached) return cached;
  const data = await examAnalytics(db, exam.id, exam);
  await upsertCached(db, { examId: exam.id, fingerprint, data, now });
  return data;
}

/** The options a question's answers are counted by: multiple choice's of the latest version, true/false's two. */
function optionCounts(
  content: { kind: string; options?: Array<{ id: string; text: string; correct: boolean }>; correct?: boolean },
  choices: Map<string, number>,
): AnswerOptionCount[] | null {
  if (content.kind === 'multiple-choice' && content.options) {
    return content.options.map((option) => ({ id: option.id, text: option.text, correct: option.correct, count: choices.get(option.id) ?? 0 }));
  }
  if (content.kind === 'true-false') {
    return [true, false].map((value) => ({
      id: String(value), text: String(value), correct: content.correct === value, count: choices.get(String(value)) ?? 0,
    }));
  }
  return null;
}

const outcomeOrder: OutcomeCount['outcome'][] = ['correct', 'partial', 'incorrect', 'unanswered', 'pending'];

export function createAnalyticsService({ database, clock }: AppDeps) {
  const { db } = database;

  return {
    async exam(user: SessionUser, examId: number): Promise<ExamAnalytics> {
      const exam = await selectOptionalExam(db, examId);
      if (!exam) throw examNotFound();
      await assertTeachesCourse(db, user, exam.courseId, examNotFound);
      return cachedExamAnalytics(db, exam, clock());
    },

    async question(user: SessionUser, questionId: number): Promise<QuestionAnalytics> {
      const question = await selectOptionalQuestion(db, questionId);
      if (!question) throw questionNotFound();
      await assertTeachesCourse(db, user, question.courseId, questionNotFound);
      const uses = await selectQuestionUses(db, question.rootId, question.courseId);
      const answers = await selectQuestionAnswers(db, question.rootId, question.courseId);
      const outcomes = new Map(answers.outcomes.map((o) => [o.outcome, o.count]));
      return {
        questionId: question.latestId,
        rootId: question.rootId,
        courseId: question.courseId,
        title: question.title,
        kind: question.kind,
        version: question.version,
        uses,
        count: answers.count,
        answered: answers.answered,
        outcomes: outcomeOrder.map((outcome) => ({ outcome, count: outcomes.get(outcome) ?? 0 })),
        options: optionCounts(question.content, new Map(answers.choices.map((c) => [c.id, c.count]))),
        values: question.content.kind === 'numerical' ? numericalValues(question.content, question.template !== null, answers.typed) : null,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

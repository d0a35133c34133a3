import type { Executor } from '../../db/connect.js';
import { AppError } from '../../errors.js';
import type {
  AnalyticsBin, AnalyticsFlag, AnswerOptionCount, ExamAnalytics, ExamQuestionAnalytics, OutcomeCount, QuestionAnalytics,
} from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import {
  selectDurationBuckets, selectExamItems, selectExamSummary, selectOptionalExam, selectOptionalQuestion, selectQuestionAnswers,
  selectQuestionUses, type AnalyticsExam,
} from './queries.js';

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const questionNotFound = () => new AppError(404, 'NOT_FOUND', 'This question does not exist.');

/** The thresholds of the flags (docs/analytics.md, Flags). */
export const FLAG_LIMITS = { tooHardFacility: 10, tooEasyFacility: 95 } as const;

export function flagsOf(question: Pick<ExamQuestionAnalytics, 'facility' | 'discrimination'>): AnalyticsFlag[] {
  const flags: AnalyticsFlag[] = [];
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

/**
 * The item analysis of an exam's submitted instances (docs/analytics.md), without any check of who asks: the API
 * checks first, the bench (bench/analytics.ts) calls it directly. A handful of statements, all aggregates in SQL.
 */
export async function examAnalytics(db: Executor, examId: number, given?: AnalyticsExam): Promise<ExamAnalytics> {
  const exam = given ?? (await selectOptionalExam(db, examId));
  if (!exam) throw examNotFound();
  const summary = await selectExamSummary(db, examId);
  const durations = await selectDurationBuckets(db, examId);
  const items = await selectExamItems(db, examId);
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
    cronbachAlpha: items.cronbachAlpha,
    alphaQuestions: items.alphaQuestions,
    classGroups: summary.classGroups.map(({ passed, ...group }) => ({ ...group, passRate: percentOf(passed, group.score.count) })),
    questions: items.questions.map((question) => ({ ...question, flags: flagsOf(question) })),
  };
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

export function createAnalyticsService({ database }: AppDeps) {
  const { db } = database;

  return {
    async exam(user: SessionUser, examId: number): Promise<ExamAnalytics> {
      const exam = await selectOptionalExam(db, examId);
      if (!exam) throw examNotFound();
      await assertTeachesCourse(db, user, exam.courseId, examNotFound);
      return examAnalytics(db, examId, exam);
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
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

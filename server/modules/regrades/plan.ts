import { createHash } from 'node:crypto';
import type {
  GradeResult, Outcome, QuestionAnswer, QuestionView, RegradeAnswerChange, RegradeCounts, RegradeInstanceChange, RegradeOptions,
} from '../../generated/contract-types.js';

/**
 * The pure half of a regrade (docs/grading.md, Regrade): which questions of which instances it covers and what each
 * becomes, the fingerprint of what it was computed from, and the diff (changed answers, changed instances, counts)
 * with the instances' new totals computed as `exam_recompute_totals` computes them.
 */

/** One question of one submitted instance, as `select_rows` reads it. */
export interface RegradeRow {
  instanceId: number;
  ordinal: number;
  questionId: number;
  rootId: number;
  kind: string;
  title: string;
  updatedAt: string;
  latestId: number;
  latestKind: string;
  latestTitle: string;
  latestUpdatedAt: string;
  seed: number;
  modelId: number;
  maxPoints: number;
  partModelId: number | null;
  answered: boolean;
  answer: QuestionAnswer | null;
  seq: number;
  score: number | null;
  outcome: Outcome | null;
  manual: boolean;
  queued: boolean;
  studentId: number;
  altId: string | null;
  firstName: string;
  lastName: string;
  classGroup: string | null;
  instanceScore: number | null;
  instancePercent: number | null;
  instancePassed: boolean | null;
  examMaxScore: number | null;
  passPercentage: number;
}

export interface Scores { correct: number; incorrect: number; unanswered: number }

/**
 * What happens to one question in scope: `graded` (a new grade, in `result`), `job` (a code or SQL answer in the
 * grading queue), `kept-manual`, `waiting` (still in the queue from the submit), `not-graded` (a sandbox refused it).
 */
export type ItemStatus = 'graded' | 'job' | 'kept-manual' | 'waiting' | 'not-graded';

export interface PlanItem {
  instanceId: number;
  ordinal: number;
  questionTitle: string;
  status: ItemStatus;
  answered: boolean;
  manual: boolean;
  oldQuestionId: number;
  questionId: number;
  oldModelId: number;
  modelId: number;
  oldMaxPoints: number;
  maxPoints: number;
  /** What the question adds to the instance's score now: its grade, or the model's unanswered score. */
  oldContribution: number;
  oldScore: number | null;
  oldOutcome: Outcome | null;
  newUnanswered: number;
  jobId: number | null;
  result: GradeResult | null;
  /** The student view of the new version for the instance question's seed (only when the version moves). */
  view: QuestionView | null;
  error: string | null;
}

export interface PlanInstance {
  instanceId: number;
  studentId: number;
  altId: string | null;
  firstName: string;
  lastName: string;
  classGroup: string | null;
  oldScore: number | null;
  oldPercent: number | null;
  oldPassed: boolean | null;
  /** The score and points of its questions outside the regrade's scope (or kept as they are). */
  baseScore: number;
  basePoints: number;
}

export interface RegradePlan {
  examMaxScore: number | null;
  passPercentage: number;
  instances: PlanInstance[];
  items: PlanItem[];
}

export interface PreviewDiff {
  counts: RegradeCounts;
  answers: RegradeAnswerChange[];
  instances: RegradeInstanceChange[];
  message: string | null;
}

/** Scores are stored as numeric(10, 3): compare and add them as stored. */
export const round3 = (value: number) => Math.round(value * 1000) / 1000;
const milli = (value: number) => Math.round(value * 1000);

/**
 * A digest of everything a regrade is computed from: every question of every submitted instance (version, newest
 * version of its chain and when each was saved, models, points, the answer's sequence, grade, manual mark and
 * whether it waits for the grader), the models' scores and the exam's pass mark. Apply recomputes it under the
 * instances' locks: any difference means the preview no longer describes what Apply would do.
 */
export function fingerprintOf(rows: RegradeRow[], models: ReadonlyMap<number, Scores>): string {
  const hash = createHash('sha256');
  for (const row of rows) {
    hash.update(JSON.stringify([
      row.instanceId, row.ordinal, row.questionId, row.updatedAt, row.latestId, row.latestUpdatedAt, row.modelId, row.maxPoints,
      row.partModelId, row.answered, row.seq, row.score, row.outcome, row.manual, row.queued, row.instanceScore, row.instancePassed,
      row.examMaxScore, row.passPercentage,
    ])).update('\n');
  }
  for (const id of [...models.keys()].sort((a, b) => a - b)) {
    const model = models.get(id)!;
    hash.update(JSON.stringify([id, model.correct, model.incorrect, model.unanswered])).update('\n');
  }
  return hash.digest('hex');
}

/** Whether a row is in the regrade's scope. */
export const inScope = (options: RegradeOptions, row: Pick<RegradeRow, 'rootId'>) =>
  options.questionRootIds === null || options.questionRootIds.includes(row.rootId);

/** A question's contribution to its instance's score, as exam_recompute_totals counts it. */
export const contributionOf = (row: Pick<RegradeRow, 'answered' | 'score'>, unanswered: number) =>
  row.answered ? round3(row.score ?? 0) : unanswered;

/** The version and grading model a row is regraded with. */
export function targetOf(row: RegradeRow, options: RegradeOptions, models: ReadonlyMap<number, Scores>) {
  // A newer version of another kind cannot grade the stored answer: the instance keeps its version.
  const questionId = options.useLatestVersion && row.latestKind === row.kind ? row.latestId : row.questionId;
  const modelId = options.useCurrentGradingModels && row.partModelId !== null ? row.partModelId : row.modelId;
  const maxPoints = options.useCurrentGradingModels && row.partModelId !== null ? models.get(modelId)!.correct : row.maxPoints;
  return { questionId, modelId, maxPoints, title: questionId === row.latestId ? row.latestTitle : row.title };
}

/** The plan's instances, each with the part of its totals the regrade leaves alone. */
export function planInstances(rows: RegradeRow[], options: RegradeOptions, models: ReadonlyMap<number, Scores>): PlanInstance[] {
  const byId = new Map<number, PlanInstance>();
  for (const row of rows) {
    let instance = byId.get(row.instanceId);
    if (!instance) {
      instance = {
        instanceId: row.instanceId, studentId: row.studentId, altId: row.altId, firstName: row.firstName, lastName: row.lastName,
        classGroup: row.classGroup, oldScore: row.instanceScore, oldPercent: row.instancePercent, oldPassed: row.instancePassed,
        baseScore: 0, basePoints: 0,
      };
      byId.set(row.instanceId, instance);
    }
    if (!inScope(options, row)) {
      instance.baseScore = round3(instance.baseScore + contributionOf(row, models.get(row.modelId)!.unanswered));
      instance.basePoints = round3(instance.basePoints + row.maxPoints);
    }
  }
  return [...byId.values()];
}

/** The new score and outcome of an item once graded (or as it stays). */
function newGradeOf(item: PlanItem): { score: number; outcome: Outcome | null; maxPoints: number } {
  if (item.status !== 'graded') return { score: item.oldContribution, outcome: item.oldOutcome, maxPoints: item.oldMaxPoints };
  if (!item.answered) return { score: item.newUnanswered, outcome: 'unanswered', maxPoints: item.maxPoints };
  return { score: round3(item.result!.score), outcome: item.result!.outcome, maxPoints: item.maxPoints };
}

/** Whether applying writes the item's question (another version, model or points). */
export const movesQuestion = (item: PlanItem) =>
  item.status === 'graded' && (item.questionId !== item.oldQuestionId || item.modelId !== item.oldModelId || item.maxPoints !== item.oldMaxPoints);

/** Whether the item's score or outcome changes. */
export function changesGrade(item: PlanItem): boolean {
  if (item.status !== 'graded') return false;
  const next = newGradeOf(item);
  return next.score !== item.oldContribution || (item.answered && next.outcome !== item.oldOutcome);
}

/** Whether applying writes the item's answer: a changed grade, a moved question, or a teacher's grade replaced. */
export const writesAnswer = (item: PlanItem) => item.status === 'graded' && item.answered && (changesGrade(item) || movesQuestion(item) || item.manual);

/** Totals as exam_recompute_totals computes them; `passed` compared in whole thousandths, as numeric does. */
export function totalsOf(score: number, points: number, examMaxScore: number | null, passPercentage: number) {
  const max = examMaxScore ?? points;
  if (!(max > 0)) return { score, max, percent: null, passed: null };
  const percent = Math.round((10000 * milli(score)) / milli(max)) / 100;
  const passed = 10000 * milli(score) >= Math.round(passPercentage * 100) * milli(max);
  return { score, max, percent, passed };
}

/** The diff a preview shows: changed answers and instances (unchanged ones left out) and the counts. */
export function diffOf(plan: RegradePlan): PreviewDiff {
  const byInstance = new Map<number, PlanItem[]>();
  for (const item of plan.items) byInstance.set(item.instanceId, [...(byInstance.get(item.instanceId) ?? []), item]);
  const answers: RegradeAnswerChange[] = [];
  const instances: RegradeInstanceChange[] = [];
  const counts: RegradeCounts = {
    instances: plan.instances.length, answers: plan.items.length, changedAnswers: 0, changedInstances: 0, newlyPassed: 0,
    newlyFailed: 0, keptManual: 0, overriddenManual: 0, waiting: 0, notGraded: 0, movedQuestions: 0,
  };
  const errors = new Set<string>();
  for (const instance of plan.instances) {
    const student = {
      instanceId: instance.instanceId, studentId: instance.studentId, altId: instance.altId, firstName: instance.firstName,
      lastName: instance.lastName, classGroup: instance.classGroup,
    };
    let score = instance.baseScore;
    let points = instance.basePoints;
    let changed = 0;
    for (const item of byInstance.get(instance.instanceId) ?? []) {
      const next = newGradeOf(item);
      score = round3(score + next.score);
      points = round3(points + next.maxPoints);
      if (item.status === 'kept-manual') counts.keptManual += 1;
      if (item.status === 'waiting') counts.waiting += 1;
      if (item.status === 'not-graded') {
        counts.notGraded += 1;
        if (item.error) errors.add(item.error);
      }
      if (movesQuestion(item)) counts.movedQuestions += 1;
      if (item.status === 'graded' && item.manual) counts.overriddenManual += 1;
      if (!changesGrade(item)) continue;
      changed += 1;
      answers.push({
        ...student, ordinal: item.ordinal, questionId: item.questionId, oldQuestionId: item.oldQuestionId, questionTitle: item.questionTitle,
        answered: item.answered, manual: item.manual, oldScore: item.answered ? item.oldScore : item.oldContribution, newScore: next.score,
        oldMaxPoints: item.oldMaxPoints, newMaxPoints: next.maxPoints, oldOutcome: item.answered ? item.oldOutcome : 'unanswered',
        newOutcome: next.outcome ?? 'pending',
      });
    }
    const totals = totalsOf(score, points, plan.examMaxScore, plan.passPercentage);
    counts.changedAnswers += changed;
    if (changed === 0 && totals.score === instance.oldScore && totals.percent === instance.oldPercent && totals.passed === instance.oldPassed) continue;
    instances.push({
      ...student, oldScore: instance.oldScore, newScore: totals.score, maxScore: totals.max, oldPercent: instance.oldPercent,
      newPercent: totals.percent, oldPassed: instance.oldPassed, newPassed: totals.passed, changedAnswers: changed,
    });
    if (instance.oldPassed !== true && totals.passed === true) counts.newlyPassed += 1;
    if (instance.oldPassed === true && totals.passed !== true) counts.newlyFailed += 1;
  }
  counts.changedInstances = instances.length;
  return { counts, answers, instances, message: errors.size > 0 ? [...errors].slice(0, 3).join(' ') : null };
}

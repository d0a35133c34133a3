import type { Executor } from '../../db/connect.js';
import type { QuestionAnswer, QuestionView, StaffInstanceQuestion } from '../../generated/contract-types.js';
import { solutionOf } from '../../grading/solution.js';
import { instantiate } from '../../grading/template.js';
import { toView } from '../../grading/view.js';
import { drawInstance, type DrawnQuestion, type PartPool } from './draw.js';
import {
  selectGradingModelsOf,
  selectNodeCandidates,
  selectQuestionVersions,
  type GradingModelScoresRow,
  type PartQuestionRow,
  type PartRow,
  type QuestionVersionRow,
} from './queries.js';

/**
 * What generating instances of one exam needs, read once and reused for every student of a pre-generation run:
 * each part's candidates (latest active versions), the question versions they may give and the grading models.
 */
export interface ExamPools {
  parts: PartPool[];
  questions: ReadonlyMap<number, QuestionVersionRow>;
  gradingModels: ReadonlyMap<number, GradingModelScoresRow>;
}

export async function loadPools(db: Executor, courseId: number, parts: PartRow[], partQuestions: PartQuestionRow[]): Promise<ExamPools> {
  const nodeIds = [...new Set(parts.flatMap((part) => (part.nodeId === null ? [] : [part.nodeId])))];
  const byNode = new Map((await selectNodeCandidates(db, courseId, nodeIds)).map((row) => [row.nodeId, row.questionIds]));
  const pools: PartPool[] = parts.map((part) => ({
    partId: part.id,
    ordinal: part.ordinal,
    gradingModelId: part.gradingModelId,
    source: part.source,
    minQuestions: part.minQuestions,
    maxQuestions: part.maxQuestions,
    candidates:
      part.source === 'node'
        ? (byNode.get(part.nodeId ?? 0) ?? [])
        : [
            ...new Set(
              partQuestions
                .filter((row) => row.partId === part.id && row.latestActive && row.courseId === courseId)
                .map((row) => row.latestId),
            ),
          ],
  }));
  const questionIds = [...new Set(pools.flatMap((pool) => pool.candidates))];
  const questions = new Map((await selectQuestionVersions(db, questionIds)).map((row) => [row.id, row]));
  const gradingModels = new Map((await selectGradingModelsOf(db, [...new Set(parts.map((part) => part.gradingModelId))])).map((row) => [row.id, row]));
  return { parts: pools, questions, gradingModels };
}

/** One question of an instance or a sample, ready to store or show. */
export interface BuiltQuestion extends DrawnQuestion {
  version: number;
  maxPoints: number;
  gradingModelName: string;
  view: QuestionView;
}

/** An instance's questions for a seed: drawn, each with its student view (materialised) and points. */
export function buildInstance(pools: ExamPools, seed: number): BuiltQuestion[] {
  return drawInstance(pools.parts, seed).map((drawn) => {
    const question = pools.questions.get(drawn.questionId);
    const model = pools.gradingModels.get(drawn.gradingModelId);
    if (!question || !model) throw new Error(`question ${drawn.questionId} or grading model ${drawn.gradingModelId} was not loaded`);
    return {
      ...drawn,
      version: question.version,
      maxPoints: model.correct,
      gradingModelName: model.name,
      view: toView({ ...question, id: question.id }, drawn.seed),
    };
  });
}

/** The correct answer to a question version for a seed (its template variant), for staff and for reviews. */
export function solutionFor(question: QuestionVersionRow, seed: number): QuestionAnswer | null {
  return solutionOf(instantiate(question, seed).content);
}

type HeldAnswer = Pick<StaffInstanceQuestion, 'answer' | 'seq' | 'savedAt' | 'score' | 'grade'>;

/** A question of an instance (or of a sample: nothing held) as staff see it, with its solution for the seed. */
export function staffQuestionOf(
  question: Pick<StaffInstanceQuestion, 'ordinal' | 'partId' | 'questionId' | 'version' | 'maxPoints' | 'gradingModelName' | 'view'> & { seed: number },
  version: QuestionVersionRow,
  held: HeldAnswer = { answer: null, seq: 0, savedAt: null, score: null, grade: null },
): StaffInstanceQuestion {
  return {
    ordinal: question.ordinal,
    partId: question.partId,
    questionId: question.questionId,
    version: question.version,
    maxPoints: question.maxPoints,
    gradingModelName: question.gradingModelName,
    view: question.view,
    solution: solutionFor(version, question.seed),
    ...held,
  };
}

import type { Exam, ExamInput, ExamPart, ExamPartInput } from '../generated/contract-types.js';

/**
 * A saved exam as its editor would send it back unchanged, parts in their order: the server validates, compares and
 * clones a saved exam in this form, and the SPA's editor starts its draft from it. Pure: no Node APIs, no I/O.
 */
export function examInputOf(exam: Exam): ExamInput {
  return {
    academicYearId: exam.academicYearId,
    title: exam.title,
    abbreviation: exam.abbreviation,
    ordinal: exam.ordinal,
    description: exam.description,
    password: exam.password,
    availableFrom: exam.availableFrom,
    availableTo: exam.availableTo,
    durationMinutes: exam.durationMinutes,
    maxScore: exam.maxScore,
    passPercentage: exam.passPercentage,
    showSolutions: exam.showSolutions,
    showFeedback: exam.showFeedback,
    reviewMinutes: exam.reviewMinutes,
    forwardOnly: exam.forwardOnly,
    asyncGrading: exam.asyncGrading,
    scoreIgnored: exam.scoreIgnored,
    allowAnonymousStalk: exam.allowAnonymousStalk,
    accommodationsApply: exam.accommodationsApply,
    sebRequired: exam.sebRequired,
    sebConfigKeys: exam.sebConfigKeys,
    sebBrowserExamKeys: exam.sebBrowserExamKeys,
    allowedNetworks: exam.allowedNetworks,
    maxCodeRuns: exam.maxCodeRuns,
    parts: [...exam.parts].sort((a, b) => a.ordinal - b.ordinal).map((part) => partInputOf(part, part.questions.map((question) => question.id))),
  };
}

type PartFields = Pick<ExamPart, 'id' | 'ordinal' | 'title' | 'source' | 'nodeId' | 'minQuestions' | 'maxQuestions' | 'gradingModelId'>;

/** A saved part as the editor sends it, with the ids of its fixed questions. */
export function partInputOf(part: PartFields, questionIds: number[]): ExamPartInput {
  return {
    id: part.id,
    ordinal: part.ordinal,
    title: part.title,
    source: part.source,
    nodeId: part.nodeId,
    minQuestions: part.minQuestions,
    maxQuestions: part.maxQuestions,
    gradingModelId: part.gradingModelId,
    questionIds,
  };
}

import type { CodeLanguage, ExamInput, ExamProblem, ExamValidation, QuestionKind } from '../../generated/contract-types.js';

/** What validation knows of the course and the bank, read by the service (queries) before this pure check. */
export interface ExamFacts {
  now: Date;
  /** Nodes of the exam's course among those the parts name. */
  courseNodes: ReadonlySet<number>;
  /** Per node: the active latest questions of it and its descendants. */
  nodeCandidates: ReadonlyMap<number, readonly number[]>;
  /** Per fixed question id (as listed): its course and its chain's latest version. */
  fixedQuestions: ReadonlyMap<number, { courseId: number; latestId: number; latestActive: boolean }>;
  /** Per question id that may be drawn (latest versions): what running and grading it needs. */
  traits: ReadonlyMap<number, { kind: QuestionKind; languages: readonly string[]; needsSql: boolean; manual: boolean }>;
  /** Grading models that exist, with a correct answer's points. */
  gradingModels: ReadonlyMap<number, { correct: number }>;
  /** Code languages with an available runner; whether SQL can run. */
  codeLanguages: ReadonlySet<CodeLanguage>;
  sqlAvailable: boolean;
  courseId: number;
}

type Params = Record<string, string | number>;

/** The questions each part may give (latest versions), in the parts' order. */
export function partCandidates(input: Pick<ExamInput, 'parts'>, facts: Pick<ExamFacts, 'nodeCandidates' | 'fixedQuestions'>): number[][] {
  return input.parts.map((part) =>
    part.source === 'node'
      ? [...(part.nodeId === null ? [] : (facts.nodeCandidates.get(part.nodeId) ?? []))]
      : [...new Set(part.questionIds.map((id) => facts.fixedQuestions.get(id)?.latestId).filter((id): id is number => id !== undefined))],
  );
}

/** How many questions each part gives at least and at most, given what it can draw from. */
export function partCounts(input: Pick<ExamInput, 'parts'>, candidates: number[][]): Array<{ min: number; max: number }> {
  return input.parts.map((part, index) => {
    const available = candidates[index].length;
    if (part.source === 'fixed') return { min: available, max: available };
    return { min: Math.min(part.minQuestions, available), max: Math.min(part.maxQuestions, available) };
  });
}

/**
 * Errors and warnings of an exam, as a careful colleague would point them out (docs/exams.md). Errors block
 * publishing; warnings do not. Paths name ExamInput fields; messages are English, params let the SPA word them.
 */
export function validateExam(input: ExamInput, facts: ExamFacts): ExamValidation {
  const errors: ExamProblem[] = [];
  const warnings: ExamProblem[] = [];
  const add = (list: ExamProblem[], code: string, path: string, message: string, params: Params = {}) =>
    list.push({ code, path, message, params });

  const from = new Date(input.availableFrom).getTime();
  const to = new Date(input.availableTo).getTime();
  if (!(to > from)) add(errors, 'WINDOW_ORDER', 'availableTo', 'The exam closes before it opens.');
  else if (input.durationMinutes * 60_000 > to - from) {
    const windowMinutes = Math.floor((to - from) / 60_000);
    add(warnings, 'DURATION_LONGER_THAN_WINDOW', 'durationMinutes', `The duration (${input.durationMinutes} min) is longer than the window (${windowMinutes} min): every student's time ends with the window.`, {
      duration: input.durationMinutes,
      window: windowMinutes,
    });
  }
  if (to <= facts.now.getTime()) add(warnings, 'WINDOW_IN_PAST', 'availableTo', 'The window has ended: no student can start.');

  if (input.parts.length === 0) add(errors, 'NO_PARTS', 'parts', 'The exam has no parts, so it has no questions.');

  input.parts.forEach((part, index) => {
    const path = `parts/${index}`;
    const label = { part: index + 1 };
    if (!facts.gradingModels.has(part.gradingModelId)) {
      add(errors, 'GRADING_MODEL_MISSING', `${path}/gradingModelId`, `Part ${index + 1} has no grading model.`, label);
    }
    if (part.source === 'node') {
      if (part.nodeId === null) {
        add(errors, 'PART_EMPTY', `${path}/nodeId`, `Part ${index + 1} draws from no node.`, label);
        return;
      }
      if (!facts.courseNodes.has(part.nodeId)) {
        add(errors, 'NODE_NOT_IN_COURSE', `${path}/nodeId`, `Part ${index + 1} draws from a node that is not in this course.`, label);
        return;
      }
      if (part.maxQuestions === 0 || part.minQuestions > part.maxQuestions) {
        add(errors, 'PART_RANGE', `${path}/maxQuestions`, `Part ${index + 1} must draw at least one question, and its minimum cannot exceed its maximum.`, label);
        return;
      }
      const available = facts.nodeCandidates.get(part.nodeId)?.length ?? 0;
      if (available < part.minQuestions) {
        add(errors, 'PART_TOO_FEW_QUESTIONS', `${path}/minQuestions`, `Part ${index + 1} asks for at least ${part.minQuestions} questions, but its node holds ${available} active ones.`, {
          ...label,
          min: part.minQuestions,
          available,
        });
      } else if (available < part.maxQuestions) {
        add(warnings, 'PART_FEWER_THAN_MAX', `${path}/maxQuestions`, `Part ${index + 1} may draw up to ${part.maxQuestions} questions, but its node holds ${available}: it will draw at most ${available}.`, {
          ...label,
          max: part.maxQuestions,
          available,
        });
      }
      return;
    }
    if (part.questionIds.length === 0) {
      add(errors, 'PART_EMPTY', `${path}/questionIds`, `Part ${index + 1} lists no questions.`, label);
      return;
    }
    part.questionIds.forEach((questionId, questionIndex) => {
      const question = facts.fixedQuestions.get(questionId);
      if (!question || question.courseId !== facts.courseId) {
        add(errors, 'QUESTION_NOT_IN_COURSE', `${path}/questionIds/${questionIndex}`, `Part ${index + 1} lists question ${questionId}, which is not a question of this course.`, {
          ...label,
          question: questionId,
        });
      } else if (!question.latestActive) {
        add(errors, 'QUESTION_INACTIVE', `${path}/questionIds/${questionIndex}`, `Part ${index + 1} lists question ${questionId}, which is inactive.`, {
          ...label,
          question: questionId,
        });
      }
    });
  });

  const candidates = partCandidates(input, facts);
  const owners = new Map<number, number>();
  const overlaps = new Set<string>();
  candidates.forEach((ids, index) => {
    for (const id of ids) {
      const owner = owners.get(id);
      if (owner !== undefined && owner !== index) overlaps.add(`${owner}:${index}`);
      else owners.set(id, index);
    }
  });
  for (const pair of overlaps) {
    const [first, second] = pair.split(':').map(Number);
    add(warnings, 'PARTS_OVERLAP', `parts/${second}`, `Parts ${first + 1} and ${second + 1} can give the same questions; a question given by part ${first + 1} is not drawn again by part ${second + 1}.`, {
      first: first + 1,
      second: second + 1,
    });
  }

  const possible = [...owners.keys()];
  const missingLanguages = new Set<string>();
  let missingSql = false;
  let manual = 0;
  for (const id of possible) {
    const traits = facts.traits.get(id);
    if (!traits) continue;
    for (const language of traits.languages) if (!facts.codeLanguages.has(language as CodeLanguage)) missingLanguages.add(language);
    if (traits.needsSql && !facts.sqlAvailable) missingSql = true;
    if (traits.manual) manual += 1;
  }
  for (const language of [...missingLanguages].sort()) {
    add(errors, 'RUNNER_MISSING', 'parts', `Questions of this exam run ${language}, and no ${language} sandbox is configured on this server.`, { runner: language });
  }
  if (missingSql) add(errors, 'RUNNER_MISSING', 'parts', 'Questions of this exam run SQL, and no SQL sandbox is configured on this server.', { runner: 'sql' });
  if (manual > 0) {
    add(warnings, 'MANUAL_GRADING_NEEDED', 'parts', `${manual} question${manual === 1 ? '' : 's'} this exam may give must be graded by a teacher (free text or hand-graded diagrams); their scores wait until then.`, {
      count: manual,
    });
  }

  if (input.maxScore !== null && errors.length === 0) {
    const counts = partCounts(input, candidates);
    const maxPoints = input.parts.reduce((sum, part, index) => sum + counts[index].max * (facts.gradingModels.get(part.gradingModelId)?.correct ?? 0), 0);
    if (input.maxScore > maxPoints) {
      add(warnings, 'MAX_SCORE_ABOVE_POINTS', 'maxScore', `The maximum score (${input.maxScore}) is more than an instance can give (${maxPoints}): no student can reach 100 %.`, {
        maxScore: input.maxScore,
        points: maxPoints,
      });
    }
  }
  return { errors, warnings };
}

import type { ExamProblem } from '../../api/exam-api';
import { i18n, t } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import './messages';

/** The codes of the contract's ExamProblem, each worded in `exams.problems.<code>`. */
export const EXAM_PROBLEM_CODES = [
  'NO_PARTS', 'PART_TOO_FEW_QUESTIONS', 'PART_EMPTY', 'PART_RANGE', 'NODE_NOT_IN_COURSE', 'QUESTION_NOT_IN_COURSE',
  'QUESTION_INACTIVE', 'GRADING_MODEL_MISSING', 'RUNNER_MISSING', 'WINDOW_ORDER', 'DURATION_LONGER_THAN_WINDOW',
  'WINDOW_IN_PAST', 'PART_FEWER_THAN_MAX', 'PARTS_OVERLAP', 'MANUAL_GRADING_NEEDED', 'MAX_SCORE_ABOVE_POINTS',
] as const;

/** Values that are amounts are shown with the language's separators; names stay as the server wrote them. */
const NUMERIC_PARAMS = new Set(['maxScore', 'points']);

/**
 * A problem in the user's language, from its code and params. A PART_EMPTY of a fixed part (its path ends in
 * questionIds) says the part lists nothing; of a node part, that it draws from no node. A code this SPA does not
 * know keeps the server's English sentence.
 */
export function problemText(problem: ExamProblem): string {
  const fixedEmpty = problem.code === 'PART_EMPTY' && problem.path.endsWith('/questionIds');
  const key = fixedEmpty ? 'exams.problems.PART_EMPTY_FIXED' : `exams.problems.${problem.code}`;
  if (!i18n.exists(key)) return problem.message;
  const params = Object.fromEntries(Object.entries(problem.params).map(([name, value]) => [
    name, typeof value === 'number' && NUMERIC_PARAMS.has(name) ? formatNumber(value) : value,
  ]));
  return t(key, params);
}

/** Top-level ExamInput fields the editor labels (exams.fields.<name>). */
const TOP_FIELDS = new Set([
  'academicYearId', 'title', 'abbreviation', 'ordinal', 'description', 'password', 'availableFrom', 'availableTo',
  'durationMinutes', 'maxScore', 'passPercentage', 'showSolutions', 'showFeedback', 'reviewMinutes', 'forwardOnly', 'asyncGrading',
  'scoreIgnored', 'allowAnonymousStalk', 'accommodationsApply', 'sebRequired', 'sebConfigKeys', 'sebBrowserExamKeys',
  'allowedNetworks', 'maxCodeRuns', 'parts',
]);
const PART_FIELDS = new Set(['title', 'source', 'nodeId', 'minQuestions', 'maxQuestions', 'gradingModelId', 'questionIds']);

/** Where a path points, as the editor labels it: 'Duration', 'Part 2', 'Part 2 · Minimum', 'Part 1 · Question 3'. */
export function pathLabel(path: string): string {
  const [field, index, partField, questionIndex] = path.split('/');
  if (field !== 'parts' || index === undefined) return TOP_FIELDS.has(field) ? t(`exams.fields.${field}`) : path;
  const part = t('exams.parts.partN', { n: Number(index) + 1 });
  if (partField === undefined) return part;
  if (partField === 'questionIds' && questionIndex !== undefined) {
    return t('exams.parts.labelled', { part, field: t('exams.parts.questionN', { n: Number(questionIndex) + 1 }) });
  }
  return PART_FIELDS.has(partField) ? t('exams.parts.labelled', { part, field: t(`exams.parts.fields.${partField}`) }) : part;
}

// The grading core: pure functions over the contract's types. Sandboxes (server/sandbox) implement the runners.
export { kindFromTypeLabel } from './kinds.js';
export {
  DEFAULT_SCORES,
  multipleChoiceFraction,
  pendingScore,
  roundTo,
  scoreOf,
  scorePercentOf,
  type GradingScores,
  type ScoredOutcome,
} from './scores.js';
export { createRandom, deriveSeed, randomInt, shuffle, type Random } from './random.js';
export {
  evaluateExpression,
  ExpressionError,
  parseExpression,
  variablesOf,
  type Expression,
} from './expression.js';
export {
  drawValues,
  fillPlaceholders,
  instantiate,
  TemplateError,
  type InstantiatedQuestion,
  type TemplatedQuestion,
  type TemplateValues,
} from './template.js';
export { validateQuestion, type ValidationProblem } from '../rules/question-rules.js';
export { toView, viewBody, type ViewableQuestion } from './view.js';
export { compareOutput, REGEX_OUTPUT_LIMIT, type OutputComparison } from './compare-output.js';
export { compareResultSets, type ResultSetComparison, type ResultSetMatch } from './compare-sql.js';
export { jsonDifference, parseJson, type JsonCompareMode, type JsonParse } from './compare-json.js';
export {
  AnswerKindError,
  gradeAnswer,
  MANUAL_GRADING_MESSAGE,
  needsRunner,
  QuestionGradingError,
  runnersNeeded,
  SQL_LIMITS,
  TEST_ERRORS,
  type Runners,
} from './grade.js';
export { checkReferenceSolutions } from './reference-check.js';
export { answerText } from './search-text.js';
export { redactResultForStudent } from './redact.js';
export { NUL_SYMBOL, storableText } from './storable-text.js';

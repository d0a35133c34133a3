// The grading core: pure functions over the contract's types. Sandboxes (server/sandbox) implement the runners.
export { DEFAULT_SCORES, type GradingScores } from './scores.js';
export { instantiate, TemplateError, type TemplatedQuestion } from './template.js';
export { validateQuestion } from '../rules/question-rules.js';
export { toView } from './view.js';
export { AnswerKindError, gradeAnswer, needsRunner, QuestionGradingError } from './grade.js';
export { checkReferenceSolutions } from './reference-check.js';
export { answerText } from './search-text.js';

import type { NumericalKey, QuestionContent, QuestionInput, QuestionTemplate, SubQuestionContent } from '../../../api/exam-api';
import { t } from '../../../i18n';
import { questionProblems, type QuestionProblem } from '../../../../server/rules/question-rules';
import type { ErrorMap } from './editor-context';

// What the editor checks before a save, so that mistakes show on their fields at once: the rules of a question's
// content come from the one module the server applies too (server/rules/question-rules.ts), worded here in the
// user's language; beside them the editor asks for what a form needs filled in (texts, list minimums of the
// contract). The server checks everything again and its 400 details land on the same paths.

type Errors = Record<string, string>;

const blank = (text: string) => text.trim() === '';

/**
 * Why a key's value is no number, from the rule's English reason: too big a result, or neither a number nor a
 * formula (the formula parser's own words, e.g. 'Unknown variable "x" at 1', stay as they are: they quote the text).
 */
function numberValueMessage(reason: string): string {
  if (reason.startsWith('gives a number beyond')) return t('questionEditor.validation.numberRange');
  const detail = /^is neither a number nor a formula \((.*)\)$/s.exec(reason);
  return t('questionEditor.validation.numberValue', { reason: detail ? detail[1] : reason });
}

/** The shared rules in the editor's words; a rule the editor has no sentence for keeps the server's. */
function ruleMessage(problem: QuestionProblem): string {
  const { values } = problem;
  switch (problem.rule) {
    case 'oneCorrect': return t('questionEditor.validation.oneCorrect');
    case 'singleCorrect': return t('questionEditor.validation.singleCorrect');
    case 'weights': return t('questionEditor.validation.weights', { sum: values.sum });
    case 'notJson': return t('questionEditor.json.notJson', { reason: values.reason });
    case 'gapMarkers': return t('questionEditor.gaps.mismatch', { count: values.count });
    case 'optionsIncludeAnswer': return t('questionEditor.validation.optionsIncludeAnswer');
    case 'referenceNeeded':
    case 'referenceNodes': return t('questionEditor.validation.reference');
    case 'repeatedValue': return t('questionEditor.validation.uniqueValues');
    case 'repeatedVariable': return t('questionEditor.validation.variableTwice');
    case 'maxBelowMin': return t('questionEditor.validation.maxBelowMin');
    case 'oneChoice': return t('questionEditor.validation.oneChoice');
    case 'needed': return t('questionEditor.validation.required');
    case 'numberValue': return numberValueMessage(String(values.reason));
    case 'fullAnswer': return t('questionEditor.validation.fullAnswer');
    case 'significantFigures': return t('questionEditor.validation.significantFigures');
    case 'repeatedUnit': return t('questionEditor.validation.repeatedUnit', { name: values.name });
    case 'unitsNeeded': return t('questionEditor.validation.unitsNeeded');
    case 'baseUnit': return t('questionEditor.validation.baseUnit');
    case 'numericalGap': return t('questionEditor.validation.numericalGap');
    case 'gapAnswer': return t('questionEditor.validation.gapAnswer');
    case 'gapFractions': return t('questionEditor.validation.gapFractions');
    default: return problem.message;
  }
}

/** A numerical question's or a number gap's keys: each needs a value. */
function checkKeysFilled(keys: readonly NumericalKey[], path: string, errors: Errors) {
  keys.forEach((key, i) => {
    if (blank(key.value)) errors[`${path}/${i}/value`] = t('questionEditor.validation.required');
  });
}

/** What the form needs filled in of one part (or the whole content), by field path. */
function checkFilled(content: SubQuestionContent, path: string, errors: Errors) {
  const required = t('questionEditor.validation.required');
  switch (content.kind) {
    case 'multiple-choice':
      content.options.forEach((option, i) => {
        if (blank(option.text)) errors[`${path}/options/${i}/text`] = required;
      });
      if (content.options.length < 2) errors[`${path}/options`] = t('questionEditor.validation.minOptions');
      break;
    case 'code':
      if (content.tests.length === 0) errors[`${path}/tests`] = t('questionEditor.validation.oneTest');
      if (blank(content.referenceSolution)) errors[`${path}/referenceSolution`] = required;
      break;
    case 'sql':
      if (blank(content.fixture)) errors[`${path}/fixture`] = required;
      if (blank(content.referenceSolution)) errors[`${path}/referenceSolution`] = required;
      break;
    case 'ordered-elements':
      content.elements.forEach((element, i) => {
        if (blank(element.text)) errors[`${path}/elements/${i}/text`] = required;
      });
      if (content.elements.length < 2) errors[`${path}/elements`] = t('questionEditor.validation.minElements');
      break;
    case 'connected-elements':
      (['left', 'right'] as const).forEach((side) => content[side].forEach((item, i) => {
        if (blank(item.text)) errors[`${path}/${side}/${i}/text`] = required;
      }));
      if (content.pairs.length === 0) errors[`${path}/pairs`] = t('questionEditor.validation.onePair');
      break;
    case 'text-completion':
      if (content.gaps.length === 0) errors[`${path}/gaps`] = t('questionEditor.validation.oneGap');
      content.gaps.forEach((gap, i) => {
        const gapPath = `${path}/gaps/${i}`;
        if (gap.weight !== undefined && !(gap.weight > 0)) errors[`${gapPath}/weight`] = t('questionEditor.validation.positive');
        if (gap.numerical !== undefined) {
          checkKeysFilled(gap.numerical.answers, `${gapPath}/numerical/answers`, errors);
          return;
        }
        gap.answers.forEach((answer, j) => {
          if (blank(answer)) errors[`${gapPath}/answers/${j}`] = required;
        });
      });
      break;
    case 'diagram':
      content.reference?.edges.forEach((edge, i) => {
        if (!edge.from) errors[`${path}/reference/edges/${i}/from`] = required;
        if (!edge.to) errors[`${path}/reference/edges/${i}/to`] = required;
      });
      break;
    case 'scale':
      if (content.labels.length < 2) errors[`${path}/labels`] = t('questionEditor.validation.minLabels');
      break;
    case 'numerical':
      checkKeysFilled(content.answers, `${path}/answers`, errors);
      content.units.forEach((unit, i) => {
        if (blank(unit.name)) errors[`${path}/units/${i}/name`] = required;
        if (!(unit.multiplier > 0)) errors[`${path}/units/${i}/multiplier`] = t('questionEditor.validation.positive');
      });
      break;
    case 'json':
    case 'true-false':
    case 'free-text':
      break;
  }
}

function checkContentFilled(content: QuestionContent, errors: Errors) {
  if (content.kind !== 'complex') {
    checkFilled(content, 'content', errors);
    return;
  }
  if (content.subquestions.length === 0) errors['content/subquestions'] = t('questionEditor.validation.oneSub');
  content.subquestions.forEach((sub, i) => {
    const path = `content/subquestions/${i}`;
    if (!(sub.weight > 0)) errors[`${path}/weight`] = t('questionEditor.validation.positive');
    checkFilled(sub.content, `${path}/content`, errors);
  });
}

function checkTemplateFilled(template: QuestionTemplate | null, errors: Errors) {
  template?.variables.forEach((variable, i) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,30}$/.test(variable.name)) {
      errors[`template/variables/${i}/name`] = t('questionEditor.validation.variableName');
    }
  });
}

/** The shared rules' problems; a draft too unfinished for them to read is left to the checks below. */
function sharedProblems(input: QuestionInput): QuestionProblem[] {
  try {
    return questionProblems(input);
  } catch {
    return [];
  }
}

/** The client-side errors of a question about to be saved, by field path; empty when it may be sent. */
export function validateQuestion(input: QuestionInput): ErrorMap {
  const errors: Errors = {};
  for (const problem of sharedProblems(input)) errors[problem.path] ??= ruleMessage(problem);
  // What is not filled in says so, rather than what follows from it (an empty edge end names no node).
  if (blank(input.title)) errors.title = t('questionEditor.validation.required');
  checkContentFilled(input.content, errors);
  checkTemplateFilled(input.template, errors);
  return errors;
}

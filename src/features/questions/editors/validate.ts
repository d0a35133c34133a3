import type { QuestionContent, QuestionInput, QuestionTemplate, SubQuestionContent } from '../../../api/exam-api';
import { t } from '../../../i18n';
import { weightSum } from './code-editor-kind';
import type { ErrorMap } from './editor-context';
import { jsonParseError } from './json-editor';
import { markersMatchGaps } from './text-completion-editor';

// The obvious rules of the contract, checked before a save so that mistakes show on their fields at once; the
// server checks everything again and its 400 details land on the same paths.

type Errors = Record<string, string>;

const blank = (text: string) => text.trim() === '';

function checkSub(content: SubQuestionContent, path: string, errors: Errors) {
  const required = t('questionEditor.validation.required');
  switch (content.kind) {
    case 'multiple-choice': {
      content.options.forEach((option, i) => {
        if (blank(option.text)) errors[`${path}/options/${i}/text`] = required;
      });
      const correct = content.options.filter((option) => option.correct).length;
      if (content.options.length < 2) errors[`${path}/options`] = t('questionEditor.validation.minOptions');
      else if (correct === 0) errors[`${path}/options`] = t('questionEditor.validation.oneCorrect');
      else if (!content.multipleCorrect && correct > 1) errors[`${path}/options`] = t('questionEditor.validation.singleCorrect');
      break;
    }
    case 'code': {
      if (content.tests.length === 0) errors[`${path}/tests`] = t('questionEditor.validation.oneTest');
      else if (weightSum(content.tests) !== 100) {
        errors[`${path}/tests`] = t('questionEditor.validation.weights', { sum: weightSum(content.tests) });
      }
      if (blank(content.referenceSolution)) errors[`${path}/referenceSolution`] = required;
      break;
    }
    case 'sql':
      if (blank(content.fixture)) errors[`${path}/fixture`] = required;
      if (blank(content.referenceSolution)) errors[`${path}/referenceSolution`] = required;
      break;
    case 'json': {
      const reason = jsonParseError(content.reference);
      if (reason) errors[`${path}/reference`] = t('questionEditor.json.notJson', { reason });
      break;
    }
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
      else if (!markersMatchGaps(content.gapText, content.gaps.length)) {
        errors[`${path}/gapText`] = t('questionEditor.gaps.mismatch', { count: content.gaps.length });
      }
      content.gaps.forEach((gap, i) => {
        if (gap.answers.length === 0) errors[`${path}/gaps/${i}/answers`] = t('questionEditor.validation.oneAnswer');
        else if (gap.options.length > 0 && !gap.answers.some((answer) => gap.options.includes(answer))) {
          errors[`${path}/gaps/${i}/options`] = t('questionEditor.validation.optionsIncludeAnswer');
        }
      });
      break;
    case 'diagram':
      if (content.grading === 'compare' && (content.reference?.nodes.length ?? 0) === 0) {
        errors[`${path}/reference`] = t('questionEditor.validation.reference');
      }
      content.reference?.edges.forEach((edge, i) => {
        if (!edge.from) errors[`${path}/reference/edges/${i}/from`] = required;
        if (!edge.to) errors[`${path}/reference/edges/${i}/to`] = required;
      });
      break;
    case 'scale': {
      const values = content.labels.map((label) => label.value);
      if (content.labels.length < 2) errors[`${path}/labels`] = t('questionEditor.validation.minLabels');
      else if (new Set(values).size !== values.length) errors[`${path}/labels`] = t('questionEditor.validation.uniqueValues');
      break;
    }
    case 'true-false':
    case 'free-text':
      break;
  }
}

function checkContent(content: QuestionContent, errors: Errors) {
  if (content.kind !== 'complex') {
    checkSub(content, 'content', errors);
    return;
  }
  if (content.subquestions.length === 0) errors['content/subquestions'] = t('questionEditor.validation.oneSub');
  content.subquestions.forEach((sub, i) => {
    const path = `content/subquestions/${i}`;
    if (!(sub.weight > 0)) errors[`${path}/weight`] = t('questionEditor.validation.positive');
    checkSub(sub.content, `${path}/content`, errors);
  });
}

function checkTemplate(template: QuestionTemplate | null, errors: Errors) {
  const seen = new Set<string>();
  template?.variables.forEach((variable, i) => {
    const path = `template/variables/${i}`;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,30}$/.test(variable.name)) errors[`${path}/name`] = t('questionEditor.validation.variableName');
    else if (seen.has(variable.name)) errors[`${path}/name`] = t('questionEditor.validation.variableTwice');
    seen.add(variable.name);
    if ((variable.type === 'int' || variable.type === 'float')
      && variable.min !== undefined && variable.max !== undefined && variable.min > variable.max) {
      errors[`${path}/max`] = t('questionEditor.validation.maxBelowMin');
    }
    if (variable.type === 'choice' && (variable.choices?.length ?? 0) === 0) errors[`${path}/choices`] = t('questionEditor.validation.oneChoice');
    if (variable.type === 'expr' && blank(variable.expr ?? '')) errors[`${path}/expr`] = t('questionEditor.validation.required');
  });
}

/** The client-side errors of a question about to be saved, by field path; empty when it may be sent. */
export function validateQuestion(input: QuestionInput): ErrorMap {
  const errors: Errors = {};
  if (blank(input.title)) errors.title = t('questionEditor.validation.required');
  checkContent(input.content, errors);
  checkTemplate(input.template, errors);
  return errors;
}

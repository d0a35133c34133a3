import type {
  NumericalKey,
  QuestionContent,
  QuestionTemplate,
  SubQuestionContent,
  TemplateVariable,
  TextGap,
} from '../generated/contract-types.js';
import { parseJson } from '../grading/compare-json.js';
import { ExpressionError, parseExpression } from '../grading/expression.js';
import { instantiate, TemplateError, type TemplatedQuestion } from '../grading/template.js';
import { keyValueOf } from './numbers.js';
import { normaliseText } from './text.js';

// The rules of a question's content that the contract's schema cannot state, in one place for both sides: the
// server refuses a question that breaks one (400 details), the SPA's editor shows the same problems on their fields
// before a save, in the user's language (by `rule`). Pure: no Node APIs, no I/O.

/** One broken rule; `path` is relative to the question input, e.g. `content/options/1/id`. */
export type ValidationProblem = { path: string; message: string };

/** Which rule a problem breaks, with the values its wording needs; `message` is the server's English wording. */
export type QuestionRule =
  | 'repeatedId'
  | 'oneCorrect'
  | 'singleCorrect'
  | 'weights'
  | 'notJson'
  | 'unknownLeft'
  | 'unknownRight'
  | 'repeatedPair'
  | 'secondConnection'
  | 'gapMarkers'
  | 'optionsIncludeAnswer'
  | 'referenceNeeded'
  | 'referenceNodes'
  | 'unknownNode'
  | 'repeatedValue'
  | 'correctValueNotLabel'
  | 'nestedComplex'
  | 'needed'
  | 'maxBelowMin'
  | 'noInteger'
  | 'oneChoice'
  | 'expression'
  | 'repeatedVariable'
  | 'template'
  | 'numberValue'
  | 'fullAnswer'
  | 'significantFigures'
  | 'repeatedUnit'
  | 'unitsNeeded'
  | 'baseUnit'
  | 'numericalGap'
  | 'gapAnswer'
  | 'gapFractions';

export interface QuestionProblem extends ValidationProblem {
  rule: QuestionRule;
  values: Record<string, string | number>;
}

type Report = (path: string, rule: QuestionRule, message: string, values?: Record<string, string | number>) => void;

/** Sum of code test weights may differ from 100 by this much (weights like 33.33 + 33.33 + 33.34). */
const WEIGHT_TOLERANCE = 0.01;

/** The sum of a code question's test weights, to hundredths; it must be 100 (within `WEIGHT_TOLERANCE`). */
export function weightSum(tests: readonly { weight: number }[]): number {
  return Math.round(tests.reduce((sum, test) => sum + test.weight, 0) * 100) / 100;
}

/** Why a JSON reference is not JSON (where the first error is and what was expected there), or null. */
export function jsonProblem(text: string): string | null {
  const parsed = parseJson(text);
  return parsed.ok ? null : parsed.message;
}

/** The gap numbers a text marks, `[[1]]` … in the order they stand. */
export function gapMarkers(text: string): number[] {
  return [...text.matchAll(/\[\[(\d+)\]\]/g)].map((match) => Number(match[1]));
}

/** Whether the text marks the gaps [[1]] … [[count]] once each, in order. */
export function markersMatchGaps(text: string, count: number): boolean {
  const markers = gapMarkers(text);
  return markers.length === count && markers.every((marker, index) => marker === index + 1);
}

function uniqueIds(items: readonly { id: string }[], path: string, report: Report): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) report(`${path}/${index}/id`, 'repeatedId', `repeats the id ${item.id}`, { id: item.id });
    seen.add(item.id);
  });
}

/** A numerical question's (or a number gap's) keys: numbers or formulas, whole significant figures, one worth 100 %. */
function validateNumericalKeys(keys: readonly NumericalKey[], path: string, report: Report): void {
  keys.forEach((key, index) => {
    const value = keyValueOf(key.value);
    if (!value.ok) report(`${path}/${index}/value`, 'numberValue', value.message, { reason: value.message });
    if (key.toleranceKind === 'significant-figures' && (!Number.isInteger(key.tolerance) || key.tolerance < 1 || key.tolerance > 15)) {
      report(`${path}/${index}/tolerance`, 'significantFigures', 'must be a whole number of significant figures from 1 to 15');
    }
  });
  if (!keys.some((key) => key.fraction >= 100)) report(path, 'fullAnswer', 'needs an answer worth 100 %');
}

function validateGap(gap: TextGap, path: string, report: Report): void {
  if (gap.numerical !== undefined) {
    if (gap.answers.length > 0 || gap.options.length > 0) report(path, 'numericalGap', 'takes a number: it has no text answers and no drop-down');
    validateNumericalKeys(gap.numerical.answers, `${path}/numerical/answers`, report);
    return;
  }
  if (gap.answers.length === 0) report(`${path}/answers`, 'gapAnswer', 'needs an accepted answer');
  if (gap.fractions !== undefined) {
    if (gap.fractions.length !== gap.answers.length) report(`${path}/fractions`, 'gapFractions', 'must give one percent for each accepted answer');
    else if (gap.answers.length > 0 && !gap.fractions.some((fraction) => fraction >= 100)) report(`${path}/fractions`, 'fullAnswer', 'needs an answer worth 100 %');
  }
  if (gap.options.length === 0) return;
  // An answer worth full points: a drop-down that offers only a partly right one could never be fully right.
  const options = gap.options.map((option) => normaliseText(option, gap.caseSensitive));
  const full = gap.answers.filter((_, index) => (gap.fractions?.[index] ?? 100) >= 100);
  if (!full.some((answer) => options.includes(normaliseText(answer, gap.caseSensitive)))) {
    report(`${path}/options`, 'optionsIncludeAnswer', 'must include an accepted answer worth 100 %');
  }
}

function validatePart(content: SubQuestionContent, path: string, report: Report): void {
  switch (content.kind) {
    case 'multiple-choice': {
      uniqueIds(content.options, `${path}/options`, report);
      const correct = content.options.filter((option) => option.correct).length;
      if (correct === 0) report(`${path}/options`, 'oneCorrect', 'needs at least one correct option');
      else if (!content.multipleCorrect && correct > 1) {
        report(`${path}/options`, 'singleCorrect', 'must have exactly one correct option unless several may be correct');
      }
      break;
    }
    case 'code': {
      uniqueIds(content.tests, `${path}/tests`, report);
      const total = content.tests.reduce((sum, test) => sum + test.weight, 0);
      if (Math.abs(total - 100) > WEIGHT_TOLERANCE) {
        const sum = weightSum(content.tests);
        report(`${path}/tests`, 'weights', `test weights must add up to 100, not ${sum}`, { sum });
      }
      break;
    }
    case 'json': {
      const reason = jsonProblem(content.reference);
      if (reason !== null) report(`${path}/reference`, 'notJson', reason, { reason });
      break;
    }
    case 'ordered-elements':
      uniqueIds(content.elements, `${path}/elements`, report);
      break;
    case 'connected-elements': {
      uniqueIds(content.left, `${path}/left`, report);
      uniqueIds(content.right, `${path}/right`, report);
      const left = new Set(content.left.map((item) => item.id));
      const right = new Set(content.right.map((item) => item.id));
      const seen = new Set<string>();
      content.pairs.forEach((pair, index) => {
        if (!left.has(pair.leftId)) report(`${path}/pairs/${index}/leftId`, 'unknownLeft', `names no left element (${pair.leftId})`, { id: pair.leftId });
        if (!right.has(pair.rightId)) {
          report(`${path}/pairs/${index}/rightId`, 'unknownRight', `names no right element (${pair.rightId})`, { id: pair.rightId });
        }
        const key = JSON.stringify([pair.leftId, pair.rightId]);
        if (seen.has(key)) report(`${path}/pairs/${index}`, 'repeatedPair', 'repeats a pair');
        seen.add(key);
      });
      if (content.multiple === false) {
        const paired = new Set<string>();
        content.pairs.forEach((pair, index) => {
          if (paired.has(pair.leftId)) {
            report(`${path}/pairs/${index}`, 'secondConnection', `connects ${pair.leftId} a second time, but each left item has one right item`, { id: pair.leftId });
          }
          paired.add(pair.leftId);
        });
      }
      break;
    }
    case 'text-completion': {
      const markers = gapMarkers(content.gapText);
      const expected = content.gaps.map((_, index) => index + 1);
      if (!markersMatchGaps(content.gapText, expected.length)) {
        const wanted = expected.length === 0 ? 'no gap markers, as there are no gaps' : expected.length === 1 ? 'the gap [[1]] once' : `the gaps [[1]] to [[${expected.length}]] once each, in order`;
        const found = markers.length === 0 ? 'none' : markers.map((marker) => `[[${marker}]]`).join(' ');
        report(`${path}/gapText`, 'gapMarkers', `must mark ${wanted} (found ${found})`, { count: expected.length });
      }
      content.gaps.forEach((gap, index) => validateGap(gap, `${path}/gaps/${index}`, report));
      break;
    }
    case 'diagram': {
      if (content.reference === null) {
        if (content.grading === 'compare') report(`${path}/reference`, 'referenceNeeded', 'is needed to grade by comparison');
        break;
      }
      const referencePath = `${path}/reference`;
      uniqueIds(content.reference.nodes, `${referencePath}/nodes`, report);
      if (content.grading === 'compare' && content.reference.nodes.length === 0) {
        report(`${referencePath}/nodes`, 'referenceNodes', 'needs at least one node to grade by comparison');
      }
      const nodes = new Set(content.reference.nodes.map((node) => node.id));
      content.reference.edges.forEach((edge, index) => {
        if (!nodes.has(edge.from)) report(`${referencePath}/edges/${index}/from`, 'unknownNode', `names no node (${edge.from})`, { id: edge.from });
        if (!nodes.has(edge.to)) report(`${referencePath}/edges/${index}/to`, 'unknownNode', `names no node (${edge.to})`, { id: edge.to });
      });
      break;
    }
    case 'scale': {
      const seen = new Set<number>();
      content.labels.forEach((label, index) => {
        if (seen.has(label.value)) report(`${path}/labels/${index}/value`, 'repeatedValue', `repeats the value ${label.value}`, { value: label.value });
        seen.add(label.value);
      });
      if (content.correctValue !== null && !seen.has(content.correctValue)) {
        report(`${path}/correctValue`, 'correctValueNotLabel', 'must be one of the labels\' values');
      }
      break;
    }
    case 'numerical': {
      validateNumericalKeys(content.answers, `${path}/answers`, report);
      const names = new Set<string>();
      content.units.forEach((unit, index) => {
        if (names.has(unit.name)) report(`${path}/units/${index}/name`, 'repeatedUnit', `repeats the unit ${unit.name}`, { name: unit.name });
        names.add(unit.name);
      });
      if (content.unitHandling !== 'none') {
        if (content.units.length === 0) report(`${path}/units`, 'unitsNeeded', 'needs at least one unit when answers may have units');
        else if (!content.units.some((unit) => unit.multiplier === 1)) {
          report(`${path}/units`, 'baseUnit', 'needs the base unit (multiplier 1), in which the answers are written');
        }
      }
      break;
    }
    case 'true-false':
    case 'free-text':
    case 'sql':
      break;
  }
}

function validateContent(content: QuestionContent, report: Report): void {
  if (content.kind !== 'complex') {
    validatePart(content, 'content', report);
    return;
  }
  uniqueIds(content.subquestions, 'content/subquestions', report);
  content.subquestions.forEach((part, index) => {
    const path = `content/subquestions/${index}/content`;
    // The schema forbids it; content built in code (imports) has not passed the schema.
    if ((part.content as QuestionContent).kind === 'complex') report(path, 'nestedComplex', 'cannot be complex inside a complex question');
    else validatePart(part.content, path, report);
  });
}

function validateVariable(variable: TemplateVariable, path: string, earlier: ReadonlySet<string>, report: Report): void {
  switch (variable.type) {
    case 'int':
    case 'float': {
      if (variable.min === undefined) report(`${path}/min`, 'needed', 'is needed');
      if (variable.max === undefined) report(`${path}/max`, 'needed', 'is needed');
      if (variable.min !== undefined && variable.max !== undefined) {
        if (variable.min > variable.max) report(`${path}/max`, 'maxBelowMin', 'must not be below min');
        else if (variable.type === 'int' && Math.ceil(variable.min) > Math.floor(variable.max)) {
          report(`${path}/max`, 'noInteger', 'leaves no integer between min and max');
        }
      }
      break;
    }
    case 'choice':
      if ((variable.choices ?? []).length === 0) report(`${path}/choices`, 'oneChoice', 'needs at least one choice');
      break;
    case 'expr':
      if (variable.expr === undefined || variable.expr.trim() === '') {
        report(`${path}/expr`, 'needed', 'is needed');
        break;
      }
      try {
        parseExpression(variable.expr, earlier);
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        report(`${path}/expr`, 'expression', error.message, { reason: error.message });
      }
      break;
  }
}

function validateTemplate(template: QuestionTemplate, report: Report): void {
  const earlier = new Set<string>();
  template.variables.forEach((variable, index) => {
    const path = `template/variables/${index}`;
    if (earlier.has(variable.name)) report(`${path}/name`, 'repeatedVariable', `repeats the variable name ${variable.name}`, { name: variable.name });
    validateVariable(variable, path, earlier, report);
    earlier.add(variable.name);
  });
}

/**
 * The rules of a question the schema cannot state: unique ids, answer keys that exist and fit the kind, test
 * weights, gap markers, a well-formed template. An empty list means the question is valid. Content of a templated
 * question is checked as a variant (seed 0) so that `{{x}}` inside the JSON reference or a gap is not an error.
 */
export function questionProblems(input: TemplatedQuestion): QuestionProblem[] {
  const problems: QuestionProblem[] = [];
  const report: Report = (path, rule, message, values = {}) => problems.push({ path, message, rule, values });
  let content = input.content;
  if (input.template !== null) {
    const before = problems.length;
    validateTemplate(input.template, report);
    if (problems.length === before) {
      try {
        content = instantiate(input, 0).content;
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        const index = input.template.variables.findIndex((variable) => variable.name === error.variable);
        report(`template/variables/${index}`, 'template', error.message, { reason: error.message });
      }
    }
  }
  validateContent(content, report);
  if (input.template !== null && content !== input.content) checkKeysAcrossVariants(input, new Set(problems.map((problem) => problem.path)), report);
  return problems;
}

/** How many variants of a templated question have their numerical keys computed when it is checked. */
const VARIANTS_CHECKED = 25;

/** Each numerical key of content (numerical questions, number gaps, complex parts) with its path. */
function numericalKeys(content: QuestionContent | SubQuestionContent, path: string): Array<{ path: string; key: NumericalKey }> {
  switch (content.kind) {
    case 'numerical':
      return content.answers.map((key, index) => ({ path: `${path}/answers/${index}/value`, key }));
    case 'text-completion':
      return content.gaps.flatMap((gap, gapIndex) => (gap.numerical?.answers ?? []).map((key, index) => ({ path: `${path}/gaps/${gapIndex}/numerical/answers/${index}/value`, key })));
    case 'complex':
      return content.subquestions.flatMap((part, index) => numericalKeys(part.content, `${path}/subquestions/${index}/content`));
    default:
      return [];
  }
}

/**
 * A key that is a formula over the template is computed for other variants too (the first is checked with the rest of
 * the content): a value a variant cannot compute (a choice that is not a number, a division by zero) would leave that
 * student's answer ungradable. Reported once per key, with the variant's values.
 */
function checkKeysAcrossVariants(input: TemplatedQuestion, reported: Set<string>, report: Report): void {
  for (let seed = 1; seed < VARIANTS_CHECKED; seed += 1) {
    let variant: QuestionContent;
    try {
      variant = instantiate(input, seed).content;
    } catch {
      return;
    }
    for (const { path, key } of numericalKeys(variant, 'content')) {
      if (reported.has(path)) continue;
      const value = keyValueOf(key.value);
      if (value.ok) continue;
      reported.add(path);
      const reason = `for the variant ${key.value.trim()} ${value.message}`;
      report(path, 'numberValue', reason, { reason });
    }
  }
}

/** `questionProblems` as the API reports them: a path and the English message. */
export function validateQuestion(input: TemplatedQuestion): ValidationProblem[] {
  return questionProblems(input).map(({ path, message }) => ({ path, message }));
}

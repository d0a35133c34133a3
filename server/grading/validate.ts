import type {
  QuestionContent,
  QuestionTemplate,
  SubQuestionContent,
  TemplateVariable,
} from '../generated/contract-types.js';
import { parseJson } from './compare-json.js';
import { ExpressionError, parseExpression } from './expression.js';
import { normaliseText } from './grade.js';
import { instantiate, TemplateError, type TemplatedQuestion } from './template.js';

/** One broken rule; `path` is relative to the question input, e.g. `content/options/1/id`. */
export type ValidationProblem = { path: string; message: string };

type Report = (path: string, message: string) => void;

/** Sum of code test weights may differ from 100 by this much (weights like 33.33 + 33.33 + 33.34). */
const WEIGHT_TOLERANCE = 0.01;

function uniqueIds(items: readonly { id: string }[], path: string, report: Report): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) report(`${path}/${index}/id`, `repeats the id ${item.id}`);
    seen.add(item.id);
  });
}

function validatePart(content: SubQuestionContent, path: string, report: Report): void {
  switch (content.kind) {
    case 'multiple-choice': {
      uniqueIds(content.options, `${path}/options`, report);
      const correct = content.options.filter((option) => option.correct).length;
      if (correct === 0) report(`${path}/options`, 'needs at least one correct option');
      else if (!content.multipleCorrect && correct > 1) {
        report(`${path}/options`, 'must have exactly one correct option unless several may be correct');
      }
      break;
    }
    case 'code': {
      uniqueIds(content.tests, `${path}/tests`, report);
      const total = content.tests.reduce((sum, test) => sum + test.weight, 0);
      if (Math.abs(total - 100) > WEIGHT_TOLERANCE) {
        report(`${path}/tests`, `test weights must add up to 100, not ${Math.round(total * 100) / 100}`);
      }
      break;
    }
    case 'json': {
      const parsed = parseJson(content.reference);
      if (!parsed.ok) report(`${path}/reference`, parsed.message);
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
        if (!left.has(pair.leftId)) report(`${path}/pairs/${index}/leftId`, `names no left element (${pair.leftId})`);
        if (!right.has(pair.rightId)) {
          report(`${path}/pairs/${index}/rightId`, `names no right element (${pair.rightId})`);
        }
        const key = JSON.stringify([pair.leftId, pair.rightId]);
        if (seen.has(key)) report(`${path}/pairs/${index}`, 'repeats a pair');
        seen.add(key);
      });
      if (content.multiple === false) {
        const paired = new Set<string>();
        content.pairs.forEach((pair, index) => {
          if (paired.has(pair.leftId)) {
            report(`${path}/pairs/${index}`, `connects ${pair.leftId} a second time, but each left item has one right item`);
          }
          paired.add(pair.leftId);
        });
      }
      break;
    }
    case 'text-completion': {
      const markers = [...content.gapText.matchAll(/\[\[(\d+)\]\]/g)].map((match) => Number(match[1]));
      const expected = content.gaps.map((_, index) => index + 1);
      if (markers.length !== expected.length || markers.some((marker, index) => marker !== expected[index])) {
        const wanted = expected.length === 0 ? 'no gap markers, as there are no gaps' : expected.length === 1 ? 'the gap [[1]] once' : `the gaps [[1]] to [[${expected.length}]] once each, in order`;
        const found = markers.length === 0 ? 'none' : markers.map((marker) => `[[${marker}]]`).join(' ');
        report(`${path}/gapText`, `must mark ${wanted} (found ${found})`);
      }
      content.gaps.forEach((gap, index) => {
        if (gap.options.length === 0) return;
        const options = gap.options.map((option) => normaliseText(option, gap.caseSensitive));
        if (!gap.answers.some((answer) => options.includes(normaliseText(answer, gap.caseSensitive)))) {
          report(`${path}/gaps/${index}/options`, 'must include an accepted answer');
        }
      });
      break;
    }
    case 'diagram': {
      if (content.reference === null) {
        if (content.grading === 'compare') report(`${path}/reference`, 'is needed to grade by comparison');
        break;
      }
      const referencePath = `${path}/reference`;
      uniqueIds(content.reference.nodes, `${referencePath}/nodes`, report);
      if (content.grading === 'compare' && content.reference.nodes.length === 0) {
        report(`${referencePath}/nodes`, 'needs at least one node to grade by comparison');
      }
      const nodes = new Set(content.reference.nodes.map((node) => node.id));
      content.reference.edges.forEach((edge, index) => {
        if (!nodes.has(edge.from)) report(`${referencePath}/edges/${index}/from`, `names no node (${edge.from})`);
        if (!nodes.has(edge.to)) report(`${referencePath}/edges/${index}/to`, `names no node (${edge.to})`);
      });
      break;
    }
    case 'scale': {
      const seen = new Set<number>();
      content.labels.forEach((label, index) => {
        if (seen.has(label.value)) report(`${path}/labels/${index}/value`, `repeats the value ${label.value}`);
        seen.add(label.value);
      });
      if (content.correctValue !== null && !seen.has(content.correctValue)) {
        report(`${path}/correctValue`, 'must be one of the labels\' values');
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
    if ((part.content as QuestionContent).kind === 'complex') report(path, 'cannot be complex inside a complex question');
    else validatePart(part.content, path, report);
  });
}

function validateVariable(variable: TemplateVariable, path: string, earlier: ReadonlySet<string>, report: Report): void {
  switch (variable.type) {
    case 'int':
    case 'float': {
      if (variable.min === undefined) report(`${path}/min`, 'is needed');
      if (variable.max === undefined) report(`${path}/max`, 'is needed');
      if (variable.min !== undefined && variable.max !== undefined) {
        if (variable.min > variable.max) report(`${path}/max`, 'must not be below min');
        else if (variable.type === 'int' && Math.ceil(variable.min) > Math.floor(variable.max)) {
          report(`${path}/max`, 'leaves no integer between min and max');
        }
      }
      break;
    }
    case 'choice':
      if ((variable.choices ?? []).length === 0) report(`${path}/choices`, 'needs at least one choice');
      break;
    case 'expr':
      if (variable.expr === undefined || variable.expr.trim() === '') {
        report(`${path}/expr`, 'is needed');
        break;
      }
      try {
        parseExpression(variable.expr, earlier);
      } catch (error) {
        if (!(error instanceof ExpressionError)) throw error;
        report(`${path}/expr`, error.message);
      }
      break;
  }
}

function validateTemplate(template: QuestionTemplate, report: Report): void {
  const earlier = new Set<string>();
  template.variables.forEach((variable, index) => {
    const path = `template/variables/${index}`;
    if (earlier.has(variable.name)) report(`${path}/name`, `repeats the variable name ${variable.name}`);
    validateVariable(variable, path, earlier, report);
    earlier.add(variable.name);
  });
}

/**
 * The rules of a question the schema cannot state: unique ids, answer keys that exist and fit the kind, test
 * weights, gap markers, a well-formed template. An empty list means the question is valid. Content of a templated
 * question is checked as a variant (seed 0) so that `{{x}}` inside the JSON reference or a gap is not an error.
 */
export function validateQuestion(input: TemplatedQuestion): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const report: Report = (path, message) => problems.push({ path, message });
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
        report(`template/variables/${index}`, error.message);
      }
    }
  }
  validateContent(content, report);
  return problems;
}

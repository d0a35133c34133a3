import type { QuestionContent, QuestionTemplate, TemplateVariable } from '../generated/contract-types.js';
import { evaluateExpression, parseExpression } from './expression.js';
import { createRandom, randomInt } from './random.js';
import { roundTo } from './scores.js';

export type TemplatedQuestion = { text: string; content: QuestionContent; template: QuestionTemplate | null };
export type TemplateValues = Record<string, string | number>;
export type InstantiatedQuestion = { text: string; content: QuestionContent; values: TemplateValues };

/** A template that cannot produce a variant (a bad range, an expression that divides by zero, …). */
export class TemplateError extends Error {
  constructor(
    message: string,
    readonly variable: string,
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

const DEFAULT_FLOAT_DECIMALS = 2;
/** Computed values are printed with at most this many decimals, so 0.1 + 0.2 shows as 0.3. */
const EXPR_DECIMALS = 10;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** Replaces `{{name}}` (spaces inside the braces allowed) by its value; unknown names are left as they are. */
export function fillPlaceholders(text: string, replacements: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(replacements, name) ? replacements[name] : whole,
  );
}

function fillEveryString<T>(value: T, replacements: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillPlaceholders(value, replacements) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillEveryString(item, replacements)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillEveryString(item, replacements)]),
    ) as T;
  }
  return value;
}

function requireRange(variable: TemplateVariable): [number, number] {
  const { min, max } = variable;
  if (min === undefined || max === undefined || !(min <= max)) {
    throw new TemplateError(`The variable "${variable.name}" needs a min that is not above its max`, variable.name);
  }
  return [min, max];
}

/**
 * Draws every variable in order from the seed: int in min..max, float in min..max with `decimals` decimals,
 * choice one of `choices`, expr computed from the variables before it. Returns the values and their text.
 */
export function drawValues(
  template: QuestionTemplate,
  seed: number,
): { values: TemplateValues; text: Record<string, string> } {
  const random = createRandom(seed);
  // Maps, not plain objects: a variable may be called __proto__ or constructor.
  const values = new Map<string, string | number>();
  const numbers = new Map<string, number>();
  const text = new Map<string, string>();
  for (const variable of template.variables) {
    const { name } = variable;
    let value: string | number;
    switch (variable.type) {
      case 'int': {
        const [min, max] = requireRange(variable);
        const low = Math.ceil(min);
        const high = Math.floor(max);
        if (low > high) throw new TemplateError(`The range of "${name}" holds no integer`, name);
        value = randomInt(random, low, high);
        text.set(name, String(value));
        break;
      }
      case 'float': {
        const [min, max] = requireRange(variable);
        const decimals = variable.decimals ?? DEFAULT_FLOAT_DECIMALS;
        value = Math.min(max, Math.max(min, roundTo(min + random() * (max - min), decimals)));
        text.set(name, value.toFixed(decimals));
        break;
      }
      case 'choice': {
        const choices = variable.choices ?? [];
        if (choices.length === 0) throw new TemplateError(`The variable "${name}" has no choices`, name);
        value = choices[randomInt(random, 0, choices.length - 1)];
        text.set(name, value);
        break;
      }
      case 'expr': {
        try {
          const tree = parseExpression(variable.expr ?? '', new Set(values.keys()));
          value = roundTo(evaluateExpression(tree, Object.fromEntries(numbers)), EXPR_DECIMALS);
        } catch (error) {
          throw new TemplateError(`The expression of "${name}": ${(error as Error).message}`, name);
        }
        text.set(name, String(value));
        break;
      }
    }
    values.set(name, value);
    // A choice like "3" may take part in arithmetic; "red" may not (evaluating it is an error).
    numbers.set(name, typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));
  }
  return { values: Object.fromEntries(values), text: Object.fromEntries(text) };
}

/**
 * The variant of a templated question for a seed: `{{name}}` is replaced in the text and in every string of the
 * content (options, tests, reference solutions, fixtures, gaps, sub-questions, …). The same seed always gives the
 * same variant; a question without a template comes back unchanged. Throws TemplateError for a broken template.
 */
export function instantiate(question: TemplatedQuestion, seed: number): InstantiatedQuestion {
  if (question.template === null || question.template.variables.length === 0) {
    return { text: question.text, content: question.content, values: {} };
  }
  const { values, text } = drawValues(question.template, seed);
  return {
    text: fillPlaceholders(question.text, text),
    content: fillEveryString(withBracketedKeys(question.content), text),
    values,
  };
}

/** `{{name}}` → `({{name}})` in a formula, so a value pasted in keeps its sign: `{{a}} ** 2` with a = −2 is 4, not −4. */
const bracketed = (formula: string) => formula.replace(PLACEHOLDER, (whole) => `(${whole})`);

const withBracketedNumbers = <T extends { value: string }>(keys: readonly T[]): T[] => keys.map((key) => ({ ...key, value: bracketed(key.value) }));

/** The content with every numerical key's placeholders bracketed (numerical questions, number gaps, complex parts). */
function withBracketedKeys(content: QuestionContent): QuestionContent {
  switch (content.kind) {
    case 'numerical':
      return { ...content, answers: withBracketedNumbers(content.answers) };
    case 'text-completion':
      return {
        ...content,
        gaps: content.gaps.map((gap) => (gap.numerical === undefined ? gap : { ...gap, numerical: { ...gap.numerical, answers: withBracketedNumbers(gap.numerical.answers) } })),
      };
    case 'complex':
      return { ...content, subquestions: content.subquestions.map((part) => ({ ...part, content: withBracketedKeys(part.content as QuestionContent) as typeof part.content })) };
    default:
      return content;
  }
}

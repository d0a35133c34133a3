import { decodeHTML } from 'entities';
import type { TemplateVariable } from '../../generated/contract-types.js';
import { FormulaError, formulaVariables, moodleToBank, moodleWildcard, parseFormula, printFormula, type Formula } from './formula.js';
import { skip } from './skip.js';
import type { RichText, SourceAnswer, SourceQuestion } from './source.js';

/*
 * Moodle's calculated questions (calculated, calculatedsimple, calculatedmulti) as a templated question: each wildcard
 * {a} with its dataset definition becomes a template variable drawn from the same range, `{a}` in a text becomes the
 * placeholder `{{a}}`, an answer's formula becomes a numerical key's value (`{a} * {b}` → `{{a}} * {{b}}`, evaluated
 * after the placeholders are filled), and each distinct formula written in a text (`{={a} * {b}}`) or in an option of
 * calculatedmulti becomes an expr variable (f1: `a * b`) whose placeholder takes its place.
 */

const variableName = /^[A-Za-z_][A-Za-z0-9_]{0,30}$/;
/** The contract's bounds of a template variable: its range, its decimals and how many a template holds. */
const MAX_RANGE = 1e12;
const MAX_DECIMALS = 10;
const MAX_VARIABLES = 30;
const MAX_EXPRESSION = 500;
const MAX_KEY_VALUE = 500;

/** Moodle's formula in a text (qtype_calculated::FORMULAS_IN_TEXT_REGEX): `{=…}`, wildcards allowed inside. */
const formulaInText = /\{=([^{}]*(?:\{[^{}]+\}[^{}]*)*)\}/g;
const wildcards = new RegExp(moodleWildcard.source, 'g');
/** Private-use characters around a number: a wildcard or formula while the text becomes Markdown, which keeps them. */
const tokenPattern = /\uE010(\d+)\uE011/g;

export interface CalculatedTemplate {
  /** The template's variables: the wildcards first, then the formulas written in texts, as they are met. */
  readonly variables: TemplateVariable[];
  /**
   * A text with its wildcards and formulas as tokens the Markdown conversion leaves alone (`restore` makes them
   * placeholders). `display` is how Moodle shows the values of a calculatedmulti option's formulas.
   */
  protect(rich: RichText, display?: SourceAnswer['display']): RichText;
  /** Converted text with the tokens as `{{name}}` placeholders. */
  restore(markdown: string): string;
  /** An answer's formula (`{a} * {b}`) as a numerical key's value (`{{a}} * {{b}}`). */
  keyValue(formula: string, position: number): string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function numberOf(written: string, what: string): number {
  const value = Number(written);
  if (written === '' || !Number.isFinite(value)) skip(`the ${what} “${written}” is not a number`);
  return value;
}

/** The dataset definitions as int or float variables: the same range and decimals, each variant drawn anew. */
function datasetVariables(source: SourceQuestion, warnings: string[]): TemplateVariable[] {
  const variables: TemplateVariable[] = [];
  let items = 0;
  for (const dataset of source.datasets) {
    const { name } = dataset;
    if (!variableName.test(name)) {
      skip(`the wildcard {${name}} is not a name a template accepts (a letter or _, then letters, digits or _; at most 31)`);
    }
    if (variables.some((variable) => variable.name === name)) skip(`the wildcard {${name}} is defined twice`);
    const min = numberOf(dataset.minimum, `minimum of the wildcard {${name}}`);
    const max = numberOf(dataset.maximum, `maximum of the wildcard {${name}}`);
    if (min > max) skip(`the wildcard {${name}} has a minimum above its maximum`);
    if (Math.abs(min) > MAX_RANGE || Math.abs(max) > MAX_RANGE) skip(`the range of the wildcard {${name}} goes beyond ±10^12`);
    let decimals = dataset.decimals === '' ? 0 : numberOf(dataset.decimals, `number of decimals of the wildcard {${name}}`);
    if (!Number.isInteger(decimals) || decimals < 0) skip(`the wildcard {${name}} has ${dataset.decimals} decimals`);
    if (decimals > MAX_DECIMALS) {
      warnings.push(`The values of {${name}} have ${MAX_DECIMALS} decimals here, not ${decimals} (a template's most).`);
      decimals = MAX_DECIMALS;
    }
    const distribution = dataset.distribution.toLowerCase();
    if (distribution !== '' && distribution !== 'uniform') {
      warnings.push(`The values of {${name}} were drawn ${distribution === 'loguniform' ? 'log-uniformly' : `by “${dataset.distribution}”`} in Moodle; here uniformly between its minimum and maximum.`);
    }
    if (dataset.status.toLowerCase() === 'shared') {
      warnings.push(`The wildcard {${name}} was shared with the other questions of its Moodle category; here the question draws its own values.`);
    }
    items = Math.max(items, dataset.items);
    variables.push(
      decimals === 0 && Number.isInteger(min) && Number.isInteger(max) ? { name, type: 'int', min, max } : { name, type: 'float', min, max, decimals },
    );
  }
  if (items > 0) {
    warnings.push(`Moodle’s ${plural(items, 'fixed set', 'fixed sets')} of values ${items === 1 ? 'is' : 'are'} not kept: each student’s values are drawn from the wildcards’ ranges.`);
  }
  return variables;
}

/**
 * Reads the question's dataset definitions into template variables and returns what converts its texts and formulas.
 * Throws Skip for a wildcard or formula the bank cannot hold, naming it.
 */
export function calculatedTemplate(source: SourceQuestion, warnings: string[]): CalculatedTemplate {
  const variables = datasetVariables(source, warnings);
  const wildcardNames = new Set(variables.map((variable) => variable.name));
  const integers = new Set(variables.filter((variable) => variable.type === 'int').map((variable) => variable.name));
  // A negative value filled in as text reads as a unary minus; as the base of ** it needs the parentheses Moodle gives it.
  const negative = new Set(variables.filter((variable) => (variable.min ?? 0) < 0).map((variable) => variable.name));
  const formulas = new Map<string, string>();
  const tokens: string[] = [];
  let significantWarned = false;

  const read = (written: string, where: string): Formula => {
    let formula: Formula;
    try {
      formula = moodleToBank(parseFormula(written, 'moodle'), { isInteger: (name) => integers.has(name) });
    } catch (error) {
      if (error instanceof FormulaError) return skip(`${where} “${written}” ${error.message}`);
      throw error;
    }
    const unknown = formulaVariables(formula).find((name) => !wildcardNames.has(name));
    if (unknown !== undefined) skip(`${where} “${written}” uses {${unknown}}, which has no dataset definition`);
    return formula;
  };

  /** The expr variable that computes a formula written in a text; one per distinct formula. */
  const formulaVariable = (written: string, display: SourceAnswer['display'] | undefined): string => {
    let formula = read(written, 'the formula');
    const length = Number(display?.length);
    if (display?.format === '1' && Number.isInteger(length) && length >= 0) {
      // Moodle shows an option's value with that many decimals (sprintf %.nF); rounding keeps the value it shows.
      formula = { type: 'call', name: 'round', args: [formula, { type: 'number', text: String(Math.min(length, 15)) }] };
    } else if (display?.format === '2' && !(length >= 15) && !significantWarned) {
      // 15 significant figures or more (%.15g) show the value as the bank does; fewer round it in a way a template cannot.
      significantWarned = true;
      warnings.push('Moodle showed the options’ computed values to a number of significant figures; here they show all their decimals (up to 10).');
    }
    const expr = printFormula(formula, 'expr');
    if (expr.length > MAX_EXPRESSION) skip(`the formula “${written}” is longer than ${MAX_EXPRESSION} characters`);
    const existing = formulas.get(expr);
    if (existing) return existing;
    const taken = new Set(variables.map((variable) => variable.name));
    let number = formulas.size + 1;
    while (taken.has(`f${number}`)) number += 1;
    const name = `f${number}`;
    formulas.set(expr, name);
    variables.push({ name, type: 'expr', expr });
    if (variables.length > MAX_VARIABLES) skip(`it needs ${variables.length} template variables (wildcards and formulas); a template holds at most ${MAX_VARIABLES}`);
    return name;
  };

  const token = (name: string) => {
    tokens.push(name);
    return `\uE010${tokens.length - 1}\uE011`;
  };

  return {
    variables,
    protect(rich, display) {
      // HTML (and Moodle's own format) writes a formula's < > & as entities.
      const decode = (text: string) => (rich.format === 'html' || rich.format === 'moodle_auto_format' ? decodeHTML(text) : text);
      const text = rich.text
        .replace(formulaInText, (_whole, body: string) => token(formulaVariable(decode(body).trim(), display)))
        // A wildcard without a dataset definition stays as written, as Moodle shows it.
        .replace(wildcards, (whole, name: string) => (wildcardNames.has(name) ? token(name) : whole));
      return { ...rich, text };
    },
    restore(markdown) {
      return markdown.replace(tokenPattern, (_whole, index: string) => `{{${tokens[Number(index)]}}}`);
    },
    keyValue(written, position) {
      const value = printFormula(read(written, `the formula of answer ${position}`), 'bank', { negative });
      if (value.length > MAX_KEY_VALUE) skip(`the formula of answer ${position} is longer than ${MAX_KEY_VALUE} characters`);
      return value;
    },
  };
}

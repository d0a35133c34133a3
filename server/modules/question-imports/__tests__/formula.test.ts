import { describe, expect, test } from '@jest/globals';
import { evaluateExpression, parseExpression } from '../../../grading/expression.js';
import { bankToMoodle, FormulaError, moodleToBank, parseFormula, printFormula, type Formula } from '../formula.js';

const noIntegers = { isInteger: () => false };
const fromMoodle = (formula: string, negative: string[] = [], integers: string[] = []) =>
  printFormula(moodleToBank(parseFormula(formula, 'moodle'), { isInteger: (name) => integers.includes(name) }), 'bank', { negative: new Set(negative) });
const toMoodle = (formula: string, exprs: Record<string, string> = {}) =>
  printFormula(
    bankToMoodle(parseFormula(formula, 'bank'), {
      resolve: (name): { kind: 'wildcard' } | { kind: 'formula'; formula: Formula } =>
        exprs[name] === undefined ? { kind: 'wildcard' } : { kind: 'formula', formula: parseFormula(exprs[name], 'expr') },
    }),
    'moodle',
  );
/** A bank formula's value once its placeholders are filled as the template fills them (as text). */
const valueOf = (formula: string, values: Record<string, number>) =>
  evaluateExpression(parseExpression(formula.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name])), new Set()), {});

describe('formulas between Moodle and the bank', () => {
  test.each([
    ['{a}*{b}', '{{a}} * {{b}}'],
    ['2 * ({a} + {b}) / 3', '2 * ({{a}} + {{b}}) / 3'],
    ['pow({a} + 1, 2)', '({{a}} + 1) ** 2'],
    ['pow(2, -{a})', '2 ** -{{a}}'],
    ['fmod({a}, 3)', '{{a}} % 3'],
    ['ROUND({a}, 2) + Abs(-{b})', 'round({{a}}, 2) + abs(-{{b}})'],
    ['max({a}, {b}, 3) - min({a}, 1)', 'max({{a}}, {{b}}, 3) - min({{a}}, 1)'],
    ['010 + {a}', '8 + {{a}}'],
    ['-{a} ** 2', '-{{a}} ** 2'],
  ])('%s is %s', (moodle, bank) => {
    expect(fromMoodle(moodle)).toBe(bank);
  });

  test('a wildcard that may be negative gets Moodle’s parentheses as the base of **, and only there', () => {
    expect(fromMoodle('{x}**2 - {x} * 2 + pow({x}, 3)', ['x'])).toBe('({{x}}) ** 2 - {{x}} * 2 + ({{x}}) ** 3');
    expect(valueOf(fromMoodle('{x}**2', ['x']), { x: -3 })).toBe(9);
    expect(valueOf(fromMoodle('5 - {x}', ['x']), { x: -3 })).toBe(8);
  });

  test('PHP’s % truncates what is not an integer already', () => {
    expect(fromMoodle('{p} % {q}', [], ['q'])).toBe('({{p}} - {{p}} % 1) % {{q}}');
    expect(fromMoodle('{p} % {q}', [], ['p', 'q'])).toBe('{{p}} % {{q}}');
    expect(fromMoodle('floor({p}) % 3', [], [])).toBe('floor({{p}}) % 3');
    expect(valueOf(fromMoodle('{p} % {q}', [], ['q']), { p: -7.5, q: 2 })).toBe(-1);
  });

  test.each([
    ['sqrt({a})', 'uses the function sqrt(), which the bank’s formulas do not have (they have + - * / % ** and min, max, round, floor, ceil, abs)'],
    ['log({a}, 10)', 'uses the function log(), which the bank’s formulas do not have (they have + - * / % ** and min, max, round, floor, ceil, abs)'],
    ['constructor({a})', 'uses the function constructor(), which the bank’s formulas do not have (they have + - * / % ** and min, max, round, floor, ceil, abs)'],
    ['pi() * {r}', 'uses pi(), which the bank’s formulas do not have'],
    ['{a} ^ 2', 'uses “^”, which is PHP’s bitwise exclusive or, not a power (pow(x, y) or ** is)'],
    ['{a} > 2 ? 1 : 0', 'uses the operator “>”, which the bank’s formulas do not have'],
    ['pow({a})', 'calls pow() with 1 arguments; it takes 2'],
    ['{a} {b}', 'has “b” where it cannot stand'],
    ['09 + {a}', 'has “09”, which PHP does not read as a number'],
    ['({a}', 'ends too early'],
  ])('%s is refused: %s', (formula, message) => {
    expect(() => moodleToBank(parseFormula(formula, 'moodle'), noIntegers)).toThrow(new FormulaError(message));
  });

  test('the bank’s formulas in Moodle: ** is pow, % is fmod, an expr variable its formula, min of one its value', () => {
    expect(toMoodle('{{a}} ** 2 % 3')).toBe('fmod(pow({a}, 2), 3)');
    expect(toMoodle('{{c}} * 2 + min({{a}})', { c: 'a + b' })).toBe('({a} + {b}) * 2 + ({a})');
    expect(toMoodle('- -{{a}}')).toBe('- -{a}');
    expect(toMoodle('({{c}}) ** 2', { c: 'a * b' })).toBe('pow({a} * {b}, 2)');
    expect(toMoodle('3 * ({{c}})', { c: 'a - b' })).toBe('3 * ({a} - {b})');
  });

  test('a formula makes the round trip unchanged', () => {
    for (const formula of ['{{a}} * {{b}} / 2', '({{a}} + 1) ** 2', '{{a}} % 3 - round({{b}}, 1)', '2 ** -{{a}}']) {
      expect(fromMoodle(toMoodle(formula))).toBe(formula);
    }
  });
});

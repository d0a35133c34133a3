import { describe, expect, test } from '@jest/globals';
import { evaluateExpression, ExpressionError, parseExpression, variablesOf } from '../expression.js';

const evaluate = (source: string, values: Record<string, number> = {}) =>
  evaluateExpression(parseExpression(source, new Set(Object.keys(values))), values);

describe('expressions', () => {
  test.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 ** 3 ** 2', 512],
    ['-2 ** 2', -4],
    ['2 ** -1', 0.5],
    ['(-2) ** 2', 4],
    ['7 % 3 * 2', 2],
    ['- -3', 3],
    ['+4', 4],
    ['1.5e2 / .5', 300],
    ['min(4, 2, 8) + max(1, 9)', 11],
    ['round(2.5) + round(-2.5)', 0],
    ['round(3.14159, 2)', 3.14],
    ['floor(-1.5) + ceil(1.2) + abs(-3)', 3],
  ])('%s = %d', (source, value) => {
    expect(evaluate(source)).toBe(value);
  });

  test('reads earlier variables', () => {
    expect(evaluate('a * b + 1', { a: 3, b: 4 })).toBe(13);
    expect(variablesOf(parseExpression('max(a, b) - a', new Set(['a', 'b'])))).toEqual(new Set(['a', 'b']));
  });

  test.each([
    ['a + 1', 'Unknown variable "a" at 1'],
    ['1 +', 'Unexpected end of the expression'],
    ['(1 + 2', 'Expected ")" but found the end'],
    ['1 2', 'Unexpected "2" at 3'],
    ['sqrt(4)', 'Unknown function "sqrt" at 1'],
    ['abs(1, 2)', 'abs takes 1 arguments, not 2'],
    ['min()', 'min takes 1 to 50 arguments, not 0'],
    ['2 ^ 3', 'Unexpected character "^" at 3'],
    ['process.exit(1)', 'Unexpected character "." at 8'],
    ['constructor', 'Unknown variable "constructor" at 1'],
    ['"x"', 'Unexpected character'],
    ['a => a', 'Unexpected character "=" at 3'],
    ['', 'Unexpected end of the expression'],
  ])('refuses %j', (source, message) => {
    expect(() => parseExpression(source, new Set())).toThrow(ExpressionError);
    expect(() => parseExpression(source, new Set())).toThrow(message);
  });

  test('refuses nesting deep enough to threaten the stack', () => {
    const deep = `${'('.repeat(200)}1${')'.repeat(200)}`;
    expect(() => parseExpression(deep, new Set())).toThrow('nested too deeply');
    expect(() => parseExpression('-'.repeat(200) + '1', new Set())).toThrow('nested too deeply');
  });

  test('a result that is not a finite number is an error', () => {
    expect(() => evaluate('1 / 0')).toThrow('finite');
    expect(() => evaluate('0 % 0')).toThrow('finite');
    expect(() => evaluate('a + 1', { a: Number.NaN })).toThrow('no numeric value');
  });
});

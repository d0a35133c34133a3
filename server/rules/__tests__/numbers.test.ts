import { describe, expect, test } from '@jest/globals';
import {
  compareDecimals,
  decimalOfNumber,
  decimalToString,
  keyValueOf,
  readNumber,
  readNumericalAnswer,
  subtractDecimals,
  withinTolerance,
  type Decimal,
} from '../numbers.js';

const read = (text: string) => {
  const reading = readNumber(text);
  return reading.ok ? { value: decimalToString(reading.value), rest: reading.rest } : { problem: reading.problem };
};
const key = (text: string): Decimal => {
  const value = keyValueOf(text);
  if (!value.ok) throw new Error(value.message);
  return value.value;
};

describe('readNumber: numbers as people type them', () => {
  test.each([
    ['3.14', '3.14'],
    ['3,14', '3.14'],
    ['  -2.5 ', '-2.5'],
    ['−2.5', '-2.5'],
    ['+7', '7'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['0', '0'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['1.2e-3', '0.0012'],
    ['1.2E+3', '1200'],
    ['1,2·10^-3', '0.0012'],
    ['1.2 × 10^-3', '0.0012'],
    ['1.2x10**3', '1200'],
    ['1.2 * 10^(-3)', '0.0012'],
    ['1.2×10⁻³', '0.0012'],
    ['6.02214076e23', '6.02214076e+23'],
    ['1e-20', '1e-20'],
    ['007', '7'],
  ])('%s reads as %s', (typed, value) => {
    expect(read(typed)).toEqual({ value, rest: '' });
  });

  test('what follows the number is returned as the rest (a unit)', () => {
    expect(read('25 cm')).toEqual({ value: '25', rest: 'cm' });
    expect(read('9,81m/s²')).toEqual({ value: '9.81', rest: 'm/s²' });
  });

  test.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['.', 'notNumber'],
    ['-', 'notNumber'],
    ['NaN', 'notFinite'],
    ['Infinity', 'notFinite'],
    ['-inf', 'notFinite'],
    ['∞', 'notFinite'],
    ['1 000', 'grouping'],
    ['1,000.5', 'grouping'],
    ['1.000,5', 'grouping'],
    ['1.000.000', 'grouping'],
    ['1e999999999999', 'outOfRange'],
    ['1e301', 'outOfRange'],
    ['1e-400', 'outOfRange'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(read(typed)).toEqual({ problem });
  });

  test('huge exponents are refused without computing them', () => {
    expect(read(`1e${'9'.repeat(90)}`)).toEqual({ problem: 'outOfRange' });
  });
});

describe('exact arithmetic', () => {
  test('0.1 + 0.2 is 0.3: a formula rounds to 15 significant figures, a literal is exact', () => {
    expect(decimalToString(key('0.1 + 0.2'))).toBe('0.3');
    expect(compareDecimals(key('0.1 + 0.2'), key('0.3'))).toBe(0);
    expect(withinTolerance(key('0.3'), key('0.1 + 0.2'), { tolerance: 0, toleranceKind: 'absolute' })).toBe(true);
  });

  test('numbers from JSON are the decimals they are written as', () => {
    expect(decimalToString(decimalOfNumber(0.1))).toBe('0.1');
    expect(decimalToString(subtractDecimals(decimalOfNumber(0.3), decimalOfNumber(0.1)))).toBe('0.2');
  });

  test('formulas: the template arithmetic, refused when not finite or not a formula', () => {
    expect(decimalToString(key('2 * (3 + 4) / 7'))).toBe('2');
    expect(decimalToString(key('1/3'))).toBe('0.333333333333333');
    expect(keyValueOf('1/0')).toEqual({ ok: false, message: expect.stringContaining('finite') });
    expect(keyValueOf('10 ** 400')).toEqual({ ok: false, message: expect.stringContaining('finite') });
    expect(keyValueOf('1e299 * 100')).toEqual({ ok: false, message: expect.stringContaining('beyond') });
    expect(keyValueOf('constructor')).toEqual({ ok: false, message: expect.stringContaining('Unknown variable') });
    expect(keyValueOf('__proto__ + 1')).toEqual({ ok: false, message: expect.stringContaining('Unknown variable') });
    expect(keyValueOf('process.exit()')).toEqual({ ok: false, message: expect.stringContaining('is neither') });
  });

  test('deep nesting is refused, not a stack overflow', () => {
    expect(keyValueOf(`${'('.repeat(200)}1${')'.repeat(200)}`)).toEqual({ ok: false, message: expect.stringContaining('nested too deeply') });
  });
});

describe('withinTolerance', () => {
  const abs = (tolerance: number) => ({ tolerance, toleranceKind: 'absolute' as const });
  const rel = (tolerance: number) => ({ tolerance, toleranceKind: 'relative' as const });
  const sig = (tolerance: number) => ({ tolerance, toleranceKind: 'significant-figures' as const });

  test('absolute: inclusive at the edge, exactly', () => {
    expect(withinTolerance(key('3.15'), key('3.14'), abs(0.01))).toBe(true);
    expect(withinTolerance(key('3.1500000001'), key('3.14'), abs(0.01))).toBe(false);
    expect(withinTolerance(key('-2'), key('-2'), abs(0))).toBe(true);
    expect(withinTolerance(key('0'), key('-0'), abs(0))).toBe(true);
  });

  test('relative: a share of the value, so it works at any size', () => {
    expect(withinTolerance(key('1.005e-20'), key('1e-20'), rel(0.01))).toBe(true);
    expect(withinTolerance(key('2e-20'), key('1e-20'), rel(0.01))).toBe(false);
    expect(withinTolerance(key('0'), key('1e-20'), rel(0.01))).toBe(false);
    expect(withinTolerance(key('-101'), key('-100'), rel(0.01))).toBe(true);
    expect(withinTolerance(key('0'), key('0'), rel(0.5))).toBe(true);
    expect(withinTolerance(key('1e-300'), key('0'), rel(0.5))).toBe(false);
  });

  test('significant figures: within half a unit of the last figure', () => {
    expect(withinTolerance(key('3.14'), key('3.14159'), sig(3))).toBe(true);
    expect(withinTolerance(key('3.145'), key('3.14159'), sig(3))).toBe(true);
    expect(withinTolerance(key('3.15'), key('3.14159'), sig(3))).toBe(false);
    expect(withinTolerance(key('6.02e23'), key('6.02214076e23'), sig(3))).toBe(true);
    expect(withinTolerance(key('6.0e23'), key('6.02214076e23'), sig(3))).toBe(false);
    expect(withinTolerance(key('0.00120'), key('0.0012'), sig(2))).toBe(true);
    expect(withinTolerance(key('0'), key('0'), sig(3))).toBe(true);
    expect(withinTolerance(key('0.001'), key('0'), sig(3))).toBe(false);
  });

  test('an absolute tolerance is in the base unit: scaled with the unit', () => {
    const cm = decimalOfNumber(100);
    // 2.5 m ± 0.01 m is 250 cm ± 1 cm.
    expect(withinTolerance(key('251'), key('250'), abs(0.01), cm)).toBe(true);
    expect(withinTolerance(key('251.5'), key('250'), abs(0.01), cm)).toBe(false);
  });
});

describe('readNumericalAnswer: the number and its unit', () => {
  const units = [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }];

  test('a chosen unit, or one typed after the number', () => {
    expect(readNumericalAnswer('2.5', 'cm', { units, unitHandling: 'optional' })).toMatchObject({ ok: true, unit: 'cm', unknownUnit: null });
    expect(readNumericalAnswer('2.5 cm', null, { units, unitHandling: 'required' })).toMatchObject({ ok: true, unit: 'cm' });
    expect(readNumericalAnswer('2.5', null, { units, unitHandling: 'optional' })).toMatchObject({ ok: true, unit: null, unknownUnit: null });
  });

  test('an unknown unit: an error, except where units are graded with a penalty', () => {
    expect(readNumericalAnswer('2.5 kg', null, { units, unitHandling: 'optional' })).toEqual({ ok: false, problem: 'unknownUnit', unit: 'kg' });
    expect(readNumericalAnswer('2.5 kg', null, { units, unitHandling: 'penalty' })).toMatchObject({ ok: true, unit: null, unknownUnit: 'kg' });
    expect(readNumericalAnswer('2.5', 'kg', { units, unitHandling: 'optional' })).toMatchObject({ ok: true, unit: null, unknownUnit: 'kg' });
  });

  test('without units, text after the number is not a number', () => {
    expect(readNumericalAnswer('2.5 cm', null, { units, unitHandling: 'none' })).toEqual({ ok: false, problem: 'notNumber' });
  });
});

describe('numbers from the contract', () => {
  test('any finite double is a decimal, beyond what a student may type', () => {
    expect(decimalToString(decimalOfNumber(1e-310))).toBe('1e-310');
    expect(decimalToString(decimalOfNumber(1e308))).toBe('1e+308');
    expect(withinTolerance(key('2'), key('2'), { tolerance: 1e-310, toleranceKind: 'absolute' })).toBe(true);
    expect(() => decimalOfNumber(Number.NaN)).toThrow(RangeError);
  });
});

import type { NumericalContent, NumericalKey } from '../generated/contract-types.js';
import { evaluateExpression, ExpressionError, parseExpression } from '../grading/expression.js';

// Numbers of numerical questions, read and compared exactly: a decimal is a BigInt coefficient and a power of ten,
// so 0.1 + 0.2 is 0.3 and a tolerance of 0 means equal. Shared by the grader and the SPA (the editor's checks, the
// student's "read as" line), so both read a typed number the same way. Pure: no Node APIs.

/** coefficient × 10^exponent, exactly. */
export interface Decimal {
  readonly coefficient: bigint;
  readonly exponent: number;
}

/** Numbers whose size (the exponent of their scientific form) is beyond this are refused, as a float's are. */
export const MAX_MAGNITUDE = 300;

const ZERO: Decimal = { coefficient: 0n, exponent: 0 };

function normalise(value: Decimal): Decimal {
  if (value.coefficient === 0n) return ZERO;
  let { coefficient, exponent } = value;
  while (coefficient % 10n === 0n) {
    coefficient /= 10n;
    exponent += 1;
  }
  return { coefficient, exponent };
}

const pow10 = (power: number) => 10n ** BigInt(power);

/** Both coefficients at the smaller exponent. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const exponent = Math.min(a.exponent, b.exponent);
  return [a.coefficient * pow10(a.exponent - exponent), b.coefficient * pow10(b.exponent - exponent), exponent];
}

export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function subtractDecimals(a: Decimal, b: Decimal): Decimal {
  const [x, y, exponent] = aligned(a, b);
  return normalise({ coefficient: x - y, exponent });
}

export function multiplyDecimals(a: Decimal, b: Decimal): Decimal {
  return normalise({ coefficient: a.coefficient * b.coefficient, exponent: a.exponent + b.exponent });
}

export function absDecimal(a: Decimal): Decimal {
  return a.coefficient < 0n ? { coefficient: -a.coefficient, exponent: a.exponent } : a;
}

/** The exponent of the number's scientific form (3 for 1 234, −3 for 0.00123); 0 for zero. */
export function magnitudeOf(value: Decimal): number {
  if (value.coefficient === 0n) return 0;
  const digits = absDecimal(value).coefficient.toString().length;
  return value.exponent + digits - 1;
}

/** Plain decimal notation (scientific beyond 21 digits either way), as a program or a test would write it. */
export function decimalToString(value: Decimal): string {
  const { coefficient, exponent } = normalise(value);
  const sign = coefficient < 0n ? '-' : '';
  const digits = (coefficient < 0n ? -coefficient : coefficient).toString();
  const magnitude = exponent + digits.length - 1;
  if (magnitude > 21 || magnitude < -7) {
    const mantissa = digits.length === 1 ? digits : `${digits[0]}.${digits.slice(1)}`;
    return `${sign}${mantissa}e${magnitude >= 0 ? '+' : ''}${magnitude}`;
  }
  if (exponent >= 0) return `${sign}${digits}${'0'.repeat(exponent)}`;
  const point = digits.length + exponent;
  return point > 0 ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}` : `${sign}0.${'0'.repeat(-point)}${digits}`;
}

/** A JavaScript number as the decimal it is written as (its shortest round-trip form: 0.1 is exactly 0.1). */
export function decimalOfNumber(value: number): Decimal {
  // Any finite double, the tiniest tolerance and the largest multiplier included: the bound is for what people type.
  const reading = readNumberWithin(String(value), Number.POSITIVE_INFINITY);
  if (!reading.ok || reading.rest !== '') throw new RangeError(`Not a finite number: ${value}`);
  return reading.value;
}

/** Why a typed text is not a number. */
export type NumberProblem = 'empty' | 'notNumber' | 'notFinite' | 'grouping' | 'outOfRange';

/** A typed number: its value and whatever text follows it (a unit, perhaps); or why it is not one. */
export type NumberReading = { ok: true; value: Decimal; rest: string } | { ok: false; problem: NumberProblem };

const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁺': '+', '⁻': '-',
};

// sign, whole digits, fraction digits (after . or ,), then an exponent: e-3, ·10^-3, × 10**-3, *10^3, x10⁻³.
const NUMBER = new RegExp(
  [
    '^([+-]?)\\s*(\\d*)(?:[.,](\\d*))?',
    '(?:[eE]([+-]?\\d+)|\\s*[·×xX*⋅]\\s*10\\s*(?:\\^|\\*\\*)\\s*\\(?([+-]?\\d+)\\)?|\\s*[·×xX*⋅]\\s*10([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?',
  ].join(''),
);

/**
 * Reads a number as a person types it: a decimal point or a decimal comma (3,14), a sign (also −), scientific
 * notation (1.2e-3, 1,2·10^-3, 1.2 × 10⁻³); what follows it is returned as `rest`. Thousands separators are refused
 * (1,000 and 1.000 mean different numbers in different languages, so "1 000", "1,000.5" and "1.000.000" ask for the
 * digits alone); so are NaN and infinities, and numbers beyond 10^±300.
 */
export function readNumber(typed: string): NumberReading {
  return readNumberWithin(typed, MAX_MAGNITUDE);
}

function readNumberWithin(typed: string, maxMagnitude: number): NumberReading {
  const text = typed
    .replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-')
    .replace(/[\u00A0\u2007\u2009\u202F]/g, ' ')
    .trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (/^[+-]?\s*(nan|inf|infinity|∞)/i.test(text)) return { ok: false, problem: 'notFinite' };
  const match = NUMBER.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'notNumber' };
  const after = text.slice(match[0].length);
  // "1 000", "1,000.5", "1.000.000": digits grouped, or a second separator.
  if (/^([.,]|\s+)\d/.test(after)) return { ok: false, problem: 'grouping' };
  const rest = after.trim();
  const exponentText = match[4] ?? match[5] ?? (match[6] === undefined ? '0' : [...match[6]].map((c) => SUPERSCRIPTS[c]).join(''));
  if (exponentText.replace(/^[+-]/, '').replace(/^0+/, '').length > 6) return { ok: false, problem: 'outOfRange' };
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  const coefficient = BigInt(digits === '' ? '0' : digits) * (match[1] === '-' ? -1n : 1n);
  const value = normalise({ coefficient, exponent: Number(exponentText) - fraction.length });
  if (Math.abs(magnitudeOf(value)) > maxMagnitude) return { ok: false, problem: 'outOfRange' };
  return { ok: true, value, rest };
}

/** A key's value: a number read exactly, or a formula's result rounded to 15 significant figures; or why not. */
export type KeyValue = { ok: true; value: Decimal } | { ok: false; message: string };

/**
 * The value of a key (after a template filled its placeholders). A formula is evaluated by the template's
 * arithmetic (a parser of our own: no JavaScript is ever run), in binary floating point, and rounded to 15
 * significant figures, so 0.1 + 0.2 gives 0.3.
 */
export function keyValueOf(text: string): KeyValue {
  // A template's value pasted in brackets, `(-2.5)` or `(2,5)`, is still a number read exactly.
  const reading = readNumber(/^\s*\(([^()]*)\)\s*$/.exec(text)?.[1] ?? text);
  if (reading.ok && reading.rest === '') return reading;
  let result: number;
  try {
    result = evaluateExpression(parseExpression(text, new Set()), {});
  } catch (error) {
    const reason = error instanceof ExpressionError ? error.message : String(error);
    return { ok: false, message: `is neither a number nor a formula (${reason})` };
  }
  const rounded = readNumber(String(Number(result.toPrecision(15))));
  if (!rounded.ok) return { ok: false, message: `gives a number beyond 10^±${MAX_MAGNITUDE}` };
  return { ok: true, value: rounded.value };
}

export const ONE: Decimal = { coefficient: 1n, exponent: 0 };

/**
 * Whether `given` is within the key's tolerance of `expected`, both in a unit of which `scale` make one base unit
 * (an absolute tolerance is in the base unit).
 */
export function withinTolerance(
  given: Decimal,
  expected: Decimal,
  key: Pick<NumericalKey, 'tolerance' | 'toleranceKind'>,
  scale: Decimal = ONE,
): boolean {
  const difference = absDecimal(subtractDecimals(given, expected));
  switch (key.toleranceKind) {
    case 'absolute':
      return compareDecimals(difference, multiplyDecimals(decimalOfNumber(key.tolerance), scale)) <= 0;
    case 'relative':
      return compareDecimals(difference, multiplyDecimals(decimalOfNumber(key.tolerance), absDecimal(expected))) <= 0;
    case 'significant-figures': {
      if (expected.coefficient === 0n) return given.coefficient === 0n;
      const figures = Math.max(1, Math.floor(key.tolerance));
      // Half a unit of the last significant figure: 5 × 10^(magnitude − figures).
      return compareDecimals(difference, { coefficient: 5n, exponent: magnitudeOf(expected) - figures }) <= 0;
    }
  }
}

/** What a student's numerical answer reads as, for the question's units. */
export type NumericalReading =
  | { ok: true; value: Decimal; unit: string | null; unknownUnit: string | null }
  | { ok: false; problem: NumberProblem | 'unknownUnit'; unit?: string };

/**
 * A student's answer read for a question: the number, and its unit — the one chosen, else one typed after the
 * number. Text after the number that names no unit is `unknownUnit` (an error where the question has no units).
 */
export function readNumericalAnswer(
  value: string,
  chosenUnit: string | null,
  content: Pick<NumericalContent, 'units' | 'unitHandling'>,
): NumericalReading {
  const reading = readNumber(value);
  if (!reading.ok) return reading;
  const names = content.unitHandling === 'none' ? [] : content.units.map((unit) => unit.name);
  if (reading.rest === '') {
    const unit = chosenUnit !== null && names.includes(chosenUnit) ? chosenUnit : null;
    return { ok: true, value: reading.value, unit, unknownUnit: chosenUnit !== null && unit === null ? chosenUnit : null };
  }
  if (names.length === 0) return { ok: false, problem: 'notNumber' };
  const typed = reading.rest;
  if (names.includes(typed)) return { ok: true, value: reading.value, unit: typed, unknownUnit: null };
  return content.unitHandling === 'penalty'
    ? { ok: true, value: reading.value, unit: null, unknownUnit: typed }
    : { ok: false, problem: 'unknownUnit', unit: typed };
}

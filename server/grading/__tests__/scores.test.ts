import { describe, expect, test } from '@jest/globals';
import { DEFAULT_SCORES, multipleChoiceFraction, roundTo, scoreOf } from '../scores.js';

const model15 = { correct: 15, incorrect: 0, unanswered: -5 };
const model1505 = { correct: 15, incorrect: -5, unanswered: 0 };
const model10 = { correct: 10, incorrect: 0, unanswered: 0 };
const quarter = { correct: 1, incorrect: -0.25, unanswered: 0 };

describe('scoreOf', () => {
  test('no answer scores the unanswered score', () => {
    expect(scoreOf(null, model15)).toEqual({ outcome: 'unanswered', score: -5, scorePercent: -33.33, fraction: 0, maxScore: 15 });
    expect(scoreOf(null, DEFAULT_SCORES)).toEqual({ outcome: 'unanswered', score: 0, scorePercent: 0, fraction: 0, maxScore: 1 });
  });

  test('a right answer scores the correct score, a wrong one the incorrect score', () => {
    expect(scoreOf(1, model1505)).toMatchObject({ outcome: 'correct', score: 15, scorePercent: 100 });
    expect(scoreOf(0, model1505)).toMatchObject({ outcome: 'incorrect', score: -5, scorePercent: -33.33 });
    expect(scoreOf(0, quarter)).toMatchObject({ outcome: 'incorrect', score: -0.25, scorePercent: -25 });
  });

  test('a partly right answer interpolates between incorrect and correct', () => {
    expect(scoreOf(0.5, model1505)).toMatchObject({ outcome: 'partial', score: 5, scorePercent: 33.33, fraction: 0.5 });
    expect(scoreOf(0.3, model10)).toMatchObject({ outcome: 'partial', score: 3, scorePercent: 30 });
    expect(scoreOf(2 / 3, quarter)).toMatchObject({ outcome: 'partial', score: 0.583, fraction: 0.666667 });
  });

  test('rounds to 3 decimals and never gives -0', () => {
    expect(scoreOf(1 / 3, model10).score).toBe(3.333);
    const zero = scoreOf(0.2, quarter).score;
    expect(zero).toBe(0);
    expect(Object.is(zero, -0)).toBe(false);
    expect(Object.is(scoreOf(0, { correct: 1, incorrect: -0, unanswered: 0 }).score, -0)).toBe(false);
  });

  test('float noise in the fraction does not make a right answer partial', () => {
    expect(scoreOf(0.1 + 0.2 + 0.7, model10)).toMatchObject({ outcome: 'correct', score: 10 });
  });

  test('a percent of a model worth nothing is 0', () => {
    expect(scoreOf(1, { correct: 0, incorrect: 0, unanswered: 0 }).scorePercent).toBe(0);
  });
});

describe('roundTo', () => {
  test('rounds half away from zero despite binary representation', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(-1.0005, 3)).toBe(-1.001);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(Object.is(roundTo(-0.0001, 3), 0)).toBe(true);
  });
});

describe('multipleChoiceFraction', () => {
  const options = [
    { id: 'a', text: 'A', correct: true, penalty: 50 },
    { id: 'b', text: 'B', correct: true, penalty: 50 },
    { id: 'c', text: 'C', correct: false, penalty: 100 },
  ];

  test('the worked example: one of two correct options chosen with 15/-5 scores 5', () => {
    const fraction = multipleChoiceFraction(options, ['a']);
    expect(fraction).toBe(0.5);
    expect(scoreOf(fraction, model1505).score).toBe(5);
    expect(scoreOf(fraction, model15).score).toBe(7.5);
  });

  test('exactly the key is fully right', () => {
    expect(multipleChoiceFraction(options, ['b', 'a'])).toBe(1);
  });

  test('choosing everything costs the wrong option\'s penalty', () => {
    expect(multipleChoiceFraction(options, ['a', 'b', 'c'])).toBe(0);
  });

  test('all-or-nothing: exactly the key, else nothing; penalties do not count', () => {
    expect(multipleChoiceFraction(options, ['a', 'b'], 'all-or-nothing')).toBe(1);
    expect(multipleChoiceFraction(options, ['a'], 'all-or-nothing')).toBe(0);
    expect(multipleChoiceFraction(options, ['a', 'b', 'c'], 'all-or-nothing')).toBe(0);
    expect(multipleChoiceFraction(options, [], 'all-or-nothing')).toBeNull();
  });

  test('right minus wrong: the share of right options chosen less the share of wrong ones, never below 0', () => {
    const five = [...options, { id: 'd', text: 'D', correct: false, penalty: 0 }, { id: 'e', text: 'E', correct: true, penalty: 0 }];
    // Right a, b, e; wrong c, d.
    expect(multipleChoiceFraction(five, ['a', 'b', 'e'], 'right-minus-wrong')).toBe(1);
    expect(multipleChoiceFraction(five, ['a', 'b', 'c'], 'right-minus-wrong')).toBeCloseTo(2 / 3 - 1 / 2, 12);
    expect(multipleChoiceFraction(five, ['a', 'c', 'd'], 'right-minus-wrong')).toBe(0);
    expect(multipleChoiceFraction(five, ['a', 'b', 'c', 'd', 'e'], 'right-minus-wrong')).toBe(0);
    // No wrong option at all: only the right share counts.
    expect(multipleChoiceFraction(options.slice(0, 2), ['a'], 'right-minus-wrong')).toBe(0.5);
  });

  test('penalties are capped at 100 %', () => {
    expect(multipleChoiceFraction(options, ['c'])).toBe(0);
  });

  test('nothing chosen, or only unknown ids, is unanswered', () => {
    expect(multipleChoiceFraction(options, [])).toBeNull();
    expect(multipleChoiceFraction(options, ['x', 'y'])).toBeNull();
  });

  test('unknown ids are ignored and repeated ids count once', () => {
    expect(multipleChoiceFraction(options, ['a', 'a', 'zz'])).toBe(0.5);
  });

  test('an option without penalty costs nothing when missed', () => {
    const lenient = options.map((option) => (option.id === 'b' ? { ...option, penalty: 0 } : option));
    expect(multipleChoiceFraction(lenient, ['a'])).toBe(1);
  });
});

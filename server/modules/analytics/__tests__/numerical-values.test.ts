import { describe, expect, test } from '@jest/globals';
import type { NumericalContent } from '../../../generated/contract-types.js';
import { numericalValues } from '../numerical-values.js';

const content: NumericalContent = {
  kind: 'numerical',
  answers: [
    { value: '2.5', tolerance: 0.01, toleranceKind: 'absolute', fraction: 100 },
    { value: '2.4', tolerance: 0, toleranceKind: 'absolute', fraction: 50 },
  ],
  units: [{ name: 'm', multiplier: 1 }, { name: 'cm', multiplier: 100 }],
  unitHandling: 'optional',
  unitPenalty: 0,
};

describe('numericalValues', () => {
  test('values in the base unit, counted together however they were typed; the most given first', () => {
    const values = numericalValues(content, false, [
      { value: '2.5', unit: null, count: 3 },
      { value: '250 cm', unit: null, count: 2 },
      { value: '2,5', unit: 'm', count: 1 },
      { value: '2.4', unit: null, count: 4 },
      { value: 'two', unit: null, count: 5 },
      { value: '1 kg', unit: null, count: 1 },
      { value: '12', unit: null, count: 1 },
    ]);
    expect(values).toMatchObject({
      unit: 'm',
      readable: 11,
      unreadable: 6,
      common: [
        { value: 2.5, count: 6, correct: true },
        { value: 2.4, count: 4, correct: false },
        { value: 12, count: 1, correct: false },
      ],
    });
    expect(values.histogram).toHaveLength(10);
    expect(values.histogram[0]).toEqual({ from: 2.4, to: 3.36, count: 10 });
    expect(values.histogram[9]).toEqual({ from: 11.04, to: 12, count: 1 });
    expect(values.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(11);
  });

  test('a templated question has no one right value; no readable value, no bars; one value, one bar', () => {
    expect(numericalValues(content, true, [{ value: '3', unit: null, count: 2 }])).toEqual({
      unit: 'm', readable: 2, unreadable: 0, common: [{ value: 3, count: 2, correct: null }], histogram: [{ from: 3, to: 3, count: 2 }],
    });
    expect(numericalValues({ ...content, unitHandling: 'none' }, false, [{ value: 'x', unit: null, count: 1 }])).toEqual({
      unit: null, readable: 0, unreadable: 1, common: [], histogram: [],
    });
  });

  test('at most twelve common values', () => {
    const typed = Array.from({ length: 20 }, (_, index) => ({ value: String(index), unit: null, count: 1 + (index % 3) }));
    expect(numericalValues(content, false, typed).common).toHaveLength(12);
  });
});

describe('numericalValues at the ends of the range', () => {
  test('numbers the floats cannot hold in the base unit are unreadable, not a failure; a huge range is one bar', () => {
    const withMm = { ...content, units: [...content.units, { name: 'mm', multiplier: 1000 }] };
    const values = numericalValues(withMm, false, [
      { value: '9.9999999999999e300', unit: null, count: 1 },
      { value: '1e-299 mm', unit: null, count: 1 },
      { value: '-9e299', unit: null, count: 1 },
      { value: '2.5', unit: null, count: 1 },
    ]);
    expect(values).toMatchObject({ readable: 4, unreadable: 0 });
    expect(values.common.find((common) => common.value === 2.5)).toMatchObject({ correct: true });
    const tiny = numericalValues({ ...content, units: [...content.units, { name: 'pm', multiplier: 1e-300 }] }, false, [{ value: '1e300 pm', unit: null, count: 1 }]);
    expect(tiny.readable + tiny.unreadable).toBe(1);
    expect(values.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(4);
  });
});

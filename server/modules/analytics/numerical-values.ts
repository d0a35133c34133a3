import type { NumericalContent, NumericalValues } from '../../generated/contract-types.js';
import { decimalOfNumber, decimalToString, keyValueOf, readNumericalAnswer, withinTolerance } from '../../rules/numbers.js';

const COMMON = 12;
const BARS = 10;

/** A value in the base unit as a number for counting and charts: 12 significant figures, so 2.5 m and 250 cm meet. */
const rounded = (value: number) => Number(value.toPrecision(12));

/**
 * The values students gave to a numerical question (question analytics): each typed text read as the grader reads it
 * against the latest version's units and converted to its base unit. Whether a value is right is asked of the value in
 * the base unit (a missing unit is the grade's business, not the value's); a templated question has no one right value.
 */
export function numericalValues(
  content: NumericalContent,
  templated: boolean,
  typed: ReadonlyArray<{ value: string; unit: string | null; count: number }>,
): NumericalValues {
  const counts = new Map<number, number>();
  let unreadable = 0;
  for (const entry of typed) {
    const reading = readNumericalAnswer(entry.value, entry.unit, content);
    if (!reading.ok) {
      unreadable += entry.count;
      continue;
    }
    const multiplier = content.units.find((unit) => unit.name === reading.unit)?.multiplier ?? 1;
    const value = rounded(Number(decimalToString(reading.value)) / multiplier);
    counts.set(value, (counts.get(value) ?? 0) + entry.count);
  }
  const keys = templated ? [] : content.answers.filter((key) => key.fraction >= 100).flatMap((key) => {
    const value = keyValueOf(key.value);
    return value.ok ? [{ key, value: value.value }] : [];
  });
  const correct = (value: number) =>
    templated ? null : keys.some(({ key, value: expected }) => withinTolerance(decimalOfNumber(value), expected, key));
  const values = [...counts.keys()].sort((a, b) => a - b);
  const common = [...counts.entries()]
    .sort(([a, n], [b, m]) => m - n || a - b)
    .slice(0, COMMON)
    .map(([value, count]) => ({ value, count, correct: correct(value) }));
  return {
    unit: content.unitHandling === 'none' ? null : (content.units.find((unit) => unit.multiplier === 1)?.name ?? null),
    readable: [...counts.values()].reduce((sum, count) => sum + count, 0),
    unreadable,
    common,
    histogram: histogram(values, counts),
  };
}

function histogram(sorted: number[], counts: ReadonlyMap<number, number>): NumericalValues['histogram'] {
  if (sorted.length === 0) return [];
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  if (low === high) return [{ from: low, to: high, count: counts.get(low) ?? 0 }];
  const width = (high - low) / BARS;
  const bars = Array.from({ length: BARS }, (_, index) => ({
    from: rounded(low + index * width),
    to: index === BARS - 1 ? high : rounded(low + (index + 1) * width),
    count: 0,
  }));
  for (const value of sorted) {
    // The last bar holds its upper edge.
    const index = Math.min(BARS - 1, Math.floor((value - low) / width));
    bars[index].count += counts.get(value) ?? 0;
  }
  return bars;
}

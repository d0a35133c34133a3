import type { NumericalContent, NumericalValues } from '../../generated/contract-types.js';
import { decimalOfNumber, decimalToString, keyValueOf, multiplyDecimals, readNumericalAnswer, withinTolerance } from '../../rules/numbers.js';

const COMMON = 12;
const BARS = 10;

/** A value in the base unit as a number for counting and charts: 12 significant figures, so 2.5 m and 250 cm meet. */
const rounded = (value: number) => Number(value.toPrecision(12));

/**
 * The values students gave to a numerical question (question analytics): each typed text read as the grader reads it
 * against the latest version's units and converted to its base unit. Whether a value is right is asked of the exact
 * number in its unit, as the grader does (a missing unit is the grade's business, not the value's); a templated question
 * has no one right value. Numbers the floats cannot hold in the base unit are counted as unreadable.
 */
export function numericalValues(
  content: NumericalContent,
  templated: boolean,
  typed: ReadonlyArray<{ value: string; unit: string | null; count: number }>,
): NumericalValues {
  const keys = templated ? [] : content.answers.filter((key) => key.fraction >= 100).flatMap((key) => {
    const value = keyValueOf(key.value);
    return value.ok ? [{ key, value: value.value }] : [];
  });
  const counts = new Map<number, { count: number; correct: boolean }>();
  let unreadable = 0;
  for (const entry of typed) {
    const reading = readNumericalAnswer(entry.value, entry.unit, content);
    const multiplier = reading.ok ? (content.units.find((unit) => unit.name === reading.unit)?.multiplier ?? 1) : 1;
    // For the chart only: a float in the base unit (numbers of either end of 10^±300 may leave the floats).
    const value = reading.ok ? rounded(Number(decimalToString(reading.value)) / multiplier) : Number.NaN;
    if (!reading.ok || !Number.isFinite(value)) {
      unreadable += entry.count;
      continue;
    }
    // Right or not is asked of the exact number, in the unit it was given in, as the grader asks it.
    const scale = decimalOfNumber(multiplier);
    const right = keys.some(({ key, value: expected }) => withinTolerance(reading.value, multiplyDecimals(expected, scale), key, scale));
    const held = counts.get(value);
    counts.set(value, { count: (held?.count ?? 0) + entry.count, correct: (held?.correct ?? false) || right });
  }
  const values = [...counts.keys()].sort((a, b) => a - b);
  const common = [...counts.entries()]
    .sort(([a, n], [b, m]) => m.count - n.count || a - b)
    .slice(0, COMMON)
    .map(([value, { count, correct }]) => ({ value, count, correct: templated ? null : correct }));
  return {
    unit: content.unitHandling === 'none' ? null : (content.units.find((unit) => unit.multiplier === 1)?.name ?? null),
    readable: [...counts.values()].reduce((sum, { count }) => sum + count, 0),
    unreadable,
    common,
    histogram: histogram(values, counts),
  };
}

function histogram(sorted: number[], counts: ReadonlyMap<number, { count: number }>): NumericalValues['histogram'] {
  if (sorted.length === 0) return [];
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  if (low === high) return [{ from: low, to: high, count: counts.get(low)?.count ?? 0 }];
  const width = (high - low) / BARS;
  // A range too wide for the floats (from −10^300 to 10^300): one bar for all.
  if (!Number.isFinite(width) || width === 0) return [{ from: low, to: high, count: sorted.reduce((sum, value) => sum + (counts.get(value)?.count ?? 0), 0) }];
  const bars = Array.from({ length: BARS }, (_, index) => ({
    from: rounded(low + index * width),
    to: index === BARS - 1 ? high : rounded(low + (index + 1) * width),
    count: 0,
  }));
  for (const value of sorted) {
    // The last bar holds its upper edge.
    const index = Math.min(BARS - 1, Math.floor((value - low) / width));
    bars[index].count += counts.get(value)?.count ?? 0;
  }
  return bars;
}

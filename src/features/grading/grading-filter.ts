/**
 * The answer filters of the manual grading page, kept in the settings' `manualGradingFilter` (a JSON string, as the
 * spec keeps it: local to this browser, never sent with the saved settings).
 */
export interface GradingFilter {
  ungraded: boolean;
  minScore: number | null;
  maxScore: number | null;
  classGroup: string | null;
  lastNameFrom: string;
  lastNameTo: string;
}

export const NO_FILTER: GradingFilter = { ungraded: false, minScore: null, maxScore: null, classGroup: null, lastNameFrom: '', lastNameTo: '' };

const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The stored filter, or none: anything unreadable (an older shape, a hand edit) counts as no filter. */
export function parseFilter(stored: string | undefined): GradingFilter {
  if (!stored) return NO_FILTER;
  try {
    const value = JSON.parse(stored) as Record<string, unknown>;
    return {
      ungraded: value.ungraded === true,
      minScore: numberOrNull(value.minScore),
      maxScore: numberOrNull(value.maxScore),
      classGroup: typeof value.classGroup === 'string' && value.classGroup !== '' ? value.classGroup.slice(0, 50) : null,
      lastNameFrom: text(value.lastNameFrom, 50),
      lastNameTo: text(value.lastNameTo, 50),
    };
  } catch {
    return NO_FILTER;
  }
}

export const isFiltered = (filter: GradingFilter) => JSON.stringify(filter) !== JSON.stringify(NO_FILTER);

/** The filter as listManualGradingAnswers takes it: only what is set. */
export function filterQuery(filter: GradingFilter) {
  return {
    ungraded: filter.ungraded,
    ...(filter.minScore !== null ? { minScore: filter.minScore } : {}),
    ...(filter.maxScore !== null ? { maxScore: filter.maxScore } : {}),
    ...(filter.classGroup !== null ? { classGroup: filter.classGroup } : {}),
    ...(filter.lastNameFrom.trim() !== '' ? { lastNameFrom: filter.lastNameFrom.trim() } : {}),
    ...(filter.lastNameTo.trim() !== '' ? { lastNameTo: filter.lastNameTo.trim() } : {}),
  };
}

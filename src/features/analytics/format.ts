import { formatNumber } from '../../i18n/format';

/** A statistic in the user's language with the given decimals, or a dash when there is none. */
export const num = (value: number | null | undefined, digits: number) => (value === null || value === undefined ? '–' : formatNumber(value, digits));

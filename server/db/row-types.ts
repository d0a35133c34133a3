/**
 * A contract type as a query's row gives it: the named timestamp fields are the driver's `Date` (nullable where the
 * contract's string is), not the ISO strings the contract sends.
 */
export type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Date | null : Date };

/**
 * The shape another locale must have: the same nested keys as the English object, every leaf a string. Declaring
 * a locale as `LocaleShape<typeof en>` makes TypeScript report a missing or an extra key.
 */
export type LocaleShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

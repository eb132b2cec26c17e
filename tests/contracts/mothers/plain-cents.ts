import type { Cents } from '@marketplace/core/shared/domain/money';

/** A fixture's shape with its money fields as plain numbers, so tests write `2000`, not `cents(2000)`. */
export type PlainCents<T> = {
  [K in keyof T]: [T[K]] extends [Cents] ? number : [T[K]] extends [Cents | null] ? number | null : T[K];
};

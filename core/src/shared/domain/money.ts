/**
 * Money inside the core is a whole, non-negative number of US cents, branded so that a dollar
 * amount or any other number cannot be used as cents by accident: a value becomes `Cents` only
 * through {@link cents}, {@link dollarsToCents} or the helpers below. At runtime it is a number.
 * The API speaks dollars, as the specification's payloads do, and converts at the edge.
 */
export type Cents = number & { readonly __brand: 'Cents' };

export const ZERO_CENTS = 0 as Cents;

/** @throws RangeError unless the amount is a whole, non-negative number of cents. */
export function cents(amount: number): Cents {
  assertCents(amount);
  if (amount < 0) throw new RangeError(`Cents cannot be negative: ${amount}`);
  return amount;
}

/** Like {@link cents}, with null kept. */
export function centsOrNull(amount: number | null): Cents | null {
  return amount === null ? null : cents(amount);
}

export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  // Two-step rounding so 0.29 * 100 = 28.999999999999996 still gives 29 cents.
  return cents(Math.round(Number((dollars * 100).toFixed(6))));
}

export function centsToDollars(amount: number): number {
  assertCents(amount);
  return amount / 100;
}

export function assertCents(amount: number): asserts amount is Cents {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Cents must be a whole number: ${amount}`);
}

export function addCents(...amounts: Cents[]): Cents {
  return cents(amounts.reduce((sum, amount) => sum + amount, 0));
}

/** @throws RangeError when the result would be negative. */
export function subtractCents(amount: Cents, less: Cents): Cents {
  return cents(amount - less);
}

/** An amount times a whole count (units, extra uses). */
export function multiplyCents(amount: Cents, count: number): Cents {
  if (!Number.isInteger(count)) throw new RangeError(`Not a whole count: ${count}`);
  return cents(amount * count);
}

/**
 * Made on first use: the first formatter of a page loads the browser's locale data (hundreds of
 * milliseconds on a slow phone), which a module that only adds cents must not pay when it loads.
 */
let usd: Intl.NumberFormat | null = null;

/** "$1,234.50": every money figure of the specification is shown so. */
export function formatUsd(amount: number): string {
  assertCents(amount);
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return usd.format(amount / 100);
}

/** A percentage of an amount, rounded to the cent; the caller gives the remainder to the other side. */
export function percentOf(amount: number, percent: number): Cents {
  return cents(Math.round((cents(amount) * percent) / 100));
}

/**
 * Money inside the core is an integer number of US cents. The HTTP API speaks dollars as
 * numbers (as the specification's payloads do) and converts at the edge with these helpers.
 */
export type Cents = number;

export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  // Two-step rounding so 0.29 * 100 = 28.999999999999996 still gives 29 cents.
  return Math.round(Number((dollars * 100).toFixed(6)));
}

export function centsToDollars(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

export function assertCents(cents: number): asserts cents is Cents {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,234.50": USD with two decimals, as every money figure of the specification is shown. */
export function formatUsd(cents: Cents): string {
  assertCents(cents);
  return usd.format(cents / 100);
}

/** Splits an amount by a percentage, rounded to the cent; the remainder goes to the other side. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  return Math.round((cents * percent) / 100);
}

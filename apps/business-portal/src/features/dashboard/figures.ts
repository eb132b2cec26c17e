import { dollarsToCents, formatUsd } from '@marketplace/core/shared/domain/money';

const count = new Intl.NumberFormat('en-US');

/** "$1,234.50": the API's dollars, shown as every money figure is. */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}

/** "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

import { InvalidArgumentError } from 'commander';

/** commander's parser for a count option or a positive id: digits only, no sign, no exponent. */
export function wholeNumber(min: number): (value: string) => number {
  return (value) => {
    const number = /^\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min) throw new InvalidArgumentError(`expected a whole number of at least ${min}, got '${value}'.`);
    return number;
  };
}

/** Injection tokens of the composition root. Symbols, so nothing collides by accident. */
export const TOKENS = {
  config: Symbol.for('config'),
  logger: Symbol.for('logger'),
  infrastructure: Symbol.for('infrastructure'),
  clock: Symbol.for('clock'),
  hasher: Symbol.for('hasher'),
  codes: Symbol.for('codes'),
  payments: Symbol.for('payments'),
  useCases: Symbol.for('useCases'),
} as const;

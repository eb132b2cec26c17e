import { ACCOUNTS_USE_CASES } from './use-cases/accounts.js';
import { CATALOGUE_USE_CASES } from './use-cases/catalogue.js';
import { MONEY_USE_CASES } from './use-cases/money.js';
import { OPERATIONS_USE_CASES } from './use-cases/operations.js';
import { PURCHASES_USE_CASES } from './use-cases/purchases.js';
import { GIFTS_USE_CASES } from './use-cases/gifts.js';
import { MEDIA_USE_CASES } from './use-cases/media.js';
import { FAVORITES_USE_CASES } from './use-cases/favorites.js';
import { REVIEWS_USE_CASES } from './use-cases/reviews.js';

export { useCaseToken } from './use-cases/ports.js';

/**
 * Every use case of the product, each built from the ports it names (one file per area under
 * use-cases/); a new use case is added there once and the server, the CLI and the tests have it.
 */
export const USE_CASES = {
  ...ACCOUNTS_USE_CASES,
  ...CATALOGUE_USE_CASES,
  ...PURCHASES_USE_CASES,
  ...MONEY_USE_CASES,
  ...OPERATIONS_USE_CASES,
  ...GIFTS_USE_CASES,
  ...MEDIA_USE_CASES,
  ...FAVORITES_USE_CASES,
  ...REVIEWS_USE_CASES,
};

export type UseCaseName = keyof typeof USE_CASES;

/** Every use case by name, as the routers, the CLI commands and the tests call them. */
export type UseCases = { [Name in UseCaseName]: ReturnType<(typeof USE_CASES)[Name]> };

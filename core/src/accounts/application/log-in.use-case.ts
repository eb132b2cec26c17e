import { UnauthenticatedError } from '../../shared/domain/domain-error.js';
import type { Business } from '../domain/business.js';
import { normaliseEmail, type User } from '../domain/user.js';
import { INVALID_CREDENTIALS_MESSAGE, type AccountDeps } from './account-deps.js';

export interface Credentials {
  email: string;
  password: string;
}

function invalidCredentials(): UnauthenticatedError {
  return new UnauthenticatedError('auth.invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
}

/**
 * The three logins share one rule: an unknown email, a wrong password, an account of the wrong
 * kind and a disabled account all get the same answer after the same hashing work, so no login
 * reveals which emails exist (or which were demo accounts).
 */
async function checkPassword<T extends { passwordHash: string }>(
  hasher: AccountDeps['hasher'],
  account: T | null,
  password: string,
): Promise<T> {
  const ok = await hasher.verify(account?.passwordHash ?? null, password);
  if (!account || !ok) throw invalidCredentials();
  return account;
}

/** Customers only: the admin has a login of its own. */
export class LogInCustomer {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'hasher'>) {}

  async execute({ email, password }: Credentials): Promise<User> {
    const found = await this.deps.users.findByEmail(normaliseEmail(email));
    return checkPassword(this.deps.hasher, found?.isCustomer && !found.disabled ? found : null, password);
  }
}

/** The special admin (id 999) only. */
export class LogInAdmin {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'hasher'>) {}

  async execute({ email, password }: Credentials): Promise<User> {
    const found = await this.deps.users.findByEmail(normaliseEmail(email));
    return checkPassword(this.deps.hasher, found?.isAdmin && !found.disabled ? found : null, password);
  }
}

export class LogInBusiness {
  constructor(private readonly deps: Pick<AccountDeps, 'businesses' | 'hasher'>) {}

  async execute({ email, password }: Credentials): Promise<Business> {
    const found = await this.deps.businesses.findByEmail(normaliseEmail(email));
    return checkPassword(this.deps.hasher, found && !found.disabled ? found : null, password);
  }
}

import { UnauthenticatedError } from '../../shared/domain/domain-error.js';
import type { StaffMember } from '../../team/domain/staff-member.js';
import type { Account } from '../domain/account.js';
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

/**
 * The portal's sign-in: the business's own login (its owner), else a member of a business's staff
 * (accepted, not removed, business not disabled). Either way one password check, so a staff email
 * is told apart from nothing.
 */
export class LogInBusiness {
  constructor(private readonly deps: Pick<AccountDeps, 'businesses' | 'staff' | 'hasher'>) {}

  async execute({ email, password }: Credentials): Promise<Account> {
    const normalised = normaliseEmail(email);
    const business = await this.deps.businesses.findByEmail(normalised);
    if (business) {
      const owner = await checkPassword(this.deps.hasher, business.disabled ? null : business, password);
      return { type: 'business', business: owner };
    }
    const candidate = await this.staffCandidate(normalised);
    const signedIn = await checkPassword(this.deps.hasher, candidate, password);
    return { type: 'staff', member: signedIn.member, business: signedIn.business };
  }

  private async staffCandidate(email: string): Promise<{ passwordHash: string; member: StaffMember; business: Business } | null> {
    const member = await this.deps.staff.findByEmail(email);
    if (!member?.canSignIn) return null;
    const business = await this.deps.businesses.findById(member.businessId);
    if (!business || business.disabled) return null;
    return { passwordHash: member.passwordHash, member, business };
  }
}

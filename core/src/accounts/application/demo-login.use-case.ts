import { NotFoundError } from '../../shared/domain/domain-error.js';
import { DEMO_BUSINESS, DEMO_CUSTOMER } from '../../demo/domain/demo-accounts.js';
import type { Account } from '../domain/account.js';
import type { AccountDeps } from './account-deps.js';

/** Signs in a seeded demo account. With demo mode off the accounts do not exist: NotFound. */
export class DemoLogin {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'businesses'> & { demoMode: boolean }) {}

  async execute(kind: 'user' | 'business'): Promise<Account> {
    if (!this.deps.demoMode) throw new NotFoundError('demo.disabled', 'Demo logins are turned off');
    if (kind === 'user') {
      const user = await this.deps.users.findByEmail(DEMO_CUSTOMER.email);
      if (user?.isCustomer && !user.disabled) return { type: 'user', user };
    } else {
      const business = await this.deps.businesses.findByEmail(DEMO_BUSINESS.email);
      if (business && !business.disabled) return { type: 'business', business };
    }
    throw new NotFoundError('demo.account_missing', 'The demo account has not been seeded');
  }
}

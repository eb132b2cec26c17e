import { ConflictError, NotFoundError, UnauthenticatedError } from '../../shared/domain/domain-error.js';
import type { Account } from '../domain/account.js';
import type { Actor } from '../domain/actor.js';
import type { Business } from '../domain/business.js';
import { normaliseEmail, type User } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';

export interface ProfileChanges {
  username?: string | undefined;
  email?: string | undefined;
}

/** A business's name is read-only (customer-side section 5): a business changes its email only. */
export class UpdateAccount {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'businesses'>) {}

  async execute(actor: Actor, changes: ProfileChanges): Promise<Account> {
    if (actor.kind === 'anonymous') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
    if (actor.kind === 'business') return { type: 'business', business: await this.updateBusiness(actor.businessId, changes) };
    return { type: 'user', user: await this.updateUser(actor.userId, changes) };
  }

  private async updateUser(userId: number, changes: ProfileChanges): Promise<User> {
    const { users } = this.deps;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('user.not_found', 'Account not found');
    if (changes.email !== undefined && normaliseEmail(changes.email) !== user.email) {
      const other = await users.findByEmail(normaliseEmail(changes.email));
      if (other && other.id !== user.id) throw new ConflictError('user.email_taken', 'An account with this email already exists');
    }
    if (changes.username !== undefined && changes.username.trim() !== user.username) {
      const other = await users.findByUsername(changes.username.trim());
      if (other && other.id !== user.id) throw new ConflictError('user.username_taken', 'This username is already taken');
    }
    user.updateProfile(changes);
    await users.save(user);
    return user;
  }

  private async updateBusiness(businessId: number, changes: ProfileChanges): Promise<Business> {
    const { businesses } = this.deps;
    const business = await businesses.findById(businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    if (changes.email !== undefined && normaliseEmail(changes.email) !== business.email) {
      const other = await businesses.findByEmail(normaliseEmail(changes.email));
      if (other && other.id !== business.id) {
        throw new ConflictError('business.email_taken', 'A business with this email already exists');
      }
      business.updateEmail(changes.email);
      await businesses.save(business);
    }
    return business;
  }
}

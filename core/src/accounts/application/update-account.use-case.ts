import { NotFoundError, UnauthenticatedError, ValidationError, ConflictError } from '../../shared/domain/domain-error.js';
import { EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE } from '../schemas/account-recovery.schema.js';
import type { Account } from '../domain/account.js';
import type { Actor } from '../domain/actor.js';
import type { Business } from '../domain/business.js';
import { normaliseEmail, type User } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';
import { loadAccount } from './account-recovery-deps.js';

export interface ProfileChanges {
  username?: string | undefined;
  email?: string | undefined;
}

/**
 * Edits the profile: a customer's username. The email is sent back as it is; a different one is
 * refused, because an email changes only through RequestEmailChange (current password, then a link
 * opened from the new address). A business's name is read-only (customer-side section 5).
 */
export class UpdateAccount {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'businesses' | 'staff'>) {}

  async execute(actor: Actor, changes: ProfileChanges): Promise<Account> {
    if (actor.kind === 'anonymous') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
    if (actor.kind === 'business' && actor.staffId !== null) return this.updateStaff(actor.staffId, changes);
    if (actor.kind === 'business') return { type: 'business', business: await this.updateBusiness(actor.businessId, changes) };
    return { type: 'user', user: await this.updateUser(actor.userId, changes) };
  }

  private async updateUser(userId: number, changes: ProfileChanges): Promise<User> {
    const { users } = this.deps;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('user.not_found', 'Account not found');
    refuseEmailChange(changes, user.email);
    if (changes.username !== undefined && changes.username.trim() !== user.username) {
      const other = await users.findByUsername(changes.username.trim());
      if (other && other.id !== user.id) throw new ConflictError('user.username_taken', 'This username is already taken');
    }
    user.updateProfile({ username: changes.username });
    await users.save(user);
    return user;
  }

  /** A member of staff edits their own name (the team list shows it). */
  private async updateStaff(staffId: number, changes: ProfileChanges): Promise<Account> {
    const account = await loadAccount(this.deps, { type: 'staff', id: staffId });
    if (!account || account.type !== 'staff') throw new UnauthenticatedError('auth.required', 'Please sign in to continue.');
    refuseEmailChange(changes, account.member.email);
    if (changes.username !== undefined && changes.username.trim() !== '') {
      account.member.rename(changes.username);
      await this.deps.staff.save(account.member);
    }
    return account;
  }

  private async updateBusiness(businessId: number, changes: ProfileChanges): Promise<Business> {
    const { businesses } = this.deps;
    const business = await businesses.findById(businessId);
    if (!business) throw new NotFoundError('business.not_found', 'Business not found');
    refuseEmailChange(changes, business.email);
    return business;
  }
}

function refuseEmailChange(changes: ProfileChanges, current: string): void {
  if (changes.email === undefined || normaliseEmail(changes.email) === current) return;
  throw new ValidationError(EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE, [{ path: 'email', message: EMAIL_CHANGE_NEEDS_CONFIRMATION_MESSAGE }], 'profile.email_needs_confirmation');
}

import { ConflictError } from '../../shared/domain/domain-error.js';
import { User } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';

export interface RegisterCustomerInput {
  username: string;
  email: string;
  password: string;
}

/** Creates a customer account (role user); registration signs the new account in, so it is returned. */
export class RegisterCustomer {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'businesses' | 'hasher' | 'clock'>) {}

  async execute(input: RegisterCustomerInput): Promise<User> {
    const { users, hasher, clock } = this.deps;
    const draft = User.register({ ...input, passwordHash: '', now: clock.now() });
    if (await users.findByEmail(draft.email)) {
      throw new ConflictError('user.email_taken', 'An account with this email already exists');
    }
    if (await users.findByUsername(draft.username)) {
      throw new ConflictError('user.username_taken', 'This username is already taken');
    }
    draft.passwordHash = await hasher.hash(input.password);
    return users.add(draft);
  }
}

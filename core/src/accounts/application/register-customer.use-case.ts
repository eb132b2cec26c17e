import { dispatchWritten, type EmailWriting } from '../../mail/application/outbox-emails.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { renderCustomerWelcome } from '../../mail/domain/welcome.email.js';
import { ConflictError } from '../../shared/domain/domain-error.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { User } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';

export interface RegisterCustomerInput {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates a customer account (role user) with its welcome email in the outbox, in one transaction;
 * registration signs the new account in, so it is returned.
 */
export class RegisterCustomer {
  constructor(private readonly deps: Pick<AccountDeps, 'users' | 'hasher' | 'clock'> & EmailWriting & { transactions: TransactionRunner }) {}

  async execute(input: RegisterCustomerInput): Promise<User> {
    const { users, hasher, clock } = this.deps;
    const now = clock.now();
    const draft = User.register({ ...input, passwordHash: '', now });
    if (await users.findByEmail(draft.email)) {
      throw new ConflictError('user.email_taken', 'An account with this email already exists');
    }
    if (await users.findByUsername(draft.username)) {
      throw new ConflictError('user.username_taken', 'This username is already taken');
    }
    draft.passwordHash = await hasher.hash(input.password);
    const { user, emailId } = await this.deps.transactions.run(async (tx) => {
      const added = await tx.users.add(draft);
      const welcome = renderCustomerWelcome({ username: added.username }, this.deps.mailSettings);
      const id = await tx.outbox.add(outboxDraft(welcome, { kind: 'welcome', dedupeKey: `welcome:user:${added.id}`, to: added.email }), now);
      return { user: added, emailId: id };
    });
    await dispatchWritten(this.deps.emailDispatch, [emailId]);
    return user;
  }
}

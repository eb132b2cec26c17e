import type { SecretTokens } from '../../accounts/ports/secret-tokens.port.js';
import type { PasswordHasher } from '../../accounts/ports/password-hasher.port.js';
import type { EmailDispatch } from '../../mail/ports/email-dispatch.port.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';

/** The ports of the team use cases. */
export interface TeamDeps {
  repositories: Pick<Repositories, 'staff' | 'businesses' | 'accountTokens'>;
  transactions: TransactionRunner;
  secrets: SecretTokens;
  hasher: PasswordHasher;
  emailDispatch: EmailDispatch;
  clock: Clock;
  /** PUBLIC_URL: the invitation links point there. */
  publicUrl: string;
}

/** The portal's page where an invitation is accepted. */
export const STAFF_JOIN_PATH = '/business/join';

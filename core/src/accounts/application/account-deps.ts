import type { Clock } from '../../shared/ports/clock.port.js';
import type { BusinessRepository } from '../ports/business.repository.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';
import type { StaffRepository } from '../../team/ports/staff.repository.port.js';

/** The ports the account use cases share. */
export interface AccountDeps {
  users: UserRepository;
  businesses: BusinessRepository;
  /** Staff sign in where their business does. */
  staff: StaffRepository;
  hasher: PasswordHasher;
  clock: Clock;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

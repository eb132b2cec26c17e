import { ConflictError } from '../../shared/domain/domain-error.js';
import { Business, type BusinessRegistration } from '../domain/business.js';
import { normaliseEmail } from '../domain/user.js';
import type { AccountDeps } from './account-deps.js';

export type RegisterBusinessInput = Omit<BusinessRegistration, 'passwordHash'> & { password: string };

/** Creates an unverified business (role business) and returns it; registration signs it in. */
export class RegisterBusiness {
  constructor(private readonly deps: Pick<AccountDeps, 'businesses' | 'hasher' | 'clock'>) {}

  async execute(input: RegisterBusinessInput): Promise<Business> {
    const { businesses, hasher, clock } = this.deps;
    if (await businesses.findByEmail(normaliseEmail(input.email))) {
      throw new ConflictError('business.email_taken', 'A business with this email already exists');
    }
    const { password, ...registration } = input;
    const passwordHash = await hasher.hash(password);
    return businesses.add(Business.register({ ...registration, passwordHash, now: clock.now() }));
  }
}

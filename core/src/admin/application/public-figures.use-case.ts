import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { WaitlistRepository } from '../../waitlist/ports/waitlist.repository.port.js';
import type { PublicFigures } from '../domain/platform-figures.js';

/** The Partnerships page's counters, for anyone: the same aggregates as the admin's figures. */
export class GetPublicFigures {
  constructor(private readonly deps: { users: UserRepository; businesses: BusinessRepository; waitlist: WaitlistRepository }) {}

  async execute(): Promise<PublicFigures> {
    const { users, businesses, waitlist } = this.deps;
    const waitlistTypes = await waitlist.countByType();
    const verification = await businesses.countByVerification();
    return {
      waitlist: waitlistTypes.discounter + waitlistTypes.business,
      customers: await users.countCustomers(),
      businesses: verification.verified + verification.unverified,
    };
  }
}

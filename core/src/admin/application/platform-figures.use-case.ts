import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { salesFromTotals } from '../../ledger/domain/ledger-entry.js';
import type { LedgerRepository } from '../../ledger/ports/ledger.repository.port.js';
import type { PurchaseRepository } from '../../purchases/ports/purchase.repository.port.js';
import { cents } from '../../shared/domain/money.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { WaitlistRepository } from '../../waitlist/ports/waitlist.repository.port.js';
import type { PlatformFigures } from '../domain/platform-figures.js';

/** The platform's figures for the admin: one aggregate query per table; the money summed over the ledger. */
export class GetPlatformFigures {
  constructor(
    private readonly deps: {
      users: UserRepository;
      businesses: BusinessRepository;
      deals: DealRepository;
      purchases: PurchaseRepository;
      ledger: LedgerRepository;
      waitlist: WaitlistRepository;
      clock: Clock;
    },
  ) {}

  async execute(actor: Actor): Promise<PlatformFigures> {
    requireAdmin(actor);
    const { users, businesses, deals, purchases, waitlist, clock } = this.deps;
    const customers = await users.countCustomers();
    const verification = await businesses.countByVerification();
    const dealCounts = await deals.countAll(clock.now());
    const counts = await purchases.platformFigures();
    const money = salesFromTotals(await this.deps.ledger.totals());
    const sales = {
      ...counts,
      grossSalesCents: cents(money.grossSalesCents),
      businessShareCents: cents(money.businessShareCents),
      platformFeeCents: cents(money.platformFeeCents),
    };
    const waitlistTypes = await waitlist.countByType();
    return {
      customers,
      businesses: { total: verification.verified + verification.unverified, ...verification },
      deals: dealCounts,
      sales,
      waitlist: {
        total: waitlistTypes.discounter + waitlistTypes.business,
        discounters: waitlistTypes.discounter,
        businesses: waitlistTypes.business,
      },
    };
  }
}

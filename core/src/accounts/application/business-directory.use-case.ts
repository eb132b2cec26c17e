import { NotFoundError } from '../../shared/domain/domain-error.js';
import { paginate, type PageRequest, type Pagination } from '../../shared/domain/paging.js';
import { dispatchWritten, type EmailWriting } from '../../mail/application/outbox-emails.js';
import { renderBusinessVerified } from '../../mail/domain/business-verified.email.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { requireAdmin, type Actor } from '../domain/actor.js';
import type { Business } from '../domain/business.js';
import type { FavoriteDealNotices } from '../../favorites/ports/favorite-deal-notices.port.js';
import type { BusinessRepository } from '../ports/business.repository.port.js';

/** Every business, oldest first (the operator's CLI listing). */
export class ListBusinesses {
  constructor(private readonly deps: { businesses: BusinessRepository }) {}

  async execute(): Promise<Business[]> {
    return this.deps.businesses.listAll();
  }
}

/** One page of businesses, newest first, with the total: two statements, never the whole table. */
export class ListBusinessesPage {
  constructor(private readonly deps: { businesses: BusinessRepository }) {}

  async execute(page: PageRequest): Promise<{ businesses: Business[]; pagination: Pagination }> {
    const { businesses, total } = await this.deps.businesses.list({}, page);
    return { businesses, pagination: paginate(total, page) };
  }
}

/**
 * The admin verifies a business after the phone check; its draft deals publish at once, its free
 * 30 days of listing start, and the business is told by email, in the same transaction.
 */
export class VerifyBusiness {
  constructor(private readonly deps: { transactions: TransactionRunner; clock: Clock; favoriteDealNotices?: FavoriteDealNotices } & EmailWriting) {}

  async execute(actor: Actor, businessId: number): Promise<{ business: Business; publishedDeals: number }> {
    requireAdmin(actor);
    const now = this.deps.clock.now();
    const { result, emailId } = await this.deps.transactions.run(async ({ businesses, deals, outbox, subscriptions }) => {
      const business = await businesses.findById(businessId);
      if (!business) throw new NotFoundError('business.not_found', 'Business not found');
      // A subscription paid before the verification may list it for longer than the free 30 days.
      const latest = business.verified ? null : await subscriptions.findLatestByBusiness(business.id);
      const newlyVerified = business.verify(now, latest?.listedThrough() ?? null);
      if (newlyVerified) await businesses.save(business);
      const publishedDeals = await deals.publishDrafts(business.id);
      let id: number | null = null;
      if (newlyVerified) {
        const email = renderBusinessVerified({ businessName: business.name, publishedDeals }, this.deps.mailSettings);
        id = await outbox.add(outboxDraft(email, { kind: 'business-verified', dedupeKey: `business-verified:${business.id}`, to: business.email }), now);
      }
      return { result: { business, publishedDeals }, emailId: id };
    });
    await dispatchWritten(this.deps.emailDispatch, [emailId]);
    if (result.publishedDeals > 0) await this.deps.favoriteDealNotices?.draftsPublished(result.business.id);
    return result;
  }
}

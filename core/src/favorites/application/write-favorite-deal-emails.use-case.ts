import { DEFAULT_EMAIL_PREFERENCES } from '../../accounts/domain/email-preferences.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { OutboxWrites, type NoticeWriting, type OutboxWriteReport } from '../../mail/application/outbox-emails.js';
import { renderFavoriteNewDeal } from '../../mail/domain/favorite-new-deal.email.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import { FAVORITE_DEAL_EMAIL_BATCH, favoriteNewDealKey } from '../domain/favorite.js';
import type { FavoriteRepository } from '../ports/favorite.repository.port.js';

/** What a `favorite-deal-emails` job names: deals just created published, or a business whose drafts its verification published. */
export type FavoriteDealEmailsRequest = { dealIds: readonly number[] } | { businessId: number };

/**
 * The `favorite-deal-emails` job: for each deal named (still live), one outbox email to every
 * follower of its business whose `favoriteDeals` switch is on, written in batches of
 * {@link FAVORITE_DEAL_EMAIL_BATCH} followers and dispatched after each batch. The outbox key
 * `favorite-new-deal:<dealId>:<userId>` makes each email once, however often the job runs.
 */
export class WriteFavoriteDealEmails {
  constructor(
    private readonly deps: NoticeWriting & {
      favorites: FavoriteRepository;
      deals: DealRepository;
      businesses: BusinessRepository;
      batchSize?: number;
    },
  ) {}

  async execute(request: FavoriteDealEmailsRequest): Promise<OutboxWriteReport> {
    const now = this.deps.clock.now();
    const writes = new OutboxWrites();
    for (const deal of await this.dealsOf(request, now)) {
      const business = await this.deps.businesses.findById(deal.businessId);
      if (!business || !business.verified || !business.isListed(now)) continue;
      let afterUserId = 0;
      for (;;) {
        const followers = await this.deps.favorites.consentingFollowers(business.id, {
          afterUserId,
          limit: this.deps.batchSize ?? FAVORITE_DEAL_EMAIL_BATCH,
          consentByDefault: DEFAULT_EMAIL_PREFERENCES.favoriteDeals,
        });
        if (followers.length === 0) break;
        const batch = new OutboxWrites();
        for (const follower of followers) {
          const unsubscribe = await this.deps.unsubscribeLinks.forEmail({ account: 'customer', userId: follower.userId, list: 'favoriteDeals' });
          const rendered = renderFavoriteNewDeal({
            customerName: follower.name,
            businessName: business.name,
            dealId: deal.id,
            dealTitle: deal.title,
            publicUrl: this.deps.settings.publicUrl,
            unsubscribeUrl: unsubscribe.url,
          });
          const id = await this.deps.outbox.add(
            outboxDraft(rendered, {
              kind: 'favorite-new-deal',
              dedupeKey: favoriteNewDealKey(deal.id, follower.userId),
              to: follower.email,
              headers: unsubscribe.headers,
            }),
            now,
          );
          batch.record(id);
          writes.record(id);
        }
        await this.deps.dispatch.dispatch(batch.ids);
        afterUserId = followers[followers.length - 1]!.userId;
      }
    }
    return writes.report;
  }

  private async dealsOf(request: FavoriteDealEmailsRequest, now: Date): Promise<Deal[]> {
    const deals =
      'dealIds' in request
        ? await this.deps.deals.findByIds(request.dealIds)
        : (await this.deps.deals.list({ businessId: request.businessId, visibility: { at: now, visible: true } }, { page: 1, limit: 100 })).deals;
    return deals.filter((deal) => deal.isVisible(now));
  }
}

import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import type { Business } from '../../accounts/domain/business.js';
import type { BusinessRepository } from '../../accounts/ports/business.repository.port.js';
import type { DealCounts, DealRepository } from '../../deals/ports/deal.repository.port.js';
import { paginate, type Pagination } from '../../shared/domain/paging.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { DEFAULT_ADMIN_BUSINESSES_PAGE_SIZE, MAX_ADMIN_BUSINESSES_PAGE_SIZE } from '../schemas/admin-businesses-query.schema.js';

export interface AdminBusinessListQuery {
  q?: string | undefined;
  verified?: boolean | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface AdminBusinessListing {
  business: Business;
  deals: DealCounts;
}

export interface AdminBusinessList {
  businesses: AdminBusinessListing[];
  pagination: Pagination;
}

/** Every business, verified or not, with its deal counts: three statements whatever the page size. */
export class ListBusinessesForAdmin {
  constructor(private readonly deps: { businesses: BusinessRepository; deals: DealRepository; clock: Clock }) {}

  async execute(actor: Actor, query: AdminBusinessListQuery = {}): Promise<AdminBusinessList> {
    requireAdmin(actor);
    const page = Math.max(1, Math.trunc(query.page ?? 1));
    const limit = Math.min(MAX_ADMIN_BUSINESSES_PAGE_SIZE, Math.max(1, Math.trunc(query.limit ?? DEFAULT_ADMIN_BUSINESSES_PAGE_SIZE)));
    const { businesses, total } = await this.deps.businesses.list(
      { text: query.q?.trim() || undefined, verified: query.verified },
      { page, limit },
    );
    const counts = await this.deps.deals.countByBusiness(
      businesses.map((business) => business.id),
      this.deps.clock.now(),
    );
    return {
      businesses: businesses.map((business) => ({ business, deals: counts.get(business.id) ?? { total: 0, live: 0, drafts: 0 } })),
      pagination: paginate(total, { page, limit }),
    };
  }
}

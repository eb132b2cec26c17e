import type { Business } from '@marketplace/core/accounts/domain/business';
import type { User } from '@marketplace/core/accounts/domain/user';
import type { Deal } from '@marketplace/core/deals/domain/deal';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { aBusiness } from './business.mother.js';
import { aDeal, type DealOverrides } from './deal.mother.js';
import { aUser } from './user.mother.js';

export interface Shop {
  user: User;
  business: Business;
  deal: Deal;
}

/** A stored customer, business and deal, so rows that reference them satisfy a database's foreign keys. */
export async function givenAShop(repositories: Repositories, deal: DealOverrides = {}): Promise<Shop> {
  const user = await repositories.users.add(aUser());
  const business = await repositories.businesses.add(aBusiness());
  const stored = await repositories.deals.add(aDeal({ ...deal, businessId: business.id }));
  return { user, business, deal: stored };
}

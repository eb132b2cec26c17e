import type { DealCounts } from '../../deals/ports/deal.repository.port.js';
import type { PlatformSalesFigures } from '../../purchases/ports/purchase.repository.port.js';

/** The admin dashboard's platform figures, each counted by the store rather than from loaded rows. */
export interface PlatformFigures {
  /** Customer accounts (the admin is not one). */
  customers: number;
  businesses: { total: number; verified: number; unverified: number };
  deals: DealCounts;
  sales: PlatformSalesFigures;
  waitlist: { total: number; discounters: number; businesses: number };
}

/** The figures anyone may see (the Partnerships page): counts only, nothing about any account. */
export interface PublicFigures {
  /** Waitlist entries of both kinds. */
  waitlist: number;
  /** Customer accounts. */
  customers: number;
  /** Business accounts, verified or not. */
  businesses: number;
}

import { isDealVisible } from '@marketplace/core/deals/domain/deal';
import type { BadgeTone } from '@marketplace/web-common/components/ui/badge';
import type { BusinessDeal } from '../../api/get-business-deals.js';

/**
 * Where a deal of the business stands: live (the Active tab) or one of the reasons it is not
 * (the Inactive tab, "expired or deactivated"), and what the business can do about it.
 */
export type DealState = 'active' | 'scheduled' | 'paused' | 'draft' | 'expired';

export function dealState(deal: Pick<BusinessDeal, 'active' | 'startDate' | 'endDate' | 'awaitingVerification'>, now: Date): DealState {
  const dates = { active: deal.active, startDate: new Date(deal.startDate), endDate: new Date(deal.endDate) };
  if (isDealVisible(dates, now)) return 'active';
  if (dates.endDate.getTime() < now.getTime()) return 'expired';
  if (deal.awaitingVerification && !deal.active) return 'draft';
  if (!deal.active) return 'paused';
  return 'scheduled';
}

export const DEAL_STATE_LABELS: Record<DealState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  paused: 'Deactivated',
  draft: 'Draft',
  expired: 'Expired',
};

export const DEAL_STATE_TONES: Record<DealState, BadgeTone> = {
  active: 'success',
  scheduled: 'brand',
  paused: 'neutral',
  draft: 'warning',
  expired: 'danger',
};

/** Pause while shoppers can (or soon will) see it; resume a paused one that has not ended. */
export function dealAction(state: DealState): 'pause' | 'resume' | null {
  if (state === 'active' || state === 'scheduled') return 'pause';
  if (state === 'paused') return 'resume';
  return null;
}

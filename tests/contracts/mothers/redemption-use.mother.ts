import type { RedemptionUse } from '@marketplace/core/purchases/ports/purchase.repository.port';

/** A use redeemed at `at` by a business scanning a text code (the log line's author is not checked). */
export function useAt(at: Date, by: RedemptionUse['by'] = { type: 'business', id: 1 }): RedemptionUse {
  return { at, by, channel: 'text_code' };
}

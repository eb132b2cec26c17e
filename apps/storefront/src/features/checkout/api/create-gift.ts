import type { GiftDetailsInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { SentGift } from '../../../api/get-sent-gifts.js';
import type { PurchaseRequest } from './create-purchase.js';

/** POST /api/gifts after a confirmed payment: the purchase recorded as a gift. */
export function createGift(request: PurchaseRequest & { gift: GiftDetailsInput }): Promise<SentGift> {
  return apiFetch<SentGift>('/api/gifts', { method: 'POST', body: request });
}

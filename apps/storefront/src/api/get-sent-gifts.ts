import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sentGiftSchema } from '@marketplace/core/gifts/schemas/gift.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** A gift as its buyer sees it (core's response type). */
export type SentGift = z.infer<typeof sentGiftSchema>;

/** GET /api/gifts: the gifts the signed-in customer bought, newest first. */
export const sentGiftsQueryOptions = () =>
  queryOptions({ queryKey: ['gifts', 'sent'], queryFn: ({ signal }) => apiFetch<SentGift[]>('/api/gifts', { signal }) });

export function useSentGifts(enabled: boolean) {
  return useQuery({ ...sentGiftsQueryOptions(), enabled });
}

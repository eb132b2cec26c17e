import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { giftClaimViewSchema } from '@marketplace/core/gifts/schemas/gift.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** What a claim link shows (core's response type). */
export type GiftClaimView = z.infer<typeof giftClaimViewSchema>;

/** Every claim link's answer, for a claim to refresh them all. */
export const giftClaimsKey = () => ['gifts', 'claim'] as const;

/** POST /api/gifts/claim/view: the gift behind a claim link (the token travels in the body); per account, as the answer says whether it is yours. */
export const giftClaimQueryOptions = (token: string, accountId: number | null) =>
  queryOptions({
    queryKey: [...giftClaimsKey(), token, accountId],
    queryFn: ({ signal }) => apiFetch<GiftClaimView>('/api/gifts/claim/view', { method: 'POST', body: { token }, signal }),
    retry: false,
  });

export function useGiftClaim(token: string, accountId: number | null, enabled: boolean) {
  return useQuery({ ...giftClaimQueryOptions(token, accountId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashToDiscountDealPayloadInput } from '@marketplace/core/deals/schemas/cash-to-discount-deal.schema';
import type { SliderDealPayloadInput } from '@marketplace/core/deals/schemas/slider-deal.schema';
import type { StandardDealPayloadInput } from '@marketplace/core/deals/schemas/standard-deal.schema';
import type { CreatedDealResponse } from '@marketplace/core/deals/schemas/deal.response';
import { businessDealsKey } from '../../../api/get-business-deals.js';
import { businessStatsQueryOptions } from '../../../api/get-business-stats.js';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';
import { useNavigateAndWait } from '@marketplace/web-common/components/app-shell/app-router';

export type CreateDealPayload = StandardDealPayloadInput | SliderDealPayloadInput | CashToDiscountDealPayloadInput;

/** POST /api/deals answers the created deal; `draft` when it waits for the business's verification. */
export type CreatedDealAnswer = CreatedDealResponse;

/** POST /api/deals with any of the three creation payloads (business-side section 7). */
export function createDeal(payload: CreateDealPayload): Promise<CreatedDealAnswer> {
  return apiFetch<CreatedDealAnswer>('/api/deals', { method: 'POST', body: payload });
}

/** What a form says after creating (business-side section 8); each form has its own titles. */
export interface CreateDealToasts {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
}

/** The success toast's description: the form's sentence, plus the draft notice for an unverified business. */
export function createdDescription(toasts: CreateDealToasts, answer: Pick<CreatedDealAnswer, 'draft'>): string {
  return answer.draft ? `${toasts.successDescription} ${DRAFT_NOTICE}` : toasts.successDescription;
}

/**
 * Creates a deal: on success refreshes the business's deals and figures, toasts and goes to the
 * dashboard; on failure a destructive toast with the server's message.
 */
export function useCreateDeal(toasts: CreateDealToasts) {
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  return useMutation({
    mutationFn: createDeal,
    onSuccess: async (answer) => {
      toast({ title: toasts.successTitle, description: createdDescription(toasts, answer) });
      // Marked stale here, refetched by the dashboard as it mounts: no need to wait for them.
      void queryClient.invalidateQueries({ queryKey: businessDealsKey() });
      void queryClient.invalidateQueries({ queryKey: businessStatsQueryOptions().queryKey });
      await navigate('/business/dashboard');
    },
    onError: (error) => {
      toast({ title: toasts.failureTitle, description: errorDescription(error), variant: 'destructive' });
    },
  });
}

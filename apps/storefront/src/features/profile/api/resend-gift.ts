import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { sentGiftsQueryOptions, type SentGift } from '../../../api/get-sent-gifts.js';

/** POST /api/gifts/{id}/resend: a new email with a new link; the list is refreshed. */
export function useResendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<SentGift>(`/api/gifts/${id}/resend`, { method: 'POST' }),
    onSuccess: async (gift) => {
      toast({ title: 'Gift sent again', description: `A new link went to ${gift.recipientEmail}; the earlier one no longer works.` });
      await queryClient.invalidateQueries({ queryKey: sentGiftsQueryOptions().queryKey });
    },
    onError: (error) => toast({ title: 'Could not resend the gift', description: errorDescription(error), variant: 'destructive' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReassignGiftPayloadInput } from '@marketplace/core/gifts/schemas/gift-payloads.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { sentGiftsQueryOptions, type SentGift } from '../../../api/get-sent-gifts.js';

/** POST /api/gifts/{id}/reassign: the gift goes to someone else; the list is refreshed. */
export function useReassignGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, recipient }: { id: number; recipient: ReassignGiftPayloadInput }) => apiFetch<SentGift>(`/api/gifts/${id}/reassign`, { method: 'POST', body: recipient }),
    onSuccess: async (gift) => {
      toast({ title: 'Gift reassigned', description: gift.label });
      await queryClient.invalidateQueries({ queryKey: sentGiftsQueryOptions().queryKey });
    },
    onError: (error) => toast({ title: 'Could not reassign the gift', description: errorDescription(error), variant: 'destructive' }),
  });
}

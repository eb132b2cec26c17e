import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeLinkResponse } from '@marketplace/core/accounts/schemas/unsubscribe.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { unsubscribeLinkQueryOptions } from './get-unsubscribe-link.js';

/** POST /api/unsubscribe: turns off the email the link names; the answer replaces the shown link. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnsubscribeLinkResponse>('/api/unsubscribe', { method: 'POST', body: { token } }),
    onSuccess: (link) => queryClient.setQueryData(unsubscribeLinkQueryOptions(token).queryKey, link),
    onError: (error) => toast({ title: 'Not unsubscribed', description: errorDescription(error), variant: 'destructive' }),
  });
}

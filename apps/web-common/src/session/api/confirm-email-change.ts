import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailChangePayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch } from '../../api/api-client.js';
import { currentAccountQueryOptions } from './get-current-account.js';

/** POST /api/email-change/confirm: the token of the link sent to the new address. */
export function confirmEmailChange(payload: ConfirmEmailChangePayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/email-change/confirm', { method: 'POST', body: payload });
}

/** Confirms the change; a signed-in account is fetched again so its new email shows. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentAccountQueryOptions().queryKey }),
  });
}

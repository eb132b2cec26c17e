import { useMutation } from '@tanstack/react-query';
import type { ChangeEmailPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch } from '../../api/api-client.js';

/** POST /api/user/email-change: a confirmation link goes to the new address; the email changes once it is opened. */
export function requestEmailChange(payload: ChangeEmailPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/email-change', { method: 'POST', body: payload });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

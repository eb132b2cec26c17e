import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** POST /api/password-reset: a reset link for the customer account of the email, if there is one; the answer is the same either way. */
export function requestPasswordReset(payload: ForgotPasswordPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/password-reset', { method: 'POST', body: payload });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

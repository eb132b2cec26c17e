import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch } from '@marketplace/web-common/api/api-client';

/** POST /api/admin/password-reset: a reset link for the admin account of the email, if there is one; the answer is the same either way. */
export function requestAdminPasswordReset(payload: ForgotPasswordPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/admin/password-reset', { method: 'POST', body: payload });
}

export function useRequestAdminPasswordReset() {
  return useMutation({ mutationFn: requestAdminPasswordReset });
}

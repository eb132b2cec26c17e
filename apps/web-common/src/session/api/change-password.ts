import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordPayload } from '@marketplace/core/accounts/schemas/account-recovery.schema';
import type { MessageResponse } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch } from '../../api/api-client.js';
import { toast } from '../../toast/toast-store.js';

/** POST /api/user/password: the current and the new password; other sessions end, this one is renewed. */
export function changePassword(payload: ChangePasswordPayload): Promise<MessageResponse> {
  return apiFetch<MessageResponse>('/api/user/password', { method: 'POST', body: payload });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => toast({ title: 'Password changed', description: message }),
  });
}

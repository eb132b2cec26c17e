import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '@marketplace/core/contact/domain/contact-message';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { adminContactMessagesKey, type AdminContactMessage } from './get-contact-messages.js';

/** PATCH /api/admin/contact-messages/:id with the new status, then every cached page is refetched. */
export function useChangeContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      apiFetch<AdminContactMessage>(`/api/admin/contact-messages/${id}`, { method: 'PATCH', body: { status } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminContactMessagesKey() });
    },
    onError: (error) => toast({ title: 'Status not changed', description: errorDescription(error), variant: 'destructive' }),
  });
}

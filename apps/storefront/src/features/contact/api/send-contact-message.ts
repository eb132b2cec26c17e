import { useMutation } from '@tanstack/react-query';
import type { ContactFormValues } from '@marketplace/core/contact/schemas/contact-message.schema';
import type { CreatedWithMessage } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';

export type SendContactAnswer = CreatedWithMessage;

/** POST /api/contact: the message waits for the team in the admin area. */
export function sendContactMessage(payload: ContactFormValues): Promise<SendContactAnswer> {
  return apiFetch<SendContactAnswer>('/api/contact', { method: 'POST', body: payload });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => toast({ title: 'Your message was not sent', description: errorDescription(error), variant: 'destructive' }),
  });
}

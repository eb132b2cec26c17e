import { useMutation } from '@tanstack/react-query';
import type { WaitlistPayloadInput } from '@marketplace/core/waitlist/schemas/waitlist.schema';
import type { CreatedWithMessage } from '@marketplace/core/shared/schemas/common.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';

export type JoinWaitlistAnswer = CreatedWithMessage;

/** POST /api/waitlist: rating sent as an integer (business-side section 7). */
export function joinWaitlist(payload: WaitlistPayloadInput): Promise<JoinWaitlistAnswer> {
  return apiFetch<JoinWaitlistAnswer>('/api/waitlist', { method: 'POST', body: payload });
}

/** Joins the waitlist with the toasts of business-side section 8. */
export function useJoinWaitlist() {
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => toast({ title: 'Thank you for joining our waitlist!', description: "We'll keep you updated on our progress." }),
    onError: (error) => toast({ title: 'There was a problem with your submission', description: errorDescription(error), variant: 'destructive' }),
  });
}

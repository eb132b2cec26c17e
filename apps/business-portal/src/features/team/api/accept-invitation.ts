import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptInvitationPayload } from '@marketplace/core/team/schemas/team.schema';
import { apiFetch } from '@marketplace/web-common/api/api-client';
import type { Account } from '@marketplace/web-common/session/account';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';

/** POST /api/team/invitations/accept: name and password; the answer is the member, signed in on this browser. */
export function useAcceptInvitation({ onSignedIn }: { onSignedIn: (account: Account) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AcceptInvitationPayload) => apiFetch<Account>('/api/team/invitations/accept', { method: 'POST', body: payload }),
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      onSignedIn(account);
    },
  });
}

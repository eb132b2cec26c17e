import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BusinessRegisterPayloadInput } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import type { BusinessAccount } from '@marketplace/web-common/session/account';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';
import { DRAFT_NOTICE } from '@marketplace/core/deals/domain/draft-notice';

/** POST /api/business/register: creates the business and signs it in (DESIGN.md section 3). */
export function registerBusiness(payload: BusinessRegisterPayloadInput): Promise<BusinessAccount> {
  return apiFetch<BusinessAccount>('/api/business/register', { method: 'POST', body: payload });
}

/** What a new business is told: unverified businesses keep their deals as drafts. */
export function welcomeDescription(account: Pick<BusinessAccount, 'verified'>): string {
  return account.verified
    ? 'Your business account is ready. Publish your first deal from the dashboard.'
    : `Our team will call you to verify your business. ${DRAFT_NOTICE}`;
}

/**
 * Registers the business, stores the signed-in account and opens the dashboard. A failure raises the
 * "Business registration failed" toast and stays on the mutation: the wizard shows it (and puts
 * field issues back on their step).
 */
export function useBusinessRegistration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: registerBusiness,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      toast({ title: 'Business account created', description: welcomeDescription(account) });
      void navigate(LANDING_AFTER_LOGIN.business, { replace: true });
    },
    onError: (error) => toast({ title: 'Business registration failed', description: errorDescription(error), variant: 'destructive' }),
  });
}

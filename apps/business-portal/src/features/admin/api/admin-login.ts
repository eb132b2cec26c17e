import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AdminLoginInput } from '@marketplace/core/accounts/schemas/admin-login.schema';
import { ApiError, apiFetch } from '@marketplace/web-common/api/api-client';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { LANDING_AFTER_LOGIN } from '@marketplace/web-common/ui-constants';

/** POST /api/admin/login: the answer is the admin's account. */
export function adminLogIn(credentials: AdminLoginInput): Promise<UserAccount> {
  return apiFetch<UserAccount>('/api/admin/login', { method: 'POST', body: credentials });
}

/** What the failure toast says (business-side section 8): the server's message, else a hint to check. */
export function adminLoginFailureText(error: unknown): string {
  return (error instanceof ApiError ? error.serverMessage : undefined) || 'Please check your credentials and try again';
}

/** Signs the admin in, stores the account and goes to /admin/dashboard; a failure is a destructive toast. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: adminLogIn,
    onSuccess: (account) => {
      setSignedInAccount(queryClient, account);
      void navigate(LANDING_AFTER_LOGIN.admin, { replace: true });
    },
    onError: (error) => toast({ title: 'Login failed', description: adminLoginFailureText(error), variant: 'destructive' }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifiedBusinessResponse } from '@marketplace/core/accounts/schemas/account.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { adminBusinessesKey, type AdminBusinessPage } from './get-admin-businesses.js';
import { platformStatsQueryOptions } from './get-platform-stats.js';

export type VerifyBusinessAnswer = VerifiedBusinessResponse;

/** POST /api/admin/businesses/:id/verify (the special admin only). */
export function verifyBusiness(businessId: number): Promise<VerifyBusinessAnswer> {
  return apiFetch<VerifyBusinessAnswer>(`/api/admin/businesses/${businessId}/verify`, { method: 'POST' });
}

function publishedText(count: number): string {
  if (count === 0) return 'It had no draft deals waiting.';
  return count === 1 ? 'Its draft deal is now published.' : `Its ${count} draft deals are now published.`;
}

/** Verifies a business, says so in a toast and refreshes the business list and the figures. */
export function useVerifyBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyBusiness,
    onSuccess: async ({ business, publishedDeals }) => {
      toast({ title: 'Business verified', description: `${business.name} is verified. ${publishedText(publishedDeals)}` });
      // Every cached page shows the business verified at once; the refetch below brings the rest.
      queryClient.setQueriesData<AdminBusinessPage>({ queryKey: adminBusinessesKey() }, (page) =>
        page && {
          ...page,
          businesses: page.businesses.map((row) => (row.id === business.id ? { ...row, verified: true, deals: { ...row.deals, drafts: 0 } } : row)),
        },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBusinessesKey() }),
        queryClient.invalidateQueries({ queryKey: platformStatsQueryOptions().queryKey }),
      ]);
    },
    onError: (error) => toast({ title: 'Verification failed', description: errorDescription(error), variant: 'destructive' }),
  });
}

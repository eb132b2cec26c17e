import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobRetryResponse } from '@marketplace/core/admin/schemas/admin-jobs.response';
import { apiFetch, errorDescription } from '@marketplace/web-common/api/api-client';
import { toast } from '@marketplace/web-common/toast/toast-store';
import { jobsQueryOptions } from './get-jobs.js';

/** POST /api/admin/jobs/:id/retry (the special admin only): a failed job is queued again. */
export function retryJob(jobId: string): Promise<JobRetryResponse> {
  return apiFetch<JobRetryResponse>(`/api/admin/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' });
}

/** Retries a failed job, says so with the server's message and refreshes the overview. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: async ({ message }) => {
      toast({ title: 'Job queued again', description: message });
      await queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey });
    },
    onError: (error) => toast({ title: 'Retry failed', description: errorDescription(error), variant: 'destructive' }),
  });
}

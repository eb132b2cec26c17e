import type { JobQueueOverview } from '@marketplace/core/jobs/ports/job-queue.port';

/** Queue counts and failures as the admin sees them: no job data (it may name accounts), only the error. */
export function presentJobOverview(overview: JobQueueOverview) {
  return {
    queues: overview.queues.map((q) => ({ queue: q.queue, created: q.created, retry: q.retry, active: q.active, completed: q.completed, failed: q.failed })),
    recentFailures: overview.recentFailures.map((failure) => ({
      id: failure.id,
      queue: failure.queue,
      error: failure.error,
      failedAt: failure.failedAt.toISOString(),
      retries: failure.retries,
    })),
  };
}

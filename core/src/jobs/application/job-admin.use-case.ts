import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { JobQueue, JobQueueOverview } from '../ports/job-queue.port.js';

/** How many of the latest failures the overview lists. */
export const RECENT_JOB_FAILURES = 20;

/** The admin's view of background work: each queue's counts and the latest failures with their error. */
export class GetJobOverview {
  constructor(private readonly deps: { jobs: JobQueue }) {}

  async execute(actor: Actor): Promise<JobQueueOverview> {
    requireAdmin(actor);
    return this.deps.jobs.overview({ failures: RECENT_JOB_FAILURES });
  }
}

/** The admin queues a failed job again, for one more try. */
export class RetryJob {
  constructor(private readonly deps: { jobs: JobQueue }) {}

  async execute(actor: Actor, jobId: string): Promise<{ id: string; retried: true }> {
    requireAdmin(actor);
    const outcome = await this.deps.jobs.retry(jobId);
    if (outcome === 'not-found') throw new NotFoundError('job.not_found', `No job has the id ${jobId}.`);
    if (outcome === 'not-failed') throw new ConflictError('job.not_failed', 'Only a failed job can be retried; this one has not failed.');
    return { id: jobId, retried: true };
  }
}

import type { Logger } from 'pino';
import type { FavoriteDealNotices } from '@marketplace/core/favorites/ports/favorite-deal-notices.port';
import { FAVORITE_DEAL_EMAILS } from '@marketplace/core/jobs/domain/job-queues';
import type { JobQueue } from '@marketplace/core/jobs/ports/job-queue.port';

/**
 * Queues one `favorite-deal-emails` job per publish. A queue that cannot be reached is logged, not
 * thrown: the publish has committed and stands; those followers miss that one email.
 */
export class JobQueueFavoriteDealNotices implements FavoriteDealNotices {
  constructor(
    private readonly jobs: JobQueue,
    private readonly logger: Logger,
  ) {}

  async dealsPublished(dealIds: readonly number[]): Promise<void> {
    await this.queue({ dealIds: [...dealIds] }, `deals:${dealIds.join(',')}`);
  }

  async draftsPublished(businessId: number): Promise<void> {
    await this.queue({ businessId }, `business:${businessId}`);
  }

  private async queue(data: Record<string, unknown>, key: string): Promise<void> {
    try {
      await this.jobs.enqueue(FAVORITE_DEAL_EMAILS.name, data, { key });
    } catch (error) {
      this.logger.warn({ err: error, ...data }, 'could not queue the favorite-deal emails');
    }
  }
}

import { z } from 'zod';
import { countSchema, isoDateTimeSchema } from '../../shared/schemas/common.response.js';

/** One queue's jobs by state: waiting, waiting to retry, running, done, failed for good. */
export const jobQueueCountsSchema = z
  .strictObject({ queue: z.string(), created: countSchema, retry: countSchema, active: countSchema, completed: countSchema, failed: countSchema })
  .meta({ id: 'JobQueueCounts' });

/** A job that used up its retries, with the error of its last run. */
export const failedJobSchema = z
  .strictObject({ id: z.string(), queue: z.string(), error: z.string(), failedAt: isoDateTimeSchema, retries: countSchema })
  .meta({ id: 'FailedJob' });

export const jobOverviewSchema = z
  .strictObject({ queues: z.array(jobQueueCountsSchema), recentFailures: z.array(failedJobSchema) })
  .meta({ id: 'JobOverview' });
export type JobOverviewResponse = z.infer<typeof jobOverviewSchema>;

export const jobRetrySchema = z.strictObject({ id: z.string(), message: z.string() }).meta({ id: 'JobRetried' });
export type JobRetryResponse = z.infer<typeof jobRetrySchema>;

import { InMemoryJobQueue } from '@marketplace/adapters-memory/in-memory-job-queue';
import { describe } from 'vitest';
import { jobQueueContract } from '../contracts/job-queue.contract.js';

describe('in-memory job queue', () => {
  jobQueueContract(async (queues) => new InMemoryJobQueue(queues));
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_EXPIRED_RECORDS } from '@marketplace/core/jobs/domain/job-queues';
import { adminClient, demoBusiness, demoCustomer, expectError } from './api-helpers.js';
import { FLAKY_QUEUE, infrastructureWithJobs } from './job-fixtures.js';
import { startTestServer, type TestServer } from './test-server.js';

const world = infrastructureWithJobs();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ infrastructure: world.infrastructure });
});
afterAll(() => server.stop());

describe('the background jobs in the admin area', () => {
  it('lists each queue by state and the failures with their error, for the admin only', async () => {
    const failedId = await world.failedJob();
    const admin = await adminClient(server);
    const reply = await admin.get('/api/admin/jobs');
    expect(reply.status).toBe(200);
    expect(reply.body.queues).toEqual(
      expect.arrayContaining([
        { queue: PURGE_EXPIRED_RECORDS.name, created: expect.any(Number), retry: 0, active: 0, completed: 0, failed: 0 },
        { queue: FLAKY_QUEUE.name, created: 0, retry: 0, active: 0, completed: 0, failed: 1 },
      ]),
    );
    expect(reply.body.recentFailures).toEqual([{ id: failedId, queue: FLAKY_QUEUE.name, error: 'the printer is on fire', failedAt: expect.any(String), retries: 0 }]);

    expectError(await server.client().get('/api/admin/jobs'), 401);
    expectError(await (await demoCustomer(server)).get('/api/admin/jobs'), 403);
    expectError(await (await demoBusiness(server)).get('/api/admin/jobs'), 403);
  });

  it('retries a failed job for the admin (200), then refuses it as not failed (409); 404 for an unknown id; 403 for others', async () => {
    const failedId = await world.failedJob();
    const customer = await demoCustomer(server);
    expectError(await customer.post(`/api/admin/jobs/${failedId}/retry`), 403);
    expectError(await (await demoBusiness(server)).post(`/api/admin/jobs/${failedId}/retry`), 403);
    expectError(await server.client().post(`/api/admin/jobs/${failedId}/retry`), 401);

    const admin = await adminClient(server);
    expectError(await admin.post(`/api/admin/jobs/${randomUUID()}/retry`), 404, /No job has the id/);
    expectError(await admin.post('/api/admin/jobs/not-a-job/retry'), 404);
    world.heal();
    const retried = await admin.post(`/api/admin/jobs/${failedId}/retry`);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ id: failedId, message: 'The job is queued again; a worker will run it.' });
    await expect.poll(async () => (await admin.get('/api/admin/jobs')).body.recentFailures.some((failure: { id: string }) => failure.id === failedId)).toBe(false);
    expectError(await admin.post(`/api/admin/jobs/${failedId}/retry`), 409, 'Only a failed job can be retried; this one has not failed.');
  });
});

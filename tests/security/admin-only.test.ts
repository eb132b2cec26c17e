import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRecoveryRouter } from '@marketplace/http/routes/account-recovery.router';
import { adminRouter } from '@marketplace/http/routes/admin.router';
import { authRouter } from '@marketplace/http/routes/auth.router';
import { contactRouter } from '@marketplace/http/routes/contact.router';
import type { RouteDeps } from '@marketplace/http/routes/route-deps';
import { payoutsRouter } from '@marketplace/http/routes/payouts.router';
import { reviewsRouter } from '@marketplace/http/routes/reviews.router';
import { waitlistRouter } from '@marketplace/http/routes/waitlist.router';
import { adminClient, demoBusiness, demoCustomer, expectError, newBusiness, newOwnerBusiness, writeOutboxEmail } from '../http/api-helpers.js';
import { infrastructureWithJobs } from '../http/job-fixtures.js';
import { aReview, givenARedeemedPurchase } from '../contracts/mothers/review.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';

type Who = 'admin' | 'owner';

/** Every /api/admin route (but the admin's login) and every read of the waitlist, with who may call it. */
const PROTECTED: { method: string; path: string; route: string; allowed: Who[]; body?: Record<string, unknown> }[] = [
  { method: 'GET', path: '/api/admin/businesses', route: '/api/admin/businesses', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/stats', route: '/api/admin/stats', allowed: ['admin'] },
  { method: 'POST', path: '/api/admin/businesses/{unverified}/verify', route: '/api/admin/businesses/:id/verify', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/contact-messages', route: '/api/admin/contact-messages', allowed: ['admin'] },
  { method: 'PATCH', path: '/api/admin/contact-messages/{message}', route: '/api/admin/contact-messages/:id', allowed: ['admin'], body: { status: 'read' } },
  { method: 'GET', path: '/api/admin/mail', route: '/api/admin/mail', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/mail/{mail}', route: '/api/admin/mail/:id', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/jobs', route: '/api/admin/jobs', allowed: ['admin'] },
  { method: 'POST', path: '/api/admin/jobs/{job}/retry', route: '/api/admin/jobs/:jobId/retry', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/payouts', route: '/api/admin/payouts', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/payouts/statements/2026-W48/csv', route: '/api/admin/payouts/statements/:week/csv', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/reviews', route: '/api/admin/reviews', allowed: ['admin'] },
  { method: 'POST', path: '/api/admin/reviews/{review}/hide', route: '/api/admin/reviews/:id/hide', allowed: ['admin'], body: { reason: 'Abusive language' } },
  { method: 'POST', path: '/api/admin/reviews/{review}/unhide', route: '/api/admin/reviews/:id/unhide', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/sample-waitlist', route: '/api/admin/sample-waitlist', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist', route: '/api/waitlist', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist/summary', route: '/api/waitlist/summary', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist/export.csv', route: '/api/waitlist/export.csv', allowed: ['admin', 'owner'] },
];

let server: TestServer;
let unverifiedId: number;
let messageId: number;
let mailId: string;
let failedJobId: string;
let reviewId: number;
// A job that failed for good, for the admin to retry.
const world = infrastructureWithJobs();
beforeAll(async () => {
  server = await startTestServer({ infrastructure: world.infrastructure });
  failedJobId = await world.failedJob();
  mailId = String(await writeOutboxEmail(server, { to: 'someone@test.example', subject: 'Private', html: '<p>private</p>', text: 'private' }));
  unverifiedId = (await newBusiness(server)).id;
  const message = { name: 'Robin Vale', email: 'robin@test.example', topic: 'general', message: 'A question for the team.' };
  messageId = (await server.client().post('/api/contact', message)).body.id;
  const { repositories } = server.infrastructure;
  const shop = await givenAShop(repositories);
  const purchase = await givenARedeemedPurchase(repositories, shop);
  reviewId = (await repositories.reviews.add(aReview({ purchaseId: purchase.id, userId: shop.user.id, businessId: shop.business.id, dealId: shop.deal.id }))).id;
});
afterAll(() => server.stop());

function call(client: HttpClient, { method, path, body }: (typeof PROTECTED)[number]) {
  const at = path.replace('{unverified}', String(unverifiedId)).replace('{message}', String(messageId)).replace('{mail}', mailId).replace('{job}', failedJobId).replace('{review}', String(reviewId));
  return client.request(method, at, method === 'GET' ? {} : { json: body ?? {} });
}

async function messageStatus(): Promise<string | undefined> {
  const { messages } = await server.infrastructure.repositories.contactMessages.listPage({}, { page: 1, limit: 100 });
  return messages.find((message) => message.id === messageId)?.status;
}

async function isVerified(): Promise<boolean> {
  return (await server.infrastructure.repositories.businesses.findById(unverifiedId))!.toProps().verified;
}

describe('admin-only data', () => {
  it('covers every /api/admin route of the routers', () => {
    const deps = {} as RouteDeps;
    const adminRoutes = [adminRouter, waitlistRouter, authRouter, contactRouter, accountRecoveryRouter, payoutsRouter, reviewsRouter]
      .flatMap((make) => make(deps).stack.map((layer) => String(layer.path)))
      .filter((path) => path.startsWith('/api/admin/') && path !== '/api/admin/login' && path !== '/api/admin/password-reset');
    expect(adminRoutes.sort()).toEqual(PROTECTED.map((route) => route.route).filter((route) => route.startsWith('/api/admin/')).sort());
  });

  it('covers every read of the waitlist (only joining it is open)', () => {
    const reads = waitlistRouter({} as RouteDeps)
      .stack.filter((layer) => layer.methods.includes('GET') && String(layer.path).startsWith('/api/waitlist'))
      .map((layer) => String(layer.path));
    expect(reads.sort()).toEqual(PROTECTED.map((route) => route.route).filter((route) => route.startsWith('/api/waitlist')).sort());
  });

  it('answers 401 to a visitor', async () => {
    for (const route of PROTECTED) expectError(await call(server.client(), route), 401);
  });

  it('answers 403 to a customer, to a plain business and to the demo business', async () => {
    const callers = [await demoCustomer(server), (await newBusiness(server)).client, await demoBusiness(server)];
    for (const caller of callers) {
      for (const route of PROTECTED) expectError(await call(caller, route), 403);
    }
    expect(await isVerified()).toBe(false);
    expect(await messageStatus()).toBe('new');
  });

  it('lets a business owner read the waitlist only, and nothing else of the admin', async () => {
    const { client: owner } = await newOwnerBusiness(server);
    expect((await owner.get('/api/user')).body.role).toBe('owner');
    for (const route of PROTECTED) {
      const reply = await call(owner, route);
      if (route.allowed.includes('owner')) expect(reply.status, route.path).toBe(200);
      else expectError(reply, 403);
    }
    expect(await isVerified()).toBe(false);
  });

  it('answers the admin', async () => {
    const admin = await adminClient(server);
    for (const route of PROTECTED) expect((await call(admin, route)).status, route.path).toBe(200);
    expect(await isVerified()).toBe(true);
    expect(await messageStatus()).toBe('read');
  });
});

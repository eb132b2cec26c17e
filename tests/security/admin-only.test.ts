import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRouter } from '@marketplace/http/routes/admin.router';
import { authRouter } from '@marketplace/http/routes/auth.router';
import type { RouteDeps } from '@marketplace/http/routes/route-deps';
import { waitlistRouter } from '@marketplace/http/routes/waitlist.router';
import { adminClient, demoBusiness, demoCustomer, expectError, newBusiness, newOwnerBusiness } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';

type Who = 'admin' | 'owner';

/** Every /api/admin route (but the admin's login) and every read of the waitlist, with who may call it. */
const PROTECTED: { method: string; path: string; route: string; allowed: Who[] }[] = [
  { method: 'GET', path: '/api/admin/businesses', route: '/api/admin/businesses', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/stats', route: '/api/admin/stats', allowed: ['admin'] },
  { method: 'POST', path: '/api/admin/businesses/{unverified}/verify', route: '/api/admin/businesses/:id/verify', allowed: ['admin'] },
  { method: 'GET', path: '/api/admin/sample-waitlist', route: '/api/admin/sample-waitlist', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist', route: '/api/waitlist', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist/summary', route: '/api/waitlist/summary', allowed: ['admin', 'owner'] },
  { method: 'GET', path: '/api/waitlist/export.csv', route: '/api/waitlist/export.csv', allowed: ['admin', 'owner'] },
];

let server: TestServer;
let unverifiedId: number;
beforeAll(async () => {
  server = await startTestServer();
  unverifiedId = (await newBusiness(server)).id;
});
afterAll(() => server.stop());

function call(client: HttpClient, method: string, path: string) {
  return client.request(method, path.replace('{unverified}', String(unverifiedId)), method === 'GET' ? {} : { json: {} });
}

async function isVerified(): Promise<boolean> {
  return (await server.infrastructure.repositories.businesses.findById(unverifiedId))!.toProps().verified;
}

describe('admin-only data', () => {
  it('covers every /api/admin route of the routers', () => {
    const deps = {} as RouteDeps;
    const adminRoutes = [adminRouter, waitlistRouter, authRouter]
      .flatMap((make) => make(deps).stack.map((layer) => String(layer.path)))
      .filter((path) => path.startsWith('/api/admin/') && path !== '/api/admin/login');
    expect(adminRoutes.sort()).toEqual(PROTECTED.map((route) => route.route).filter((route) => route.startsWith('/api/admin/')).sort());
  });

  it('covers every read of the waitlist (only joining it is open)', () => {
    const reads = waitlistRouter({} as RouteDeps)
      .stack.filter((layer) => layer.methods.includes('GET') && String(layer.path).startsWith('/api/waitlist'))
      .map((layer) => String(layer.path));
    expect(reads.sort()).toEqual(PROTECTED.map((route) => route.route).filter((route) => route.startsWith('/api/waitlist')).sort());
  });

  it('answers 401 to a visitor', async () => {
    for (const { method, path } of PROTECTED) expectError(await call(server.client(), method, path), 401);
  });

  it('answers 403 to a customer, to a plain business and to the demo business', async () => {
    const callers = [await demoCustomer(server), (await newBusiness(server)).client, await demoBusiness(server)];
    for (const caller of callers) {
      for (const { method, path } of PROTECTED) expectError(await call(caller, method, path), 403);
    }
    expect(await isVerified()).toBe(false);
  });

  it('lets a business owner read the waitlist only, and nothing else of the admin', async () => {
    const { client: owner } = await newOwnerBusiness(server);
    expect((await owner.get('/api/user')).body.role).toBe('owner');
    for (const { method, path, allowed } of PROTECTED) {
      const reply = await call(owner, method, path);
      if (allowed.includes('owner')) expect(reply.status, path).toBe(200);
      else expectError(reply, 403);
    }
    expect(await isVerified()).toBe(false);
  });

  it('answers the admin', async () => {
    const admin = await adminClient(server);
    for (const { method, path } of PROTECTED) expect((await call(admin, method, path)).status, path).toBe(200);
    expect(await isVerified()).toBe(true);
  });
});

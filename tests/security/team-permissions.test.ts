import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamRole } from '@marketplace/core/accounts/domain/actor';
import { API_ROUTERS } from '@marketplace/http/app';
import type { RouteDeps } from '@marketplace/http/routes/route-deps';
import { adminClient, createDeal, newOwnerBusiness, standardDeal, unique } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from '../http/test-server.js';

/**
 * DESIGN.md 10.6, on the server: for every route of every router, which members of a business may
 * call it. The owner's own login, a manager and a cashier of the same business each call every
 * route; a refused role gets exactly 403, an allowed one never 403 (nor 401: the session is good).
 * The inventory test fails when a router gains a route this table has no rule for.
 *
 * `all`: any member (the till, their own account, and every public route);
 * `owner`: the owner only (money, figures, settings, subscription, payouts, team, waitlist);
 * `managers`: the owner and managers (deals);
 * `none`: no member of a business (customers' and the admin's routes).
 *
 * Requests are chosen to change nothing: ids that do not exist, bodies that fail validation after
 * the permission check, wrong current passwords.
 */
type Rule = 'all' | 'owner' | 'managers' | 'none';

interface Probe {
  rule: Rule;
  /** The path sent, when the route has parameters. */
  path?: string;
  body?: Record<string, unknown>;
  /** The call ends the caller's session (logout): sign in again after it. */
  endsSession?: boolean;
}

const WEEK = '2026-W48';
const NO_ID = 999999;

const PROBES: Record<string, Probe> = {
  // Public, the same for everyone.
  'GET /healthz': { rule: 'all' },
  'GET /readyz': { rule: 'all' },
  'GET /api/config': { rule: 'all' },
  'GET /api/categories': { rule: 'all' },
  'GET /api/businesses': { rule: 'all' },
  'GET /api/platform-figures': { rule: 'all' },
  'GET /api/deals': { rule: 'all' },
  'GET /api/deals/:id': { rule: 'all', path: `/api/deals/${NO_ID}` },
  'GET /api/deals/:id/reviews': { rule: 'all', path: `/api/deals/${NO_ID}/reviews` },
  'GET /api/openapi.json': { rule: 'all' },
  'GET /api/docs': { rule: 'all' },
  'GET /api/unsubscribe': { rule: 'all', path: '/api/unsubscribe?token=nonsense' },
  'GET /api/unsubscribe/one-click': { rule: 'all', path: '/api/unsubscribe/one-click?token=nonsense' },
  'POST /api/unsubscribe': { rule: 'all' },
  'POST /api/unsubscribe/one-click': { rule: 'all', path: '/api/unsubscribe/one-click?token=nonsense' },
  'POST /api/contact': { rule: 'all' },
  'POST /api/waitlist': { rule: 'all' },
  'POST /api/stripe/webhook': { rule: 'all' },
  // Signing in, out and up; account recovery.
  'POST /api/register': { rule: 'all' },
  'POST /api/login': { rule: 'all' },
  'POST /api/business/register': { rule: 'all' },
  'POST /api/business/login': { rule: 'all' },
  'POST /api/admin/login': { rule: 'all' },
  'POST /api/demo-login/:kind': { rule: 'all', path: '/api/demo-login/nobody' },
  'POST /api/logout': { rule: 'all', endsSession: true },
  'POST /api/password-reset': { rule: 'all' },
  'POST /api/business/password-reset': { rule: 'all' },
  'POST /api/admin/password-reset': { rule: 'all' },
  'POST /api/password-reset/complete': { rule: 'all', body: { token: 'nonsense', password: 'long-enough-password' } },
  'POST /api/email-change/confirm': { rule: 'all', body: { token: 'nonsense' } },
  'GET /api/team/invitations/:token': { rule: 'all', path: '/api/team/invitations/nonsense' },
  'POST /api/team/invitations/accept': { rule: 'all' },
  // Each person's own account.
  'GET /api/user': { rule: 'all' },
  'PATCH /api/user': { rule: 'all' },
  'POST /api/user/password': { rule: 'all', body: { currentPassword: 'not-the-password', password: 'another-password' } },
  // A member's email is the one the business invited: only the owner's login changes its address.
  'POST /api/user/email-change': { rule: 'owner', body: { currentPassword: 'not-the-password', newEmail: 'moved@test.example' } },
  // The till.
  'POST /api/business/validate-code': { rule: 'all', body: { code: 'ZZZZ-ZZZZ' } },
  'POST /api/business/redeem': { rule: 'all', body: { code: 'ZZZZ-ZZZZ' } },
  // The Redemptions list (a cashier sees only their own lines) and undo, for every member.
  'GET /api/business/redemptions': { rule: 'all' },
  'GET /api/business/redemptions.csv': { rule: 'all' },
  'POST /api/business/redemptions/:id/undo': { rule: 'all', path: `/api/business/redemptions/${NO_ID}/undo`, body: { reason: 'Probe' } },
  // Deals.
  'GET /api/business/deals': { rule: 'managers' },
  'GET /api/business/reviews': { rule: 'managers' },
  'POST /api/business/reviews/:id/reply': { rule: 'managers', path: `/api/business/reviews/${NO_ID}/reply`, body: { text: '' } },
  'POST /api/deals': { rule: 'managers' },
  'PATCH /api/deals/:id': { rule: 'managers', path: `/api/deals/${NO_ID}`, body: { active: false } },
  // Money, figures, settings, subscription, payout account.
  'GET /api/business/stats': { rule: 'owner' },
  'GET /api/business/subscription': { rule: 'owner' },
  'POST /api/business/create-subscription': { rule: 'owner' },
  'POST /api/business/subscription/cancel': { rule: 'owner' },
  'POST /api/business/subscription/resume': { rule: 'owner' },
  'POST /api/demo-payments/confirm-subscription': { rule: 'owner', body: { clientSecret: 'sub_nonsense_secret_x', card: {} } },
  'GET /api/business/connect': { rule: 'owner' },
  'POST /api/business/connect/onboarding': { rule: 'owner' },
  'POST /api/business/connect/check': { rule: 'owner' },
  'POST /api/demo-payments/connect/complete': { rule: 'owner', body: { accountId: 'acct_nonsense' } },
  'GET /api/business/payouts': { rule: 'owner' },
  'GET /api/business/payouts/statements/:week': { rule: 'owner', path: `/api/business/payouts/statements/${WEEK}` },
  'GET /api/business/payouts/statements/:week/csv': { rule: 'owner', path: `/api/business/payouts/statements/${WEEK}/csv` },
  'GET /api/business/settings': { rule: 'owner' },
  'PATCH /api/business/settings': { rule: 'owner', body: { timeZone: 'Not/AZone' } },
  'GET /api/business/email-preferences': { rule: 'owner' },
  'PATCH /api/business/email-preferences': { rule: 'owner', body: { weeklySummary: 'not-a-boolean' } },
  'GET /api/admin/sample-waitlist': { rule: 'owner' },
  // The team.
  'GET /api/business/team': { rule: 'owner' },
  'POST /api/business/team/invitations': { rule: 'owner', body: { email: 'not-an-email', role: 'cashier' } },
  'POST /api/business/team/:id/resend': { rule: 'owner', path: `/api/business/team/${NO_ID}/resend` },
  'PATCH /api/business/team/:id': { rule: 'owner', path: `/api/business/team/${NO_ID}`, body: { role: 'manager' } },
  'DELETE /api/business/team/:id': { rule: 'owner', path: `/api/business/team/${NO_ID}` },
  // Where the business redeems: every member reads (the till's picker), the owner changes.
  'GET /api/business/locations': { rule: 'all' },
  'POST /api/business/locations': { rule: 'owner', body: { name: '' } },
  'PATCH /api/business/locations/:id': { rule: 'owner', path: `/api/business/locations/${NO_ID}`, body: { name: 'Back door' } },
  'DELETE /api/business/locations/:id': { rule: 'owner', path: `/api/business/locations/${NO_ID}` },
  'POST /api/business/media': { rule: 'managers', body: {} },
  'GET /media/:file': { rule: 'all', path: `/media/${'0'.repeat(32)}-400.webp` },
  // Customers' routes.
  'GET /api/user/purchases': { rule: 'none' },
  'GET /api/user/reviews': { rule: 'none' },
  'PATCH /api/user/reviews/:id': { rule: 'none', path: `/api/user/reviews/${NO_ID}`, body: { rating: 0 } },
  'POST /api/purchases/:id/review': { rule: 'none', path: `/api/purchases/${NO_ID}/review`, body: { rating: 0 } },
  'GET /api/user/deals/:id/allowance': { rule: 'none', path: `/api/user/deals/${NO_ID}/allowance` },
  'GET /api/user/email-preferences': { rule: 'none' },
  'PATCH /api/user/email-preferences': { rule: 'none', body: { newsletter: true } },
  'POST /api/create-payment-intent': { rule: 'none', body: { dealId: NO_ID } },
  'POST /api/purchases': { rule: 'none' },
  'POST /api/purchases/:id/redeem': { rule: 'none', path: `/api/purchases/${NO_ID}/redeem` },
  'POST /api/gifts': { rule: 'none' },
  'GET /api/gifts': { rule: 'none' },
  'POST /api/gifts/:id/resend': { rule: 'none', path: `/api/gifts/${NO_ID}/resend` },
  'POST /api/gifts/:id/reassign': { rule: 'none', path: `/api/gifts/${NO_ID}/reassign` },
  'POST /api/gifts/claim': { rule: 'none' },
  'POST /api/gifts/claim/view': { rule: 'all' },
  'POST /api/demo-payments/confirm': { rule: 'none', body: { clientSecret: 'pi_nonsense_secret_x', card: {} } },
  'GET /api/favorites': { rule: 'none' },
  'GET /api/favorites/ids': { rule: 'none' },
  'PUT /api/favorites/:businessId': { rule: 'none', path: `/api/favorites/${NO_ID}` },
  'DELETE /api/favorites/:businessId': { rule: 'none', path: `/api/favorites/${NO_ID}` },
  // The admin's routes; the waitlist is the platform owners' too (their owner's login only).
  'GET /api/waitlist': { rule: 'owner' },
  'GET /api/waitlist/summary': { rule: 'owner' },
  'GET /api/waitlist/export.csv': { rule: 'owner' },
  'GET /api/admin/businesses': { rule: 'none' },
  'POST /api/admin/businesses/:id/verify': { rule: 'none', path: `/api/admin/businesses/${NO_ID}/verify` },
  'GET /api/admin/stats': { rule: 'none' },
  'GET /api/admin/contact-messages': { rule: 'none' },
  'GET /api/admin/reviews': { rule: 'none' },
  'POST /api/admin/reviews/:id/hide': { rule: 'none', path: `/api/admin/reviews/${NO_ID}/hide`, body: { reason: '' } },
  'POST /api/admin/reviews/:id/unhide': { rule: 'none', path: `/api/admin/reviews/${NO_ID}/unhide` },
  'PATCH /api/admin/contact-messages/:id': { rule: 'none', path: `/api/admin/contact-messages/${NO_ID}`, body: { status: 'read' } },
  'GET /api/admin/mail': { rule: 'none' },
  'GET /api/admin/mail/:id': { rule: 'none', path: `/api/admin/mail/${NO_ID}` },
  'GET /api/admin/jobs': { rule: 'none' },
  'POST /api/admin/jobs/:jobId/retry': { rule: 'none', path: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry' },
  'GET /api/admin/payouts': { rule: 'none' },
  'GET /api/admin/payouts/statements/:week/csv': { rule: 'none', path: `/api/admin/payouts/statements/${WEEK}/csv` },
};

const ALLOWED: Record<Rule, readonly TeamRole[]> = {
  all: ['owner', 'manager', 'cashier'],
  owner: ['owner'],
  managers: ['owner', 'manager'],
  none: [],
};

/** Every route the app mounts, as `METHOD /path/:param`. */
function mountedRoutes(): string[] {
  // The routers read their dependencies only when a request comes, except the webhook's secret.
  const deps = { config: { stripe: { webhookSecret: 'whsec_inventory' } } } as unknown as RouteDeps;
  const routes = API_ROUTERS.flatMap((make) => make(deps).stack).flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path)}`),
  );
  return [...new Set(routes)].sort();
}

let server: TestServer;
const members = {} as Record<TeamRole, HttpClient>;
const credentials = {} as Record<TeamRole, { email: string; password: string }>;
const STAFF_PASSWORD = 'till-password-1';

async function signIn(role: TeamRole): Promise<HttpClient> {
  const client = server.client();
  const reply = await client.post('/api/business/login', credentials[role]);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.teamRole).toBe(role);
  return client;
}

/** Invites through the API, accepts through the link in the answer: a member signed in on a browser of its own. */
async function joinAs(owner: HttpClient, role: 'manager' | 'cashier'): Promise<void> {
  const email = `${role}_${unique()}@staff.example`;
  const invited = await owner.post('/api/business/team/invitations', { email, name: `The ${role}`, role });
  expect(invited.status, invited.text).toBe(201);
  const token = new URL(invited.body.acceptUrl as string).searchParams.get('token');
  const client = server.client();
  const accepted = await client.post('/api/team/invitations/accept', { token, name: `The ${role}`, password: STAFF_PASSWORD });
  expect(accepted.status, accepted.text).toBe(200);
  credentials[role] = { email, password: STAFF_PASSWORD };
  members[role] = client;
}

beforeAll(async () => {
  // Demo payments (as `npm start`), so the demo card and onboarding routes are in reach too.
  server = await startTestServer({ payments: null });
  // The business is a platform owner, so the waitlist route tells its owner from its staff.
  const owner = await newOwnerBusiness(server);
  expect((await (await adminClient(server)).post(`/api/admin/businesses/${owner.id}/verify`)).status).toBe(200);
  credentials.owner = { email: owner.email, password: owner.password };
  members.owner = owner.client;
  await joinAs(owner.client, 'manager');
  await joinAs(owner.client, 'cashier');
});
afterAll(() => server.stop());

function send(client: HttpClient, route: string, probe: Probe): Promise<Reply> {
  const [method, template] = route.split(' ') as [string, string];
  const path = probe.path ?? template;
  if (method === 'GET') return client.get(path);
  return client.request(method, path, { json: probe.body ?? {} });
}

describe('the permission table', () => {
  it('has a rule for every route of the app', () => {
    expect(mountedRoutes()).toEqual(Object.keys(PROBES).sort());
  });
});

describe.each(['owner', 'manager', 'cashier'] as const)('a business member with role %s', (role) => {
  it.each(Object.keys(PROBES))('%s: 403 exactly when the role is refused', async (route) => {
    const probe = PROBES[route]!;
    const reply = await send(members[role], route, probe);
    const allowed = ALLOWED[probe.rule].includes(role);
    if (allowed) {
      expect(reply.status, `${role} ${route}: ${reply.text.slice(0, 200)}`).not.toBe(403);
      expect(reply.status, `${role} ${route}: ${reply.text.slice(0, 200)}`).not.toBe(401);
    } else {
      expect(reply.status, `${role} ${route}: ${reply.text.slice(0, 200)}`).toBe(403);
    }
    expect(reply.status, `${role} ${route}: ${reply.text.slice(0, 200)}`).toBeLessThan(500);
    if (probe.endsSession) members[role] = await signIn(role);
  });
});

describe('what the table does not show', () => {
  it("lets owners and managers see their business's draft deal, and a cashier only the public catalogue (404)", async () => {
    const draft = await createDeal(members.manager, standardDeal({ title: `Draft ${unique()}` }));
    await members.owner.patch(`/api/deals/${draft.id}`, { active: false });
    expect((await members.owner.get(`/api/deals/${draft.id}`)).status).toBe(200);
    expect((await members.manager.get(`/api/deals/${draft.id}`)).status).toBe(200);
    expect((await members.cashier.get(`/api/deals/${draft.id}`)).status).toBe(404);
    const own = await members.cashier.get(`/api/deals?businessId=${draft.businessId}&active=false`);
    expect(own.body.deals).toEqual([]);
  });

  it('tells the portal who is signed in', async () => {
    expect((await members.owner.get('/api/user')).body).toMatchObject({ type: 'business', teamRole: 'owner', staff: null });
    expect((await members.cashier.get('/api/user')).body).toMatchObject({ type: 'business', role: 'business', teamRole: 'cashier', staff: { email: credentials.cashier.email } });
  });
});

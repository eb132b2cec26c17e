import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedEvent } from '../stripe/fake-stripe-server.js';
import { startStripeWorld, WEBHOOK_SECRET, type StripeWorld } from '../security/security-servers.js';
import { unsubscribeTokenFor } from './unsubscribe-tokens.js';
import { createDeal, GOOD_CARD, newVerifiedBusiness, standardDeal, unique, writeOutboxEmail } from './api-helpers.js';
import { call, checkedAnswers, declaredSuccesses } from './declared-answers.js';
import { png, sixMegabytes } from '../media/pictures.js';
import { infrastructureWithJobs } from './job-fixtures.js';
import { linkToken, waitForMail } from './mail-inbox.js';
import { startTestServer, TEST_ADMIN, type HttpClient, type TestServer } from './test-server.js';

/**
 * Every answer of the API, success and failure, parsed with the zod schema the API description
 * declares for it (the core response schemas, strict: an extra field fails as a missing one does).
 * The last test fails when an operation's success answer was never checked here.
 */

let server: TestServer;
let world: StripeWorld;
/** In-memory data whose job queue can hold a failed job, for the admin's jobs page. */
const jobs = infrastructureWithJobs();
beforeAll(async () => {
  // Demo payments (as `npm start`): the demo card form pays checkouts and subscriptions.
  server = await startTestServer({ payments: null, infrastructure: jobs.infrastructure });
  world = await startStripeWorld();
});
afterAll(async () => {
  await server.stop();
  await world.stop();
});

const customer = () => ({ username: `schema_${unique()}`, email: `schema_${unique()}@test.example`, password: 'secret-123' });
const business = () => ({ name: `Schema Shop ${unique()}`, email: `schema_shop_${unique()}@test.example`, password: 'secret-123', category: 'Retail', city: 'Springfield' });

async function signedInAdmin(): Promise<HttpClient> {
  const admin = server.client();
  await call(admin, 'POST', '/api/admin/login', { json: TEST_ADMIN });
  return admin;
}

/** A paid purchase through the demo card form. */
async function buy(buyer: HttpClient, dealId: number) {
  const intent = await call(buyer, 'POST', '/api/create-payment-intent', { json: { dealId } });
  expect(intent.status, intent.text).toBe(200);
  expect((await call(buyer, 'POST', '/api/demo-payments/confirm', { json: { clientSecret: intent.body.clientSecret, card: GOOD_CARD } })).status).toBe(200);
  const claim = { dealId, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: intent.body.paymentIntentId };
  const purchase = await call(buyer, 'POST', '/api/purchases', { json: claim });
  expect(purchase.status, purchase.text).toBe(201);
  return purchase.body as { id: number; textCode: string };
}

describe('the answers match their declared schemas', () => {
  it('public reads, the health checks and the description itself', async () => {
    const visitor = server.client();
    for (const path of ['/healthz', '/readyz', '/api/config', '/api/categories', '/api/platform-figures', '/api/businesses', '/api/deals', '/api/openapi.json', '/api/docs']) {
      expect((await call(visitor, 'GET', path)).status, path).toBe(200);
    }
    const deal = await createDeal((await newVerifiedBusiness(server)).client, standardDeal());
    expect((await call(visitor, 'GET', '/api/deals/{id}', { params: { id: deal.id } })).status).toBe(200);
    expect((await call(visitor, 'GET', '/api/deals/{id}', { params: { id: 999999 } })).status).toBe(404);
    expect((await call(visitor, 'GET', '/api/deals', { query: 'limit=0' })).status).toBe(400);
    const near = await call(visitor, 'GET', '/api/deals', { query: 'near=78701&radiusKm=50' });
    expect(near.status).toBe(200);
    expect(near.body.deals[0].distanceKm).toEqual(expect.any(Number));
    expect((await call(visitor, 'GET', '/api/deals', { query: 'near=00000' })).status).toBe(400);
    expect((await call(visitor, 'GET', '/api/user')).status).toBe(401);
  });

  it('joining the waitlist and writing to the team', async () => {
    const visitor = server.client();
    const joined = await call(visitor, 'POST', '/api/waitlist', { json: { name: 'Robin Vale', email: `robin_${unique()}@test.example`, phone: '555-0100', type: 'discounter' } });
    expect(joined.status).toBe(201);
    const sent = await call(visitor, 'POST', '/api/contact', { json: { name: 'Robin Vale', email: 'robin@test.example', topic: 'general', message: 'A question for the team.' } });
    expect(sent.status).toBe(201);
    expect((await call(visitor, 'POST', '/api/contact', { json: {} })).status).toBe(400);
  });

  it("a customer's account, settings, checkout and purchases", async () => {
    const shopper = server.client();
    const account = customer();
    expect((await call(shopper, 'POST', '/api/register', { json: account })).status).toBe(201);
    expect((await call(shopper, 'POST', '/api/logout')).status).toBe(200);
    expect((await call(shopper, 'POST', '/api/login', { json: { email: account.email, password: account.password } })).status).toBe(200);
    expect((await call(shopper, 'GET', '/api/user')).status).toBe(200);
    expect((await call(shopper, 'PATCH', '/api/user', { json: { username: `renamed_${unique()}`, email: account.email } })).status).toBe(200);
    expect((await call(shopper, 'GET', '/api/user/email-preferences')).status).toBe(200);
    expect((await call(shopper, 'PATCH', '/api/user/email-preferences', { json: { newsletter: true } })).status).toBe(200);
    expect((await call(shopper, 'PATCH', '/api/user/email-preferences', { json: { purchaseReceipts: false } })).status).toBe(400);
    const token = await unsubscribeTokenFor({ account: 'customer', userId: (await call(shopper, 'GET', '/api/user')).body.id, list: 'newsletter' });
    const visitor = server.client();
    expect((await call(visitor, 'GET', '/api/unsubscribe', { query: `token=${token}` })).status).toBe(200);
    expect((await call(visitor, 'GET', '/api/unsubscribe', { query: 'token=c.1.newsletter.forged-signature-of-some-length' })).status).toBe(400);
    expect((await call(visitor, 'POST', '/api/unsubscribe', { json: { token } })).status).toBe(200);
    expect((await call(visitor, 'POST', '/api/unsubscribe', { json: {} })).status).toBe(400);
    expect((await call(visitor, 'GET', '/api/unsubscribe/one-click', { query: `token=${token}` })).status).toBe(303);
    expect((await call(visitor, 'POST', '/api/unsubscribe/one-click', { query: `token=${token}`, body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(200);
    expect((await call(visitor, 'POST', '/api/unsubscribe/one-click', { query: 'token=nonsense', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(400);

    const shop = server.client();
    expect((await call(shop, 'POST', '/api/business/register', { json: business() })).status).toBe(201);
    const draft = await call(shop, 'POST', '/api/deals', { json: standardDeal() });
    expect(draft.status).toBe(201);
    const dealId = draft.body.id as number;
    const admin = await signedInAdmin();
    expect((await call(admin, 'POST', '/api/admin/businesses/{id}/verify', { params: { id: draft.body.businessId } })).status).toBe(200);

    expect((await call(shopper, 'GET', '/api/user/deals/{id}/allowance', { params: { id: dealId } })).status).toBe(200);
    const kept = await buy(shopper, dealId);
    const used = await buy(shopper, dealId);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/redeem', { params: { id: used.id } })).status).toBe(200);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/redeem', { params: { id: used.id } })).status).toBe(409);
    expect((await call(shopper, 'GET', '/api/user/purchases')).status).toBe(200);

    expect((await call(shop, 'POST', '/api/business/validate-code', { json: { code: kept.textCode } })).status).toBe(200);
    const redeemed = await call(shop, 'POST', '/api/business/redeem', { json: { code: kept.textCode, billCents: 2500 } });
    expect(redeemed.status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/redemptions')).status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/redemptions', { query: 'day=yesterday' })).status).toBe(400);
    expect((await call(shop, 'GET', '/api/business/redemptions.csv')).status).toBe(200);
    expect((await call(shop, 'POST', '/api/business/redemptions/{id}/undo', { params: { id: redeemed.body.redemptionId }, json: { reason: 'Wrong code' } })).status).toBe(200);
    expect((await call(shop, 'POST', '/api/business/redemptions/{id}/undo', { params: { id: redeemed.body.redemptionId }, json: { reason: 'Wrong code' } })).status).toBe(409);
    expect((await call(shop, 'GET', '/api/business/stats')).status).toBe(200);
    expect((await call(shopper, 'GET', '/api/business/stats')).status).toBe(403);

    const businessId = draft.body.businessId as number;
    expect((await call(shopper, 'PUT', '/api/favorites/{businessId}', { params: { businessId } })).status).toBe(200);
    expect((await call(shopper, 'PUT', '/api/favorites/{businessId}', { params: { businessId: 999999 } })).status).toBe(404);
    expect((await call(shopper, 'GET', '/api/favorites')).body.favorites).toHaveLength(1);
    expect((await call(shopper, 'GET', '/api/favorites/ids')).body).toEqual({ businessIds: [businessId] });
    expect((await call(shop, 'GET', '/api/favorites')).status).toBe(403);
    expect((await call(shopper, 'DELETE', '/api/favorites/{businessId}', { params: { businessId } })).status).toBe(200);
    expect((await call(shopper, 'DELETE', '/api/favorites/{businessId}', { params: { businessId: 999999 } })).status).toBe(404);
    expect((await call(server.client(), 'GET', '/api/favorites/ids')).status).toBe(401);
  });

  it("a business's deals, profile and subscription", async () => {
    const shop = server.client();
    expect((await call(shop, 'POST', '/api/business/register', { json: business() })).status).toBe(201);
    const credentials = { email: '', password: 'secret-123' };
    credentials.email = (await call(shop, 'GET', '/api/user')).body.email;
    expect((await call(server.client(), 'POST', '/api/business/login', { json: credentials })).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/user', { json: { email: credentials.email } })).status).toBe(200);
    const deal = await call(shop, 'POST', '/api/deals', { json: standardDeal({ freeItem: 'A free coffee', discountPercent: undefined }) });
    expect(deal.status, deal.text).toBe(201);
    expect((await call(shop, 'PATCH', '/api/deals/{id}', { params: { id: deal.body.id }, json: { active: false } })).status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/deals')).status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/email-preferences')).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/business/email-preferences', { json: { weeklySummary: false } })).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/business/email-preferences', { json: {} })).status).toBe(400);
    expect((await call(shop, 'GET', '/api/deals')).status).toBe(200);

    expect(Object.keys((await call(shop, 'GET', '/api/business/subscription')).body)).toEqual(['listing']);
    expect((await call(shop, 'POST', '/api/business/subscription/cancel')).status).toBe(409);
    const created = await call(shop, 'POST', '/api/business/create-subscription');
    expect(created.status, created.text).toBe(201);
    expect(Object.keys((await call(shop, 'GET', '/api/business/subscription')).body)).toEqual(['clientSecret', 'listing']);
    const paid = await call(shop, 'POST', '/api/demo-payments/confirm-subscription', { json: { clientSecret: created.body.clientSecret, card: GOOD_CARD } });
    expect(paid.status, paid.text).toBe(200);
    expect(Object.keys((await call(shop, 'GET', '/api/business/subscription')).body)).toEqual(['subscription', 'listing']);
    expect((await call(shop, 'POST', '/api/business/subscription/cancel')).body.subscription.cancelAtPeriodEnd).toBe(true);
    expect((await call(shop, 'POST', '/api/business/subscription/resume')).body.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it("a business's payout account: its state, onboarding, the check on return and the demo completion", async () => {
    const shop = server.client();
    expect((await call(shop, 'POST', '/api/business/register', { json: business() })).status).toBe(201);
    expect((await call(shop, 'GET', '/api/business/connect')).body.status).toBe('not_started');
    const started = await call(shop, 'POST', '/api/business/connect/onboarding');
    expect(started.status, started.text).toBe(200);
    const accountId = new URL(started.body.url as string, 'http://x').searchParams.get('account');
    expect((await call(shop, 'POST', '/api/business/connect/check')).status).toBe(200);
    expect((await call(shop, 'POST', '/api/demo-payments/connect/complete', { json: { accountId } })).body.status).toBe('enabled');
    expect((await call(shop, 'POST', '/api/demo-payments/connect/complete', { json: { accountId: 'acct_demo_someone_else' } })).status).toBe(404);
    expect((await call(server.client(), 'GET', '/api/business/connect')).status).toBe(401);
  });

  it("the admin's lists, figures and messages, and the waitlist's readers", async () => {
    const admin = await signedInAdmin();
    for (const path of ['/api/admin/businesses', '/api/admin/stats', '/api/admin/contact-messages', '/api/waitlist', '/api/waitlist/summary', '/api/waitlist/export.csv', '/api/admin/sample-waitlist']) {
      expect((await call(admin, 'GET', path)).status, path).toBe(200);
    }
    await writeOutboxEmail(server, { html: '<img src="cid:qr@schema">', qrImages: [{ contentId: 'qr@schema', token: 'schema-token' }] });
    const mail = await call(admin, 'GET', '/api/admin/mail');
    expect(mail.status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/mail/{id}', { params: { id: mail.body.emails[0].id } })).status).toBe(200);
    const { messages } = (await call(admin, 'GET', '/api/admin/contact-messages')).body;
    expect(messages.length).toBeGreaterThan(0);
    expect((await call(admin, 'PATCH', '/api/admin/contact-messages/{id}', { params: { id: messages[0].id }, json: { status: 'read' } })).status).toBe(200);
    expect((await call(server.client(), 'GET', '/api/admin/stats')).status).toBe(401);
  });

  it("payouts: a business's settings, balance and statements, the admin's balances and export", async () => {
    const shop = server.client();
    expect((await call(shop, 'POST', '/api/business/register', { json: business() })).status).toBe(201);
    const businessId = (await call(shop, 'GET', '/api/user')).body.id as number;
    await server.infrastructure.repositories.ledger.append(
      [
        { businessId, kind: 'sale', amountCents: 1000, sourceKey: `schema:sale:${businessId}`, purchaseId: null, providerObjectId: null, occurredAt: new Date('2026-11-24T12:00:00Z') },
        { businessId, kind: 'subscription_charge', amountCents: 2500, sourceKey: `schema:sub:${businessId}`, purchaseId: null, providerObjectId: null, occurredAt: new Date('2026-11-24T12:00:00Z') },
      ],
      new Date(),
    );
    expect((await call(shop, 'GET', '/api/business/settings')).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/business/settings', { json: { timeZone: 'Europe/Paris' } })).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/business/settings', { json: { timeZone: 'Mars/Olympus_Mons' } })).status).toBe(400);
    expect((await call(shop, 'GET', '/api/business/payouts')).body.weeks).toEqual(['2026-W48']);
    expect((await call(shop, 'GET', '/api/business/payouts/statements/{week}', { params: { week: '2026-W48' } })).status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/payouts/statements/{week}', { params: { week: '2026-W99' } })).status).toBe(400);
    expect((await call(shop, 'GET', '/api/business/payouts/statements/{week}/csv', { params: { week: '2026-W48' } })).status).toBe(200);
    expect((await call(shop, 'GET', '/api/business/payouts/statements/{week}/csv', { params: { week: 'last-week' } })).status).toBe(400);
    expect((await call(server.client(), 'GET', '/api/business/payouts')).status).toBe(401);
    const admin = await signedInAdmin();
    expect((await call(admin, 'GET', '/api/admin/payouts')).status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/payouts/statements/{week}/csv', { params: { week: '2026-W48' } })).status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/payouts/statements/{week}/csv', { params: { week: '2026-W00' } })).status).toBe(400);
    expect((await call(shop, 'GET', '/api/admin/payouts')).status).toBe(403);
  });

  it('deal pictures: the upload, its files, and a deal that shows one', async () => {
    const shop = await newVerifiedBusiness(server);
    const picture = await call(shop.client, 'POST', '/api/business/media', { body: await png(900, 600), headers: { 'content-type': 'image/png' } });
    expect(picture.status, picture.text).toBe(201);
    expect((await call(shop.client, 'POST', '/api/business/media', { body: 'not a picture', headers: { 'content-type': 'image/png' } })).status).toBe(400);
    expect((await call(shop.client, 'POST', '/api/business/media', { body: sixMegabytes(), headers: { 'content-type': 'image/jpeg' } })).status).toBe(413);
    expect((await call(server.client(), 'POST', '/api/business/media', { body: await png(900, 600), headers: { 'content-type': 'image/png' } })).status).toBe(401);
    expect((await call(server.client(), 'GET', '/media/{file}', { params: { file: `${picture.body.id}-400.webp` } })).status).toBe(200);
    expect((await call(server.client(), 'GET', '/media/{file}', { params: { file: `${picture.body.id}-401.webp` } })).status).toBe(404);
    const deal = await call(shop.client, 'POST', '/api/deals', { json: standardDeal({ imageUrl: picture.body.url }) });
    expect(deal.body.image.srcSet).toBe(picture.body.srcSet);
    expect((await call(server.client(), 'GET', '/api/deals/{id}', { params: { id: deal.body.id } })).body.image.src).toContain(picture.body.id);
  });

  it('reviews: written, edited, listed, replied to, hidden and shown again', async () => {
    const owner = await newVerifiedBusiness(server);
    const deal = await createDeal(owner.client, standardDeal());
    const shopper = server.client();
    expect((await call(shopper, 'POST', '/api/register', { json: customer() })).status).toBe(201);
    const purchase = await buy(shopper, deal.id);
    const review = { rating: 5, text: 'Wonderful place, will come back.' };
    expect((await call(shopper, 'POST', '/api/purchases/{id}/review', { params: { id: purchase.id }, json: review })).status).toBe(403);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/redeem', { params: { id: purchase.id } })).status).toBe(200);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/review', { params: { id: purchase.id }, json: { rating: 7 } })).status).toBe(400);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/review', { params: { id: 999999 }, json: review })).status).toBe(404);
    const written = await call(shopper, 'POST', '/api/purchases/{id}/review', { params: { id: purchase.id }, json: review });
    expect(written.status, written.text).toBe(201);
    expect((await call(shopper, 'POST', '/api/purchases/{id}/review', { params: { id: purchase.id }, json: review })).status).toBe(409);
    expect((await call(server.client(), 'POST', '/api/purchases/{id}/review', { params: { id: purchase.id }, json: review })).status).toBe(401);
    const id = written.body.id;
    expect((await call(shopper, 'PATCH', '/api/user/reviews/{id}', { params: { id }, json: { ...review, rating: 4 } })).status).toBe(200);
    expect((await call(shopper, 'PATCH', '/api/user/reviews/{id}', { params: { id }, json: {} })).status).toBe(400);
    expect((await call(shopper, 'PATCH', '/api/user/reviews/{id}', { params: { id: 999999 }, json: review })).status).toBe(404);
    expect((await call(owner.client, 'PATCH', '/api/user/reviews/{id}', { params: { id }, json: review })).status).toBe(403);
    expect((await call(server.client(), 'PATCH', '/api/user/reviews/{id}', { params: { id }, json: review })).status).toBe(401);
    expect((await call(shopper, 'GET', '/api/user/reviews')).body).toHaveLength(1);
    expect((await call(owner.client, 'GET', '/api/user/reviews')).status).toBe(403);
    expect((await call(server.client(), 'GET', '/api/user/reviews')).status).toBe(401);
    expect((await call(server.client(), 'GET', '/api/deals/{id}', { params: { id: deal.id } })).body.rating).toEqual({ average: 4, count: 1 });
    expect((await call(server.client(), 'GET', '/api/deals')).status).toBe(200);
    expect((await call(server.client(), 'GET', '/api/deals/{id}/reviews', { params: { id: deal.id } })).body.reviews).toHaveLength(1);
    expect((await call(server.client(), 'GET', '/api/deals/{id}/reviews', { params: { id: deal.id }, query: 'page=x' })).status).toBe(400);
    expect((await call(server.client(), 'GET', '/api/deals/{id}/reviews', { params: { id: 999999 } })).status).toBe(404);
    expect((await call(owner.client, 'GET', '/api/business/reviews')).body.rating).toEqual({ average: 4, count: 1 });
    expect((await call(owner.client, 'GET', '/api/business/reviews', { query: 'page=0' })).status).toBe(400);
    expect((await call(shopper, 'GET', '/api/business/reviews')).status).toBe(403);
    expect((await call(server.client(), 'GET', '/api/business/reviews')).status).toBe(401);
    expect((await call(owner.client, 'POST', '/api/business/reviews/{id}/reply', { params: { id }, json: { text: '' } })).status).toBe(400);
    expect((await call(owner.client, 'POST', '/api/business/reviews/{id}/reply', { params: { id: 999999 }, json: { text: 'Thanks!' } })).status).toBe(404);
    expect((await call(owner.client, 'POST', '/api/business/reviews/{id}/reply', { params: { id }, json: { text: 'Thanks!' } })).status).toBe(200);
    expect((await call(owner.client, 'POST', '/api/business/reviews/{id}/reply', { params: { id }, json: { text: 'Thanks!' } })).status).toBe(409);
    expect((await call(shopper, 'POST', '/api/business/reviews/{id}/reply', { params: { id }, json: { text: 'Thanks!' } })).status).toBe(403);
    expect((await call(server.client(), 'POST', '/api/business/reviews/{id}/reply', { params: { id }, json: { text: 'Thanks!' } })).status).toBe(401);
    const admin = await signedInAdmin();
    expect((await call(admin, 'GET', '/api/admin/reviews')).status).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/reviews', { query: 'page=0' })).status).toBe(400);
    expect((await call(shopper, 'GET', '/api/admin/reviews')).status).toBe(403);
    expect((await call(server.client(), 'GET', '/api/admin/reviews')).status).toBe(401);
    expect((await call(admin, 'POST', '/api/admin/reviews/{id}/hide', { params: { id }, json: { reason: 'x' } })).status).toBe(400);
    expect((await call(admin, 'POST', '/api/admin/reviews/{id}/hide', { params: { id: 999999 }, json: { reason: 'Abusive' } })).status).toBe(404);
    expect((await call(admin, 'POST', '/api/admin/reviews/{id}/hide', { params: { id }, json: { reason: 'Abusive' } })).body.hidden).not.toBeNull();
    expect((await call(shopper, 'POST', '/api/admin/reviews/{id}/hide', { params: { id }, json: { reason: 'Abusive' } })).status).toBe(403);
    expect((await call(server.client(), 'POST', '/api/admin/reviews/{id}/hide', { params: { id }, json: { reason: 'Abusive' } })).status).toBe(401);
    expect((await call(shopper, 'GET', '/api/user/reviews')).body[0].hiddenReason).toBe('Abusive');
    expect((await call(admin, 'POST', '/api/admin/reviews/{id}/unhide', { params: { id } })).status).toBe(200);
    expect((await call(admin, 'POST', '/api/admin/reviews/{id}/unhide', { params: { id: 999999 } })).status).toBe(404);
    expect((await call(shopper, 'POST', '/api/admin/reviews/{id}/unhide', { params: { id } })).status).toBe(403);
    expect((await call(server.client(), 'POST', '/api/admin/reviews/{id}/unhide', { params: { id } })).status).toBe(401);
  });

  it("a business's locations", async () => {
    const shop = server.client();
    expect((await call(shop, 'POST', '/api/business/register', { json: { ...business(), address: '1 Elm St', state: 'IL', zip: '62701' } })).status).toBe(201);
    expect((await call(shop, 'GET', '/api/business/locations')).body.locations).toHaveLength(1);
    const hours = { mon: [{ opens: '09:00', closes: '17:00' }], sat: [{ opens: '18:00', closes: '02:00' }] };
    const added = await call(shop, 'POST', '/api/business/locations', { json: { name: 'East', address: '2 E 6th St', zip: '78702', hours } });
    expect(added.status, added.text).toBe(201);
    expect((await call(shop, 'POST', '/api/business/locations', { json: { name: 'East' } })).status).toBe(400);
    expect((await call(shop, 'PATCH', '/api/business/locations/{id}', { params: { id: added.body.id }, json: { latitude: 30.26, longitude: -97.73 } })).status).toBe(200);
    expect((await call(shop, 'PATCH', '/api/business/locations/{id}', { params: { id: added.body.id }, json: { zip: 'nope' } })).status).toBe(400);
    expect((await call(shop, 'PATCH', '/api/business/locations/{id}', { params: { id: 999999 }, json: { name: 'Gone' } })).status).toBe(404);
    expect((await call(shop, 'DELETE', '/api/business/locations/{id}', { params: { id: added.body.id } })).body.locations).toHaveLength(1);
    const [last] = (await call(shop, 'GET', '/api/business/locations')).body.locations;
    expect((await call(shop, 'DELETE', '/api/business/locations/{id}', { params: { id: last.id } })).status).toBe(409);
    expect((await call(server.client(), 'GET', '/api/business/locations')).status).toBe(401);
  });

  it("the admin's background jobs: the overview, a retry, and the refusals", async () => {
    const admin = await signedInAdmin();
    const failedId = await jobs.failedJob();
    expect((await call(admin, 'GET', '/api/admin/jobs')).body.recentFailures).toHaveLength(1);
    jobs.heal();
    expect((await call(admin, 'POST', '/api/admin/jobs/{jobId}/retry', { params: { jobId: failedId } })).status).toBe(200);
    expect((await call(admin, 'POST', '/api/admin/jobs/{jobId}/retry', { params: { jobId: 'no-such-job' } })).status).toBe(404);
    expect((await call(server.client(), 'POST', '/api/admin/jobs/{jobId}/retry', { params: { jobId: failedId } })).status).toBe(401);
  });

  it('account recovery: the reset requests, a reset, change password, and both steps of an email change', async () => {
    const shopper = server.client();
    const account = customer();
    expect((await call(shopper, 'POST', '/api/register', { json: account })).status).toBe(201);
    const visitor = server.client();
    expect((await call(visitor, 'POST', '/api/password-reset', { json: { email: account.email } })).status).toBe(202);
    expect((await call(visitor, 'POST', '/api/business/password-reset', { json: { email: account.email } })).status).toBe(202);
    expect((await call(visitor, 'POST', '/api/admin/password-reset', { json: { email: account.email } })).status).toBe(202);
    expect((await call(visitor, 'POST', '/api/password-reset', { json: {} })).status).toBe(400);
    const admin = await signedInAdmin();
    const resetToken = linkToken(await waitForMail(server, account.email, 'Reset your password', { admin }), '/reset-password');
    expect((await call(visitor, 'POST', '/api/password-reset/complete', { json: { token: resetToken, password: 'reset-password-1' } })).status).toBe(200);
    expect((await call(visitor, 'POST', '/api/password-reset/complete', { json: { token: resetToken, password: 'reset-password-1' } })).status).toBe(400);

    expect((await call(visitor, 'POST', '/api/user/password', { json: { currentPassword: 'reset-password-1', password: 'changed-password-1' } })).status).toBe(200);
    expect((await call(visitor, 'POST', '/api/user/password', { json: { currentPassword: 'wrong', password: 'changed-password-1' } })).status).toBe(400);
    expect((await call(server.client(), 'POST', '/api/user/password', { json: { currentPassword: 'x', password: 'changed-password-1' } })).status).toBe(401);
    const newEmail = `schema_moved_${unique()}@test.example`;
    expect((await call(visitor, 'POST', '/api/user/email-change', { json: { newEmail, currentPassword: 'changed-password-1' } })).status).toBe(202);
    expect((await call(admin, 'POST', '/api/user/email-change', { json: { newEmail, currentPassword: TEST_ADMIN.password } })).status).toBe(403);
    const changeToken = linkToken(await waitForMail(server, newEmail, 'Confirm your new email address', { admin }), '/confirm-email');
    expect((await call(server.client(), 'POST', '/api/email-change/confirm', { json: { token: changeToken } })).status).toBe(200);
    expect((await call(server.client(), 'POST', '/api/email-change/confirm', { json: { token: changeToken } })).status).toBe(400);
  });

  it("a business's team: invite, resend, the accept page, accept, change role, remove", async () => {
    const { client: owner } = await newVerifiedBusiness(server);
    const email = `schema_staff_${unique()}@test.example`;
    const invited = await call(owner, 'POST', '/api/business/team/invitations', { json: { email, name: 'Kim', role: 'cashier' } });
    expect(invited.status, invited.text).toBe(201);
    expect((await call(owner, 'POST', '/api/business/team/invitations', { json: { email, role: 'cashier' } })).status).toBe(409);
    expect((await call(owner, 'POST', '/api/business/team/invitations', { json: { email: 'not-an-email', role: 'boss' } })).status).toBe(400);
    expect((await call(owner, 'GET', '/api/business/team')).status).toBe(200);
    const id = invited.body.member.id as number;
    const resent = await call(owner, 'POST', '/api/business/team/{id}/resend', { params: { id } });
    expect(resent.status).toBe(200);
    expect((await call(owner, 'POST', '/api/business/team/{id}/resend', { params: { id: 999999 } })).status).toBe(404);
    const token = new URL(resent.body.acceptUrl as string).searchParams.get('token')!;
    const visitor = server.client();
    expect((await call(visitor, 'GET', '/api/team/invitations/{token}', { params: { token } })).status).toBe(200);
    expect((await call(visitor, 'GET', '/api/team/invitations/{token}', { params: { token: 'unknown-token' } })).status).toBe(404);
    expect((await call(visitor, 'POST', '/api/team/invitations/accept', { json: { token, name: 'Kim', password: 'short' } })).status).toBe(400);
    expect((await call(visitor, 'POST', '/api/team/invitations/accept', { json: { token, name: 'Kim', password: 'till-password' } })).status).toBe(200);
    expect((await call(server.client(), 'POST', '/api/team/invitations/accept', { json: { token, name: 'Kim', password: 'till-password' } })).status).toBe(404);
    expect((await call(visitor, 'GET', '/api/business/team')).status).toBe(403);
    expect((await call(server.client(), 'POST', '/api/business/login', { json: { email, password: 'till-password' } })).status).toBe(200);
    expect((await call(owner, 'PATCH', '/api/business/team/{id}', { params: { id }, json: { role: 'manager' } })).status).toBe(200);
    expect((await call(owner, 'PATCH', '/api/business/team/{id}', { params: { id }, json: { role: 'owner' } })).status).toBe(400);
    const removed = await call(owner, 'DELETE', '/api/business/team/{id}', { params: { id } });
    expect(removed.status).toBe(200);
    // The answer says what happened to an active member: removed, not invited again.
    expect(removed.body.member).toMatchObject({ id, role: 'manager', status: 'removed' });
    expect((await call(owner, 'DELETE', '/api/business/team/{id}', { params: { id } })).status).toBe(404);
    expect((await call(visitor, 'GET', '/api/user')).status).toBe(401);
  });

  it('gifts: buy one, list, resend, reassign, the claim link, claim', async () => {
    const deal = await createDeal((await newVerifiedBusiness(server)).client, standardDeal());
    const buyer = server.client();
    expect((await call(buyer, 'POST', '/api/register', { json: customer() })).status).toBe(201);
    const recipient = customer();
    const claimant = server.client();
    expect((await call(claimant, 'POST', '/api/register', { json: recipient })).status).toBe(201);
    const intent = await call(buyer, 'POST', '/api/create-payment-intent', { json: { dealId: deal.id } });
    expect((await call(buyer, 'POST', '/api/demo-payments/confirm', { json: { clientSecret: intent.body.clientSecret, card: GOOD_CARD } })).status).toBe(200);
    const checkout = { dealId: deal.id, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: intent.body.paymentIntentId };
    const gift = { recipientName: 'Ana', recipientEmail: recipient.email, message: 'For you', sendOn: new Date().toISOString().slice(0, 10) };
    expect((await call(buyer, 'POST', '/api/gifts', { json: { ...checkout, gift: { ...gift, sendOn: '2000-01-01' } } })).status).toBe(400);
    const bought = await call(buyer, 'POST', '/api/gifts', { json: { ...checkout, gift } });
    expect(bought.status, bought.text).toBe(201);
    const id = bought.body.id as number;
    expect((await call(buyer, 'GET', '/api/gifts')).status).toBe(200);
    expect((await call(buyer, 'POST', '/api/gifts/{id}/resend', { params: { id } })).status).toBe(200);
    expect((await call(buyer, 'POST', '/api/gifts/{id}/resend', { params: { id: 999999 } })).status).toBe(404);
    expect((await call(buyer, 'POST', '/api/gifts/{id}/reassign', { params: { id }, json: { recipientName: 'Ana L', recipientEmail: recipient.email } })).status).toBe(200);
    expect((await call(buyer, 'POST', '/api/gifts/{id}/reassign', { params: { id }, json: { recipientName: '' } })).status).toBe(400);
    const admin = await signedInAdmin();
    const subject = `${bought.body.deal.title}`;
    const list = await admin.get(`/api/admin/mail?to=${encodeURIComponent(recipient.email)}`);
    expect(list.body.emails.some((email: { subject: string }) => email.subject.endsWith(subject))).toBe(true);
    const newest = list.body.emails[0] as { id: number };
    const token = linkToken((await admin.get(`/api/admin/mail/${newest.id}`)).body.text as string, '/gifts/claim');
    expect((await call(server.client(), 'POST', '/api/gifts/claim/view', { json: { token } })).status).toBe(200);
    expect((await call(server.client(), 'POST', '/api/gifts/claim/view', { json: { token: 'unknown-token' } })).status).toBe(404);
    expect((await call(buyer, 'POST', '/api/gifts/claim', { json: { token } })).status).toBe(403);
    expect((await call(claimant, 'POST', '/api/gifts/claim', { json: { token } })).status).toBe(200);
    expect((await call(claimant, 'POST', '/api/gifts/claim', { json: { token } })).status).toBe(409);
  });

  it('the demo accounts', async () => {
    expect((await call(server.client(), 'POST', '/api/demo-login/{kind}', { params: { kind: 'user' } })).status).toBe(200);
    expect((await call(server.client(), 'POST', '/api/demo-login/{kind}', { params: { kind: 'business' } })).status).toBe(200);
    expect((await call(server.client(), 'POST', '/api/demo-login/{kind}', { params: { kind: 'admin' } })).status).toBe(404);
  });

  it("Stripe's webhook", async () => {
    const { paymentIntentId } = await world.paidCheckout();
    const event = world.stripe.event('payment_intent.succeeded', world.stripe.paymentIntentObject(paymentIntentId));
    const { body, header } = signedEvent(event, WEBHOOK_SECRET);
    const stripe = world.server.client();
    const headers = { 'content-type': 'application/json', 'stripe-signature': header };
    expect((await call(stripe, 'POST', '/api/stripe/webhook', { body, headers })).status).toBe(200);
    expect((await call(stripe, 'POST', '/api/stripe/webhook', { body, headers: { ...headers, 'stripe-signature': 't=1,v1=bad' } })).status).toBe(400);
  });

  it('covers every success answer the description declares', () => {
    expect(declaredSuccesses().filter((answer) => !checkedAnswers.has(answer))).toEqual([]);
  });
});

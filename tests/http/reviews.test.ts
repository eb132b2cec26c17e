import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { REVIEW_EDIT_DAYS } from '@marketplace/core/reviews/domain/review';
import { adminClient, buy, createDeal, expectError, expectNoSecrets, newCustomer, newVerifiedBusiness, standardDeal, type BusinessAccount, type Customer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

const DAY_MS = 86_400_000;
let server: TestServer;
const clock = new FixedClock(new Date('2025-06-17T20:00:00.000Z'));
beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.stop());

const REVIEW = { rating: 4, text: '  Great coffee and friendly staff.  ' };

interface Sale {
  shop: BusinessAccount;
  dealId: number;
  customer: Customer;
  purchaseId: number;
  textCode: string;
}

/** A verified business with a live deal, and a customer who bought it (uses: `uses`). */
async function sale(uses = 1): Promise<Sale> {
  const shop = await newVerifiedBusiness(server);
  const deal = await createDeal(shop.client, standardDeal({ maxRedemptionsPerUser: 20 }, clock.now()));
  const customer = await newCustomer(server);
  const purchase = await buy(server, customer.client, deal.id, { redemptions: uses });
  return { shop, dealId: deal.id, customer, purchaseId: purchase.id, textCode: purchase.textCode };
}

/** {@link sale}, the customer having used it once at the counter. */
async function redeemedSale(): Promise<Sale> {
  const made = await sale();
  const redeemed = await made.customer.client.post(`/api/purchases/${made.purchaseId}/redeem`);
  expect(redeemed.status, redeemed.text).toBe(200);
  return made;
}

async function reviewed(rating = 4) {
  const made = await redeemedSale();
  const written = await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, { ...REVIEW, rating });
  expect(written.status, written.text).toBe(201);
  return { ...made, reviewId: written.body.id as number };
}

async function ratingOnTheList(dealId: number) {
  const list = await server.client().get('/api/deals?limit=100');
  return list.body.deals.find((deal: { id: number }) => deal.id === dealId)?.rating;
}

describe('POST /api/purchases/:id/review', () => {
  it('lets the customer review a redeemed purchase once; the list and the deal answer the real rating', async () => {
    const made = await redeemedSale();
    expect(await ratingOnTheList(made.dealId)).toBeNull();

    const written = await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW);

    expect(written.status, written.text).toBe(201);
    expect(written.body).toEqual({
      id: expect.any(Number),
      author: made.customer.username,
      rating: 4,
      text: 'Great coffee and friendly staff.',
      createdAt: clock.now().toISOString(),
      editedAt: null,
      reply: null,
      purchaseId: made.purchaseId,
      businessId: made.shop.id,
      businessName: made.shop.name,
      editableUntil: new Date(clock.now().getTime() + REVIEW_EDIT_DAYS * DAY_MS).toISOString(),
      canEdit: true,
      hiddenReason: null,
    });
    expectNoSecrets(written.body);
    expect(await ratingOnTheList(made.dealId)).toEqual({ average: 4, count: 1 });
    expect((await server.client().get(`/api/deals/${made.dealId}`)).body.rating).toEqual({ average: 4, count: 1 });
    expectError(await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 409, 'You have already reviewed this purchase.');
    expect(await ratingOnTheList(made.dealId)).toEqual({ average: 4, count: 1 });
  });

  it('averages every review of the business to one decimal', async () => {
    const first = await reviewed(5);
    const customer = await newCustomer(server);
    for (const rating of [4, 4]) {
      const purchase = await buy(server, customer.client, first.dealId);
      expect((await customer.client.post(`/api/purchases/${purchase.id}/redeem`)).status).toBe(200);
      expect((await customer.client.post(`/api/purchases/${purchase.id}/review`, { ...REVIEW, rating })).status).toBe(201);
    }
    expect(await ratingOnTheList(first.dealId)).toEqual({ average: 4.3, count: 3 });
  });

  it('refuses a purchase not used yet (403), and one whose only use was undone', async () => {
    const made = await sale();
    expectError(await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 403, 'You can review a purchase once you have used it at the business.');

    const redeemed = await made.shop.client.post('/api/business/redeem', { code: made.textCode });
    expect(redeemed.status, redeemed.text).toBe(200);
    const undone = await made.shop.client.post(`/api/business/redemptions/${redeemed.body.redemptionId}/undo`, { reason: 'Scanned the wrong code' });
    expect(undone.status, undone.text).toBe(200);
    expectError(await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 403);
  });

  it("answers another customer's purchase and an unknown one as missing (404)", async () => {
    const made = await redeemedSale();
    const stranger = await newCustomer(server);
    expectError(await stranger.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 404, 'Purchase not found');
    expectError(await stranger.client.post('/api/purchases/999999/review', REVIEW), 404);
    expect(await ratingOnTheList(made.dealId)).toBeNull();
  });

  it('refuses visitors (401) and businesses (403)', async () => {
    const made = await redeemedSale();
    expectError(await server.client().post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 401);
    expectError(await made.shop.client.post(`/api/purchases/${made.purchaseId}/review`, REVIEW), 403);
  });

  it.each([
    [{ text: REVIEW.text }, 'Please choose from 1 to 5 stars'],
    [{ ...REVIEW, rating: 0 }, 'Please choose from 1 to 5 stars'],
    [{ ...REVIEW, rating: 6 }, 'Please choose from 1 to 5 stars'],
    [{ ...REVIEW, rating: 3.5 }, 'Please choose from 1 to 5 stars'],
    [{ ...REVIEW, rating: '4' }, 'Invalid input'],
    [{ rating: 4, text: '  123456789  ' }, 'Review must be at least 10 characters'],
    [{ rating: 4, text: 'x'.repeat(2001) }, 'Review must be at most 2000 characters'],
    [{ rating: 4 }, 'Required'],
  ])('400 for %j: %s', async (payload, message) => {
    const made = await redeemedSale();
    const reply = await made.customer.client.post(`/api/purchases/${made.purchaseId}/review`, payload);
    expectError(reply, 400);
    expect(JSON.stringify(reply.body.issues)).toContain(message);
  });

  it('takes exactly 10 and 2,000 characters', async () => {
    const short = await redeemedSale();
    expect((await short.customer.client.post(`/api/purchases/${short.purchaseId}/review`, { rating: 1, text: '1234567890' })).status).toBe(201);
    const long = await redeemedSale();
    expect((await long.customer.client.post(`/api/purchases/${long.purchaseId}/review`, { rating: 5, text: 'x'.repeat(2000) })).status).toBe(201);
  });
});

describe('PATCH /api/user/reviews/:id', () => {
  it('lets the author edit until 30 days after writing, and moves the rating; then 409', async () => {
    const made = await reviewed(4);
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + REVIEW_EDIT_DAYS * DAY_MS));
      // The session has ended by then: the author signs in again.
      expect((await made.customer.client.post('/api/login', { email: made.customer.email, password: made.customer.password })).status).toBe(200);
      const edited = await made.customer.client.patch(`/api/user/reviews/${made.reviewId}`, { rating: 2, text: 'Not as good the second time.' });
      expect(edited.status, edited.text).toBe(200);
      expect(edited.body).toMatchObject({ rating: 2, text: 'Not as good the second time.', editedAt: clock.now().toISOString(), canEdit: true });
      expect(await ratingOnTheList(made.dealId)).toEqual({ average: 2, count: 1 });

      clock.advance(1);
      expectError(await made.customer.client.patch(`/api/user/reviews/${made.reviewId}`, REVIEW), 409, 'Reviews can only be edited for 30 days after they are written.');
      expect((await made.customer.client.get('/api/user/reviews')).body[0]).toMatchObject({ id: made.reviewId, rating: 2, canEdit: false });
    } finally {
      clock.set(start);
    }
  });

  it("answers another customer's review as missing (404) and leaves it as it was", async () => {
    const made = await reviewed(4);
    const stranger = await newCustomer(server);
    expectError(await stranger.client.patch(`/api/user/reviews/${made.reviewId}`, { rating: 1, text: 'Hijacked review text' }), 404, 'Review not found');
    expect((await made.customer.client.get('/api/user/reviews')).body[0]).toMatchObject({ rating: 4, editedAt: null });
  });

  it('400 for a bad edit, 401 for visitors, 403 for businesses', async () => {
    const made = await reviewed();
    expectError(await made.customer.client.patch(`/api/user/reviews/${made.reviewId}`, { rating: 9, text: REVIEW.text }), 400);
    expectError(await server.client().patch(`/api/user/reviews/${made.reviewId}`, REVIEW), 401);
    expectError(await made.shop.client.patch(`/api/user/reviews/${made.reviewId}`, REVIEW), 403);
  });
});

describe('GET /api/deals/:id/reviews and GET /api/user/reviews', () => {
  it('lists the business reviews newest first, ten a page, with the rating; 404 for an unknown deal', async () => {
    const made = await reviewed(5);
    const customer = await newCustomer(server);
    const start = clock.now();
    try {
      for (let i = 0; i < 10; i += 1) {
        clock.advance(60_000);
        const purchase = await buy(server, customer.client, made.dealId);
        expect((await customer.client.post(`/api/purchases/${purchase.id}/redeem`)).status).toBe(200);
        expect((await customer.client.post(`/api/purchases/${purchase.id}/review`, { rating: 3, text: `Review number ${i}, all fine.` })).status).toBe(201);
      }
    } finally {
      clock.set(start);
    }

    const first = await server.client().get(`/api/deals/${made.dealId}/reviews`);
    const second = await server.client().get(`/api/deals/${made.dealId}/reviews?page=2`);

    expect(first.status, first.text).toBe(200);
    expect(first.body.reviews).toHaveLength(10);
    expect(first.body.reviews[0]).toMatchObject({ text: 'Review number 9, all fine.', author: customer.username });
    expect(second.body.reviews.map((review: { id: number }) => review.id)).toEqual([made.reviewId]);
    expect(first.body.rating).toEqual({ average: 3.2, count: 11 });
    expect(first.body.pagination).toMatchObject({ total: 11, page: 1, totalPages: 2, hasNextPage: true });
    expectError(await server.client().get('/api/deals/999999/reviews'), 404);
    expectError(await server.client().get(`/api/deals/${made.dealId}/reviews?page=0`), 400);
  });

  it('GET /api/user/reviews: the customer only, their own reviews', async () => {
    const made = await reviewed();
    expect((await made.customer.client.get('/api/user/reviews')).body.map((review: { id: number }) => review.id)).toEqual([made.reviewId]);
    expect((await (await newCustomer(server)).client.get('/api/user/reviews')).body).toEqual([]);
    expectError(await server.client().get('/api/user/reviews'), 401);
    expectError(await made.shop.client.get('/api/user/reviews'), 403);
  });
});

describe('the business: GET /api/business/reviews, POST /api/business/reviews/:id/reply', () => {
  it('lists its reviews with its rating and replies once; the reply shows under the review', async () => {
    const made = await reviewed(5);
    const list = await made.shop.client.get('/api/business/reviews');
    expect(list.status, list.text).toBe(200);
    expect(list.body).toMatchObject({ rating: { average: 5, count: 1 }, reviews: [{ id: made.reviewId, reply: null }] });

    const replied = await made.shop.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: '  Thank you, come again!  ' });

    expect(replied.status, replied.text).toBe(200);
    expect(replied.body.reply).toEqual({ text: 'Thank you, come again!', repliedAt: clock.now().toISOString() });
    const shown = await server.client().get(`/api/deals/${made.dealId}/reviews`);
    expect(shown.body.reviews[0].reply).toEqual(replied.body.reply);
    expectError(await made.shop.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'Again' }), 409, 'This review already has your reply.');
  });

  it("answers another business's review as missing (404); 400 for a bad reply; 401/403 for others", async () => {
    const made = await reviewed();
    const other = await newVerifiedBusiness(server);
    expectError(await other.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'Not yours' }), 404, 'Review not found');
    expect((await other.client.get('/api/business/reviews')).body).toMatchObject({ reviews: [], rating: null });
    expectError(await made.shop.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'x' }), 400);
    expectError(await made.shop.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'x'.repeat(1001) }), 400);
    expectError(await made.customer.client.get('/api/business/reviews'), 403);
    expectError(await server.client().post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'Hello there' }), 401);
    expect((await server.client().get(`/api/deals/${made.dealId}/reviews`)).body.reviews[0].reply).toBeNull();
  });
});

describe('the admin: GET /api/admin/reviews, hide and unhide', () => {
  it('hides a review out of the list and the rating with a reason its author sees, and shows it again', async () => {
    const made = await reviewed(2);
    const admin = await adminClient(server);
    const recent = await admin.get('/api/admin/reviews');
    expect(recent.body.reviews.find((review: { id: number }) => review.id === made.reviewId)).toMatchObject({ businessName: made.shop.name, hidden: null });

    const hidden = await admin.post(`/api/admin/reviews/${made.reviewId}/hide`, { reason: '  Abusive language  ' });

    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.hidden).toEqual({ reason: 'Abusive language', hiddenAt: clock.now().toISOString() });
    expect((await server.client().get(`/api/deals/${made.dealId}/reviews`)).body).toMatchObject({ reviews: [], rating: null });
    expect(await ratingOnTheList(made.dealId)).toBeNull();
    expect((await made.customer.client.get('/api/user/reviews')).body[0]).toMatchObject({ id: made.reviewId, hiddenReason: 'Abusive language' });
    expectError(await made.shop.client.post(`/api/business/reviews/${made.reviewId}/reply`, { text: 'Hello there' }), 404);

    const shown = await admin.post(`/api/admin/reviews/${made.reviewId}/unhide`);
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.hidden).toBeNull();
    expect(await ratingOnTheList(made.dealId)).toEqual({ average: 2, count: 1 });
    expect((await made.customer.client.get('/api/user/reviews')).body[0].hiddenReason).toBeNull();
  });

  it('400 for a short reason, 404 for an unknown review', async () => {
    const made = await reviewed();
    const admin = await adminClient(server);
    expectError(await admin.post(`/api/admin/reviews/${made.reviewId}/hide`, { reason: ' ab ' }), 400);
    expectError(await admin.post(`/api/admin/reviews/${made.reviewId}/hide`, { reason: 'x'.repeat(501) }), 400);
    expectError(await admin.post('/api/admin/reviews/999999/hide', { reason: 'Abusive' }), 404, 'Review not found');
    expectError(await admin.post('/api/admin/reviews/999999/unhide'), 404);
  });
});

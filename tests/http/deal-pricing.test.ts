import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, demoBusiness, demoCustomer, expectError, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const STEPS = [12, 14, 21, 22, 30, 40];

/** The wizard's payload for a starting price of $10: six options $10 to $35. */
function wizardPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cash to Discount: Tune-Up',
    description: 'Prepay from $10 to $35 and save up to 40% on any bike service.',
    category: 'Services',
    basePrice: 15,
    minPrice: 10,
    maxPrice: 35,
    baseDiscount: 12,
    maxDiscount: 40,
    ...Object.fromEntries(STEPS.map((step, index) => [`discountStep${index + 1}`, step])),
    isSlidingDeal: true,
    slidingDiscounts: STEPS.map((discountPercent, index) => ({ price: 10 + 5 * index, discountPercent })),
    maxRedemptionsPerUser: 2,
    startDate: daysFromNow(-1),
    endDate: daysFromNow(20),
    ...overrides,
  };
}

describe('Cash to Discount: the previewed price options are what checkout quotes', () => {
  it('stores the six options from the starting price and quotes each at its previewed discount', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', wizardPayload());
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ minPrice: 10, maxPrice: 35, discountSteps: JSON.stringify(STEPS), category: 'Services' });

    const customer = await demoCustomer(server);
    for (const [index, discountPercent] of STEPS.entries()) {
      const price = 10 + 5 * index;
      const intent = await customer.post('/api/create-payment-intent', { dealId: reply.body.id, customPrice: price, customDiscount: discountPercent });
      expect(intent.body, intent.text).toMatchObject({ amount: price, discountPercent });
    }
    expectError(await customer.post('/api/create-payment-intent', { dealId: reply.body.id, customPrice: 40 }), 400, /The price \$40\.00 is not offered/);
    expectError(await customer.post('/api/create-payment-intent', { dealId: reply.body.id, customPrice: 12.5 }), 400, /The price \$12\.50 is not offered/);
  });

  it('refuses a maximum price the six options do not reach, on maxPrice', async () => {
    const business = await demoBusiness(server);
    const reply = await business.post('/api/deals', wizardPayload({ maxPrice: 50 }));
    expectError(reply, 400, 'Maximum price must be $35.00: the six price options are $5 apart from the starting price');
    expect(reply.body.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'maxPrice' })]),
    );
  });

  it('refuses a starting price off the $5 steps and sliding discounts that contradict the steps', async () => {
    const business = await demoBusiness(server);
    expectError(await business.post('/api/deals', wizardPayload({ minPrice: 7, maxPrice: 32 })), 400, 'Starting price must be a whole multiple of $5');
    const contradicting = STEPS.map((discountPercent, index) => ({ price: 5 + 5 * index, discountPercent }));
    expectError(await business.post('/api/deals', wizardPayload({ slidingDiscounts: contradicting })), 400, /slidingDiscounts must list the six price options/);
  });
});

describe('fixed deals: the price shown is the price charged', () => {
  it('charges an $8 deal $8.00, and an extra use $5 more', async () => {
    const business = await demoBusiness(server);
    const created = await business.post('/api/deals', standardDeal({ price: 8, discountPercent: 15 }));
    expect(created.status, created.text).toBe(201);
    const customer = await demoCustomer(server);
    const one = await customer.post('/api/create-payment-intent', { dealId: created.body.id });
    expect(one.body, one.text).toMatchObject({ amount: 8, price: 8 });
    const refused = await customer.post('/api/create-payment-intent', { dealId: created.body.id, customPrice: 10 });
    expectError(refused, 400, 'This deal costs $8.00; the requested price does not match.');
  });

  it('refuses at creation and update a price no card can be charged, on the price field', async () => {
    const business = await demoBusiness(server);
    const message = 'Price must be at least $0.50, the smallest amount a card can be charged';
    const reply = await business.post('/api/deals', standardDeal({ price: 0.49 }));
    expectError(reply, 400, message);
    expect(reply.body.issues).toEqual([{ path: 'price', message }]);
    expectError(await business.post('/api/deals', standardDeal({ price: 0 })), 400, 'Price must be a positive number');

    const created = await business.post('/api/deals', standardDeal({ price: 0.5 }));
    expect(created.status, created.text).toBe(201);
    expectError(await business.patch(`/api/deals/${created.body.id}`, { price: 0.2 }), 400, message);
  });
});

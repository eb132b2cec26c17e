import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, createDeal, demoCustomer, expectError, newVerifiedBusiness, standardDeal, unique } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const COFFEE = 'Free coffee with any pastry';

/** A free-item deal payload: the item instead of discountPercent. */
function freeItemDeal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { discountPercent: _percent, ...deal } = standardDeal({ title: `Pastry morning ${unique()}`, price: 6, freeItem: `  ${COFFEE} ` });
  return { ...deal, ...overrides };
}

function issueAt(reply: { body: { issues?: { path: string; message: string }[] } }, path: string): string | undefined {
  return reply.body.issues?.find((issue) => issue.path === path)?.message;
}

describe('free-item deals over HTTP', () => {
  it('creates a free-item deal (discountPercent 0), presents it to shoppers and sells it at its price', async () => {
    const shop = await newVerifiedBusiness(server);
    const deal = await createDeal(shop.client, freeItemDeal());
    expect(deal).toMatchObject({ freeItem: COFFEE, discountPercent: 0, price: 6, isSliderDeal: false });

    const shown = await server.client().get(`/api/deals/${deal.id}`);
    expect(shown.body).toMatchObject({ freeItem: COFFEE, discountPercent: 0 });

    const customer = await demoCustomer(server);
    const purchase = await buy(server, customer, deal.id);
    expect(purchase).toMatchObject({ amount: 6, price: 6, discountPercent: 0, freeItem: COFFEE, deal: { freeItem: COFFEE } });

    const check = await shop.client.post('/api/business/validate-code', { code: purchase.textCode });
    expect(check.status, check.text).toBe(200);
    expect(check.body).toMatchObject({ freeItem: COFFEE, discountPercent: 0, amount: 6 });
  });

  it('refuses both offers, neither, and an item outside 2 to 80 characters, with the message on the field', async () => {
    const shop = await newVerifiedBusiness(server);
    const both = await shop.client.post('/api/deals', freeItemDeal({ discountPercent: 20 }));
    expectError(both, 400);
    expect(issueAt(both, 'freeItem')).toBe('A deal offers a percentage off or a free item, not both');

    const neither = await shop.client.post('/api/deals', freeItemDeal({ freeItem: undefined }));
    expectError(neither, 400);
    expect(issueAt(neither, 'discountPercent')).toBe('Enter a discount percentage or a free item');

    const short = await shop.client.post('/api/deals', freeItemDeal({ freeItem: ' x ' }));
    expect(issueAt(short, 'freeItem')).toBe('Free item must be 2 to 80 characters');
    const long = await shop.client.post('/api/deals', freeItemDeal({ freeItem: 'c'.repeat(81) }));
    expect(issueAt(long, 'freeItem')).toBe('Free item must be at most 80 characters');
  });

  it('updates a deal to a free item and back, refusing both and neither', async () => {
    const shop = await newVerifiedBusiness(server);
    const deal = await createDeal(shop.client, standardDeal({ discountPercent: 20 }));

    const toItem = await shop.client.patch(`/api/deals/${deal.id}`, { freeItem: 'Free cookie' });
    expect(toItem.status, toItem.text).toBe(200);
    expect(toItem.body).toMatchObject({ freeItem: 'Free cookie', discountPercent: 0 });

    const both = await shop.client.patch(`/api/deals/${deal.id}`, { freeItem: 'Free cookie', discountPercent: 10 });
    expectError(both, 400);
    expect(issueAt(both, 'freeItem')).toBe('A deal offers a percentage off or a free item, not both');

    const neither = await shop.client.patch(`/api/deals/${deal.id}`, { freeItem: null });
    expectError(neither, 400);
    expect(issueAt(neither, 'discountPercent')).toBe('Enter a discount percentage or a free item');

    const back = await shop.client.patch(`/api/deals/${deal.id}`, { discountPercent: 10, freeItem: null });
    expect(back.body).toMatchObject({ freeItem: null, discountPercent: 10 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { Deal } from '@marketplace/core/deals/domain/deal';
import { buy, createDeal, newCustomer, newVerifiedBusiness, standardDeal } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/**
 * Which writes empty the public catalogue cache is read from the routes themselves (a route marks
 * itself neutral), so a till's redemption through the business routes keeps the cache, and a deal
 * write empties it, whatever paths the routers mount.
 */

const LIST = '/api/deals?category=Restaurant&limit=100';
const db = createInMemoryRepositories();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { CATALOGUE_CACHE_MS: '60000' },
    infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' },
  });
});
afterAll(() => server.stop());

async function renameBehindTheBack(id: number, title: string): Promise<void> {
  const deal = await db.repositories.deals.findById(id);
  await db.repositories.deals.save(Deal.restore({ ...deal!.toProps(), title }));
}

describe('writes that cannot change the catalogue', () => {
  it('keep the cache through a code check and a redemption at the till; a deal write empties it', async () => {
    const business = await newVerifiedBusiness(server);
    const deal = await createDeal(business.client, standardDeal({ title: 'Till Test Plate', maxRedemptionsPerUser: 5 }));
    const customer = await newCustomer(server);
    const purchase = await buy(server, customer.client, deal.id, { redemptions: 2 });

    const shopper = server.client();
    const titles = async () => ((await shopper.get(LIST)).body.deals as { title: string }[]).map((shown) => shown.title);
    expect(await titles()).toContain('Till Test Plate');
    await renameBehindTheBack(deal.id, 'Renamed behind the back');
    expect(await titles()).not.toContain('Renamed behind the back');

    const checked = await business.client.post('/api/business/validate-code', { code: purchase.textCode });
    expect(checked.status, checked.text).toBe(200);
    const redeemed = await business.client.post('/api/business/redeem', { code: purchase.textCode });
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body.usesLeft).toBe(1);
    expect(await titles()).not.toContain('Renamed behind the back');

    const edited = await business.client.patch(`/api/deals/${deal.id}`, { description: 'Now with a side salad, weekdays only.' });
    expect(edited.status, edited.text).toBe(200);
    expect(await titles()).toContain('Renamed behind the back');
  });
});

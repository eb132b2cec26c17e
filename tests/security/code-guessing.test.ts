import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { RATE_LIMITS } from '@marketplace/core/security/domain/rate-limits';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { openTestDatabase, type TestDatabase } from '../mikro-orm/test-database.js';
import { buy, createDeal, newCustomer, newVerifiedBusiness, standardDeal, type BusinessAccount } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type Reply, type TestServer } from '../http/test-server.js';
import { cents } from '@marketplace/core/shared/domain/money';

/**
 * Guessing codes at the till, on the MikroORM database (PostgreSQL with TEST_DATABASE_URL): another
 * shop's code tells a business nothing an unknown code does not, and failed look-ups are limited
 * per business account and per client address (DESIGN.md 10.2). The clock stands still, so a
 * limit's window never ends in the middle of a test.
 */

const LIMIT = RATE_LIMITS.codeLookupFailuresPerBusiness.max;
const TEXT_CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

let testDb: TestDatabase;
let server: TestServer;
let shopA: BusinessAccount;
let codeOfA: string;

beforeAll(async () => {
  testDb = await openTestDatabase();
  const { database } = testDb;
  const infrastructure: Infrastructure = {
    repositories: database.repositories,
    transactions: database.transactions,
    isReachable: () => database.isReachable(),
    close: async () => undefined,
    describe: `MikroORM (${database.engine})`,
  };
  server = await startTestServer({ infrastructure, clock: new FixedClock(new Date()) });
  shopA = await newVerifiedBusiness(server);
  const deal = await createDeal(shopA.client, standardDeal());
  const purchase = await buy(server, (await newCustomer(server)).client, deal.id, { redemptions: 3 });
  codeOfA = purchase.textCode;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await testDb?.close();
}, 30_000);

let addresses = 0;
/** A business signed in at a client address of its own (or the given one). */
async function shopAt(address = `203.0.113.${++addresses}`): Promise<{ business: BusinessAccount; till: HttpClient }> {
  const business = await newVerifiedBusiness(server);
  const till = server.client({ address });
  for (const [name, value] of business.client.cookies) till.cookies.set(name, value);
  return { business, till };
}

let guesses = 0;
/** A well-formed code no purchase has (10 characters, as codes are issued now). */
function randomCode(): string {
  guesses += 1;
  return `ZZZZZ-${String(guesses).padStart(5, '0')}`;
}

const lookUp = (till: HttpClient, code: string, path = '/api/business/validate-code') => till.post(path, { code });

function expectLimited(reply: Reply): void {
  expect(reply.status).toBe(429);
  expect(reply.body).toEqual({ message: 'Too many codes that match no purchase. Please wait a minute and try again.', code: expect.stringMatching(/^rate_limited\.code_lookup_/) });
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('another business’s code', () => {
  it('is issued with 10 characters, XXXXX-XXXXX', () => {
    expect(codeOfA).toMatch(TEXT_CODE);
  });

  it('answers exactly like a code that does not exist, on validate and on redeem', async () => {
    const { till } = await shopAt();
    for (const path of ['/api/business/validate-code', '/api/business/redeem']) {
      const other = await lookUp(till, codeOfA, path);
      const unknown = await lookUp(till, randomCode(), path);
      expect(other.status).toBe(404);
      expect(other.status).toBe(unknown.status);
      expect(other.body).toEqual(unknown.body);
      expect(other.body).toEqual({ message: 'No purchase matches this code. Check the code and try again.', code: 'code.not_found' });
    }
    // And nothing was redeemed: the owner still has all three uses.
    const own = await lookUp(shopA.client, codeOfA.toLowerCase().replace('-', ' '));
    expect(own.status).toBe(200);
    expect(own.body.usesLeft).toBe(3);
  });
});

describe('failed code look-ups are limited', () => {
  it(`refuses a business after ${LIMIT} codes that match nothing, its own codes included; codes that exist cost nothing`, async () => {
    const { business, till } = await shopAt();
    const deal = await createDeal(business.client, standardDeal());
    const { textCode } = await buy(server, (await newCustomer(server)).client, deal.id);
    for (let i = 0; i < LIMIT * 2; i += 1) expect((await lookUp(till, textCode)).status).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) expect((await lookUp(till, randomCode(), i % 2 ? '/api/business/redeem' : undefined)).status).toBe(404);
    expectLimited(await lookUp(till, randomCode()));
    expectLimited(await lookUp(till, textCode, '/api/business/redeem'));
    // Another shop's code gets the same refusal: no way around the limit through other shops.
    expectLimited(await lookUp(till, codeOfA));
  });

  it('counts per client address too: another business at that address is refused, the first business elsewhere is not', async () => {
    const address = '198.51.100.7';
    const first = await shopAt(address);
    for (let i = 0; i < LIMIT; i += 1) expect((await lookUp(first.till, randomCode())).status).toBe(404);
    const second = await shopAt(address);
    expectLimited(await lookUp(second.till, randomCode()));
    const elsewhere = await shopAt();
    expect((await lookUp(elsewhere.till, randomCode())).status).toBe(404);
  });

  it('counts per business too: the same business from a fresh address is still refused', async () => {
    const { business, till } = await shopAt();
    for (let i = 0; i < LIMIT; i += 1) expect((await lookUp(till, randomCode())).status).toBe(404);
    const otherTill = server.client({ address: '198.51.100.99' });
    for (const [name, value] of business.client.cookies) otherTill.cookies.set(name, value);
    expectLimited(await lookUp(otherTill, randomCode()));
  });

  it(`lets no burst slip past: of 100 guesses at once, at most ${LIMIT} are looked up and the rest refused`, async () => {
    const { till } = await shopAt();
    const replies = await Promise.all(Array.from({ length: 100 }, () => lookUp(till, randomCode())));
    // At most the limit (a guess refused by one counter holds the other's hit for a moment, so a
    // burst may get fewer through, never more).
    const answered = replies.filter((reply) => reply.status === 404).length;
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThanOrEqual(LIMIT);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(100 - answered);
  });

  it('does not count malformed codes (400, nothing looked up)', async () => {
    const { till } = await shopAt();
    for (let i = 0; i < LIMIT + 5; i += 1) expect((await lookUp(till, 'not a code!')).status).toBe(400);
    expect((await lookUp(till, randomCode())).status).toBe(404);
  });
});

describe('codes issued before, of 8 characters', () => {
  it('still validate and redeem through the API, typed in any case, with or without the dash', async () => {
    const { business, till } = await shopAt();
    const deal = await createDeal(business.client, standardDeal());
    const customer = await newCustomer(server);
    const now = Date.now();
    // A purchase as issued before 10-character codes: its code has 8 characters.
    const { id } = (
      await testDb.database.repositories.purchases.add({
        userId: customer.id,
        dealId: deal.id,
        businessId: business.id,
        stripePaymentId: 'ch_old_code',
        stripePaymentIntentId: 'pi_old_code',
        amountCents: cents(1000),
        priceCents: cents(1000),
        discountPercent: 15,
        redemptions: 2,
        redemptionsUsed: 0,
        status: 'completed',
        qrCode: 'oldCodeQrToken_0000000000000',
        textCode: 'K7QM-3XWP',
        passSecret: 'oldCodePassSecret',
        redeemed: false,
        redeemedAt: null,
        customPriceCents: null,
        customDiscount: null,
        customRedemptions: null,
        platformFeeCents: cents(250),
        businessShareCents: cents(750),
        createdAt: new Date(now - 86_400_000),
        purchaseDate: new Date(now - 86_400_000),
        expiryDate: new Date(now + 30 * 86_400_000),
      })
    ).toProps();
    const validated = await lookUp(till, 'k7qm3xwp');
    expect(validated.status, validated.text).toBe(200);
    const redeemed = await lookUp(till, 'K7QM 3XWP', '/api/business/redeem');
    expect(redeemed.status, redeemed.text).toBe(200);
    expect(redeemed.body).toMatchObject({ purchaseId: id, usesLeft: 1 });
  });
});

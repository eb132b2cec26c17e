import { describe, expect, it } from 'vitest';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import { SetAdminPassword } from '@marketplace/core/accounts/application/set-admin-password.use-case';
import { Session } from '@marketplace/core/accounts/domain/session';
import { SeedBulkData, type BulkSeedProgress } from '@marketplace/core/demo/application/seed-bulk-data.use-case';
import { BULK_PASSWORD, seededRandom } from '@marketplace/core/demo/domain/bulk-catalogue';
import type { BulkLoader } from '@marketplace/core/demo/ports/bulk-loader.port';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { ExportWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import { ADMIN, ADMIN_CREDENTIALS, buy, createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

const NOW = new Date('2025-06-15T12:00:00.000Z');

function bulkSeed(h: Harness, loader: BulkLoader = h.db.bulkLoader, codes = new SequentialCodeGenerator()) {
  return new SeedBulkData({ loader, hasher: h.hasher, codes, clock: h.clock, random: seededRandom(11) });
}

describe('bulk seed (load-test data)', () => {
  it('loads businesses, deals, customers and purchases in batches, reporting progress after each', async () => {
    const h = createHarness({ now: NOW });
    const progress: BulkSeedProgress[] = [];
    const report = await bulkSeed(h).execute({ businesses: 7, deals: 120, purchases: 90, batchSize: 50 }, (step) => progress.push(step));
    expect(report).toMatchObject({ businesses: 7, deals: 120, purchases: 90, customers: 18, emailDomain: 'bulk.example', password: BULK_PASSWORD });
    expect(progress.filter((step) => step.stage === 'deals')).toEqual([
      { stage: 'deals', done: 0, total: 120 },
      { stage: 'deals', done: 50, total: 120 },
      { stage: 'deals', done: 100, total: 120 },
      { stage: 'deals', done: 120, total: 120 },
    ]);
    expect(progress.map((step) => step.stage).filter((stage, i, all) => all.indexOf(stage) === i)).toEqual(['businesses', 'deals', 'customers', 'purchases']);

    const { tables } = h.db.store;
    expect(tables.businesses.size).toBe(7);
    expect(tables.deals.size).toBe(120);
    expect(tables.users.size).toBe(18);
    expect(tables.purchases.size).toBe(90);
    expect(tables.redemptions.size).toBe(report.redemptions);
    // One hash for every account: hashed once, not once per account.
    const hashes = new Set([...tables.businesses.values(), ...tables.users.values()].map((row) => row.passwordHash));
    expect(hashes).toEqual(new Set([await h.hasher.hash(BULK_PASSWORD)]));
    expect([...tables.users.values()].every((user) => user.email.includes(`.${report.tag}.`))).toBe(true);

    const perCustomerAndDeal = new Map<string, number>();
    for (const purchase of tables.purchases.values()) {
      const deal = tables.deals.get(purchase.dealId);
      expect(deal?.businessId).toBe(purchase.businessId);
      expect(deal?.awaitingVerification).toBe(false);
      expect(deal!.startDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const key = `${purchase.userId}:${purchase.dealId}`;
      perCustomerAndDeal.set(key, (perCustomerAndDeal.get(key) ?? 0) + 1);
      const lines = [...tables.redemptions.values()].filter((line) => line.purchaseId === purchase.id);
      expect(lines).toHaveLength(purchase.redemptionsUsed);
    }
    expect(Math.max(...perCustomerAndDeal.values())).toBe(1);
    expect(new Set([...tables.purchases.values()].map((p) => p.textCode)).size).toBe(90);
  });

  it('adds new accounts on every run rather than colliding with the last one', async () => {
    const h = createHarness({ now: NOW });
    const first = await bulkSeed(h).execute({ businesses: 3, deals: 5, purchases: 0 });
    h.clock.advance(1);
    const second = await bulkSeed(h, h.db.bulkLoader, new SequentialCodeGenerator()).execute({ businesses: 3, deals: 5, purchases: 0 });
    expect(second.tag).not.toBe(first.tag);
    expect(h.db.store.tables.businesses.size).toBe(6);
    expect(first.customers).toBe(0);
  });

  it('retries a batch whose generated code is taken, with new codes', async () => {
    const h = createHarness({ now: NOW });
    // A purchase already holds the first codes a fresh sequential generator hands out.
    const deal = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
    await buy(h, (await givenACustomer(h)).actor, { dealId: deal.id });
    let calls = 0;
    let refreshed = 0;
    const counting: BulkLoader = {
      insertUsers: (rows) => h.db.bulkLoader.insertUsers(rows),
      insertBusinesses: (rows) => h.db.bulkLoader.insertBusinesses(rows),
      insertDeals: (rows) => h.db.bulkLoader.insertDeals(rows),
      refreshStatistics: () => {
        refreshed += 1;
        return h.db.bulkLoader.refreshStatistics();
      },
      insertPurchases: (rows) => {
        calls += 1;
        return h.db.bulkLoader.insertPurchases(rows);
      },
    };
    const report = await bulkSeed(h, counting, new SequentialCodeGenerator()).execute({ businesses: 1, deals: 3, purchases: 4 });
    expect(report.purchases).toBe(4);
    expect(calls).toBe(2);
    expect(refreshed).toBe(1);
    expect(h.db.store.tables.purchases.size).toBe(5);
  });

  it('gives up after three collisions and passes any other failure on', async () => {
    const h = createHarness({ now: NOW });
    let calls = 0;
    const alwaysTaken: BulkLoader = {
      insertBusinesses: (rows) => h.db.bulkLoader.insertBusinesses(rows),
      insertDeals: (rows) => h.db.bulkLoader.insertDeals(rows),
      insertUsers: (rows) => h.db.bulkLoader.insertUsers(rows),
      refreshStatistics: () => h.db.bulkLoader.refreshStatistics(),
      insertPurchases: async () => {
        calls += 1;
        throw new ConflictError('purchase.duplicate_code', 'taken');
      },
    };
    await expect(bulkSeed(h, alwaysTaken).execute({ businesses: 1, deals: 1, purchases: 1 })).rejects.toMatchObject({ code: 'purchase.duplicate_code' });
    expect(calls).toBe(3);
    h.clock.advance(1);
    const broken: BulkLoader = { ...alwaysTaken, insertDeals: async () => Promise.reject(new Error('disk full')) };
    await expect(bulkSeed(h, broken).execute({ businesses: 1, deals: 1, purchases: 0 })).rejects.toThrow('disk full');
  });

  it('refuses counts that make no sense', async () => {
    const h = createHarness({ now: NOW });
    const seed = bulkSeed(h);
    await expect(seed.execute({ businesses: 0, deals: 5, purchases: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(seed.execute({ businesses: 1, deals: 0, purchases: 5 })).rejects.toMatchObject({ code: 'bulk_seed.invalid' });
    await expect(seed.execute({ businesses: -1, deals: 0, purchases: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(seed.execute({ businesses: 1.5, deals: 0, purchases: 0 })).rejects.toBeInstanceOf(ValidationError);
    await expect(seed.execute({ businesses: 1, deals: 1, purchases: 0, batchSize: 0 })).rejects.toBeInstanceOf(ValidationError);
    expect(h.db.store.tables.businesses.size).toBe(0);
    expect(await seed.execute({ businesses: 0, deals: 0, purchases: 0 })).toMatchObject({ businesses: 0, deals: 0, customers: 0, purchases: 0 });
  });

  it('buys any deal when a tiny run has no published deal that has started', async () => {
    const h = createHarness({ now: NOW });
    const report = await new SeedBulkData({
      loader: h.db.bulkLoader,
      hasher: h.hasher,
      codes: new SequentialCodeGenerator(),
      clock: h.clock,
      // 0.99 everywhere: unverified businesses, upcoming deals.
      random: () => 0.99,
    }).execute({ businesses: 1, deals: 2, purchases: 2 });
    expect(report.purchases).toBe(2);
    expect(report.customers).toBe(1);
  });
});

describe('setting the admin password (CLI)', () => {
  it('hashes the new password, closes the admin sessions and refuses short ones', async () => {
    const h = createHarness({ now: NOW });
    await h.seed.execute({ admin: ADMIN_CREDENTIALS, demo: false });
    await h.repositories.sessions.add(Session.open('s1', { type: 'user', id: 999 }, NOW));
    const setPassword = new SetAdminPassword({ users: h.repositories.users, sessions: h.repositories.sessions, hasher: h.hasher });
    expect(await setPassword.execute(ADMIN, 'a-brand-new-secret')).toEqual({ sessionsClosed: 1 });
    expect((await h.logInAdmin.execute({ email: ADMIN_CREDENTIALS.email, password: 'a-brand-new-secret' })).id).toBe(999);
    await expect(setPassword.execute(ADMIN, 'short')).rejects.toMatchObject({ code: 'admin.password_length', kind: 'validation' });
    await expect(setPassword.execute(ADMIN, 'x'.repeat(129))).rejects.toBeInstanceOf(ValidationError);
    await expect(setPassword.execute({ kind: 'customer', userId: 1 }, 'a-brand-new-secret')).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('says when there is no admin account yet', async () => {
    const h = createHarness({ now: NOW });
    const setPassword = new SetAdminPassword({ users: h.repositories.users, sessions: h.repositories.sessions, hasher: h.hasher });
    await expect(setPassword.execute(ADMIN, 'long-enough-secret')).rejects.toMatchObject({ code: 'admin.not_found' });
  });
});

describe('redeeming as the operator (CLI)', () => {
  it('lets the admin validate and redeem any code, logging the admin as the redeemer', async () => {
    const h = createHarness({ now: NOW });
    const deal = await givenARunningDeal(h, await givenAVerifiedBusiness(h));
    const { purchase } = await buy(h, (await givenACustomer(h)).actor, { dealId: deal.id });
    const code = { kind: 'text' as const, value: purchase.toProps().textCode };
    expect(await h.validateCode.execute(ADMIN, code)).toMatchObject({ usesLeft: 1, refusal: null });
    expect(await h.redeemCode.execute(ADMIN, code)).toMatchObject({ usesLeft: 0, status: 'Redeemed' });
    const [line] = await h.repositories.redemptions.listByPurchase(purchase.id);
    expect(line?.toProps()).toMatchObject({ redeemedBy: { type: 'user', id: 999 }, channel: 'text_code' });
    await expect(h.redeemCode.execute(ADMIN, code)).rejects.toMatchObject({ code: 'purchase.already_redeemed' });
    await expect(h.redeemCode.execute(ADMIN, { kind: 'qr', value: 'x'.repeat(24) })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('exporting the waitlist (CLI)', () => {
  it('yields CSV rows oldest first, filtered, neutralised, for the admin and owners only', async () => {
    const h = createHarness({ now: NOW });
    await h.joinWaitlist.execute({ name: '=cmd()', email: 'a@x.io', phone: '+1 555', type: 'business', rating: 5 });
    h.clock.advance(1000);
    await h.joinWaitlist.execute({ name: 'Bo', email: 'b@x.io', phone: '555', type: 'discounter', rating: 3, feedback: 'Yes, "please"' });
    const exporter = new ExportWaitlist({ waitlist: h.repositories.waitlist });
    const rows: string[][] = [];
    for await (const row of exporter.execute(ADMIN, {}, 1)) rows.push(row);
    expect(rows).toEqual([
      ['1', "'=cmd()", 'a@x.io', "'+1 555", 'business', '5', '', '2025-06-15T12:00:00.000Z'],
      ['2', 'Bo', 'b@x.io', '555', 'discounter', '3', 'Yes, "please"', '2025-06-15T12:00:01.000Z'],
    ]);
    const discounters: string[][] = [];
    for await (const row of exporter.execute(ADMIN, { type: 'discounter' })) discounters.push(row);
    expect(discounters.map((row) => row[0])).toEqual(['2']);
    const refused = async () => {
      for await (const _row of exporter.execute({ kind: 'customer', userId: 1 })) return;
    };
    await expect(refused()).rejects.toBeInstanceOf(ForbiddenError);
  });
});

import { Migration20251212000000SubscriptionListing } from '@marketplace/adapters-mikro-orm/migrations/20251212000000-subscription-listing.migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../pg-statements.js';
import { aBareBusiness, aBusiness } from '../contracts/mothers/business.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';

const onPostgres = await mainTargetIsPostgres();
const DAY_MS = 24 * 60 * 60 * 1000;

function migrationStatements(): string[] {
  const migration = new Migration20251212000000SubscriptionListing(undefined as never, undefined as never);
  void migration.up();
  return migration.getQueries().map(String);
}

describe.skipIf(!onPostgres)('migration 20251212000000: the subscription keeps deals listed', () => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 120_000);

  afterAll(async () => {
    await opened.close();
  });

  it('gives businesses verified before it 30 free days from the release, or longer when paid up; unverified ones stay unlisted', async () => {
    const { businesses } = opened.database.repositories;
    const before = { verifiedAt: null, trialEndsAt: null, listedUntil: null };
    const plain = await businesses.add(aBusiness(before));
    const paidLong = new Date(Date.now() + 90 * DAY_MS);
    const subscribed = await businesses.add(aBusiness({ ...before, subscriptionActive: true, subscriptionExpiresAt: paidLong }));
    const lapsed = await businesses.add(aBusiness({ ...before, subscriptionActive: false, subscriptionExpiresAt: paidLong }));
    const unverified = await businesses.add(aBareBusiness());
    const alreadyListed = await businesses.add(aBusiness({ trialEndsAt: new Date('2030-01-01T00:00:00Z'), listedUntil: new Date('2030-01-01T00:00:00Z') }));

    const start = Date.now();
    await onServer(opened.url ?? '', ...migrationStatements());
    await onServer(opened.url ?? '', ...migrationStatements());

    const thirtyDays = (date: Date | null | undefined) => (date?.getTime() ?? 0) - start;
    const plainNow = (await businesses.findById(plain.id))!;
    expect(thirtyDays(plainNow.trialEndsAt)).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(thirtyDays(plainNow.trialEndsAt)).toBeLessThan(30 * DAY_MS + 60_000);
    expect(plainNow.listedUntil).toEqual(plainNow.trialEndsAt);
    expect(plainNow.verifiedAt).toBeNull();
    expect((await businesses.findById(subscribed.id))!.listedUntil).toEqual(new Date(paidLong.getTime() + DAY_MS));
    const lapsedNow = (await businesses.findById(lapsed.id))!;
    expect(lapsedNow.listedUntil).toEqual(lapsedNow.trialEndsAt);
    expect((await businesses.findById(unverified.id))!.toProps()).toMatchObject({ trialEndsAt: null, listedUntil: null });
    expect((await businesses.findById(alreadyListed.id))!.listedUntil).toEqual(new Date('2030-01-01T00:00:00Z'));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { DEFAULT_EMAIL_PREFERENCES } from '@marketplace/core/accounts/domain/email-preferences';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { aBusiness } from '../contracts/mothers/business.mother.js';
import { aDeal } from '../contracts/mothers/deal.mother.js';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase, type TestEngine } from '../mikro-orm/test-database.js';
import { startTestServer, type TestServer } from './test-server.js';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2025-06-16T06:00:00.000Z');
const ENGINES: TestEngine[] = (await mainTargetIsPostgres()) ? ['postgresql', 'embedded'] : ['embedded'];

/**
 * The reminder and summary jobs through the server's composition root on each MikroORM engine:
 * their queries, the outbox rows they write (once), and the one-click unsubscribe those rows' headers
 * point to, turning the next run's email off.
 */
describe.each(ENGINES)('email notices on %s', (engine) => {
  let testDb: TestDatabase;
  let server: TestServer;
  const clock = new FixedClock(NOW);

  beforeAll(async () => {
    testDb = await openTestDatabase({ engine });
    const { database } = testDb;
    const infrastructure: Infrastructure = {
      repositories: database.repositories,
      transactions: database.transactions,
      isReachable: () => database.isReachable(),
      close: async () => undefined,
      describe: `MikroORM (${database.engine})`,
    };
    server = await startTestServer({ infrastructure, clock, env: { JOBS: 'off' } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await testDb?.close();
  });

  it('writes each reminder and summary once, with one-click unsubscribe headers that work', async () => {
    const { repositories } = testDb.database;
    const customer = await repositories.users.add(aUser());
    const business = await repositories.businesses.add(aBusiness());
    const deal = await repositories.deals.add(aDeal({ businessId: business.id, title: 'Pasta night' }));
    const purchase = await repositories.purchases.add(
      aPurchase({
        userId: customer.id,
        dealId: deal.id,
        businessId: business.id,
        amountCents: 3000,
        platformFeeCents: 750,
        businessShareCents: 2250,
        purchaseDate: new Date('2025-06-10T10:00:00.000Z'),
        expiryDate: new Date(NOW.getTime() + 4 * DAY),
      }),
    );
    const { useCases } = server.running;

    // The server seeded the demo data too: its businesses get summaries, its purchases may be due reminders.
    // Two instances at once: the outbox's unique key lets one of them write each reminder.
    const reminderRuns = await Promise.all([useCases.writeExpiryReminders.execute(), useCases.writeExpiryReminders.execute()]);
    const reminders = { written: reminderRuns[0].written + reminderRuns[1].written };
    expect(reminders.written).toBeGreaterThanOrEqual(1);
    expect(await useCases.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
    const summaries = await useCases.writeWeeklySummaries.execute();
    expect(summaries.written).toBeGreaterThanOrEqual(1);
    expect(await useCases.writeWeeklySummaries.execute()).toEqual({
      week: '2025-W24',
      written: 0,
      alreadyWritten: summaries.written,
      statements: { written: 0, alreadyWritten: summaries.statements.written + summaries.statements.alreadyWritten, waiting: summaries.statements.waiting },
    });

    const written = await repositories.outbox.listRecent(1000);
    expect(new Set(written.map((email) => email.dedupeKey)).size).toBe(written.length);
    expect(written.filter((email) => email.kind.startsWith('expiry-reminder')).length).toBe(reminders.written);
    const reminder = written.find((email) => email.dedupeKey === `expiry-reminder-7d:${purchase.id}`)!;
    const summary = written.find((email) => email.dedupeKey === `weekly-summary:${business.id}:2025-W24`)!;
    expect(reminder.to).toBe(customer.email);
    expect(summary.to).toBe(business.email);
    expect(summary.text).toContain('Sales: 1\nGross sales: $30.00\nYour share: $22.50\nUses redeemed: 0');

    for (const email of [reminder, summary]) {
      expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const address = new URL(/^<(.+)>$/.exec(email.headers!['List-Unsubscribe']!)![1]!);
      const reply = await server.client().request('POST', `${address.pathname}${address.search}`, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(reply.status, reply.text).toBe(200);
    }
    expect(await repositories.emailPreferences.find(customer.id)).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, expiryReminders: false });
    expect(await repositories.emailPreferences.findForBusiness(business.id)).toEqual({ weeklySummary: false });

    clock.set(new Date(NOW.getTime() + 3 * DAY + 12 * 3600 * 1000));
    await useCases.writeExpiryReminders.execute();
    clock.set(new Date(NOW.getTime() + 7 * DAY));
    await useCases.writeWeeklySummaries.execute();
    const keys = (await repositories.outbox.listRecent(1000)).map((email) => email.dedupeKey);
    expect(keys).not.toContain(`expiry-reminder-1d:${purchase.id}`);
    expect(keys).not.toContain(`weekly-summary:${business.id}:2025-W25`);
    expect(keys.filter((key) => key.startsWith('weekly-summary:') && key.endsWith(':2025-W25')).length).toBe(summaries.written - 1);
  }, 60_000);
});

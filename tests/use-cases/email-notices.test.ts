import { describe, expect, it } from 'vitest';
import type { OutboxEmail } from '@marketplace/core/mail/domain/outbox-email';
import { createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAPurchase, givenAVerifiedBusiness, givenAnUnverifiedBusiness, type Customer } from './mothers.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2025-06-15T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

async function outbox(h: Harness, kind?: string): Promise<OutboxEmail[]> {
  return (await h.repositories.outbox.listRecent(1000)).filter((email) => !kind || email.kind === kind).sort((a, b) => a.id - b.id);
}

/** A customer's purchase of a deal at a verified business, expiring `expiresIn` from NOW, bought `boughtAgo` before NOW. */
async function aPurchaseExpiring(h: Harness, expiresIn: number, options: { boughtAgo?: number; customer?: Customer; redemptions?: number; redemptionsUsed?: number; status?: 'completed' | 'refunded' } = {}) {
  const shop = await givenAVerifiedBusiness(h, { name: 'Rosa’s <Bakery>' });
  const deal = await givenARunningDeal(h, shop, { title: 'Two croissants & a coffee', endDate: at(expiresIn) });
  const customer = options.customer ?? (await givenACustomer(h));
  const purchase = await givenAPurchase(h, customer, deal, {
    purchaseDate: at(-(options.boughtAgo ?? 20 * DAY)),
    expiryDate: at(expiresIn),
    redemptions: options.redemptions ?? 3,
    redemptionsUsed: options.redemptionsUsed ?? 1,
    ...(options.status ? { status: options.status } : {}),
  });
  return { shop, deal, customer, purchase };
}

describe('expiry reminders (the hourly job)', () => {
  it('writes the 7-day reminder once, then the 1-day one once, however often the job runs', async () => {
    const h = createHarness({ now: NOW });
    const { customer, purchase } = await aPurchaseExpiring(h, 6 * DAY);

    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 1, alreadyWritten: 0 });
    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
    const [weekAhead, ...others] = await outbox(h);
    expect(others).toEqual([]);
    expect(weekAhead).toMatchObject({ kind: 'expiry-reminder-7d', dedupeKey: `expiry-reminder-7d:${purchase.id}`, to: customer.user.email });

    h.clock.set(at(5 * DAY + 13 * HOUR));
    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 1, alreadyWritten: 0 });
    h.clock.advance(HOUR);
    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
    expect((await outbox(h)).map((email) => email.dedupeKey)).toEqual([`expiry-reminder-7d:${purchase.id}`, `expiry-reminder-1d:${purchase.id}`]);

    h.clock.set(at(6 * DAY + HOUR));
    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
  });

  it('writes each reminder once when two instances run the job at the same time', async () => {
    const h = createHarness({ now: NOW });
    const { purchase } = await aPurchaseExpiring(h, 6 * DAY);
    await aPurchaseExpiring(h, 20 * HOUR);

    const runs = await Promise.all([h.writeExpiryReminders.execute(), h.writeExpiryReminders.execute()]);

    expect(runs.reduce((sum, run) => sum + run.written, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.alreadyWritten, 0)).toBe(2);
    expect((await outbox(h)).map((email) => email.dedupeKey)).toEqual([`expiry-reminder-7d:${purchase.id}`, `expiry-reminder-1d:${purchase.id + 1}`]);
  });

  it('says what expires, where, how many uses are left, when, the code, and links to the purchases and to unsubscribing', async () => {
    const h = createHarness({ now: NOW });
    const { purchase } = await aPurchaseExpiring(h, 3 * DAY);
    await h.writeExpiryReminders.execute();
    const [email] = await outbox(h);

    expect(email!.subject).toBe('Your deal expires soon: Two croissants & a coffee');
    expect(email!.text).toContain('Deal: Two croissants & a coffee');
    expect(email!.text).toContain('Business: Rosa’s <Bakery>');
    expect(email!.text).toContain('Uses: 2 of 3 uses left');
    expect(email!.text).toContain('Expires: Wednesday, June 18, 2025 at 12:00 PM UTC');
    expect(email!.text).toContain(`Code: ${purchase.toProps().textCode}`);
    expect(email!.text).toContain('See your purchases: http://localhost:3000/profile');
    expect(email!.html).toContain('Rosa’s &lt;Bakery&gt;');
    expect(email!.html).not.toContain('<Bakery>');
    const unsubscribeUrl = /Unsubscribe: (\S+)/.exec(email!.text)![1]!;
    expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=c\.\d+\.expiryReminders\./);
    expect(email!.html).toContain(`href="${unsubscribeUrl}"`);
    expect(email!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl.replace('/unsubscribe?', '/api/unsubscribe/one-click?')}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends a purchase bought 3 days before it expires only the 1-day reminder, and one bought 12 hours before none', async () => {
    const h = createHarness({ now: NOW });
    const { purchase: threeDays } = await aPurchaseExpiring(h, 3 * DAY, { boughtAgo: 0 });
    await aPurchaseExpiring(h, 12 * HOUR, { boughtAgo: 0 });

    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
    h.clock.set(at(2 * DAY + HOUR));
    await h.writeExpiryReminders.execute();
    expect((await outbox(h)).map((email) => email.dedupeKey)).toEqual([`expiry-reminder-1d:${threeDays.id}`]);
  });

  it('writes none for a customer who turned reminders off, or for used-up or refunded purchases', async () => {
    const h = createHarness({ now: NOW });
    const quiet = await givenACustomer(h);
    await h.updateEmailPreferences.execute(quiet.actor, { expiryReminders: false });
    await aPurchaseExpiring(h, 5 * DAY, { customer: quiet });
    await aPurchaseExpiring(h, 5 * DAY, { redemptions: 2, redemptionsUsed: 2 });
    await aPurchaseExpiring(h, 5 * DAY, { status: 'refunded' });

    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
    expect(await outbox(h)).toEqual([]);
  });

  it('stops after the email’s own unsubscribe link is used', async () => {
    const h = createHarness({ now: NOW });
    const { customer } = await aPurchaseExpiring(h, 5 * DAY);
    await h.writeExpiryReminders.execute();
    const token = new URL(/Unsubscribe: (\S+)/.exec((await outbox(h))[0]!.text)![1]!).searchParams.get('token')!;

    expect(await h.unsubscribeByLink.execute(token)).toMatchObject({ list: 'expiryReminders', subscribed: false });
    expect(await h.getEmailPreferences.execute(customer.actor)).toEqual({ purchaseReceipts: true, expiryReminders: false, newDeals: true, newsletter: false, favoriteDeals: false });
    h.clock.set(at(4 * DAY + 13 * HOUR));
    expect(await h.writeExpiryReminders.execute()).toEqual({ written: 0, alreadyWritten: 0 });
  });
});

describe('the weekly merchant summary (Mondays)', () => {
  const MONDAY = new Date('2025-06-16T06:00:00.000Z');
  const IN_WEEK = new Date('2025-06-11T15:00:00.000Z');

  async function givenAWeek(h: Harness) {
    const shop = await givenAVerifiedBusiness(h, { name: 'Corner Café' });
    const [coffee, cake] = [await givenARunningDeal(h, shop, { title: 'Coffee for two' }), await givenARunningDeal(h, shop, { title: 'Cake & tea' })];
    const customer = await givenACustomer(h);
    const sale = (deal: typeof coffee, amountCents: number, purchaseDate = IN_WEEK, status: 'completed' | 'refunded' = 'completed') =>
      givenAPurchase(h, customer, deal, { amountCents, platformFeeCents: amountCents / 4, businessShareCents: (amountCents * 3) / 4, purchaseDate, status });
    const used = await sale(coffee, 1000);
    await sale(coffee, 1000);
    await sale(cake, 2400);
    await sale(cake, 5000, IN_WEEK, 'refunded');
    await sale(cake, 9000, new Date('2025-06-08T23:59:59.000Z'));
    await sale(cake, 9000, new Date('2025-06-16T00:00:00.000Z'));
    await h.repositories.purchases.redeemOnce(used.id, { at: IN_WEEK, by: { type: 'business', id: shop.id }, channel: 'text_code' });
    return { shop };
  }

  it('writes each verified business one email with last week’s figures in cents, once per ISO week', async () => {
    const h = createHarness({ now: MONDAY });
    const { shop } = await givenAWeek(h);
    await givenAnUnverifiedBusiness(h);

    expect(await h.writeWeeklySummaries.execute()).toEqual({ week: '2025-W24', written: 1, alreadyWritten: 0, statements: { written: 0, alreadyWritten: 0, waiting: 0 } });
    expect(await h.writeWeeklySummaries.execute()).toEqual({ week: '2025-W24', written: 0, alreadyWritten: 1, statements: { written: 0, alreadyWritten: 0, waiting: 0 } });
    const [email, ...others] = await outbox(h);
    expect(others).toEqual([]);
    expect(email).toMatchObject({ kind: 'weekly-summary', dedupeKey: `weekly-summary:${shop.id}:2025-W24`, to: shop.business.email });
    expect(email!.subject).toBe('Your week on Discount Marketplace (2025-W24): 3 sales, $44.00');
    expect(email!.text).toContain('Here is how Corner Café did in the week of Jun 9, 2025 to Jun 15, 2025 (UTC).');
    expect(email!.text).toContain('Sales: 3\nGross sales: $44.00\nYour share: $33.00\nUses redeemed: 1');
    expect(email!.text).toContain('Top deals:\n1. Coffee for two: 2 sales, $20.00\n2. Cake & tea: 1 sale, $24.00');
    expect(email!.text).toContain('Open your dashboard: http://localhost:3000/business/dashboard');
    expect(email!.html).toContain('Cake &amp; tea');
    expect(email!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email!.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=b\.\d+\.weeklySummary\./);
  });

  it('writes none for a business that turned it off (in its settings or with the link)', async () => {
    const h = createHarness({ now: MONDAY });
    const { shop } = await givenAWeek(h);
    await h.updateBusinessEmailPreferences.execute(shop.actor, { weeklySummary: false });

    expect(await h.writeWeeklySummaries.execute()).toEqual({ week: '2025-W24', written: 0, alreadyWritten: 0, statements: { written: 0, alreadyWritten: 0, waiting: 0 } });
  });

  it('writes the weekly statement of that ISO week once per business, when the week has ended in its time zone', async () => {
    const h = createHarness({ now: MONDAY });
    const { shop } = await givenAWeek(h);
    const west = await givenAVerifiedBusiness(h, { name: 'Pacific Bagels', timeZone: 'America/Los_Angeles' });
    const quiet = await givenAVerifiedBusiness(h, { name: 'Nothing Sold' });
    const book = (businessId: number, kind: 'sale' | 'platform_fee' | 'subscription_charge', amountCents: number, occurredAt: string) =>
      h.repositories.ledger.append([{ businessId, kind, amountCents, sourceKey: `${kind}:${businessId}:${occurredAt}`, purchaseId: null, providerObjectId: null, occurredAt: new Date(occurredAt) }], MONDAY);
    // W24 of 2025 ends Monday 16 June 05:00 UTC in Chicago, 07:00 UTC in Los Angeles.
    await book(shop.id, 'sale', 4000, '2025-06-11T15:00:00Z');
    await book(shop.id, 'platform_fee', -1000, '2025-06-11T15:00:00Z');
    await book(shop.id, 'subscription_charge', 2500, '2025-06-12T15:00:00Z');
    await book(west.id, 'sale', 800, '2025-06-16T06:30:00Z'); // Sunday 23:30 in Los Angeles

    expect((await h.writeWeeklySummaries.execute()).statements).toEqual({ written: 1, alreadyWritten: 0, waiting: 1 });
    const [statement, ...none] = await outbox(h, 'weekly-statement');
    expect(none).toEqual([]);
    expect(statement).toMatchObject({ dedupeKey: `weekly-statement:${shop.id}:2025-W24`, to: shop.business.email, subject: 'Your statement for 2025-W24: $30.00 owed to you' });
    expect(statement!.text).toContain("Here is Corner Café's statement for the week of Jun 9, 2025 to Jun 15, 2025 (America/Chicago time).");
    expect(statement!.text).toContain('Owed to you when the week began: $0.00\nSales: $40.00\nPlatform fees: -$10.00\nOwed to you when the week ended: $30.00');
    expect(statement!.text).toContain('Subscription charged to your card this week: $25.00 (not part of your balance).');
    expect(statement!.text).toContain("The week's 2 movements and the CSV: http://localhost:3000/business/payouts?week=2025-W24");
    expect(statement!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // An hour later the week has ended in Los Angeles too; nothing is written twice, and a week with nothing says nothing.
    h.clock.set(new Date('2025-06-16T07:00:00.000Z'));
    expect((await h.writeWeeklySummaries.execute()).statements).toEqual({ written: 1, alreadyWritten: 1, waiting: 0 });
    h.clock.set(new Date('2025-06-16T12:00:00.000Z'));
    expect((await h.writeWeeklySummaries.execute()).statements).toEqual({ written: 0, alreadyWritten: 2, waiting: 0 });
    const keys = (await outbox(h, 'weekly-statement')).map((email) => email.dedupeKey);
    expect(keys).toEqual([`weekly-statement:${shop.id}:2025-W24`, `weekly-statement:${west.id}:2025-W24`]);
    expect(keys.some((key) => key.startsWith(`weekly-statement:${quiet.id}:`))).toBe(false);
    expect((await outbox(h, 'weekly-statement'))[1]!.text).toContain('Sales: $8.00');
  });

  it('writes no statement to a business that turned its weekly emails off', async () => {
    const h = createHarness({ now: MONDAY });
    const { shop } = await givenAWeek(h);
    await h.repositories.ledger.append([{ businessId: shop.id, kind: 'sale', amountCents: 100, sourceKey: 'sale:off', purchaseId: null, providerObjectId: null, occurredAt: new Date('2025-06-11T15:00:00Z') }], MONDAY);
    await h.updateBusinessEmailPreferences.execute(shop.actor, { weeklySummary: false });
    expect((await h.writeWeeklySummaries.execute()).statements).toEqual({ written: 0, alreadyWritten: 0, waiting: 0 });
    expect(await outbox(h, 'weekly-statement')).toEqual([]);
  });
});

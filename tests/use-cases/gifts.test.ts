import { describe, expect, it } from 'vitest';
import { GIFT_SEND_ON_MESSAGE } from '@marketplace/core/gifts/domain/gift';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { createHarness, type Harness } from './harness.js';
import { givenACustomer, givenARunningDeal, givenAVerifiedBusiness } from './mothers.js';

/** Noon UTC on June 15th: the 15th in New York and in UTC. */
const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const BRUNCH = { title: 'Weekend Brunch for Two', priceCents: 800, basePriceCents: 800, discountPercent: 15, maxRedemptionsPerUser: 5 };
const ANA = { recipientName: 'Ana Lopez', recipientEmail: 'ana@test.example' };

async function world(h: Harness) {
  const shop = await givenAVerifiedBusiness(h, { name: 'Sunrise Bistro' });
  const brunch = await givenARunningDeal(h, shop, BRUNCH);
  const buyer = await givenACustomer(h, { username: 'Maria Smith', email: 'maria@test.example' });
  const ana = await givenACustomer(h, { username: 'ana', email: 'ana@test.example' });
  return { brunch, buyer, ana };
}

/** A paid checkout recorded as a gift for Ana, sent on `sendOn`. */
async function giveBrunch(h: Harness, w: Awaited<ReturnType<typeof world>>, sendOn = '2025-06-15', timeZone = 'UTC') {
  const started = await h.startCheckout.execute(w.buyer.actor, { dealId: w.brunch.id, attemptId: `a-${Math.random()}` });
  h.payments.succeed(started.paymentIntentId);
  const claim = { paymentIntentId: started.paymentIntentId, dealId: w.brunch.id, priceCents: started.quote.unitPriceCents, discountPercent: 15, redemptions: 1 };
  return { claim, view: await h.buyGift.execute(w.buyer.actor, claim, { ...ANA, message: 'Happy birthday!', sendOn, timeZone }) };
}

async function giftEmails(h: Harness) {
  return (await h.repositories.outbox.listRecent(50)).filter((email) => email.kind === 'gift').reverse();
}

function tokenOf(email: { text: string }): string {
  const match = /\/gifts\/claim\?token=([^\s]+)/.exec(email.text);
  if (!match) throw new Error(`no claim link in ${email.text}`);
  return decodeURIComponent(match[1]!);
}

async function lastToken(h: Harness): Promise<string> {
  const emails = await giftEmails(h);
  return tokenOf(emails[emails.length - 1]!);
}

describe('buying a gift', () => {
  it('sends the claim email at once when the send date is today, with the buyer, the deal, the message and the link', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);

    expect(view.gift.state).toBe('sent');
    const [email] = await giftEmails(h);
    expect(email).toMatchObject({ to: 'ana@test.example', subject: 'Maria sent you a gift: Weekend Brunch for Two' });
    expect(email!.text).toContain('Happy birthday!');
    expect(email!.text).toContain('http://localhost');
    expect(tokenOf(email!)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('waits for a later send date, and the job sends it once when the date has come in the buyer\'s zone', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w, '2025-06-17', 'America/New_York');
    expect(view.gift.state).toBe('scheduled');
    expect(await giftEmails(h)).toHaveLength(0);

    // 02:00 UTC on the 17th is still the 16th in New York.
    h.clock.set(new Date('2025-06-17T02:00:00.000Z'));
    expect(await h.sendDueGifts.execute()).toEqual({ sent: 0 });
    h.clock.set(new Date('2025-06-17T04:30:00.000Z'));
    expect(await h.sendDueGifts.execute()).toEqual({ sent: 1 });
    expect(await h.sendDueGifts.execute()).toEqual({ sent: 0 });
    expect(await giftEmails(h)).toHaveLength(1);
  });

  it('refuses a send date in the past or more than 90 days ahead with a clear message', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    await expect(giveBrunch(h, w, '2025-06-14')).rejects.toThrow(GIFT_SEND_ON_MESSAGE);
    await expect(giveBrunch(h, w, '2025-09-14')).rejects.toBeInstanceOf(ValidationError);
    await expect(giveBrunch(h, w, '2025-09-13')).resolves.toBeTruthy();
    // The refused ones left no purchase behind.
    expect(await h.repositories.purchases.listByUser(w.buyer.id)).toHaveLength(1);
  });

  it("keeps the gift out of the buyer's purchases and refuses the buyer's own redemption of it", async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);
    expect(await h.listMyPurchases.execute(w.buyer.actor)).toEqual([]);
    await expect(h.redeemMyPurchase.execute(w.buyer.actor, view.gift.purchaseId)).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.listSentGifts.execute(w.buyer.actor)).map((sent) => sent.gift.state)).toEqual(['sent']);
  });

  it('answers the same gift when the checkout is recorded again', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { claim, view } = await giveBrunch(h, w);
    const again = await h.buyGift.execute(w.buyer.actor, claim, { ...ANA, message: '', sendOn: '2025-06-15', timeZone: 'UTC' });
    expect(again.gift.id).toBe(view.gift.id);
    expect(await giftEmails(h)).toHaveLength(1);
  });
});

describe('claiming a gift', () => {
  it("moves the purchase to the recipient with a new pass secret and codes; the link works once", async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);
    const before = (await h.repositories.purchases.findById(view.gift.purchaseId))!.toProps();

    const claimed = await h.claimGift.execute(w.ana.actor, await lastToken(h));

    const after = claimed.purchase.toProps();
    expect(after.userId).toBe(w.ana.id);
    expect(after.passSecret).not.toBe(before.passSecret);
    expect(after.textCode).not.toBe(before.textCode);
    expect((await h.listMyPurchases.execute(w.ana.actor)).map((owned) => owned.purchase.id)).toEqual([view.gift.purchaseId]);
    await expect(h.claimGift.execute(w.ana.actor, await lastToken(h))).rejects.toBeInstanceOf(ConflictError);
    const [sent] = await h.listSentGifts.execute(w.buyer.actor);
    expect(sent!.gift.state).toBe('claimed');
  });

  it('shows an already-claimed gift as claimed, to its claimant only as theirs', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    await giveBrunch(h, w);
    const token = await lastToken(h);
    await h.claimGift.execute(w.ana.actor, token);
    const other = await givenACustomer(h, { username: 'omar' });

    expect(await h.viewGiftClaim.execute(w.ana.actor, token)).toMatchObject({ claimedByYou: true, buyerName: 'Maria' });
    const seen = await h.viewGiftClaim.execute(other.actor, token);
    expect(seen).toMatchObject({ claimedByYou: false, boughtByYou: false });
    expect(seen.gift.claimed).toBe(true);
  });

  it('refuses the buyer with a clear message', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    await giveBrunch(h, w);
    await expect(h.claimGift.execute(w.buyer.actor, await lastToken(h))).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('resending and reassigning', () => {
  it('resend: a new email with a new link, the old link is dead', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);
    const oldToken = await lastToken(h);
    await h.resendGift.execute(w.buyer.actor, view.gift.id);
    expect(await giftEmails(h)).toHaveLength(2);
    await expect(h.viewGiftClaim.execute(w.ana.actor, oldToken)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.claimGift.execute(w.ana.actor, oldToken)).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.claimGift.execute(w.ana.actor, await lastToken(h))).resolves.toBeTruthy();
  });

  it('reassign: the new recipient gets the email, the old link is dead; another customer gets a 404', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);
    const oldToken = await lastToken(h);
    const omar = await givenACustomer(h, { username: 'omar', email: 'omar@test.example' });
    await expect(h.reassignGift.execute(omar.actor, view.gift.id, { name: 'Omar', email: 'omar@test.example' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(h.resendGift.execute(omar.actor, view.gift.id)).rejects.toBeInstanceOf(NotFoundError);

    const reassigned = await h.reassignGift.execute(w.buyer.actor, view.gift.id, { name: 'Omar', email: 'omar@test.example' });

    expect(reassigned.gift.recipient).toEqual({ name: 'Omar', email: 'omar@test.example' });
    const emails = await giftEmails(h);
    expect(emails.map((email) => email.to)).toEqual(['ana@test.example', 'omar@test.example']);
    await expect(h.claimGift.execute(w.ana.actor, oldToken)).rejects.toBeInstanceOf(NotFoundError);
    expect((await h.claimGift.execute(omar.actor, await lastToken(h))).purchase.userId).toBe(omar.id);
  });

  it('a claimed gift can be neither reassigned nor resent', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w);
    await h.claimGift.execute(w.ana.actor, await lastToken(h));
    await expect(h.reassignGift.execute(w.buyer.actor, view.gift.id, { name: 'Omar', email: 'omar@test.example' })).rejects.toBeInstanceOf(ConflictError);
    await expect(h.resendGift.execute(w.buyer.actor, view.gift.id)).rejects.toBeInstanceOf(ConflictError);
  });

  it('reassigning a scheduled gift sends nothing before its date', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    const { view } = await giveBrunch(h, w, '2025-06-20');
    await h.reassignGift.execute(w.buyer.actor, view.gift.id, { name: 'Omar', email: 'omar@test.example' });
    expect(await giftEmails(h)).toHaveLength(0);
    h.clock.set(new Date(NOW.getTime() + 5 * DAY));
    await h.sendDueGifts.execute();
    expect((await giftEmails(h)).map((email) => email.to)).toEqual(['omar@test.example']);
  });
});

describe('expiry reminders of gifts', () => {
  it('go to no buyer of an unclaimed gift, and to the recipient once claimed', async () => {
    const h = createHarness({ now: NOW });
    const w = await world(h);
    await giveBrunch(h, w);
    const token = await lastToken(h);
    const reminders = async () => (await h.repositories.outbox.listRecent(50)).filter((email) => email.kind.startsWith('expiry-reminder'));

    // The deal ends 30 days after NOW: 24 days on, the 7-day reminder is due.
    h.clock.set(new Date(NOW.getTime() + 24 * DAY));
    await h.writeExpiryReminders.execute();
    expect(await reminders()).toEqual([]);

    await h.claimGift.execute(w.ana.actor, token);
    await h.writeExpiryReminders.execute();
    expect((await reminders()).map((email) => email.to)).toEqual(['ana@test.example']);
  });
});

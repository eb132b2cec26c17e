import { describe, expect, it } from 'vitest';
import { quoteCheckout } from '@marketplace/core/deals/domain/checkout-pricing';
import { sliderPricePoints } from '@marketplace/core/deals/domain/slider-pricing';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import {
  BULK_EMAIL_DOMAIN,
  bulkBusiness,
  bulkCustomer,
  bulkDeal,
  bulkPurchase,
  pricingRulesOf,
  randomInt,
  seededRandom,
} from '@marketplace/core/demo/domain/bulk-catalogue';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const CITIES = new Map([
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Portland', 'OR'],
  ['Chicago', 'IL'],
  ['Seattle', 'WA'],
  ['Nashville', 'TN'],
]);

describe('bulk catalogue (load-test data)', () => {
  it('is reproducible from a seed, and random numbers stay in range', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(first);
    const random = seededRandom(7);
    const rolls = Array.from({ length: 2_000 }, () => randomInt(random, 3, 5));
    expect(new Set(rolls)).toEqual(new Set([3, 4, 5]));
  });

  it('makes businesses in real cities with unique tagged emails, fictional phones and some unverified', () => {
    const random = seededRandom(1);
    const businesses = Array.from({ length: 300 }, (_, index) => bulkBusiness(random, { index, tag: 'run1', passwordHash: 'hash', now: NOW }));
    expect(new Set(businesses.map((b) => b.email)).size).toBe(300);
    for (const business of businesses) {
      expect(business.email).toMatch(new RegExp(`^[a-z0-9-]+\\.run1\\.\\d+@${BULK_EMAIL_DOMAIN.replace('.', '\\.')}$`));
      expect(CITIES.get(business.city ?? '')).toBe(business.state);
      expect(business.zip).toMatch(/^\d{5}$/);
      expect(business.phoneNumber).toMatch(/^\(\d{3}\) 555-01\d\d$/);
      expect(ALL_DEAL_CATEGORIES).toContain(business.category);
      expect(business.passwordHash).toBe('hash');
      expect(business.createdAt.getTime()).toBeLessThan(NOW.getTime());
      if (business.subscriptionActive) expect(business.verified).toBe(true);
      // Verified at the load: listed for its free 30 days from then (longer when subscribed), never before it is verified.
      if (business.verified) {
        expect(business.verifiedAt).toEqual(NOW);
        expect(business.listedUntil!.getTime()).toBeGreaterThanOrEqual(NOW.getTime() + 30 * 24 * 60 * 60 * 1000);
      } else expect(business.listedUntil).toBeNull();
    }
    const verified = businesses.filter((b) => b.verified).length;
    expect(verified).toBeGreaterThan(200);
    expect(verified).toBeLessThan(300);
    expect(new Set(businesses.map((b) => b.city)).size).toBe(CITIES.size);
  });

  it('makes customers with unique usernames and emails', () => {
    const random = seededRandom(2);
    const customers = Array.from({ length: 100 }, (_, index) => bulkCustomer(random, { index, tag: 't', passwordHash: 'h', now: NOW }));
    expect(new Set(customers.map((c) => c.username)).size).toBe(100);
    expect(customers.every((c) => c.role === 'user' && c.email === `${c.username}@${BULK_EMAIL_DOMAIN}`)).toBe(true);
  });

  it('makes fixed and slider deals of both category lists that the checkout can price, mostly running now', () => {
    const random = seededRandom(3);
    const verified = { id: 1, name: 'Golden Bistro', category: 'Restaurant', city: 'Austin', verified: true };
    const deals = Array.from({ length: 1_000 }, () => bulkDeal(random, { business: verified, now: NOW }));
    const sliders = deals.filter((deal) => deal.isSliderDeal);
    expect(sliders.length).toBeGreaterThan(200);
    expect(sliders.length).toBeLessThan(400);
    expect(new Set(deals.map((deal) => deal.category))).toEqual(new Set(ALL_DEAL_CATEGORIES));
    for (const deal of deals) {
      expect(deal.businessId).toBe(1);
      expect(deal.endDate.getTime()).toBeGreaterThan(deal.startDate.getTime());
      expect(deal.awaitingVerification).toBe(false);
      const rules = pricingRulesOf(deal);
      expect(() => quoteCheckout(rules, {})).not.toThrow();
      if (deal.isSliderDeal) {
        expect(deal.discountSteps).toHaveLength(6);
        expect(deal.title.startsWith('Cash to Discount: ')).toBe(true);
        const points = sliderPricePoints(rules);
        expect(points).toHaveLength(6);
        for (const price of points) expect(quoteCheckout(rules, { priceCents: price }).discountPercent).toBeGreaterThan(0);
      }
    }
    const running = deals.filter((deal) => deal.startDate <= NOW && deal.endDate >= NOW).length;
    expect(running / deals.length).toBeGreaterThan(0.7);
    expect(deals.some((deal) => deal.endDate < NOW)).toBe(true);
    expect(deals.some((deal) => deal.startDate > NOW)).toBe(true);
  });

  it('saves the deals of an unverified business as drafts', () => {
    const random = seededRandom(4);
    const unverified = { id: 2, name: 'Lotus Spa', category: 'Wellness', city: null, verified: false };
    const deals = Array.from({ length: 50 }, () => bulkDeal(random, { business: unverified, now: NOW }));
    expect(deals.every((deal) => deal.awaitingVerification && !deal.active && !deal.featured)).toBe(true);
  });

  it('prices purchases by the checkout rules, splits 75/25 and logs one redemption per use', () => {
    const random = seededRandom(5);
    const business = { id: 1, name: 'Peak Gym', category: 'Fitness', city: 'Denver', verified: true };
    const statuses = new Set<string>();
    let redeemedSome = 0;
    for (let index = 0; index < 500; index += 1) {
      const deal = bulkDeal(random, { business, now: NOW });
      const ref = { id: 10 + index, businessId: 1, rules: pricingRulesOf(deal), startDate: deal.startDate, endDate: deal.endDate };
      const codes = { textCode: `CODE-${index}`, qrCode: `qr${index}`, passSecret: `secret${index}`, paymentId: `bulk_${index}` };
      const { purchase, redemptions } = bulkPurchase(random, { deal: ref, userId: 7, codes, now: NOW });
      statuses.add(purchase.status);
      const quote = quoteCheckout(ref.rules, { priceCents: purchase.priceCents, redemptions: purchase.redemptions });
      expect(purchase.amountCents).toBe(quote.amountCents);
      expect(purchase.discountPercent).toBe(quote.discountPercent);
      expect(purchase.platformFeeCents + purchase.businessShareCents).toBe(purchase.amountCents);
      expect(purchase.platformFeeCents).toBe(Math.round(purchase.amountCents / 4));
      expect(purchase).toMatchObject({ userId: 7, dealId: 10 + index, businessId: 1, textCode: `CODE-${index}`, qrCode: `qr${index}` });
      expect(purchase.stripePaymentIntentId).toBe(`pi_bulk_${index}`);
      expect(purchase.expiryDate).toEqual(deal.endDate);
      expect(purchase.purchaseDate.getTime()).toBeLessThanOrEqual(Math.max(NOW.getTime(), deal.startDate.getTime()));
      expect(purchase.purchaseDate.getTime()).toBeGreaterThanOrEqual(Math.min(deal.startDate.getTime(), NOW.getTime() - 90 * DAY_MS) - 1);
      expect(redemptions).toHaveLength(purchase.redemptionsUsed);
      expect(purchase.redeemed).toBe(purchase.redemptionsUsed === purchase.redemptions);
      if (purchase.status !== 'completed') expect(purchase.redemptionsUsed).toBe(0);
      if (purchase.redemptionsUsed > 0) {
        redeemedSome += 1;
        expect(purchase.redeemedAt).toEqual(redemptions[redemptions.length - 1]?.redeemedAt);
        for (const line of redemptions) {
          expect(line).toMatchObject({ dealId: 10 + index, businessId: 1, userId: 7, redeemedBy: { type: 'business', id: 1 } });
          expect(line.redeemedAt.getTime()).toBeGreaterThanOrEqual(purchase.purchaseDate.getTime());
        }
      } else {
        expect(purchase.redeemedAt).toBeNull();
      }
    }
    expect(statuses).toEqual(new Set(['completed', 'refunded', 'pending']));
    expect(redeemedSome).toBeGreaterThan(100);
  });
});

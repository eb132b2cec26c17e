import { describe, expect, it } from 'vitest';
import { checkDealOffer, Deal, isDealVisible, type DealProps, type DealTerms } from '@marketplace/core/deals/domain/deal';
import { ValidationError } from '@marketplace/core/shared/domain/domain-error';
import { cents } from '@marketplace/core/shared/domain/money';

const NOW = new Date('2025-03-05T12:00:00Z');

export function aDeal(overrides: Partial<DealProps> = {}): Deal {
  return Deal.restore({
    id: 101,
    businessId: 7,
    title: 'Weekend Brunch',
    description: 'Pancakes and coffee for two',
    category: 'Restaurant',
    priceCents: cents(800),
    basePriceCents: cents(800),
    discountPercent: 15,
    isSliderDeal: false,
    minPriceCents: null,
    maxPriceCents: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    minRedemptions: null,
    maxRedemptions: null,
    redemptionSteps: null,
    freeItem: null,
    startDate: new Date('2025-03-01T00:00:00Z'),
    endDate: new Date('2025-03-31T00:00:00Z'),
    maxRedemptionsPerUser: 1,
    imageUrl: null,
    active: true,
    featured: false,
    awaitingVerification: false,
    createdAt: new Date('2025-02-01T00:00:00Z'),
    ...overrides,
  });
}

describe('deal visibility: active and inside its dates', () => {
  it('is visible between start and end, inclusive', () => {
    const deal = aDeal();
    expect(deal.isVisible(NOW)).toBe(true);
    expect(deal.isVisible(new Date('2025-03-01T00:00:00Z'))).toBe(true);
    expect(deal.isVisible(new Date('2025-03-31T00:00:00Z'))).toBe(true);
  });

  it('is hidden before the start, after the end, and while inactive', () => {
    expect(aDeal().isVisible(new Date('2025-02-28T23:59:59Z'))).toBe(false);
    expect(aDeal().isVisible(new Date('2025-03-31T00:00:01Z'))).toBe(false);
    expect(aDeal({ active: false }).isVisible(NOW)).toBe(false);
    expect(isDealVisible({ active: true, startDate: NOW, endDate: NOW }, NOW)).toBe(true);
  });
});

describe('deal lifecycle', () => {
  it('pauses and resumes', () => {
    const deal = aDeal();
    deal.pause();
    expect(deal.active).toBe(false);
    deal.resume({ id: 7, verified: true });
    expect(deal.active).toBe(true);
  });

  it("keeps an unverified business's paused deal paused, and resumes only its own business's deal", () => {
    const deal = aDeal({ active: false });
    expect(() => deal.resume({ id: 7, verified: false })).toThrowError(expect.objectContaining({ code: 'business.unverified', kind: 'forbidden' }));
    expect(deal.active).toBe(false);
    expect(() => deal.resume({ id: 8, verified: true })).toThrow(RangeError);
    expect(deal.active).toBe(false);
  });

  it('resumes a running deal as a no-op, whoever owns it', () => {
    const deal = aDeal();
    deal.resume({ id: 7, verified: false });
    expect(deal.active).toBe(true);
  });

  it('publishes a draft once, and only a draft', () => {
    const draft = aDeal({ active: false, awaitingVerification: true });
    expect(draft.publishDraft()).toBe(true);
    expect(draft.active).toBe(true);
    expect(draft.awaitingVerification).toBe(false);
    expect(draft.publishDraft()).toBe(false);
    const paused = aDeal({ active: false });
    expect(paused.publishDraft()).toBe(false);
    expect(paused.active).toBe(false);
  });

  it('edits the given fields and keeps the rest', () => {
    const deal = aDeal();
    deal.edit({ title: 'Brunch for Two', priceCents: cents(1400), imageUrl: undefined });
    expect(deal.toProps()).toMatchObject({ title: 'Brunch for Two', priceCents: 1400, discountPercent: 15, imageUrl: null });
  });

  it('refuses an edit that ends the deal before it starts, changing nothing', () => {
    const deal = aDeal();
    expect(() => deal.edit({ title: 'New', endDate: new Date('2025-02-01T00:00:00Z') })).toThrow(ValidationError);
    expect(deal.title).toBe('Weekend Brunch');
  });

  it('knows its owner', () => {
    expect(aDeal().isOwnedBy(7)).toBe(true);
    expect(aDeal().isOwnedBy(8)).toBe(false);
  });

  it('quotes a checkout from its own rules', () => {
    expect(aDeal().quote({ redemptions: 2 })).toMatchObject({ unitPriceCents: 800, amountCents: 1300, discountPercent: 15 });
    const slider = aDeal({ isSliderDeal: true, priceCents: cents(1500), minPriceCents: cents(500), maxPriceCents: cents(3000), discountSteps: [10, 15, 20, 25, 30, 35] });
    expect(slider.isSliderDeal).toBe(true);
    expect(slider.quote({ priceCents: 2000 })).toMatchObject({ unitPriceCents: 2000, discountPercent: 25, amountCents: 2000 });
    expect(() => slider.quote({ priceCents: 2000, discountPercent: 35 })).toThrow(ValidationError);
  });

  it('exports copies', () => {
    const deal = aDeal({ discountSteps: [1, 2] });
    const props = deal.toProps();
    props.discountSteps?.push(3);
    props.startDate.setUTCFullYear(2000);
    expect(deal.toProps().discountSteps).toEqual([1, 2]);
    expect(deal.toProps().startDate.getUTCFullYear()).toBe(2025);
    expect(deal.businessId).toBe(7);
    expect(deal.category).toBe('Restaurant');
    expect(deal.endDate).toEqual(new Date('2025-03-31T00:00:00Z'));
    expect(deal.maxRedemptionsPerUser).toBe(1);
  });
});

describe('free-item deals: the stored deal', () => {
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (error) {
      return error instanceof ValidationError ? error.code : 'other error';
    }
    return 'accepted';
  };

  it('stores a free item with discountPercent 0, percentages only on Cash to Discount deals', () => {
    expect(refusal(() => checkDealOffer({ discountPercent: 0, freeItem: 'Free cookie', isSliderDeal: false }))).toBe('accepted');
    expect(refusal(() => checkDealOffer({ discountPercent: 20, freeItem: 'Free cookie', isSliderDeal: false }))).toBe('deal.both_offers');
    expect(refusal(() => checkDealOffer({ discountPercent: 0, freeItem: null, isSliderDeal: false }))).toBe('deal.no_offer');
    expect(refusal(() => checkDealOffer({ discountPercent: 0, freeItem: 'Free cookie', isSliderDeal: true }))).toBe('deal.free_item_on_slider');
  });

  it('switches offers when edited and refuses to end with neither', () => {
    const deal = aDeal({ discountPercent: 20, freeItem: null });
    deal.edit({ freeItem: 'Free cookie' });
    expect(deal.toProps()).toMatchObject({ freeItem: 'Free cookie', discountPercent: 0 });
    deal.edit({ discountPercent: 15 });
    expect(deal.toProps()).toMatchObject({ freeItem: null, discountPercent: 15 });
    deal.edit({ freeItem: 'Free cookie' });
    expect(refusal(() => deal.edit({ freeItem: null }))).toBe('deal.no_offer');
  });
});

describe('Deal.draft', () => {
  const terms = (overrides: Partial<DealTerms> = {}): DealTerms => ({
    title: 'Weekend Brunch',
    description: 'Pancakes and coffee for two',
    category: 'Restaurant',
    priceCents: cents(800),
    basePriceCents: cents(800),
    discountPercent: 15,
    isSliderDeal: false,
    minPriceCents: null,
    maxPriceCents: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    freeItem: null,
    startDate: new Date('2025-03-01T00:00:00Z'),
    endDate: new Date('2025-03-31T00:00:00Z'),
    maxRedemptionsPerUser: 1,
    imageUrl: null,
    ...overrides,
  });
  const verified = { id: 7, verified: true };
  const unverified = { id: 7, verified: false };

  it("publishes a verified business's deal at once, unless the terms ask for it paused", () => {
    expect(Deal.draft(terms(), verified, NOW)).toMatchObject({ businessId: 7, active: true, awaitingVerification: false, featured: false, createdAt: NOW });
    expect(Deal.draft(terms({ active: false }), verified, NOW)).toMatchObject({ active: false, awaitingVerification: false });
  });

  it("keeps an unverified business's deal a draft, whatever the terms ask", () => {
    expect(Deal.draft(terms({ active: true }), unverified, NOW)).toMatchObject({ active: false, awaitingVerification: true });
  });

  it('refuses reversed dates and an offer of neither or both kinds', () => {
    const reversed = terms({ endDate: new Date('2025-02-01T00:00:00Z') });
    expect(() => Deal.draft(reversed, verified, NOW)).toThrowError(expect.objectContaining({ code: 'deal.dates_reversed' }));
    expect(() => Deal.draft(terms({ discountPercent: 0 }), verified, NOW)).toThrowError(expect.objectContaining({ code: 'deal.no_offer' }));
    expect(() => Deal.draft(terms({ freeItem: 'Cookie' }), verified, NOW)).toThrowError(expect.objectContaining({ code: 'deal.both_offers' }));
  });

  it('starts without a uses range and copies the discount steps', () => {
    const steps = [10, 15, 20, 25, 30, 35];
    const slider = terms({ isSliderDeal: true, minPriceCents: cents(500), maxPriceCents: cents(3000), discountSteps: steps });
    const deal = Deal.draft(slider, verified, NOW);
    steps.push(40);
    expect(deal).toMatchObject({ minRedemptions: null, maxRedemptions: null, redemptionSteps: null, discountSteps: [10, 15, 20, 25, 30, 35] });
  });
});

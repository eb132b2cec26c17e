import type { BusinessRole } from '../../accounts/domain/actor.js';
import { Business, type NewBusiness } from '../../accounts/domain/business.js';
import { User, type NewUser } from '../../accounts/domain/user.js';
import { quoteCheckout } from '../../deals/domain/checkout-pricing.js';
import { Deal, type DealTerms, type NewDeal } from '../../deals/domain/deal.js';
import { sliderPricePoints, type SliderPricingRules } from '../../deals/domain/slider-pricing.js';
import { ALL_DEAL_CATEGORIES, type AnyDealCategory } from '../../deals/schemas/deal-categories.js';
import { Purchase, type PurchaseStatus } from '../../purchases/domain/purchase.js';
import { REDEEM_LINE } from '../../purchases/domain/redemption.js';
import { dollarsToCents } from '../../shared/domain/money.js';
import type { BulkPurchase } from '../ports/bulk-loader.port.js';
import { DEMO_PICTURE_VARIANTS, demoPictureUrl } from './demo-pictures.js';

/**
 * Realistic generated data for load tests (`marketplace seed --businesses M --deals N --purchases P`):
 * businesses in a few real cities, deals of every category (fixed and slider, with prices the
 * checkout rules accept), and purchases priced by those rules. Pure functions of a random source,
 * so a seeded source gives the same data every time.
 */

/** A number in [0, 1), as Math.random gives it. */
export type Random = () => number;

/** Every bulk account's email ends with this domain; the domain is reserved, so no mail ever leaves. */
export const BULK_EMAIL_DOMAIN = 'bulk.example';

/** Bulk businesses and customers all sign in with this password (hashed once per run). */
export const BULK_PASSWORD = 'bulk-password';

const DAY_MS = 24 * 60 * 60 * 1000;

/** mulberry32: a tiny seeded generator, for reproducible runs and tests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list');
  return item;
}

interface Place {
  city: string;
  state: string;
  areaCode: string;
  zips: readonly string[];
  streets: readonly string[];
}

const PLACES: readonly Place[] = [
  { city: 'Austin', state: 'TX', areaCode: '512', zips: ['78701', '78702', '78703', '78704', '78745', '78751'], streets: ['Congress Ave', 'S Lamar Blvd', 'E 6th St', 'Guadalupe St', 'Burnet Rd', 'E Cesar Chavez St'] },
  { city: 'Denver', state: 'CO', areaCode: '303', zips: ['80202', '80205', '80206', '80209', '80211', '80218'], streets: ['Larimer St', 'Blake St', 'S Broadway', 'Colfax Ave', 'Tennyson St', 'Pearl St'] },
  { city: 'Portland', state: 'OR', areaCode: '503', zips: ['97201', '97205', '97209', '97212', '97213', '97214'], streets: ['NW 23rd Ave', 'SE Hawthorne Blvd', 'NE Alberta St', 'SE Division St', 'N Mississippi Ave', 'NE Sandy Blvd'] },
  { city: 'Chicago', state: 'IL', areaCode: '312', zips: ['60601', '60607', '60610', '60614', '60622', '60647'], streets: ['N Clark St', 'W Randolph St', 'N Milwaukee Ave', 'W Armitage Ave', 'S Halsted St', 'N Damen Ave'] },
  { city: 'Seattle', state: 'WA', areaCode: '206', zips: ['98101', '98103', '98107', '98109', '98112', '98122'], streets: ['Pike St', 'Fremont Ave N', 'Ballard Ave NW', 'Westlake Ave N', 'E Madison St', '15th Ave E'] },
  { city: 'Nashville', state: 'TN', areaCode: '615', zips: ['37203', '37204', '37206', '37208', '37209', '37212'], streets: ['Broadway', 'Gallatin Ave', '12th Ave S', 'Charlotte Ave', 'Belmont Blvd', 'Church St'] },
];

interface CategoryWords {
  prefixes: readonly string[];
  nouns: readonly string[];
  /** What a deal of this category is for ("Dinner for Two"). */
  items: readonly string[];
  tagline: string;
}

const WORDS: Record<AnyDealCategory, CategoryWords> = {
  Restaurant: {
    prefixes: ['Golden', 'Rustic', 'Little', 'Harvest', 'Olive', 'Corner', 'Smoky', 'Saffron', 'Copper', 'Blue Door'],
    nouns: ['Bistro', 'Kitchen', 'Grill', 'Trattoria', 'Taqueria', 'Diner', 'Eatery', 'Table'],
    items: ['Dinner for Two', 'Weekend Brunch', 'Lunch Combo', "Chef's Tasting Menu", 'Happy Hour Plates', 'Family Feast'],
    tagline: 'Seasonal plates, local produce and a friendly neighbourhood room',
  },
  Café: {
    prefixes: ['Morning', 'Daily', 'Velvet', 'Sparrow', 'Driftwood', 'Bean Counter'],
    nouns: ['Café', 'Coffee House', 'Roasters', 'Espresso Bar', 'Bakery & Café'],
    items: ['Coffee and Pastry', 'Drink Punch Card', 'Breakfast Sandwich Combo', 'Pastry Box', 'Cold Brew Flight'],
    tagline: 'Small-batch coffee and pastries baked every morning',
  },
  Retail: {
    prefixes: ['Main Street', 'Maple', 'Urban', 'Northside', 'Willow', 'Harbor'],
    nouns: ['Outfitters', 'Goods', 'Boutique', 'Mercantile', 'Supply Co.'],
    items: ['In-Store Purchase', 'New Season Collection', 'Gift Card Bonus', 'Accessories', 'Home Goods'],
    tagline: 'Independent shop with hand-picked goods and expert advice',
  },
  Wellness: {
    prefixes: ['Lotus', 'Serenity', 'Balance', 'Still Water', 'Cedar'],
    nouns: ['Spa', 'Wellness Studio', 'Massage', 'Yoga Loft'],
    items: ['60-Minute Massage', 'Facial Treatment', 'Yoga Class Pack', 'Steam and Sauna Pass', 'Aromatherapy Session'],
    tagline: 'A calm place to recharge, with treatments for body and mind',
  },
  Fitness: {
    prefixes: ['Iron', 'Peak', 'Core', 'Pulse', 'Summit'],
    nouns: ['Fitness', 'Gym', 'Athletics', 'Cycle Studio', 'Boxing Club'],
    items: ['Ten-Class Pack', 'Personal Training Intro', 'Monthly Membership', 'Spin Class Bundle', 'Bootcamp Week'],
    tagline: 'Classes and coaching for every level, early morning to late night',
  },
  Beauty: {
    prefixes: ['Glow', 'Luxe', 'Polished', 'Mirror', 'Bloom'],
    nouns: ['Beauty Bar', 'Salon', 'Nail Studio', 'Brow Lounge'],
    items: ['Blowout', 'Manicure and Pedicure', 'Brow Shape', 'Cut and Colour', 'Gel Nail Set'],
    tagline: 'Friendly stylists, walk-ins welcome',
  },
  Entertainment: {
    prefixes: ['Starlight', 'Retro', 'Neon', 'Lucky', 'Grand'],
    nouns: ['Lanes', 'Arcade', 'Cinema', 'Escape Rooms', 'Comedy Club'],
    items: ['Night Out for Four', 'Arcade Power Hour', 'Movie Night for Two', 'Escape Room Booking', 'Show Tickets'],
    tagline: 'Games, shows and late nights with friends',
  },
  Other: {
    prefixes: ['Community', 'Maker', 'Sunny', 'Riverside'],
    nouns: ['Workshop', 'Studio', 'Learning Center', 'Florist'],
    items: ['Beginner Workshop', 'Flower Bouquet', 'Bike Tune-Up', 'Pottery Class'],
    tagline: 'A neighbourhood favourite for something a little different',
  },
  Services: {
    prefixes: ['Sparkle', 'Handy', 'Quick', 'Bright'],
    nouns: ['Car Wash', 'Dry Cleaners', 'Pet Grooming', 'Tailors'],
    items: ['Full Detail', 'Dry Cleaning Bundle', 'Dog Grooming', 'Alterations'],
    tagline: 'Fast, careful service from a local team',
  },
};

const FIRST_NAMES = ['Alex', 'Jordan', 'Taylor', 'Sam', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Maria', 'Wei', 'Aisha', 'Diego', 'Priya', 'Noah', 'Emma', 'Liam', 'Olivia', 'Mateo'];
const LAST_NAMES = ['Smith', 'Garcia', 'Nguyen', 'Johnson', 'Patel', 'Kim', 'Brown', 'Lopez', 'Chen', 'Williams', 'Okafor', 'Miller', 'Davis', 'Martinez', 'Wilson'];

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** What a generated deal needs to know of its business. */
export interface BulkBusinessRef {
  id: number;
  name: string;
  category: string;
  city: string | null;
  verified: boolean;
}

/** The `index`-th business of a run tagged `tag` (the tag keeps emails unique across runs). */
export function bulkBusiness(random: Random, input: { index: number; tag: string; passwordHash: string; now: Date }): NewBusiness {
  const category = pick(random, ALL_DEAL_CATEGORIES);
  const words = WORDS[category];
  const place = pick(random, PLACES);
  const name = `${pick(random, words.prefixes)} ${pick(random, words.nouns)}`;
  const registered = Business.register({
    name,
    email: `${slug(name)}.${input.tag}.${input.index}@${BULK_EMAIL_DOMAIN}`,
    passwordHash: input.passwordHash,
    category,
    description: `${words.tagline} in ${place.city}.`,
    address: `${randomInt(random, 100, 9999)} ${pick(random, place.streets)}`,
    city: place.city,
    state: place.state,
    zip: pick(random, place.zips),
    // 555-0100 to 555-0199 are reserved for fiction.
    phoneNumber: `(${place.areaCode}) 555-01${String(randomInt(random, 0, 99)).padStart(2, '0')}`,
    now: daysFrom(input.now, -randomInt(random, 30, 720)),
  });
  const verified = random() < 0.85;
  const role: BusinessRole = random() < 0.3 ? 'owner' : 'business';
  const subscribed = verified && random() < 0.6;
  const subscriptionExpiresAt = subscribed ? daysFrom(input.now, randomInt(random, 1, 30)) : null;
  const business = Business.restore({ ...registered, id: 0, role, subscriptionActive: subscribed, subscriptionExpiresAt });
  // Verified at the load: its free 30 days run from now (longer when its subscription runs longer), so the catalogue is listed.
  if (verified) business.verify(input.now, subscriptionExpiresAt);
  const { id: _id, ...props } = business.toProps();
  return props;
}

/** The `index`-th customer of a run tagged `tag`. */
export function bulkCustomer(random: Random, input: { index: number; tag: string; passwordHash: string; now: Date }): NewUser {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const handle = `${first}.${last}.${input.tag}.${input.index}`.toLowerCase();
  return User.register({
    username: handle,
    email: `${handle}@${BULK_EMAIL_DOMAIN}`,
    passwordHash: input.passwordHash,
    now: daysFrom(input.now, -randomInt(random, 1, 365)),
  });
}

function fixedPricing(random: Random): Pick<NewDeal, 'priceCents' | 'basePriceCents' | 'discountPercent'> {
  const price = dollarsToCents(randomInt(random, 5, 25));
  return { priceCents: price, basePriceCents: price, discountPercent: pick(random, [10, 15, 20, 25, 30, 40, 50]) };
}

/** As the Cash to Discount wizard stores it: six rising steps, one per $5 from the minimum price. */
function sliderPricing(random: Random): Pick<
  NewDeal,
  'priceCents' | 'basePriceCents' | 'discountPercent' | 'minPriceCents' | 'maxPriceCents' | 'minDiscountPercent' | 'maxDiscountPercent' | 'discountSteps'
> {
  const minPrice = pick(random, [5, 10]);
  const steps: number[] = [randomInt(random, 5, 15)];
  while (steps.length < 6) steps.push(Math.min(70, (steps[steps.length - 1] ?? 0) + randomInt(random, 1, 5)));
  const basePrice = dollarsToCents(minPrice + 5 * randomInt(random, 0, 5));
  return {
    priceCents: basePrice,
    basePriceCents: basePrice,
    discountPercent: steps[0] ?? 10,
    minPriceCents: dollarsToCents(minPrice),
    maxPriceCents: dollarsToCents(minPrice + 25),
    minDiscountPercent: steps[0] ?? null,
    maxDiscountPercent: steps[steps.length - 1] ?? null,
    discountSteps: steps,
  };
}

/**
 * A deal of the business: mostly running now, some ended, a few upcoming; drafts when the business
 * is unverified, as Deal.draft makes them.
 */
export function bulkDeal(random: Random, input: { business: BulkBusinessRef; now: Date }): NewDeal {
  const { business, now } = input;
  const category = random() < 0.8 && business.category in WORDS ? (business.category as AnyDealCategory) : pick(random, ALL_DEAL_CATEGORIES);
  const words = WORDS[category];
  const item = pick(random, words.items);
  const slider = random() < 0.3;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const when = random();
  let startDay: number;
  let endDay: number;
  if (when < 0.8) {
    startDay = -randomInt(random, 0, 60);
    endDay = randomInt(random, 7, 120);
  } else if (when < 0.9) {
    endDay = -randomInt(random, 1, 60);
    startDay = endDay - randomInt(random, 14, 90);
  } else {
    startDay = randomInt(random, 1, 30);
    endDay = startDay + randomInt(random, 14, 90);
  }
  const startDate = new Date(today + startDay * DAY_MS);
  // A deal "until Mar 5" runs to the end of Mar 5, as the deal form stores it.
  const endDate = new Date(today + (endDay + 1) * DAY_MS - 1);
  const draft = !business.verified;
  const place = business.city ? ` in ${business.city}` : '';
  const title = slider ? `Cash to Discount: ${item}` : item;
  const description = slider
    ? `Prepay what suits you and save more the more you prepay on ${item.toLowerCase()} at ${business.name}${place}.`
    : `Save on ${item.toLowerCase()} at ${business.name}${place}. Show your code at the counter.`;
  // The random draws keep their order, so a seed gives the same catalogue as before.
  const pricing = slider
    ? sliderPricing(random)
    : { ...fixedPricing(random), minPriceCents: null, maxPriceCents: null, minDiscountPercent: null, maxDiscountPercent: null, discountSteps: null };
  const maxRedemptionsPerUser = pick(random, [1, 1, 1, 2, 2, 3, 5]);
  const imageUrl = demoPictureUrl(category, randomInt(random, 0, DEMO_PICTURE_VARIANTS - 1));
  const active = draft ? false : random() < 0.95;
  const featured = !draft && random() < 0.05;
  const createdAt = new Date(Math.min(startDate.getTime(), now.getTime()) - randomInt(random, 0, 7) * DAY_MS);
  const terms: DealTerms = { title, description, category, ...pricing, isSliderDeal: slider, freeItem: null, startDate, endDate, maxRedemptionsPerUser, imageUrl, active, featured };
  return { ...Deal.draft(terms, { id: business.id, verified: business.verified }, now), createdAt };
}

/** What a generated purchase needs to know of its deal. */
export interface BulkDealRef {
  id: number;
  businessId: number;
  rules: SliderPricingRules;
  startDate: Date;
  endDate: Date;
}

/** The pricing rules of a deal, as the checkout reads them. */
export function pricingRulesOf(deal: NewDeal): SliderPricingRules {
  return {
    isSliderDeal: deal.isSliderDeal,
    priceCents: deal.priceCents,
    discountPercent: deal.discountPercent,
    minPriceCents: deal.minPriceCents,
    maxPriceCents: deal.maxPriceCents,
    minDiscountPercent: deal.minDiscountPercent,
    maxDiscountPercent: deal.maxDiscountPercent,
    discountSteps: deal.discountSteps,
    minRedemptions: deal.minRedemptions,
    maxRedemptions: deal.maxRedemptions,
  };
}

/**
 * A purchase of the deal by the customer, priced by the checkout rules (a slider deal at one of its
 * price points, sometimes with extra redemptions), made within the deal's dates and the last 90
 * days; mostly completed, some refunded or pending, and some uses already redeemed at the shop.
 */
export function bulkPurchase(
  random: Random,
  input: { deal: BulkDealRef; userId: number; codes: { textCode: string; qrCode: string; passSecret: string; paymentId: string }; now: Date },
): BulkPurchase {
  const { deal, now } = input;
  const priceCents = deal.rules.isSliderDeal ? pick(random, sliderPricePoints(deal.rules)) : null;
  const quote = quoteCheckout(deal.rules, { priceCents, redemptions: random() < 0.8 ? 1 : randomInt(random, 2, 3) });
  const from = Math.max(deal.startDate.getTime(), now.getTime() - 90 * DAY_MS);
  const to = Math.max(from, Math.min(deal.endDate.getTime(), now.getTime()));
  const purchaseDate = new Date(from + Math.floor(random() * (to - from)));
  const roll = random();
  const status: PurchaseStatus = roll < 0.9 ? 'completed' : roll < 0.95 ? 'refunded' : 'pending';
  const used = status === 'completed' && random() < 0.4 ? randomInt(random, 1, quote.redemptions) : 0;
  const lastUse = Math.max(purchaseDate.getTime(), Math.min(deal.endDate.getTime(), now.getTime()));
  const useTimes = Array.from({ length: used }, () => purchaseDate.getTime() + Math.floor(random() * (lastUse - purchaseDate.getTime())));
  useTimes.sort((a, b) => a - b);
  const lastRedeemedAt = useTimes[useTimes.length - 1];
  const issued = Purchase.issue({
    userId: input.userId,
    deal: { id: deal.id, businessId: deal.businessId, endDate: deal.endDate },
    quote,
    payment: {
      intentId: `pi_${input.codes.paymentId}`,
      chargeId: status === 'pending' ? null : `ch_${input.codes.paymentId}`,
      amountCents: quote.amountCents,
      applicationFeeCents: null,
    },
    codes: { textCode: input.codes.textCode, qrCode: input.codes.qrCode, passSecret: input.codes.passSecret },
    voided: status === 'refunded',
    now: purchaseDate,
  });
  return {
    purchase: {
      ...issued,
      status,
      redemptionsUsed: used,
      redeemed: used >= quote.redemptions,
      redeemedAt: lastRedeemedAt === undefined ? null : new Date(lastRedeemedAt),
    },
    redemptions: useTimes.map((time) => ({
      ...REDEEM_LINE,
      dealId: deal.id,
      businessId: deal.businessId,
      userId: input.userId,
      channel: random() < 0.5 ? 'text_code' : 'qr_code',
      redeemedBy: { type: 'business', id: deal.businessId },
      redeemedAt: new Date(time),
    })),
  };
}

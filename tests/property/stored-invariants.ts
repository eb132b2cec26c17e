import { expect } from 'vitest';
import { z } from 'zod';
import type { InMemoryStore } from '@marketplace/adapters-memory/in-memory-store';
import { registerPayloadSchema } from '@marketplace/core/accounts/schemas/customer-auth.schema';
import { businessRegisterPayloadSchema } from '@marketplace/core/accounts/schemas/business-auth.schema';
import { contactPayloadSchema } from '@marketplace/core/contact/schemas/contact-message.schema';
import { ALL_DEAL_CATEGORIES } from '@marketplace/core/deals/schemas/deal-categories';
import { FREE_ITEM_MAX_LENGTH, FREE_ITEM_MIN_LENGTH } from '@marketplace/core/deals/schemas/deal-offer.schema';
import { DEAL_DESCRIPTION_MAX_LENGTH, DEAL_IMAGE_URL_MAX_LENGTH, DEAL_TITLE_MAX_LENGTH, MAX_DEAL_PRICE, MAX_REDEMPTIONS_PER_USER } from '@marketplace/core/deals/schemas/standard-deal.schema';
import { MAX_PURCHASE_REDEMPTIONS } from '@marketplace/core/purchases/schemas/purchase-payloads.schema';
import { waitlistPayloadSchema } from '@marketplace/core/waitlist/schemas/waitlist.schema';

/**
 * What every stored row must satisfy however hostile the requests that wrote it: text without NUL
 * or lone surrogates, strings within the schemas' limits (re-parsed through the payload schemas
 * that let them in), money as integer cents >= 0, percentages and counts in range.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function expectWellFormedText(value: unknown, where: string): void {
  if (typeof value === 'string') {
    expect(value.includes('\u0000'), `${where} holds NUL`).toBe(false);
    expect(LONE_SURROGATE.test(value), `${where} holds a lone surrogate`).toBe(false);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => expectWellFormedText(item, `${where}[${index}]`));
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, inner] of Object.entries(value)) expectWellFormedText(inner, `${where}.${key}`);
  }
}

/** Parses `row` with `schema` and expects the parse to leave it as stored (already normalised). */
function expectReparses(schema: z.ZodType, row: Record<string, unknown>, where: string): void {
  const result = schema.safeParse(row);
  expect(result.success, `${where}: ${JSON.stringify(result.error?.issues?.[0])} in ${JSON.stringify(row).slice(0, 300)}`).toBe(true);
  for (const [key, value] of Object.entries(result.data as Record<string, unknown>)) {
    expect(row[key] ?? undefined, `${where}.${key} is stored normalised`).toEqual(value);
  }
}

const cents = z.number().int().min(0);
const percent = z.number().int().min(1).max(100);
const validDate = z.date().refine((date) => !Number.isNaN(date.getTime()));

const storedDeal = z.object({
  title: z.string().trim().min(3).max(DEAL_TITLE_MAX_LENGTH),
  description: z.string().trim().min(10).max(DEAL_DESCRIPTION_MAX_LENGTH),
  category: z.enum(ALL_DEAL_CATEGORIES),
  priceCents: cents.positive().max(MAX_DEAL_PRICE * 100),
  basePriceCents: cents.max(MAX_DEAL_PRICE * 100),
  // A free-item deal stores 0 and its item; any other deal a percentage and no item.
  discountPercent: percent.or(z.literal(0)),
  freeItem: z.string().trim().min(FREE_ITEM_MIN_LENGTH).max(FREE_ITEM_MAX_LENGTH).nullable(),
  minPriceCents: cents.max(MAX_DEAL_PRICE * 100).nullable(),
  maxPriceCents: cents.max(MAX_DEAL_PRICE * 100).nullable(),
  discountSteps: z.array(percent).length(6).nullable(),
  startDate: validDate,
  endDate: validDate,
  maxRedemptionsPerUser: z.number().int().min(1).max(MAX_REDEMPTIONS_PER_USER),
  // An uploaded picture's path; a link stored before uploads existed stays valid.
  imageUrl: z.union([z.string().regex(/^\/media\/[0-9a-f]{32}-[1-9]\d{0,3}\.webp$/), z.url({ protocol: /^https?$/ })]).pipe(z.string().max(DEAL_IMAGE_URL_MAX_LENGTH)).nullable(),
  active: z.boolean(),
  featured: z.boolean(),
  awaitingVerification: z.boolean(),
})
  .refine((deal) => deal.endDate >= deal.startDate, 'the deal ends before it starts')
  .refine((deal) => (deal.freeItem === null) === (deal.discountPercent >= 1), 'a percentage and a free item, or neither');

const storedPurchase = z.object({
  amountCents: cents,
  priceCents: cents,
  platformFeeCents: cents,
  businessShareCents: cents,
  discountPercent: percent.or(z.literal(0)),
  redemptions: z.number().int().min(1).max(MAX_PURCHASE_REDEMPTIONS),
  redemptionsUsed: z.number().int().min(0),
  status: z.enum(['pending', 'completed', 'refunded']),
  textCode: z.string().regex(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/),
  qrCode: z.string().regex(/^[A-Za-z0-9_-]{22,256}$/),
  /** The live pass's key: 256 bits, base64url (DESIGN.md 10.6). */
  passSecret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  redeemed: z.boolean(),
})
  .refine((purchase) => purchase.redemptionsUsed <= purchase.redemptions, 'more uses than redemptions')
  .refine((purchase) => purchase.platformFeeCents + purchase.businessShareCents === purchase.amountCents, 'fee and share do not add up');

function expectMatches(schema: z.ZodType, row: object, where: string): void {
  const result = schema.safeParse(row);
  expect(result.success, `${where}: ${JSON.stringify(result.error?.issues?.[0])}`).toBe(true);
}

/** Fails when any row of the in-memory database breaks the invariants above. */
export function expectWellFormedStore(store: InMemoryStore): void {
  const { tables } = store;
  for (const [name, table] of Object.entries(tables)) {
    for (const [key, row] of table as Map<unknown, unknown>) expectWellFormedText({ key, row }, `${name}[${String(key)}]`);
  }
  for (const user of tables.users.values()) {
    expectReparses(registerPayloadSchema.pick({ username: true, email: true }), { username: user.username, email: user.email }, `users[${user.id}]`);
    expect(['user', 'admin']).toContain(user.role);
  }
  for (const business of tables.businesses.values()) {
    const { name, email, category, description, address, city, state, zip, phoneNumber } = business;
    const stored = { name, email, category, description, address, city, state, zip, phoneNumber };
    expectReparses(businessRegisterPayloadSchema.omit({ password: true }), stored, `businesses[${business.id}]`);
    expect(['business', 'owner']).toContain(business.role);
  }
  for (const deal of tables.deals.values()) expectMatches(storedDeal, deal, `deals[${deal.id}]`);
  for (const purchase of tables.purchases.values()) expectMatches(storedPurchase, purchase, `purchases[${purchase.id}]`);
  for (const entry of tables.waitlist.values()) {
    const { name, email, phone, type, rating, feedback } = entry;
    expectReparses(waitlistPayloadSchema, { name, email, phone, type, rating, feedback }, `waitlist[${entry.id}]`);
  }
  for (const message of tables.contactMessages.values()) {
    const { name, email, topic } = message;
    expectReparses(contactPayloadSchema, { name, email, topic, message: message.message }, `contactMessages[${message.id}]`);
    expect(['new', 'read', 'answered']).toContain(message.status);
  }
}

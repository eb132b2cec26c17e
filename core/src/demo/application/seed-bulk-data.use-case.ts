import type { PasswordHasher } from '../../accounts/ports/password-hasher.port.js';
import type { CodeGenerator } from '../../purchases/ports/code-generator.port.js';
import { DomainError, ValidationError, type ValidationIssue } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import {
  BULK_EMAIL_DOMAIN,
  BULK_PASSWORD,
  bulkBusiness,
  bulkCustomer,
  bulkDeal,
  bulkPurchase,
  pricingRulesOf,
  type BulkBusinessRef,
  type BulkDealRef,
  type Random,
} from '../domain/bulk-catalogue.js';
import type { BulkLoader, BulkPurchase } from '../ports/bulk-loader.port.js';

export interface BulkSeedRequest {
  businesses: number;
  deals: number;
  purchases: number;
  /** Rows per loader call (one transaction each); 2,000 unless given. */
  batchSize?: number | undefined;
}

export type BulkSeedStage = 'businesses' | 'deals' | 'customers' | 'purchases';

export interface BulkSeedProgress {
  stage: BulkSeedStage;
  done: number;
  total: number;
}

export interface BulkSeedReport {
  /** Part of every generated email, so each run's accounts are told apart (and never collide). */
  tag: string;
  businesses: number;
  deals: number;
  customers: number;
  purchases: number;
  redemptions: number;
  /** The bulk accounts' emails end with `@${emailDomain}` and sign in with `password`. */
  emailDomain: string;
  password: string;
}

/** Far above any load test, low enough that a typo (an extra zero or three) is caught. */
export const BULK_SEED_MAX_ROWS = 10_000_000;
export const BULK_SEED_DEFAULT_BATCH = 2_000;
const MAX_BATCH = 10_000;
/** A customer buys at most this many deals of a run, so purchases spread over many customers. */
const PURCHASES_PER_CUSTOMER = 5;
const CODE_ATTEMPTS = 3;

function checkRequest(request: BulkSeedRequest): void {
  const issues: ValidationIssue[] = [];
  const count = (path: keyof BulkSeedRequest, value: number | undefined, min: number, max: number) => {
    if (value !== undefined && (!Number.isInteger(value) || value < min || value > max)) {
      issues.push({ path, message: `${path} must be a whole number from ${min} to ${max.toLocaleString('en-US')}` });
    }
  };
  count('businesses', request.businesses, 0, BULK_SEED_MAX_ROWS);
  count('deals', request.deals, 0, BULK_SEED_MAX_ROWS);
  count('purchases', request.purchases, 0, BULK_SEED_MAX_ROWS);
  count('batchSize', request.batchSize, 1, MAX_BATCH);
  if (request.deals > 0 && request.businesses < 1) issues.push({ path: 'businesses', message: 'Deals need at least one business' });
  if (request.purchases > 0 && request.deals < 1) issues.push({ path: 'deals', message: 'Purchases need at least one deal' });
  if (issues.length > 0) throw new ValidationError(issues.map((issue) => issue.message).join('; '), issues, 'bulk_seed.invalid');
}

/**
 * Loads realistic generated businesses, deals, customers and purchases in batches, for load tests.
 * Each batch is one loader call (one transaction); progress is reported after each. Additive, not
 * idempotent: every run adds new rows under its own tag. The accounts' password is hashed once and
 * shared, since hashing hundreds of times would take longer than the whole load.
 */
export class SeedBulkData {
  constructor(
    private readonly deps: { loader: BulkLoader; hasher: PasswordHasher; codes: CodeGenerator; clock: Clock; random: Random },
  ) {}

  async execute(request: BulkSeedRequest, onProgress: (progress: BulkSeedProgress) => void = () => undefined): Promise<BulkSeedReport> {
    checkRequest(request);
    const { loader, clock, random } = this.deps;
    const now = clock.now();
    const batchSize = request.batchSize ?? BULK_SEED_DEFAULT_BATCH;
    const tag = `${now.getTime().toString(36)}${Math.floor(random() * 1296).toString(36).padStart(2, '0')}`;
    const needsAccounts = request.businesses > 0 || request.purchases > 0;
    const passwordHash = needsAccounts ? await this.deps.hasher.hash(BULK_PASSWORD) : '';

    const inBatches = async <Row>(
      stage: BulkSeedStage,
      total: number,
      make: (index: number) => Row,
      insert: (rows: Row[]) => Promise<number[]>,
      keep: (row: Row, id: number) => void,
    ): Promise<void> => {
      onProgress({ stage, done: 0, total });
      for (let done = 0; done < total; ) {
        const rows = Array.from({ length: Math.min(batchSize, total - done) }, (_, offset) => make(done + offset));
        const ids = await insert(rows);
        rows.forEach((row, offset) => keep(row, ids[offset] ?? Number.NaN));
        done += rows.length;
        onProgress({ stage, done, total });
      }
    };

    const businesses: BulkBusinessRef[] = [];
    await inBatches(
      'businesses',
      request.businesses,
      (index) => bulkBusiness(random, { index, tag, passwordHash, now }),
      (rows) => loader.insertBusinesses(rows),
      (row, id) => businesses.push({ id, name: row.name, category: row.category, city: row.city, verified: row.verified }),
    );

    // Only what purchases need is kept of the deals, and only when purchases follow.
    const purchasable: BulkDealRef[] = [];
    const allDeals: BulkDealRef[] = [];
    await inBatches(
      'deals',
      request.deals,
      (index) => bulkDeal(random, { business: businesses[Math.floor(random() * businesses.length)] ?? fail(`no business for deal ${index}`), now }),
      (rows) => loader.insertDeals(rows),
      (row, id) => {
        if (request.purchases === 0) return;
        const ref = { id, businessId: row.businessId, rules: pricingRulesOf(row), startDate: row.startDate, endDate: row.endDate };
        allDeals.push(ref);
        if (!row.awaitingVerification && row.startDate.getTime() <= now.getTime()) purchasable.push(ref);
      },
    );
    // Deals that have started and are published; a tiny run may have none, and then buys any.
    const dealPool = purchasable.length > 0 ? purchasable : allDeals;

    // Enough customers that each makes at most min(5, deals) purchases, and never two of one deal:
    // there is always a deal left the customer has not bought, so maxRedemptionsPerUser (at least 1)
    // always holds.
    const customerCount = request.purchases > 0 ? Math.ceil(request.purchases / Math.min(PURCHASES_PER_CUSTOMER, dealPool.length)) : 0;
    const customers: number[] = [];
    await inBatches(
      'customers',
      customerCount,
      (index) => bulkCustomer(random, { index, tag, passwordHash, now }),
      (rows) => loader.insertUsers(rows),
      (_row, id) => customers.push(id),
    );

    let redemptions = 0;
    const bought = new Set<string>();
    const usedCodes = new Set<string>();
    const freshCodes = () => {
      let textCode = this.deps.codes.textCode();
      while (usedCodes.has(textCode)) textCode = this.deps.codes.textCode();
      usedCodes.add(textCode);
      return { textCode, qrCode: this.deps.codes.qrToken(), passSecret: this.deps.codes.passSecret(), paymentId: `bulk_${this.deps.codes.opaqueId()}` };
    };
    await inBatches<BulkPurchase>(
      'purchases',
      request.purchases,
      (index) => {
        const userId = customers[index % customers.length] ?? fail(`no customer for purchase ${index}`);
        // Linear probing from a random deal to one this customer has not bought.
        let slot = Math.floor(random() * dealPool.length);
        let deal = dealPool[slot] ?? fail('no deal to buy');
        for (let tries = 0; bought.has(`${userId}:${deal.id}`) && tries < dealPool.length; tries += 1) {
          slot = (slot + 1) % dealPool.length;
          deal = dealPool[slot] ?? deal;
        }
        bought.add(`${userId}:${deal.id}`);
        return bulkPurchase(random, { deal, userId, codes: freshCodes(), now });
      },
      (rows) => this.insertPurchases(rows, freshCodes),
      (row) => {
        redemptions += row.redemptions.length;
      },
    );
    await loader.refreshStatistics();

    return {
      tag,
      businesses: businesses.length,
      deals: request.deals,
      customers: customers.length,
      purchases: request.purchases,
      redemptions,
      emailDomain: BULK_EMAIL_DOMAIN,
      password: BULK_PASSWORD,
    };
  }

  /** A code taken by an earlier purchase fails the whole batch; it is retried with new codes. */
  private async insertPurchases(rows: BulkPurchase[], freshCodes: () => { textCode: string; qrCode: string; passSecret: string; paymentId: string }): Promise<number[]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.deps.loader.insertPurchases(rows);
      } catch (error) {
        const collided = error instanceof DomainError && error.code === 'purchase.duplicate_code';
        if (!collided || attempt >= CODE_ATTEMPTS) throw error;
        for (const row of rows) {
          const codes = freshCodes();
          row.purchase.textCode = codes.textCode;
          row.purchase.qrCode = codes.qrCode;
          row.purchase.passSecret = codes.passSecret;
        }
      }
    }
  }
}

function fail(message: string): never {
  throw new Error(`Bulk seed: ${message}`);
}

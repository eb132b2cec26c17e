import { Business, type BusinessProps, type NewBusiness } from '@marketplace/core/accounts/domain/business';
import { normaliseEmail } from '@marketplace/core/accounts/domain/user';
import type {
  BusinessCounts,
  BusinessFilter,
  BusinessPage,
  BusinessRepository,
} from '@marketplace/core/accounts/ports/business.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/** Businesses in an {@link InMemoryStore}; emails are unique case-insensitively. */
export class InMemoryBusinessRepository implements BusinessRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, BusinessProps> {
    return this.store.tables.businesses;
  }

  async findById(id: number): Promise<Business | null> {
    const row = this.rows.get(id);
    return row ? Business.restore(copyRow(row)) : null;
  }

  async findByEmail(email: string): Promise<Business | null> {
    const wanted = normaliseEmail(email);
    return this.findOne((row) => row.email.toLowerCase() === wanted);
  }

  /** Ordered by id; unknown ids are skipped. */
  async findByIds(ids: readonly number[]): Promise<Business[]> {
    const wanted = new Set(ids);
    return this.sortedRows()
      .filter((row) => wanted.has(row.id))
      .map((row) => Business.restore(copyRow(row)));
  }

  async findByStripeCustomerId(customerId: string): Promise<Business | null> {
    return this.findOne((row) => row.stripeCustomerId === customerId);
  }

  async findByStripeAccountId(accountId: string): Promise<Business | null> {
    return this.findOne((row) => row.stripeAccountId === accountId);
  }

  async listAll(): Promise<Business[]> {
    return this.sortedRows().map((row) => Business.restore(copyRow(row)));
  }

  async list(filter: BusinessFilter, page: PageRequest): Promise<BusinessPage> {
    const matching = this.sortedRows()
      .reverse()
      .filter((row) => filter.verified === undefined || row.verified === filter.verified)
      .filter((row) => filter.text === undefined || matchesText(row, filter.text));
    const offset = offsetOf(page);
    return {
      businesses: matching.slice(offset, offset + page.limit).map((row) => Business.restore(copyRow(row))),
      total: matching.length,
    };
  }

  async countByVerification(): Promise<BusinessCounts> {
    const counts: BusinessCounts = { verified: 0, unverified: 0 };
    for (const row of this.rows.values()) {
      if (row.verified) counts.verified += 1;
      else counts.unverified += 1;
    }
    return counts;
  }

  async add(business: NewBusiness): Promise<Business> {
    this.assertUnique(business, null);
    const id = this.store.nextId('businesses');
    const row: BusinessProps = { ...copyRow(business), id };
    this.rows.set(id, row);
    return Business.restore(copyRow(row));
  }

  async save(business: Business): Promise<void> {
    const row = business.toProps();
    const stored = this.rows.get(row.id);
    if (!stored) throw new NotFoundError('business.not_found', `No business with id ${row.id}.`);
    this.assertUnique(row, row.id);
    // The rating counters belong to the review repository: a business save never writes them.
    this.rows.set(row.id, { ...copyRow(row), ratingCount: stored.ratingCount, ratingSum: stored.ratingSum });
  }

  private sortedRows(): BusinessProps[] {
    return [...this.rows.values()].sort((a, b) => a.id - b.id);
  }

  private findOne(predicate: (row: BusinessProps) => boolean): Business | null {
    for (const row of this.rows.values()) {
      if (predicate(row)) return Business.restore(copyRow(row));
    }
    return null;
  }

  private assertUnique(candidate: Pick<BusinessProps, 'email' | 'stripeAccountId'>, ownId: number | null): void {
    const email = candidate.email.toLowerCase();
    for (const row of this.rows.values()) {
      if (row.id !== ownId && row.email.toLowerCase() === email) {
        throw new ConflictError('business.email_taken', 'A business with this email already exists.');
      }
      if (row.id !== ownId && candidate.stripeAccountId !== null && row.stripeAccountId === candidate.stripeAccountId) {
        throw new ConflictError('business.account_taken', 'This payout account belongs to another business.');
      }
    }
  }
}

/** A plain substring test on name, email and city: the user's `%`, `_` and `\` are characters like any other. */
function matchesText(row: BusinessProps, text: string): boolean {
  const needle = text.toLowerCase();
  return [row.name, row.email, row.city].some((value) => value !== null && value.toLowerCase().includes(needle));
}

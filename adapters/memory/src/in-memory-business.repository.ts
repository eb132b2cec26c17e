import { Business, type BusinessProps, type NewBusiness } from '@marketplace/core/accounts/domain/business';
import { normaliseEmail } from '@marketplace/core/accounts/domain/user';
import type { BusinessRepository } from '@marketplace/core/accounts/ports/business.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
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

  async listAll(): Promise<Business[]> {
    return this.sortedRows().map((row) => Business.restore(copyRow(row)));
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
    if (!this.rows.has(row.id)) throw new NotFoundError('business.not_found', `No business with id ${row.id}.`);
    this.assertUnique(row, row.id);
    this.rows.set(row.id, copyRow(row));
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

  private assertUnique(candidate: Pick<BusinessProps, 'email'>, ownId: number | null): void {
    const email = candidate.email.toLowerCase();
    for (const row of this.rows.values()) {
      if (row.id !== ownId && row.email.toLowerCase() === email) {
        throw new ConflictError('business.email_taken', 'A business with this email already exists.');
      }
    }
  }
}

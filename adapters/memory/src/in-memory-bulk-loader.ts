import type { BusinessProps, NewBusiness } from '@marketplace/core/accounts/domain/business';
import type { NewUser, UserProps } from '@marketplace/core/accounts/domain/user';
import type { DealProps, NewDeal } from '@marketplace/core/deals/domain/deal';
import type { BulkLoader, BulkPurchase } from '@marketplace/core/demo/ports/bulk-loader.port';
import type { PurchaseProps } from '@marketplace/core/purchases/domain/purchase';
import type { RedemptionProps } from '@marketplace/core/purchases/domain/redemption';
import { storedPurchaseEntries } from '@marketplace/core/ledger/domain/purchase-bookings';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { BusinessLocation } from '@marketplace/core/locations/domain/business-location';
import { InMemoryLedgerRepository } from './in-memory-ledger.repository.js';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

/**
 * Bulk inserts into an {@link InMemoryStore}. Each call checks every row against the table and the
 * other rows of the call before writing any, so a conflict leaves nothing behind.
 */
export class InMemoryBulkLoader implements BulkLoader {
  constructor(private readonly store: InMemoryStore) {}

  async insertUsers(users: readonly NewUser[]): Promise<number[]> {
    const table = this.store.tables.users;
    const emails = new Set([...table.values()].map((row) => row.email.toLowerCase()));
    const usernames = new Set([...table.values()].map((row) => row.username.toLowerCase()));
    for (const user of users) {
      if (!claim(emails, user.email.toLowerCase())) throw new ConflictError('user.email_taken', 'An account with this email already exists.');
      if (!claim(usernames, user.username.toLowerCase())) throw new ConflictError('user.username_taken', 'This username is already taken.');
    }
    return users.map((user) => {
      const id = this.store.nextId('users');
      const row: UserProps = { ...copyRow(user), id };
      table.set(id, row);
      return id;
    });
  }

  async insertBusinesses(businesses: readonly NewBusiness[]): Promise<number[]> {
    const table = this.store.tables.businesses;
    const emails = new Set([...table.values()].map((row) => row.email.toLowerCase()));
    for (const business of businesses) {
      if (!claim(emails, business.email.toLowerCase())) {
        throw new ConflictError('business.email_taken', 'A business with this email already exists.');
      }
    }
    return businesses.map((business) => {
      const id = this.store.nextId('businesses');
      const row: BusinessProps = { ...copyRow(business), id };
      table.set(id, row);
      const location = BusinessLocation.fromRegistration({ ...business, id, coordinates: null, now: business.createdAt });
      const locationId = this.store.nextId('locations');
      this.store.tables.locations.set(locationId, { ...copyRow(location), id: locationId });
      return id;
    });
  }

  async insertDeals(deals: readonly NewDeal[]): Promise<number[]> {
    return deals.map((deal) => {
      const id = this.store.nextId('deals');
      const row: DealProps = { ...copyRow(deal), id };
      this.store.tables.deals.set(id, row);
      return id;
    });
  }

  /** Maps keep no statistics. */
  async refreshStatistics(): Promise<void> {}

  async insertPurchases(purchases: readonly BulkPurchase[]): Promise<number[]> {
    const table = this.store.tables.purchases;
    const codes = new Set<string>();
    const payments = new Set<string>();
    for (const row of table.values()) {
      codes.add(`text:${row.textCode}`).add(`qr:${row.qrCode}`);
      payments.add(row.stripePaymentIntentId);
    }
    for (const { purchase } of purchases) {
      if (!claim(codes, `text:${purchase.textCode}`) || !claim(codes, `qr:${purchase.qrCode}`)) {
        throw new ConflictError('purchase.duplicate_code', 'A generated redemption code is in use already.');
      }
      if (!claim(payments, purchase.stripePaymentIntentId)) {
        throw new ConflictError('purchase.duplicate_payment', 'This payment has been recorded already.');
      }
    }
    const ledger = new InMemoryLedgerRepository(this.store);
    const ids = purchases.map(({ purchase, redemptions }) => {
      const id = this.store.nextId('purchases');
      const row: PurchaseProps = { ...copyRow(purchase), id };
      table.set(id, row);
      void ledger.append(storedPurchaseEntries(row, row.purchaseDate), row.createdAt);
      for (const redemption of redemptions) {
        const redemptionId = this.store.nextId('redemptions');
        const line: RedemptionProps = { ...copyRow(redemption), purchaseId: id, id: redemptionId };
        this.store.tables.redemptions.set(redemptionId, line);
      }
      return id;
    });
    return ids;
  }
}

/** Adds the key; @returns false when it was there already. */
function claim(keys: Set<string>, key: string): boolean {
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}

import type { GiftProps } from '@marketplace/core/gifts/domain/gift';
import type { AccountTokenProps } from '@marketplace/core/accounts/domain/account-token';
import type { BusinessProps } from '@marketplace/core/accounts/domain/business';
import type { SessionProps } from '@marketplace/core/accounts/domain/session';
import type { UserProps } from '@marketplace/core/accounts/domain/user';
import type { Category } from '@marketplace/core/deals/domain/category';
import type { DealProps } from '@marketplace/core/deals/domain/deal';
import type { DemoPaymentRecord } from '@marketplace/core/payments/ports/demo-payment.repository.port';
import type { PurchaseProps } from '@marketplace/core/purchases/domain/purchase';
import type { RedemptionProps } from '@marketplace/core/purchases/domain/redemption';
import type { SubscriptionProps } from '@marketplace/core/subscriptions/domain/subscription';
import type { BusinessEmailPreferences, EmailPreferences } from '@marketplace/core/accounts/domain/email-preferences';
import type { ContactMessageProps } from '@marketplace/core/contact/domain/contact-message';
import type { LedgerEntry } from '@marketplace/core/ledger/domain/ledger-entry';
import type { OutboxEmail } from '@marketplace/core/mail/domain/outbox-email';
import type { Payout } from '@marketplace/core/payouts/domain/payout';
import type { WaitlistEntryProps } from '@marketplace/core/waitlist/domain/waitlist-entry';
import type { BusinessLocationProps } from '@marketplace/core/locations/domain/business-location';
import type { StaffMemberProps } from '@marketplace/core/team/domain/staff-member';
import type { Picture } from '@marketplace/core/media/domain/picture';
import type { Favorite } from '@marketplace/core/favorites/domain/favorite';
import type { ReviewProps } from '@marketplace/core/reviews/domain/review';

/** The rows of one in-memory database: plain props keyed by id, never live entities. */
export interface InMemoryTables {
  users: Map<number, UserProps>;
  businesses: Map<number, BusinessProps>;
  sessions: Map<string, SessionProps>;
  deals: Map<number, DealProps>;
  purchases: Map<number, PurchaseProps>;
  redemptions: Map<number, RedemptionProps>;
  waitlist: Map<number, WaitlistEntryProps>;
  subscriptions: Map<number, SubscriptionProps>;
  categories: Map<number, Category>;
  /** Keyed by `${key}@${windowStart}`. */
  rateLimits: Map<string, { key: string; windowStart: number; count: number; expiresAt: Date }>;
  processedEvents: Map<string, { eventId: string; type: string; processedAt: Date }>;
  demoPayments: Map<string, DemoPaymentRecord>;
  /** Keyed by user id. */
  emailPreferences: Map<number, EmailPreferences & { updatedAt: Date }>;
  /** Keyed by business id. */
  businessEmailPreferences: Map<number, BusinessEmailPreferences & { updatedAt: Date }>;
  contactMessages: Map<number, ContactMessageProps>;
  outbox: Map<number, OutboxEmail>;
  accountTokens: Map<number, AccountTokenProps>;
  ledger: Map<number, LedgerEntry>;
  payouts: Map<number, Payout>;
  locations: Map<number, BusinessLocationProps>;
  staff: Map<number, StaffMemberProps>;
  gifts: Map<number, GiftProps>;
  /** Uploaded pictures, keyed by `${id}@${businessId}`. */
  pictures: Map<string, Picture>;
  /** Keyed by `${userId}:${businessId}`. */
  favorites: Map<string, Favorite>;
  reviews: Map<number, ReviewProps>;
}

/** Tables with a numeric id drawn from a sequence (sessions carry their own random id). */
export type SequencedTable = Exclude<
  keyof InMemoryTables,
  'sessions' | 'rateLimits' | 'processedEvents' | 'demoPayments' | 'emailPreferences' | 'businessEmailPreferences' | 'pictures' | 'favorites'
>;

export interface InMemorySnapshot {
  readonly tables: InMemoryTables;
}

/**
 * The tables and id sequences shared by every repository of one "database".
 *
 * Rows are deep copies: whatever a caller does to an entity it was handed changes nothing here
 * until a repository writes it back, exactly as with a real database.
 */
export class InMemoryStore {
  readonly tables: InMemoryTables = {
    users: new Map(),
    businesses: new Map(),
    sessions: new Map(),
    deals: new Map(),
    purchases: new Map(),
    redemptions: new Map(),
    waitlist: new Map(),
    subscriptions: new Map(),
    categories: new Map(),
    rateLimits: new Map(),
    processedEvents: new Map(),
    demoPayments: new Map(),
    emailPreferences: new Map(),
    businessEmailPreferences: new Map(),
    contactMessages: new Map(),
    outbox: new Map(),
    accountTokens: new Map(),
    ledger: new Map(),
    payouts: new Map(),
    locations: new Map(),
    staff: new Map(),
    gifts: new Map(),
    pictures: new Map(),
    favorites: new Map(),
    reviews: new Map(),
  };

  private readonly sequences: Record<SequencedTable, number> = {
    users: 0,
    businesses: 0,
    deals: 0,
    purchases: 0,
    redemptions: 0,
    waitlist: 0,
    subscriptions: 0,
    categories: 0,
    contactMessages: 0,
    outbox: 0,
    accountTokens: 0,
    ledger: 0,
    payouts: 0,
    locations: 0,
    staff: 0,
    gifts: 0,
    reviews: 0,
  };

  nextId(table: SequencedTable): number {
    this.sequences[table] += 1;
    return this.sequences[table];
  }

  /** Moves the sequence past an id chosen by the caller (the admin's 999), so later ids never collide with it. */
  claimId(table: SequencedTable, id: number): void {
    if (id > this.sequences[table]) this.sequences[table] = id;
  }

  snapshot(): InMemorySnapshot {
    return { tables: structuredClone(this.tables) };
  }

  /**
   * Puts every table back as it was at the snapshot. Sequences are left as they are: like
   * PostgreSQL sequences they never go back, so an id handed out in a rolled-back transaction
   * is never handed out again.
   */
  restore(snapshot: InMemorySnapshot): void {
    const copy = structuredClone(snapshot.tables);
    for (const name of Object.keys(this.tables) as (keyof InMemoryTables)[]) {
      const table = this.tables[name] as Map<unknown, unknown>;
      table.clear();
      for (const [key, row] of copy[name] as Map<unknown, unknown>) table.set(key, row);
    }
  }
}

/** A deep copy of a row (dates, arrays and nested objects included). */
export function copyRow<T>(row: T): T {
  return structuredClone(row);
}

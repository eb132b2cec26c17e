import { AccountTokenRecordSchema } from './account-token.entity.js';
import { BusinessLocationRecordSchema } from './business-location.entity.js';
import { BusinessRecordSchema } from './business.entity.js';
import { CategoryRecordSchema } from './category.entity.js';
import { ContactMessageRecordSchema } from './contact-message.entity.js';
import { ReviewRecordSchema } from './review.entity.js';
import { EmailPreferencesRecordSchema } from './email-preferences.entity.js';
import { DealRecordSchema } from './deal.entity.js';
import { DemoPaymentRecordSchema } from './demo-payment.entity.js';
import { LedgerEntryRecordSchema } from './ledger-entry.entity.js';
import { OutboxEmailRecordSchema } from './outbox-email.entity.js';
import { PayoutRecordSchema } from './payout.entity.js';
import { ProcessedEventRecordSchema } from './processed-event.entity.js';
import { PurchaseRecordSchema } from './purchase.entity.js';
import { RateLimitCounterRecordSchema } from './rate-limit-counter.entity.js';
import { RedemptionRecordSchema } from './redemption.entity.js';
import { SessionRecordSchema } from './session.entity.js';
import { StaffMemberRecordSchema } from './staff-member.entity.js';
import { GiftRecordSchema } from './gift.entity.js';
import { SubscriptionRecordSchema } from './subscription.entity.js';
import { UserRecordSchema } from './user.entity.js';
import { WaitlistEntryRecordSchema } from './waitlist-entry.entity.js';

/** Every entity schema, as MikroORM's `entities` option takes them (the schema itself lives in the migrations). */
export const ALL_ENTITY_SCHEMAS = [
  UserRecordSchema,
  BusinessRecordSchema,
  CategoryRecordSchema,
  DealRecordSchema,
  PurchaseRecordSchema,
  RedemptionRecordSchema,
  WaitlistEntryRecordSchema,
  SubscriptionRecordSchema,
  SessionRecordSchema,
  ProcessedEventRecordSchema,
  RateLimitCounterRecordSchema,
  DemoPaymentRecordSchema,
  EmailPreferencesRecordSchema,
  OutboxEmailRecordSchema,
  LedgerEntryRecordSchema,
  PayoutRecordSchema,
  ContactMessageRecordSchema,
  AccountTokenRecordSchema,
  StaffMemberRecordSchema,
  GiftRecordSchema,
  BusinessLocationRecordSchema,
  ReviewRecordSchema,
] as const;

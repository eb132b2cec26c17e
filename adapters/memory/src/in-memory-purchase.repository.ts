import { Purchase, type NewPurchase, type PurchaseProps } from '@marketplace/core/purchases/domain/purchase';
import type {
  BusinessSalesFigures,
  ExpiryReminderDue,
  ExpiryReminderWindow,
  PlatformSalesFigures,
  PurchaseRepository,
  RecordingState,
  RedeemedUse,
  RedemptionCode,
  RedemptionUse,
  UndoneUse,
  UndoUse,
  WeeklyBusinessFigures,
  WeeklySummaryQuery,
} from '@marketplace/core/purchases/ports/purchase.repository.port';
import { Redemption, type RedemptionProps } from '@marketplace/core/purchases/domain/redemption';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { addCents, type Cents, ZERO_CENTS } from '@marketplace/core/shared/domain/money';
import { copyRow, type InMemoryStore } from './in-memory-store.js';

type DailyFigures = BusinessSalesFigures['daily'][number];

/**
 * Purchases in an {@link InMemoryStore}. The payment intent id and both codes are unique.
 * "Newest first" means the latest purchase date first, then the highest id.
 */
export class InMemoryPurchaseRepository implements PurchaseRepository {
  constructor(private readonly store: InMemoryStore) {}

  private get rows(): Map<number, PurchaseProps> {
    return this.store.tables.purchases;
  }

  async findUsableBy(id: number, userId: number): Promise<Purchase | null> {
    const row = this.rows.get(id);
    return row && this.isUsableBy(row, userId) ? Purchase.restore(copyRow(row)) : null;
  }

  /** Theirs, and not a gift they bought that its recipient has not claimed yet. */
  private isUsableBy(row: PurchaseProps, userId: number): boolean {
    return row.userId === userId && ![...this.store.tables.gifts.values()].some((gift) => gift.purchaseId === row.id && gift.claimedAt === null);
  }

  async findById(id: number): Promise<Purchase | null> {
    const row = this.rows.get(id);
    return row ? Purchase.restore(copyRow(row)) : null;
  }

  async findByPaymentIntentId(paymentIntentId: string): Promise<Purchase | null> {
    return this.findOne((row) => row.stripePaymentIntentId === paymentIntentId);
  }

  async findByCode(code: RedemptionCode): Promise<Purchase | null> {
    return this.findOne((row) => (code.kind === 'text' ? row.textCode : row.qrCode) === code.value);
  }

  async listByUser(userId: number): Promise<Purchase[]> {
    return [...this.rows.values()]
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.purchaseDate.getTime() - a.purchaseDate.getTime() || b.id - a.id)
      .map((row) => Purchase.restore(copyRow(row)));
  }

  async usesHeldByUserForDeal(userId: number, dealId: number): Promise<number> {
    let uses = 0;
    for (const row of this.rows.values()) {
      if (row.userId === userId && row.dealId === dealId && row.status === 'completed') uses += row.redemptions;
    }
    return uses;
  }

  async recordingState(paymentIntentId: string, userId: number, dealId: number): Promise<RecordingState> {
    return { recorded: await this.findByPaymentIntentId(paymentIntentId), usesHeld: await this.usesHeldByUserForDeal(userId, dealId) };
  }

  async add(purchase: NewPurchase): Promise<Purchase> {
    this.assertUnique(purchase, null);
    const id = this.store.nextId('purchases');
    const row: PurchaseProps = { ...copyRow(purchase), id };
    this.rows.set(id, row);
    return Purchase.restore(copyRow(row));
  }

  async save(purchase: Purchase): Promise<void> {
    const row = purchase.toProps();
    if (!this.rows.has(row.id)) throw new NotFoundError('purchase.not_found', `No purchase with id ${row.id}.`);
    this.assertUnique(row, row.id);
    this.rows.set(row.id, copyRow(row));
  }

  /** The entity's rule decides; no await between the check and the write, so no call can interleave. */
  async redeemOnce(purchaseId: number, use: RedemptionUse): Promise<RedeemedUse | null> {
    const row = this.rows.get(purchaseId);
    if (!row || (use.usableBy !== undefined && !this.isUsableBy(row, use.usableBy))) return null;
    const purchase = Purchase.restore(copyRow(row));
    if (purchase.redeem(use.at) !== null) return null;
    this.rows.set(purchaseId, purchase.toProps());
    const id = this.store.nextId('redemptions');
    const { dealId, businessId, userId } = row;
    const line: RedemptionProps = {
      id,
      kind: 'redeem',
      purchaseId,
      dealId,
      businessId,
      userId,
      channel: use.channel,
      redeemedBy: { ...use.by },
      redeemedAt: new Date(use.at),
      locationId: use.locationId ?? null,
      billCents: use.billCents ?? null,
      undoesId: null,
      reason: null,
    };
    this.store.tables.redemptions.set(id, line);
    return { purchase: Purchase.restore(purchase.toProps()), redemption: Redemption.restore(copyRow(line)) };
  }

  /** The redemption's and the purchase's rules decide; no await between the checks and the writes. */
  async undoOnce(undo: UndoUse): Promise<UndoneUse | null> {
    const lines = [...this.store.tables.redemptions.values()];
    const target = this.store.tables.redemptions.get(undo.redemptionId);
    if (!target || target.businessId !== undo.businessId) return null;
    const undone = lines.some((line) => line.undoesId === target.id);
    if (Redemption.restore(target).undoRefusal(undo.at, undone) !== null) return null;
    const row = this.rows.get(target.purchaseId);
    if (!row) return null;
    const undoneIds = new Set(lines.map((line) => line.undoesId));
    const previous = lines
      .filter((line) => line.purchaseId === target.purchaseId && line.kind === 'redeem' && line.id !== target.id && !undoneIds.has(line.id))
      .reduce<Date | null>((latest, line) => (latest && latest >= line.redeemedAt ? latest : line.redeemedAt), null);
    const purchase = Purchase.restore(copyRow(row));
    if (!purchase.returnUse(previous)) return null;
    this.rows.set(purchase.id, purchase.toProps());
    const id = this.store.nextId('redemptions');
    const line: RedemptionProps = {
      ...copyRow(target),
      id,
      kind: 'undo',
      redeemedBy: { ...undo.by },
      redeemedAt: new Date(undo.at),
      billCents: null,
      undoesId: target.id,
      reason: undo.reason,
    };
    this.store.tables.redemptions.set(id, line);
    return { purchase: Purchase.restore(purchase.toProps()), undo: Redemption.restore(copyRow(line)) };
  }

  async salesFigures(businessId: number): Promise<BusinessSalesFigures> {
    const figures: BusinessSalesFigures = {
      sales: 0,
      revenueCents: ZERO_CENTS,
      businessShareCents: ZERO_CENTS,
      platformFeeCents: ZERO_CENTS,
      redemptions: 0,
      refunds: 0,
      daily: [],
    };
    const days = new Map<string, DailyFigures>();
    for (const row of this.rows.values()) {
      if (row.businessId !== businessId) continue;
      figures.redemptions += row.redemptionsUsed;
      if (row.status === 'refunded') figures.refunds += 1;
      if (row.status !== 'completed') continue;
      figures.sales += 1;
      figures.revenueCents = addCents(figures.revenueCents, row.amountCents);
      figures.businessShareCents = addCents(figures.businessShareCents, row.businessShareCents);
      figures.platformFeeCents = addCents(figures.platformFeeCents, row.platformFeeCents);
      const day = row.purchaseDate.toISOString().slice(0, 10);
      const daily = days.get(day) ?? { day, sales: 0, revenueCents: ZERO_CENTS, businessShareCents: ZERO_CENTS };
      daily.sales += 1;
      daily.revenueCents = addCents(daily.revenueCents, row.amountCents);
      daily.businessShareCents = addCents(daily.businessShareCents, row.businessShareCents);
      days.set(day, daily);
    }
    figures.daily = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    return figures;
  }

  async platformFigures(): Promise<PlatformSalesFigures> {
    const figures: PlatformSalesFigures = {
      sales: 0,
      grossSalesCents: ZERO_CENTS,
      businessShareCents: ZERO_CENTS,
      platformFeeCents: ZERO_CENTS,
      redemptions: 0,
      refunds: 0,
    };
    for (const row of this.rows.values()) {
      figures.redemptions += row.redemptionsUsed;
      if (row.status === 'refunded') figures.refunds += 1;
      if (row.status !== 'completed') continue;
      figures.sales += 1;
      figures.grossSalesCents = addCents(figures.grossSalesCents, row.amountCents);
      figures.businessShareCents = addCents(figures.businessShareCents, row.businessShareCents);
      figures.platformFeeCents = addCents(figures.platformFeeCents, row.platformFeeCents);
    }
    return figures;
  }

  async expiryRemindersDue(window: ExpiryReminderWindow): Promise<ExpiryReminderDue[]> {
    const { users, deals, businesses, emailPreferences, outbox } = this.store.tables;
    const written = new Set([...outbox.values()].map((email) => email.dedupeKey));
    const due: ExpiryReminderDue[] = [];
    for (const row of this.rows.values()) {
      const expiry = row.expiryDate;
      if (row.status !== 'completed' || row.redemptionsUsed >= row.redemptions || !expiry) continue;
      if (expiry <= window.expiringAfter || expiry > window.expiringBy) continue;
      if (row.purchaseDate.getTime() > expiry.getTime() - window.leadSeconds * 1000) continue;
      const user = users.get(row.userId);
      if (!user || user.disabledAt) continue;
      if (!(emailPreferences.get(row.userId)?.expiryReminders ?? window.remindersByDefault)) continue;
      if (written.has(`${window.unwrittenKeyPrefix}${row.id}`)) continue;
      due.push({
        purchaseId: row.id,
        userId: row.userId,
        customerEmail: user.email,
        dealTitle: deals.get(row.dealId)?.title ?? '',
        businessName: businesses.get(row.businessId)?.name ?? '',
        usesLeft: row.redemptions - row.redemptionsUsed,
        redemptions: row.redemptions,
        expiresAt: new Date(expiry),
        textCode: row.textCode,
      });
    }
    return due.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.purchaseId - b.purchaseId);
  }

  async weeklyFigures(query: WeeklySummaryQuery): Promise<WeeklyBusinessFigures[]> {
    const { businesses, businessEmailPreferences, redemptions, deals } = this.store.tables;
    const inWeek = (at: Date) => at >= query.from && at < query.to;
    const summaries: WeeklyBusinessFigures[] = [];
    for (const business of [...businesses.values()].sort((a, b) => a.id - b.id)) {
      if (!business.verified || business.disabledAt) continue;
      if (!(businessEmailPreferences.get(business.id)?.weeklySummary ?? query.summaryByDefault)) continue;
      const figures: WeeklyBusinessFigures = {
        businessId: business.id,
        businessName: business.name,
        businessEmail: business.email,
        sales: 0,
        grossCents: ZERO_CENTS,
        businessShareCents: ZERO_CENTS,
        redemptions: 0,
        topDeals: [],
      };
      const byDeal = new Map<number, { dealId: number; title: string; sales: number; grossCents: Cents }>();
      for (const row of this.rows.values()) {
        if (row.businessId !== business.id || row.status !== 'completed' || !inWeek(row.purchaseDate)) continue;
        figures.sales += 1;
        figures.grossCents = addCents(figures.grossCents, row.amountCents);
        figures.businessShareCents = addCents(figures.businessShareCents, row.businessShareCents);
        const deal = byDeal.get(row.dealId) ?? { dealId: row.dealId, title: deals.get(row.dealId)?.title ?? '', sales: 0, grossCents: ZERO_CENTS };
        deal.sales += 1;
        deal.grossCents = addCents(deal.grossCents, row.amountCents);
        byDeal.set(row.dealId, deal);
      }
      const undone = new Set([...redemptions.values()].map((line) => line.undoesId));
      for (const use of redemptions.values()) {
        if (use.businessId === business.id && use.kind === 'redeem' && !undone.has(use.id) && inWeek(use.redeemedAt)) figures.redemptions += 1;
      }
      figures.topDeals = [...byDeal.values()]
        .sort((a, b) => b.sales - a.sales || b.grossCents - a.grossCents || a.dealId - b.dealId)
        .slice(0, query.topDeals);
      summaries.push(figures);
    }
    return summaries;
  }

  private findOne(predicate: (row: PurchaseProps) => boolean): Purchase | null {
    for (const row of this.rows.values()) {
      if (predicate(row)) return Purchase.restore(copyRow(row));
    }
    return null;
  }

  private assertUnique(
    candidate: Pick<PurchaseProps, 'stripePaymentIntentId' | 'qrCode' | 'textCode'>,
    ownId: number | null,
  ): void {
    for (const row of this.rows.values()) {
      if (row.id === ownId) continue;
      if (row.stripePaymentIntentId === candidate.stripePaymentIntentId) {
        throw new ConflictError('purchase.duplicate_payment', 'This payment has been recorded already.');
      }
      if (row.qrCode === candidate.qrCode || row.textCode === candidate.textCode) {
        throw new ConflictError('purchase.duplicate_code', 'A generated redemption code is in use already.');
      }
    }
  }
}

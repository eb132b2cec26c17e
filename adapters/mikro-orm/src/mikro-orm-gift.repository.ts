import { Gift, type GiftProps, type NewGift } from '@marketplace/core/gifts/domain/gift';
import type { GiftRepository } from '@marketplace/core/gifts/ports/gift.repository.port';
import { ConflictError } from '@marketplace/core/shared/domain/domain-error';
import { GiftRecordSchema, type GiftRecord } from './entities/gift.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { columnList, mapRawRows } from './raw-rows.js';
import { executeBound } from './bound-statement.js';
import { guardUniqueConstraints } from './unique-constraint-guard.js';

const UNIQUE_ERRORS = { gifts_purchase_id_key: () => new ConflictError('gift.duplicate', 'This purchase is a gift already.') };

function toDomain(record: GiftRecord): Gift {
  return Gift.restore({
    id: record.id,
    purchaseId: record.purchaseId,
    buyerId: record.buyerId,
    recipientName: record.recipientName,
    recipientEmail: record.recipientEmail,
    message: record.message,
    sendOn: record.sendOn,
    timeZone: record.timeZone,
    tokenHash: record.tokenHash ?? null,
    emailsSent: record.emailsSent,
    sentAt: record.sentAt ?? null,
    claimedBy: record.claimedBy ?? null,
    claimedAt: record.claimedAt ?? null,
    reassigned: (record.reassigned ?? []).map((entry) => ({ name: entry.name, email: entry.email, at: new Date(entry.at) })),
    revision: record.revision,
    createdAt: record.createdAt,
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The changing columns, in the order of {@link changingValues}. */
const CHANGING_COLUMNS = 'recipient_name = ?, recipient_email = ?, token_hash = ?, emails_sent = ?, sent_at = ?, claimed_by = ?, claimed_at = ?, reassigned = ?::jsonb, revision = ?';

function changingValues(props: Omit<GiftProps, 'id'>): unknown[] {
  const reassigned = JSON.stringify(props.reassigned.map((entry) => ({ name: entry.name, email: entry.email, at: entry.at.toISOString() })));
  return [props.recipientName, props.recipientEmail, props.tokenHash, props.emailsSent, iso(props.sentAt), props.claimedBy, iso(props.claimedAt), reassigned, props.revision];
}

/** Gifts in the `gifts` table, in plain SQL so a change is one conditional statement. */
export class MikroOrmGiftRepository implements GiftRepository {
  constructor(private readonly em: EntityManagerSource) {}

  private async select(where: string, values: unknown[]): Promise<Gift[]> {
    const em = this.em();
    const rows = await executeBound<object>(em, `select ${columnList(em, GiftRecordSchema)} from gifts ${where}`, values);
    return mapRawRows(em, GiftRecordSchema, rows).map(toDomain);
  }

  async add(gift: NewGift): Promise<Gift> {
    const rows = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.execute<object[]>(
        `insert into gifts (purchase_id, buyer_id, message, send_on, time_zone, created_at, recipient_name, recipient_email, token_hash, emails_sent, sent_at, claimed_by, claimed_at, reassigned, revision)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning *`,
        [gift.purchaseId, gift.buyerId, gift.message, gift.sendOn, gift.timeZone, gift.createdAt.toISOString(), ...changingValues(gift)],
      ),
    );
    return toDomain(mapRawRows(this.em(), GiftRecordSchema, rows)[0]!);
  }

  async findById(id: number): Promise<Gift | null> {
    return (await this.select('where id = ?', [id]))[0] ?? null;
  }

  async findByPurchaseId(purchaseId: number): Promise<Gift | null> {
    return (await this.select('where purchase_id = ?', [purchaseId]))[0] ?? null;
  }

  async findByTokenHash(tokenHash: string): Promise<Gift | null> {
    return (await this.select('where token_hash = ? limit 1', [tokenHash]))[0] ?? null;
  }

  async listByBuyer(buyerId: number): Promise<Gift[]> {
    return this.select('where buyer_id = ? order by id desc', [buyerId]);
  }

  async listByPurchaseIds(purchaseIds: readonly number[]): Promise<Gift[]> {
    if (purchaseIds.length === 0) return [];
    return this.select(`where purchase_id in (${purchaseIds.map(() => '?').join(', ')})`, [...purchaseIds]);
  }

  async listUnsentBy(sendOnBy: string, limit: number): Promise<Gift[]> {
    return this.select('where sent_at is null and claimed_at is null and send_on <= ? order by id limit ?', [sendOnBy, limit]);
  }

  async saveChange(gift: Gift, readRevision: number): Promise<boolean> {
    const { id, ...props } = gift.toProps();
    const rows = await this.em().execute<object[]>(`update gifts set ${CHANGING_COLUMNS} where id = ? and revision = ? returning id`, [...changingValues(props), id, readRevision]);
    return rows.length === 1;
  }
}

import { Review, type NewReview, type ReviewProps } from '@marketplace/core/reviews/domain/review';
import type { ReviewRepository, ReviewView, ReviewViewPage } from '@marketplace/core/reviews/ports/review.repository.port';
import { ConflictError, NotFoundError } from '@marketplace/core/shared/domain/domain-error';
import { offsetOf, type PageRequest } from '@marketplace/core/shared/domain/paging';
import { ReviewRecordSchema, type ReviewRecord } from './entities/review.entity.js';
import type { EntityManagerSource } from './entity-manager-source.js';
import { findRowById, mapRawRows } from './raw-rows.js';
import { guardUniqueConstraints, type UniqueConstraintErrors } from './unique-constraint-guard.js';

const UNIQUE_ERRORS: UniqueConstraintErrors = {
  reviews_purchase_id_key: () => new ConflictError('review.already_written', 'You have already reviewed this purchase.'),
};

/** What a review row adds to its business's counters: nothing while hidden. */
const COUNTS = (row: string) => `case when ${row}.hidden_at is null then 1 else 0 end`;
const STARS = (row: string) => `case when ${row}.hidden_at is null then ${row}.rating else 0 end`;

/** The insert and its business's counters in one statement. */
const ADD_SQL = `
  with inserted as (
    insert into reviews (purchase_id, user_id, business_id, deal_id, rating, text, created_at, edited_at, reply_text, replied_at, hidden_reason, hidden_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    returning *
  ), counted as (
    update businesses b
       set rating_count = b.rating_count + ${COUNTS('i')}, rating_sum = b.rating_sum + ${STARS('i')}
      from inserted i
     where b.id = i.business_id
  )
  select * from inserted`;

/**
 * The update and its business's counters in one statement: the stored row (locked, so a concurrent
 * save waits and then reads this one's result) leaves the counters, the new one enters them.
 */
const SAVE_SQL = `
  with old as (
    select id, business_id, rating, hidden_at from reviews where id = ? for update
  ), updated as (
    update reviews r
       set rating = ?, text = ?, edited_at = ?, reply_text = ?, replied_at = ?, hidden_reason = ?, hidden_at = ?
      from old
     where r.id = old.id
    returning r.id, r.rating, r.hidden_at
  ), counted as (
    update businesses b
       set rating_count = b.rating_count + ${COUNTS('u')} - ${COUNTS('o')},
           rating_sum = b.rating_sum + ${STARS('u')} - ${STARS('o')}
      from old o, updated u
     where b.id = o.business_id
  )
  select count(*)::int as saved from updated`;

const VIEW_SELECT = `
  select r.*, u.username as author_name, b.name as business_name
    from reviews r
    join users u on u.id = r.user_id
    join businesses b on b.id = r.business_id`;

const NEWEST_FIRST = 'order by r.created_at desc, r.id desc';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function toDomain(record: ReviewRecord): Review {
  const date = (value: Date | string) => new Date(value);
  const props: ReviewProps = {
    id: record.id,
    purchaseId: record.purchaseId,
    userId: record.userId,
    businessId: record.businessId,
    dealId: record.dealId,
    rating: Number(record.rating),
    text: record.text,
    createdAt: date(record.createdAt),
    editedAt: record.editedAt ? date(record.editedAt) : null,
    reply: record.replyText && record.repliedAt ? { text: record.replyText, at: date(record.repliedAt) } : null,
    hidden: record.hiddenReason && record.hiddenAt ? { reason: record.hiddenReason, at: date(record.hiddenAt) } : null,
  };
  return Review.restore(props);
}

/** Reviews in the `reviews` table; each write moves `businesses.rating_count` / `rating_sum` in the same statement. */
export class MikroOrmReviewRepository implements ReviewRepository {
  constructor(private readonly em: EntityManagerSource) {}

  async add(review: NewReview): Promise<Review> {
    const rows = await guardUniqueConstraints(this.em(), UNIQUE_ERRORS, (em) =>
      em.execute<object[]>(ADD_SQL, [
        review.purchaseId,
        review.userId,
        review.businessId,
        review.dealId,
        review.rating,
        review.text,
        iso(review.createdAt),
        iso(review.editedAt),
        review.reply?.text ?? null,
        iso(review.reply?.at),
        review.hidden?.reason ?? null,
        iso(review.hidden?.at),
      ]),
    );
    const [record] = mapRawRows(this.em(), ReviewRecordSchema, rows);
    if (!record) throw new Error('The review insert answered no row.');
    return toDomain(record);
  }

  async findById(id: number): Promise<Review | null> {
    const record = await findRowById(this.em(), ReviewRecordSchema, id);
    return record ? toDomain(record) : null;
  }

  async findView(id: number): Promise<ReviewView | null> {
    const [view] = await this.views(`${VIEW_SELECT} where r.id = ?`, [id]);
    return view ?? null;
  }

  async save(review: Review): Promise<void> {
    const p = review.toProps();
    const [row] = await this.em().execute<{ saved: number }[]>(SAVE_SQL, [
      p.id,
      p.rating,
      p.text,
      iso(p.editedAt),
      p.reply?.text ?? null,
      iso(p.reply?.at),
      p.hidden?.reason ?? null,
      iso(p.hidden?.at),
    ]);
    if (!row?.saved) throw new NotFoundError('review.not_found', 'Review not found');
  }

  /** Two statements whatever the page size: the rows (partial index on visible reviews) and the count. */
  async listForBusiness(businessId: number, options: { includeHidden: boolean }, page: PageRequest): Promise<ReviewViewPage> {
    const where = `where r.business_id = ?${options.includeHidden ? '' : ' and r.hidden_at is null'}`;
    return this.page(where, [businessId], page);
  }

  async listByAuthor(userId: number): Promise<ReviewView[]> {
    return this.views(`${VIEW_SELECT} where r.user_id = ? ${NEWEST_FIRST}`, [userId]);
  }

  async listRecent(page: PageRequest): Promise<ReviewViewPage> {
    return this.page('', [], page);
  }

  private async page(where: string, params: unknown[], page: PageRequest): Promise<ReviewViewPage> {
    const [reviews, counted] = await Promise.all([
      this.views(`${VIEW_SELECT} ${where} ${NEWEST_FIRST} limit ? offset ?`, [...params, page.limit, offsetOf(page)]),
      this.em().execute<{ total: number }[]>(`select count(*)::int as total from reviews r ${where}`, params),
    ]);
    return { reviews, total: counted[0]?.total ?? 0 };
  }

  private async views(sql: string, params: unknown[]): Promise<ReviewView[]> {
    const em = this.em();
    const rows = await em.execute<(object & { author_name: string; business_name: string })[]>(sql, params);
    const records = mapRawRows(em, ReviewRecordSchema, rows);
    return records.map((record, index) => ({
      review: toDomain(record),
      authorName: rows[index]?.author_name ?? '',
      businessName: rows[index]?.business_name ?? '',
    }));
  }
}

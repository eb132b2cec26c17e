import type { OutboxEmail, OutboxEmailDraft, UserEmailDraft } from '../domain/outbox-email.js';

/** Which emails the admin looks at: a page of the newest ones matching every filter given. */
export interface OutboxSearch {
  /** `unsent`: waiting or failing; `sent`: accepted by the SMTP server. Absent: both. */
  status?: 'unsent' | 'sent';
  /** Part of the recipient's address, in any case, taken literally (no wildcards). */
  recipient?: string;
  /** Only emails older than this one (a smaller id): the next page after the one that ended with it. */
  beforeId?: number;
  limit: number;
}

/**
 * The transactional outbox: emails are written here in the transaction of the change that causes
 * them, and a job sends each one later. A row is sent at most once: a sender claims it for a while
 * before sending, and marks it sent after; SMTP trouble only delays it.
 */
export interface OutboxRepository {
  /** @returns the new row's id, or null when an email with the same dedupeKey was written before. */
  add(draft: OutboxEmailDraft, now: Date): Promise<number | null>;
  /**
   * {@link add} for an email to a customer, addressed to their account's email as it reads in the
   * same statement (no read of the account before). @returns null also when there is no such customer.
   */
  addForUser(draft: UserEmailDraft, userId: number, now: Date): Promise<number | null>;
  findById(id: number): Promise<OutboxEmail | null>;
  /**
   * Takes an unsent email for one sender until `until`, atomically; @returns null when it is sent
   * already, held by another sender whose claim has not run out, or unknown.
   */
  claim(id: number, now: Date, until: Date): Promise<OutboxEmail | null>;
  markSent(id: number, messageId: string, sentAt: Date): Promise<void>;
  /** Counts a failed attempt, keeps its error, and lets go of the claim so a retry can take it. */
  markFailed(id: number, error: string): Promise<void>;
  /** Ids of unsent, unclaimed emails written before `writtenBefore`, oldest first. */
  listUnsent(now: Date, writtenBefore: Date, limit: number): Promise<number[]>;
  /** Newest first, for the admin. */
  listRecent(limit: number): Promise<OutboxEmail[]>;
  /** Newest first (by id), filtered and a page at a time, for the admin's Sent Mail. */
  search(query: OutboxSearch): Promise<OutboxEmail[]>;
  /** Deletes sent emails older than `before` (housekeeping); @returns how many. */
  deleteSentBefore(before: Date): Promise<number>;
}

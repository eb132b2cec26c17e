import type { PageRequest } from '../../shared/domain/paging.js';
import type { ContactMessage, ContactStatus, NewContactMessage } from '../domain/contact-message.js';

/** One page of messages and how many match in all. */
export interface ContactMessagePage {
  messages: ContactMessage[];
  total: number;
}

/** The messages sent from the Contact page, for the admin. */
export interface ContactMessageRepository {
  add(message: NewContactMessage): Promise<ContactMessage>;
  /** Newest first (ties by id, newest first), optionally only those with one status. */
  listPage(filter: { status?: ContactStatus | undefined }, page: PageRequest): Promise<ContactMessagePage>;
  /** Sets the status and `updatedAt`; null when there is no such message. */
  setStatus(id: number, status: ContactStatus, updatedAt: Date): Promise<ContactMessage | null>;
  /** How many messages have each status, counted by the store. */
  countByStatus(): Promise<Record<ContactStatus, number>>;
}

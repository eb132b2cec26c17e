import { requireAdmin, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import { paginate, type PageRequest, type Pagination } from '../../shared/domain/paging.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { ContactMessage, type ContactStatus, type ContactTopic } from '../domain/contact-message.js';
import type { ContactMessageRepository } from '../ports/contact-message.repository.port.js';

/** Anyone may write to the team; the message waits for the admin as new. */
export class SendContactMessage {
  constructor(private readonly deps: { contactMessages: ContactMessageRepository; clock: Clock }) {}

  async execute(input: { name: string; email: string; topic: ContactTopic; message: string }): Promise<ContactMessage> {
    return this.deps.contactMessages.add(ContactMessage.receive(input, this.deps.clock.now()));
  }
}

/** Admin only; the counts per status feed the inbox's tabs. */
export class ListContactMessages {
  constructor(private readonly deps: { contactMessages: ContactMessageRepository }) {}

  async execute(
    actor: Actor,
    search: { status?: ContactStatus | undefined; page: PageRequest },
  ): Promise<{ messages: ContactMessage[]; pagination: Pagination; counts: Record<ContactStatus, number> }> {
    requireAdmin(actor);
    const { messages, total } = await this.deps.contactMessages.listPage({ status: search.status }, search.page);
    const counts = await this.deps.contactMessages.countByStatus();
    return { messages, pagination: paginate(total, search.page), counts };
  }
}

export class ChangeContactMessageStatus {
  constructor(private readonly deps: { contactMessages: ContactMessageRepository; clock: Clock }) {}

  async execute(actor: Actor, id: number, status: ContactStatus): Promise<ContactMessage> {
    requireAdmin(actor);
    const updated = await this.deps.contactMessages.setStatus(id, status, this.deps.clock.now());
    if (!updated) throw new NotFoundError('contact_message.not_found', 'Message not found');
    return updated;
  }
}

import { requireWaitlistViewer, type Actor } from '../../accounts/domain/actor.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import { WaitlistEntry, type WaitlistType } from '../domain/waitlist-entry.js';
import { waitlistCsvRow } from '../domain/waitlist-export.js';
import { waitlistSummary, type WaitlistOrder, type WaitlistSummary } from '../domain/waitlist-order.js';
import type { WaitlistFilter, WaitlistRepository } from '../ports/waitlist.repository.port.js';
import { paginate, type PageRequest, type Pagination } from '../../shared/domain/paging.js';

export interface JoinWaitlistInput {
  name: string;
  email: string;
  phone: string;
  type: WaitlistType;
  rating: number;
  feedback?: string | null | undefined;
}

export class JoinWaitlist {
  constructor(private readonly deps: { waitlist: WaitlistRepository; clock: Clock }) {}

  async execute(input: JoinWaitlistInput): Promise<WaitlistEntry> {
    return this.deps.waitlist.add(WaitlistEntry.join(input, this.deps.clock.now()));
  }
}

/** Every entry, newest first: the admin and business owners only. */
export class ListWaitlist {
  constructor(private readonly deps: { waitlist: WaitlistRepository }) {}

  async execute(actor: Actor, filter: WaitlistFilter = {}): Promise<WaitlistEntry[]> {
    requireWaitlistViewer(actor);
    return this.deps.waitlist.list(filter);
  }
}

/** For the admin and business owners only; two statements whatever the waitlist's size. */
export class ListWaitlistPage {
  constructor(private readonly deps: { waitlist: WaitlistRepository }) {}

  async execute(
    actor: Actor,
    search: { filter: WaitlistFilter; order: WaitlistOrder; page: PageRequest },
  ): Promise<{ entries: WaitlistEntry[]; pagination: Pagination }> {
    requireWaitlistViewer(actor);
    const { entries, total } = await this.deps.waitlist.listPage(search.filter, search.order, search.page);
    return { entries, pagination: paginate(total, search.page) };
  }
}

/** The summary cards: every entry counted by type, and the average rating. Admin and owners only. */
export class SummarizeWaitlist {
  constructor(private readonly deps: { waitlist: WaitlistRepository }) {}

  async execute(actor: Actor): Promise<WaitlistSummary> {
    requireWaitlistViewer(actor);
    return waitlistSummary(await this.deps.waitlist.totals());
  }
}

/**
 * The waitlist as CSV rows (business-side section 9's columns, formula-looking cells neutralised),
 * oldest first, read in batches so an export never holds the whole table. Admin and owners only.
 */
export class ExportWaitlist {
  constructor(private readonly deps: { waitlist: WaitlistRepository }) {}

  async *execute(actor: Actor, filter: WaitlistFilter = {}, batchSize = 1_000): AsyncGenerator<string[]> {
    requireWaitlistViewer(actor);
    for await (const batch of this.deps.waitlist.stream(filter, batchSize)) {
      for (const entry of batch) yield waitlistCsvRow(entry.toProps());
    }
  }
}

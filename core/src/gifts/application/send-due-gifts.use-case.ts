import { dispatchWritten } from '../../mail/application/outbox-emails.js';
import { DomainError } from '../../shared/domain/domain-error.js';
import { calendarDate } from '../../deals/domain/deal-defaults.js';
import { addDays } from '../domain/gift.js';
import type { GiftRepository } from '../ports/gift.repository.port.js';
import { sendClaimEmail, type GiftDeps } from './gift-deps.js';

/** How many gifts one run sends at most; the next run takes the rest. */
export const DUE_GIFTS_PER_RUN = 200;

export interface DueGiftsReport {
  sent: number;
}

/**
 * The scheduled job: every unsent, unclaimed gift whose send date has come in its buyer's time zone
 * gets its claim email. Each gift in its own transaction; a gift changed meanwhile (reassigned and
 * sent by its buyer) is left to that change. A second run sends nothing twice.
 */
export class SendDueGifts {
  constructor(private readonly deps: Pick<GiftDeps, 'transactions' | 'secrets' | 'emailDispatch' | 'clock' | 'publicUrl'> & { gifts: GiftRepository }) {}

  async execute(): Promise<DueGiftsReport> {
    const now = this.deps.clock.now();
    // The zones furthest ahead (UTC+14) reach a date a day before UTC does.
    const candidates = await this.deps.gifts.listUnsentBy(addDays(calendarDate(now, 'UTC'), 1), DUE_GIFTS_PER_RUN);
    const written: (number | null)[] = [];
    for (const candidate of candidates) {
      if (!candidate.isDue(now)) continue;
      try {
        written.push(await this.deps.transactions.run((tx) => sendClaimEmail(tx, this.deps, candidate, candidate.revision, now)));
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'gift.changed')) throw error;
      }
    }
    await dispatchWritten(this.deps.emailDispatch, written);
    return { sent: written.filter((id) => id !== null).length };
  }
}

import type { Clock } from '../../shared/ports/clock.port.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';

/** An email this old and still unsent was not handed over when written (or its sends failed for good). */
export const OUTBOX_FLUSH_AGE_SECONDS = 60;
/** Emails handed over per flush run; the next run takes the rest. */
export const OUTBOX_FLUSH_BATCH = 500;

/**
 * Hands every unsent email that has waited a while to the sender again: the ones whose dispatch
 * after their transaction never happened (the process stopped in between, the queue was down) and
 * the ones whose send job ran out of retries while SMTP was down. Run on a schedule; dispatching an
 * email already queued queues nothing more, so it is safe on every instance.
 */
export class FlushOutbox {
  constructor(private readonly deps: { outbox: OutboxRepository; emailDispatch: EmailDispatch; clock: Clock }) {}

  async execute(): Promise<{ dispatched: number }> {
    const now = this.deps.clock.now();
    const ids = await this.deps.outbox.listUnsent(now, new Date(now.getTime() - OUTBOX_FLUSH_AGE_SECONDS * 1000), OUTBOX_FLUSH_BATCH);
    await this.deps.emailDispatch.dispatch(ids);
    return { dispatched: ids.length };
  }
}

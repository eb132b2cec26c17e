import type { MailSettings } from '../domain/mail-settings.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';
import type { OutboxRepository } from '../ports/outbox.repository.port.js';
import type { UnsubscribeLinks } from '../../accounts/application/unsubscribe-links.js';
import type { Clock } from '../../shared/ports/clock.port.js';

/** What a use case that writes emails needs besides its transaction: links for the email, and the dispatch after commit. */
export interface EmailWriting {
  emailDispatch: EmailDispatch;
  mailSettings: MailSettings;
}

/** Queues the sending of the emails a committed transaction wrote (null: one written before, nothing new). */
export async function dispatchWritten(dispatch: EmailDispatch, ids: readonly (number | null)[]): Promise<void> {
  const written = ids.filter((id): id is number => id !== null);
  if (written.length > 0) await dispatch.dispatch(written);
}

/** What a job writing emails a person may turn off needs: the outbox, the sends after, signed unsubscribe links. */
export interface NoticeWriting {
  outbox: OutboxRepository;
  dispatch: EmailDispatch;
  unsubscribeLinks: UnsubscribeLinks;
  clock: Clock;
  settings: MailSettings;
}

export interface OutboxWriteReport {
  /** Emails written to the outbox by this run. */
  written: number;
  /** Emails due that an earlier run (or another instance) had written already. */
  alreadyWritten: number;
}

/** Tallies a job run's outbox writes: what to dispatch once it is done, and what it wrote. */
export class OutboxWrites {
  readonly ids: number[] = [];
  readonly report: OutboxWriteReport = { written: 0, alreadyWritten: 0 };

  /** @param id what `OutboxRepository.add` answered: the new row, or null for a cause written before. */
  record(id: number | null): void {
    if (id === null) {
      this.report.alreadyWritten += 1;
      return;
    }
    this.report.written += 1;
    this.ids.push(id);
  }
}

import type { OutboxEmail } from './outbox-email.js';

/**
 * Where an outbox email stands, as the admin reads it: sent (accepted by the SMTP server), waiting
 * for its first attempt, or retrying after failed attempts (the flush hands it over again until it
 * goes out, so an unsent email is never given up).
 */
export type OutboxStatus = 'sent' | 'waiting' | 'retrying';

export function outboxStatus(email: Pick<OutboxEmail, 'sentAt' | 'attempts'>): OutboxStatus {
  if (email.sentAt) return 'sent';
  return email.attempts > 0 ? 'retrying' : 'waiting';
}

/** The status in plain words, as the admin's Sent Mail shows it (the sending time is added by the page). */
export function describeOutboxStatus(email: { status: OutboxStatus; failedAttempts: number; lastError: string | null }): string {
  switch (email.status) {
    case 'sent':
      return 'Sent';
    case 'waiting':
      return 'Waiting';
    case 'retrying': {
      const attempts = `${email.failedAttempts} failed attempt${email.failedAttempts === 1 ? '' : 's'}`;
      return email.lastError ? `Retrying (${attempts}): ${email.lastError}` : `Retrying (${attempts})`;
    }
  }
}

import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { PaymentFailedError } from '@marketplace/core/shared/domain/domain-error';

/** Why a demo card is declined: a stable code and the message the customer sees (Stripe's wording). */
export interface DemoCardDecline {
  code: string;
  message: string;
}

/**
 * Test card numbers that decline, as Stripe's test cards of the same numbers do, so the demo can
 * show a failed payment. Every other well-formed card (the prefilled 4242 4242 4242 4242 among
 * them) is accepted. Keys are the digits alone.
 *
 * | Card number         | Code                         | Message                                 |
 * | ------------------- | ---------------------------- | --------------------------------------- |
 * | 4000 0000 0000 0002 | payment.card_declined        | Your card was declined.                 |
 * | 4000 0000 0000 9995 | payment.insufficient_funds   | Your card has insufficient funds.       |
 * | 4000 0000 0000 0069 | payment.expired_card         | Your card has expired.                  |
 * | 4000 0000 0000 0127 | payment.incorrect_cvc        | Your card's security code is incorrect. |
 *
 * Any card whose expiry month (MM/YY, read as 20YY) has ended is declined as expired too.
 */
export const DEMO_DECLINING_CARDS: Readonly<Record<string, DemoCardDecline>> = {
  '4000000000000002': { code: 'payment.card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'payment.insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'payment.expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'payment.incorrect_cvc', message: "Your card's security code is incorrect." },
};

const EXPIRED: DemoCardDecline = { code: 'payment.expired_card', message: 'Your card has expired.' };

/** Why this (well-formed) card is declined at `now`, or null when the demo accepts it. */
export function demoCardDecline(card: DemoCardInput, now: Date): DemoCardDecline | null {
  const listed = DEMO_DECLINING_CARDS[card.cardNumber.replace(/\D/g, '')];
  if (listed) return listed;
  return hasExpired(card.expiry, now) ? EXPIRED : null;
}

/** Throws the decline, if any, as Stripe's card errors reach the caller: a PaymentFailedError. */
export function assertDemoCardAccepted(card: DemoCardInput, now: Date): void {
  const decline = demoCardDecline(card, now);
  if (decline) throw new PaymentFailedError(decline.code, decline.message);
}

/** "MM/YY" is valid through the last instant of that month (UTC). */
function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (month === undefined || year === undefined) return false;
  const firstInstantAfter = Date.UTC(2000 + year, month, 1);
  return now.getTime() >= firstInstantAfter;
}

import { requireBusinessOwner, requireCustomer, type Actor } from '../../accounts/domain/actor.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Subscription } from '../../subscriptions/domain/subscription.js';
import type { SubscriptionRepository } from '../../subscriptions/ports/subscription.repository.port.js';
import type { SyncSubscription } from '../../subscriptions/application/sync-subscription.use-case.js';
import type { DemoCardPayments } from '../ports/demo-card-payments.port.js';

/** What the demo card form sends: the client secret it pays and the card. */
export interface DemoCardConfirmation {
  clientSecret: string;
  card: unknown;
}

/**
 * The input is read only once the mode and the actor are known good, so a closed endpoint or a
 * missing session is answered as such whatever the body holds.
 */
export type ReadConfirmation = () => DemoCardConfirmation;

function demoDisabled(): NotFoundError {
  return new NotFoundError('demo.disabled', 'Not found');
}

/** The demo card form pays a payment intent; only the customer it was created for may pay it. */
export class ConfirmDemoPayment {
  constructor(private readonly deps: { demo: DemoCardPayments | null }) {}

  async execute(actor: Actor, read: ReadConfirmation): Promise<{ paymentIntentId: string; status: string }> {
    const { demo } = this.deps;
    if (!demo) throw demoDisabled();
    const { userId } = requireCustomer(actor);
    const { clientSecret, card } = read();
    const existing = await demo.paymentIntentForSecret(clientSecret);
    if (!existing || existing.metadata?.userId !== userId) throw new NotFoundError('payment.not_found', 'Payment not found');
    const intent = await demo.confirmPayment(existing, card);
    return { paymentIntentId: intent.id, status: intent.status };
  }
}

/**
 * The demo card form pays a subscription's first period; only its business may pay it, checked
 * before anything changes. The business's subscription then follows the provider's record.
 */
export class ConfirmDemoSubscription {
  constructor(private readonly deps: { demo: DemoCardPayments | null; subscriptions: SubscriptionRepository; syncSubscription: SyncSubscription }) {}

  async execute(actor: Actor, read: ReadConfirmation): Promise<{ subscription: Subscription; status: string }> {
    const { demo, subscriptions, syncSubscription } = this.deps;
    if (!demo) throw demoDisabled();
    const { businessId } = requireBusinessOwner(actor);
    const { clientSecret, card } = read();
    const pending = await demo.subscriptionForSecret(clientSecret);
    const stored = pending ? await subscriptions.findByStripeId(pending.id) : null;
    if (!stored || stored.businessId !== businessId) throw new NotFoundError('subscription.not_found', 'Subscription not found');
    const record = await demo.confirmSubscription(clientSecret, card);
    return { subscription: await syncSubscription.execute(record), status: record.status };
  }
}

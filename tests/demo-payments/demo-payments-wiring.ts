import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import type { Shop } from '../contracts/mothers/shop.mother.js';
import type { CodeGenerator } from '@marketplace/core/purchases/ports/code-generator.port';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import type { Clock } from '@marketplace/core/shared/ports/clock.port';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import type { TransactionRunner } from '@marketplace/core/shared/ports/transaction-runner.port';
import { CreateSubscription, GetSubscriptionState } from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { OUTBOX_ONLY } from '../mail/email-writing.js';

/** The demo gateway and the real use cases over one database, as the HTTP app's container wires them. */
export function wireDemoPayments(
  database: { repositories: Repositories; transactions: TransactionRunner },
  clock: Clock,
  ids: CodeGenerator,
) {
  const { repositories, transactions } = database;
  const { deals, businesses, purchases, subscriptions, demoPayments } = repositories;
  const gateway = new DemoPaymentGateway({ repository: demoPayments, clock, ids });
  return {
    gateway,
    startCheckout: new StartCheckout({ deals, purchases, payments: gateway, clock }),
    recordPurchase: new RecordPurchase({ purchases, deals, payments: gateway, transactions, codes: ids, clock, ...OUTBOX_ONLY }),
    createSubscription: new CreateSubscription({ businesses, subscriptions, payments: gateway, clock }),
    subscriptionState: new GetSubscriptionState({ businesses, subscriptions, payments: gateway, clock }),
    syncSubscription: new SyncSubscription({ subscriptions, transactions, clock }),
  };
}

export type DemoPayments = ReturnType<typeof wireDemoPayments>;

/** The checkout page in demo mode: a payment intent, the prefilled demo card form, the recorded purchase. */
export async function buyWithDemoCard(demo: DemoPayments, shop: Shop, attemptId = 'page-load-1') {
  const started = await demo.startCheckout.execute(shop.user.toActor(), { dealId: shop.deal.id, attemptId });
  const confirmed = await demo.gateway.confirmPayment(started.clientSecret, DEMO_CARD_DEFAULTS);
  const purchase = await demo.recordPurchase.execute({
    paymentIntentId: started.paymentIntentId,
    claimed: { userId: shop.user.id, dealId: shop.deal.id, priceCents: started.quote.unitPriceCents },
  });
  return { started, confirmed, purchase };
}

/** The subscription page in demo mode: a subscription, the demo card form, the synced state. */
export async function subscribeWithDemoCard(demo: DemoPayments, shop: Shop) {
  const actor = shop.business.toActor();
  const created = await demo.createSubscription.execute(actor);
  const confirmed = await demo.gateway.confirmSubscription(created.clientSecret, DEMO_CARD_DEFAULTS);
  const synced = await demo.syncSubscription.execute(confirmed);
  return { created, confirmed, synced, state: await demo.subscriptionState.execute(actor) };
}

import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { RegisterCustomer } from '@marketplace/core/accounts/application/register-customer.use-case';
import { RegisterBusiness } from '@marketplace/core/accounts/application/register-business.use-case';
import { LogInAdmin, LogInBusiness, LogInCustomer } from '@marketplace/core/accounts/application/log-in.use-case';
import { DemoLogin } from '@marketplace/core/accounts/application/demo-login.use-case';
import { UpdateProfile } from '@marketplace/core/accounts/application/update-profile.use-case';
import { CloseSession, OpenSession, ResumeSession } from '@marketplace/core/accounts/application/sessions.use-case';
import { ListBusinesses, VerifyBusiness } from '@marketplace/core/accounts/application/business-directory.use-case';
import { ListDeals } from '@marketplace/core/deals/application/list-deals.use-case';
import { GetDeal } from '@marketplace/core/deals/application/get-deal.use-case';
import { CreateDeal } from '@marketplace/core/deals/application/create-deal.use-case';
import { UpdateDeal } from '@marketplace/core/deals/application/update-deal.use-case';
import { StartCheckout } from '@marketplace/core/purchases/application/start-checkout.use-case';
import { RecordPurchase } from '@marketplace/core/purchases/application/record-purchase.use-case';
import { ListMyPurchases } from '@marketplace/core/purchases/application/list-my-purchases.use-case';
import { RedeemMyPurchase } from '@marketplace/core/purchases/application/redeem-my-purchase.use-case';
import { RedeemCode, ValidateCode } from '@marketplace/core/purchases/application/redeem-code.use-case';
import { GetBusinessStats } from '@marketplace/core/purchases/application/business-stats.use-case';
import { JoinWaitlist, ListWaitlist } from '@marketplace/core/waitlist/application/waitlist.use-case';
import { CreateSubscription, GetSubscriptionState } from '@marketplace/core/subscriptions/application/subscription.use-case';
import { SeedDemoData } from '@marketplace/core/demo/application/seed-demo-data.use-case';
import { SyncSubscription } from '@marketplace/core/subscriptions/application/sync-subscription.use-case';
import { HandlePaymentEvent } from '@marketplace/core/payments/application/handle-payment-event.use-case';

export const ADMIN_CREDENTIALS = { email: 'admin@test.example', password: 'admin-secret' };

/** Every use case wired to the in-memory adapters, a fixed clock and the fake payment gateway. */
export function createHarness(options: { demoMode?: boolean; now?: Date } = {}) {
  const db = createInMemoryRepositories();
  const { repositories, transactions } = db;
  const clock = new FixedClock(options.now ?? new Date('2025-06-15T12:00:00.000Z'));
  const payments = new FakePaymentGateway();
  const codes = new SequentialCodeGenerator();
  const hasher = new PlainTextPasswordHasher();
  const { users, businesses, sessions, deals, purchases, waitlist, subscriptions } = repositories;
  const accountDeps = { users, businesses, hasher, clock };
  const sessionDeps = { sessions, users, businesses, codes, clock };
  const recordPurchase = new RecordPurchase({ purchases, deals, payments, transactions, codes, clock });
  const syncSubscription = new SyncSubscription({ subscriptions, transactions, clock });

  return {
    db,
    repositories,
    clock,
    payments,
    codes,
    hasher,
    registerCustomer: new RegisterCustomer(accountDeps),
    registerBusiness: new RegisterBusiness(accountDeps),
    logInCustomer: new LogInCustomer(accountDeps),
    logInBusiness: new LogInBusiness(accountDeps),
    logInAdmin: new LogInAdmin(accountDeps),
    demoLogin: new DemoLogin({ users, businesses, demoMode: options.demoMode ?? true }),
    updateProfile: new UpdateProfile(accountDeps),
    openSession: new OpenSession(sessionDeps),
    resumeSession: new ResumeSession(sessionDeps),
    closeSession: new CloseSession(sessionDeps),
    listBusinesses: new ListBusinesses({ businesses }),
    verifyBusiness: new VerifyBusiness({ transactions }),
    listDeals: new ListDeals({ deals, businesses, clock }),
    getDeal: new GetDeal({ deals, businesses, clock }),
    createDeal: new CreateDeal({ deals, businesses, clock }),
    updateDeal: new UpdateDeal({ deals, businesses }),
    startCheckout: new StartCheckout({ deals, businesses, purchases, payments, clock }),
    recordPurchase,
    syncSubscription,
    handlePaymentEvent: new HandlePaymentEvent({
      processedEvents: repositories.processedEvents,
      transactions,
      payments,
      recordPurchase,
      syncSubscription,
      clock,
    }),
    listMyPurchases: new ListMyPurchases({ purchases, deals }),
    redeemMyPurchase: new RedeemMyPurchase({ transactions, clock }),
    validateCode: new ValidateCode({ purchases, deals, users, clock }),
    redeemCode: new RedeemCode({ purchases, deals, users, transactions, clock }),
    businessStats: new GetBusinessStats({ purchases }),
    joinWaitlist: new JoinWaitlist({ waitlist, clock }),
    listWaitlist: new ListWaitlist({ waitlist }),
    subscriptionState: new GetSubscriptionState({ businesses, subscriptions, payments, clock }),
    createSubscription: new CreateSubscription({ businesses, subscriptions, payments, clock }),
    seed: new SeedDemoData({ transactions, hasher, clock }),
  };
}

export type Harness = ReturnType<typeof createHarness>;

export const ADMIN: Actor = { kind: 'admin', userId: 999 };

/** Seeds the demo data and returns the actors of the demo customer and the demo (owner) business. */
export async function seeded(harness: Harness) {
  await harness.seed.execute({ admin: ADMIN_CREDENTIALS, demo: true });
  const customer = await harness.demoLogin.execute('user');
  const business = await harness.demoLogin.execute('business');
  if (customer.type !== 'user' || business.type !== 'business') throw new Error('demo accounts missing');
  return {
    customer: customer.user.toActor(),
    customerId: customer.user.id,
    business: business.business.toActor(),
    businessId: business.business.id,
  };
}

/** Runs a whole checkout: payment intent, the provider's success, the recorded purchase. */
export async function buy(
  harness: Harness,
  actor: Actor,
  request: { dealId: number; priceCents?: number; discountPercent?: number; redemptions?: number },
  attemptId = `attempt-${Math.random()}`,
) {
  const started = await harness.startCheckout.execute(actor, { ...request, attemptId });
  harness.payments.succeed(started.paymentIntentId);
  if (actor.kind !== 'customer') throw new Error('only customers buy');
  const purchase = await harness.recordPurchase.execute({
    paymentIntentId: started.paymentIntentId,
    claimed: {
      userId: actor.userId,
      dealId: request.dealId,
      priceCents: started.quote.unitPriceCents,
      discountPercent: started.quote.discountPercent,
      redemptions: started.quote.redemptions,
    },
  });
  return { started, purchase };
}

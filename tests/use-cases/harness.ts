import { createInMemoryRepositories } from '@marketplace/adapters-memory/in-memory-repositories';
import { FakePaymentGateway } from '@marketplace/adapters-memory/fake-payment-gateway';
import { FixedClock } from '@marketplace/adapters-memory/fixed-clock';
import { PlainTextPasswordHasher } from '@marketplace/adapters-memory/plain-password-hasher';
import { SequentialCodeGenerator } from '@marketplace/adapters-memory/deterministic-code-generator';
import type { Actor } from '@marketplace/core/accounts/domain/actor';
import { buildContainer, resolveUseCases } from '@marketplace/http/container';

/** The harness's SESSION_SECRET, from which the unsubscribe links' key is derived. */
export const HARNESS_SESSION_SECRET = 'use-case-harness-session-secret-000000000';

export const ADMIN_CREDENTIALS = { email: 'admin@test.example', password: 'admin-secret' };

/**
 * Every use case from the server's composition root (apps/http/src/container.ts), on the in-memory
 * adapters, a fixed clock, deterministic codes and the fake payment gateway.
 */
export function createHarness(options: { demoMode?: boolean; now?: Date } = {}) {
  const db = createInMemoryRepositories();
  const { repositories } = db;
  const clock = new FixedClock(options.now ?? new Date('2025-06-15T12:00:00.000Z'));
  const payments = new FakePaymentGateway();
  const codes = new SequentialCodeGenerator();
  const hasher = new PlainTextPasswordHasher();
  const container = buildContainer({
    // The database is the in-memory one below; the location is never opened.
    config: {
      database: { dataDir: 'in-memory' },
      dataDir: 'in-memory',
      demoMode: options.demoMode ?? true,
      production: false,
      // Given, so the unsubscribe links' key is never a secret generated into a folder named in-memory.
      sessionSecret: HARNESS_SESSION_SECRET,
    },
    infrastructure: { ...db, isReachable: async () => true, close: async () => undefined, describe: 'in-memory' },
    overrides: { clock, payments, codes, hasher },
  });
  return {
    db,
    repositories,
    clock,
    payments,
    codes,
    hasher,
    ...resolveUseCases(container),
  };
}

export type Harness = ReturnType<typeof createHarness>;

export const ADMIN: Actor = { kind: 'admin', userId: 999 };

/** Seeds the demo data and returns the actors of the demo customer and the demo business. */
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

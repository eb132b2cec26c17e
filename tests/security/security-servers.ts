import { pino, type Logger } from 'pino';
import { Argon2PasswordHasher } from '@marketplace/adapters-crypto/argon2-password-hasher';
import type { Infrastructure } from '@marketplace/http/infrastructure';
import { newCustomer } from '../http/api-helpers.js';
import { startTestServer, type HttpClient, type TestServer } from '../http/test-server.js';
import { FakeStripeServer, signedEvent } from '../stripe/fake-stripe-server.js';

/**
 * Servers the security suite needs beyond tests/http's `startTestServer`: one with the production
 * password hasher, and one paying through Stripe (the fake Stripe server) with signed webhooks.
 */

/** The real Koa app on the in-memory adapters with the production argon2id hasher. */
export function startArgon2Server(): Promise<TestServer> {
  return startTestServer({ hasher: new Argon2PasswordHasher() });
}

export const WEBHOOK_SECRET = 'whsec_security_suite';

/** The server configured for Stripe (as in production), against the fake Stripe server. */
export interface StripeWorld {
  stripe: FakeStripeServer;
  server: TestServer;
  /** POST /api/stripe/webhook as Stripe sends it: no cookie, no Origin, the raw body and its signature. */
  deliver(body: string, signature?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A freshly signed delivery of the event (Stripe signs every delivery, retries included, anew). */
  deliverEvent(event: Record<string, unknown>, options?: { timestamp?: number }): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A new customer's checkout of deal 101 (1 to 10 uses), paid at Stripe; nothing recorded yet. */
  paidCheckout(redemptions?: number): Promise<{ customer: HttpClient; paymentIntentId: string; claim: Record<string, unknown> }>;
  stop(): Promise<void>;
}

/** The in-memory database unless `infrastructure` names another (PostgreSQL, say); silent unless given a logger. */
export async function startStripeWorld(options: { infrastructure?: Infrastructure; logger?: Logger } = {}): Promise<StripeWorld> {
  const stripe = await FakeStripeServer.start();
  const server = await startTestServer({
    ...options,
    payments: null,
    env: { STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_security', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
  });

  async function deliver(body: string, signature?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    if (signature !== undefined) headers['stripe-signature'] = signature;
    const response = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return {
    stripe,
    server,
    deliver,
    deliverEvent(event, options = {}) {
      const { body, header } = signedEvent(event, WEBHOOK_SECRET, options);
      return deliver(body, header);
    },
    async paidCheckout(redemptions = 1) {
      const { client: customer } = await newCustomer(server);
      const intent = await customer.post('/api/create-payment-intent', { dealId: 101, redemptions });
      if (intent.status !== 200) throw new Error(`checkout failed: ${intent.status} ${intent.text}`);
      const paymentIntentId = intent.body.paymentIntentId as string;
      stripe.succeed(paymentIntentId);
      const claim = { dealId: 101, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: paymentIntentId };
      return { customer, paymentIntentId, claim };
    },
    async stop() {
      await server.stop();
      await stripe.close();
    },
  };
}

/** A logger that keeps every line it writes (parsed), for tests of what the server logs. */
export function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

/** The pino level number of `warn`. */
export const WARN = 40;

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import { DEMO_BUSINESSES } from '@marketplace/core/demo/domain/demo-catalogue';
import { startApp } from '../scale-out/app-process.js';
import { startTestServer, TEST_ADMIN } from '../http/test-server.js';
import { FakeStripeServer } from '../stripe/fake-stripe-server.js';

/**
 * DESIGN.md 10.1: no credential ever travels in an API answer. GET /api/config answers the same
 * four fields in every mode and never a password, whether demo or configured; the start-up banner
 * never prints a password that is not the public demo one.
 */

const CONFIGURED_PASSWORD = 'configured-admin-secret-42';
const DEMO_PASSWORDS = [DEMO_CUSTOMER.password, DEMO_ADMIN.password, ...DEMO_BUSINESSES.map((business) => business.password)];

function expectNoPassword(text: string, configured: string): void {
  for (const secret of [...DEMO_PASSWORDS, configured]) expect(text, secret).not.toContain(secret);
}

describe('GET /api/config carries no password in any mode', () => {
  it.each([
    ['demo mode, the public demo admin', { DEMO_MODE: 'true', ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: DEMO_ADMIN.password }, { demoMode: true, paymentMode: 'demo', demoAdmin: true }],
    ['demo mode, a configured admin', { DEMO_MODE: 'true', ADMIN_PASSWORD: CONFIGURED_PASSWORD }, { demoMode: true, paymentMode: 'demo', demoAdmin: false }],
    ['demo mode, the demo admin email with another password', { DEMO_MODE: 'true', ADMIN_EMAIL: DEMO_ADMIN.email, ADMIN_PASSWORD: CONFIGURED_PASSWORD }, { demoMode: true, paymentMode: 'demo', demoAdmin: false }],
    ['demo mode off, no payment provider', { DEMO_MODE: 'false', ADMIN_PASSWORD: CONFIGURED_PASSWORD }, { demoMode: false, paymentMode: 'none', demoAdmin: false }],
  ])('%s', async (_mode, env, expected) => {
    // payments: null lets the server pick its gateway as in production.
    const server = await startTestServer({ env, payments: null });
    try {
      const reply = await server.client().get('/api/config');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ ...expected, stripePublishableKey: null });
      expectNoPassword(reply.text, env.ADMIN_PASSWORD);
      expect(reply.text).not.toContain(DEMO_BUSINESS.email);
      expect(reply.text).not.toContain(DEMO_CUSTOMER.email);
    } finally {
      await server.stop();
    }
  });

  it('with Stripe: the publishable key, and still no password', async () => {
    const stripe = await FakeStripeServer.start();
    const server = await startTestServer({
      payments: null,
      env: { DEMO_MODE: 'false', ADMIN_PASSWORD: CONFIGURED_PASSWORD, STRIPE_SECRET_KEY: stripe.apiKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_config', STRIPE_WEBHOOK_SECRET: 'whsec_config', STRIPE_API_URL: stripe.url },
    });
    try {
      const reply = await server.client().get('/api/config');
      expect(reply.body).toEqual({ demoMode: false, paymentMode: 'stripe', stripePublishableKey: 'pk_test_config', demoAdmin: false });
      expectNoPassword(reply.text, CONFIGURED_PASSWORD);
      expect(reply.text).not.toContain(stripe.apiKey);
      expect(reply.text).not.toContain('whsec_config');
    } finally {
      await server.stop();
      await stripe.close();
    }
  });

  it('the test admin of the other suites is not the demo admin (so their demoAdmin is false for a reason)', () => {
    expect(TEST_ADMIN.email).not.toBe(DEMO_ADMIN.email);
  });
});

describe('the start-up banner of the built server', () => {
  it('prints the demo accounts in demo mode but never a configured admin password', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-banner-'));
    const app = await startApp({ DATA_DIR: dataDir, ADMIN_EMAIL: 'ops@shop.example.com', ADMIN_PASSWORD: CONFIGURED_PASSWORD });
    try {
      const output = app.output();
      expect(output).toContain(`customer  ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
      expect(output).toContain('admin     ops@shop.example.com / (ADMIN_PASSWORD)');
      expect(output).not.toContain(CONFIGURED_PASSWORD);
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('prints no demo account when demo mode is off', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marketplace-banner-'));
    const app = await startApp({ DATA_DIR: dataDir, DEMO_MODE: 'false', ADMIN_EMAIL: 'ops@shop.example.com', ADMIN_PASSWORD: CONFIGURED_PASSWORD });
    try {
      const output = app.output();
      expect(output).toContain('Marketplace is running');
      expect(output).not.toContain('Demo mode');
      expectNoPassword(output, CONFIGURED_PASSWORD);
      expect(output).not.toContain(DEMO_CUSTOMER.email);
    } finally {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

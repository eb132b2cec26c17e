import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CryptoCodeGenerator } from '@marketplace/adapters-crypto/crypto-code-generator';
import { DemoPaymentGateway } from '@marketplace/adapters-demo-payments/demo-payment-gateway';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import pg from 'pg';
import { aUser } from '../contracts/mothers/user.mother.js';
import { demoBusiness, expectError, GOOD_CARD, newBusiness, newCustomer } from '../http/api-helpers.js';
import { startTestServer, type TestServer } from '../http/test-server.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase } from './test-database.js';
import { onServer } from '../pg-statements.js';

/**
 * `MikroOrmDatabase.open` with read replicas (DATABASE_READ_REPLICA_URLS). The replicas here are
 * read-only like a hot standby (`default_transaction_read_only`), so a write sent to one fails.
 */

async function countRows(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from "${table}"`);
    return rows[0]?.count ?? -1;
  } finally {
    await client.end();
  }
}

function withUser(url: string, user: string): string {
  const changed = new URL(url);
  changed.username = user;
  changed.password = '';
  return changed.toString();
}

describe.runIf(await mainTargetIsPostgres())('read replicas (PostgreSQL)', () => {
  describe('a replica that is the primary itself, through a read-only login', () => {
    let primary: TestDatabase;
    let database: MikroOrmDatabase;
    const reader = `mp_replica_${randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      primary = await openTestDatabase();
      const url = primary.url ?? '';
      await onServer(
        url,
        `create role "${reader}" login`,
        `alter role "${reader}" set default_transaction_read_only = on`,
        `grant select on all tables in schema public to "${reader}"`,
      );
      database = await MikroOrmDatabase.open({ databaseUrl: url, poolMax: 2, readReplicaUrls: [withUser(url, reader)] });
    }, 60_000);

    afterAll(async () => {
      await database?.close();
      await primary?.close();
      await onServer(primary.url ?? '', `drop role if exists "${reader}"`).catch(() => undefined);
    });

    it('reads and writes through the repositories: the writes go to the primary', async () => {
      const user = await database.repositories.users.add(aUser({ email: 'replicated@example.com' }));
      expect((await database.repositories.users.findByEmail('replicated@example.com'))?.id).toBe(user.id);
      expect(await database.repositories.users.countCustomers()).toBe(1);
      await database.transactions.run(async ({ users }) => {
        const found = await users.findById(user.id);
        found?.updateProfile({ email: 'moved@example.com' });
        if (found) await users.save(found);
      });
      expect((await database.repositories.users.findById(user.id))?.email).toBe('moved@example.com');
    });
  });

  describe('a replica lagging behind for ever (a read-only copy of the schema that receives nothing)', () => {
    let primary: TestDatabase;
    let replicaUrl: string;
    let database: MikroOrmDatabase;
    let server: TestServer;

    beforeAll(async () => {
      primary = await openTestDatabase();
      const replica = await openTestDatabase();
      replicaUrl = replica.url ?? '';
      // Keep the replica database, drop only the handle: the cleanup below drops the database.
      await replica.database.close();
      const name = new URL(replicaUrl).pathname.slice(1);
      await onServer(replicaUrl, `alter database "${name}" set default_transaction_read_only = on`);
      database = await MikroOrmDatabase.open({ databaseUrl: primary.url ?? '', poolMax: 4, readReplicaUrls: [replicaUrl] });
      const clock = new SystemClock();
      const payments = new DemoPaymentGateway({ repository: database.repositories.demoPayments, clock, ids: new CryptoCodeGenerator() });
      server = await startTestServer({
        infrastructure: {
          repositories: database.repositories,
          transactions: database.transactions,
          isReachable: () => database.isReachable(),
          close: () => database.close(),
          describe: 'PostgreSQL with a read replica',
        },
        payments,
        clock,
      });
    }, 60_000);

    afterAll(async () => {
      await server?.stop();
      await primary?.close();
      const name = new URL(replicaUrl).pathname.slice(1);
      const maintenance = new URL(replicaUrl);
      maintenance.pathname = '/postgres';
      await onServer(maintenance.toString(), `drop database if exists "${name}" with (force)`);
    }, 30_000);

    it('signs in: the next request finds the session written a moment before', async () => {
      const customer = await newCustomer(server);
      expect((await customer.client.get('/api/user')).body).toMatchObject({ id: customer.id, type: 'user' });
      expect((await customer.client.post('/api/logout')).status).toBe(200);
      expectError(await customer.client.get('/api/user'), 401);
      const again = server.client();
      expect((await again.post('/api/login', { email: customer.email, password: customer.password })).status).toBe(200);
      expect((await again.get('/api/user')).body).toMatchObject({ id: customer.id });
    });

    it('buys with the demo card, lists and redeems: each step sees the one before', async () => {
      const { client } = await newCustomer(server);
      const intent = await client.post('/api/create-payment-intent', { dealId: 101 });
      expect(intent.status, intent.text).toBe(200);
      const confirmed = await client.post('/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: GOOD_CARD });
      expect(confirmed.status, confirmed.text).toBe(200);
      const purchase = await client.post('/api/purchases', {
        dealId: 101,
        price: intent.body.price,
        discountPercent: intent.body.discountPercent,
        redemptions: intent.body.redemptions,
        stripePaymentIntentId: intent.body.paymentIntentId,
      });
      expect(purchase.status, purchase.text).toBe(201);
      expect((await client.get('/api/user/purchases')).body.map((row: { id: number }) => row.id)).toEqual([purchase.body.id]);

      const business = await demoBusiness(server);
      expect((await business.post('/api/business/validate-code', { code: purchase.body.textCode })).body).toMatchObject({ redeemable: true, usesLeft: 1 });
      expect((await client.post(`/api/purchases/${purchase.body.id}/redeem`)).body).toMatchObject({ usesLeft: 0 });
      expectError(await business.post('/api/business/redeem', { code: purchase.body.textCode }), 409, 'This code has already been redeemed.');
    });

    it('activates a subscription with the demo card and shows it active at once', async () => {
      const { client } = await newBusiness(server);
      const created = await client.post('/api/business/create-subscription');
      expect(created.status, created.text).toBe(201);
      const paid = await client.post('/api/demo-payments/confirm-subscription', { clientSecret: created.body.clientSecret, card: GOOD_CARD });
      expect(paid.status, paid.text).toBe(200);
      expect((await client.get('/api/business/subscription')).body).toMatchObject({ subscription: { status: 'active' } });
      expect((await client.get('/api/user')).body).toMatchObject({ subscriptionActive: true });
    });

    it('reads public catalogue pages from the replica, and a business its own deals from the primary', async () => {
      // The replica never received the demo deals the primary was seeded with.
      expect((await server.client().get('/api/deals?limit=5')).body.pagination.total).toBe(0);
      const business = await demoBusiness(server);
      expect((await business.get('/api/business/deals?limit=5')).body.pagination.total).toBeGreaterThan(0);
      // One deal by id is read from the primary (checkout prices from it).
      expect((await server.client().get('/api/deals/101')).status).toBe(200);
    });

    it('wrote everything to the primary: the replica holds no account, session, payment or purchase', async () => {
      for (const table of ['users', 'businesses', 'sessions', 'demo_payments', 'purchases', 'redemptions', 'business_subscriptions']) {
        expect(await countRows(replicaUrl, table), table).toBe(0);
        expect(await countRows(primary.url ?? '', table), table).toBeGreaterThan(0);
      }
    });
  });
});

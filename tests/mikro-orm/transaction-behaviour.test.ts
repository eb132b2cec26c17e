import { ConflictError, DomainError } from '@marketplace/core/shared/domain/domain-error';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { mainTargetIsPostgres, openTestDatabase, type TestDatabase, type TestEngine } from './test-database.js';

const engines: TestEngine[] = (await mainTargetIsPostgres()) ? ['postgresql', 'embedded'] : ['embedded'];

/** What PostgreSQL transactions add to the ports' contracts, which an in-memory store gets for free. */
describe.each(engines)('MikroORM transactions (%s)', (engine) => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await openTestDatabase({ engine: engine === 'embedded' ? 'embedded' : undefined });
  }, 60_000);

  afterAll(async () => {
    await opened.close();
  });

  beforeEach(async () => {
    await opened.database.truncateAll();
  });

  it('lets a caller catch a duplicate code and retry in the same transaction (the insert does not fail)', async () => {
    const { repositories, transactions } = opened.database;
    const shop = await givenAShop(repositories);
    const owners = { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
    await repositories.purchases.add(aPurchase({ ...owners, textCode: 'TAKE-N001' }));

    const recorded = await transactions.run(async ({ purchases, users }) => {
      await users.add(aUser({ email: 'before-retry@example.com' }));
      const codes = ['TAKE-N001', 'FREE-0002'];
      for (;;) {
        try {
          return await purchases.add(aPurchase({ ...owners, textCode: codes.shift() ?? 'NONE-LEFT' }));
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'purchase.duplicate_code')) throw error;
        }
      }
    });

    expect(recorded.toProps().textCode).toBe('FREE-0002');
    expect((await repositories.purchases.findById(recorded.id))?.toProps().textCode).toBe('FREE-0002');
    expect(await repositories.users.findByEmail('before-retry@example.com')).not.toBeNull();
  });

  it('tells a payment recorded already from a taken code inside a transaction, and the transaction goes on', async () => {
    const { repositories, transactions } = opened.database;
    const shop = await givenAShop(repositories);
    const owners = { userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id };
    await repositories.purchases.add(aPurchase({ ...owners, stripePaymentIntentId: 'pi_recorded', textCode: 'TAKE-N009' }));

    await transactions.run(async ({ purchases, users }) => {
      await expect(purchases.add(aPurchase({ ...owners, stripePaymentIntentId: 'pi_recorded' }))).rejects.toMatchObject({ code: 'purchase.duplicate_payment' });
      await expect(purchases.add(aPurchase({ ...owners, textCode: 'TAKE-N009' }))).rejects.toMatchObject({ code: 'purchase.duplicate_code' });
      await users.add(aUser({ email: 'after-conflicts@example.com' }));
    });

    expect(await repositories.users.findByEmail('after-conflicts@example.com')).not.toBeNull();
    expect(await repositories.purchases.listByUser(shop.user.id)).toHaveLength(1);
  });

  it('keeps a transaction usable after a caught duplicate email or username', async () => {
    const { repositories, transactions } = opened.database;
    await repositories.users.add(aUser({ email: 'taken@example.com' }));

    await transactions.run(async ({ users }) => {
      await expect(users.add(aUser({ email: 'TAKEN@example.com' }))).rejects.toBeInstanceOf(ConflictError);
      await users.add(aUser({ email: 'free@example.com' }));
    });

    expect(await repositories.users.findByEmail('free@example.com')).not.toBeNull();
  });

  it('joins a run started inside a run, undoing only the inner writes when the inner one throws', async () => {
    const { repositories, transactions } = opened.database;

    await transactions.run(async ({ users }) => {
      await users.add(aUser({ email: 'outer@example.com' }));
      await transactions
        .run(async (inner) => {
          await inner.users.add(aUser({ email: 'inner@example.com' }));
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });

    expect(await repositories.users.findByEmail('outer@example.com')).not.toBeNull();
    expect(await repositories.users.findByEmail('inner@example.com')).toBeNull();
  });

  it('lets top-level repositories called from inside a transaction join it, rolling back with it', async () => {
    const { repositories, transactions } = opened.database;

    const outcome = transactions.run(async () => {
      await repositories.users.add(aUser({ email: 'joined@example.com' }));
      expect(await repositories.users.findByEmail('joined@example.com')).not.toBeNull();
      throw new Error('rolled back');
    });

    await expect(outcome).rejects.toThrow('rolled back');
    expect(await repositories.users.findByEmail('joined@example.com')).toBeNull();
  });

  it('moves the id sequence past a forced id inside a transaction too', async () => {
    const { repositories, transactions } = opened.database;

    const [admin, next] = await transactions.run(async ({ users }) => [
      await users.add(aUser({ role: 'admin' }), { id: 999 }),
      await users.add(aUser()),
    ]);

    expect(admin.id).toBe(999);
    expect(next.id).toBe(1000);
    expect((await repositories.users.add(aUser())).id).toBe(1001);
  });
});

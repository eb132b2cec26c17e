import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroOrmDatabase } from '@marketplace/adapters-mikro-orm/mikro-orm-database';
import type { Repositories } from '@marketplace/core/shared/ports/repositories.port';
import { afterEach, describe, expect, it } from 'vitest';
import { aPurchase } from '../contracts/mothers/purchase.mother.js';
import { aSession } from '../contracts/mothers/session.mother.js';
import { givenAShop } from '../contracts/mothers/shop.mother.js';
import { aUser } from '../contracts/mothers/user.mother.js';
import { aWaitlistEntry } from '../contracts/mothers/waitlist-entry.mother.js';
import { mainTargetIsPostgres, openTestDatabase } from './test-database.js';
import { useAt } from '../contracts/mothers/redemption-use.mother.js';

const onPostgres = await mainTargetIsPostgres();

/** Rows of most tables, as props, keyed so they can be read back after a restart. */
interface Written {
  ids: { user: number; business: number; deal: number; purchase: number; session: string };
  props: Record<string, unknown>;
}

async function writeSomething(repositories: Repositories): Promise<Written> {
  const shop = await givenAShop(repositories);
  const purchase = await repositories.purchases.add(
    aPurchase({ userId: shop.user.id, dealId: shop.deal.id, businessId: shop.business.id, redemptions: 2 }),
  );
  const redeemed = await repositories.purchases.redeemOnce(purchase.id, useAt(new Date('2025-06-01T10:00:00.000Z')));
  const session = aSession({ type: 'user', id: shop.user.id });
  await repositories.sessions.add(session);
  await repositories.waitlist.add(aWaitlistEntry({ feedback: 'Looking forward to it' }));
  await repositories.categories.ensure(['Coffee', 'Beauty']);
  return {
    ids: { user: shop.user.id, business: shop.business.id, deal: shop.deal.id, purchase: purchase.id, session: session.id },
    props: {
      user: shop.user.toProps(),
      business: shop.business.toProps(),
      deal: shop.deal.toProps(),
      purchase: redeemed?.purchase.toProps(),
      session: session.toProps(),
    },
  };
}

async function readBack(repositories: Repositories, { ids }: Written): Promise<Record<string, unknown>> {
  return {
    user: (await repositories.users.findById(ids.user))?.toProps(),
    business: (await repositories.businesses.findById(ids.business))?.toProps(),
    deal: (await repositories.deals.findById(ids.deal))?.toProps(),
    purchase: (await repositories.purchases.findById(ids.purchase))?.toProps(),
    session: (await repositories.sessions.findById(ids.session))?.toProps(),
  };
}

describe('restarting on the same data', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps every row in the embedded engine’s data directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'mp-pglite-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dataDir = join(root, 'nested', 'data');

    const first = await MikroOrmDatabase.open({ dataDir });
    expect(first.engine).toBe('embedded');
    await first.migrate();
    const written = await writeSomething(first.repositories);
    const categoryNames = async (db: MikroOrmDatabase) => (await db.repositories.categories.list()).map((category) => category.name);
    // The migrations' reference categories (Services) and the ones written.
    const categoriesWritten = await categoryNames(first);
    expect(categoriesWritten).toEqual(expect.arrayContaining(['Coffee', 'Beauty']));
    await first.close();

    const again = await MikroOrmDatabase.open({ dataDir });
    cleanups.push(() => again.close());

    expect(await again.migrate()).toEqual({ applied: [] });
    expect(await readBack(again.repositories, written)).toEqual(written.props);
    expect(await again.repositories.waitlist.list()).toHaveLength(1);
    expect(await categoryNames(again)).toEqual(categoriesWritten);
    // The id sequences were persisted too.
    expect((await again.repositories.users.add(aUser())).id).toBeGreaterThan(written.ids.user);
  }, 60_000);

  it.runIf(onPostgres)('keeps every row in PostgreSQL across a reconnect', async () => {
    const opened = await openTestDatabase();
    cleanups.push(() => opened.close());
    expect(opened.database.engine).toBe('postgresql');
    const written = await writeSomething(opened.database.repositories);

    const again = await opened.reopen();

    expect(await again.migrate()).toEqual({ applied: [] });
    expect(await readBack(again.repositories, written)).toEqual(written.props);
    expect(await again.repositories.waitlist.list()).toHaveLength(1);
  }, 60_000);
});

import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_BUSINESS, DEMO_CUSTOMER } from '@marketplace/core/demo/domain/demo-accounts';
import pg from 'pg';
import { onServer } from '../pg-statements.js';

/** The shared PostgreSQL server of the database tests, when set. */
export const SHARED_SERVER_URL = process.env['TEST_DATABASE_URL'] || undefined;

/** Why the tests on the shared server cannot run, or null when they can. */
export const NO_SHARED_SERVER = SHARED_SERVER_URL ? null : 'TEST_DATABASE_URL is not set (a PostgreSQL server for the scale-out tests)';

/** An empty database of one test file on a PostgreSQL server, and a pool to look inside it. */
export interface ScratchDatabase {
  /** For the app instances' DATABASE_URL (they migrate and seed it). */
  readonly url: string;
  /** The test's own connections, for setting up rows and checking the outcome in SQL. */
  readonly pool: pg.Pool;
  drop(): Promise<void>;
}

/** Creates `mp_scale_<random>` on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `mp_scale_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  // A restarted server ends the pool's idle connections; that is expected, not a test failure.
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Each call of {@link insertPaidPurchases} takes the next tag, so its codes are new. */
let nextTag = randomInt(1000);

/** The n-th text code of a tag, `XXXX-XXXX` in Crockford base32 as the code generator makes them. */
function textCode(tag: number, n: number): string {
  let value = tag * 1_000_000 + n;
  let digits = '';
  for (let i = 0; i < 8; i += 1) {
    digits = CROCKFORD[value % 32] + digits;
    value = Math.floor(value / 32);
  }
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export interface SeededCode {
  purchaseId: number;
  textCode: string;
}

/**
 * Paid purchases of the demo customer for a deal of the demo business, with `uses` redemptions
 * each, none used, no expiry: inserted in one statement, as a load test's fixture (the server has
 * seeded the demo accounts by the time it listens).
 */
export async function insertPaidPurchases(pool: pg.Pool, count: number, uses = 1): Promise<SeededCode[]> {
  const tag = nextTag++ % 1000;
  const codes = Array.from({ length: count }, (_, n) => textCode(tag, n));
  const qrTokens = codes.map((code) => `scale-out-qr-token-${code}`);
  const { rows } = await pool.query<{ id: number; text_code: string }>(
    `insert into purchases (user_id, deal_id, business_id, stripe_payment_intent_id, amount_cents, price_cents,
                            discount_percent, redemptions, status, qr_code, text_code, platform_fee_cents, business_share_cents)
     select customer.id, deal.id, business.id, 'pi_scale_' || codes.text_code, 1000, 1000, 20, $3, 'completed',
            codes.qr_code, codes.text_code, 250, 750
       from unnest($1::text[], $2::text[]) as codes(text_code, qr_code)
       cross join (select id from users where email = $4) as customer
       cross join (select id from businesses where email = $5) as business
       cross join lateral (select id from deals where business_id = business.id order by id limit 1) as deal
     returning id, text_code`,
    [codes, qrTokens, uses, DEMO_CUSTOMER.email, DEMO_BUSINESS.email],
  );
  if (rows.length !== count) throw new Error(`Inserted ${rows.length} purchases instead of ${count}: is the demo data seeded?`);
  return rows.map((row) => ({ purchaseId: row.id, textCode: row.text_code }));
}

/** Per purchase: its allowed uses, `redemptions_used`, and the redemption log lines it has. */
export interface RedemptionLedger {
  purchaseId: number;
  allowed: number;
  used: number;
  logged: number;
}

export async function redemptionLedger(pool: pg.Pool, purchaseIds: readonly number[]): Promise<RedemptionLedger[]> {
  const { rows } = await pool.query<{ id: number; redemptions: number; redemptions_used: number; logged: number }>(
    `select p.id, p.redemptions, p.redemptions_used, (select count(*)::int from redemptions r where r.purchase_id = p.id) as logged
       from purchases p where p.id = any($1::int[]) order by p.id`,
    [purchaseIds],
  );
  return rows.map((row) => ({ purchaseId: row.id, allowed: row.redemptions, used: row.redemptions_used, logged: row.logged }));
}

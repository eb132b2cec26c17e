import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_BUSINESS } from '@marketplace/core/demo/domain/demo-accounts';
import { FakeStripeServer, signedEvent } from '../stripe/fake-stripe-server.js';
import { startApp, type AppProcess } from './app-process.js';
import { call, sessionCookie, type Answer } from './http-load.js';
import { createScratchDatabase, NO_SHARED_SERVER, SHARED_SERVER_URL, type ScratchDatabase } from './scratch-database.js';

/**
 * The ledger's invariant (issue 19, point 3), under load on two instances of one database: 200
 * purchases paid through Stripe (the fake server), each recorded by the browser on one instance and
 * by the webhook on the other at the same moment; a sixth refunded and some disputed while they are
 * being recorded, a sixth refunded afterwards, every event delivered twice, to both instances at once. Afterwards the ledger holds exactly one
 * sale and one fee per paid purchase and one money-back pair per voided one, and the dashboard's and
 * the admin's money figures equal the sums over the purchases.
 */

const PURCHASES = 200;
const WEBHOOK_SECRET = 'whsec_ledger_invariant';
const NO_CAP = 2_000_000_000;

let database: ScratchDatabase;
let stripe: FakeStripeServer;
let a: AppProcess;
let b: AppProcess;

async function inPool<T>(count: number, width: number, work: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const n = next++;
        results[n] = await work(n);
      }
    }),
  );
  return results;
}

function deliver(instance: AppProcess, event: Record<string, unknown>): Promise<Answer> {
  const { body, header } = signedEvent(event, WEBHOOK_SECRET);
  return call(instance.url, 'POST', '/api/stripe/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': header }, json: JSON.parse(body) });
}

describe.skipIf(NO_SHARED_SERVER)(`the ledger on two instances${NO_SHARED_SERVER ? ` (skipped: ${NO_SHARED_SERVER})` : ''}`, () => {
  beforeAll(async () => {
    database = await createScratchDatabase(SHARED_SERVER_URL!);
    stripe = await FakeStripeServer.start();
    const env = {
      DATABASE_URL: database.url,
      CATALOGUE_CACHE_MS: '0',
      DATABASE_POOL_MAX: '8',
      JOBS: 'off',
      STRIPE_SECRET_KEY: stripe.apiKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ledger',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    };
    [a, b] = await Promise.all([startApp(env), startApp(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await stripe?.close();
    await database?.drop();
  });

  it(`${PURCHASES} purchases recorded by browser and webhook at once, refunds and disputes racing them: the ledger books each once and the figures are its sums`, { timeout: 180_000 }, async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `update deals set max_redemptions_per_user = $2
        where id = (select d.id from deals d join businesses b on b.id = d.business_id
                     where b.email = $1 and not d.is_slider_deal and d.active and d.start_date <= now() and d.end_date > now()
                     order by d.id limit 1)
       returning id`,
      [DEMO_BUSINESS.email, NO_CAP],
    );
    const dealId = rows[0]!.id;
    const customer = sessionCookie(await call(a.url, 'POST', '/api/demo-login/user'));

    const outcomes = await inPool(PURCHASES, 16, async (n) => {
      const [first, second] = n % 2 ? [a, b] : [b, a];
      const intent = await call(first.url, 'POST', '/api/create-payment-intent', { json: { dealId }, cookie: customer, headers: { 'idempotency-key': `ledger-${n}` } });
      expect(intent.status, JSON.stringify(intent.body)).toBe(200);
      const paymentIntentId = (intent.body as { paymentIntentId: string }).paymentIntentId;
      stripe.succeed(paymentIntentId);
      const succeeded = stripe.event('payment_intent.succeeded', stripe.paymentIntentObject(paymentIntentId));
      // A sixth refunded while it is being recorded, a sixth refunded once it is, some disputed while recorded.
      const racing = n % 6 === 0 ? stripe.event('charge.refunded', stripe.refund(paymentIntentId)) : n % 7 === 0 ? stripe.event('charge.dispute.created', stripe.dispute(paymentIntentId)) : null;
      const { price, discountPercent, redemptions } = intent.body as Record<string, number>;
      const answers = await Promise.all([
        call(first.url, 'POST', '/api/purchases', { json: { dealId, price, discountPercent, redemptions, stripePaymentIntentId: paymentIntentId }, cookie: customer }),
        deliver(second, succeeded),
        ...(racing ? [deliver(first, racing), deliver(second, racing)] : []),
        deliver(first, succeeded),
      ]);
      let later: Record<string, unknown> | null = null;
      if (!racing && n % 6 === 3) {
        later = stripe.event('charge.refunded', stripe.refund(paymentIntentId));
        answers.push(...(await Promise.all([deliver(first, later), deliver(second, later)])));
      }
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
      return { paymentIntentId, voided: racing !== null || later !== null };
    });

    const purchases = await database.pool.query<{ status: string; n: string; amount: string; fee: string }>(
      `select status, count(*) as n, sum(amount_cents) as amount, sum(platform_fee_cents) as fee from purchases
        where stripe_payment_intent_id = any($1) group by status`,
      [outcomes.map((outcome) => outcome.paymentIntentId)],
    );
    const byStatus = Object.fromEntries(purchases.rows.map((row) => [row.status, { n: Number(row.n), amount: Number(row.amount), fee: Number(row.fee) }]));
    const voided = outcomes.filter((outcome) => outcome.voided).length;
    expect(byStatus['completed']?.n).toBe(PURCHASES - voided);
    expect(byStatus['refunded']?.n).toBe(voided);

    const ledger = await database.pool.query<{ kind: string; n: string; total: string }>(
      `select l.kind, count(*) as n, sum(l.amount_cents) as total from ledger_entries l join purchases p on p.id = l.purchase_id
        where p.stripe_payment_intent_id = any($1) group by l.kind`,
      [outcomes.map((outcome) => outcome.paymentIntentId)],
    );
    const book = Object.fromEntries(ledger.rows.map((row) => [row.kind, { n: Number(row.n), total: Number(row.total) }]));
    const paid = byStatus['completed']!;
    const back = byStatus['refunded']!;
    expect(book['sale']).toEqual({ n: PURCHASES, total: paid.amount + back.amount });
    expect(book['platform_fee']).toEqual({ n: PURCHASES, total: -(paid.fee + back.fee) });
    expect((book['refund']?.n ?? 0) + (book['dispute']?.n ?? 0)).toBe(voided);
    expect((book['refund']?.total ?? 0) + (book['dispute']?.total ?? 0)).toBe(-back.amount);
    expect((book['fee_refund']?.total ?? 0) + (book['dispute_fee_refund']?.total ?? 0)).toBe(back.fee);
    expect(book['dispute']?.n).toBeGreaterThan(0);

    // Whatever else the instances hold (demo data), the screens' money is the ledger's, and the purchases'.
    const all = await database.pool.query<{ amount: string; fee: string; business: string; business_fee: string }>(
      `select coalesce(sum(amount_cents), 0) as amount, coalesce(sum(platform_fee_cents), 0) as fee,
              coalesce(sum(amount_cents) filter (where business_id = (select id from businesses where email = $1)), 0) as business,
              coalesce(sum(platform_fee_cents) filter (where business_id = (select id from businesses where email = $1)), 0) as business_fee
         from purchases where status = 'completed'`,
      [DEMO_BUSINESS.email],
    );
    const sums = all.rows[0]!;
    const admin = sessionCookie(await call(b.url, 'POST', '/api/admin/login', { json: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } }));
    const figures = await call(b.url, 'GET', '/api/admin/stats', { cookie: admin });
    expect(figures.status).toBe(200);
    const dollars = (amount: string | number) => Number(amount) / 100;
    expect((figures.body as { revenue: Record<string, number> }).revenue).toEqual({
      grossSales: dollars(sums.amount),
      platformFee: dollars(sums.fee),
      businessShare: dollars(Number(sums.amount) - Number(sums.fee)),
    });
    const business = sessionCookie(await call(a.url, 'POST', '/api/demo-login/business'));
    const stats = await call(a.url, 'GET', '/api/business/stats', { cookie: business });
    expect(stats.body).toMatchObject({
      revenue: dollars(sums.business),
      platformFee: dollars(sums.business_fee),
      businessShare: dollars(Number(sums.business) - Number(sums.business_fee)),
    });
  });
});

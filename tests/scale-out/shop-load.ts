import { DEMO_BUSINESS } from '@marketplace/core/demo/domain/demo-accounts';
import { DEMO_CARD_DEFAULTS } from '@marketplace/core/purchases/schemas/demo-card.schema';
import type pg from 'pg';
import { call, sessionCookie, type Answer } from './http-load.js';
import { insertPaidPurchases, type SeededCode } from './scratch-database.js';

/** What the load runs on: signed-in shoppers and tills, a deal to buy, codes to redeem. */
export interface Shop {
  customerCookie: string;
  businessCookie: string;
  /** A fixed-price deal of the demo business that one customer may buy any number of times. */
  dealId: number;
  /** One code per redeeming worker, each with more uses than a test redeems. */
  codes: SeededCode[];
}

const MANY = 100_000;
/**
 * The deal's maxRedemptionsPerUser during the load: the cap counts every use the customer holds
 * (DESIGN.md 10.3), the seeded codes' MANY uses each included, so it must stay far above their sum.
 */
const NO_CAP = 2_000_000_000;

/** Signs the demo customer and the demo business in (on `url`) and prepares a deal and codes. */
export async function openShop(url: string, pool: pg.Pool, redeemWorkers: number): Promise<Shop> {
  const { rows } = await pool.query<{ id: number }>(
    `update deals set max_redemptions_per_user = $2
      where id = (select d.id from deals d join businesses b on b.id = d.business_id
                   where b.email = $1 and not d.is_slider_deal and d.active and d.start_date <= now() and d.end_date > now()
                   order by d.id limit 1)
     returning id`,
    [DEMO_BUSINESS.email, NO_CAP],
  );
  if (!rows[0]) throw new Error('The demo business has no running fixed-price deal');
  const customer = await call(url, 'POST', '/api/demo-login/user');
  const business = await call(url, 'POST', '/api/demo-login/business');
  return {
    customerCookie: sessionCookie(customer),
    businessCookie: sessionCookie(business),
    dealId: rows[0].id,
    codes: await insertPaidPurchases(pool, redeemWorkers, MANY),
  };
}

/** Every request the load made (when it was sent, and its answer), and what the server acknowledged. */
export interface LoadRecord {
  requests: { sentAt: number; answer: Answer }[];
  /** Ids of the purchases answered 201. */
  purchases: number[];
  /** Per purchase id, how many redeems were answered 200. */
  redemptions: Map<number, number>;
}

export interface RunningLoad {
  readonly record: LoadRecord;
  /** Stops sending (requests under way finish) and resolves when every worker is done. */
  stop(): Promise<LoadRecord>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Shoppers buying (payment intent, demo card, purchase record) and tills redeeming, each worker in a
 * loop until stopped, spread over the given instances. A refusal (503 while the database is down)
 * makes the worker wait 100 ms and start its step again, as a client honouring Retry-After would.
 */
export function startShopLoad(urls: readonly string[], shop: Shop, workers: { buyers: number; tills: number }): RunningLoad {
  const record: LoadRecord = { requests: [], purchases: [], redemptions: new Map() };
  let running = true;
  let turn = 0;
  const send = async (method: string, path: string, json: unknown, cookie: string): Promise<Answer> => {
    const url = urls[turn++ % urls.length]!;
    const sentAt = performance.now();
    const answer = await call(url, method, path, { json, cookie });
    record.requests.push({ sentAt, answer });
    if (answer.status >= 500 || answer.status === 0) await pause(100);
    return answer;
  };

  const buyer = async () => {
    while (running) {
      const intent = await send('POST', '/api/create-payment-intent', { dealId: shop.dealId }, shop.customerCookie);
      if (intent.status !== 200) continue;
      const paid = await send('POST', '/api/demo-payments/confirm', { clientSecret: intent.body.clientSecret, card: DEMO_CARD_DEFAULTS }, shop.customerCookie);
      if (paid.status !== 200) continue;
      const { price, discountPercent, redemptions, paymentIntentId } = intent.body;
      const purchase = await send('POST', '/api/purchases', { dealId: shop.dealId, price, discountPercent, redemptions, stripePaymentIntentId: paymentIntentId }, shop.customerCookie);
      if (purchase.status === 201) record.purchases.push(purchase.body.id);
    }
  };
  const till = async (code: SeededCode) => {
    while (running) {
      const redeemed = await send('POST', '/api/business/redeem', { code: code.textCode }, shop.businessCookie);
      if (redeemed.status === 200) record.redemptions.set(code.purchaseId, (record.redemptions.get(code.purchaseId) ?? 0) + 1);
    }
  };

  const done = Promise.all([...Array.from({ length: workers.buyers }, buyer), ...shop.codes.slice(0, workers.tills).map(till)]);
  return {
    record,
    async stop() {
      running = false;
      await done;
      return record;
    },
  };
}

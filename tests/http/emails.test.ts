import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CaughtMessage } from '@marketplace/core/mail/ports/mail-catcher.port';
import { RECEIPT_QR_CONTENT_ID } from '@marketplace/core/mail/domain/purchase-receipt.email';
import { adminClient, buy, createDeal, newBusiness, newCustomer, standardDeal } from './api-helpers.js';
import { startTestServer, TEST_ADMIN, type TestServer } from './test-server.js';

/** The emails the server's workers have sent to the catcher for one recipient, waiting until `count` arrived. */
async function mailTo(server: TestServer, recipient: string, count = 1): Promise<CaughtMessage[]> {
  return vi.waitFor(
    () => {
      const arrived = server.mailCatcher!.messages().filter((message) => message.to.includes(recipient));
      if (arrived.length < count) throw new Error(`${arrived.length} of ${count} emails to ${recipient} so far`);
      return arrived;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('the emails the product sends, written to the outbox and delivered by the workers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://deals.test.example' } });
  });
  afterAll(() => server.stop());

  it('welcomes a new customer, once, with a link back to the deals', async () => {
    const customer = await newCustomer(server);

    const [welcome] = await mailTo(server, customer.email);
    expect(welcome!.subject).toBe('Welcome to Discount Marketplace');
    expect(welcome!.text).toContain(`Hi ${customer.username}, your account is ready.`);
    expect(welcome!.text).toContain('https://deals.test.example/deals');
    expect(welcome!.html).toContain('href="https://deals.test.example/deals"');
    expect(welcome!.headers['list-unsubscribe']).toBeUndefined();
  });

  it('sends the purchase receipt with the deal, the business and its address, the uses, the expiry, the code and a link to the live QR (no QR picture)', async () => {
    const business = await newBusiness(server, { address: '12 Main St', state: 'IL', zip: '62701' });
    expect((await (await adminClient(server)).post(`/api/admin/businesses/${business.id}/verify`)).status).toBe(200);
    const deal = await createDeal(business.client, standardDeal({ title: 'Two <coffees> for one', maxRedemptionsPerUser: 3 }));
    const customer = await newCustomer(server);

    const purchase = await buy(server, customer.client, deal.id, { redemptions: 2 });

    const [receipt] = (await mailTo(server, customer.email, 2)).filter((message) => message.subject.startsWith('Your receipt'));
    expect(receipt!.subject).toBe('Your receipt: Two <coffees> for one');
    expect(receipt!.text).toContain(`Code: ${purchase.textCode}`);
    expect(receipt!.text).toContain(`Business: ${business.name}`);
    expect(receipt!.text).toContain('Address: 12 Main St, Springfield, IL 62701');
    expect(receipt!.text).toContain('2 of 2 uses left');
    expect(receipt!.text).toMatch(/Expiry: Valid until \w{3} \d{1,2}, \d{4}/);
    expect(receipt!.html).toContain('Two &lt;coffees&gt; for one');
    // DESIGN.md 10.6: a QR in an email is a picture the till refuses; the receipt links to the live one.
    expect(receipt!.html).not.toContain(`cid:${RECEIPT_QR_CONTENT_ID}`);
    expect(receipt!.attachments).toEqual([]);
    const livePassUrl = `https://deals.test.example/purchases/${purchase.id}/cashier`;
    expect(receipt!.text).toContain(`Live QR code (changes every 30 seconds): ${livePassUrl}`);
    expect(receipt!.html).toContain(`href="${livePassUrl}"`);
    for (const secret of [purchase.qrCode, purchase.passSecret]) {
      expect(receipt!.text).not.toContain(secret);
      expect(receipt!.html).not.toContain(secret);
    }

    // The purchase answer did not wait for any of it: the receipt is an outbox row, sent once.
    const rows = (await server.infrastructure.repositories.outbox.listRecent(50)).filter((row) => row.dedupeKey === `purchase-receipt:${purchase.id}`);
    expect(rows).toHaveLength(1);
    await vi.waitFor(async () => expect((await server.infrastructure.repositories.outbox.findById(rows[0]!.id))?.sentAt).toBeInstanceOf(Date));
  });

  it("welcomes a new business, tells the operator it waits for verification, and tells it once it is verified", async () => {
    const business = await newBusiness(server, { phoneNumber: '555-0100', address: '9 Elm St', state: 'IL', zip: '62702' });

    const [welcome] = await mailTo(server, business.email);
    expect(welcome!.subject).toBe(`Welcome to Discount Marketplace, ${business.name}`);
    expect(welcome!.text).toContain('published the moment your business is verified');
    const notice = (await mailTo(server, TEST_ADMIN.email)).find((message) => message.subject === `New business to verify: ${business.name}`);
    expect(notice?.text).toContain(`Email: ${business.email}`);
    expect(notice?.text).toContain('Phone: 555-0100');
    expect(notice?.text).toContain('Address: 9 Elm St, Springfield, IL 62702');

    await createDeal(business.client, standardDeal({ title: 'A draft until verified' }));
    const admin = await adminClient(server);
    expect((await admin.post(`/api/admin/businesses/${business.id}/verify`)).status).toBe(200);
    expect((await admin.post(`/api/admin/businesses/${business.id}/verify`)).status).toBe(200);

    const verified = (await mailTo(server, business.email, 2)).filter((message) => message.subject === `${business.name} is verified`);
    expect(verified).toHaveLength(1);
    expect(verified[0]!.text).toContain('Your draft deal is now published and visible to shoppers.');
    expect(verified[0]!.text).toContain('https://deals.test.example/business/dashboard');
    // Verifying again changes nothing and writes no second email.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailTo(server, business.email, 2)).filter((message) => message.subject === `${business.name} is verified`)).toHaveLength(1);
  });
});

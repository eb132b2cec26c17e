import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '@marketplace/core/deals/domain/deal-defaults';
import { GIFT_MESSAGE_MAX_LENGTH, GIFT_OWN_CLAIM_MESSAGE, GIFT_SEND_ON_MESSAGE, addDays } from '@marketplace/core/gifts/domain/gift';
import { createDeal, expectError, expectNoSecrets, newCustomer, newVerifiedBusiness, standardDeal, type Customer } from './api-helpers.js';
import { linkToken, waitForMail } from './mail-inbox.js';
import { startTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const today = () => calendarDate(new Date(), 'UTC');

/** A paid checkout of the deal, and the body that records it as a gift. */
async function paidCheckout(buyer: Customer, dealId: number) {
  const intent = await buyer.client.post('/api/create-payment-intent', { dealId });
  expect(intent.status, intent.text).toBe(200);
  server.fakePayments().succeed(intent.body.paymentIntentId);
  return { dealId, price: intent.body.price, discountPercent: intent.body.discountPercent, redemptions: intent.body.redemptions, stripePaymentIntentId: intent.body.paymentIntentId };
}

async function giftFor(buyer: Customer, recipient: Customer, overrides: Record<string, unknown> = {}) {
  const shop = await newVerifiedBusiness(server);
  const deal = await createDeal(shop.client, standardDeal({ title: `Gifted Pizza ${recipient.username}` }));
  const gift = { recipientName: 'Ana Lopez', recipientEmail: recipient.email, message: 'Happy birthday, Ana!', sendOn: today(), timeZone: 'UTC', ...overrides };
  const reply = await buyer.client.post('/api/gifts', { ...(await paidCheckout(buyer, deal.id)), gift });
  return { reply, deal };
}

describe('gifts over HTTP', () => {
  it('buys a gift, mails the recipient a claim link, and the recipient claims the pass', async () => {
    const buyer = await newCustomer(server);
    const ana = await newCustomer(server);
    const { reply, deal } = await giftFor(buyer, ana);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body).toMatchObject({ state: 'sent', recipientName: 'Ana Lopez', label: 'Gift for Ana Lopez · not claimed yet' });
    expectNoSecrets(reply.body);
    expect((await buyer.client.get('/api/user/purchases')).body).toEqual([]);

    const subject = `${buyer.username} sent you a gift: ${deal.title}`;
    const text = await waitForMail(server, ana.email, subject);
    expect(text).toContain('Happy birthday, Ana!');
    const token = linkToken(text, '/gifts/claim');

    const visitor = server.client();
    const seen = await visitor.post('/api/gifts/claim/view', { token });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ buyerName: buyer.username, message: 'Happy birthday, Ana!', claimed: false, deal: { title: deal.title } });
    expectError(await visitor.post('/api/gifts/claim', { token }), 401);
    expectError(await buyer.client.post('/api/gifts/claim', { token }), 403, GIFT_OWN_CLAIM_MESSAGE);

    const claimed = await ana.client.post('/api/gifts/claim', { token });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.userId).toBe(ana.id);
    const [mine] = (await ana.client.get('/api/user/purchases')).body;
    expect(mine).toMatchObject({ id: reply.body.purchaseId, passSecret: claimed.body.passSecret });
    expectError(await ana.client.post('/api/gifts/claim', { token }), 409);

    const [sent] = (await buyer.client.get('/api/gifts')).body;
    expect(sent.state).toBe('claimed');
    expect(sent.label).toMatch(/^Gifted to Ana Lopez, claimed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const after = await server.client().post('/api/gifts/claim/view', { token });
    expect(after.body).toMatchObject({ claimed: true, claimedByYou: false });
    expect(JSON.stringify(after.body)).not.toContain(ana.email);
  });

  it('refuses bad gift details with 400s and clear messages', async () => {
    const buyer = await newCustomer(server);
    const ana = await newCustomer(server);
    expectError((await giftFor(buyer, ana, { sendOn: addDays(today(), -2) })).reply, 400, GIFT_SEND_ON_MESSAGE);
    expectError((await giftFor(buyer, ana, { sendOn: addDays(today(), 95) })).reply, 400, GIFT_SEND_ON_MESSAGE);
    expectError((await giftFor(buyer, ana, { sendOn: 'tomorrow' })).reply, 400, GIFT_SEND_ON_MESSAGE);
    expectError((await giftFor(buyer, ana, { recipientEmail: 'not-an-email' })).reply, 400, 'Please enter a valid email');
    expectError((await giftFor(buyer, ana, { message: 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1) })).reply, 400, `Message must be at most ${GIFT_MESSAGE_MAX_LENGTH} characters`);
    expectError((await giftFor(buyer, ana, { timeZone: 'Mars/Olympus' })).reply, 400, 'Unknown time zone');
    expectError(await buyer.client.post('/api/gifts/claim/view', {}), 400);
    expectError(await server.client().post('/api/gifts/claim/view', { token: 'no-such-token' }), 404);
  });

  it('resend and reassign are the buyer\'s alone (404 for anyone else), and each kills the earlier link', async () => {
    const buyer = await newCustomer(server);
    const ana = await newCustomer(server);
    const omar = await newCustomer(server);
    const { reply, deal } = await giftFor(buyer, ana);
    const subject = `${buyer.username} sent you a gift: ${deal.title}`;
    const first = linkToken(await waitForMail(server, ana.email, subject), '/gifts/claim');

    expectError(await omar.client.post(`/api/gifts/${reply.body.id}/resend`), 404, 'Gift not found');
    expectError(await omar.client.post(`/api/gifts/${reply.body.id}/reassign`, { recipientName: 'Omar', recipientEmail: omar.email }), 404, 'Gift not found');
    expect((await omar.client.get('/api/gifts')).body).toEqual([]);

    const resent = await buyer.client.post(`/api/gifts/${reply.body.id}/resend`);
    expect(resent.status, resent.text).toBe(200);
    expectError(await ana.client.post('/api/gifts/claim', { token: first }), 404);

    expectError(await buyer.client.post(`/api/gifts/${reply.body.id}/reassign`, { recipientName: '', recipientEmail: omar.email }), 400);
    const reassigned = await buyer.client.post(`/api/gifts/${reply.body.id}/reassign`, { recipientName: 'Omar', recipientEmail: omar.email });
    expect(reassigned.status, reassigned.text).toBe(200);
    expect(reassigned.body.label).toBe('Gift for Omar · not claimed yet');
    const omars = linkToken(await waitForMail(server, omar.email, subject), '/gifts/claim');
    expect((await omar.client.post('/api/gifts/claim', { token: omars })).status).toBe(200);
    expectError(await buyer.client.post(`/api/gifts/${reply.body.id}/reassign`, { recipientName: 'Ana', recipientEmail: ana.email }), 409);
  });
});

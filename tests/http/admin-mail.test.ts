import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QrPngRenderer } from '@marketplace/adapters-mail/qr-png-renderer';
import { SystemClock } from '@marketplace/adapters-memory/system-clock';
import { SendOutboxEmail } from '@marketplace/core/mail/application/send-outbox-email.use-case';
import { RECEIPT_QR_CONTENT_ID } from '@marketplace/core/mail/domain/purchase-receipt.email';
import { adminClient, buy, createDeal, expectError, newBusiness, newCustomer, newVerifiedBusiness, standardDeal, unique, writeOutboxEmail as write } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/** GET /api/admin/mail with a query string. */
function listPath(query: Record<string, string | number>): string {
  return `/api/admin/mail?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;
}

/** The server's own send step on its outbox and mailer (the send-email job runs exactly this). */
function sender(server: TestServer): SendOutboxEmail {
  return new SendOutboxEmail({
    outbox: server.infrastructure.repositories.outbox,
    mailer: server.mailer,
    qrImages: new QrPngRenderer(),
    clock: new SystemClock(),
    settings: { publicUrl: 'http://127.0.0.1' },
  });
}

describe("the admin's Sent Mail: the outbox (in-process catcher)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('lists every email written, newest first, with its status, and says mail goes to the development catcher', async () => {
    const admin = await adminClient(server);
    const sent = await write(server, { kind: 'welcome', subject: 'Welcome aboard' });
    expect(await sender(server).execute(sent)).toBe('sent');
    const waiting = await write(server, { kind: 'password-reset', subject: 'Reset your password' });

    const list = await admin.get('/api/admin/mail');
    expect(list.status).toBe(200);
    expect(list.body.delivery).toBe('catcher');
    expect(list.body.nextBefore).toBeNull();
    const [newest, older] = list.body.emails;
    expect(newest).toEqual({
      id: waiting,
      kind: 'password-reset',
      to: expect.stringMatching(/@test\.example$/),
      subject: 'Reset your password',
      createdAt: expect.any(String),
      status: 'waiting',
      sentAt: null,
      failedAttempts: 0,
      lastError: null,
    });
    expect(older).toMatchObject({ id: sent, kind: 'welcome', subject: 'Welcome aboard', status: 'sent', sentAt: expect.any(String), failedAttempts: 0 });
  });

  it('shows one email with its text part and its QR images drawn in for the preview, the stored row left as written', async () => {
    const admin = await adminClient(server);
    const html = `<p>Your code</p><img src="cid:${RECEIPT_QR_CONTENT_ID}" alt="QR code">`;
    const id = await write(server, { kind: 'purchase-receipt', subject: 'Your receipt', html, text: 'Show code ABCDE-FGHIJ', qrImages: [{ contentId: RECEIPT_QR_CONTENT_ID, token: 'qr-token-of-the-receipt' }] });

    const one = await admin.get(`/api/admin/mail/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, kind: 'purchase-receipt', subject: 'Your receipt', text: 'Show code ABCDE-FGHIJ', status: 'waiting', messageId: null });
    const png = Buffer.from(await new QrPngRenderer().png('qr-token-of-the-receipt')).toString('base64');
    expect(one.body.previewHtml).toBe(`<p>Your code</p><img src="data:image/png;base64,${png}" alt="QR code">`);
    expect((await server.infrastructure.repositories.outbox.findById(id))?.html).toBe(html);
  });

  it('filters by status and recipient, and pages back with nextBefore', async () => {
    const admin = await adminClient(server);
    const tag = `filter_${unique()}`;
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) ids.push(await write(server, { to: `${tag}_${n}@Test.Example` }));
    expect(await sender(server).execute(ids[0]!)).toBe('sent');

    const first = await admin.get(listPath({ to: tag.toUpperCase(), limit: 2 }));
    expect(first.status, first.text).toBe(200);
    expect(first.body.emails.map((email: { id: number }) => email.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.nextBefore).toBe(ids[1]);
    const second = await admin.get(listPath({ to: tag, limit: 2, before: first.body.nextBefore }));
    expect(second.body.emails.map((email: { id: number }) => email.id)).toEqual([ids[0]]);
    expect(second.body.nextBefore).toBeNull();

    const unsent = await admin.get(listPath({ to: tag, status: 'unsent' }));
    expect(unsent.body.emails.map((email: { id: number }) => email.id)).toEqual([ids[2], ids[1]]);
    const sentOnly = await admin.get(listPath({ to: tag, status: 'sent' }));
    expect(sentOnly.body.emails.map((email: { id: number }) => email.id)).toEqual([ids[0]]);
    // The recipient text is taken literally: a wildcard matches only itself.
    expect((await admin.get(listPath({ to: `${tag}%` }))).body.emails).toEqual([]);
  });

  it("shows the product's real emails: a customer's welcome and receipt, sent by the workers, the receipt linking to the live pass", async () => {
    const admin = await adminClient(server);
    const business = await newVerifiedBusiness(server);
    const deal = await createDeal(business.client, standardDeal({ title: 'Two coffees for one' }));
    const customer = await newCustomer(server);
    await buy(server, customer.client, deal.id);

    const emails = await vi.waitFor(
      async () => {
        const list = await admin.get(listPath({ to: customer.email }));
        expect(list.body.emails.map((email: { kind: string; status: string }) => [email.kind, email.status])).toEqual([
          ['purchase-receipt', 'sent'],
          ['welcome', 'sent'],
        ]);
        return list.body.emails;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(emails[0]).toMatchObject({ to: customer.email, subject: 'Your receipt: Two coffees for one', failedAttempts: 0, lastError: null });
    const receipt = await admin.get(`/api/admin/mail/${emails[0].id}`);
    expect(receipt.body.messageId).toMatch(/^<outbox-\d+-\d+@/);
    // No QR picture in a receipt any more (DESIGN.md 10.6): the link to the live pass instead.
    expect(receipt.body.previewHtml).toContain('/cashier"');
    expect(receipt.body.previewHtml).not.toContain('cid:');
  });

  it('refuses a bad filter with 400', async () => {
    const admin = await adminClient(server);
    for (const query of [{ status: 'lost' }, { limit: 101 }, { limit: 0 }, { before: 'x' }, { to: 'x'.repeat(255) }] as Record<string, string | number>[]) {
      expectError(await admin.get(listPath(query)), 400);
    }
  });

  it('answers 404 mail.not_found for an email it does not hold', async () => {
    const admin = await adminClient(server);
    for (const id of ['999999', 'no-such-id', '0']) {
      const reply = await admin.get(`/api/admin/mail/${id}`);
      expectError(reply, 404);
      expect(reply.body.code).toBe('mail.not_found');
    }
  });

  it('answers 401 to a visitor and 403 to a customer or a business', async () => {
    const id = await write(server);
    const customer = await newCustomer(server);
    const business = await newBusiness(server);
    for (const path of ['/api/admin/mail', `/api/admin/mail/${id}`]) {
      expectError(await server.client().get(path), 401);
      expectError(await customer.client.get(path), 403);
      expectError(await business.client.get(path), 403);
    }
    // Who asks is checked before what is asked: a bad filter from a customer is still 403.
    expectError(await customer.client.get(listPath({ status: 'lost' })), 403);
  });
});

describe("the admin's Sent Mail with a mail provider configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9: every send fails as a refused connection would.
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@test.example' } });
  });
  afterAll(() => server.stop());

  it("shows a real email the workers cannot send as retrying, with SMTP's error", async () => {
    const admin = await adminClient(server);
    const customer = await newCustomer(server);

    const [welcome] = await vi.waitFor(
      async () => {
        const list = await admin.get(listPath({ to: customer.email, status: 'unsent' }));
        expect(list.body.emails).toEqual([expect.objectContaining({ kind: 'welcome', status: 'retrying', sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) })]);
        return list.body.emails;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(welcome.failedAttempts).toBeGreaterThanOrEqual(1);
  });

  it('lists the outbox just the same, and shows that SMTP is failing: the attempts and the last error', async () => {
    const admin = await adminClient(server);
    const id = await write(server, { subject: 'Stuck', to: 'stuck@test.example' });
    await expect(sender(server).execute(id)).rejects.toThrow();
    await expect(sender(server).execute(id)).rejects.toThrow();

    const list = await admin.get(listPath({ status: 'unsent', to: 'stuck@' }));
    expect(list.status).toBe(200);
    expect(list.body.delivery).toBe('provider');
    expect(list.body.emails).toEqual([expect.objectContaining({ id, subject: 'Stuck', status: 'retrying', failedAttempts: 2, sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) })]);
    const one = await admin.get(`/api/admin/mail/${id}`);
    expect(one.body).toMatchObject({ id, status: 'retrying', failedAttempts: 2, lastError: list.body.emails[0].lastError });
  });
});

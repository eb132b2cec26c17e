import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_QR_CONTENT_ID } from '@marketplace/core/mail/domain/purchase-receipt.email';
import { adminClient, expectError, newCustomer } from './api-helpers.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A PNG's first bytes, enough for an inline image to arrive. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('the mail the admin sees (in-process catcher)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('lists what was sent, newest first, and shows one with its text and previewable HTML', async () => {
    const admin = await adminClient(server);
    expect((await admin.get('/api/admin/mail')).body).toEqual({ messages: [] });
    await server.mailer.send({ to: 'first@test.example', subject: 'First', html: '<p>one</p>', text: 'one' });
    await server.mailer.send({
      to: 'second@test.example',
      subject: 'Second',
      html: `<p>two</p><img src="cid:${RECEIPT_QR_CONTENT_ID}">`,
      text: 'two',
      inlineAttachments: [{ filename: 'qr.png', contentType: 'image/png', content: PNG, contentId: RECEIPT_QR_CONTENT_ID }],
    });

    const list = await admin.get('/api/admin/mail');
    expect(list.status).toBe(200);
    expect(list.body.messages.map((message: { subject: string; to: string[] }) => [message.subject, message.to])).toEqual([
      ['Second', ['second@test.example']],
      ['First', ['first@test.example']],
    ]);
    expect(Object.keys(list.body.messages[0]).sort()).toEqual(['date', 'id', 'subject', 'to']);

    const one = await admin.get(`/api/admin/mail/${list.body.messages[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ subject: 'Second', text: 'two', to: ['second@test.example'] });
    expect(one.body.html).toContain(`src="data:image/png;base64,${Buffer.from(PNG).toString('base64')}"`);
    expect(one.body.attachments).toEqual([{ filename: 'qr.png', contentType: 'image/png', contentId: RECEIPT_QR_CONTENT_ID, size: PNG.length }]);
  });

  it('answers 404 mail.not_found for a message it does not hold', async () => {
    const reply = await (await adminClient(server)).get('/api/admin/mail/no-such-id');
    expectError(reply, 404);
    expect(reply.body.code).toBe('mail.not_found');
  });

  it('answers 403 to a customer and 401 to a visitor', async () => {
    const customer = await newCustomer(server);
    expectError(await customer.client.get('/api/admin/mail'), 403);
    expectError(await server.client().get('/api/admin/mail'), 401);
  });
});

describe('the mail the admin sees with a mail provider configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@test.example' } });
  });
  afterAll(() => server.stop());

  it('answers 404 mail.catcher_off: nothing is kept', async () => {
    const admin = await adminClient(server);
    for (const path of ['/api/admin/mail', '/api/admin/mail/any']) {
      const reply = await admin.get(path);
      expectError(reply, 404);
      expect(reply.body.code).toBe('mail.catcher_off');
    }
  });
});

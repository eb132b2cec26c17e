import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NodemailerMailer } from '@marketplace/adapters-mail/nodemailer-mailer';
import { QrPngRenderer } from '@marketplace/adapters-mail/qr-png-renderer';
import { SmtpCatcher } from '@marketplace/adapters-mail/smtp-catcher';
import { RECEIPT_QR_CONTENT_ID, renderPurchaseReceipt, type PurchaseReceiptInput } from '@marketplace/core/mail/domain/purchase-receipt.email';

const receipt: PurchaseReceiptInput = {
  purchaseId: 42,
  dealTitle: 'Two coffees for one',
  businessName: 'Bean There',
  businessAddress: '1 Main St, Springfield',
  usesLeft: 2,
  redemptions: 3,
  expiryDate: new Date('2027-03-01T00:00:00Z'),
  textCode: 'ABCD-1234',
  publicUrl: 'https://deals.example.com',
};

describe('a receipt sent over SMTP', () => {
  const catcher = new SmtpCatcher({ keep: 5 });
  let mailer: NodemailerMailer;

  beforeAll(async () => {
    await catcher.start(0);
    mailer = new NodemailerMailer({ smtpUrl: catcher.url, from: 'Discount Marketplace <no-reply@example.com>' });
  });
  afterAll(async () => {
    mailer.close();
    await catcher.stop();
  });
  beforeEach(() => catcher.clear());

  it('arrives with the subject, the recipient, the code in the text and an inline image in the HTML (as receipts written before the live pass carry)', async () => {
    const email = renderPurchaseReceipt(receipt);
    await mailer.send({
      to: 'customer@example.com',
      ...email,
      html: `${email.html}<img src="cid:${RECEIPT_QR_CONTENT_ID}" alt="QR code">`,
      inlineAttachments: [
        { filename: 'qr-code.png', contentType: 'image/png', content: await new QrPngRenderer().png('qr-token-for-42'), contentId: RECEIPT_QR_CONTENT_ID },
      ],
    });

    const [arrived] = catcher.messages();
    expect(arrived).toBeDefined();
    expect(arrived!.subject).toBe('Your receipt: Two coffees for one');
    expect(arrived!.to).toEqual(['customer@example.com']);
    expect(arrived!.from).toBe('no-reply@example.com');
    expect(arrived!.text).toContain('Code: ABCD-1234');
    expect(arrived!.text).toContain('2 of 3 uses left');
    expect(arrived!.text).toContain('Valid until Mar 1, 2027');
    expect(arrived!.text).toContain('1 Main St, Springfield');
    expect(arrived!.text).toContain('https://deals.example.com');
    expect(arrived!.text).toContain('Live QR code (changes every 30 seconds): https://deals.example.com/purchases/42/cashier');
    expect(arrived!.html).toContain('ABCD-1234');
    const qr = arrived!.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(qr?.contentId).toBe(RECEIPT_QR_CONTENT_ID);
    expect(arrived!.html).toContain(`cid:${RECEIPT_QR_CONTENT_ID}`);
    // A PNG starts with its signature.
    expect(Buffer.from(qr!.content.subarray(0, 8))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The admin preview shows the image without a mail client.
    expect(arrived!.previewHtml).toContain(`src="data:image/png;base64,${Buffer.from(qr!.content).toString('base64')}"`);
  });

  it('carries the extra headers, such as List-Unsubscribe', async () => {
    await mailer.send({
      to: 'a@example.com',
      subject: 'News',
      html: '<p>hi</p>',
      text: 'hi',
      headers: { 'List-Unsubscribe': '<https://deals.example.com/unsubscribe?t=x>' },
    });
    expect(catcher.messages()[0]!.headers['list-unsubscribe']).toBe('<https://deals.example.com/unsubscribe?t=x>');
  });

  it('rejects the send while the server refuses, and delivers once it accepts again', async () => {
    catcher.refuse(true);
    await expect(mailer.send({ to: 'a@example.com', subject: 'Later', html: '<p>x</p>', text: 'x' })).rejects.toThrow();
    expect(catcher.messages()).toHaveLength(0);
    catcher.refuse(false);
    await mailer.send({ to: 'a@example.com', subject: 'Later', html: '<p>x</p>', text: 'x' });
    expect(catcher.messages().map((message) => message.subject)).toEqual(['Later']);
  });

  it('keeps only the newest messages, newest first', async () => {
    for (let index = 1; index <= 7; index++) {
      await mailer.send({ to: 'a@example.com', subject: `Message ${index}`, html: '<p>x</p>', text: 'x' });
    }
    expect(catcher.messages().map((message) => message.subject)).toEqual(['Message 7', 'Message 6', 'Message 5', 'Message 4', 'Message 3']);
    const newest = catcher.messages()[0]!;
    expect(catcher.message(newest.id)?.subject).toBe('Message 7');
  });
});

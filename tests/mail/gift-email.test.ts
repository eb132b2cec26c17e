import { describe, expect, it } from 'vitest';
import { renderGiftEmail } from '@marketplace/core/mail/domain/gift.email';

const GIFT = {
  buyerName: 'Maria',
  recipientName: 'Ana',
  dealTitle: 'Brunch for Two',
  businessName: 'Sunrise Bistro',
  message: 'Happy birthday!\nSee you <there> & soon',
  claimUrl: 'https://deals.example/gifts/claim?token=abc_DEF-123',
  publicUrl: 'https://deals.example',
};

describe('the gift email', () => {
  it('says who sent which deal, carries the message and the claim link', () => {
    const email = renderGiftEmail(GIFT);
    expect(email.subject).toBe('Maria sent you a gift: Brunch for Two');
    expect(email.text).toContain('Hello Ana,');
    expect(email.text).toContain('Maria sent you a gift: Brunch for Two at Sunrise Bistro.');
    expect(email.text).toContain('Happy birthday!\nSee you <there> & soon');
    expect(email.text).toContain(GIFT.claimUrl);
    expect(email.html).toContain(`href="${GIFT.claimUrl}"`);
    expect(email.html).toContain('Claim your gift');
  });

  it("escapes the buyer's words in the HTML part", () => {
    const email = renderGiftEmail({ ...GIFT, message: '<script>alert(1)</script>', recipientName: 'Ana <b>' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toContain('Ana <b>');
  });

  it('leaves the quote out without a message', () => {
    const email = renderGiftEmail({ ...GIFT, message: '' });
    expect(email.html).not.toContain('<blockquote');
    expect(email.text).not.toContain('undefined');
  });
});

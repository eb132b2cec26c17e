import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMailLayout } from '@marketplace/core/mail/domain/mail-layout';
import { renderPurchaseReceipt } from '@marketplace/core/mail/domain/purchase-receipt.email';

const hostile = {
  purchaseId: 7,
  dealTitle: '<script>alert("x")</script> & more',
  businessName: '<img src=x onerror=alert(1)>',
  businessAddress: '"quoted" \'address\'',
  usesLeft: 1,
  redemptions: 1,
  expiryDate: null,
  textCode: '<b>CODE</b>',
  qrToken: 'token',
  publicUrl: 'https://deals.example.com/',
};

describe('the email layout', () => {
  it('escapes every interpolated value in the HTML part', () => {
    const { html, subject, text } = renderPurchaseReceipt(hostile);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>CODE</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;quoted&quot; &#39;address&#39;');
    // The text part and the subject are plain text: shown as they are, never interpreted.
    expect(subject).toBe('Your receipt: <script>alert("x")</script> & more');
    expect(text).toContain('Code: <b>CODE</b>');
  });

  it('says the uses the shared way, and that the code lasts as long as the deal when there is no expiry', () => {
    const { text, html } = renderPurchaseReceipt(hostile);
    expect(text).toContain('Uses: 1 of 1 use left');
    expect(text).toContain('Expiry: Valid while the deal runs');
    expect(html).toContain('1 of 1 use left');
  });

  it('has the brand, a link back to the site, and an unsubscribe link only when given one', () => {
    const transactional = renderMailLayout({ title: 'T', body: { html: '<p>x</p>', text: 'x' }, publicUrl: 'https://deals.example.com' });
    expect(transactional.html).toContain('Discount Marketplace');
    expect(transactional.html).toContain('href="https://deals.example.com"');
    expect(transactional.text).toContain('Discount Marketplace: https://deals.example.com');
    expect(transactional.html).not.toContain('Unsubscribe');
    expect(transactional.text).not.toContain('Unsubscribe');

    const news = renderMailLayout({
      title: 'T',
      body: { html: '<p>x</p>', text: 'x' },
      publicUrl: 'https://deals.example.com',
      unsubscribeUrl: 'https://deals.example.com/unsubscribe?t=a&b=c',
    });
    expect(news.html).toContain('href="https://deals.example.com/unsubscribe?t=a&amp;b=c"');
    expect(news.text).toContain('Unsubscribe: https://deals.example.com/unsubscribe?t=a&b=c');
  });

  it('never turns a non-http link into a link', () => {
    const { html } = renderMailLayout({ title: 'T', body: { html: '', text: '' }, publicUrl: 'javascript:alert(1)' });
    expect(html).not.toContain('javascript:');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

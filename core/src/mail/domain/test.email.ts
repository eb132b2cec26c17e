import { escapeHtml, renderMailLayout } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

/** A short message in the product's look, for an operator checking the SMTP settings. */
export function renderTestEmail(publicUrl: string, sentAt: Date): RenderedEmail {
  const line = `This is a test email sent at ${sentAt.toISOString()}. If you can read it, the mail settings work.`;
  return {
    subject: 'Test email from Discount Marketplace',
    ...renderMailLayout({ title: 'Mail settings work', body: { html: `<p style="margin:0">${escapeHtml(line)}</p>`, text: line }, publicUrl }),
  };
}

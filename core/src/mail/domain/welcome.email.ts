import { mailButton, mailParagraph, renderMailLayout } from './mail-layout.js';
import { productLink, type MailSettings } from './mail-settings.js';
import type { RenderedEmail } from './rendered-email.js';

/** Sent once a customer has signed up. Transactional: no unsubscribe link. */
export function renderCustomerWelcome(input: { username: string }, settings: MailSettings): RenderedEmail {
  const dealsUrl = productLink(settings, '/deals');
  const lines = [
    `Hi ${input.username}, your account is ready.`,
    'Unlock a discount at a local business for a small one-time amount, then show the code at the till: the QR code or the text code both work.',
  ];
  const html = `${lines.map(mailParagraph).join('\n')}\n${mailButton('Discover deals', dealsUrl)}`;
  const text = `${lines.join('\n\n')}\n\nDiscover deals: ${dealsUrl}`;
  return { subject: 'Welcome to Discount Marketplace', ...renderMailLayout({ title: 'Welcome!', body: { html, text }, publicUrl: settings.publicUrl }) };
}

/** Sent once a business has registered: what happens next. Transactional: no unsubscribe link. */
export function renderBusinessWelcome(input: { businessName: string }, settings: MailSettings): RenderedEmail {
  const dashboardUrl = productLink(settings, '/business/dashboard');
  const lines = [
    `${input.businessName} is registered.`,
    'Our team will call the phone number you gave to verify your business. Until then you can create deals: they are kept as drafts and published the moment your business is verified.',
  ];
  const html = `${lines.map(mailParagraph).join('\n')}\n${mailButton('Open your dashboard', dashboardUrl)}`;
  const text = `${lines.join('\n\n')}\n\nYour dashboard: ${dashboardUrl}`;
  return {
    subject: `Welcome to Discount Marketplace, ${input.businessName}`,
    ...renderMailLayout({ title: 'Your business is registered', body: { html, text }, publicUrl: settings.publicUrl }),
  };
}

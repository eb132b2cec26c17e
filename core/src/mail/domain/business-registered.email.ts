import { mailButton, mailDetails, mailParagraph, renderMailLayout } from './mail-layout.js';
import { productLink, type MailSettings } from './mail-settings.js';
import type { RenderedEmail } from './rendered-email.js';

export interface BusinessRegisteredInput {
  businessId: number;
  businessName: string;
  email: string;
  phoneNumber: string | null;
  address: string;
  category: string;
}

/** Tells the operator a business has registered and waits for its phone verification. */
export function renderBusinessRegistered(input: BusinessRegisteredInput, settings: MailSettings): RenderedEmail {
  const adminUrl = productLink(settings, '/admin/dashboard');
  const intro = 'A new business has registered and waits for its phone verification.';
  const details = mailDetails([
    ['Business', input.businessName],
    ['Email', input.email],
    ['Phone', input.phoneNumber ?? 'not given'],
    ['Address', input.address],
    ['Category', input.category],
    ['Business id', String(input.businessId)],
  ]);
  const html = `${mailParagraph(intro)}\n${details.html}\n${mailButton('Open the admin dashboard', adminUrl)}`;
  const text = `${intro}\n\n${details.text}\n\nAdmin dashboard: ${adminUrl}`;
  return {
    subject: `New business to verify: ${input.businessName}`,
    ...renderMailLayout({ title: 'A business has registered', body: { html, text }, publicUrl: settings.publicUrl }),
  };
}

import { mailButton, mailParagraph, renderMailLayout } from './mail-layout.js';
import { productLink, type MailSettings } from './mail-settings.js';
import type { RenderedEmail } from './rendered-email.js';

/** Sent when the platform's team has verified a business; its draft deals went live with it. */
export function renderBusinessVerified(input: { businessName: string; publishedDeals: number }, settings: MailSettings): RenderedEmail {
  const dashboardUrl = productLink(settings, '/business/dashboard');
  const published =
    input.publishedDeals === 0
      ? 'You have no deals yet: create your first one and it goes live at once.'
      : `${input.publishedDeals === 1 ? 'Your draft deal is' : `Your ${input.publishedDeals} draft deals are`} now published and visible to shoppers.`;
  const lines = [`${input.businessName} is verified.`, published];
  const html = `${lines.map(mailParagraph).join('\n')}\n${mailButton('Open your dashboard', dashboardUrl)}`;
  const text = `${lines.join('\n\n')}\n\nYour dashboard: ${dashboardUrl}`;
  return {
    subject: `${input.businessName} is verified`,
    ...renderMailLayout({ title: 'Your business is verified', body: { html, text }, publicUrl: settings.publicUrl }),
  };
}

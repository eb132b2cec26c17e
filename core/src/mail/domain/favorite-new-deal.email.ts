import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

export interface FavoriteNewDealInput {
  customerName: string;
  businessName: string;
  dealId: number;
  dealTitle: string;
  publicUrl: string;
  /** The signed link that turns these emails off. */
  unsubscribeUrl: string;
}

/** A favourite business posted a deal. Sent only with the customer's consent, so it carries the unsubscribe link. */
export function renderFavoriteNewDeal(input: FavoriteNewDealInput): RenderedEmail {
  const dealUrl = `${input.publicUrl.replace(/\/+$/, '')}/deals/${input.dealId}`;
  const greeting = input.customerName ? `Hi ${input.customerName},` : 'Hi,';
  const intro = `${input.businessName}, one of your favorite stores, just posted a new deal: ${input.dealTitle}.`;
  const html = `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="margin:0 0 16px"><a href="${safeHref(dealUrl)}" style="color:${MAIL_BRAND_COLOUR};font-weight:bold">See the deal</a></p>
<p style="margin:0;color:#6b7280;font-size:13px">You get this email because you saved ${escapeHtml(input.businessName)} to your favorites and asked to hear about its new deals.</p>`;
  const text = [
    greeting,
    '',
    intro,
    '',
    `See the deal: ${dealUrl}`,
    '',
    `You get this email because you saved ${input.businessName} to your favorites and asked to hear about its new deals.`,
  ].join('\n');
  const title = `New deal from ${input.businessName}`;
  return {
    subject: `${title}: ${input.dealTitle}`,
    ...renderMailLayout({ title, body: { html, text }, publicUrl: input.publicUrl, unsubscribeUrl: input.unsubscribeUrl }),
  };
}

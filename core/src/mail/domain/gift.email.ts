import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';

export interface GiftEmailInput {
  /** The buyer's first name, as the subject says it. */
  buyerName: string;
  recipientName: string;
  dealTitle: string;
  businessName: string;
  /** The buyer's message, possibly empty. */
  message: string;
  /** PUBLIC_URL/gifts/claim?token=… */
  claimUrl: string;
  publicUrl: string;
}

/** Transactional (the buyer asked for it): "<buyer> sent you a gift: <deal>", the message, the claim link. */
export function renderGiftEmail(input: GiftEmailInput): RenderedEmail {
  const subject = `${input.buyerName} sent you a gift: ${input.dealTitle}`;
  const quote = input.message
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${MAIL_BRAND_COLOUR};background:#f9fafb;white-space:pre-line">${escapeHtml(input.message)}</blockquote>`
    : '';
  const html = `<p style="margin:0 0 16px">Hello ${escapeHtml(input.recipientName)},</p>
<p style="margin:0 0 16px">${escapeHtml(input.buyerName)} sent you a gift: <strong>${escapeHtml(input.dealTitle)}</strong> at ${escapeHtml(input.businessName)}.</p>
${quote}<p style="margin:0 0 16px"><a href="${safeHref(input.claimUrl)}" style="display:inline-block;padding:12px 20px;background:${MAIL_BRAND_COLOUR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Claim your gift</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">Sign in or create a free account on the page, then add the deal to your deals. The link works once.</p>`;
  const text = [
    `Hello ${input.recipientName},`,
    '',
    `${input.buyerName} sent you a gift: ${input.dealTitle} at ${input.businessName}.`,
    ...(input.message ? ['', input.message] : []),
    '',
    'Claim your gift here:',
    input.claimUrl,
    '',
    'Sign in or create a free account on the page, then add the deal to your deals. The link works once.',
  ].join('\n');
  return { subject, ...renderMailLayout({ title: 'You have a gift', body: { html, text }, publicUrl: input.publicUrl }) };
}

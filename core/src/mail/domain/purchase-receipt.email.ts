import { formatPurchaseId, usesLeftText } from '../../purchases/domain/purchase.js';
import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';

/**
 * The content id of the QR image in receipts written before the live pass (DESIGN.md 10.6); such
 * outbox rows still carry the image. New receipts have no QR: a QR in an email is a picture, which
 * the till refuses, so they give the text code and a link to the live pass instead.
 */
export const RECEIPT_QR_CONTENT_ID = 'purchase-qr@marketplace';

export interface PurchaseReceiptInput {
  purchaseId: number;
  dealTitle: string;
  businessName: string;
  businessAddress: string;
  usesLeft: number;
  redemptions: number;
  /** The last day the code works; null when it works as long as the deal runs. */
  expiryDate: Date | null;
  textCode: string;
  publicUrl: string;
}

const expiryFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Transactional: always sent, no unsubscribe link. */
export function renderPurchaseReceipt(input: PurchaseReceiptInput): RenderedEmail {
  const uses = usesLeftText({ usesLeft: input.usesLeft, redemptions: input.redemptions });
  const expiry = input.expiryDate ? `Valid until ${expiryFormat.format(input.expiryDate)}` : 'Valid while the deal runs';
  const site = input.publicUrl.replace(/\/$/, '');
  const profileUrl = `${site}/profile`;
  const livePassUrl = `${site}/purchases/${input.purchaseId}/cashier`;
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<p style="margin:0 0 16px">Thank you for your purchase. Show this code at the business to redeem it.</p>
<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px">
${row('Deal', input.dealTitle)}
${row('Business', input.businessName)}
${row('Address', input.businessAddress)}
${row('Uses', uses)}
${row('Expiry', expiry)}
${row('Purchase', formatPurchaseId(input.purchaseId))}
</table>
<p style="margin:0 0 16px;text-align:center;font-size:24px;font-family:monospace;letter-spacing:2px;color:${MAIL_BRAND_COLOUR}">${escapeHtml(input.textCode)}</p>
<p style="margin:0 0 16px;text-align:center"><a href="${safeHref(livePassUrl)}" style="color:${MAIL_BRAND_COLOUR};font-weight:bold">Show the live QR code</a><br><span style="color:#6b7280;font-size:13px">It changes every 30 seconds, so only your phone's screen works at the till, not a picture of it.</span></p>
<p style="margin:0"><a href="${safeHref(profileUrl)}" style="color:${MAIL_BRAND_COLOUR}">See your purchases</a></p>`;
  const text = [
    'Thank you for your purchase. Show this code at the business to redeem it.',
    '',
    `Deal: ${input.dealTitle}`,
    `Business: ${input.businessName}`,
    `Address: ${input.businessAddress}`,
    `Uses: ${uses}`,
    `Expiry: ${expiry}`,
    `Purchase: ${formatPurchaseId(input.purchaseId)}`,
    '',
    `Code: ${input.textCode}`,
    `Live QR code (changes every 30 seconds): ${livePassUrl}`,
    '',
    `See your purchases: ${profileUrl}`,
  ].join('\n');
  const subject = `Your receipt: ${input.dealTitle}`;
  return { subject, ...renderMailLayout({ title: 'Your purchase', body: { html, text }, publicUrl: input.publicUrl }) };
}

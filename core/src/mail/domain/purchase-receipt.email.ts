import { formatPurchaseId, usesLeftText } from '../../purchases/domain/purchase.js';
import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';

/** The content id the receipt's HTML uses for its QR image; the sender attaches the PNG under it. */
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
  /** The value the QR image encodes; the adapter layer draws it. */
  qrToken: string;
  publicUrl: string;
}

const expiryFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Transactional: always sent, no unsubscribe link. */
export function renderPurchaseReceipt(input: PurchaseReceiptInput): RenderedEmail {
  const uses = usesLeftText({ usesLeft: input.usesLeft, redemptions: input.redemptions });
  const expiry = input.expiryDate ? `Valid until ${expiryFormat.format(input.expiryDate)}` : 'Valid while the deal runs';
  const profileUrl = `${input.publicUrl.replace(/\/$/, '')}/profile`;
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
<p style="margin:0 0 8px;text-align:center"><img src="cid:${RECEIPT_QR_CONTENT_ID}" width="200" height="200" alt="QR code for your purchase" style="display:inline-block"></p>
<p style="margin:0 0 16px;text-align:center;font-size:24px;font-family:monospace;letter-spacing:2px;color:${MAIL_BRAND_COLOUR}">${escapeHtml(input.textCode)}</p>
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
    '',
    `See your purchases: ${profileUrl}`,
  ].join('\n');
  const subject = `Your receipt: ${input.dealTitle}`;
  return { subject, ...renderMailLayout({ title: 'Your purchase', body: { html, text }, publicUrl: input.publicUrl }) };
}

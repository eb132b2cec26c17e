/** The product's look, shared by every email: a brand header, the content, a footer linking back. */

/** The web apps' brand blue (theme.colors.brand): mail clients need the value inline. */
export const MAIL_BRAND_COLOUR = '#1d4ed8';
export const MAIL_BRAND_NAME = 'Discount Marketplace';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every interpolated value goes through this: titles and names come from users. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Only http(s) links are kept, so a stored value cannot become a javascript: link. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? escapeHtml(url) : '#';
}

/** A block of the email, given once as HTML (values already escaped) and once as plain text. */
export interface MailBody {
  html: string;
  text: string;
}

export interface MailLayoutInput {
  /** Shown as the heading and the window title. */
  title: string;
  body: MailBody;
  publicUrl: string;
  /** Absent for transactional mail (receipts, resets); present for everything a person may opt out of. */
  unsubscribeUrl?: string;
}

export function renderMailLayout({ title, body, publicUrl, unsubscribeUrl }: MailLayoutInput): MailBody {
  const home = safeHref(publicUrl);
  const unsubscribeHtml = unsubscribeUrl
    ? `<p style="margin:8px 0 0"><a href="${safeHref(unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a> from these emails.</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${MAIL_BRAND_COLOUR};padding:16px 24px"><a href="${home}" style="color:#ffffff;font-size:20px;font-weight:bold;text-decoration:none">${MAIL_BRAND_NAME}</a></td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body.html}
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:12px">
<p style="margin:0">Sent by <a href="${home}" style="color:${MAIL_BRAND_COLOUR}">${MAIL_BRAND_NAME}</a>.</p>${unsubscribeHtml}
</td></tr></table></td></tr></table></body></html>
`;
  const unsubscribeText = unsubscribeUrl ? `\nUnsubscribe: ${unsubscribeUrl}` : '';
  const text = `${MAIL_BRAND_NAME}\n\n${title}\n\n${body.text.trim()}\n\n--\n${MAIL_BRAND_NAME}: ${publicUrl}${unsubscribeText}\n`;
  return { html, text };
}

/** A paragraph, escaped, in the emails' type. */
export function mailParagraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
}

/** A call-to-action button to a link into the product. */
export function mailButton(label: string, url: string): string {
  return `<p style="margin:16px 0"><a href="${safeHref(url)}" style="display:inline-block;background:${MAIL_BRAND_COLOUR};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** Label-value rows (values escaped), as a table in HTML and as lines in text. */
export function mailDetails(rows: readonly (readonly [label: string, value: string])[]): MailBody {
  const html = `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px">
${rows.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#6b7280">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`;
  return { html, text: rows.map(([label, value]) => `${label}: ${value}`).join('\n') };
}

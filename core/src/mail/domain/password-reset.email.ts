import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';

export interface PasswordResetInput {
  /** Who the account is (a username or a business name), for the greeting. */
  name: string;
  /** The reset page with the token, on PUBLIC_URL. */
  resetUrl: string;
  /** How long the link works. */
  minutes: number;
  publicUrl: string;
}

/** Transactional: sent only when asked for, no unsubscribe link. */
export function renderPasswordReset(input: PasswordResetInput): RenderedEmail {
  const html = `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p>
<p style="margin:0 0 16px">Someone (we hope you) asked to reset the password of your account. Choose a new password here:</p>
<p style="margin:0 0 16px"><a href="${safeHref(input.resetUrl)}" style="display:inline-block;padding:12px 20px;background:${MAIL_BRAND_COLOUR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Choose a new password</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">The link works once, for ${input.minutes} minutes. Using it signs your account out everywhere.</p>
<p style="margin:0">If you did not ask for this, ignore this email: your password stays as it is.</p>`;
  const text = [
    `Hello ${input.name},`,
    '',
    'Someone (we hope you) asked to reset the password of your account. Choose a new password here:',
    '',
    input.resetUrl,
    '',
    `The link works once, for ${input.minutes} minutes. Using it signs your account out everywhere.`,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ].join('\n');
  return { subject: 'Reset your password', ...renderMailLayout({ title: 'Reset your password', body: { html, text }, publicUrl: input.publicUrl }) };
}

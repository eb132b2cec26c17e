import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, renderMailLayout, safeHref } from './mail-layout.js';

interface EmailChangeCommon {
  /** Who the account is (a username or a business name), for the greeting. */
  name: string;
  newEmail: string;
  publicUrl: string;
}

/** To the new address: the link that makes the change. Transactional, no unsubscribe link. */
export function renderEmailChangeConfirmation(input: EmailChangeCommon & { confirmUrl: string; hours: number }): RenderedEmail {
  const html = `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p>
<p style="margin:0 0 16px">You asked to use <strong>${escapeHtml(input.newEmail)}</strong> as the email address of your account. Confirm it here:</p>
<p style="margin:0 0 16px"><a href="${safeHref(input.confirmUrl)}" style="display:inline-block;padding:12px 20px;background:${MAIL_BRAND_COLOUR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Confirm my new email</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">The link works once, for ${input.hours} hours. Until then your account keeps its current address.</p>
<p style="margin:0">If you did not ask for this, ignore this email.</p>`;
  const text = [
    `Hello ${input.name},`,
    '',
    `You asked to use ${input.newEmail} as the email address of your account. Confirm it here:`,
    '',
    input.confirmUrl,
    '',
    `The link works once, for ${input.hours} hours. Until then your account keeps its current address.`,
    '',
    'If you did not ask for this, ignore this email.',
  ].join('\n');
  return { subject: 'Confirm your new email address', ...renderMailLayout({ title: 'Confirm your new email', body: { html, text }, publicUrl: input.publicUrl }) };
}

const NOT_YOU = 'If this was not you, reset your password at once and contact us.';

/** To the old address when a change is asked for: nothing has changed yet. */
export function renderEmailChangeRequested(input: EmailChangeCommon): RenderedEmail {
  const html = `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p>
<p style="margin:0 0 16px">Someone signed in to your account asked to change its email address to <strong>${escapeHtml(input.newEmail)}</strong>. Nothing changes until that address confirms it.</p>
<p style="margin:0">${NOT_YOU}</p>`;
  const text = [
    `Hello ${input.name},`,
    '',
    `Someone signed in to your account asked to change its email address to ${input.newEmail}. Nothing changes until that address confirms it.`,
    '',
    NOT_YOU,
  ].join('\n');
  return { subject: 'An email change was requested', ...renderMailLayout({ title: 'Email change requested', body: { html, text }, publicUrl: input.publicUrl }) };
}

/** To the old address once the new one confirmed: the account now uses the new address. */
export function renderEmailChanged(input: EmailChangeCommon): RenderedEmail {
  const html = `<p style="margin:0 0 16px">Hello ${escapeHtml(input.name)},</p>
<p style="margin:0 0 16px">The email address of your account is now <strong>${escapeHtml(input.newEmail)}</strong>. This address will get no more email about the account.</p>
<p style="margin:0">${NOT_YOU}</p>`;
  const text = [
    `Hello ${input.name},`,
    '',
    `The email address of your account is now ${input.newEmail}. This address will get no more email about the account.`,
    '',
    NOT_YOU,
  ].join('\n');
  return { subject: 'Your email address was changed', ...renderMailLayout({ title: 'Email address changed', body: { html, text }, publicUrl: input.publicUrl }) };
}

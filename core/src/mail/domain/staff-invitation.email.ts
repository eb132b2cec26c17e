import type { RenderedEmail } from './rendered-email.js';
import { escapeHtml, MAIL_BRAND_COLOUR, MAIL_BRAND_NAME, renderMailLayout, safeHref } from './mail-layout.js';

export interface StaffInvitationInput {
  /** The inviting business's name. */
  businessName: string;
  /** The invitee's name when the owner gave one. */
  name: string | null;
  /** What the role lets the member do, in a few words. */
  roleLabel: string;
  /** The accept page with the token, on PUBLIC_URL. */
  acceptUrl: string;
  days: number;
  publicUrl: string;
}

/** Transactional: sent when the owner invites or resends, no unsubscribe link. */
export function renderStaffInvitation(input: StaffInvitationInput): RenderedEmail {
  const subject = `You're invited to ${input.businessName} on ${MAIL_BRAND_NAME}`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const intro = `${input.businessName} invites you to join its team on ${MAIL_BRAND_NAME} as ${input.roleLabel}.`;
  const html = `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)} Choose your name and password here:</p>
<p style="margin:0 0 16px"><a href="${safeHref(input.acceptUrl)}" style="display:inline-block;padding:12px 20px;background:${MAIL_BRAND_COLOUR};color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">Accept the invitation</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">The link works once, for ${input.days} days.</p>
<p style="margin:0">If you did not expect this, ignore this email.</p>`;
  const text = [
    greeting,
    '',
    `${intro} Choose your name and password here:`,
    '',
    input.acceptUrl,
    '',
    `The link works once, for ${input.days} days.`,
    '',
    'If you did not expect this, ignore this email.',
  ].join('\n');
  return { subject, ...renderMailLayout({ title: subject, body: { html, text }, publicUrl: input.publicUrl }) };
}

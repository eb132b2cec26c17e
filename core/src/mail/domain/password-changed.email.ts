import { mailParagraph, renderMailLayout } from './mail-layout.js';
import type { RenderedEmail } from './rendered-email.js';

export interface PasswordChangedInput {
  name: string;
  /** How it changed: through a reset link, or from the signed-in account's settings. */
  how: 'reset' | 'change';
  publicUrl: string;
  /** Where to ask for a new reset link if the change was not theirs. */
  forgotPasswordUrl: string;
}

/** Tells the account's address its password changed, so a change by someone else does not go unseen. Transactional. */
export function renderPasswordChanged(input: PasswordChangedInput): RenderedEmail {
  const lines = [
    `Hello ${input.name},`,
    input.how === 'reset'
      ? 'The password of your account was just reset with a link sent to this address. Every session was signed out.'
      : 'The password of your account was just changed from its settings. Your other sessions were signed out.',
    'If this was you, there is nothing to do.',
  ];
  const warning = `If it was not you, choose a new password now: ${input.forgotPasswordUrl}`;
  const html = `${lines.map(mailParagraph).join('\n')}\n${mailParagraph(warning)}`;
  const text = `${lines.join('\n\n')}\n\n${warning}`;
  return { subject: 'Your password was changed', ...renderMailLayout({ title: 'Your password was changed', body: { html, text }, publicUrl: input.publicUrl }) };
}

import { describe, expect, it } from 'vitest';
import { renderEmailChangeConfirmation, renderEmailChanged, renderEmailChangeRequested } from '@marketplace/core/mail/domain/email-change.email';
import { renderPasswordReset } from '@marketplace/core/mail/domain/password-reset.email';

const PUBLIC_URL = 'https://deals.example';
const HOSTILE = '<script>alert(1)</script>';

describe('the account emails', () => {
  it('puts the reset link in both parts, escapes the name, and has no unsubscribe link', () => {
    const url = `${PUBLIC_URL}/reset-password?token=abc_DEF-123`;
    const mail = renderPasswordReset({ name: HOSTILE, resetUrl: url, minutes: 30, publicUrl: PUBLIC_URL });

    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).not.toContain(HOSTILE);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(`${mail.html}${mail.text}`).not.toMatch(/unsubscribe/i);
  });

  it('sends the confirmation link to the new address only; the notices to the old one carry no link', () => {
    const common = { name: 'Maya', newEmail: `new${HOSTILE}@example.com`, publicUrl: PUBLIC_URL };
    const confirmation = renderEmailChangeConfirmation({ ...common, confirmUrl: `${PUBLIC_URL}/confirm-email?token=t0k3n`, hours: 24 });
    const requested = renderEmailChangeRequested(common);
    const changed = renderEmailChanged(common);

    expect(confirmation.text).toContain('/confirm-email?token=t0k3n');
    for (const notice of [requested, changed]) {
      expect(notice.text).toContain(common.newEmail);
      expect(notice.text).not.toContain('token=');
      expect(notice.html).not.toContain(HOSTILE);
    }
    expect([requested.subject, changed.subject]).toEqual(['An email change was requested', 'Your email address was changed']);
  });
});

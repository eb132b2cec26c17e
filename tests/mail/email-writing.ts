import type { EmailWriting } from '@marketplace/core/mail/application/outbox-emails';

/**
 * For use cases built by hand in tests: emails are written to the outbox (the test can read them
 * there), links lead to a fixed public URL, and nothing is queued for sending.
 */
export const OUTBOX_ONLY: EmailWriting = {
  emailDispatch: { dispatch: async () => undefined },
  mailSettings: { publicUrl: 'https://deals.example.com' },
};

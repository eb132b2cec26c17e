import type { MailSettings } from '../domain/mail-settings.js';
import type { EmailDispatch } from '../ports/email-dispatch.port.js';

/** What a use case that writes emails needs besides its transaction: links for the email, and the dispatch after commit. */
export interface EmailWriting {
  emailDispatch: EmailDispatch;
  mailSettings: MailSettings;
}

/** Queues the sending of the emails a committed transaction wrote (null: one written before, nothing new). */
export async function dispatchWritten(dispatch: EmailDispatch, ids: readonly (number | null)[]): Promise<void> {
  const written = ids.filter((id): id is number => id !== null);
  if (written.length > 0) await dispatch.dispatch(written);
}

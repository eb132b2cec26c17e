/** A part of a caught message carried as a file (an inline image, for instance). */
export interface CaughtAttachment {
  filename: string | undefined;
  contentType: string;
  contentId: string | undefined;
  content: Uint8Array;
}

/** A message as the catcher received and parsed it. */
export interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: Date;
  text: string;
  /** As sent: inline images still referenced by cid:. */
  html: string | null;
  /** The HTML with its inline images embedded, for showing outside a mail client. */
  previewHtml: string | null;
  /** Header names in lower case. */
  headers: Record<string, string>;
  attachments: CaughtAttachment[];
}

/** Mail received instead of sent, outside production, so the admin can see what went out. */
export interface MailCatcher {
  /** Newest first; only the last few are kept. */
  messages(): readonly CaughtMessage[];
  message(id: string): CaughtMessage | undefined;
}

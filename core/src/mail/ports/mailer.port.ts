/** A file carried inside the message and shown in the HTML through `cid:<contentId>`. */
export interface InlineAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
  contentId: string;
}

/** One email ready to send: both parts are always present, so every client can show it. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  inlineAttachments?: InlineAttachment[];
  /** Extra headers, such as List-Unsubscribe on mail that is not transactional. */
  headers?: Record<string, string>;
  /** The Message-ID header (with its angle brackets); the transport makes one up when absent. */
  messageId?: string;
}

/** Hands a message to whatever delivers mail; resolves once it is accepted, rejects when it is not. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

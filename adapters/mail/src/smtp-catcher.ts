import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CaughtMessage, MailCatcher } from '@marketplace/core/mail/ports/mail-catcher.port';

export type { CaughtMessage };

export interface SmtpCatcherOptions {
  /** How many messages are kept; older ones are dropped first. */
  keep?: number;
  host?: string;
}

/** The HTML with its cid: images turned into data: URLs, for a preview outside a mail client. */
function previewHtml(message: Omit<CaughtMessage, 'previewHtml'>): string | null {
  if (message.html === null) return null;
  return message.html.replace(/cid:([^"'\s)>]+)/g, (match, contentId: string) => {
    const image = message.attachments.find((attachment) => attachment.contentId === contentId && attachment.contentType.startsWith('image/'));
    return image ? `data:${image.contentType};base64,${Buffer.from(image.content).toString('base64')}` : match;
  });
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

/**
 * An SMTP server inside the process for development and tests: it accepts every message on a local
 * port without authentication and keeps the last few in memory, so what the app sends can be seen
 * without a mail provider.
 */
export class SmtpCatcher implements MailCatcher {
  private readonly server: SMTPServer;
  private readonly kept: CaughtMessage[] = [];
  private readonly keep: number;
  private readonly host: string;
  private refusing = false;
  private boundPort = 0;

  constructor(options: SmtpCatcherOptions = {}) {
    this.keep = options.keep ?? 100;
    this.host = options.host ?? '127.0.0.1';
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, _session, callback) => {
        if (this.refusing) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Service unavailable, try again later'), { responseCode: 451 })));
          return;
        }
        // cid: links stay as sent, so tests see what a mail client gets; previewHtml inlines them.
        simpleParser(stream, { keepCidLinks: true })
          .then((parsed) => {
            const message = {
              id: randomUUID(),
              from: addresses(parsed.from).join(', '),
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              date: parsed.date ?? new Date(),
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              headers: Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()])),
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename,
                contentType: attachment.contentType,
                contentId: attachment.cid,
                content: attachment.content,
              })),
            };
            this.kept.unshift({ ...message, previewHtml: previewHtml(message) });
            this.kept.splice(this.keep);
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      },
    });
  }

  /** Listens on the port (0: a free one) and resolves with the port it got. */
  start(port = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, this.host, () => {
        this.boundPort = (this.server.server.address() as AddressInfo).port;
        // The catcher never keeps a process alive on its own: servers and tests stop without closing it.
        this.server.server.unref();
        resolve(this.boundPort);
      });
    });
  }

  /** The SMTP URL a mailer uses to reach this catcher. */
  get url(): string {
    return `smtp://${this.host}:${this.boundPort}`;
  }

  /** Newest first. */
  messages(): readonly CaughtMessage[] {
    return this.kept;
  }

  message(id: string): CaughtMessage | undefined {
    return this.kept.find((message) => message.id === id);
  }

  clear(): void {
    this.kept.length = 0;
  }

  /** While on, every message is refused with a temporary failure (451), as a provider that is down. */
  refuse(on: boolean): void {
    this.refusing = on;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

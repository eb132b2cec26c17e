import { expect } from 'vitest';
import { adminClient } from './api-helpers.js';
import type { HttpClient, TestServer } from './test-server.js';

interface SentMailSummary {
  id: number;
  to: string;
  subject: string;
  status: 'sent' | 'waiting' | 'retrying';
}

/**
 * Reads mail as a person would: through the admin's Sent Mail API, waiting until the outbox's job
 * has sent it. @returns the email's text part.
 */
export async function waitForMail(server: TestServer, to: string, subject: string, options: { admin?: HttpClient; timeoutMs?: number; skip?: number } = {}): Promise<string> {
  const admin = options.admin ?? (await adminClient(server));
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const list = await admin.get(`/api/admin/mail?status=sent&to=${encodeURIComponent(to)}`);
    expect(list.status, list.text).toBe(200);
    const matching = (list.body.emails as SentMailSummary[]).filter((email) => email.to === to && email.subject === subject);
    const found = matching[0];
    if (found && matching.length > (options.skip ?? 0)) {
      const one = await admin.get(`/api/admin/mail/${found.id}`);
      return one.body.text as string;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the first link in a text part. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

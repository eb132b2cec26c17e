import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN } from '@marketplace/core/demo/domain/demo-accounts';
import { expect as baseExpect } from './fixtures.js';

// The mail goes out through the outbox's job, on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The admin's Sent Mail API, signed in as the demo admin in a context of its own. */
export async function adminMail(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.1' } });
  expect((await admin.post('/api/admin/login', { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } })).ok()).toBe(true);
  return admin;
}

/** Waits until the email to `to` with this subject is sent, as the admin sees it, and answers its text part. */
export async function readMail(admin: APIRequestContext, to: string, subject: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const { emails } = (await (await admin.get('/api/admin/mail', { params: { status: 'sent', to } })).json()) as { emails: { id: number; to: string; subject: string }[] };
      id = emails.find((email) => email.to === to && email.subject === subject)?.id;
      return id;
    })
    .toBeTruthy();
  return ((await (await admin.get(`/api/admin/mail/${id}`)).json()) as { text: string }).text;
}

// The admin's Sent Mail panel: the caught messages, newest first, each previewed in a sandbox.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentMailResponse } from '@marketplace/core/admin/schemas/sent-mail.response';
import { SentMailPanel } from '../../../apps/business-portal/src/features/admin/components/sent-mail-panel.js';
import { mockApi } from '../api-mock.js';
import { renderWithApp } from '../render.js';

function aMessage(id: string, subject: string): SentMailResponse {
  return {
    id,
    from: 'no-reply@localhost',
    to: ['customer@example.com'],
    subject,
    date: '2025-01-06T23:55:00.000Z',
    text: `Text of ${subject}`,
    html: `<p>HTML of ${subject}</p><script>parent.alert(1)</script>`,
    headers: {},
    attachments: [],
  };
}

const summary = ({ id, to, subject, date }: SentMailResponse) => ({ id, to, subject, date });

describe('the sent mail panel', () => {
  it('lists the messages and previews the newest in a sandboxed frame, with its text part', async () => {
    const receipt = aMessage('2', 'Your receipt: Two coffees');
    const welcome = aMessage('1', 'Welcome');
    mockApi({
      'GET /api/admin/mail': () => ({ body: { messages: [summary(receipt), summary(welcome)] } }),
      'GET /api/admin/mail/2': () => ({ body: receipt }),
      'GET /api/admin/mail/1': () => ({ body: welcome }),
    });
    const { user } = renderWithApp(<SentMailPanel />);

    const list = within(await screen.findByRole('list', { name: 'Sent messages' }));
    expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
      expect.stringContaining('Your receipt: Two coffees'),
      expect.stringContaining('Welcome'),
    ]);
    const frame = await screen.findByTitle('Preview of Your receipt: Two coffees');
    // An empty sandbox: the mail's scripts never run and it cannot reach the portal.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('HTML of Your receipt');
    expect(screen.getByText('Text of Your receipt: Two coffees')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: /Welcome/ }));
    expect(await screen.findByTitle('Preview of Welcome')).toHaveAttribute('sandbox', '');
  });

  it('says so when nothing was sent yet', async () => {
    mockApi({ 'GET /api/admin/mail': () => ({ body: { messages: [] } }) });
    renderWithApp(<SentMailPanel />);
    expect(await screen.findByText('No mail sent yet')).toBeInTheDocument();
  });

  it('explains that a mail provider keeps no copy here (404 mail.catcher_off)', async () => {
    mockApi({ 'GET /api/admin/mail': () => ({ status: 404, body: { message: 'Sent mail is listed only ...', code: 'mail.catcher_off' } }) });
    renderWithApp(<SentMailPanel />);
    expect(await screen.findByText('Mail goes to your provider')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi({ 'GET /api/admin/mail': () => ({ status: 500, body: { message: 'Internal error' } }) });
    renderWithApp(<SentMailPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the sent mail');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

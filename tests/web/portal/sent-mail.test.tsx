// The admin's Sent Mail panel: the outbox, newest first, each email's status in words, filters,
// "Load more", and a preview in an empty sandbox.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentMailResponse, SentMailSummaryResponse } from '@marketplace/core/mail/schemas/sent-mail.response';
import { SentMailPanel } from '../../../apps/business-portal/src/features/admin/components/sent-mail-panel.js';
import { mockApi, type ApiCall } from '../api-mock.js';
import { renderWithApp } from '../render.js';

function aSummary(id: number, subject: string, status: Partial<SentMailSummaryResponse> = {}): SentMailSummaryResponse {
  return {
    id,
    kind: 'purchase-receipt',
    to: 'customer@example.com',
    subject,
    createdAt: '2025-01-06T23:55:00.000Z',
    status: 'sent',
    sentAt: '2025-01-06T23:55:02.000Z',
    failedAttempts: 0,
    lastError: null,
    ...status,
  };
}

function anEmail(summary: SentMailSummaryResponse): SentMailResponse {
  return {
    ...summary,
    messageId: summary.status === 'sent' ? `<outbox-${summary.id}@example.com>` : null,
    text: `Text of ${summary.subject}`,
    previewHtml: `<p>HTML of ${summary.subject}</p><img src="data:image/png;base64,iVBORw0KGgo="><script>parent.alert(1)</script>`,
  };
}

const RETRYING = { status: 'retrying', sentAt: null, failedAttempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:587' } as const;

describe('the sent mail panel', () => {
  it('lists the outbox with each status in words and previews the newest in a sandboxed frame, with its text part', async () => {
    const receipt = aSummary(3, 'Your receipt: Two coffees');
    const failing = aSummary(2, 'Welcome', { ...RETRYING, kind: 'welcome', to: 'ana@example.com' });
    const waiting = aSummary(1, 'Reset your password', { status: 'waiting', sentAt: null, kind: 'password-reset' });
    mockApi({
      'GET /api/admin/mail': () => ({ body: { delivery: 'provider', emails: [receipt, failing, waiting], nextBefore: null } }),
      'GET /api/admin/mail/3': () => ({ body: anEmail(receipt) }),
      'GET /api/admin/mail/2': () => ({ body: anEmail(failing) }),
    });
    const { user } = renderWithApp(<SentMailPanel />);

    const list = within(await screen.findByRole('list', { name: 'Sent emails' }));
    const entries = list.getAllByRole('button').map((button) => button.textContent);
    expect(entries).toEqual([
      expect.stringMatching(/Your receipt: Two coffees.*purchase-receipt · to customer@example.com.*Sent · /),
      expect.stringContaining('Retrying (3 failed attempts): connect ECONNREFUSED 127.0.0.1:587'),
      expect.stringMatching(/Reset your password.*password-reset.*Waiting$/),
    ]);
    const frame = await screen.findByTitle('Preview of Your receipt: Two coffees');
    // An empty sandbox: the mail's scripts never run and it cannot reach the portal.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('src="data:image/png;base64,');
    expect(screen.getByText('Text of Your receipt: Two coffees')).toBeInTheDocument();
    expect(screen.getByText('<outbox-3@example.com>')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: /Welcome/ }));
    expect(await screen.findByTitle('Preview of Welcome')).toHaveAttribute('sandbox', '');
    expect(within(screen.getByRole('region', { name: 'Email Welcome' })).getByText('Retrying (3 failed attempts): connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
  });

  it('says mail goes to the development catcher when no provider is configured', async () => {
    mockApi({ 'GET /api/admin/mail': () => ({ body: { delivery: 'catcher', emails: [], nextBefore: null } }) });
    renderWithApp(<SentMailPanel />);
    expect(await screen.findByText(/Development inbox: .*never reaches its recipients/)).toBeInTheDocument();
    expect(screen.getByText('No mail sent yet')).toBeInTheDocument();
  });

  it('filters by status and recipient, and loads older emails', async () => {
    const asked: ApiCall[] = [];
    mockApi({
      'GET /api/admin/mail': (call) => {
        asked.push(call);
        if (call.query.get('before') === '5') return { body: { delivery: 'provider', emails: [aSummary(4, 'Older one')], nextBefore: null } };
        if (call.query.get('status') === 'unsent') return { body: { delivery: 'provider', emails: [], nextBefore: null } };
        return { body: { delivery: 'provider', emails: [aSummary(6, 'Newest'), aSummary(5, 'Next')], nextBefore: 5 } };
      },
      'GET /api/admin/mail/6': () => ({ body: anEmail(aSummary(6, 'Newest')) }),
    });
    const { user } = renderWithApp(<SentMailPanel />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Recipient'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Show'), 'Waiting or failing');
    expect(await screen.findByText('No emails match')).toBeInTheDocument();
    const last = asked.at(-1)!;
    expect([last.query.get('status'), last.query.get('to'), last.query.get('before')]).toEqual(['unsent', 'ana@', null]);
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi({ 'GET /api/admin/mail': () => ({ status: 500, body: { message: 'Internal error' } }) });
    renderWithApp(<SentMailPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the sent mail');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

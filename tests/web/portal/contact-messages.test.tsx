// The admin's list of Contact page messages: newest first, with a status the admin changes.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { ContactMessagesPanel } from '../../../apps/business-portal/src/features/admin/components/contact-messages-panel.js';
import type { ContactMessageResponse } from '@marketplace/core/contact/schemas/contact-message.response';
import { mockApi, type ApiCall } from '../api-mock.js';
import { renderWithApp } from '../render.js';

type Status = ContactMessageResponse['status'];

function aMessage(id: number, status: Status, name = `Visitor ${id}`): ContactMessageResponse {
  return { id, name, email: `visitor${id}@example.com`, topic: 'partnerships', message: `Message number ${id}.`, status, createdAt: '2025-01-06T23:55:00.000Z', updatedAt: '2025-01-06T23:55:00.000Z' };
}

/** A server holding two messages, answering lists and status changes as the API does. */
function renderPanel() {
  const messages = [aMessage(2, 'new', 'Robin Vale'), aMessage(1, 'answered')];
  const page = (call: ApiCall) => {
    const status = call.query.get('status');
    const shown = messages.filter((message) => !status || message.status === status);
    const counts = { new: 0, read: 0, answered: 0 };
    for (const message of messages) counts[message.status] += 1;
    return { body: { messages: shown, pagination: { total: shown.length, page: 1, limit: 20, totalPages: 1, hasNextPage: false, hasPreviousPage: false }, counts } };
  };
  const api = mockApi({
    'GET /api/admin/contact-messages': page,
    'PATCH /api/admin/contact-messages/2': ({ body }) => {
      messages[0]!.status = (body as { status: Status }).status;
      return { body: messages[0]! };
    },
  });
  return { api, ...renderWithApp(<ContactMessagesPanel />) };
}

afterEach(() => toastStore.dismiss());

describe('the contact messages panel', () => {
  it('lists each message with its sender, topic, text and status, and the counts per status', async () => {
    renderPanel();
    const robin = within(await screen.findByRole('listitem', { name: 'Message from Robin Vale' }));
    expect(robin.getByText('Message number 2.')).toBeInTheDocument();
    expect(robin.getByRole('link', { name: 'visitor2@example.com' })).toHaveAttribute('href', 'mailto:visitor2@example.com');
    expect(robin.getByText(/Partnerships ·/)).toBeInTheDocument();
    expect(robin.getByLabelText('Status')).toHaveValue('new');
    expect(screen.getByText('1 new · 0 read · 1 answered')).toBeInTheDocument();
  });

  it('marks a message read on the server and shows its new status', async () => {
    const { api, user } = renderPanel();
    const robin = within(await screen.findByRole('listitem', { name: 'Message from Robin Vale' }));
    await user.selectOptions(robin.getByLabelText('Status'), 'Read');

    await waitFor(() => expect(screen.getByText('0 new · 1 read · 1 answered')).toBeInTheDocument());
    expect(robin.getByLabelText('Status')).toHaveValue('read');
    expect(api.callsTo('PATCH', '/api/admin/contact-messages/2').map((call) => call.body)).toEqual([{ status: 'read' }]);
  });

  it('filters by status', async () => {
    const { user } = renderPanel();
    await screen.findByRole('listitem', { name: 'Message from Robin Vale' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Answered');

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Message from Robin Vale' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Message from Visitor 1' })).toBeInTheDocument();
  });
});

// The Contact page: a form (name, email, topic, message) whose message is stored for the admin.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { ContactPage } from '../../../apps/storefront/src/app/routes/contact.js';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { renderWithApp } from '../render.js';

function renderContact(routes: ApiRoutes = {}) {
  const api = mockApi({ 'POST /api/contact': { status: 201, body: { id: 7, message: "Thank you for your message! We'll get back to you soon." } }, ...routes });
  return { api, ...renderWithApp(<ContactPage />) };
}

const form = () => within(screen.getByRole('form', { name: 'Contact us' }));

afterEach(() => toastStore.dismiss());

describe('the Contact page', () => {
  it('no longer points at a mail address', () => {
    renderContact();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Write to/)).not.toBeInTheDocument();
  });

  it('checks every field with core’s messages before anything is sent', async () => {
    const { api, user } = renderContact();
    await user.type(form().getByLabelText('Name'), 'R');
    await user.type(form().getByLabelText('Email'), 'robin@');
    await user.type(form().getByLabelText('Message'), 'Hi');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await form().findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(form().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form().getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact')).toHaveLength(0);
  });

  it('sends the message with its topic and thanks the visitor', async () => {
    const { api, user } = renderContact();
    await user.type(form().getByLabelText('Name'), 'Robin Vale');
    await user.type(form().getByLabelText('Email'), 'robin@example.com');
    await user.selectOptions(form().getByLabelText('Topic'), 'Partnerships');
    await user.type(form().getByLabelText('Message'), 'We run a bakery and want to partner.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your message!' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/contact').map((call) => call.body)).toEqual([
      { name: 'Robin Vale', email: 'robin@example.com', topic: 'partnerships', message: 'We run a bakery and want to partner.' },
    ]);
  });

  it('keeps the form and shows the server’s reason when it refuses (too many messages)', async () => {
    const { user } = renderContact({ 'POST /api/contact': { status: 429, body: { message: 'Too many messages from your network. Please try again later.' } } });
    await user.type(form().getByLabelText('Name'), 'Robin Vale');
    await user.type(form().getByLabelText('Email'), 'robin@example.com');
    await user.type(form().getByLabelText('Message'), 'A message long enough to send.');
    await user.click(form().getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Too many messages from your network. Please try again later.')).toBeInTheDocument();
    expect(form().getByLabelText('Message')).toHaveValue('A message long enough to send.');
  });
});

// The waitlist sign-up on /waitlist (business-side sections 2, 4, 5 and 8).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { WaitlistPage } from '../../../apps/storefront/src/app/routes/waitlist.js';
import { deferred, mockApi, type AnswerTo, type RouteTo } from '../api-mock.js';
import { renderWithApp } from '../render.js';

function renderWaitlist(join: RouteTo<'POST /api/waitlist'> = { status: 201, body: { id: 1, message: 'Joined' } }) {
  const api = mockApi({ 'POST /api/waitlist': join });
  const rendered = renderWithApp(<WaitlistPage />, { path: '/waitlist', route: '/waitlist' });
  const form = () => within(screen.getByRole('form', { name: 'Join the waitlist' }));
  return { ...rendered, api, form };
}

describe('waitlist form', () => {
  afterEach(() => toastStore.dismiss());

  it('starts as a customer with the top rating, and lists the five interest levels', () => {
    const { form } = renderWaitlist();
    expect(form().getByRole('radio', { name: 'Customer (discounter)' })).toBeChecked();
    expect(form().getByRole('radio', { name: 'Business' })).not.toBeChecked();
    const rating = form().getByLabelText('How interested are you?');
    expect(rating).toHaveDisplayValue('5 - Extremely interested');
    expect(within(rating).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1 - Not interested',
      '2 - Slightly interested',
      '3 - Moderately interested',
      '4 - Very interested',
      '5 - Extremely interested',
    ]);
  });

  it('shows the name, email and phone messages on an empty submit and sends nothing', async () => {
    const { user, form, api } = renderWaitlist();

    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    expect(await form().findByLabelText('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(form().getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(form().getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required');
    expect(form().getByLabelText('Feedback (optional)')).not.toHaveAccessibleDescription();
    expect(api.calls).toHaveLength(0);
  });

  it('wants a name of 2 characters and a real email address', async () => {
    const { user, form, api } = renderWaitlist();

    await user.type(form().getByLabelText('Name'), 'A');
    await user.type(form().getByLabelText('Email'), 'a@b');
    await user.type(form().getByLabelText('Phone'), '555-0100');
    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    expect(await form().findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(form().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form().queryByText('Phone number is required')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the entry with an integer rating, shows "Submitting", then the thank-you view and toast', async () => {
    const answer = deferred<AnswerTo<'POST /api/waitlist'>>();
    const { user, form, api } = renderWaitlist(() => answer.promise);

    await user.type(form().getByLabelText('Name'), 'Ada Lovelace');
    await user.type(form().getByLabelText('Email'), 'ada@example.com');
    await user.type(form().getByLabelText('Phone'), '555-0100');
    await user.click(form().getByRole('radio', { name: 'Business' }));
    await user.selectOptions(form().getByLabelText('How interested are you?'), '3');
    await user.type(form().getByLabelText('Feedback (optional)'), 'Loyalty cards please');
    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    const submitting = await form().findByRole('button', { name: 'Submitting' });
    expect(submitting).toBeDisabled();
    expect(submitting).toHaveAttribute('aria-busy', 'true');
    expect(api.callsTo('POST', '/api/waitlist')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555-0100',
      type: 'business',
      rating: 3,
      feedback: 'Loyalty cards please',
    });

    answer.resolve({ status: 201, body: { id: 1, message: 'Joined' } });
    expect(await screen.findByRole('heading', { name: 'Thank you for joining!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for joining our waitlist!');
    expect(screen.getByRole('status')).toHaveTextContent("We'll keep you updated on our progress.");
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('leaves blank feedback out and keeps the defaults', async () => {
    const { user, form, api } = renderWaitlist();

    await user.type(form().getByLabelText('Name'), 'Bo');
    await user.type(form().getByLabelText('Email'), 'bo@example.com');
    await user.type(form().getByLabelText('Phone'), '1');
    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/waitlist')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/waitlist')[0]?.body).toEqual({ name: 'Bo', email: 'bo@example.com', phone: '1', type: 'discounter', rating: 5 });
  });

  it('goes back to an empty form with "Submit Another Response"', async () => {
    const { user, form } = renderWaitlist();
    await user.type(form().getByLabelText('Name'), 'Bo');
    await user.type(form().getByLabelText('Email'), 'bo@example.com');
    await user.type(form().getByLabelText('Phone'), '1');
    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    await user.click(await screen.findByRole('button', { name: 'Submit Another Response' }));

    expect(form().getByLabelText('Name')).toHaveValue('');
    expect(form().getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  });

  it('keeps the form and its values and shows the destructive error toast when the server refuses', async () => {
    const { user, form } = renderWaitlist({ status: 409, body: { message: 'This email is already on the waitlist' } });
    await user.type(form().getByLabelText('Name'), 'Bo');
    await user.type(form().getByLabelText('Email'), 'bo@example.com');
    await user.type(form().getByLabelText('Phone'), '1');
    await user.click(form().getByRole('button', { name: 'Join the Waitlist' }));

    const title = await screen.findByText('There was a problem with your submission');
    expect(title.closest('[role="alert"]')).toHaveTextContent('This email is already on the waitlist');
    expect(form().getByLabelText('Name')).toHaveValue('Bo');
    expect(form().getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Thank you for joining!' })).not.toBeInTheDocument();
  });
});

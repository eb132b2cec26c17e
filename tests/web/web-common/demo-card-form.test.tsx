// The shared demo card form (customer-side sections 2 and 5; also the business subscription's):
// prefilled test card, "Required" / "Invalid input" messages, formatting while typing, busy state.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoCardInput } from '@marketplace/core/purchases/schemas/demo-card.schema';
import { DemoCardForm } from '@marketplace/web-common/components/payments/demo-card-form';
import { deferred } from '../api-mock.js';
import { renderWithApp } from '../render.js';

const LABELS = ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card'] as const;

function renderForm(onPay: (card: DemoCardInput) => Promise<unknown> = async () => undefined) {
  const paid: DemoCardInput[] = [];
  const rendered = renderWithApp(
    <DemoCardForm
      payLabel="Pay $15.00"
      onPay={(card) => {
        paid.push(card);
        return onPay(card);
      }}
    />,
  );
  return { ...rendered, paid, form: within(screen.getByRole('form', { name: 'Demo card payment' })) };
}

describe('demo card form', () => {
  it('starts with the test card and the default name "Demo User", and says no card is charged', () => {
    const { form } = renderForm();
    expect(form.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(form.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    expect(form.getByLabelText('CVC')).toHaveValue('123');
    expect(form.getByLabelText('Name on card')).toHaveValue('Demo User');
    expect(form.getByText(/no real card is charged/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });

  it('requires every field', async () => {
    const { user, form, paid } = renderForm();
    for (const label of LABELS) await user.clear(form.getByLabelText(label));

    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));

    for (const label of LABELS) {
      expect(await form.findByLabelText(label)).toHaveAccessibleDescription('Required');
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(paid).toHaveLength(0);
  });

  it('calls a short card number, a month 13 and a 2-digit CVC "Invalid input"', async () => {
    const { user, form, paid } = renderForm();
    await user.clear(form.getByLabelText('Card number'));
    await user.type(form.getByLabelText('Card number'), '42424242');
    await user.clear(form.getByLabelText('Expiry (MM/YY)'));
    await user.type(form.getByLabelText('Expiry (MM/YY)'), '1330');
    await user.clear(form.getByLabelText('CVC'));
    await user.type(form.getByLabelText('CVC'), '12');

    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));

    expect(await form.findByLabelText('Card number')).toHaveAccessibleDescription('Invalid input');
    expect(form.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('Invalid input');
    expect(form.getByLabelText('CVC')).toHaveAccessibleDescription('Invalid input');
    expect(form.getByLabelText('Name on card')).not.toHaveAccessibleDescription();
    expect(paid).toHaveLength(0);
  });

  it('treats a name of spaces as missing', async () => {
    const { user, form, paid } = renderForm();
    await user.clear(form.getByLabelText('Name on card'));
    await user.type(form.getByLabelText('Name on card'), '   ');
    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));
    expect(await form.findByLabelText('Name on card')).toHaveAccessibleDescription('Required');
    expect(paid).toHaveLength(0);
  });

  it('keeps card digits only, groups them in fours and stops at 19 characters', async () => {
    const { user, form } = renderForm();
    const cardNumber = form.getByLabelText('Card number');
    expect(cardNumber).toHaveAttribute('maxLength', '19');

    await user.clear(cardNumber);
    await user.type(cardNumber, '4242a4242-42');
    expect(cardNumber).toHaveValue('4242 4242 42');

    await user.clear(cardNumber);
    await user.type(cardNumber, '40000000000000020000');
    expect(cardNumber).toHaveValue('4000 0000 0000 0002');
  });

  it('writes the expiry as MM/YY with the slash inserted, at most 5 characters', async () => {
    const { user, form } = renderForm();
    const expiry = form.getByLabelText('Expiry (MM/YY)');
    expect(expiry).toHaveAttribute('maxLength', '5');

    await user.clear(expiry);
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '3');
    expect(expiry).toHaveValue('12/3');
    await user.type(expiry, '49');
    expect(expiry).toHaveValue('12/34');

    await user.clear(expiry);
    await user.type(expiry, '0a9/2x8');
    expect(expiry).toHaveValue('09/28');
  });

  it('keeps at most 3 CVC digits', async () => {
    const { user, form } = renderForm();
    const cvc = form.getByLabelText('CVC');
    expect(cvc).toHaveAttribute('maxLength', '3');
    await user.clear(cvc);
    await user.type(cvc, '9x87');
    expect(cvc).toHaveValue('987');
  });

  it('re-validates a field while typing once the form was submitted', async () => {
    const { user, form } = renderForm();
    await user.clear(form.getByLabelText('CVC'));
    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));
    expect(await form.findByLabelText('CVC')).toHaveAccessibleDescription('Required');

    await user.type(form.getByLabelText('CVC'), '321');
    await waitFor(() => expect(form.getByLabelText('CVC')).not.toHaveAccessibleDescription());
  });

  it('pays with the formatted card, shows "Processing…" until done, then offers the button again', async () => {
    const payment = deferred<void>();
    const { user, form, paid } = renderForm(() => payment.promise);
    await user.clear(form.getByLabelText('Card number'));
    await user.type(form.getByLabelText('Card number'), '5555555555554444');
    await user.clear(form.getByLabelText('Name on card'));
    await user.type(form.getByLabelText('Name on card'), 'Ada Lovelace');

    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));

    expect(paid).toEqual([{ cardNumber: '5555 5555 5555 4444', expiry: '12/34', cvc: '123', nameOnCard: 'Ada Lovelace' }]);
    expect(form.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    payment.resolve();
    expect(await form.findByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });

  it('offers the button again after a failed payment', async () => {
    const { user, form } = renderForm(() => Promise.reject(new Error('declined')));
    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));
    expect(await form.findByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });
});

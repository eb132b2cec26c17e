// The checkout's demo payment (customer-side sections 4, 7 and 8): the payment intent, the
// 2-second demo delay, the confirm call, the purchase record and each failure toast. The card
// form's own validation and formatting are in tests/web/web-common/demo-card-form.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { DemoCardForm } from '../../../apps/storefront/src/features/checkout/components/demo-card-form.js';
import type { Purchase } from '../../../apps/storefront/src/api/get-my-purchases.js';
import type { PaymentIntentResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { mockApi, type ApiRoutes } from '../api-mock.js';
import { aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

const REQUEST = { dealId: 12, customPrice: 10, customDiscount: 20, redemptions: 2 };
const INTENT: PaymentIntentResponse = { clientSecret: 'pi_demo_1_secret_abc', paymentIntentId: 'pi_demo_1', paymentMode: 'demo', amount: 15, price: 10, discountPercent: 20, redemptions: 2 };

function renderPayment(routes: ApiRoutes = {}) {
  const api = mockApi({
    'POST /api/create-payment-intent': { body: INTENT },
    'POST /api/demo-payments/confirm': { body: { paymentIntentId: 'pi_demo_1', status: 'succeeded' } },
    'POST /api/purchases': { status: 201, body: aPurchase({ redemptions: 2 }) },
    ...routes,
  });
  const purchased: Purchase[] = [];
  const rendered = renderWithApp(
    <DemoCardForm request={REQUEST} idempotencyKey="attempt-1" amountLabel="$15.00" onPurchased={(purchase) => purchased.push(purchase)} />,
    { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
  );
  const form = within(screen.getByRole('form', { name: 'Demo card payment' }));
  return { ...rendered, api, purchased, form };
}

/** Clicks Pay and waits for the payment intent to be requested. */
async function pay({ user, form, api }: ReturnType<typeof renderPayment>) {
  await user.click(form.getByRole('button', { name: 'Pay $15.00' }));
  await waitFor(() => expect(api.callsTo('POST', '/api/create-payment-intent')).toHaveLength(1));
}

describe('checkout demo payment', () => {
  beforeEach(() => {
    // Time moves on its own (so waitFor works) and can jump over the 2-second demo delay.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => toastStore.dismiss());

  it('starts the payment, waits 2 seconds, confirms the card and records the purchase', async () => {
    // Timestamps on the test clock, which runs with real time and jumps with advanceTimers.
    const at: Record<string, number> = {};
    const rendered = renderPayment({
      'POST /api/create-payment-intent': () => {
        at['intent'] = Date.now();
        return { body: INTENT };
      },
      'POST /api/demo-payments/confirm': () => {
        at['confirm'] = Date.now();
        return { body: { paymentIntentId: 'pi_demo_1', status: 'succeeded' } };
      },
    });
    const { form, api, purchased } = rendered;

    await pay(rendered);

    const intentCall = api.callsTo('POST', '/api/create-payment-intent')[0];
    expect(intentCall?.body).toEqual(REQUEST);
    expect(intentCall?.headers.get('Idempotency-Key')).toBe('attempt-1');
    expect(form.getByRole('button', { name: 'Processing…' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(purchased).toHaveLength(1));
    expect((at['confirm'] ?? 0) - (at['intent'] ?? 0)).toBeGreaterThanOrEqual(2000);
    expect(api.callsTo('POST', '/api/demo-payments/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_demo_1_secret_abc',
      card: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', nameOnCard: 'Demo User' },
    });
    expect(api.callsTo('POST', '/api/purchases')[0]?.body).toEqual({
      dealId: 12,
      price: 10,
      discountPercent: 20,
      redemptions: 2,
      stripePaymentIntentId: 'pi_demo_1',
    });
    expect(purchased[0]).toMatchObject({ id: 42, textCode: 'ABCD-2345' });
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Your payment was processed successfully.')).toBeInTheDocument();
  });

  it('does not submit an invalid card', async () => {
    const { user, form, api } = renderPayment();
    await user.clear(form.getByLabelText('CVC'));
    await user.click(form.getByRole('button', { name: 'Pay $15.00' }));
    expect(await form.findByLabelText('CVC')).toHaveAccessibleDescription('Required');
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Payment failed" with the provider message for a declined card and lets the customer retry', async () => {
    const rendered = renderPayment({ 'POST /api/demo-payments/confirm': { status: 402, body: { message: 'Your card was declined.' } } });
    await pay(rendered);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const title = await screen.findByText('Payment failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Your card was declined.');
    expect(rendered.api.callsTo('POST', '/api/purchases')).toHaveLength(0);
    expect(rendered.purchased).toHaveLength(0);
    expect(await rendered.form.findByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });

  it('says "An error occurred during payment" when the payment does not succeed without a message', async () => {
    const rendered = renderPayment({ 'POST /api/demo-payments/confirm': { body: { paymentIntentId: 'pi_demo_1', status: 'requires_payment_method' } } });
    await pay(rendered);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const title = await screen.findByText('Payment failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('An error occurred during payment');
    expect(rendered.api.callsTo('POST', '/api/purchases')).toHaveLength(0);
  });

  it('shows "Payment initialization failed" with the fixed text when the intent cannot start', async () => {
    const rendered = renderPayment({ 'POST /api/create-payment-intent': { status: 500 } });
    await pay(rendered);

    const title = await screen.findByText('Payment initialization failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Could not initialize payment. Please try again.');
    expect(rendered.api.callsTo('POST', '/api/demo-payments/confirm')).toHaveLength(0);
    expect(await rendered.form.findByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  });

  it('shows "Error creating purchase record" when the purchase cannot be recorded', async () => {
    const rendered = renderPayment({ 'POST /api/purchases': { status: 409, body: { message: 'Already purchased' } } });
    await pay(rendered);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    const title = await screen.findByText('Error creating purchase record');
    expect(title.closest('[role="alert"]')).toHaveTextContent('Already purchased');
    expect(rendered.purchased).toHaveLength(0);
  });
});

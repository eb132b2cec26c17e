// "This is a gift" at checkout (issue 21, point 5): the payment waits for valid gift details (core's
// schema), then the paid checkout is recorded through POST /api/gifts with the recipient, the
// message, the send date and the browser's time zone, and the page says the gift is on its way.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse } from '@marketplace/core/purchases/schemas/purchase.response';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { CheckoutPage } from '../../../apps/storefront/src/app/routes/checkout.js';
import { DEMO_CONFIG, mockApi } from '../api-mock.js';
import { aCustomer, aFixedDeal, withLocations } from '../mothers.js';
import { renderWithApp } from '../render.js';

const DEAL = aFixedDeal({ id: 12 });
const INTENT: PaymentIntentResponse = { clientSecret: 'pi_demo_1_secret_abc', paymentIntentId: 'pi_demo_1', paymentMode: 'demo', amount: 10, price: 10, discountPercent: 20, redemptions: 1 };
const SENT_GIFT = {
  id: 7,
  purchaseId: 41,
  state: 'sent' as const,
  recipientName: 'Ana',
  recipientEmail: 'ana@example.com',
  message: 'Enjoy!',
  sendOn: '2026-01-05',
  sentAt: '2026-01-05T10:00:00.000Z',
  claimedAt: null,
  label: 'Gift for Ana · not claimed yet',
  deal: null,
  business: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderCheckout() {
  const api = mockApi({
    'GET /api/user': { body: aCustomer() },
    'GET /api/deals/12': { body: withLocations(DEAL) },
    'GET /api/config': DEMO_CONFIG,
    'GET /api/user/purchases': { body: [] },
    'POST /api/create-payment-intent': { body: INTENT },
    'POST /api/demo-payments/confirm': { body: { paymentIntentId: 'pi_demo_1', status: 'succeeded' } },
    'POST /api/gifts': { status: 201, body: SENT_GIFT },
  });
  return { api, ...renderWithApp(<CheckoutPage />, { path: '/checkout/12', route: '/checkout/:id', advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

describe('checkout as a gift', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    toastStore.dismiss();
    vi.useRealTimers();
  });

  it('asks for the recipient before paying, then records the gift and says it is on its way', async () => {
    const { api, user } = renderCheckout();
    await user.click(await screen.findByLabelText('This is a gift'));
    expect(screen.getByRole('heading', { name: 'Who is the gift for?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Recipient's email"), 'not-an-email');
    await user.click(screen.getByLabelText("Recipient's name"));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Recipient's email"));
    await user.type(screen.getByLabelText("Recipient's email"), 'ana@example.com');
    await user.type(screen.getByLabelText("Recipient's name"), 'Ana');
    await user.type(screen.getByLabelText(/^Message/), 'Enjoy!');

    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(api.callsTo('POST', '/api/gifts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/purchases')).toHaveLength(0);
    const body = api.callsTo('POST', '/api/gifts')[0]?.body as { gift: Record<string, string>; stripePaymentIntentId: string };
    expect(body.stripePaymentIntentId).toBe('pi_demo_1');
    expect(body.gift).toMatchObject({ recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'Enjoy!', timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(body.gift['sendOn']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way to Ana' })).toBeInTheDocument();
    expect(screen.getByText('Gift for Ana · not claimed yet')).toBeInTheDocument();
  });

  it('pays as an ordinary purchase while the box is not ticked', async () => {
    renderCheckout();
    expect(await screen.findByRole('button', { name: /^Pay \$/ })).toBeInTheDocument();
    expect(screen.queryByLabelText("Recipient's name")).not.toBeInTheDocument();
  });
});

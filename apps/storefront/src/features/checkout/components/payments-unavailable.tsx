import { StatePanel } from '@marketplace/web-common/components/layout/page';

/**
 * Checkout's payment card when the server has no payment provider (GET /api/config's paymentMode
 * 'none'): the server would refuse any payment, so no card form invites the customer to type a card.
 */
export function PaymentsUnavailable() {
  return (
    <StatePanel
      icon="🔒"
      title="Payments are not available"
      text="This marketplace is not taking card payments right now, so this deal cannot be bought yet. Please check back soon."
    />
  );
}

// My Deals asks for a review once a purchase was used (DESIGN.md 10.7): the prompt, the stars and
// text form on core's schema and messages, the saved review with Edit, and the marketplace's hiding.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STARS_MESSAGE } from '@marketplace/core/reviews/schemas/review.schema';
import type { MyReviewResponse } from '@marketplace/core/reviews/schemas/review.response';
import { toastStore } from '@marketplace/web-common/toast/toast-store';
import { useMyPurchases } from '../../../apps/storefront/src/api/get-my-purchases.js';
import { MyDeals } from '../../../apps/storefront/src/features/profile/components/my-deals.js';
import { mockApi, type RouteTo } from '../api-mock.js';
import { aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

function MyDealsTab() {
  return <MyDeals purchases={useMyPurchases(true)} />;
}

const DEAL = { id: 13, title: 'Yoga class', category: 'Fitness', imageUrl: null, endDate: '2099-01-01T00:00:00.000Z', businessId: 3, freeItem: null };
const USED = aPurchase({ id: 2, displayId: '000002', textCode: 'USED-2222', displayStatus: 'Redeemed', redeemed: true, usesLeft: 0, redemptionsUsed: 1, deal: DEAL });
const UNUSED = aPurchase({ id: 3, displayId: '000003', textCode: 'NEWX-3333', redemptionsUsed: 0, deal: { ...DEAL, id: 14, title: 'Haircut' } });

function aMyReview(overrides: Partial<MyReviewResponse> = {}): MyReviewResponse {
  return {
    id: 40,
    author: 'sam',
    rating: 4,
    text: 'Calm studio and a great teacher.',
    createdAt: '2025-03-05T10:00:00.000Z',
    editedAt: null,
    reply: null,
    purchaseId: 2,
    businessId: 3,
    businessName: USED.business?.name ?? 'Corner Café',
    editableUntil: '2099-04-04T10:00:00.000Z',
    canEdit: true,
    hiddenReason: null,
    ...overrides,
  };
}

function renderTab(reviews: RouteTo<'GET /api/user/reviews'>, write: RouteTo<'POST /api/purchases/2/review'> = { body: aMyReview() }) {
  const api = mockApi({ 'GET /api/user/purchases': { body: [USED, UNUSED] }, 'GET /api/user/reviews': reviews, 'POST /api/purchases/2/review': write, 'PATCH /api/user/reviews/40': { body: aMyReview({ rating: 2 }) } });
  renderWithApp(<MyDealsTab />);
  return api;
}

async function item(title: string) {
  await screen.findByRole('heading', { name: title });
  return within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);
}

describe('the review of a used purchase in My Deals', () => {
  afterEach(() => toastStore.dismiss());

  it('asks "How was <business>?" only once a use was redeemed, and posts stars and text after core\'s checks', async () => {
    const api = renderTab({ body: [] });
    const used = await item('Yoga class');
    expect((await item('Haircut')).queryByText(/How was/)).not.toBeInTheDocument();
    await waitFor(() => expect(used.getByText(`How was ${USED.business?.name}?`)).toBeInTheDocument());

    fireEvent.click(used.getByRole('button', { name: 'Write a review' }));
    fireEvent.click(used.getByRole('button', { name: 'Save review' }));
    expect(await used.findByText(STARS_MESSAGE)).toBeInTheDocument();
    expect(used.getByText('Review must be at least 10 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/purchases/2/review')).toHaveLength(0);

    fireEvent.click(used.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(used.getByLabelText('Your review'), { target: { value: '  Calm studio and a great teacher.  ' } });
    fireEvent.click(used.getByRole('button', { name: 'Save review' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/purchases/2/review')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/purchases/2/review')[0]?.body).toEqual({ rating: 4, text: 'Calm studio and a great teacher.' });
  });

  it('shows the written review with Edit while the 30 days last, and none after', async () => {
    renderTab({ body: [aMyReview()] });
    const used = await item('Yoga class');
    expect(await used.findByText('Calm studio and a great teacher.')).toBeInTheDocument();
    fireEvent.click(used.getByRole('button', { name: 'Edit' }));
    expect(used.getByLabelText('Your review')).toHaveValue('Calm studio and a great teacher.');
    expect(used.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('tells the author the marketplace hid it, with the reason, and offers no Edit after the window', async () => {
    renderTab({ body: [aMyReview({ hiddenReason: 'Personal details', canEdit: false })] });
    const used = await item('Yoga class');
    expect(await used.findByText('Hidden by the marketplace: Personal details')).toBeInTheDocument();
    expect(used.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

// The deal card of home and /deals (customer-side sections 2 and 9).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealCard } from '../../../apps/storefront/src/features/deals/components/deal-card.js';
import { DealCards } from '../../../apps/storefront/src/features/deals/components/deal-grid.js';
import type { Deal } from '@marketplace/web-common/api/deal';
import { aFixedDeal, aSliderDeal } from '../mothers.js';
import { renderWithApp } from '../render.js';

function renderCard(deal: Deal) {
  renderWithApp(<DealCard deal={deal} />);
  return within(screen.getByRole('article', { name: deal.title }));
}

describe('deal card', () => {
  it('shows the category, "New" without reviews, the business with its city, the title and the description', () => {
    const card = renderCard(aFixedDeal());
    expect(card.getByText('Restaurant')).toBeInTheDocument();
    expect(card.getByTestId('deal-rating')).toHaveTextContent('New');
    expect(card.getByLabelText('New: no reviews yet')).toBeInTheDocument();
    expect(card.getByText('Corner Café · Austin, TX')).toBeInTheDocument();
    expect(card.getByRole('heading', { name: 'Dinner for two' })).toBeInTheDocument();
    expect(card.getByText('Two courses and a drink each at our riverside bistro.')).toBeInTheDocument();
  });

  it("shows the business's real average to one decimal and its count of reviews", () => {
    const card = renderCard(aFixedDeal({ rating: { average: 4.6, count: 12 } }));
    expect(card.getByTestId('deal-rating')).toHaveTextContent('4.6 (12 reviews)');
    expect(card.getByLabelText('Rated 4.6 out of 5, 12 reviews')).toBeInTheDocument();
    expect(renderCard(aFixedDeal({ id: 13, title: 'Lunch for one', rating: { average: 5, count: 1 } })).getByTestId('deal-rating')).toHaveTextContent('5.0 (1 review)');
  });

  it('falls back to the "Business Location" label when the business has no place', () => {
    const card = renderCard(aFixedDeal({ business: { id: 3, name: 'Corner Café', city: null, state: null, zip: null } }));
    expect(card.getByText('Corner Café · Business Location')).toBeInTheDocument();
  });

  it('shows a fixed deal as its discount for its price', () => {
    const card = renderCard(aFixedDeal({ price: 10, discountPercent: 20 }));
    expect(card.getByText('20% off')).toBeInTheDocument();
    expect(card.getByText('for', { exact: false, selector: 'span' })).toHaveTextContent('for $10.00');
  });

  it('shows a free-item deal as "Free: <item>" for its price, without discount tiers', () => {
    const card = renderCard(aFixedDeal({ price: 6, discountPercent: 0, freeItem: 'Free coffee with any pastry' }));
    expect(card.getByText('Free: Free coffee with any pastry')).toBeInTheDocument();
    expect(card.getByText('for', { exact: false, selector: 'span' })).toHaveTextContent('for $6.00');
    expect(card.queryByText('0% off')).not.toBeInTheDocument();
    expect(card.queryByTestId('tier-panel')).not.toBeInTheDocument();
    // No tier count and no "Choose Discount Tier": there is nothing to choose.
    expect(card.queryByTestId('tier-count')).not.toBeInTheDocument();
    expect(card.queryByText(/purchase tiers?$/)).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View Deal' })).toHaveAttribute('href', expect.stringMatching(/^\/deals\/\d+$/));
    expect(card.queryByRole('link', { name: 'Choose Discount Tier' })).not.toBeInTheDocument();
  });

  it('shows a slider deal as its best discount from its lowest price', () => {
    const card = renderCard(aSliderDeal());
    expect(card.getByText('Up to 35% off')).toBeInTheDocument();
    expect(card.getByText('from', { exact: false, selector: 'span' })).toHaveTextContent('from $5.00');
  });

  it("samples a slider deal's own tiers: the cheapest and the best of its six $5 steps", () => {
    const card = renderCard(aSliderDeal());
    const panel = within(card.getByTestId('tier-panel'));
    expect(panel.getByRole('heading', { name: '$5–$30 Tier Options' })).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['10% Basic Discount$5.00', '35% Premium Discount$30.00']);
    expect(panel.getByText('More tiers on details page')).toBeInTheDocument();
    expect(card.getByTestId('tier-count')).toHaveTextContent('6 purchase tiers');
  });

  it('shows the one tier of a fixed deal', () => {
    const card = renderCard(aFixedDeal({ price: 10, discountPercent: 20 }));
    const panel = within(card.getByTestId('tier-panel'));
    expect(panel.getByRole('heading', { name: '$10 Tier Option' })).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['20% Discount$10.00']);
    expect(panel.queryByText('More tiers on details page')).not.toBeInTheDocument();
    expect(card.getByTestId('tier-count')).toHaveTextContent('1 purchase tier');
  });

  it('falls back to the sample $75–$125 tiers and "5 purchase tiers" for a deal without usable pricing', () => {
    const card = renderCard(aFixedDeal({ price: 0 }));
    const panel = within(card.getByTestId('tier-panel'));
    expect(panel.getByRole('heading', { name: '$75–$125 Tier Options' })).toBeInTheDocument();
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['15% Basic Discount$8.00', '20% Premium Discount$14.00']);
    expect(panel.getByText('More tiers on details page')).toBeInTheDocument();
    expect(card.getByTestId('tier-count')).toHaveTextContent('5 purchase tiers');
  });

  it('shows the end date as MMM d, yyyy and the per-visit note', () => {
    const card = renderCard(aFixedDeal({ endDate: '2025-03-05T00:00:00.000Z' }));
    expect(card.getByText('Valid until: Mar 5, 2025')).toBeInTheDocument();
    expect(card.getByText('To be used on a per-visit and specified use basis only.')).toBeInTheDocument();
  });

  it('links "Choose Discount Tier" to the deal page', () => {
    const card = renderCard(aFixedDeal({ id: 31 }));
    expect(card.getByRole('link', { name: 'Choose Discount Tier' })).toHaveAttribute('href', '/deals/31');
  });

  it('shows the "Featured" ribbon only for featured deals', () => {
    expect(renderCard(aFixedDeal({ featured: true })).getByText('Featured')).toBeInTheDocument();
  });

  it.each([
    { name: 'a slider deal above id 104', deal: aSliderDeal({ id: 105 }), ribbon: true },
    { name: 'a slider deal with id 104', deal: aSliderDeal({ id: 104 }), ribbon: false },
    { name: 'a fixed deal above id 104', deal: aFixedDeal({ id: 200 }), ribbon: false },
  ])('shows the "Cash to Discount" ribbon for $name: $ribbon', ({ deal, ribbon }) => {
    const card = renderCard(deal);
    expect(card.queryByText('Cash to Discount')).toEqual(ribbon ? expect.anything() : null);
    expect(card.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('shows the picture with its widths, lazily, in a fixed box, and "No image available" without one or when it fails to load', () => {
    const id = 'ab'.repeat(16);
    const srcSet = `/media/${id}-400.webp 400w, /media/${id}-800.webp 800w, /media/${id}-1200.webp 1200w`;
    const card = renderCard(aFixedDeal({ imageUrl: `/media/${id}-1200.webp`, image: { src: `/media/${id}-800.webp`, srcSet } }));
    const image = card.getByRole('img', { name: 'Dinner for two' });
    expect(image).toHaveAttribute('src', `/media/${id}-800.webp`);
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image.getAttribute('sizes')).toMatch(/^\(min-width: 1280px\) 25vw, .*100vw$/);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '500']);
    expect(card.queryByText('No image available')).not.toBeInTheDocument();

    fireEvent.error(image);
    expect(card.getByText('No image available')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: 'Dinner for two' })).not.toBeInTheDocument();
  });

  it('loads the first row of a grid at once and every later card lazily', () => {
    const deals = Array.from({ length: 7 }, (_, index) => aFixedDeal({ id: index + 1, title: `Deal ${index + 1}`, image: { src: `/media/${'ab'.repeat(16)}-800.webp`, srcSet: null } }));
    renderWithApp(<DealCards deals={deals} />);
    const loading = deals.map((deal) => within(screen.getByRole('article', { name: deal.title })).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });
});

// The stars beside a business's rating: filled to the nearest half star, never rounded up to a whole one.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary, starFillPercent, Stars } from '@marketplace/web-common/components/deal/rating';
import { renderWithApp } from '../render.js';

describe('stars', () => {
  it('fills the five stars to the nearest half star', () => {
    expect([0, 1, 2.2, 3.0, 4.2, 4.3, 4.5, 4.74, 4.75, 5, 7, -1].map(starFillPercent)).toEqual([0, 20, 40, 60, 80, 90, 90, 90, 100, 100, 100, 0]);
  });

  it('lays the filled stars over the empty ones at that width, hidden from screen readers', () => {
    renderWithApp(<Stars value={4.5} />);
    const track = document.querySelector('[data-fill]') as HTMLElement;
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect(track).toHaveAttribute('data-fill', '90');
    expect(track.firstElementChild).toHaveStyle({ width: '90%' });
    expect(track.textContent).toBe('☆☆☆☆☆★★★★★');
  });

  it('says the rating in words on the deal page, stars and all', () => {
    renderWithApp(<RatingSummary rating={{ average: 4.5, count: 2 }} stars />);
    expect(screen.getByLabelText('Rated 4.5 out of 5, 2 reviews')).toHaveTextContent('4.5 (2 reviews)');
    expect(screen.getByTestId('deal-rating').querySelector('[data-fill]')).toHaveAttribute('data-fill', '90');
  });

  it('shows "New" without a star when there is no review', () => {
    renderWithApp(<RatingSummary rating={null} />);
    expect(screen.getByTestId('deal-rating')).toHaveTextContent(/^\s*New$/);
  });
});

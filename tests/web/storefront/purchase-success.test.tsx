// The purchase success view (customer-side sections 2 and 9): codes, padded purchase id, the
// redemptions line, the links, and the confetti (6 s, 150 pieces) with its toggle.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseSuccess } from '../../../apps/storefront/src/features/checkout/components/purchase-success.js';
import type { Purchase } from '../../../apps/storefront/src/api/get-my-purchases.js';
import { aPurchase } from '../mothers.js';
import { renderWithApp } from '../render.js';

/** A 2D context that only counts the confetti pieces drawn (jsdom has no canvas). */
function fakeCanvasContext() {
  const drawn = { pieces: 0 };
  const context = {
    clearRect: () => undefined,
    save: () => undefined,
    restore: () => undefined,
    translate: () => undefined,
    rotate: () => undefined,
    fillRect: () => {
      drawn.pieces += 1;
    },
    globalAlpha: 1,
    fillStyle: '',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return drawn;
}

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function renderSuccess(purchase: Purchase = aPurchase()) {
  const rendered = renderWithApp(<PurchaseSuccess purchase={purchase} />);
  await screen.findByRole('img', { name: /QR code/ });
  return rendered;
}

const confetti = () => screen.queryByTestId('confetti');

describe('purchase success', () => {
  it('shows the heading, the QR code, the text code and the padded purchase id', async () => {
    fakeCanvasContext();
    await renderSuccess(aPurchase({ id: 42, displayId: '000042', textCode: 'ABCD-2345' }));
    expect(screen.getByRole('heading', { name: 'Purchase Successful!' })).toBeInTheDocument();
    expect(screen.getByTestId('qr-code').querySelector('svg')).not.toBeNull();
    expect(screen.getByText('TEXT CODE')).toBeInTheDocument();
    expect(screen.getByTestId('text-code')).toHaveTextContent('ABCD-2345');
    expect(screen.getByTestId('receipt-note')).toHaveTextContent('A receipt with these codes is on its way to your email.');
    expect(screen.getByTestId('purchase-id')).toHaveTextContent('000042');
    // It lands on the purchases themselves: on a phone they sit two screens below the top of /profile.
    expect(screen.getByRole('link', { name: 'View My Deals' })).toHaveAttribute('href', '/profile#purchases');
  });

  it.each(['ABCDE-23456', 'ABCD-2345'])('shows the stored text code %s exactly as stored', async (textCode) => {
    fakeCanvasContext();
    await renderSuccess(aPurchase({ textCode }));
    expect(screen.getByTestId('text-code').textContent).toBe(textCode);
  });

  it('pads the id itself when the answer has no display id', async () => {
    fakeCanvasContext();
    await renderSuccess(aPurchase({ id: 7, displayId: '' }));
    expect(screen.getByTestId('purchase-id')).toHaveTextContent('000007');
  });

  it('says how many times the code can be redeemed only when above 1', async () => {
    fakeCanvasContext();
    const { unmount } = await renderSuccess(aPurchase({ redemptions: 1 }));
    expect(screen.queryByText(/Can be redeemed/)).not.toBeInTheDocument();
    unmount();

    await renderSuccess(aPurchase({ redemptions: 3, usesLeft: 3 }));
    expect(screen.getByText('Can be redeemed 3 times')).toBeInTheDocument();
    expect(screen.getByTestId('success-uses')).toHaveTextContent('3 of 3 uses left');
  });

  it('celebrates with 150 confetti pieces for 6 seconds', async () => {
    // Animation frames and the clock only move when the test says so.
    vi.useFakeTimers();
    const drawn = fakeCanvasContext();
    renderWithApp(<PurchaseSuccess purchase={aPurchase()} />);
    expect(confetti()).toBeInTheDocument();
    expect(confetti()).toHaveAttribute('aria-hidden', 'true');

    await act(() => vi.advanceTimersByTimeAsync(16));
    expect(drawn.pieces).toBe(150);

    await act(() => vi.advanceTimersByTimeAsync(5900));
    expect(confetti()).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(confetti()).not.toBeInTheDocument();
  });

  it('turns the confetti off and on again with the toggle', async () => {
    fakeCanvasContext();
    const { user } = await renderSuccess();
    const toggle = screen.getByRole('button', { name: 'Turn off confetti' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(confetti()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on confetti' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Turn on confetti' }));
    expect(confetti()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off confetti' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stays still for visitors who ask for reduced motion, until they turn confetti on', async () => {
    fakeCanvasContext();
    prefersReducedMotion(true);
    const { user } = await renderSuccess();
    expect(confetti()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on confetti' }));
    expect(confetti()).toBeInTheDocument();
  });
});

// The live QR (DESIGN.md 10.6) on a fake clock: the payload of the device clock's step, a new one
// when the step changes, a ring that runs down the step, and a ticking count instead of the ring
// under reduced motion.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { livePassPayload, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { LivePassQr } from '../../../apps/storefront/src/components/live-pass-qr.js';
import { renderWithApp } from '../render.js';

const TOKEN = 'qr-token-abcdefghijklmnopqrstuv';
const SECRET = 'pass-secret-of-this-purchase-aaaaaaaaaaaaaa';
/** Half a second into a step. */
const START = new Date('2025-03-05T12:00:00.500Z');

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const qr = () => screen.getByTestId('live-qr');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the live QR', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the payload of the current step, a new one 30 seconds on, and a ring that moves meanwhile', () => {
    prefersReducedMotion(false);
    vi.useFakeTimers({ now: START });
    renderWithApp(<LivePassQr token={TOKEN} secret={SECRET} label="QR code for redemption code ABCDE-23456" />);
    expect(screen.getByRole('img', { name: 'QR code for redemption code ABCDE-23456' })).toBeInTheDocument();
    const step = timeStep(START);
    expect(qr()).toHaveAttribute('data-payload', livePassPayload(TOKEN, SECRET, step));
    expect(screen.getByTestId('live-qr-countdown')).toHaveTextContent('New code in 30 s');
    const ring = () => screen.getByTestId('live-qr-ring').getAttribute('data-offset');
    const full = ring();

    advance(5_000);
    expect(screen.getByTestId('live-qr-countdown')).toHaveTextContent('New code in 25 s');
    expect(ring()).not.toBe(full);
    expect(qr()).toHaveAttribute('data-payload', livePassPayload(TOKEN, SECRET, step));

    advance(25_000);
    expect(qr()).toHaveAttribute('data-payload', livePassPayload(TOKEN, SECRET, step + 1));
    expect(screen.getByTestId('live-qr-countdown')).toHaveTextContent('New code in 30 s');
  });

  it('counts the seconds without a ring when reduced motion is asked for', () => {
    prefersReducedMotion(true);
    vi.useFakeTimers({ now: START });
    renderWithApp(<LivePassQr token={TOKEN} secret={SECRET} label="QR code" />);
    expect(screen.queryByTestId('live-qr-ring')).not.toBeInTheDocument();
    advance(1_000);
    expect(screen.getByTestId('live-qr-countdown')).toHaveTextContent('New code in 29 s');
  });
});

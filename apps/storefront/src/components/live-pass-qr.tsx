import { useEffect, useMemo, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { LIVE_PASS_STEP_SECONDS, livePassPayload, msUntilNextStep, timeStep } from '@marketplace/core/purchases/domain/live-pass';
import { VisuallyHidden } from '@marketplace/web-common/components/ui/visually-hidden';
import { space } from '@marketplace/web-common/theme';

/** The device's clock, read again at every whole second (so the QR changes the moment a step begins). */
function useSecondClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = new Date();
      setNow(current);
      timer = setTimeout(tick, 1000 - (current.getTime() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = () => setReduced(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return reduced;
}

/** The QR with the timer at its side, so the screen grows no taller than the fixed QR's was. */
const Wrap = styled.div`
  align-self: center;
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const QrFrame = styled.div<{ $dimmed: boolean }>`
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.35 : 1)};
  & svg { display: block; width: var(--live-qr-size); height: auto; }
`;

/** The seconds left, inside the ring that runs down the step. */
const Timer = styled.div`
  position: relative;
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-variant-numeric: tabular-nums;
  & svg { position: absolute; inset: 0; }
`;

const RING_RADIUS = 21;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

const RingCircle = styled.circle`
  transition: stroke-dashoffset 1s linear;
`;

/** What is left of the step, drawn as an arc that shrinks second by second (smoothly between them). */
function ProgressRing({ secondsLeft }: { secondsLeft: number }) {
  // Drawn one second ahead, so the 1 s transition ends where the next tick begins: the arc never stops.
  const fraction = Math.max(0, (secondsLeft - 1) / LIVE_PASS_STEP_SECONDS);
  const offset = (RING_LENGTH * (1 - fraction)).toFixed(2);
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" data-testid="live-qr-ring" data-offset={offset}>
      <circle cx="24" cy="24" r={RING_RADIUS} fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="4" />
      <RingCircle
        cx="24"
        cy="24"
        r={RING_RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray={RING_LENGTH.toFixed(2)}
        strokeDashoffset={offset}
        transform="rotate(-90 24 24)"
      />
    </svg>
  );
}

/**
 * The screenshot-proof QR (DESIGN.md 10.6): the live payload of the purchase's token and secret for
 * the device clock's 30-second step, drawn again as each step begins, with a ring that runs down
 * the step so a person can tell a live screen from a picture (a ticking count of seconds instead,
 * when the device asks for reduced motion). Computed on the device: it keeps rotating offline.
 */
export function LivePassQr({ token, secret, label, size = 320, dimmed = false }: { token: string; secret: string; label: string; size?: number; dimmed?: boolean }) {
  const now = useSecondClock();
  const reducedMotion = usePrefersReducedMotion();
  const step = timeStep(now);
  const payload = useMemo(() => livePassPayload(token, secret, step), [token, secret, step]);
  const secondsLeft = Math.ceil(msUntilNextStep(now) / 1000);
  return (
    <Wrap data-testid="live-qr" data-payload={payload} data-step={step}>
      <QrFrame $dimmed={dimmed} style={{ ['--live-qr-size' as string]: `min(64vw, 40vh, ${size}px)` }}>
        <QRCodeSVG value={payload} size={size} level="M" marginSize={2} role="img" aria-label={label} />
      </QrFrame>
      <Timer>
        {reducedMotion ? null : <ProgressRing key={step} secondsLeft={secondsLeft} />}
        <span data-testid="live-qr-countdown">
          <VisuallyHidden>New code in </VisuallyHidden>
          {secondsLeft} s
        </span>
      </Timer>
    </Wrap>
  );
}

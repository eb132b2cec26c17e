import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LIVE_PASS_STEP_SECONDS,
  livePassPayload,
  msUntilNextStep,
  parseLivePass,
  timeStep,
  verifyLivePass,
} from '@marketplace/core/purchases/domain/live-pass';

const TOKEN = 'qr-token-abcdefghijklmnopqrstuv';
const SECRET = 'c2VjcmV0LW9mLXRoaXMtcHVyY2hhc2UtMzItYnl0ZXM';
/** 2025-03-05T12:00:00Z is exactly on a step boundary (1741176000 / 30). */
const NOW = new Date('2025-03-05T12:00:00Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

function check(payload: string, secret: string, now: Date) {
  const parsed = parseLivePass(payload);
  if (!parsed) throw new Error(`not a live payload: ${payload}`);
  return verifyLivePass(parsed, secret, now);
}

describe('time steps', () => {
  it('counts whole 30-second periods since the epoch', () => {
    expect(LIVE_PASS_STEP_SECONDS).toBe(30);
    expect(timeStep(NOW)).toBe(1741176000 / 30);
    expect(timeStep(at(29.999))).toBe(timeStep(NOW));
    expect(timeStep(at(30))).toBe(timeStep(NOW) + 1);
    expect(timeStep(at(-0.001))).toBe(timeStep(NOW) - 1);
  });

  it('says how long the current step has left', () => {
    expect(msUntilNextStep(NOW)).toBe(30_000);
    expect(msUntilNextStep(at(1))).toBe(29_000);
    expect(msUntilNextStep(at(29.5))).toBe(500);
  });
});

describe('the payload', () => {
  it('is LP1.<token>.<step>.<22 base64url characters of HMAC-SHA256(secret, token.step) cut to 16 bytes>', () => {
    const step = timeStep(NOW);
    const payload = livePassPayload(TOKEN, SECRET, step);
    const expected = createHmac('sha256', SECRET).update(`${TOKEN}.${step}`).digest().subarray(0, 16).toString('base64url');
    expect(payload).toBe(`LP1.${TOKEN}.${step}.${expected}`);
    expect(parseLivePass(payload)).toEqual({ token: TOKEN, step, mac: expected });
  });

  it('changes with the step and with the secret, and not otherwise', () => {
    const step = timeStep(NOW);
    expect(livePassPayload(TOKEN, SECRET, step)).toBe(livePassPayload(TOKEN, SECRET, step));
    expect(livePassPayload(TOKEN, SECRET, step + 1)).not.toBe(livePassPayload(TOKEN, SECRET, step));
    expect(livePassPayload(TOKEN, `${SECRET}x`, step)).not.toBe(livePassPayload(TOKEN, SECRET, step));
  });

  it('is not read from text codes, bare tokens or noise', () => {
    const step = timeStep(NOW);
    for (const raw of ['ABCDE-FGHJK', TOKEN, '', 'LP1', `LP2.${TOKEN}.${step}.${'A'.repeat(22)}`, `LP1.${TOKEN}.${step}.${'A'.repeat(21)}`, `LP1.short.${step}.${'A'.repeat(22)}`, `LP1.${TOKEN}.-5.${'A'.repeat(22)}`]) {
      expect(parseLivePass(raw)).toBeNull();
    }
    expect(parseLivePass(` ${livePassPayload(TOKEN, SECRET, step)}\n`)).not.toBeNull();
  });
});

describe('checking a payload', () => {
  const payloadAt = (seconds: number) => livePassPayload(TOKEN, SECRET, timeStep(at(seconds)));

  it('accepts the current step and one either side', () => {
    expect(check(payloadAt(0), SECRET, NOW)).toBe('valid');
    expect(check(payloadAt(-30), SECRET, NOW)).toBe('valid');
    expect(check(payloadAt(30), SECRET, NOW)).toBe('valid');
    expect(check(payloadAt(0), SECRET, at(59))).toBe('valid');
  });

  it('calls an older or a later one expired: a picture taken 90 seconds earlier no longer works', () => {
    expect(check(payloadAt(-60), SECRET, NOW)).toBe('expired');
    expect(check(payloadAt(-90), SECRET, NOW)).toBe('expired');
    expect(check(payloadAt(0), SECRET, at(60))).toBe('expired');
    expect(check(payloadAt(60), SECRET, NOW)).toBe('expired');
  });

  it('calls a payload under another secret, or with a changed token, step or MAC, forged', () => {
    const step = timeStep(NOW);
    expect(check(livePassPayload(TOKEN, 'another-purchase-secret-aaaaaaaaaaaaaaaaaa', step), SECRET, NOW)).toBe('forged');
    const real = parseLivePass(payloadAt(0))!;
    const flipped = real.mac.startsWith('A') ? `B${real.mac.slice(1)}` : `A${real.mac.slice(1)}`;
    expect(verifyLivePass({ ...real, mac: flipped }, SECRET, NOW)).toBe('forged');
    expect(verifyLivePass({ ...real, step: step - 1 }, SECRET, NOW)).toBe('forged');
    expect(verifyLivePass({ ...real, token: `${TOKEN}x` }, SECRET, NOW)).toBe('forged');
    expect(verifyLivePass({ ...real, mac: real.mac.slice(0, 21) }, SECRET, NOW)).toBe('forged');
    // An old step under the wrong secret is forged, not expired: only the owner's secret says "expired".
    expect(check(livePassPayload(TOKEN, 'another-purchase-secret-aaaaaaaaaaaaaaaaaa', step - 3), SECRET, NOW)).toBe('forged');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONFETTI,
  DEMO_PAYMENT_DELAY_MS,
  LANDING_AFTER_LOGIN,
  LOGOUT_REDIRECT_DELAY_MS,
  TOAST,
} from '@marketplace/web-common/ui-constants';
import { formatDate, previewDescription } from '@marketplace/web-common/format';

describe('interface figures of section 9', () => {
  it('toasts: one at a time, 5000 ms, 50 px swipe, removed after 1,000,000 ms, F8', () => {
    expect(TOAST).toEqual({ limit: 1, durationMs: 5000, swipeThresholdPx: 50, removeDelayMs: 1_000_000, hotkey: 'F8' });
  });

  it('confetti 6000 ms with 150 particles; demo payment waits 2 s; logout after 300 ms', () => {
    expect(CONFETTI).toEqual({ durationMs: 6000, particles: 150 });
    expect(DEMO_PAYMENT_DELAY_MS).toBe(2000);
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(300);
  });

  it('lands customers on /profile and businesses on /business/dashboard', () => {
    expect(LANDING_AFTER_LOGIN.user).toBe('/profile');
    expect(LANDING_AFTER_LOGIN.business).toBe('/business/dashboard');
  });

  it('formats dates as MMM d, yyyy', () => {
    expect(formatDate(new Date('2025-03-05T12:00:00Z'))).toBe('Mar 5, 2025');
    expect(formatDate('2025-12-31T00:00:00.000Z')).toBe('Dec 31, 2025');
    expect(formatDate('not a date')).toBe('');
  });

  it('previews the first 100 characters of a description', () => {
    const long = 'x'.repeat(150);
    expect(previewDescription(long)).toBe(`${'x'.repeat(100)}…`);
    expect(previewDescription('short')).toBe('short');
    expect(previewDescription('y'.repeat(100))).toBe('y'.repeat(100));
  });
});

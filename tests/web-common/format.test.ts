import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Format from '@marketplace/web-common/format';

// The moments are shown in the viewer's zone: this suite views from Los Angeles, whatever the machine's zone.
const original = process.env['TZ'];
let format: typeof Format;
beforeAll(async () => {
  process.env['TZ'] = 'America/Los_Angeles';
  format = await import('@marketplace/web-common/format');
});
afterAll(() => {
  if (original === undefined) delete process.env['TZ'];
  else process.env['TZ'] = original;
});

const SIGN_UP = '2025-01-06T23:55:00.000Z';

describe('dates and times on screen', () => {
  it('shows a moment in the viewer’s time zone, named, never in UTC', () => {
    expect(format.formatMomentTime(SIGN_UP)).toBe('3:55 PM PST');
    expect(format.formatMomentTime(Date.parse(SIGN_UP), { seconds: true })).toBe('3:55:00 PM PST');
    expect(format.formatMoment(SIGN_UP)).toBe('Jan 6, 2025, 3:55 PM PST');
  });

  it('dates a moment by the viewer’s day, which may differ from the UTC day', () => {
    expect(format.formatMomentDate('2025-01-07T03:00:00.000Z')).toBe('Jan 6, 2025');
  });

  it('keeps calendar days (a deal’s dates, stored as UTC midnights) on their day', () => {
    expect(format.formatDate('2025-03-05T00:00:00.000Z')).toBe('Mar 5, 2025');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(format.formatMoment('not a date')).toBe('');
    expect(format.formatMomentTime('')).toBe('');
    expect(format.formatDate('nope')).toBe('');
  });
});

describe('what a deal offers, the same wording everywhere', () => {
  it('says "20% off", or "Free: <item>" for a free-item deal', () => {
    expect(format.formatOffer({ discountPercent: 20 })).toBe('20% off');
    expect(format.formatOffer({ discountPercent: 20, freeItem: null }, { uppercase: true })).toBe('20% OFF');
    expect(format.formatOffer({ discountPercent: 0, freeItem: 'Free coffee with any pastry' }, { uppercase: true })).toBe('Free: Free coffee with any pastry');
  });
});

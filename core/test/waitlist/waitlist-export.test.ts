import { describe, expect, it } from 'vitest';
import {
  neutraliseFormula,
  WAITLIST_CSV_COLUMNS,
  WAITLIST_REFRESH_MS,
  waitlistCsvFileName,
  waitlistCsvRow,
} from '@marketplace/core/waitlist/domain/waitlist-export';

describe('waitlist export (business-side section 9)', () => {
  it('has the columns id, name, email, phone, type, rating, feedback, created_at', () => {
    expect(WAITLIST_CSV_COLUMNS).toEqual(['id', 'name', 'email', 'phone', 'type', 'rating', 'feedback', 'created_at']);
  });

  it('is named by date and refreshed every 10 seconds on the admin page', () => {
    expect(waitlistCsvFileName(new Date('2025-03-05T23:00:00Z'))).toBe('waitlist-2025-03-05.csv');
    expect(WAITLIST_REFRESH_MS).toBe(10_000);
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const hostile of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseFormula(hostile)).toBe(`'${hostile}`);
    expect(neutraliseFormula('Ann, "the" baker')).toBe('Ann, "the" baker');
  });

  it('writes a row in column order', () => {
    const row = waitlistCsvRow({
      id: 7,
      name: '=HYPERLINK("x")',
      email: 'a@x.io',
      phone: '+1 555',
      type: 'business',
      rating: 5,
      feedback: null,
      createdAt: new Date('2025-03-05T10:00:00Z'),
    });
    expect(row).toEqual(['7', `'=HYPERLINK("x")`, 'a@x.io', "'+1 555", 'business', '5', '', '2025-03-05T10:00:00.000Z']);
  });
});

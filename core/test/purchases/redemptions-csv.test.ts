import { describe, expect, it } from 'vitest';
import { REDEMPTIONS_CSV_COLUMNS, redemptionsCsvRows } from '@marketplace/core/purchases/application/redemptions-csv';
import type { RedemptionsList } from '@marketplace/core/purchases/application/till-redemptions.use-case';
import { cents } from '@marketplace/core/shared/domain/money';

const LIST: RedemptionsList = {
  day: '2026-11-25',
  timeZone: 'America/Chicago',
  page: 1,
  pageSize: 50,
  total: 1,
  lines: [
    {
      id: 31,
      purchaseId: 42,
      dealId: 101,
      dealTitle: '=HYPERLINK("http://evil")',
      discountPercent: 20,
      customerName: '@sam',
      channel: 'qr_code',
      redeemedAt: new Date('2026-11-25T21:04:00.000Z'),
      redeemedBy: { account: { type: 'staff', id: 5 }, name: '+Ann' },
      location: { id: 7, name: '-Airport' },
      billCents: cents(4250),
      savingsCents: cents(850),
      undoable: false,
      undo: { id: 33, at: new Date('2026-11-25T21:06:00.000Z'), by: { account: { type: 'business', id: 3 }, name: null }, reason: '=1+1' },
    },
  ],
};

describe('the Redemptions CSV', () => {
  it('writes the redemption, then its undo, in the business time, with dollars and the columns in order', () => {
    const [redeem, undo] = redemptionsCsvRows(LIST);
    expect(REDEMPTIONS_CSV_COLUMNS).toEqual(['time', 'kind', 'redemption_id', 'deal', 'customer', 'channel', 'location', 'staff', 'bill', 'savings', 'reason']);
    expect(redeem).toEqual(['2026-11-25 15:04', 'redeem', '31', `'=HYPERLINK("http://evil")`, "'@sam", 'QR code', "'-Airport", "'+Ann", '42.50', '8.50', '']);
    expect(undo).toEqual(['2026-11-25 15:06', 'undo', '31', `'=HYPERLINK("http://evil")`, "'@sam", 'QR code', "'-Airport", 'Owner', '', '', "'=1+1"]);
  });
});

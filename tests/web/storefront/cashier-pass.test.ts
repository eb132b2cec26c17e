// The "show to cashier" pass (DESIGN.md 10.3): its status comes from the uses left, never from a
// stored redeemed flag, so a multi-use pass stays Active until its last use.
import { describe, expect, it } from 'vitest';
import { accountOwner, clearAccountStorage } from '@marketplace/web-common/session/account-storage';
import { cashierPassFrom, passStatus, readSavedPass, savePass } from '../../../apps/storefront/src/features/cashier/cashier-pass.js';
import { aPurchase } from '../mothers.js';

const NOW = new Date('2025-03-05T12:00:00Z');

describe('cashier pass status', () => {
  it('is Active while uses are left, even after a use (redeemedAt set)', () => {
    const pass = cashierPassFrom(aPurchase({ redemptions: 3, redemptionsUsed: 1, usesLeft: 2, redeemedAt: '2025-03-04T10:00:00.000Z', expiryDate: '2099-01-01T00:00:00.000Z' }), NOW);
    expect(passStatus(pass, NOW)).toBe('Active');
  });

  it('is Redeemed once every use is spent, Refunded once refunded, Expired past its date', () => {
    expect(passStatus(cashierPassFrom(aPurchase({ redemptions: 3, redemptionsUsed: 3, usesLeft: 0, expiryDate: '2099-01-01T00:00:00.000Z' }), NOW), NOW)).toBe('Redeemed');
    expect(passStatus(cashierPassFrom(aPurchase({ status: 'refunded', expiryDate: '2099-01-01T00:00:00.000Z' }), NOW), NOW)).toBe('Refunded');
    expect(passStatus(cashierPassFrom(aPurchase({ expiryDate: '2025-03-01T00:00:00.000Z' }), NOW), NOW)).toBe('Expired');
  });
});

describe('the saved pass (DESIGN.md 10.6: the live QR keeps rotating offline)', () => {
  const account = { type: 'user', id: 7, username: 'saver', email: 'saver@example.com' } as unknown as Parameters<typeof savePass>[0];

  it('keeps the pass secret with the copy, and logout removes it', () => {
    const pass = cashierPassFrom(aPurchase({ id: 5, expiryDate: '2099-01-01T00:00:00.000Z' }), NOW);
    savePass(account, pass, NOW);
    const saved = readSavedPass(accountOwner(account), 5);
    expect(saved?.passSecret).toBe(aPurchase().passSecret);
    clearAccountStorage();
    expect(readSavedPass(accountOwner(account), 5)).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(aPurchase().passSecret);
  });

  it('still reads a copy saved before the live pass (no secret), and drops one with a blank secret', () => {
    const { passSecret: _dropped, ...older } = cashierPassFrom(aPurchase({ id: 6, expiryDate: '2099-01-01T00:00:00.000Z' }), NOW);
    savePass(account, older, NOW);
    expect(readSavedPass(accountOwner(account), 6)).toEqual(older);
    savePass(account, { ...older, passSecret: '' }, NOW);
    expect(readSavedPass(accountOwner(account), 6)).toBeNull();
  });
});

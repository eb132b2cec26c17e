// The checkout's purchase_{dealId} shortcut is account data: kept under the customer who bought,
// never read for another, removed at logout and when another account signs in on the device, and
// shown only once the server lists the purchase among the signed-in customer's own.
import { describe, expect, it } from 'vitest';
import { accountOwner, clearAccountStorage, syncAccountStorage } from '@marketplace/web-common/session/account-storage';
import { createQueryClient } from '@marketplace/web-common/api/query-client';
import { setSignedInAccount } from '@marketplace/web-common/session/api/get-current-account';
import { confirmedPurchase, readStoredPurchase, storePurchase } from '../../../apps/storefront/src/features/checkout/stored-purchase.js';
import { aCustomer, aPurchase } from '../mothers.js';

const alice = aCustomer({ id: 7, username: 'alice' });
const bob = aCustomer({ id: 8, username: 'bob' });

describe('the stored purchase of a deal', () => {
  it('is kept for the customer who bought it, and read back for them only', () => {
    const purchase = aPurchase({ id: 41, dealId: 12 });
    storePurchase(alice, purchase);

    expect(readStoredPurchase(accountOwner(alice), 12)).toEqual(purchase);
    expect(readStoredPurchase(accountOwner(bob), 12)).toBeNull();
    expect(window.localStorage.getItem('purchase_12')).toBeNull();
  });

  it('is removed at logout', () => {
    storePurchase(alice, aPurchase({ dealId: 12 }));
    clearAccountStorage();
    expect(readStoredPurchase(accountOwner(alice), 12)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('is removed when another account signs in on the device', () => {
    storePurchase(alice, aPurchase({ dealId: 12 }));
    syncAccountStorage(bob);
    syncAccountStorage(alice);
    expect(readStoredPurchase(accountOwner(alice), 12)).toBeNull();
  });

  it('stays while the same customer comes back', () => {
    const purchase = aPurchase({ dealId: 12 });
    storePurchase(alice, purchase);
    syncAccountStorage(alice);
    expect(readStoredPurchase(accountOwner(alice), 12)).toEqual(purchase);
  });

  it('removes the unowned purchase_{dealId} copies of earlier versions at logout', () => {
    window.localStorage.setItem('purchase_12', JSON.stringify(aPurchase({ dealId: 12 })));
    window.localStorage.setItem('visited', 'true');
    clearAccountStorage();
    expect(window.localStorage.getItem('purchase_12')).toBeNull();
    expect(window.localStorage.getItem('visited')).toBe('true');
  });

  it('forgets a corrupt entry or one filed under another deal', () => {
    window.localStorage.setItem(`account-data:${accountOwner(alice)}:purchase_12`, '{not json');
    expect(readStoredPurchase(accountOwner(alice), 12)).toBeNull();
    window.localStorage.setItem(`account-data:${accountOwner(alice)}:purchase_12`, JSON.stringify(aPurchase({ dealId: 13 })));
    expect(readStoredPurchase(accountOwner(alice), 12)).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('confirming a stored purchase with the server', () => {
  const stored = aPurchase({ id: 41, dealId: 12, textCode: 'OLD1-CODE' });

  it('answers the server’s copy when the customer’s purchases hold it', () => {
    const server = aPurchase({ id: 41, dealId: 12, textCode: 'OLD1-CODE', usesLeft: 0 });
    expect(confirmedPurchase(stored, [aPurchase({ id: 40, dealId: 3 }), server], 12)).toBe(server);
  });

  it('answers nothing when the purchase is not the signed-in customer’s', () => {
    expect(confirmedPurchase(stored, [aPurchase({ id: 40, dealId: 12 })], 12)).toBeNull();
    expect(confirmedPurchase(stored, [], 12)).toBeNull();
  });

  it('answers nothing before the server has answered', () => {
    expect(confirmedPurchase(stored, undefined, 12)).toBeNull();
  });
});

describe('signing in on a device another customer used', () => {
  it('removes the previous customer’s stored purchase as soon as the sign-in answers', () => {
    storePurchase(alice, aPurchase({ dealId: 12 }));

    setSignedInAccount(createQueryClient(), bob);

    expect(readStoredPurchase(accountOwner(alice), 12)).toBeNull();
    expect(window.localStorage.length).toBe(1);
  });
});

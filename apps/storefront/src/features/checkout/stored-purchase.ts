import { useEffect, useState } from 'react';
import type { UserAccount } from '@marketplace/web-common/session/account';
import { accountOwner, readAccountItem, removeAccountItem, writeAccountItem } from '@marketplace/web-common/session/account-storage';
import type { Purchase } from '../../api/get-my-purchases.js';

/**
 * The checkout's shortcut back to a deal's purchase (customer-side section 7: purchase_{dealId}).
 * It is account data (account-storage.ts): kept under the signed-in customer, removed at logout and
 * when another account signs in on the device, so the next person never sees someone else's code.
 */
export const storedPurchaseName = (dealId: number) => `purchase_${dealId}`;

function isPurchase(value: unknown): value is Purchase {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Purchase>;
  return typeof p.id === 'number' && typeof p.dealId === 'number' && typeof p.qrCode === 'string' && typeof p.textCode === 'string' && typeof p.redemptions === 'number';
}

/** The purchase `owner` kept for a deal after checkout; a corrupt or mismatched entry is removed and gives null. */
export function readStoredPurchase(owner: string, dealId: number): Purchase | null {
  const raw = readAccountItem(owner, storedPurchaseName(dealId));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isPurchase(parsed) && parsed.dealId === dealId) return parsed;
  } catch {
    // fall through: corrupt
  }
  forgetStoredPurchase(owner, dealId);
  return null;
}

export function storePurchase(account: UserAccount, purchase: Purchase): void {
  writeAccountItem(account, storedPurchaseName(purchase.dealId), JSON.stringify(purchase));
}

export function forgetStoredPurchase(owner: string, dealId: number): void {
  removeAccountItem(owner, storedPurchaseName(dealId));
}

/**
 * The server's copy of `stored` when the signed-in customer's own purchases (GET
 * /api/user/purchases) hold it for this deal; otherwise null: a copy is never shown on its own say.
 */
export function confirmedPurchase(stored: Purchase | null, mine: readonly Purchase[] | undefined, dealId: number): Purchase | null {
  if (!stored || !mine) return null;
  return mine.find((purchase) => purchase.id === stored.id && purchase.dealId === dealId) ?? null;
}

/** What the customer's purchases query (GET /api/user/purchases, fetched on opening) answered. */
export interface MyPurchasesAnswer {
  data?: readonly Purchase[] | undefined;
  isFetchedAfterMount: boolean;
  isError: boolean;
}

/**
 * The deal's kept purchase, once the server confirms it is this customer's. `checking` until the
 * server has answered; a copy the server does not confirm is forgotten.
 */
export function useStoredPurchase(account: UserAccount, dealId: number, mine: MyPurchasesAnswer) {
  const owner = accountOwner(account);
  const [stored] = useState(() => readStoredPurchase(owner, dealId));
  const answered = mine.isFetchedAfterMount && !mine.isError;
  const purchase = answered ? confirmedPurchase(stored, mine.data, dealId) : null;
  const unconfirmed = stored !== null && answered && purchase === null;
  useEffect(() => {
    if (unconfirmed) forgetStoredPurchase(owner, dealId);
  }, [unconfirmed, owner, dealId]);
  return { purchase, checking: stored !== null && !mine.isFetchedAfterMount && !mine.isError };
}

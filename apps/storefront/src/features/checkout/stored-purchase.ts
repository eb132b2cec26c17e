import type { Purchase } from '../../types/purchase.js';

export const storedPurchaseKey = (dealId: number) => `purchase_${dealId}`;

function isPurchase(value: unknown): value is Purchase {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Partial<Purchase>;
  return typeof p.id === 'number' && typeof p.qrCode === 'string' && typeof p.textCode === 'string' && typeof p.redemptions === 'number';
}

/** The purchase kept for a deal after checkout; a corrupt entry is removed and gives null. */
export function readStoredPurchase(dealId: number): Purchase | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storedPurchaseKey(dealId));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isPurchase(parsed)) return parsed;
  } catch {
    // fall through: corrupt
  }
  localStorage.removeItem(storedPurchaseKey(dealId));
  return null;
}

export function storePurchase(purchase: Purchase): void {
  try {
    localStorage.setItem(storedPurchaseKey(purchase.dealId), JSON.stringify(purchase));
  } catch {
    // storage full or blocked: the success view still shows
  }
}

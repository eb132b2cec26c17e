import { purchaseDisplayStatus, type DisplayStatus } from '@marketplace/core/purchases/domain/purchase';
import type { Account } from '@marketplace/web-common/session/account';
import { accountOwner, readAccountItem, removeAccountItem, writeAccountItem } from '@marketplace/web-common/session/account-storage';
import type { Purchase } from '../../api/get-my-purchases.js';

/**
 * What the "show to cashier" screen needs of a purchase. A copy is kept on the device for its
 * owner (account-storage: removed at logout), so the screen still opens in a shop without network
 * and its QR keeps changing there (the secret is in the copy).
 */
export interface CashierPass {
  purchaseId: number;
  displayId: string;
  textCode: string;
  /** The purchase's QR token, which the live QR carries with its time step. */
  qrCode: string;
  /**
   * The purchase's pass secret, so the live QR keeps rotating without a connection (absent from
   * copies saved before the live pass: those show the text code only until opened online again).
   * Account data like the rest: removed at logout and when another account signs in.
   */
  passSecret?: string;
  dealTitle: string;
  businessName: string | null;
  businessPlace: string | null;
  discountPercent: number;
  /** The free item it gives, or null (absent from copies saved before free-item deals). */
  freeItem?: string | null;
  usesLeft: number;
  redemptions: number;
  expiryDate: string | null;
  refunded: boolean;
  /** When this copy was taken from the server (ISO). */
  savedAt: string;
}

const storageName = (purchaseId: number) => `cashier-pass:${purchaseId}`;

export function cashierPassFrom(purchase: Purchase, now: Date): CashierPass {
  const place = [purchase.business?.city, purchase.business?.state].filter(Boolean).join(', ');
  return {
    purchaseId: purchase.id,
    displayId: purchase.displayId || String(purchase.id).padStart(6, '0'),
    textCode: purchase.textCode,
    qrCode: purchase.qrCode,
    passSecret: purchase.passSecret,
    dealTitle: purchase.deal?.title ?? `Deal #${purchase.dealId}`,
    businessName: purchase.business?.name ?? null,
    businessPlace: place || null,
    discountPercent: purchase.discountPercent,
    freeItem: purchase.freeItem ?? null,
    usesLeft: purchase.usesLeft,
    redemptions: purchase.redemptions,
    expiryDate: purchase.expiryDate ?? purchase.deal?.endDate ?? null,
    refunded: purchase.status === 'refunded',
    savedAt: now.toISOString(),
  };
}

/** Active while uses are left, else Redeemed, Expired or Refunded: a saved copy may have expired since it was taken. */
export function passStatus(pass: CashierPass, now: Date): DisplayStatus {
  return purchaseDisplayStatus({ refunded: pass.refunded, usesLeft: pass.usesLeft, expiryDate: pass.expiryDate ? new Date(pass.expiryDate) : null }, now);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isCashierPass(value: unknown): value is CashierPass {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<keyof CashierPass, unknown>;
  return (
    isCount(p.purchaseId) &&
    isText(p.displayId) &&
    isText(p.textCode) &&
    isText(p.qrCode) &&
    p.qrCode !== '' &&
    (p.passSecret === undefined || (isText(p.passSecret) && p.passSecret !== '')) &&
    isText(p.dealTitle) &&
    isTextOrNull(p.businessName) &&
    isTextOrNull(p.businessPlace) &&
    isCount(p.discountPercent) &&
    (p.freeItem === undefined || isTextOrNull(p.freeItem)) &&
    isCount(p.usesLeft) &&
    isCount(p.redemptions) &&
    isTextOrNull(p.expiryDate) &&
    typeof p.refunded === 'boolean' &&
    isText(p.savedAt)
  );
}

/** Keeps the pass of an active purchase for offline use; a used or expired one is dropped instead. */
export function savePass(account: Account, pass: CashierPass, now: Date): void {
  if (passStatus(pass, now) === 'Active') writeAccountItem(account, storageName(pass.purchaseId), JSON.stringify(pass));
  else forgetPass(accountOwner(account), pass.purchaseId);
}

/** The owner's saved pass of a purchase, or null; a corrupt entry is removed. */
export function readSavedPass(owner: string | null, purchaseId: number): CashierPass | null {
  if (owner === null) return null;
  const raw = readAccountItem(owner, storageName(purchaseId));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isCashierPass(parsed) && parsed.purchaseId === purchaseId) return parsed;
  } catch {
    // fall through: corrupt
  }
  forgetPass(owner, purchaseId);
  return null;
}

export function forgetPass(owner: string, purchaseId: number): void {
  removeAccountItem(owner, storageName(purchaseId));
}

/** "K0T2-K054" → "K 0 T 2 dash K 0 5 4": screen readers read a code character by character. */
export function spellCode(code: string): string {
  return [...code].map((char) => (char === '-' ? 'dash' : char)).join(' ');
}

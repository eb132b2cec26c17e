import { GoneError } from '../../shared/domain/domain-error.js';
import { LIVE_PASS_EXPIRED_MESSAGE, parseLivePass, verifyLivePass } from '../domain/live-pass.js';
import type { Purchase } from '../domain/purchase.js';
import type { PurchaseRepository, RedemptionCode } from '../ports/purchase.repository.port.js';

/**
 * What a scanned or typed code names. `stale` is a purchase whose code must be refused with
 * {@link staleCodeError} once the caller knows the purchase is one it may handle (so another
 * business's code still answers exactly like an unknown one).
 */
export interface ResolvedCode {
  purchase: Purchase;
  stale: boolean;
}

/**
 * DESIGN.md 10.6, the screenshot-proof pass. A text code names its purchase as typed. A scanned
 * QR must be the live payload (`LP1.<token>.<step>.<mac>`): looked up by its token (one query, as
 * any code), then checked with that purchase's secret; a MAC that is not the secret's is the same
 * null as an unknown code, a step outside the window is stale. A bare QR token (the fixed QR of
 * passes and receipts issued before) is stale too: a screenshot of an old pass must not work.
 * @returns null when the code names no purchase.
 */
export async function resolveCode(purchases: PurchaseRepository, code: RedemptionCode, now: Date): Promise<ResolvedCode | null> {
  if (code.kind === 'text') {
    const purchase = await purchases.findByCode(code);
    return purchase ? { purchase, stale: false } : null;
  }
  const live = parseLivePass(code.value);
  const purchase = await purchases.findByCode({ kind: 'qr', value: live ? live.token : code.value });
  if (!purchase) return null;
  if (!live) return { purchase, stale: true };
  const check = verifyLivePass(live, purchase.toProps().passSecret, now);
  if (check === 'forged') return null;
  return { purchase, stale: check === 'expired' };
}

/** A picture of a pass, not the live screen: 410, as an expired deal's code. */
export function staleCodeError(): GoneError {
  return new GoneError('code.live_pass_expired', LIVE_PASS_EXPIRED_MESSAGE);
}

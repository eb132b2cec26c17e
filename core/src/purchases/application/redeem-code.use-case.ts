import type { AccountRef } from '../../accounts/domain/account-ref.js';
import { requireTill, type Actor } from '../../accounts/domain/actor.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { ForbiddenError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { DisplayStatus, Purchase, RedeemRefusal } from '../domain/purchase.js';
import type { PurchaseRepository, RedemptionCode } from '../ports/purchase.repository.port.js';
import { redeemOneUse } from './redeem-purchase.js';
import { resolveCode, staleCodeError } from './resolve-code.js';

/** What the till sees after validating or redeeming a code. */
export interface CodeCheck {
  purchase: Purchase;
  deal: Deal | null;
  customerName: string | null;
  status: DisplayStatus;
  usesLeft: number;
  /** Why it cannot be redeemed now, or null when it can. */
  refusal: RedeemRefusal | null;
}

const UNKNOWN_CODE = 'code.not_found';

function unknownCode(): NotFoundError {
  return new NotFoundError(UNKNOWN_CODE, 'No purchase matches this code. Check the code and try again.');
}

/** Whether a look-up failed because the code names no purchase the actor may handle. */
export function isUnknownCodeError(error: unknown): boolean {
  return error instanceof NotFoundError && error.code === UNKNOWN_CODE;
}

/**
 * For the operator only (the CLI acting as a business, who may see every code anyway): the code
 * exists but belongs to another business. Never given to a business itself, which gets
 * {@link unknownCode} so it cannot probe other shops' codes.
 */
export function otherBusinessCodeError(): ForbiddenError {
  return new ForbiddenError('code.other_business', "This code is for another business's deal and cannot be redeemed here.");
}

/**
 * Whose codes the actor may handle: a business its own deals' codes; the admin (the operator's CLI)
 * any code. Everyone else is refused.
 */
type CodeHandler = { kind: 'business'; businessId: number } | { kind: 'admin'; userId: number };

function codeHandler(actor: Actor): CodeHandler {
  if (actor.kind === 'admin') return actor;
  return requireTill(actor);
}

/**
 * One look-up by code, whoever asks (a scanned QR must be the live pass: resolve-code.ts). For a business, another business's code is the very same
 * failure as a code that does not exist (same error, same single query), so a till learns nothing
 * about other shops' codes, not even from the timing.
 */
async function findHandledPurchase(purchases: PurchaseRepository, handler: CodeHandler, code: RedemptionCode, now: Date): Promise<Purchase> {
  const found = await resolveCode(purchases, code, now);
  if (!found || (handler.kind === 'business' && found.purchase.businessId !== handler.businessId)) throw unknownCode();
  if (found.stale) throw staleCodeError();
  return found.purchase;
}

interface CodeDeps {
  purchases: PurchaseRepository;
  deals: DealRepository;
  users: UserRepository;
  clock: Clock;
}

async function describe(deps: Pick<CodeDeps, 'deals' | 'users'>, purchase: Purchase, now: Date): Promise<CodeCheck> {
  const [deal, customer] = await Promise.all([deps.deals.findById(purchase.dealId), deps.users.findById(purchase.userId)]);
  return {
    purchase,
    deal,
    customerName: customer?.username ?? null,
    status: purchase.displayStatus(now),
    usesLeft: purchase.usesLeft,
    refusal: purchase.redeemRefusal(now),
  };
}

/** Looks a code up without redeeming it. */
export class ValidateCode {
  constructor(private readonly deps: Pick<CodeDeps, 'purchases' | 'deals' | 'users' | 'clock'>) {}

  async execute(actor: Actor, code: RedemptionCode): Promise<CodeCheck> {
    const now = this.deps.clock.now();
    const purchase = await findHandledPurchase(this.deps.purchases, codeHandler(actor), code, now);
    return describe(this.deps, purchase, now);
  }
}

/** Redeems one use of a code; when the admin (the operator's CLI) redeems, the log names the admin. */
export class RedeemCode {
  constructor(private readonly deps: CodeDeps) {}

  async execute(actor: Actor, code: RedemptionCode): Promise<CodeCheck> {
    const handler = codeHandler(actor);
    const by: AccountRef = handler.kind === 'admin' ? { type: 'user', id: handler.userId } : { type: 'business', id: handler.businessId };
    const now = this.deps.clock.now();
    // No transaction: which purchase a code names never changes, and the use and its log line
    // are one atomic statement.
    const purchase = await findHandledPurchase(this.deps.purchases, handler, code, now);
    const redeemed = await redeemOneUse(this.deps.purchases, purchase, by, code.kind === 'qr' ? 'qr_code' : 'text_code', now);
    return describe(this.deps, redeemed, now);
  }
}

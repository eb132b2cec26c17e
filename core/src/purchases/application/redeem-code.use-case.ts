import { requireTill, type Actor } from '../../accounts/domain/actor.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { ForbiddenError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { DisplayStatus, Purchase, RedeemRefusal } from '../domain/purchase.js';
import type { PurchaseRepository, RedemptionCode } from '../ports/purchase.repository.port.js';
import { checkBillCents, type Redemption } from '../domain/redemption.js';
import type { LocationRepository } from '../../locations/ports/location.repository.port.js';
import { redeemOneUse } from './redeem-purchase.js';
import { tillAccount, tillLocationOf, type TillLocation, type TillRequest } from './till.js';
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
  /** The till's location the use is (or would be) recorded at, if the business has one. */
  location: TillLocation | null;
  /** After a redeem: its log line (the till offers to undo it). */
  redemption: Redemption | null;
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
  locations: LocationRepository;
  deals: DealRepository;
  users: UserRepository;
  clock: Clock;
}

async function describe(
  deps: Pick<CodeDeps, 'deals' | 'users'>,
  purchase: Purchase,
  now: Date,
  till: { location: TillLocation | null; redemption?: Redemption | null },
): Promise<CodeCheck> {
  const [deal, customer] = await Promise.all([deps.deals.findById(purchase.dealId), deps.users.findById(purchase.userId)]);
  return {
    purchase,
    deal,
    customerName: customer?.username ?? null,
    status: purchase.displayStatus(now),
    usesLeft: purchase.usesLeft,
    refusal: purchase.redeemRefusal(now),
    location: till.location,
    redemption: till.redemption ?? null,
  };
}

/** Looks a code up without redeeming it. */
export class ValidateCode {
  constructor(private readonly deps: Pick<CodeDeps, 'purchases' | 'locations' | 'deals' | 'users' | 'clock'>) {}

  async execute(actor: Actor, code: RedemptionCode, till: TillRequest = {}): Promise<CodeCheck> {
    const handler = codeHandler(actor);
    const now = this.deps.clock.now();
    const location = await tillLocationOf(this.deps.locations, handler.kind === 'business' ? handler.businessId : null, till.locationId);
    const purchase = await findHandledPurchase(this.deps.purchases, handler, code, now);
    return describe(this.deps, purchase, now, { location });
  }
}

/**
 * Redeems one use of a code. The log names who: the staff member signed in, else the business
 * (its owner's login), or the admin when the operator's CLI redeems; where: the till's location;
 * and the bill total when the till gives one.
 */
export class RedeemCode {
  constructor(private readonly deps: CodeDeps) {}

  async execute(actor: Actor, code: RedemptionCode, till: TillRequest = {}): Promise<CodeCheck> {
    const handler = codeHandler(actor);
    const by = tillAccount(actor);
    const billCents = till.billCents === undefined ? null : checkBillCents(till.billCents);
    const now = this.deps.clock.now();
    const location = await tillLocationOf(this.deps.locations, handler.kind === 'business' ? handler.businessId : null, till.locationId);
    // No transaction: which purchase a code names never changes, and the use and its log line
    // are one atomic statement.
    const purchase = await findHandledPurchase(this.deps.purchases, handler, code, now);
    const used = await redeemOneUse(this.deps.purchases, purchase, by, code.kind === 'qr' ? 'qr_code' : 'text_code', now, {
      locationId: location?.id ?? null,
      billCents,
    });
    return describe(this.deps, used.purchase, now, { location, redemption: used.redemption });
  }
}

import { requireBusiness, type Actor } from '../../accounts/domain/actor.js';
import type { UserRepository } from '../../accounts/ports/user.repository.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import type { DealRepository } from '../../deals/ports/deal.repository.port.js';
import { NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import type { DisplayStatus, Purchase, RedeemRefusal } from '../domain/purchase.js';
import type { PurchaseRepository, RedemptionCode } from '../ports/purchase.repository.port.js';
import { redeemOneUse } from './redeem-purchase.js';

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

function unknownCode(): NotFoundError {
  return new NotFoundError('code.not_found', 'No purchase matches this code. Check the code and try again.');
}

function otherBusinessCode(): NotFoundError {
  return new NotFoundError('code.other_business', "This code is for another business's deal and cannot be redeemed here.");
}

async function findOwnPurchase(purchases: PurchaseRepository, businessId: number, code: RedemptionCode): Promise<Purchase> {
  const purchase = await purchases.findByCode(code);
  if (!purchase) throw unknownCode();
  if (purchase.businessId !== businessId) throw otherBusinessCode();
  return purchase;
}

interface CodeDeps {
  purchases: PurchaseRepository;
  deals: DealRepository;
  users: UserRepository;
  transactions: TransactionRunner;
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

/** POST /api/business/validate-code: looks a code of the business's own deals up without redeeming it. */
export class ValidateCode {
  constructor(private readonly deps: Pick<CodeDeps, 'purchases' | 'deals' | 'users' | 'clock'>) {}

  async execute(actor: Actor, code: RedemptionCode): Promise<CodeCheck> {
    const { businessId } = requireBusiness(actor);
    const purchase = await findOwnPurchase(this.deps.purchases, businessId, code);
    return describe(this.deps, purchase, this.deps.clock.now());
  }
}

/** POST /api/business/redeem: redeems one use of a code of the business's own deals. */
export class RedeemCode {
  constructor(private readonly deps: CodeDeps) {}

  async execute(actor: Actor, code: RedemptionCode): Promise<CodeCheck> {
    const { businessId } = requireBusiness(actor);
    const now = this.deps.clock.now();
    const redeemed = await this.deps.transactions.run(async (tx: Repositories) => {
      const purchase = await findOwnPurchase(tx.purchases, businessId, code);
      const channel = code.kind === 'qr' ? 'qr_code' : 'text_code';
      return redeemOneUse(tx, purchase, { type: 'business', id: businessId }, channel, now);
    });
    return describe(this.deps, redeemed, now);
  }
}

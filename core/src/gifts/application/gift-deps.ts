import type { Business } from '../../accounts/domain/business.js';
import type { SecretTokens } from '../../accounts/ports/secret-tokens.port.js';
import type { Deal } from '../../deals/domain/deal.js';
import { renderGiftEmail } from '../../mail/domain/gift.email.js';
import { outboxDraft } from '../../mail/domain/outbox-email.js';
import type { EmailDispatch } from '../../mail/ports/email-dispatch.port.js';
import type { CodeGenerator } from '../../purchases/ports/code-generator.port.js';
import { ConflictError, NotFoundError } from '../../shared/domain/domain-error.js';
import type { Clock } from '../../shared/ports/clock.port.js';
import type { Repositories } from '../../shared/ports/repositories.port.js';
import type { TransactionRunner } from '../../shared/ports/transaction-runner.port.js';
import { GIFT_LINK_INVALID_MESSAGE, type Gift } from '../domain/gift.js';

/** The ports every gift use case shares. */
export interface GiftDeps {
  transactions: TransactionRunner;
  secrets: SecretTokens;
  codes: CodeGenerator;
  emailDispatch: EmailDispatch;
  clock: Clock;
  /** PUBLIC_URL: the claim link points there. */
  publicUrl: string;
}

/** The storefront's claim page. */
export const GIFT_CLAIM_PATH = '/gifts/claim';

/** A gift with what its views show: the deal and the business of its purchase. */
export interface GiftView {
  gift: Gift;
  deal: Deal | null;
  business: Business | null;
}

export function giftNotFound(): NotFoundError {
  return new NotFoundError('gift.not_found', 'Gift not found');
}

export function giftLinkInvalid(): NotFoundError {
  return new NotFoundError('gift.link_invalid', GIFT_LINK_INVALID_MESSAGE);
}

/** A change lost to a concurrent one (a claim, a resend): the buyer reloads and sees where it stands. */
export function giftChanged(): ConflictError {
  return new ConflictError('gift.changed', 'This gift changed meanwhile (it may have been claimed). Reload and try again.');
}

/** "Ana Lopez" → "Ana": the buyer as the subject names them. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function newCodes(codes: CodeGenerator) {
  return { textCode: codes.textCode(), qrCode: codes.qrToken(), passSecret: codes.passSecret() };
}

export async function viewOf(repositories: Pick<Repositories, 'purchases' | 'deals' | 'businesses'>, gift: Gift): Promise<GiftView> {
  const purchase = await repositories.purchases.findById(gift.purchaseId);
  const deal = purchase ? await repositories.deals.findById(purchase.dealId) : null;
  const business = purchase ? await repositories.businesses.findById(purchase.businessId) : null;
  return { gift, deal, business };
}

/**
 * Sends the claim email now with a new link (the earlier one stops working), in the caller's
 * transaction, and saves the gift only if nothing changed it since it was read at `readRevision`.
 * @returns the outbox id, or null when an email of the same number was written before.
 */
export async function sendClaimEmail(tx: Repositories, deps: Pick<GiftDeps, 'secrets' | 'publicUrl'>, gift: Gift, readRevision: number, now: Date): Promise<number | null> {
  const secret = deps.secrets.issue();
  const number = gift.send(secret.hash, now);
  if (!(await tx.gifts.saveChange(gift, readRevision))) throw giftChanged();
  const { deal, business } = await viewOf(tx, gift);
  const buyer = await tx.users.findById(gift.buyerId);
  const rendered = renderGiftEmail({
    buyerName: firstName(buyer?.username ?? 'Someone'),
    recipientName: gift.recipient.name,
    dealTitle: deal?.title ?? 'a deal',
    businessName: business?.name ?? '',
    message: gift.toProps().message,
    claimUrl: `${deps.publicUrl.replace(/\/$/, '')}${GIFT_CLAIM_PATH}?token=${encodeURIComponent(secret.token)}`,
    publicUrl: deps.publicUrl,
  });
  return tx.outbox.add(outboxDraft(rendered, { kind: 'gift', dedupeKey: `gift:${gift.id}:${number}`, to: gift.recipient.email }), now);
}

/** The gift `giftId` of the signed-in buyer, or a 404 (another customer's gift answers as an unknown one). */
export async function buyersGift(repositories: Pick<Repositories, 'gifts'>, buyerId: number, giftId: number): Promise<Gift> {
  const gift = await repositories.gifts.findById(giftId);
  if (!gift || gift.buyerId !== buyerId) throw giftNotFound();
  return gift;
}

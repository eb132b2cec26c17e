import type { Cents } from '../../shared/domain/money.js';
import { DRAFT_NOTICE } from './draft-notice.js';
import { ForbiddenError, ValidationError } from '../../shared/domain/domain-error.js';
import { quoteCheckout, type CheckoutQuote, type CheckoutRequest } from './checkout-pricing.js';
import type { SliderPricingRules } from './slider-pricing.js';

export interface DealProps {
  id: number;
  businessId: number;
  title: string;
  description: string;
  category: string;
  priceCents: Cents;
  basePriceCents: Cents;
  discountPercent: number;
  isSliderDeal: boolean;
  minPriceCents: Cents | null;
  maxPriceCents: Cents | null;
  minDiscountPercent: number | null;
  maxDiscountPercent: number | null;
  /** One percent per $5 step from minPrice; the first is the lead discount. */
  discountSteps: number[] | null;
  minRedemptions: number | null;
  maxRedemptions: number | null;
  redemptionSteps: string | null;
  freeItem: string | null;
  startDate: Date;
  endDate: Date;
  maxRedemptionsPerUser: number;
  imageUrl: string | null;
  active: boolean;
  featured: boolean;
  /** Saved while its business was unverified: published when the business is verified. */
  awaitingVerification: boolean;
  createdAt: Date;
}

export type NewDeal = Omit<DealProps, 'id'>;

/** How a deal is priced: the fixed price or the slider's range, its discount, or a free item. */
export type DealPricing = Pick<
  DealProps,
  | 'priceCents'
  | 'basePriceCents'
  | 'discountPercent'
  | 'isSliderDeal'
  | 'minPriceCents'
  | 'maxPriceCents'
  | 'minDiscountPercent'
  | 'maxDiscountPercent'
  | 'discountSteps'
  | 'freeItem'
>;

/** What a business chooses for a new deal; status, feature flag and the uses range follow from the rules. */
export type DealTerms = DealPricing &
  Pick<DealProps, 'title' | 'description' | 'category' | 'startDate' | 'endDate' | 'maxRedemptionsPerUser' | 'imageUrl'> & {
  /** False saves it paused; ignored while the business is unverified. */
  active?: boolean | undefined;
  featured?: boolean | undefined;
};

/** The business a deal belongs to, as far as the deal's rules need it. */
export interface DealOwner {
  id: number;
  verified: boolean;
}

function businessUnverified(): ForbiddenError {
  return new ForbiddenError('business.unverified', `Your business is not verified yet. ${DRAFT_NOTICE}`);
}

/** The fields a business may change on its own deal (business-side: pause, resume, edit). */
export interface DealChanges {
  title?: string | undefined;
  description?: string | undefined;
  category?: string | undefined;
  priceCents?: Cents | undefined;
  discountPercent?: number | undefined;
  /** A free item makes the deal a free-item deal (discountPercent 0); null with a discountPercent ends it. */
  freeItem?: string | null | undefined;
  startDate?: Date | undefined;
  endDate?: Date | undefined;
  maxRedemptionsPerUser?: number | undefined;
  imageUrl?: string | null | undefined;
}

export function isDealVisible(deal: Pick<DealProps, 'active' | 'startDate' | 'endDate'>, now: Date): boolean {
  return deal.active && deal.startDate.getTime() <= now.getTime() && now.getTime() <= deal.endDate.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A form's date input gives midnight UTC of the last day; a deal "valid until Mar 5" should
 * stay visible through Mar 5, so such an end date is taken as the end of that day.
 */
export function endOfDayWhenMidnight(date: Date): Date {
  return date.getTime() % DAY_MS === 0 ? new Date(date.getTime() + DAY_MS - 1) : date;
}

/** The specification shows no end-after-start rule; a deal that ends before it starts is refused anyway. */
export function checkDealDates(startDate: Date, endDate: Date): void {
  if (endDate.getTime() < startDate.getTime()) {
    const message = 'The end date must not be before the start date';
    throw new ValidationError(message, [{ path: 'endDate', message }], 'deal.dates_reversed');
  }
}

/** A free-item deal stores this discount: it gives an item, not a percentage off. */
export const FREE_ITEM_DISCOUNT_PERCENT = 0;

/**
 * A deal offers a percentage off or a free item, never both and never neither; a Cash to Discount
 * (slider) deal offers percentages only.
 */
export function checkDealOffer(deal: Pick<DealProps, 'discountPercent' | 'freeItem' | 'isSliderDeal'>): void {
  const fail = (path: string, message: string, code: string): never => {
    throw new ValidationError(message, [{ path, message }], code);
  };
  if (deal.freeItem !== null && deal.isSliderDeal) fail('freeItem', 'A Cash to Discount deal offers percentages only, not a free item', 'deal.free_item_on_slider');
  if (deal.freeItem === null && deal.discountPercent < 1) fail('discountPercent', 'Enter a discount percentage or a free item', 'deal.no_offer');
  if (deal.freeItem !== null && deal.discountPercent !== FREE_ITEM_DISCOUNT_PERCENT) fail('freeItem', 'A deal offers a percentage off or a free item, not both', 'deal.both_offers');
}

export class Deal {
  private constructor(private props: DealProps) {}

  /**
   * A new deal of a business. Only a verified business publishes: an unverified business's deal
   * is saved inactive, awaiting verification, whatever the terms ask.
   * @throws ValidationError when it ends before it starts or offers neither or both of a
   * percentage and a free item.
   */
  static draft(terms: DealTerms, owner: DealOwner, now: Date): NewDeal {
    const { active, featured, ...fields } = terms;
    checkDealDates(fields.startDate, fields.endDate);
    checkDealOffer(fields);
    const awaitingVerification = !owner.verified;
    return {
      ...fields,
      discountSteps: fields.discountSteps ? [...fields.discountSteps] : null,
      businessId: owner.id,
      minRedemptions: null,
      maxRedemptions: null,
      redemptionSteps: null,
      active: awaitingVerification ? false : (active ?? true),
      featured: featured ?? false,
      awaitingVerification,
      createdAt: new Date(now),
    };
  }

  static restore(props: DealProps): Deal {
    return new Deal(cloneProps(props));
  }

  get id(): number {
    return this.props.id;
  }
  get businessId(): number {
    return this.props.businessId;
  }
  get title(): string {
    return this.props.title;
  }
  get category(): string {
    return this.props.category;
  }
  get active(): boolean {
    return this.props.active;
  }
  get awaitingVerification(): boolean {
    return this.props.awaitingVerification;
  }
  get endDate(): Date {
    return this.props.endDate;
  }
  get maxRedemptionsPerUser(): number {
    return this.props.maxRedemptionsPerUser;
  }
  get isSliderDeal(): boolean {
    return this.props.isSliderDeal;
  }
  get freeItem(): string | null {
    return this.props.freeItem;
  }

  isVisible(now: Date): boolean {
    return isDealVisible(this.props, now);
  }

  isOwnedBy(businessId: number): boolean {
    return this.props.businessId === businessId;
  }

  pricingRules(): SliderPricingRules {
    const p = this.props;
    return {
      isSliderDeal: p.isSliderDeal,
      priceCents: p.priceCents,
      discountPercent: p.discountPercent,
      minPriceCents: p.minPriceCents,
      maxPriceCents: p.maxPriceCents,
      minDiscountPercent: p.minDiscountPercent,
      maxDiscountPercent: p.maxDiscountPercent,
      discountSteps: p.discountSteps,
      minRedemptions: p.minRedemptions,
      maxRedemptions: p.maxRedemptions,
    };
  }

  /** The amount the server charges for a checkout request; refuses a request that breaks the deal's rules. */
  quote(request: CheckoutRequest): CheckoutQuote {
    return quoteCheckout(this.pricingRules(), request);
  }

  pause(): void {
    this.props.active = false;
  }

  /**
   * Puts the deal on sale again. A deal of an unverified business stays a draft: it is published
   * by the verification, never by its business.
   * @throws ForbiddenError `business.unverified`.
   */
  resume(owner: DealOwner): void {
    if (owner.id !== this.props.businessId) throw new RangeError(`Business ${owner.id} does not own deal ${this.props.id}`);
    if (this.props.active) return;
    if (!owner.verified) throw businessUnverified();
    this.props.active = true;
  }

  /**
   * Publishes a draft once its business is verified. The SQL adapter publishes every draft of a
   * business with one update of the same fields.
   * @returns false when it was no draft.
   */
  publishDraft(): boolean {
    if (!this.props.awaitingVerification) return false;
    this.props.awaitingVerification = false;
    this.props.active = true;
    return true;
  }

  edit(changes: DealChanges): void {
    const next = { ...this.props };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    }
    if (changes.endDate) next.endDate = endOfDayWhenMidnight(changes.endDate);
    // Switching offers: a new free item replaces the percentage, a new percentage replaces the item.
    if (typeof changes.freeItem === 'string') next.discountPercent = FREE_ITEM_DISCOUNT_PERCENT;
    else if (changes.discountPercent !== undefined && changes.freeItem === undefined) next.freeItem = null;
    checkDealDates(next.startDate, next.endDate);
    // Only a change of the offer is checked, so a row stored before this rule stays editable.
    if (changes.freeItem !== undefined || changes.discountPercent !== undefined) checkDealOffer(next);
    this.props = next;
  }

  toProps(): DealProps {
    return cloneProps(this.props);
  }
}

function cloneProps(props: DealProps): DealProps {
  return {
    ...props,
    discountSteps: props.discountSteps ? [...props.discountSteps] : null,
    startDate: new Date(props.startDate),
    endDate: new Date(props.endDate),
    createdAt: new Date(props.createdAt),
  };
}

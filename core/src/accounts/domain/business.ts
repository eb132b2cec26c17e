import type { ConnectState } from '../../connect/domain/connect-state.js';
import type { Actor, BusinessRole } from './actor.js';
import { timeZoneForState } from './time-zone.js';
import { ratingOf, type Rating } from '../../reviews/domain/review.js';
import { normaliseEmail } from './user.js';
import { FREE_TRIAL_DAYS, daysAfter, isListedAt, laterOf } from '../../subscriptions/domain/listing.js';

export interface BusinessProps {
  id: number;
  name: string;
  email: string;
  passwordHash: string;
  category: string;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phoneNumber: string | null;
  logoUrl: string | null;
  role: BusinessRole;
  /** Phone-verified by the platform's team; deals of an unverified business stay drafts. */
  verified: boolean;
  /** When the team verified it; null while unverified (and for businesses verified before it was recorded). */
  verifiedAt: Date | null;
  /** The end of its free listing: 30 days from verification. */
  trialEndsAt: Date | null;
  /**
   * Its deals are in the public catalogue until then (the later of the trial's end and what its
   * subscription keeps listed); null while nothing lists them. Maintained with the trial and the
   * subscription, so the catalogue filters on this one column.
   */
  listedUntil: Date | null;
  /** The connected payout account (Stripe Connect Express), created once when onboarding starts. */
  stripeAccountId: string | null;
  /** The connected account's state as last read from the provider; null until first read. */
  connect: ConnectState | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionActive: boolean;
  subscriptionExpiresAt: Date | null;
  createdAt: Date;
  /** Set while the account may not sign in and its deals are out of the catalogue (a demo business when demo mode is off). */
  disabledAt: Date | null;
  /** The IANA zone its weekly statements run in (Monday to Monday there) and show times in. */
  timeZone: string;
  /**
   * Its visible reviews counted and their stars summed, kept by the review repository with each
   * review write (never written by a business save), so the catalogue reads the rating with the business.
   */
  ratingCount: number;
  ratingSum: number;
}

export type NewBusiness = Omit<BusinessProps, 'id'>;

export interface BusinessRegistration {
  name: string;
  email: string;
  passwordHash: string;
  category: string;
  description?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** When not given: the zone of its state (see timeZoneForState). */
  timeZone?: string | undefined;
}

function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export class Business {
  private constructor(private props: BusinessProps) {}

  static restore(props: BusinessProps): Business {
    return new Business({ ...props });
  }

  /** A new business starts unverified, with role business, no subscription, and the time zone of its state unless it names one. */
  static register(input: BusinessRegistration & { now: Date }): NewBusiness {
    return {
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: input.passwordHash,
      category: input.category,
      description: optional(input.description),
      address: optional(input.address),
      city: optional(input.city),
      state: optional(input.state),
      zip: optional(input.zip),
      phoneNumber: optional(input.phoneNumber),
      logoUrl: null,
      role: 'business',
      verified: false,
      verifiedAt: null,
      trialEndsAt: null,
      listedUntil: null,
      stripeAccountId: null,
      connect: null,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionActive: false,
      subscriptionExpiresAt: null,
      createdAt: input.now,
      disabledAt: null,
      timeZone: input.timeZone ?? timeZoneForState(input.state),
      ratingCount: 0,
      ratingSum: 0,
    };
  }

  get id(): number {
    return this.props.id;
  }
  get name(): string {
    return this.props.name;
  }
  get email(): string {
    return this.props.email;
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }
  get role(): BusinessRole {
    return this.props.role;
  }
  get verified(): boolean {
    return this.props.verified;
  }
  get isOwner(): boolean {
    return this.props.role === 'owner';
  }
  get stripeAccountId(): string | null {
    return this.props.stripeAccountId;
  }
  get connect(): ConnectState | null {
    return this.props.connect;
  }
  /** Purchases may be destination charges to its connected account. */
  get chargesEnabled(): boolean {
    return this.props.stripeAccountId !== null && (this.props.connect?.chargesEnabled ?? false);
  }
  /** What it is owed may be transferred to its connected account. */
  get payoutsEnabled(): boolean {
    return this.props.stripeAccountId !== null && (this.props.connect?.payoutsEnabled ?? false);
  }
  get stripeCustomerId(): string | null {
    return this.props.stripeCustomerId;
  }
  get subscriptionActive(): boolean {
    return this.props.subscriptionActive;
  }
  get verifiedAt(): Date | null {
    return this.props.verifiedAt;
  }
  get trialEndsAt(): Date | null {
    return this.props.trialEndsAt;
  }
  get listedUntil(): Date | null {
    return this.props.listedUntil;
  }
  /** Shoppers see its deals at `now`: it is enabled and its listing runs until then at least. */
  isListed(now: Date): boolean {
    return !this.disabled && isListedAt(this.props.listedUntil, now);
  }
  /** A disabled business cannot sign in, its open sessions are refused, and shoppers do not see its deals. */
  get disabled(): boolean {
    return this.props.disabledAt !== null;
  }
  get category(): string {
    return this.props.category;
  }
  get phoneNumber(): string | null {
    return this.props.phoneNumber;
  }
  get timeZone(): string {
    return this.props.timeZone;
  }
  /** The real average and count of its visible reviews; null while it has none. */
  get rating(): Rating | null {
    return ratingOf(this.props.ratingCount, this.props.ratingSum);
  }
  /** The address given at registration, part by part (each may be null: registration asks for none). */
  get registeredAddress(): { address: string | null; city: string | null; state: string | null; zip: string | null } {
    const { address, city, state, zip } = this.props;
    return { address, city, state, zip };
  }
  /** The address on one line ("12 Main St, Springfield, IL 62701"), from the parts it has. */
  get postalAddress(): string {
    const { address, city, state, zip } = this.props;
    const region = [state, zip].filter(Boolean).join(' ');
    return [address, city, region].filter(Boolean).join(', ');
  }

  /** @returns false when it was disabled already. */
  disable(now: Date): boolean {
    if (this.props.disabledAt !== null) return false;
    this.props.disabledAt = now;
    return true;
  }

  /** @returns false when it was not disabled. */
  enable(): boolean {
    if (this.props.disabledAt === null) return false;
    this.props.disabledAt = null;
    return true;
  }

  /** @returns false when it had the role already. */
  changeRole(role: BusinessRole): boolean {
    if (this.props.role === role) return false;
    this.props.role = role;
    return true;
  }

  toActor(): Actor {
    return { kind: 'business', businessId: this.props.id, role: this.props.role, teamRole: 'owner', staffId: null };
  }

  /**
   * Starts the free listing: 30 days from now, or longer when its subscription (paid before the
   * verification) keeps it listed longer.
   * @param subscriptionListedThrough what its latest subscription keeps listed ({@link Subscription.listedThrough}).
   * @returns false when it was verified already.
   */
  verify(now: Date, subscriptionListedThrough: Date | null): boolean {
    if (this.props.verified) return false;
    this.props.verified = true;
    this.props.verifiedAt = now;
    this.props.trialEndsAt = daysAfter(now, FREE_TRIAL_DAYS);
    this.relist(subscriptionListedThrough);
    return true;
  }

  /**
   * A demo business's free listing restarts at each start of a demo instance, so the demo
   * catalogue stays listed however long it runs (the same rules apply within each run).
   */
  restartDemoTrial(now: Date): boolean {
    if (!this.props.verified) return false;
    const trialEndsAt = daysAfter(now, FREE_TRIAL_DAYS);
    if (this.props.trialEndsAt !== null && this.props.trialEndsAt.getTime() >= trialEndsAt.getTime()) return false;
    this.props.trialEndsAt = trialEndsAt;
    // The listing was already the later of the old trial end and the subscription's.
    this.props.listedUntil = laterOf(this.props.listedUntil, trialEndsAt);
    return true;
  }

  /** Listed until the later of the trial's end and the subscription's; nothing while unverified. */
  private relist(subscriptionListedThrough: Date | null): void {
    this.props.listedUntil = this.props.verified ? laterOf(this.props.trialEndsAt, subscriptionListedThrough) : null;
  }

  updateEmail(email: string): void {
    this.props.email = normaliseEmail(email);
  }

  /** @throws Error when another account is linked already: a business has one connected account. */
  linkConnectedAccount(accountId: string): void {
    if (this.props.stripeAccountId !== null && this.props.stripeAccountId !== accountId) {
      throw new Error(`Business ${this.props.id} is connected to ${this.props.stripeAccountId} already`);
    }
    this.props.stripeAccountId = accountId;
  }

  /**
   * Keeps the provider's latest word on the connected account.
   * @returns whether payouts became enabled with it (the owed balance may be transferred now).
   */
  applyConnectState(state: ConnectState): boolean {
    const before = this.payoutsEnabled;
    this.props.connect = { ...state, requirementsDue: [...state.requirementsDue] };
    return !before && this.payoutsEnabled;
  }

  linkStripeCustomer(customerId: string): void {
    this.props.stripeCustomerId = customerId;
  }

  /**
   * Keeps the denormalised subscription flags and the listing true to the latest subscription.
   * @param listedThrough what that subscription keeps listed ({@link Subscription.listedThrough}).
   */
  applySubscription(subscriptionId: string, active: boolean, expiresAt: Date | null, listedThrough: Date | null): void {
    this.props.stripeSubscriptionId = subscriptionId;
    this.props.subscriptionActive = active;
    this.props.subscriptionExpiresAt = expiresAt;
    this.relist(listedThrough);
  }

  /** Checked by the caller (isTimeZone); statements use the new zone from then on, for every week. */
  changeTimeZone(timeZone: string): void {
    this.props.timeZone = timeZone;
  }

  changePasswordHash(passwordHash: string): void {
    this.props.passwordHash = passwordHash;
  }

  toProps(): BusinessProps {
    return { ...this.props };
  }
}

import type { AccountRef } from '../../accounts/domain/account-ref.js';

/** How a use was redeemed: by the customer in their profile, or by the business from a text code or a scanned QR code. */
export type RedemptionChannel = 'self' | 'text_code' | 'qr_code';

export interface RedemptionProps {
  id: number;
  purchaseId: number;
  dealId: number;
  businessId: number;
  userId: number;
  channel: RedemptionChannel;
  redeemedBy: AccountRef;
  redeemedAt: Date;
}

export type NewRedemption = Omit<RedemptionProps, 'id'>;

/** One line of the redemption log; written by the same statement as the purchase's update. */
export class Redemption {
  private constructor(private readonly props: RedemptionProps) {}

  static restore(props: RedemptionProps): Redemption {
    return new Redemption({ ...props, redeemedBy: { ...props.redeemedBy } });
  }

  get id(): number {
    return this.props.id;
  }
  get purchaseId(): number {
    return this.props.purchaseId;
  }
  get channel(): RedemptionChannel {
    return this.props.channel;
  }
  get redeemedAt(): Date {
    return this.props.redeemedAt;
  }

  toProps(): RedemptionProps {
    return { ...this.props, redeemedBy: { ...this.props.redeemedBy } };
  }
}

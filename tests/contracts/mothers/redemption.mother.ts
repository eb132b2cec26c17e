import { REDEEM_LINE, type NewRedemption } from '@marketplace/core/purchases/domain/redemption';

type Owners = Pick<NewRedemption, 'purchaseId' | 'dealId' | 'businessId' | 'userId'>;

export function aRedemption(overrides: Partial<NewRedemption> & Owners): NewRedemption {
  return {
    ...REDEEM_LINE,
    channel: 'self',
    redeemedBy: { type: 'user', id: overrides.userId },
    redeemedAt: new Date('2025-04-01T12:00:00.000Z'),
    ...overrides,
  };
}

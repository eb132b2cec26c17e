// Object mothers for the component tests: API answers typed with core's response types (checked
// against the real server), so a mother that drifts from what the server sends fails `tsc -b`.
import type {
  BusinessAccountResponse as BusinessAccount,
  PublicBusinessResponse,
  UserAccountResponse as UserAccount,
} from '@marketplace/core/accounts/schemas/account.response';
import type { DealResponse as Deal } from '@marketplace/core/deals/schemas/deal.response';
import type { DealLocationResponse } from '@marketplace/core/locations/schemas/location.response';
import type { PurchaseResponse as Purchase } from '@marketplace/core/purchases/schemas/purchase.response';
import type { ListingResponse, SubscriptionResponse } from '@marketplace/core/subscriptions/schemas/subscription.response';

export function aCustomer(overrides: Partial<UserAccount> = {}): UserAccount {
  return { id: 7, type: 'user', role: 'user', username: 'sam', email: 'sam@example.com', createdAt: '2025-03-05T10:00:00.000Z', ...overrides };
}

export function aBusiness(overrides: Partial<BusinessAccount> = {}): BusinessAccount {
  return {
    id: 3,
    type: 'business',
    role: 'business',
    name: 'Corner Café',
    email: 'owner@corner.example',
    category: 'Café',
    description: null,
    address: null,
    city: 'Austin',
    state: 'TX',
    zip: null,
    phoneNumber: null,
    logoUrl: null,
    verified: true,
    subscriptionActive: true,
    subscriptionExpiresAt: null,
    createdAt: '2025-02-01T09:00:00.000Z',
    teamRole: 'owner',
    staff: null,
    ...overrides,
  };
}

/** A business's public listing (what the admin's verify call answers with, among others). */
export function aPublicBusiness(overrides: Partial<PublicBusinessResponse> = {}): PublicBusinessResponse {
  const { id, name, category, description, address, city, state, zip, phoneNumber, logoUrl, verified } = aBusiness();
  return { id, name, category, description, address, city, state, zip, phoneNumber, logoUrl, verified, ...overrides };
}

/** The special admin: id 999, role admin. */
export function anAdmin(overrides: Partial<UserAccount> = {}): UserAccount {
  return aCustomer({ id: 999, role: 'admin', username: 'admin', email: 'admin@example.com', ...overrides });
}

/** A fixed-price deal: pay $10, save 20%. */
export function aFixedDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 12,
    businessId: 3,
    title: 'Dinner for two',
    description: 'Two courses and a drink each at our riverside bistro.',
    category: 'Restaurant',
    price: 10,
    basePrice: 10,
    discountPercent: 20,
    isSliderDeal: false,
    minPrice: null,
    maxPrice: null,
    minDiscountPercent: null,
    maxDiscountPercent: null,
    discountSteps: null,
    minRedemptions: null,
    maxRedemptions: null,
    redemptionSteps: null,
    freeItem: null,
    startDate: '2025-03-01T00:00:00.000Z',
    endDate: '2025-03-05T00:00:00.000Z',
    maxRedemptionsPerUser: 1,
    imageUrl: null,
    image: null,
    active: true,
    featured: false,
    createdAt: '2025-02-20T00:00:00.000Z',
    business: { id: 3, name: 'Corner Café', city: 'Austin', state: 'TX', zip: '78701' },
    rating: null,
    ...overrides,
  };
}

/** A Cash to Discount deal: $5 to $30 in $5 steps, 10% to 35% (business-side section 9 defaults). */
export function aSliderDeal(overrides: Partial<Deal> = {}): Deal {
  return aFixedDeal({
    id: 105,
    title: 'Coffee and cake',
    category: 'Café',
    price: 15,
    basePrice: 15,
    discountPercent: 10,
    isSliderDeal: true,
    minPrice: 5,
    maxPrice: 30,
    minDiscountPercent: 10,
    maxDiscountPercent: 35,
    discountSteps: JSON.stringify([10, 15, 20, 25, 30, 35]),
    ...overrides,
  });
}

export function aPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: 42,
    displayId: '000042',
    userId: 7,
    dealId: 12,
    businessId: 3,
    amount: 10,
    price: 10,
    discountPercent: 20,
    freeItem: null,
    redemptions: 1,
    redemptionsUsed: 0,
    usesLeft: 1,
    status: 'completed',
    displayStatus: 'Active',
    qrCode: 'qr-token-abcdefghijklmnop',
    passSecret: 'pass-secret-of-this-purchase-aaaaaaaaaaaaaa',
    textCode: 'ABCD-2345',
    redeemed: false,
    redeemedAt: null,
    customPrice: null,
    customDiscount: null,
    customRedemptions: null,
    purchaseDate: '2025-03-02T12:00:00.000Z',
    expiryDate: '2099-03-05T00:00:00.000Z',
    demoPayment: true,
    billTotal: null,
    savings: null,
    createdAt: '2025-03-02T12:00:00.000Z',
    deal: { id: 12, title: 'Dinner for two', category: 'Restaurant', imageUrl: null, endDate: '2099-03-05T00:00:00.000Z', businessId: 3, freeItem: null },
    business: { id: 3, name: 'Corner Café', city: 'Austin', state: 'TX' },
    ...overrides,
  };
}

/** Where a business's listing stands (GET /api/business/subscription's `listing`): in its free days by default. */
export function aListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  return { state: 'trial', listedUntil: '2099-04-04T00:00:00.000Z', trialEndsAt: '2099-04-04T00:00:00.000Z', hiddenReason: null, ...overrides };
}

/** A paid-up, renewing subscription. */
export function aSubscriptionView(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    id: 5,
    status: 'active',
    currentPeriodStart: '2099-03-05T00:00:00.000Z',
    currentPeriodEnd: '2099-04-05T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    paymentFailedAt: null,
    createdAt: '2099-03-05T00:00:00.000Z',
    ...overrides,
  };
}

/** Downtown Austin, open today 9:00–17:00 and open now. */
export function aDealLocation(overrides: Partial<DealLocationResponse> = {}): DealLocationResponse {
  return {
    id: 7,
    name: 'Riverside Bistro',
    address: '100 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    latitude: 30.2713,
    longitude: -97.7426,
    today: { text: 'Open today 9:00–17:00', openNow: true },
    ...overrides,
  };
}

/** A deal as GET /api/deals/{id} answers it: with where it can be used (none unless given). */
export function withLocations<T extends Deal>(deal: T, locations: DealLocationResponse[] = []): T & { locations: DealLocationResponse[] } {
  return { ...deal, locations };
}

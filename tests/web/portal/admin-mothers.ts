// Object mothers for the admin area's component tests: API answers shaped as the HTTP presenters
// send them (waitlist entries, the admin business list, the platform figures).
import type {
  AdminBusinessPageResponse as AdminBusinessPage,
  AdminBusinessResponse as AdminBusiness,
  PlatformFiguresResponse as PlatformStats,
} from '@marketplace/core/admin/schemas/admin.response';
import type { WaitlistEntryResponse as WaitlistRow } from '@marketplace/core/waitlist/schemas/waitlist.response';

export function aWaitlistRow(overrides: Partial<WaitlistRow> = {}): WaitlistRow {
  return {
    id: 1,
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    phone: '(512) 555-0101',
    type: 'discounter',
    rating: 5,
    feedback: 'Would use this every week.',
    createdAt: '2025-01-05T15:00:00.000Z',
    ...overrides,
  };
}

/** Four entries: two discounters and two businesses, ratings 5, 4, 3, 2 (average 3.5), one without feedback. */
export function aWaitlist(): WaitlistRow[] {
  return [
    aWaitlistRow(),
    aWaitlistRow({ id: 2, name: 'maria Gomez', email: 'maria@bakery.example', phone: '(303) 555-0102', type: 'business', rating: 4, feedback: 'Interested for my bakery.', createdAt: '2025-01-06T10:30:00.000Z' }),
    aWaitlistRow({ id: 3, name: 'Sam Patel', email: 'sam@example.com', phone: '(503) 555-0103', type: 'discounter', rating: 3, feedback: null, createdAt: '2025-01-07T18:45:00.000Z' }),
    aWaitlistRow({ id: 4, name: 'Ava Chen', email: 'ava@gym.example', phone: '(720) 555-0104', type: 'business', rating: 2, feedback: 'Pricing, please.', createdAt: '2025-01-04T09:00:00.000Z' }),
  ];
}

export function anAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return {
    id: 41,
    name: 'Lotus Flow Yoga',
    email: 'hello@lotusflow.example',
    phoneNumber: '(512) 555-0177',
    category: 'Wellness',
    city: 'Austin',
    state: 'TX',
    role: 'business',
    verified: false,
    subscriptionActive: false,
    listedUntil: null,
    payouts: 'not_started',
    createdAt: '2025-02-01T09:00:00.000Z',
    deals: { total: 2, live: 0, drafts: 2 },
    ...overrides,
  };
}

export function aBusinessPage(businesses: AdminBusiness[]): AdminBusinessPage {
  return {
    businesses,
    pagination: { total: businesses.length, page: 1, limit: 10, totalPages: 1, hasNextPage: false, hasPreviousPage: false },
  };
}

export function somePlatformStats(overrides: Partial<PlatformStats> = {}): PlatformStats {
  return {
    customers: 1234,
    businesses: { total: 12, verified: 9, unverified: 3 },
    deals: { total: 40, live: 31, drafts: 4 },
    purchases: { completed: 250, refunded: 2, redemptions: 180 },
    revenue: { grossSales: 4321.5, platformFee: 1080.38, businessShare: 3241.12 },
    waitlist: { total: 87, discounters: 70, businesses: 17 },
    ...overrides,
  };
}

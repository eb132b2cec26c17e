/** The customer-side routes (customer-side section 2); the React app arrives with the storefront issue. */
export const STOREFRONT_ROUTES = {
  home: '/',
  auth: '/auth',
  deals: '/deals',
  deal: (id: number) => `/deals/${id}`,
  checkout: (id: number) => `/checkout/${id}`,
  profile: '/profile',
  cashier: (purchaseId: number) => `/purchases/${purchaseId}/cashier`,
  recessionProof: '/recession-proof',
  waitlist: '/waitlist',
  howItWorks: '/how-it-works',
  forBusinesses: '/for-businesses',
  partnerships: '/partnerships',
  contact: '/contact',
} as const;

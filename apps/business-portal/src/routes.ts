/** The business and admin routes (business-side section 2); the React app arrives with the portal issue. */
export const PORTAL_ROUTES = {
  businessAuth: '/business/auth',
  dashboard: '/business/dashboard',
  createDeal: '/business/create-deal',
  createSliderDeal: '/business/create-slider-deal',
  createCashToDiscountDeal: '/business/create-cash-to-discount-deal',
  subscription: '/business/subscription',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminWaitlistDemo: '/admin/waitlist-demo',
} as const;

/**
 * Every public storefront page (and page state reached by its address), with a heading that shows
 * it has rendered and whether it lists deal cards to wait for. The signed-in pages (checkout,
 * purchase success, profile) need a session and are visited by the specs themselves.
 */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'Buy Discounts. Save Big.', cards: true },
  { path: '/deals', heading: 'Browse Deals', cards: true },
  { path: '/deals?location=Austin', heading: 'Browse Deals', cards: true },
  { path: '/deals?q=zzzz-no-such-deal', heading: 'No deals found', cards: false },
  { path: '/deals/102', heading: 'Coffee Lover Punch Card', cards: false },
  { path: '/deals/105', heading: 'Pick Your Spa Savings', cards: false },
  { path: '/deals/999999', heading: 'Deal Not Found', cards: false },
  { path: '/auth', heading: 'Quick Access Demo', cards: false },
  { path: '/waitlist', heading: 'Join Our Waitlist', cards: false },
  { path: '/how-it-works', heading: 'How It Works', cards: false },
  { path: '/for-businesses', heading: 'Grow Your Business with Prepaid Discounts', cards: false },
  { path: '/partnerships', heading: 'Partnerships and Platform Stats', cards: false },
  { path: '/recession-proof', heading: 'Built to Be Recession Proof', cards: false },
  { path: '/contact', heading: 'Contact Us', cards: false },
  { path: '/forgot-password', heading: 'Forgot your password?', cards: false },
  { path: '/reset-password?token=example-token', heading: 'Choose a new password', cards: false },
  { path: '/reset-password', heading: 'Choose a new password', cards: false },
  { path: '/confirm-email?token=example-token', heading: 'Confirm your new email', cards: false },
  { path: '/gifts/claim?token=example-token', heading: 'This gift link does not work', cards: false },
  { path: '/no-such-page', heading: '404 Page Not Found', cards: false },
] as const;
